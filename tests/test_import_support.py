"""Shared helpers for the importer tests (no tests here): fixture paths and a one-call import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from waypost.importers import import_to, run_import
from waypost.importers.pipeline import Result

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "import"
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
DATA = SHARED / "data"
EPOCH = "1764460800"  # 2025-11-30
EPOCH_DATE = "2025-11-30"


def quiet(_: str) -> None:
    """Swallow progress lines."""


def fixture(*parts: str) -> Path:
    return FIXTURES.joinpath(*parts)


def imported(source: str, *paths: Path) -> Result:
    """Run the import in memory (nothing written)."""
    return run_import(source, list(paths), quiet)


def by_name(result: Result) -> dict[str, dict[str, Any]]:
    """Records keyed by slug."""
    return {str(r["slug"]): r for r in result.records}


def write(source: str, out: Path, *paths: Path) -> Result:
    return import_to(source, list(paths), out, quiet)


def read_records(out: Path) -> dict[str, dict[str, Any]]:
    return {p.stem: json.loads(p.read_text("utf-8")) for p in sorted((out / "services").glob("*.json"))}


def need_data(*parts: str) -> Path:
    """A path under ../shared/data, or skip the test with a clear message."""
    path = DATA.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} is absent: the real-data tests need ../shared/data beside the repository")
    return path
