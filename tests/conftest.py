"""Shared fixtures: the repository on sys.path, the tiny fixture catalogue and its site built once."""

from __future__ import annotations

import sys
from pathlib import Path

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
