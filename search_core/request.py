"""Parse and validate a search_services request (both forms) into a frozen Request, or raise RequestError."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from search_core import errors
from search_core.errors import RequestError
from search_core.text import listed_with_and

CATEGORIES = ("search", "extraction", "data", "browser", "documents")
PROTOCOLS = ("MCP", "REST", "x402")
PRICING_MODELS = ("free", "freemium", "usage-based", "subscription", "unknown")
# The three filters and the values the contract allows for each, in the contract's order.
FILTER_VALUES = (("category", CATEGORIES), ("protocol", PROTOCOLS), ("pricing", PRICING_MODELS))
VIEWS = ("compact", "full")
POLICY_FIELDS = ("providerCalls", "accountConnections", "payments")

# Field order is also the order in which fields are checked (the first problem found is reported).
FIELDS = (
    "query",
    "queryEnglish",
    "category",
    "protocol",
    "pricing",
    "limit",
    "offset",
    "view",
    "originalRequest",
    "requirements",
    "executionPolicy",
)

QUERY_MAX_UTF16 = 200
# The longest query a best-effort search still runs (the search box's maxlength; a pasted paragraph): over
# QUERY_MAX_UTF16 the strict path refuses it, the lenient best effort searches all its words.
PASTED_MAX_UTF16 = 2000
REQUEST_JSON_MAX_UTF16 = 8192
ORIGINAL_REQUEST_MAX_CHARS = 2000
REQUIREMENTS_MAX_ITEMS = 8
REQUIREMENT_MAX_CHARS = 200
LIMIT_DEFAULT, LIMIT_MIN, LIMIT_MAX = 5, 1, 100
OFFSET_DEFAULT, OFFSET_MIN, OFFSET_MAX = 0, 0, 2000

# Trimming uses this fixed set (Python's str.isspace set of 3.11 plus U+FEFF, as JavaScript's trim), so the
# result never depends on the Unicode database of the running Python.
WHITESPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
    "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
NAME_PREVIEW_CHARS = 40
INTEGER_ECHO_DIGITS = 18  # larger integers are described, never converted to text
INTEGER_LITERAL_MAX_CHARS = 4000  # below CPython's int-from-text limit (4300 digits)
HUGE_INTEGER = 10**INTEGER_ECHO_DIGITS
MAX_JSON_DEPTH = 32
# A string (to its closing quote, or to the end when unterminated: never backtracks) or one bracket.
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]+|\\.)*"?|[\[\]{}]', re.DOTALL)


@dataclass(frozen=True)
class Request:
    """A validated request: trimmed strings, defaults filled in."""

    query: str = ""
    query_english: str | None = None
    category: str | None = None
    protocol: str | None = None
    pricing: str | None = None
    limit: int = LIMIT_DEFAULT
    offset: int = OFFSET_DEFAULT
    view: str = "compact"
    original_request: str | None = None
    requirements: tuple[str, ...] = ()
    too_long_field: str | None = None  # lenient path only: the field over QUERY_MAX_UTF16
    too_long_units: int = 0
    execution_policy: bool = False  # executionPolicy was given (always all false when valid)

    def longest_wording(self) -> tuple[str, int]:
        """The field, query or queryEnglish, with the most UTF-16 code units and their number (query on a
        tie)."""
        lengths = {"query": utf16_length(self.query), "queryEnglish": utf16_length(self.query_english or "")}
        field = max(lengths, key=lengths.__getitem__)
        return field, lengths[field]


def is_pasted(text: str) -> bool:
    """A wording over the contract's QUERY_MAX_UTF16: a pasted paragraph, which only the lenient best effort
    searches (PASTED_MAX_UTF16), read sentence by sentence where a sentence matters."""
    return utf16_length(text) > QUERY_MAX_UTF16


def utf16_length(text: str) -> int:
    """Length in UTF-16 code units (a character beyond the BMP counts 2)."""
    return len(text) + sum(1 for char in text if ord(char) > 0xFFFF)


def trim(text: str) -> str:
    """Strip the fixed whitespace set from both ends."""
    return text.strip(WHITESPACE)


def has_lone_surrogate(text: str) -> bool:
    """True when the text holds an unpaired UTF-16 surrogate (JSON allows "\\ud800"; UTF-8 does not)."""
    return any(0xD800 <= ord(char) <= 0xDFFF for char in text)


def well_formed(text: str) -> str:
    """The text with every lone surrogate replaced by U+FFFD, so that it encodes as UTF-8."""
    if not has_lone_surrogate(text):
        return text
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


def preview(name: str) -> str:
    """A field name safe to quote in a message: JSON-quoted, surrogates replaced, shortened."""
    clean = well_formed(name[: NAME_PREVIEW_CHARS + 1])
    if len(clean) > NAME_PREVIEW_CHARS:
        clean = clean[:NAME_PREVIEW_CHARS] + "…"
    return json.dumps(clean, ensure_ascii=False)


class _DuplicateKey(ValueError):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _pairs_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(key)
        result[key] = value
    return result


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON text (brackets inside strings ignored)."""
    depth = deepest = 0
    for token in _STRING_OR_BRACKET.findall(text):
        if token in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("]", "}"):
            depth -= 1
    return deepest


