"""bench/make_corpora.py on the fixture import: sizes, marked synthetic variants, determinism, validity."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from test_import_support import EPOCH, FIXTURES, imported

from waypost.catalogue import load
from waypost.validate import validate

ROOT = Path(__file__).resolve().parents[1]
SIZES = (("small", 10, False), ("large", 45, True))


def make_corpora() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_corpora", ROOT / "bench" / "make_corpora.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_corpora"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def corpora(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    result = imported("all+keywords", FIXTURES)
    make_corpora().make(result.records, result.report.to_dict(), tmp_path, SIZES)
    return tmp_path


def records(folder: Path) -> list[dict[str, object]]:
    return [json.loads(p.read_text("utf-8")) for p in sorted((folder / "services").glob("*.json"))]


def test_sizes_and_marking(corpora: Path) -> None:
    small, large = records(corpora / "small"), records(corpora / "large")
    assert (len(small), len(large)) == (10, 45)
    assert not any("classified by keyword" in str(r["notes"]) for r in small)  # documented rules only
    synthetic = [r for r in large if "synthetic" in r["tags"]]  # type: ignore[operator]
    assert synthetic and all(str(r["notes"]).startswith("Synthetic benchmark variant of") for r in synthetic)
    assert all("(variant " in str(r["name"]) for r in synthetic)
    facts = json.loads((corpora / "large" / "corpus.json").read_text("utf-8"))
    assert facts["synthetic"] == len(synthetic) and facts["records"] == 45


def test_corpora_validate(corpora: Path) -> None:
    for name in ("small", "large"):
        report = validate(load(corpora / name))
        assert [str(p) for p in report.errors] == []


def test_corpora_are_deterministic(corpora: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    again = tmp_path_factory.mktemp("again")
    result = imported("all+keywords", FIXTURES)
    make_corpora().make(result.records, result.report.to_dict(), again, SIZES)
    for name in ("small", "large"):
        first = {p.name: p.read_bytes() for p in (corpora / name / "services").iterdir()}
        second = {p.name: p.read_bytes() for p in (again / name / "services").iterdir()}
        assert first == second
