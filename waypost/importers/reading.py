"""Reading input files without ever raising: a file or line that cannot be used becomes a Problem.

Inputs may be hostile (docs/importers.md, "Bad input"): only regular files of at most MAX_INPUT_BYTES
are read (waypost/textfile.py: a FIFO or /dev/zero is refused, never read), UTF-8 with or without a
byte-order mark (UTF-16 is named with the fix); JSON nesting deeper than MAX_JSON_DEPTH is refused
before parsing (per line for JSON lines), and an entry holding a lone surrogate (a JSON `\ud800`
escape, which UTF-8 cannot encode) is skipped, named.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from search_core.request import nesting_depth
from waypost import textfile

from .entry import Problem, SourceEntry

MAX_INPUT_BYTES = 256 * 1024 * 1024  # the whole official registry is a few MB
MAX_JSON_DEPTH = 100  # registry entries nest about 6 deep; Python's parser recurses per level
# A JSON string (to its closing quote, or to the end when unterminated: never backtracks) or a bracket.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def read_text(path: Path) -> str | Problem:
    """The file as UTF-8 text, or the reason it cannot be read (with the fix)."""
    try:
        return textfile.read_text(path, MAX_INPUT_BYTES)
    except textfile.UnreadableText as exc:
        return Problem(str(path), "", "unreadable-file", str(exc))


def too_deep(file: str, locator: str, text: str) -> Problem | None:
    """A Problem when JSON text nests deeper than MAX_JSON_DEPTH (checked before parsing)."""
    depth = nesting_depth(text)
    if depth <= MAX_JSON_DEPTH:
        return None
    message = f"nests arrays or objects {depth:,} deep; the limit is {MAX_JSON_DEPTH}"
    return Problem(file, locator, "too-deep", message)


def load_json(path: Path) -> Any | Problem:
    """The parsed JSON document, or why it is not JSON."""
    text = read_text(path)
    if isinstance(text, Problem):
        return text
    deep = too_deep(str(path), "", text)
    if deep:
        return deep
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        return Problem(
            str(path), "", "not-json", f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        )


def iter_jsonl(path: Path) -> Iterator[tuple[int, Any] | Problem]:
    """(line number, object) for every non-blank line; a broken line is a Problem, the rest go on."""
    text = read_text(path)
    if isinstance(text, Problem):
        yield text
        return
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        deep = too_deep(str(path), f"line {number}", line)
        if deep:
            yield deep
            continue
        try:
            yield number, json.loads(line)
        except json.JSONDecodeError as exc:
            yield Problem(
                str(path), f"line {number}", "not-json", f"not JSON: {exc.msg} at column {exc.colno}"
            )


def text_of(value: object) -> str:
    """A string field, or '' for anything else (None, numbers, lists)."""
    return value.strip() if isinstance(value, str) else ""


def dict_of(value: object) -> dict[str, Any]:
    """A mapping field, or {} for anything else."""
    return value if isinstance(value, dict) else {}


def list_of_dicts(value: object) -> list[dict[str, Any]]:
    """The mappings of a list field, ignoring anything else."""
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def has_lone_surrogate(value: object) -> bool:
    """True when a string anywhere inside the value holds an unpaired surrogate."""
    if isinstance(value, str):
        return _LONE_SURROGATE.search(value) is not None
    if isinstance(value, dict):
        return any(has_lone_surrogate(key) or has_lone_surrogate(item) for key, item in value.items())
    if isinstance(value, list | tuple | set):
        return any(has_lone_surrogate(item) for item in value)
    return False


def unicode_problem(entry: SourceEntry) -> Problem | None:
    """A Problem when a field of the entry holds a lone surrogate (it could not be written as UTF-8)."""
    for field in dataclasses.fields(entry):
        if has_lone_surrogate(getattr(entry, field.name)):
            message = (
                f"its {field.name} holds an unpaired surrogate (a \\ud800-style escape): not Unicode "
                "text; fix the escape in the source"
            )
            return Problem(entry.file, entry.locator, "not-unicode", message)
    return None