def parse_json_text(text: str, what: str, field: str | None = None) -> Any:
    """Parse strict JSON (no NaN/Infinity, no duplicate keys, bounded nesting), naming `what` in any error.

    `field` is the argument holding the text (requestJson), the one to fix; for the request text itself a
    duplicated top-level field is named instead.
    """
    required = (field,) if field else ()
    if nesting_depth(text) > MAX_JSON_DEPTH:
        # Checked before parsing: recursion limits differ between CPython and Pyodide, the answer must not.
        raise RequestError(
            errors.INVALID_REQUEST,
            f"{what} nests arrays or objects more than {MAX_JSON_DEPTH} deep; a request needs at most 2.",
            'Serialize the request as one flat JSON object, e.g. {"query": "web search"}.',
            required,
        )
    try:
        return json.loads(
            text,
            object_pairs_hook=_pairs_without_duplicates,
            parse_constant=_reject_constant,
            parse_int=_parse_int,
        )
    except _DuplicateKey as dup:
        raise RequestError(
            errors.DUPLICATE_KEY,
            f"{what} contains the key {preview(dup.key)} more than once; each field may appear only once.",
            "Send each field once, with the value you mean.",
            required or ((dup.key,) if dup.key in (*FIELDS, "requestJson") else ()),
        ) from None
    except (ValueError, RecursionError):
        # Python's own parser messages and positions differ between versions (3.13 reworded several), so
        # the message is fixed: the same text on CPython 3.11 and on Pyodide's 3.14.
        raise RequestError(
            errors.INVALID_REQUEST,
            f"{what} is not valid JSON; send one JSON object (double-quoted keys and strings, no trailing "
            "commas, no comments, no NaN or Infinity).",
            'Serialize the request as one JSON object, e.g. {"query": "web search"}.',
            required,
        ) from None


def parse_request(request: object, lenient: bool = False) -> Request:
    """Validate a request object (top-level fields or {"requestJson": "..."}) into a Request."""
    if not isinstance(request, dict):
        raise RequestError(
            errors.INVALID_REQUEST,
            f"The request must be a JSON object, not {_json_type(request)}.",
            'Send an object with the search fields, e.g. {"query": "pdf extraction"}, '
            'or {"requestJson": "..."}.',
        )
    if not all(isinstance(key, str) for key in request):
        raise RequestError(
            errors.INVALID_REQUEST,
            "Every field name of the request must be a string.",
            "Send a JSON object; its field names are strings.",
        )
    if "requestJson" in request:
        fields = _unwrap_request_json(request)
        prefix = "requestJson."
    else:
        fields = request
        prefix = ""
    _reject_unknown_fields(fields, prefix)
    _reject_null_fields(fields, prefix)
    return _validate_fields(fields, prefix, lenient)


