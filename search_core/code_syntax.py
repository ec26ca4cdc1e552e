"""Requests written as code (docs/search.md, "Requests written as code"): the words that are the syntax around
a developer's need, not the need ("def", "const", "import", "pip install", "TODO:", the "https" of a URL).

A word is syntax only where the text around it says so: a keyword, a data type's base class or a type name
used as an annotation when the request reads as code (code punctuation, or an import statement starting a
line); quoted configuration and schema keys there too; "import" in an import line; an install command at the
start of a line or after a comment or shell sign, and a one-letter flag after it; a comment marker in
capitals or before a colon; a URL's scheme, an HTTP request line's method and API version; an exception's
name with its module path, request headers, the standard wording of an HTTP failure and a stack frame's file
extension and line number. "import data from csv", "a todo list app" and "phone number" keep their words.
"""

from __future__ import annotations

import re

from search_core.text import Token

# Punctuation that only code puts in a request: a call's bracket right after a name, braces, square brackets,
# an assignment, an arrow, a line comment, a backtick, a word joined to another by an underscore; not prose's
# brackets ("(MIT licence)").
CODE_PUNCTUATION = re.compile(r"[^\W_]\(|[{}\[\]=`]|//|->|[^\W_]_[^\W_]")
# Keywords and type names of the common languages: syntax wherever the request holds code punctuation
# ("import" only in an import line: "address import job" is a need; not "self": "self-hosted").
KEYWORDS = frozenset((
    "def", "const", "let", "var", "await", "async", "return", "lambda", "elif", "class", "interface",
    "struct", "func", "fn", "pub", "impl", "public", "private", "static", "final", "readonly", "export",
    "kwargs", "args", "str", "int", "dict", "bool", "float", "tuple", "null", "true", "false", "void",
    "undefined", "none",
))  # fmt: skip
# Base classes and decorators of data types, as written ("BaseModel", "@dataclass").
DATA_TYPE_BASES = frozenset(("basemodel", "dataclass", "typeddict", "namedtuple"))
# Type names that are also words of a need ("phone number", "date string"): syntax only as an annotation,
# right after a colon, an arrow, a bracket or a bar ("lat: number", "-> list[datetime]", "str | None").
ANNOTATION_TYPES = frozenset((
    "string", "number", "boolean", "datetime", "optional", "any", "decimal", "bytes", "uuid", "timedelta",
    "list", "object", "integer", "double", "long",
))  # fmt: skip
_ANNOTATION_BEFORE = re.compile(r"(?::|->|\[|<|\|)\s*$")
COMMENT_MARKERS = frozenset(("todo", "fixme", "xxx"))
# Package managers and their install commands ("pip install", "npm i", "yarn add"), and shell commands whose
# flags follow ("npx -y", "curl -X POST").
INSTALL_COMMANDS = {
    "pip": ("install",), "pip3": ("install",), "npm": ("i", "install"), "pnpm": ("add", "i", "install"),
    "yarn": ("add",), "uv": ("add", "pip"), "poetry": ("add",), "cargo": ("add",),
}  # fmt: skip
FLAGGED_COMMANDS = frozenset(("npx", "curl", "wget"))
# What may come before a command that starts a line: nothing, a comment or prompt sign, a shell separator.
_COMMAND_START = re.compile(r"(?:^|[\n;|&#$>]|//)\s*$")
URL_SCHEMES = frozenset(("http", "https", "www"))
# What a package's name adds to the service it wraps ("firecrawl-py", "puppeteer-core", "tavily-python"):
# syntax after a hyphen or an underscore, in code or after an install command.
PACKAGE_SUFFIXES = frozenset(("py", "python", "js", "node", "core", "client", "sdk"))
# Quoted, the keys and launchers of an MCP client's configuration ("command": "npx", "args", "env"), and the
# keys and types of a tool's JSON schema or a JSON-RPC call ("type": "object", "properties", "params").
QUOTED_SYNTAX = frozenset((
    "command", "args", "env", "npx", "uvx", "name", "description", "parameters", "type", "object",
    "properties", "required", "integer", "string", "number", "boolean", "array", "items", "enum", "jsonrpc",
    "method", "params", "id",
))  # fmt: skip
# An exception's name ("TimeoutError", "HTTPError", "RequestBlocked") and the module path before it but its
# package ("._impl._errors." of "playwright._impl._errors.TimeoutError"; "openai" names the library that
# failed): what failed is said in the words around it. Group 1 is what is syntax.
_EXCEPTION = re.compile(
    r"(?<![\w.])(?:[A-Za-z_]\w*(?=\.))?"
    r"((?:\.[A-Za-z_]\w*)*\.?[A-Z][A-Za-z0-9]*(?:Error|Exception|Warning|Blocked|Denied|Exceeded))\b"
)
# Request headers of a pasted curl command or HTTP log ("Content-Type: application/json").
_HEADER = re.compile(r"\b(?:Content-Type|Accept|Authorization):\s*(?:Bearer\b|[\w.+-]+/[\w.+-]+)")
# The standard wording of an HTTP failure in a pasted log: axios's "Request failed with status code 403",
# requests' "403 Client Error", a status code's reason ("429 Too Many Requests"), Playwright's "Timeout
# 30000ms exceeded". The code says what failed; the words around the log say what is needed.
_HTTP_FAILURE = re.compile(
    r"Request failed with status code \d{3}|\b\d{3} (?:Client|Server) Error\b|Timeout \d+ms exceeded"
    r"|\bError code: \d{3}"
    r"|\b\d{3}:? (?:Forbidden|Unauthorized|Not Found|Too Many Requests|Bad Request|Internal Server Error"
    r"|Service Unavailable|Bad Gateway|Gateway Timeout|Payment Required)\b"
)
# Python's traceback lines ("Traceback (most recent call last):", 'File "app.py", line 12, in <module>'):
# where the failure happened, never the need.
_TRACEBACK = re.compile(
    r"Traceback \(most recent call last\):?|\bFile \"[^\"]*\", line \d+(?:, in [<\w.>]+)?"
)
# A stack frame's file extension and line number ("traducao.service.ts:58", "main.py, line 42"): the file's
# name may say what it does, its extension names a language, not a need ("ts" is no TypeScript service).
_SOURCE_LINE = re.compile(
    r"(?<=\w\.)(?:ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|kt|rb|php|cs|swift|scala)(?::\d+)+\b"
    r"|(?<=\w\.)py\b(?=\W+line \d)"
)
# Whole spans of syntax: request headers, an HTTP failure's standard wording, a stack frame's file and line.
SYNTAX_SPANS = (_HEADER, _HTTP_FAILURE, _SOURCE_LINE, _TRACEBACK)
HTTP_METHODS = frozenset(("get", "post", "put", "patch", "delete"))
_API_VERSION = re.compile(r"v\d{1,2}")


