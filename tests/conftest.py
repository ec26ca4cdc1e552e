"""Shared fixtures: the repository on sys.path, the tiny fixture catalogue and its site built once."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

TINY_CATALOGUE = ROOT / "tests" / "fixtures" / "catalogue-tiny"
BASE_URL = "https://waypost.example/"


def no_runtime(index_bytes: bytes) -> dict[str, bytes]:
    """Stand-in for waypost.runtime.runtime_files: the tiny site needs no Pyodide."""
    return {}


def build_tiny_site(out: Path, base_url: str = BASE_URL, templates: Path | None = None) -> Path:
    """Build the tiny fixture catalogue into `out` (no shared specs, no Pyodide runtime)."""
    from waypost.render import TEMPLATES_DIR
    from waypost.site import build

    build(
        TINY_CATALOGUE, out, base_url, templates_dir=templates or TEMPLATES_DIR, spec_dir=None,
        runtime_files=no_runtime, epoch=None, log=lambda _: None,
    )  # fmt: skip
    return out


@pytest.fixture(scope="session")
def tiny_catalogue() -> Path:
    return TINY_CATALOGUE


@pytest.fixture(scope="session")
def tiny_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny catalogue's site, built once per test session; treat it as read-only."""
    return build_tiny_site(tmp_path_factory.mktemp("tiny") / "site")


@pytest.fixture(scope="session")
def committed() -> Any:
    """The committed catalogue's index, as `python -m search_core --catalogue catalogue` builds it."""
    from bench import relevance

    directory = relevance.corpus_directory("committed")
    assert directory is not None
    return relevance.waypost_index(directory)


REQUIRE_EVERYTHING = "WAYPOST_REQUIRE_ALL_TESTS"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> object:
    """With WAYPOST_REQUIRE_ALL_TESTS=1 (scripts/test.sh sets it), a skip is a failure: a missing
    Chromium, Pyodide, axe-core or ../shared must never pass for green."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.skipped and os.environ.get(REQUIRE_EVERYTHING) == "1" and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped, but {REQUIRE_EVERYTHING}=1 forbids skips: {report.longrepr}"
    return None