def _unwrap_request_json(request: dict[str, Any]) -> dict[str, Any]:
    others = sorted(key for key in request if key != "requestJson")
    if others:
        raise RequestError(
            errors.MIXED_REQUEST_FORMS,
            "requestJson cannot be combined with top-level fields (found "
            + ", ".join(preview(name) for name in others[:5])
            + "); put every field inside requestJson.",
            "Serialize the complete request into requestJson alone, or send only top-level fields.",
            ("requestJson",),
        )
    text = _trimmed_string("requestJson", request["requestJson"], "a string holding a JSON object")
    units = utf16_length(text)
    if units > REQUEST_JSON_MAX_UTF16:
        raise RequestError(
            errors.REQUEST_TOO_LONG,
            f"requestJson is {units} UTF-16 code units long; the limit is {REQUEST_JSON_MAX_UTF16}. "
            "Shorten originalRequest or requirements; never truncate the query.",
            f"Send a requestJson of at most {REQUEST_JSON_MAX_UTF16} UTF-16 code units "
            "without dropping conditions.",
            ("requestJson",),
        )
    inner = parse_json_text(text, "requestJson", "requestJson")
    if not isinstance(inner, dict):
        raise _type_error("requestJson", "a string holding a JSON object", inner, described="holds")
    return inner


def _reject_unknown_fields(fields: dict[str, Any], prefix: str) -> None:
    unknown = sorted(key for key in fields if key not in FIELDS)
    if not unknown:
        return
    names = ", ".join(preview(prefix + name) for name in unknown[:5])
    more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
    raise RequestError(
        errors.UNKNOWN_FIELD,
        f"Unknown field{'s' if len(unknown) > 1 else ''} {names}{more}; the fields are "
        + ", ".join(FIELDS)
        + ".",
        "Remove the unknown fields; keep every condition in query, the filters or "
        "originalRequest/requirements.",
        tuple(well_formed(prefix + name) for name in unknown[:5]),
    )


def _reject_null_fields(fields: dict[str, Any], prefix: str) -> None:
    """Two fields or more sent as null (as callers that fill every optional field do) are named in one error,
    so that one retry mends them all; one is left to its own field's error, which says what it must be."""
    nulls = [name for name in FIELDS if name in fields and fields[name] is None]
    if len(nulls) < 2:
        return
    names = [prefix + name for name in nulls]
    listed = listed_with_and(names)
    raise RequestError(
        errors.INVALID_TYPE,
        f"{listed} are null; a field without a value is omitted, never null.",
        f"Omit {listed}, or give each a value.",
        tuple(names),
    )


def _validate_fields(fields: dict[str, Any], prefix: str, lenient: bool) -> Request:
    values: dict[str, Any] = {}
    too_long: tuple[str | None, int] = (None, 0)
    query, too_long = _query_field(fields, "query", prefix, lenient, too_long, allow_empty=True)
    english, too_long = _query_field(fields, "queryEnglish", prefix, lenient, too_long, allow_empty=False)
    for name, allowed in FILTER_VALUES:
        values[name] = _enum_field(fields, name, prefix, allowed)
    limit = _int_field(fields, "limit", prefix, LIMIT_DEFAULT, LIMIT_MIN, LIMIT_MAX)
    offset = _int_field(fields, "offset", prefix, OFFSET_DEFAULT, OFFSET_MIN, OFFSET_MAX)
    view = _enum_field(fields, "view", prefix, VIEWS) or "compact"
    original = _original_request(fields, prefix)
    requirements = _requirements(fields, prefix)
    _execution_policy(fields, prefix)
    _cross_field_rules(fields, prefix, query or "", original)
    return Request(
        query=query or "",
        query_english=english,
        category=values["category"],
        protocol=values["protocol"],
        pricing=values["pricing"],
        limit=limit,
        offset=offset,
        view=view,
        original_request=original,
        requirements=requirements,
        too_long_field=too_long[0],
        too_long_units=too_long[1],
        execution_policy="executionPolicy" in fields,
    )


