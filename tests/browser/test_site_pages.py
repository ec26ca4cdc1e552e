"""Every page type in Chromium: no horizontal overflow at 360 px (full record open), 24 px tap targets,
the pages without JavaScript, and offline opening of a page never visited."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import ENGINE_WAIT_MS, Server, wait_engine, watch

pytestmark = pytest.mark.browser

# (name, path, what to open before measuring)
PAGE_TYPES = [
    ("home", "index.html", None),
    ("search-results", "search/index.html?q=search", "results"),
    ("search-full-view", "search/index.html?q=pdf&view=full", "results"),
    ("service", "services/quiet-notes-mcp/index.html", None),
    ("service-deprecated", "services/legacy-crawler/index.html", None),
    ("category-index", "category/index.html", None),
    ("category", "category/search/index.html", None),
    ("provider-index", "provider/index.html", None),
    ("pricing", "pricing/free/index.html", None),
    ("not-found", "no/such/page/", None),
    ("offline", "offline.html", None),
]

OPEN_EVERYTHING = """async () => {
  document.querySelectorAll("details").forEach((d) => { d.open = true; });
  // Only the closed ones: the full view (view=full) draws every record open.
  for (const button of document.querySelectorAll('button.toggle-full[aria-expanded="false"]')) button.click();
}"""
WIDEST = """() => [...document.querySelectorAll("body *")]
  .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
  .slice(0, 5)
  .map((e) => `${e.tagName.toLowerCase()}.${e.className} right=${e.getBoundingClientRect().right}`)"""
SMALL_TARGETS = """() => [...document.querySelectorAll("a[href], button, summary, select, input")]
  .filter((e) => {
    const box = e.getBoundingClientRect();
    if (!box.width || !box.height) return false;          // not shown
    if (e.closest("p, dd, .prose, .notice, .count")) return false;  // a link inside a sentence (WCAG 2.5.8)
    return box.height < 24 || box.width < 24;
  })
  .map((e) => {
    const box = e.getBoundingClientRect();
    const text = (e.textContent || e.id).trim().slice(0, 30);
    return `${e.tagName.toLowerCase()} "${text}" ${box.width}x${box.height}`;
  })"""


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 360, "height": 800})
    yield context
    context.close()


def open_page(context: Any, server: Server, path: str, wait: str | None) -> Any:
    page = context.new_page()
    page.goto(server.url + path)
    if wait == "results":
        wait_engine(page)
        page.wait_for_selector("#results-heading", timeout=ENGINE_WAIT_MS)
        page.wait_for_function("!document.querySelector('#results').hasAttribute('aria-busy')")
    return page


@pytest.mark.parametrize(("name", "path", "wait"), PAGE_TYPES, ids=[case[0] for case in PAGE_TYPES])
def test_no_horizontal_overflow_at_360px_with_everything_open(
    phone: Any, server: Server, name: str, path: str, wait: str | None
) -> None:
    page = open_page(phone, server, path, wait)
    page.evaluate(OPEN_EVERYTHING)
    if wait == "results" and page.query_selector("button.toggle-full"):
        page.wait_for_selector(".full-record pre", timeout=ENGINE_WAIT_MS)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"{name} is {width} px wide: {page.evaluate(WIDEST)}"


@pytest.mark.parametrize(("name", "path", "wait"), PAGE_TYPES, ids=[case[0] for case in PAGE_TYPES])
def test_tap_targets_are_at_least_24px(
    phone: Any, server: Server, name: str, path: str, wait: str | None
) -> None:
    page = open_page(phone, server, path, wait)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    assert page.evaluate(SMALL_TARGETS) == []


def test_a_table_wider_than_a_phone_scrolls_inside_a_region_that_shows_it_goes_on(
    phone: Any, server: Server
) -> None:
    page = open_page(phone, server, "category/search/index.html", None)
    region = page.locator(".table-scroll").first
    assert region.evaluate("(r) => r.scrollWidth > r.clientWidth"), "the table fits: nothing to show"
    shades = region.evaluate("(r) => getComputedStyle(r).backgroundImage")
    assert shades.count("radial-gradient") == 2 and region.is_visible()


def test_the_not_found_page_has_no_base_element(phone: Any, server: Server) -> None:
    page = open_page(phone, server, "no/such/deep/page/", None)
    assert page.query_selector("base") is None
    page.click("text=search")
    page.wait_for_url(server.url + "search/index.html")


def test_the_not_found_page_works_under_a_sub_path(phone: Any, site: Path, tmp_path: Path) -> None:
    """Built for "/", served under /sub/: its links and style find the real site root."""
    origin = tmp_path / "origin"
    origin.mkdir()
    (origin / "sub").symlink_to(site, target_is_directory=True)
    (origin / "404.html").write_bytes((site / "404.html").read_bytes())  # the host serves the site's 404
    own = Server(origin)
    try:
        page = phone.new_page()
        page.goto(own.url + "sub/no/such/page/")
        page.wait_for_function("document.documentElement.dataset.rebased === 'true'", timeout=ENGINE_WAIT_MS)
        assert page.get_attribute("link[rel=stylesheet]", "href") == "/sub/static/css/site.css"
        page.click("text=search")
        page.wait_for_url(own.url + "sub/search/index.html")
    finally:
        own.stop()


# --- without JavaScript ------------------------------------------------------------------------------


@pytest.fixture
def no_script(browser: Any) -> Iterator[Any]:
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def test_without_javascript_the_search_page_says_so_and_offers_the_browse_pages(
    no_script: Any, server: Server
) -> None:
    page = no_script.new_page()
    page.goto(server.url + "search/index.html?q=pdf")
    assert not page.is_visible("form.search-form"), "a form that would only reload this page is hidden"
    notice = page.inner_text(".no-script")
    assert "needs JavaScript" in notice
    hrefs = page.eval_on_selector_all(".no-script a", "links => links.map((a) => a.getAttribute('href'))")
    assert hrefs == [f"../{kind}/index.html" for kind in ("category", "protocol", "pricing", "provider")]
    # nothing that only works with a search engine: no promise about what is typed, no example searches
    assert not page.is_visible(".search-privacy") and not page.is_visible(".starters")


def test_the_home_page_shows_featured_services_and_categories_not_every_service(
    no_script: Any, server: Server, site: Path
) -> None:
    import json

    page = no_script.new_page()
    page.goto(server.url + "index.html")
    catalogue = json.loads((site / "catalogue.json").read_text("utf-8"))["services"]
    featured = sorted(s["name"] for s in catalogue if s.get("featured"))
    names = "links => links.map((a) => a.textContent)"
    shown = sorted(page.eval_on_selector_all("main .service-card h3 a", names))
    assert shown == featured and len(shown) < len(catalogue)
    hrefs = "links => links.map((a) => a.getAttribute('href'))"
    categories = page.eval_on_selector_all(".category-list a", hrefs)
    assert categories and all(href.startswith("category/") for href in categories)


# --- offline -----------------------------------------------------------------------------------------


def test_a_page_never_visited_opens_offline_in_both_url_forms(site: Path, browser: Any) -> None:
    own = Server(site, close_connections=True)
    context = browser.new_context()
    try:
        recorder = watch(context)
        page = context.new_page()
        page.goto(own.url + "category/index.html")  # the first visit: a page without the search box
        page.wait_for_function("document.documentElement.dataset.offlineReady", timeout=ENGINE_WAIT_MS)
        page.close()
        own.stop()
        page = context.new_page()
        for path in ("services/parsely-pdf/", "services/docuvista/index.html", "provider/index.html"):
            page.goto(own.url + path)
            assert page.query_selector("h1") is not None, path
            assert page.inner_text("h1") != "You are offline", path
        page.goto(own.url + "services/no-such-service/")
        assert page.inner_text("h1") == "You are offline"
        assert page.get_attribute("#offline-retry", "href") == "/services/no-such-service/"
        assert recorder.outside(own.url) == []
    finally:
        context.close()
        own.stop()


def test_two_sites_on_one_origin_keep_their_own_caches(site: Path, browser: Any, tmp_path: Path) -> None:
    """Each service worker names its caches by its scope and deletes only its own older ones."""
    origin = tmp_path / "origin"
    origin.mkdir()
    for name in ("a", "b"):
        (origin / name).symlink_to(site, target_is_directory=True)
    own = Server(origin)
    context = browser.new_context()
    try:
        page = context.new_page()
        for name in ("a", "b"):
            page.goto(f"{own.url}{name}/category/index.html")
            page.wait_for_function("document.documentElement.dataset.offlineReady", timeout=ENGINE_WAIT_MS)
        names = page.evaluate("caches.keys()")
        assert any(key.startswith("waypost:/a/:") for key in names), names
        assert any(key.startswith("waypost:/b/:") for key in names), names
    finally:
        context.close()
        own.stop()
