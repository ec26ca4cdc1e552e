"""Write the output directory atomically, as the site build does (waypost/output_tree.py): a new version
directory beside it, then one atomic switch of the output link; an earlier import holds its report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from waypost.output_tree import OutputTreeError, replace_tree

from .report import REPORT_FILE

SCHEMA_SOURCE = Path(__file__).resolve().parents[2] / "catalogue" / "schema" / "service.schema.json"
SCHEMA_TARGET = Path("schema") / "service.schema.json"


class OutputError(Exception):
    """The output directory cannot be (safely) replaced."""


def render_record(record: dict[str, Any]) -> bytes:
    """The exact bytes of one record file."""
    return (json.dumps(record, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def write_tree(out: Path, files: dict[str, bytes]) -> None:
    """Write {relative path: bytes} as the new `out`, replacing the old one only once all is written.

    Refuses (OutputError) an `out` that is neither absent, empty, nor an earlier import (its report).
    """
    if REPORT_FILE not in files:
        raise OutputError(f"{out}: an import always writes {REPORT_FILE}; nothing written")
    try:
        replace_tree(out, files, (REPORT_FILE,), None)
    except OutputTreeError as refusal:
        raise OutputError(str(refusal)) from None


def schema_bytes() -> bytes:
    """Our record schema, copied into the output so it is a catalogue directory on its own."""
    return SCHEMA_SOURCE.read_bytes()