def _query_field(
    fields: dict[str, Any],
    name: str,
    prefix: str,
    lenient: bool,
    too_long: tuple[str | None, int],
    allow_empty: bool,
) -> tuple[str | None, tuple[str | None, int]]:
    if name not in fields:
        return None, too_long
    text = _trimmed_string(prefix + name, fields[name])
    if not text and not allow_empty:
        raise RequestError(
            errors.OUT_OF_RANGE,
            f"{prefix}{name} is empty after trimming; it must be 1 to {QUERY_MAX_UTF16} UTF-16 code units. "
            "Omit it when there is no English wording.",
            f"Omit {name}, or give the English wording of query.",
            (prefix + name,),
        )
    units = utf16_length(text)
    if units > QUERY_MAX_UTF16:
        if lenient:
            return text, too_long if too_long[0] else (prefix + name, units)
        raise RequestError(
            errors.QUERY_TOO_LONG,
            f"{prefix}{name} is {units} UTF-16 code units after trimming; the limit is {QUERY_MAX_UTF16}. "
            "Use focused service words and keep the complete wording in originalRequest; never truncate.",
            f"Send a {name} of at most {QUERY_MAX_UTF16} UTF-16 code units with every condition kept; "
            "move the full wording to originalRequest.",
            (prefix + name,),
        )
    return text, too_long


def _enum_field(fields: dict[str, Any], name: str, prefix: str, allowed: tuple[str, ...]) -> str | None:
    if name not in fields:
        return None
    value = fields[name]
    if not isinstance(value, str):
        raise _type_error(prefix + name, "one of " + ", ".join(allowed), value)
    if value not in allowed:
        raise RequestError(
            errors.INVALID_VALUE,
            f"{prefix}{name} is {preview(value)}; it must be exactly one of " + ", ".join(allowed) + ".",
            f"Use one of {', '.join(allowed)} for {name}, or omit it.",
            (prefix + name,),
        )
    return value


def _int_field(fields: dict[str, Any], name: str, prefix: str, default: int, low: int, high: int) -> int:
    if name not in fields:
        return default
    value = fields[name]
    if type(value) is not int:
        raise _type_error(prefix + name, f"an integer from {low} to {high}", value)
    if not low <= value <= high:
        raise RequestError(
            errors.OUT_OF_RANGE,
            f"{prefix}{name} is {describe_integer(value)}; it must be an integer from {low} to {high} "
            f"(default {default}).",
            f"Set {name} to an integer from {low} to {high}, or omit it for {default}.",
            (prefix + name,),
        )
    return value


def describe_integer(value: int) -> str:
    """The integer as text when short; a huge one is never converted (CPython limits int-to-text)."""
    if -(10**INTEGER_ECHO_DIGITS) < value < 10**INTEGER_ECHO_DIGITS:
        return str(value)
    return f"{'-' if value < 0 else ''}an integer of more than {INTEGER_ECHO_DIGITS} digits"


def _parse_int(literal: str) -> int:
    """A JSON integer literal; one too long for int() (CPython's digit limit) becomes a huge stand-in,
    which every integer field reports as out of range."""
    if len(literal) <= INTEGER_LITERAL_MAX_CHARS:
        return int(literal)
    return -HUGE_INTEGER if literal.startswith("-") else HUGE_INTEGER


def _original_request(fields: dict[str, Any], prefix: str) -> str | None:
    name = "originalRequest"
    if name not in fields:
        return None
    text = _trimmed_string(prefix + name, fields[name])
    _require_characters(
        prefix + name,
        text,
        ORIGINAL_REQUEST_MAX_CHARS,
        "it",
        f"Give the complete user request in 1 to {ORIGINAL_REQUEST_MAX_CHARS} characters, or omit it.",
    )
    return text


def _requirements(fields: dict[str, Any], prefix: str) -> tuple[str, ...]:
    name = "requirements"
    if name not in fields:
        return ()
    raw = fields[name]
    if not isinstance(raw, list):
        raise _type_error(prefix + name, "an array of strings", raw)
    if len(raw) > REQUIREMENTS_MAX_ITEMS:
        raise RequestError(
            errors.OUT_OF_RANGE,
            f"{prefix}{name} has {len(raw)} items; at most {REQUIREMENTS_MAX_ITEMS} are allowed.",
            f"Combine related requirements into at most {REQUIREMENTS_MAX_ITEMS} items; drop none.",
            (prefix + name,),
        )
    result = []
    for position, item in enumerate(raw):
        label = f"{prefix}{name}[{position}]"
        text = _trimmed_string(label, item, argument=prefix + name)
        _require_characters(
            label,
            text,
            REQUIREMENT_MAX_CHARS,
            "each requirement",
            f"Give each requirement in 1 to {REQUIREMENT_MAX_CHARS} characters.",
            argument=prefix + name,
        )
        result.append(text)
    return tuple(result)


