"""Load a catalogue directory: one JSON record per file in services/, sorted by slug.

Reading and parsing never raise: a file that cannot be read or parsed is kept as an entry with
its error, so validation can report every problem at once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from waypost import textfile

SERVICES_DIR = "services"
MAX_RECORD_BYTES = 16 * 1024 * 1024  # a record is a few KB; the validator's length rule sees the rest
SCHEMA_PATH = Path("schema") / "service.schema.json"


class DuplicateKeyError(ValueError):
    """A JSON object names the same key twice."""


@dataclass(frozen=True)
class Entry:
    """One file of the catalogue: its record, or why it has none."""

    path: Path
    record: Any = None
    error: str | None = None

    @property
    def file_slug(self) -> str:
        """The slug the file name promises (the name without .json)."""
        return self.path.stem


@dataclass(frozen=True)
class Catalogue:
    """Every entry of a catalogue directory, sorted by file slug, plus directory-level problems."""

    root: Path
    entries: list[Entry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def records(self) -> list[dict[str, Any]]:
        """The records that parsed as JSON objects, in slug order."""
        return [e.record for e in self.entries if e.error is None and isinstance(e.record, dict)]

    @property
    def schema_path(self) -> Path:
        return self.root / SCHEMA_PATH


def _reject_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise DuplicateKeyError(f"duplicate key {key!r}")
        obj[key] = value
    return obj


def parse_record(text: str) -> Any:
    """Parse one record's JSON text, refusing duplicate keys."""
    return json.loads(text, object_pairs_hook=_reject_duplicate_keys)


def load_entry(path: Path) -> Entry:
    """Read and parse one file; errors are captured in the entry, never raised."""
    try:
        text = textfile.read_text(path, MAX_RECORD_BYTES)  # regular files only; UTF-8, BOM or not
    except textfile.UnreadableText as exc:
        return Entry(path, error=f"cannot read: {exc}")
    try:
        return Entry(path, record=parse_record(text))
    except json.JSONDecodeError as exc:
        return Entry(path, error=f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}")
    except RecursionError:
        return Entry(path, error="invalid JSON: nests arrays or objects too deep for the parser")
    except DuplicateKeyError as exc:
        return Entry(path, error=f"invalid JSON: {exc}")


def load(directory: Path) -> Catalogue:
    """Load every services/*.json file of a catalogue directory, sorted by slug."""
    root = Path(directory)
    services = root / SERVICES_DIR
    if not services.is_dir():
        return Catalogue(root, [], [f"{services}: no services directory"])
    paths = sorted(services.glob("*.json"), key=lambda p: p.stem)
    return Catalogue(root, [load_entry(p) for p in paths], [])
