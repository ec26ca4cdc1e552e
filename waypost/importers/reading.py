"""Reading input files without ever raising: a file or line that cannot be used becomes a Problem."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .entry import Problem


def read_text(path: Path) -> str | Problem:
    """The file as UTF-8 text, or the reason it cannot be read."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        return Problem(str(path), "", "unreadable-file", f"not UTF-8 text ({exc.reason} at byte {exc.start})")
    except OSError as exc:
        return Problem(str(path), "", "unreadable-file", f"cannot read: {exc.strerror or exc}")


def load_json(path: Path) -> Any | Problem:
    """The parsed JSON document, or why it is not JSON."""
    text = read_text(path)
    if isinstance(text, Problem):
        return text
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
