"""Take the screenshots of the README and docs from the built site, so they show what the site really does.

    .venv/bin/python scripts/screenshots.py                 # build the catalogue's site in a temp dir first
    .venv/bin/python scripts/screenshots.py --site site     # or use a site already built

Serves the site on 127.0.0.1, drives Debian's Chromium (Playwright, as the browser tests do) and writes
each SHOTS entry to docs/. Prints one line per file. No request leaves 127.0.0.1 (it fails otherwise).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from waypost.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from waypost.serve import NoDelayServer, make_server  # noqa: E402

DOCS = ROOT / "docs"
ENGINE_WAIT_MS = 90_000


@dataclass(frozen=True)
class Shot:
    """One screenshot: the file, the page, the viewport, and whether it waits for search results."""

    file: str
    path: str
    width: int
    height: int
    results: bool = False


SHOTS = (
    Shot("screenshot-search.png", "search/index.html?q=web+search", 1280, 900, results=True),
    Shot("screenshot-search-phone.png", "search/index.html?q=web+scraping", 360, 800, results=True),
    Shot("screenshot-service.png", "services/brave-search/index.html", 1280, 900),
)


def build_site(out: Path) -> Path:
    """The committed catalogue's site, built into out."""
    from waypost.site import build

    build(ROOT / "catalogue", out, "https://waypost.example/", log=lambda _: None)
    return out


def take(browser: Any, url: str, shot: Shot) -> None:
    """Open the page at the shot's size, wait until it is drawn, and save the visible viewport."""
    context = browser.new_context(viewport={"width": shot.width, "height": shot.height})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    try:
        page = context.new_page()
        page.emulate_media(color_scheme="light", reduced_motion="reduce")
        page.goto(url + shot.path)
        if shot.results:
            page.wait_for_selector("#results-heading", timeout=ENGINE_WAIT_MS)
            page.wait_for_function("!document.querySelector('#results').hasAttribute('aria-busy')")
        page.screenshot(path=str(DOCS / shot.file))
        outside = [r for r in requests if not r.startswith((url, "data:", "blob:", "about:"))]
        if outside:
            raise SystemExit(f"{shot.file}: requests outside the site: {outside}")
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build the catalogue's site)")
    arguments = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as temp:
        site = arguments.site or build_site(Path(temp) / "site")
        server: NoDelayServer = make_server(site, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            with sync_playwright() as driver:
                chromium = str(CHROMIUM)
                browser = driver.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
                for shot in SHOTS:
                    take(browser, url, shot)
                    print(f"screenshots: docs/{shot.file} ({shot.width}×{shot.height}, {shot.path})")
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