_IMPORT_STATEMENT = re.compile(r"(?:^|\n)\s*(?:from\s+[\w.]+\s+)?import\s+\w")


def reads_as_code(text: str) -> bool:
    """The request holds punctuation only code puts in a request (CODE_PUNCTUATION), or starts a line with an
    import statement ("from tavily import TavilyClient")."""
    return CODE_PUNCTUATION.search(text) is not None or _IMPORT_STATEMENT.search(text) is not None


def code_syntax_words(text: str, words: list[Token]) -> frozenset[int]:
    """The positions of the words that are the syntax of code around the request."""
    in_code = reads_as_code(text)
    commands = {position for index in range(len(words)) for position in _command_words(text, words, index)}
    spans = [
        *(found.span(1) for found in _EXCEPTION.finditer(text)),
        *(found.span() for pattern in SYNTAX_SPANS for found in pattern.finditer(text)),
    ]
    found = commands | set(_words_within(words, spans))
    for index, token in enumerate(words):
        if (
            (in_code and token.word in KEYWORDS and token.surface.islower())
            or (in_code and token.word in DATA_TYPE_BASES)
            or (in_code and _is_annotation(text, token))
            or (in_code and _is_quoted_config_word(text, token))
            or ((in_code or commands) and (_is_flag(text, token) or _is_package_suffix(text, token)))
            or _is_comment_marker(text, token)
            or _is_request_line_part(text, token)
            or _is_import_word(text, token)
            or _is_url_scheme(text, token)
        ):
            found.add(index)
    return frozenset(found)


