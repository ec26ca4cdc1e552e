"""End to end on the search page: type, filter, page, open, back, reload, suggestions, offline.

Every request the browser makes is recorded; any that leaves 127.0.0.1 fails the test.
WAYPOST_SCREENSHOT=1 also saves the README's screenshot (docs/screenshot-search.png).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from browser_support import ENGINE_WAIT_MS, ROOT, Recorder, Server, wait_engine, watch

pytestmark = pytest.mark.browser

SCREENSHOT = ROOT / "docs" / "screenshot-search.png"
HEADING = "#results-heading"


class Expected:
    """What the page must show, from the same Python the worker runs (waypost/pyodide_worker.py)."""

    def __init__(self, site: Path) -> None:
        from waypost.pyodide_worker import Engine

        self.engine = Engine((site / "search" / "index.json").read_text(encoding="utf-8"))

    def relay(self, state: dict[str, str]) -> dict[str, Any]:
        return dict(json.loads(self.engine.page(json.dumps(state)))["relay"])

    def heading(self, state: dict[str, str]) -> str:
        relay = self.relay(state)
        offset = int(state.get("offset", "0"))
        if not relay["services"]:
            return "No services match."
        noun = "service" if relay["total"] == 1 else "services"
        return f"Showing {offset + 1}–{offset + relay['returned']} of {relay['total']} {noun}."

    def slugs(self, state: dict[str, str]) -> list[str]:
        return [service["slug"] for service in self.relay(state)["services"]]


@pytest.fixture(scope="module")
def expected(site: Path) -> Expected:
    return Expected(site)


@pytest.fixture
def context(browser: Any) -> Iterator[tuple[Any, Recorder]]:
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    recorder = watch(context)
    yield context, recorder
    context.close()


def url_state(page: Any) -> dict[str, str]:
    """The page URL's query, as a flat dict."""
    return {key: values[0] for key, values in parse_qs(urlsplit(page.url).query).items()}


def heading_is(page: Any, text: str) -> None:
    """Wait until the results heading says `text`."""
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector)?.textContent === text",
        arg=[HEADING, text],
        timeout=ENGINE_WAIT_MS,
    )


def result_slugs(page: Any) -> list[str]:
    hrefs = page.eval_on_selector_all(".result h4 a", "links => links.map(a => a.getAttribute('href'))")
    return [re.sub(r"^.*services/([^/]+)/index\.html$", r"\1", href) for href in hrefs]


def assert_links_exist(page: Any, server: Server) -> None:
    """Every link the results draw (service, category, protocol, pricing pages) is a file of the site."""
    hrefs = page.eval_on_selector_all("#results a[href]:not([data-state])", "links => links.map(a => a.href)")
    assert hrefs
    for href in hrefs:
        assert href.startswith(server.url), href
        path = server.directory / urlsplit(href).path.lstrip("/")
        assert path.is_file(), href


def assert_stayed_home(recorder: Recorder, server: Server) -> None:
    assert recorder.requests, "no request was recorded"
    assert recorder.outside(server.url) == []
    assert recorder.errors == []


def test_search_flow(context: tuple[Any, Recorder], server: Server, expected: Expected) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html")

    # Typed at once, before the engine is ready: it runs when the engine is.
    page.fill("#search-q", "search")
    page.press("#search-q", "Enter")
    state = {"q": "search"}
    heading_is(page, expected.heading(state))
    assert url_state(page) == state
    assert result_slugs(page) == expected.slugs(state)
    understood = page.inner_text(".words-understood")
    assert "search" in understood
    reasons = page.inner_text(".result .reasons")
    assert "'search' matched" in reasons and "in capabilities and tags" in reasons
    assert_links_exist(page, server)
    if os.environ.get("WAYPOST_SCREENSHOT") == "1":
        page.screenshot(path=str(SCREENSHOT))

    # The next page.
    page.click("a[rel=next]")
    page_two = {**state, "offset": "5"}
    heading_is(page, expected.heading(page_two))
    assert url_state(page) == page_two
    assert page.evaluate("document.activeElement.id") == "results-heading"
    assert result_slugs(page) == expected.slugs(page_two)

    # The full record switch.
    page.click(".result .toggle-full")
    page.wait_for_selector(".result .full-record pre")
    record = json.loads(page.inner_text(".result .full-record pre"))
    assert record["slug"] == expected.slugs(page_two)[0]
    assert "description" in record and "matchReasons" not in record

    # Open a result, come back: the page is restored from its URL.
    first = expected.slugs(page_two)[0]
    page.click(f".result h4 a[href$='services/{first}/index.html']")
    page.wait_for_url(re.compile(rf"services/{first}/index\.html$"))
    page.go_back()
    heading_is(page, expected.heading(page_two))
    assert url_state(page) == page_two
    assert page.input_value("#search-q") == "search"

    # Reload from the URL.
    page.reload()
    heading_is(page, expected.heading(page_two))

    # Back in history: the first page again.
    page.go_back()
    heading_is(page, expected.heading(state))
    assert url_state(page) == state

    # A filter (a new search starts at its first page).
    page.select_option("#search-category", "search")
    state = {"q": "search", "category": "search"}
    heading_is(page, expected.heading(state))
    assert url_state(page) == state
    assert result_slugs(page) == expected.slugs(state)

    # A suggestion that proposes a change is a link that applies it.
    page.select_option("#search-category", "extraction")
    nothing = {"q": "search", "category": "extraction"}
    heading_is(page, expected.heading(nothing))
    assert url_state(page) == nothing
    assert page.inner_text("#results code.reason-code") == "NO_CATALOGUE_MATCH"
    page.click("a.suggestion:has-text('Removing the filter category=extraction')")
    relaxed = {"q": "search"}
    heading_is(page, expected.heading(relaxed))
    assert url_state(page) == relaxed
    assert page.input_value("#search-category") == ""

    assert_stayed_home(recorder, server)


