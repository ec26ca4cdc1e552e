"""Browser tests: the fixture catalogue's site, built once, served on 127.0.0.1, driven in Chromium.

Debian's /usr/bin/chromium through Python Playwright (never `playwright install`). The tests that drive
the browser are marked `browser`; they skip with a reason when Chromium, Playwright or the npm Pyodide
are missing. Helpers live in browser_support.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import BASE_URL, CATALOGUE, Server, missing_prerequisite

from waypost.chromium import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture catalogue's full site (Pyodide runtime included), built once; read-only."""
    reason = missing_prerequisite()
    if reason:
        pytest.skip(reason)
    from waypost.site import build

    out = tmp_path_factory.mktemp("browser") / "site"
    build(CATALOGUE, out, BASE_URL, spec_dir=None, log=lambda _: None)
    return out


@pytest.fixture(scope="session")
def server(site: Path) -> Iterator[Server]:
    served = Server(site)
    yield served
    served.stop()


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Any]:
    reason = missing_prerequisite()
    if reason:
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright_driver: Any) -> Iterator[Any]:
    chromium = playwright_driver.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )
    yield chromium
    chromium.close()