# "import" starting a line, or after "from module" anywhere (a pasted snippet's lines arrive joined by
# spaces).
_IMPORT_LINE = re.compile(r"(?:(?:^|[\n;#]|//)\s*|\bfrom\s+[\w.]+\s+)$")


def _is_import_word(text: str, token: Token) -> bool:
    """"import" starting a line or after "from module", "require" before its bracket."""
    if token.word == "require":
        return text[token.end : token.end + 1] == "("
    return token.word == "import" and _IMPORT_LINE.search(text[: token.start]) is not None


def _is_comment_marker(text: str, token: Token) -> bool:
    """"TODO", "FIXME" in capitals, or "todo:" before a colon."""
    if token.word not in COMMENT_MARKERS:
        return False
    return token.surface.isupper() or text[token.end : token.end + 1] == ":"


def _is_url_scheme(text: str, token: Token) -> bool:
    """"https" before "://", "www" before a dot: a web address's scheme, the address's words say more."""
    after = text[token.end : token.end + 3]
    return token.word in URL_SCHEMES and (after == "://" or (token.word == "www" and after[:1] == "."))


def _is_annotation(text: str, token: Token) -> bool:
    """A type name of ANNOTATION_TYPES right after a colon, an arrow, a bracket or a bar."""
    return token.word in ANNOTATION_TYPES and _ANNOTATION_BEFORE.search(text[: token.start]) is not None


def _words_within(words: list[Token], spans: list[tuple[int, int]]) -> list[int]:
    """The positions of the words inside any of the spans."""
    return [
        index
        for index, token in enumerate(words)
        if any(start <= token.start and token.end <= end for start, end in spans)
    ]


def _is_quoted_config_word(text: str, token: Token) -> bool:
    """A word of QUOTED_SYNTAX between quotes ("npx", "type": "object"): configuration, not the need."""
    before, after = text[token.start - 1 : token.start], text[token.end : token.end + 1]
    return token.word in QUOTED_SYNTAX and before in ("\"", "'") and after == before


def _is_package_suffix(text: str, token: Token) -> bool:
    """A word of PACKAGE_SUFFIXES joined to the word before it by a hyphen or an underscore."""
    joined = text[max(token.start - 2, 0) : token.start]
    return token.word in PACKAGE_SUFFIXES and len(joined) == 2 and joined[0].isalnum() and joined[1] in "-_"


def _is_flag(text: str, token: Token) -> bool:
    """A command line's flag: a dash and one letter ("-y", "-X", "-s")."""
    if len(token.surface) != 1 or text[token.start - 1 : token.start] != "-":
        return False
    return token.start == 1 or text[token.start - 2] in " \"'"


def _is_request_line_part(text: str, token: Token) -> bool:
    """An HTTP method in capitals before a path or address, or after "-X" ("GET /v1/...", "-X POST"); an API
    version between slashes ("/v1/")."""
    if token.word in HTTP_METHODS and token.surface.isupper():
        after = text[token.end : token.end + 5]
        return after.startswith((" /", " http")) or text[max(token.start - 3, 0) : token.start] == "-X "
    around = text[token.start - 1 : token.start] + text[token.end : token.end + 1]
    return around == "//" and _API_VERSION.fullmatch(token.word) is not None


def _command_words(text: str, words: list[Token], index: int) -> tuple[int, ...]:
    """A command starting a line and its install verb ("pip install", "npm i"), or one followed by a flag
    ("npx -y", "curl -X"): their positions; () for any other word."""
    token = words[index]
    if token.word not in INSTALL_COMMANDS and token.word not in FLAGGED_COMMANDS:
        return ()
    if not _COMMAND_START.search(text[: token.start]):
        return ()
    following = words[index + 1] if index + 1 < len(words) else None
    verbs = INSTALL_COMMANDS.get(token.word)
    if verbs is not None and following is not None and following.word in verbs:
        return (index, index + 1)
    if token.word in FLAGGED_COMMANDS and text[token.end : token.end + 2] == " -":
        return (index,)
    return ()