def _execution_policy(fields: dict[str, Any], prefix: str) -> None:
    name = "executionPolicy"
    if name not in fields:
        return
    policy = fields[name]
    label = prefix + name
    if not isinstance(policy, dict):
        raise _type_error(
            label, "an object with providerCalls, accountConnections and payments all false", policy
        )
    unknown = sorted(key for key in policy if key not in POLICY_FIELDS)
    if unknown:
        raise RequestError(
            errors.UNKNOWN_FIELD,
            f"Unknown field {preview(label + '.' + unknown[0])}; executionPolicy has exactly "
            + ", ".join(POLICY_FIELDS)
            + ".",
            "Send executionPolicy with providerCalls, accountConnections and payments, all false.",
            (label,),
        )
    for field in POLICY_FIELDS:
        if field not in policy:
            raise RequestError(
                errors.INVALID_VALUE,
                f"{label}.{field} is missing; executionPolicy needs providerCalls, accountConnections and "
                "payments, all false.",
                "Send executionPolicy with all three fields set to false.",
                (label,),
            )
        if policy[field] is not False:
            if policy[field] is True:
                raise RequestError(
                    errors.EXECUTION_NOT_ALLOWED,
                    f"{label}.{field} is true; it must be false because discovery never executes, "
                    "connects or pays.",
                    "Set providerCalls, accountConnections and payments to false; "
                    "this search only lists services.",
                    (label,),
                )
            raise _type_error(f"{label}.{field}", "false", policy[field], argument=label)


def _cross_field_rules(fields: dict[str, Any], prefix: str, query: str, original: str | None) -> None:
    for dependent in ("queryEnglish", "originalRequest"):
        if dependent in fields and not query:
            raise RequestError(
                errors.MISSING_DEPENDENCY,
                f"{prefix}{dependent} requires a nonempty query; put the focused service words in query.",
                f"Add query (the original focused service words) alongside {dependent}.",
                (prefix + "query",),
            )
    for dependent in ("requirements", "executionPolicy"):
        if dependent in fields and original is None:
            raise RequestError(
                errors.MISSING_DEPENDENCY,
                f"{prefix}{dependent} requires originalRequest; preserve the complete user request there.",
                f"Add originalRequest (the complete wording) alongside {dependent}, or omit {dependent}.",
                (prefix + "originalRequest",),
            )


def _trimmed_string(label: str, raw: object, expected: str = "a string", argument: str | None = None) -> str:
    """The trimmed text of a string field; INVALID_TYPE for another JSON type, INVALID_VALUE for a lone
    surrogate (always reported at `label`)."""
    if not isinstance(raw, str):
        raise _type_error(label, expected, raw, argument=argument)
    _reject_lone_surrogates(label, raw)
    return trim(raw)


def _require_characters(
    label: str, text: str, most: int, subject: str, fix: str, argument: str | None = None
) -> None:
    """OUT_OF_RANGE unless the trimmed text has 1 to `most` Unicode characters (code points)."""
    if not 1 <= len(text) <= most:
        raise RequestError(
            errors.OUT_OF_RANGE,
            f"{label} is {len(text)} characters after trimming; {subject} must be 1 to "
            f"{most} Unicode characters.",
            fix,
            (argument or label,),
        )


def _reject_lone_surrogates(label: str, text: str) -> None:
    if has_lone_surrogate(text):
        raise RequestError(
            errors.INVALID_VALUE,
            f"{label} contains an unpaired UTF-16 surrogate; send well-formed Unicode text.",
            f"Re-encode {label} as well-formed Unicode.",
            (label,),
        )


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list | tuple):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return "a " + type(value).__name__


def _type_error(
    label: str,
    expected: str,
    value: object,
    described: str = "is",
    argument: str | None = None,
) -> RequestError:
    """A wrong JSON type at `label`; `argument` is the request argument to fix (default: the label)."""
    return RequestError(
        errors.INVALID_TYPE,
        f"{label} {described} {_json_type(value)}; it must be {expected}.",
        f"Send {label} as {expected}, or omit it."
        if label != "requestJson"
        else f"Send requestJson as {expected}.",
        (argument or label,),
    )