def test_window_waypost_search_and_errors(context: tuple[Any, Recorder], server: Server) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html?q=" + "x" * 250)
    heading_is(page, "No services match.")
    assert "QUERY_TOO_LONG" in page.inner_text("#results code.reason-code")
    page.goto(server.url + "search/index.html?q=pdf&limit=0")
    heading_is(page, "The request was not accepted")
    assert "limit" in page.inner_text("#results .notice")
    text = page.evaluate("window.waypost.search({query: 'pdf'}, {profile: 'isto'})")
    assert json.loads(text)["type"] == "search-result"

    # A page without the search box starts the engine when idle (prewarm, test_startup.py) or at the
    # first call, whichever comes first.
    page.goto(server.url + "category/search/index.html")
    assert page.evaluate("window.waypost.status().prewarm") in ("scheduled", "started")
    text = page.evaluate('window.waypost.search(\'{"query": "pdf", "limit": 1}\')')
    assert json.loads(text)["returned"] == 1
    assert_stayed_home(recorder, server)


def test_home_page_search_and_progress(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "index.html?q=pdf")
    status = page.inner_text("#engine-status")
    assert re.search(r"Downloading|Starting|Loading|ready", status), status
    heading_is(page, expected.heading({"q": "pdf"}))
    assert result_slugs(page) == expected.slugs({"q": "pdf"})
    assert "ready" in page.inner_text("#engine-status")
    assert page.inner_text("#search-announcer") == expected.heading({"q": "pdf"})
    # Typing searches as you type, without adding history entries.
    history = page.evaluate("history.length")
    page.fill("#search-q", "scrape")
    heading_is(page, expected.heading({"q": "scrape"}))
    assert url_state(page) == {"q": "scrape"}
    assert page.evaluate("history.length") == history
    assert_stayed_home(recorder, server)


def test_data_is_never_markup(context: tuple[Any, Recorder], server: Server) -> None:
    browser_context, _recorder = context
    page = browser_context.new_page()
    payload = "<img src=x onerror=window.pwned=1>"
    page.goto(server.url + "search/index.html?q=" + payload)
    heading_is(page, "No services match.")
    assert page.evaluate("window.pwned") is None
    assert page.query_selector("#results img") is None
    assert payload in (page.text_content("#results .raw-response pre") or "")


def test_offline_revisit_with_the_server_stopped(site: Path, browser: Any, expected: Expected) -> None:
    own = Server(site, close_connections=True)
    context = browser.new_context()
    try:
        recorder = watch(context)
        page = context.new_page()
        page.goto(own.url + "search/index.html?q=pdf")
        heading_is(page, expected.heading({"q": "pdf"}))
        page.wait_for_function("document.documentElement.dataset.offlineReady", timeout=ENGINE_WAIT_MS)
        page.close()
        own.stop()
        page = context.new_page()
        page.goto(own.url + "search/index.html?q=search&limit=2")
        wait_engine(page)
        heading_is(page, expected.heading({"q": "search", "limit": "2"}))
        assert recorder.outside(own.url) == []
    finally:
        context.close()
        own.stop()
