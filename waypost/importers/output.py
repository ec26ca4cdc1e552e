"""Write the output directory atomically: everything goes to a temp dir beside it, then one swap."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from .report import REPORT_FILE

SCHEMA_SOURCE = Path(__file__).resolve().parents[2] / "catalogue" / "schema" / "service.schema.json"
SCHEMA_TARGET = Path("schema") / "service.schema.json"


class OutputError(Exception):
    """The output directory cannot be (safely) replaced."""


def render_record(record: dict[str, Any]) -> bytes:
    """The exact bytes of one record file."""
    return (json.dumps(record, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def check_replaceable(out: Path) -> None:
    """Refuse to replace a non-empty directory that is not an earlier import (no report inside)."""
    if out.exists() and not out.is_dir():
        raise OutputError(f"{out}: exists and is not a directory")
    if out.is_dir() and any(out.iterdir()) and not (out / REPORT_FILE).is_file():
        raise OutputError(
            f"{out}: not empty and not an earlier import (no {REPORT_FILE}); refusing to replace it"
        )


def write_tree(out: Path, files: dict[str, bytes]) -> None:
    """Write {relative path: bytes} as the new `out`, replacing the old one only once all is written."""
    check_replaceable(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix=f".{out.name}-import-", dir=out.parent))
    temp.chmod(0o755)
    try:
        for relative, data in sorted(files.items()):
            target = temp / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        _swap(temp, out)
    except BaseException:
        shutil.rmtree(temp, ignore_errors=True)
        raise


def _swap(temp: Path, out: Path) -> None:
    if not out.exists():
        os.replace(temp, out)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
    old.rmdir()
    os.replace(out, old)
    try:
        os.replace(temp, out)
    except BaseException:
        os.replace(old, out)
        raise
    shutil.rmtree(old, ignore_errors=True)


def schema_bytes() -> bytes:
    """Our record schema, copied into the output so it is a catalogue directory on its own."""
    return SCHEMA_SOURCE.read_bytes()
