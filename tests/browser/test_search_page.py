"""End to end on the search page: type, filter, page, open, back, reload, suggestions, offline.

Every request the browser makes is recorded; any that leaves 127.0.0.1 fails the test.
The README and docs screenshots come from scripts/screenshots.py, which drives a built site.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from browser_support import ENGINE_WAIT_MS, Recorder, Server, wait_engine, watch

from search_core.dates import human_date

pytestmark = pytest.mark.browser

HEADING = "#results-heading"


class Expected:
    """What the page must show, from the same Python the worker runs (waypost/pyodide_worker.py)."""

    def __init__(self, site: Path) -> None:
        from waypost.pyodide_worker import Engine

        self.engine = Engine((site / "search" / "index.json").read_text(encoding="utf-8"))

    def view(self, state: dict[str, str]) -> dict[str, Any]:
        return dict(json.loads(self.engine.page(json.dumps(state))))

    def relay(self, state: dict[str, str]) -> dict[str, Any]:
        return dict(self.view(state)["relay"])

    def heading(self, state: dict[str, str]) -> str:
        """The sentence above the results (search_core.people), as the page shows it."""
        people = self.view(state)["people"]
        if "error" in people:
            return str(people["error"]["title"])
        return "".join(part["text"] for part in people["sentence"])

    def facets(self, state: dict[str, str]) -> dict[str, Any]:
        return dict(self.view(state)["facets"])

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


def window_is(page: Any, text: str) -> None:
    """Wait until the results' window line ("Showing 6–6 of 6.") says `text`."""
    page.wait_for_function(
        "(text) => document.querySelector('#results .window')?.innerText === text",
        arg=text,
        timeout=ENGINE_WAIT_MS,
    )


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


def open_search(
    context: tuple[Any, Recorder], server: Server, expected: Expected, state: dict[str, str]
) -> Any:
    """A new page on the search page whose URL holds `state`, once the engine's heading is drawn."""
    page = context[0].new_page()
    page.goto(server.url + "search/index.html?" + urlencode(state))
    heading_is(page, expected.heading(state))
    return page


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
    # The query's words are marked where they occur; the engine's reasons are in words behind a disclosure.
    assert page.inner_text(".result h4 mark").casefold() == "search"
    reasons = page.text_content(".result .why .reasons") or ""
    assert "“search” matched" in reasons and "in capabilities and tags" in reasons
    assert not page.is_visible(".result .why .reasons")
    assert_links_exist(page, server)

    # Five a page, then the next page.
    page.select_option("#search-limit", "5")
    state = {"q": "search", "limit": "5"}
    heading_is(page, expected.heading(state))
    assert url_state(page) == state
    assert page.inner_text("#results .window") == expected.view(state)["people"]["window"]
    page.click("a[rel=next]")
    page_two = {**state, "offset": "5"}
    page.wait_for_function("() => location.search.includes('offset=5')")
    heading_is(page, expected.heading(page_two))  # the same heading as page one: wait for the window line
    window_is(page, expected.view(page_two)["people"]["window"])
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
    assert page.input_value("#search-limit") == "5"

    # Reload from the URL.
    page.reload()
    heading_is(page, expected.heading(page_two))

    # Back in history: the first page again.
    page.go_back()
    heading_is(page, expected.heading(state))
    assert url_state(page) == state

    # A filter (a new search starts at its first page).
    page.select_option("#search-category", "search")
    state = {"q": "search", "limit": "5", "category": "search"}
    heading_is(page, expected.heading(state))
    assert url_state(page) == state
    assert result_slugs(page) == expected.slugs(state)

    # A filter value that gives nothing is offered disabled; a link to it says why and what to do instead.
    assert page.eval_on_selector("#search-category option[value=extraction]", "o => o.disabled")
    page.goto(server.url + "search/index.html?q=search&limit=5&category=extraction")
    nothing = {"q": "search", "limit": "5", "category": "extraction"}
    heading_is(page, expected.heading(nothing))
    assert url_state(page) == nothing
    assert "NO_CATALOGUE_MATCH" in (page.text_content("#results .read-as") or "")
    page.click("a.suggestion:has-text('Remove the filter Category: Extraction')")
    relaxed = {"q": "search", "limit": "5"}
    heading_is(page, expected.heading(relaxed))
    assert url_state(page) == relaxed
    assert page.input_value("#search-category") == ""

    assert_stayed_home(recorder, server)


def test_the_full_view_shows_every_record_open(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """ "Show every result's full record" (view=full): every record is drawn open, its toggle says "Hide"."""
    recorder = context[1]
    state = {"q": "search", "view": "full"}
    page = open_search(context, server, expected, state)
    assert page.is_checked("#search-view")
    slugs = expected.slugs(state)
    assert result_slugs(page) == slugs and len(slugs) > 1
    shown = page.eval_on_selector_all(
        ".result",
        """cards => cards.map(card => {
            const toggle = card.querySelector(".toggle-full"), holder = card.querySelector(".full-record");
            return [toggle.getAttribute("aria-expanded"), toggle.textContent, holder.hidden,
                    holder.querySelector("pre")?.checkVisibility() ?? false];
        })""",
    )
    assert shown == [["true", "Hide full record", False, True]] * len(slugs)
    assert json.loads(page.inner_text(".result .full-record pre"))["slug"] == slugs[0]
    # Its toggle still closes it, and opens it again without another search.
    page.click(".result .toggle-full")
    assert not page.is_visible(".result .full-record pre")
    assert page.get_attribute(".result .toggle-full", "aria-expanded") == "false"
    page.click(".result .toggle-full")
    assert page.is_visible(".result .full-record pre")
    assert_stayed_home(recorder, server)


def test_each_results_controls_name_its_service(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """Every result has "Why it matched" and "Show full record": their accessible names say whose they are."""
    page = open_search(context, server, expected, {"q": "search"})
    names = [service["name"] for service in expected.relay({"q": "search"})["services"]]
    toggles = page.eval_on_selector_all(".result .toggle-full", "buttons => buttons.map(b => b.ariaLabel)")
    assert toggles == [f"Show full record of {name}" for name in names]
    whys = page.eval_on_selector_all(".result .why summary", "summaries => summaries.map(s => s.ariaLabel)")
    assert whys == [f"Why it matched: {name}" for name in names]
    page.click(".result .toggle-full")
    assert page.get_attribute(".result .toggle-full", "aria-label") == f"Hide full record of {names[0]}"
    # What assistive technology gets: the computed name of the first result's controls.
    snapshot = page.locator(".result").first.aria_snapshot()
    assert f'button "Hide full record of {names[0]}"' in snapshot, snapshot


def test_a_results_pricing_says_when_it_was_checked(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """A stated pricing model carries its check date on the results page, as on the service page; a pricing
    that no source states carries none."""
    page = open_search(context, server, expected, {"q": "extract"})
    services = expected.relay({"q": "extract"})["services"]
    facts = page.eval_on_selector_all(".result .key-facts", "lists => lists.map(list => list.textContent)")
    assert len(facts) == len(services)
    for service, text in zip(services, facts, strict=True):
        checked = (
            human_date(service["pricing"]["checkedAt"]) if service["pricing"]["model"] != "unknown" else ""
        )
        assert (f", checked {checked}" in text) if checked else ("checked" not in text), (
            service["slug"],
            text,
        )
    assert any("checked 2 November 2026" in text for text in facts), facts


def test_partial_matches_are_set_apart_and_headings_name_the_provider(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """Best effort's complete matches come first: the ones matching only part of the query follow in their own
    list, named by the words before it, numbered on. A result's heading reads "name by provider"."""
    state = {"q": "search news"}
    page = open_search(context, server, expected, state)
    view = expected.view(state)
    split = view["people"]["partialFrom"]["index"]
    lists = page.locator("#results ol.result-list")
    assert lists.count() == 2
    assert lists.nth(0).locator(":scope > li").count() == split
    assert lists.nth(1).get_attribute("start") == str(split + 1)
    assert lists.nth(1).get_attribute("aria-labelledby") == "partial-from"
    assert page.inner_text("#partial-from") == view["people"]["partialFrom"]["label"]
    assert result_slugs(page) == expected.slugs(state)  # the same results in the same order
    service = view["relay"]["services"][0]
    heading = page.locator(".result h4").first
    assert heading.text_content() == f"{service['name']} by {service['provider']}"
    name = f"{service['name']} by {service['provider']}"
    assert f'heading "{name}" [level=4]' in page.locator(".result").first.aria_snapshot()
    assert page.is_visible(f".result h4 .provider:has-text('{service['provider']}')")
    # A search whose results all match every word: one list.
    page.goto(server.url + "search/index.html?q=search")
    heading_is(page, expected.heading({"q": "search"}))
    assert page.locator("#results ol.result-list").count() == 1
    assert page.locator("#partial-from").count() == 0


def test_previous_page_from_past_the_last_result_is_the_last_page_with_results(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """A shared or hand-written address past the end (?offset=500): "Previous page" leads to the last page
    that has results (it led to offset 490, another empty page)."""
    state = {"q": "search", "limit": "5", "offset": "500"}
    page = open_search(context, server, expected, state)
    total = expected.relay(state)["total"]
    assert total > 5 and expected.relay(state)["returned"] == 0
    last = str((total - 1) // 5 * 5)
    assert json.loads(page.get_attribute("#page-prev", "data-state") or "{}") == {**state, "offset": last}
    # The arrow is seen, not read out: the link's name is its words.
    assert 'link "Previous page"' in page.locator("nav.pager").aria_snapshot()
    page.click("#page-prev")
    window_is(page, expected.view({**state, "offset": last})["people"]["window"])
    assert result_slugs(page) == expected.slugs({**state, "offset": last})
    assert page.locator("#page-next").count() == 0


def test_a_keyboard_skips_the_results_to_the_page_links(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """Each result has three controls: a link in the results' head, seen once focused, leads past them to the
    page links, and Tab then reaches "Next page"."""
    state = {"q": "search", "limit": "5"}
    page = open_search(context, server, expected, state)
    skip = page.locator("a.skip-to-pages")
    assert skip.bounding_box() is not None and (skip.bounding_box() or {}).get("width", 0) <= 1
    skip.focus()
    assert (skip.bounding_box() or {}).get("width", 0) > 20  # seen when focused
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "result-pages"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "page-next"


def test_window_waypost_search_and_errors(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html?q=" + "x" * 2001)
    heading_is(page, expected.heading({"q": "x" * 2001}))
    assert "QUERY_TOO_LONG" in (page.text_content("#results .read-as") or "")
    # A pasted paragraph within the box's 2000 is searched (over the contract's 200), not refused.
    pasted = "hi all, we build a small research bot. " * 6 + "it has to search the web and read pdf files."
    page.goto(server.url + "search/index.html?" + urlencode({"q": pasted}))
    heading_is(page, expected.heading({"q": pasted}))
    assert result_slugs(page) == expected.slugs({"q": pasted}) and result_slugs(page)
    # A limit the page cannot use gives the page's default, and the URL drops it.
    page.goto(server.url + "search/index.html?q=search&limit=abc")
    heading_is(page, expected.heading({"q": "search"}))
    page.wait_for_function("() => !location.search.includes('limit')")
    assert page.input_value("#search-limit") == "10"
    # A limit the select does not offer is shown by the select.
    page.goto(server.url + "search/index.html?q=search&limit=3")
    heading_is(page, expected.heading({"q": "search", "limit": "3"}))
    assert page.input_value("#search-limit") == "3"
    assert len(result_slugs(page)) == 3
    # A value the request refuses: said in words, with what to do.
    page.goto(server.url + "search/index.html?q=pdf&category=nope")
    heading_is(page, "This search could not run")
    assert page.is_visible("#results .notice")
    text = page.evaluate("window.waypost.search({query: 'pdf'}, {profile: 'isto'})")
    assert json.loads(text)["type"] == "search-result"
    text = page.evaluate("window.waypost.search({query: 'pdf'}, null)")
    assert json.loads(text)["total"] == expected.relay({"q": "pdf"})["total"]

    # A page without the search box starts the engine when idle (prewarm, test_startup.py) or at the
    # first call, whichever comes first.
    page.goto(server.url + "category/search/index.html")
    assert page.evaluate("window.waypost.status().prewarm") in ("scheduled", "started")
    text = page.evaluate('window.waypost.search(\'{"query": "pdf", "limit": 1}\')')
    assert json.loads(text)["returned"] == 1
    assert_stayed_home(recorder, server)


def test_a_dead_end_links_the_category_index(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """Nothing found: the note's "browse the categories" is a relative link to the category index."""
    recorder = context[1]
    page = open_search(context, server, expected, {"q": "zzqxv"})
    link = page.locator("#results .notes a")
    assert link.count() == 1 and link.inner_text() == "browse the categories"
    assert link.get_attribute("href") == "../category/index.html"  # relative: works under any sub-path
    assert (page.text_content("#results .notes") or "").endswith("Or browse the categories.")
    link.click()
    page.wait_for_url(server.url + "category/index.html")
    assert_stayed_home(recorder, server)


def test_a_filter_value_in_another_case_is_spelt_as_the_contract_does(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """?protocol=mcp (as the protocol page's address writes it) and ?pricing=FREE search MCP and free
    services, and the address says so in the contract's spelling."""
    page = context[0].new_page()
    typed = {"q": "pdf", "protocol": "mcp", "pricing": "FREE"}
    page.goto(server.url + "search/index.html?" + urlencode(typed))
    heading_is(page, expected.heading({"q": "pdf", "protocol": "MCP", "pricing": "free"}))
    assert page.input_value("#search-protocol") == "MCP"
    assert page.input_value("#search-pricing") == "free"
    assert "protocol=MCP" in page.url and "pricing=free" in page.url


def test_a_filter_value_the_engine_refuses_is_not_offered(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """?pricing=cheap (no pricing model): the engine's error explains it, and the Pricing list gains no
    "cheap" option; a value the engine accepts but the list lacks (a protocol no service speaks) is added."""
    recorder = context[1]
    page = open_search(context, server, expected, {"q": "pdf", "pricing": "cheap"})
    assert "pricing model" in page.inner_text("#results .notice")
    values = page.eval_on_selector_all("#search-pricing option", "options => options.map(o => o.value)")
    assert "cheap" not in values and values[0] == ""
    assert page.input_value("#search-pricing") == ""
    # A site whose x402 has no service offers no x402 option; ?protocol=x402 still shows what is applied.
    page.route(
        "**/search/index.html*",
        lambda route: route.fulfill(
            response=(fetched := route.fetch()),
            body=fetched.text().replace('<option value="x402">x402</option>', ""),
        ),
    )
    page.goto(server.url + "search/index.html?q=search&protocol=x402")
    state = {"q": "search", "protocol": "x402"}
    heading_is(page, expected.heading(state))
    assert page.input_value("#search-protocol") == "x402"
    assert url_state(page) == state
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
    assert "ready" in (page.text_content("#engine-status") or "")
    assert page.inner_text("#search-announcer").startswith(expected.heading({"q": "pdf"}))
    # Typing searches as you type; the typed search becomes one history entry, not one per key.
    history = page.evaluate("history.length")
    page.click("#search-q")
    page.keyboard.press("Control+A")
    page.keyboard.type("scrape", delay=30)
    heading_is(page, expected.heading({"q": "scrape"}))
    assert url_state(page) == {"q": "scrape"}
    assert page.evaluate("history.length") == history + 1
    page.go_back()
    heading_is(page, expected.heading({"q": "pdf"}))
    assert page.input_value("#search-q") == "pdf"
    assert_stayed_home(recorder, server)


def test_data_is_never_markup(context: tuple[Any, Recorder], server: Server) -> None:
    """A query holding markup is shown as text, in the sentence and in the raw response."""
    browser_context, _recorder = context
    page = browser_context.new_page()
    payload = "<img src=x onerror=window.pwned=1>"
    page.goto(server.url + "search/index.html?q=" + payload)
    page.wait_for_selector(HEADING, timeout=ENGINE_WAIT_MS)
    assert payload in page.inner_text(HEADING)
    assert page.evaluate("window.pwned") is None
    assert page.query_selector("#results img") is None
    assert payload in (page.text_content("#results .raw-response pre") or "")


def test_an_exclusion_of_keys_is_applied_and_said(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """ "search without an api key": the page leaves out the services whose sources say they need a key, and
    its heading, note and results say so (best effort's auth_conditions.py, through the worker)."""
    browser_context, recorder = context
    page = browser_context.new_page()
    state = {"q": "search without an api key"}
    page.goto(server.url + "search/index.html?q=search+without+an+api+key")
    heading_is(page, expected.heading(state))
    assert "those whose sources say they need an API key are left out" in page.inner_text(HEADING)
    shown = result_slugs(page)
    assert shown == expected.slugs(state) and len(shown) == 4
    assert set(shown).isdisjoint({"acme-search", "brisk-web-search"})  # their sources say: an API key
    assert "without an api key: applied." in page.inner_text("#results .notes")
    assert_stayed_home(recorder, server)


def test_the_heading_sets_the_query_apart(context: tuple[Any, Recorder], server: Server) -> None:
    """The results heading is bold, so what it quotes (the query, a word) is in quotation marks and regular
    weight: "No service matches every word of “pdf tables”"."""
    browser_context, _recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html?q=pdf+tables")
    page.wait_for_selector(HEADING + " em", timeout=ENGINE_WAIT_MS)
    style = page.evaluate(
        """(selector) => {
            const em = document.querySelector(selector);
            return [em.textContent, getComputedStyle(em, "::before").content,
                    getComputedStyle(em, "::after").content, getComputedStyle(em).fontWeight,
                    getComputedStyle(em.parentElement).fontWeight];
        }""",
        HEADING + " em",
    )
    assert style[:4] == ["pdf tables", '"\u201c"', '"\u201d"', "400"], style
    assert int(style[4]) >= 600, style


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
        # Pyodide's modules bypass the service worker: offline, the worker imports its cached copies
        assert page.evaluate("window.waypost.status().timeline.modules") == "offline copy"
        assert recorder.outside(own.url) == []
    finally:
        context.close()
        own.stop()


FULLY_VISIBLE = """[...document.querySelectorAll('.result')]
  .filter((r) => r.getBoundingClientRect().bottom <= innerHeight).length"""


@pytest.mark.parametrize(
    ("width", "height", "least"), [(1280, 900, 6), (360, 800, 3)], ids=["desktop", "phone"]
)
def test_results_are_visible_above_the_fold(
    browser: Any, server: Server, expected: Expected, width: int, height: int, least: int
) -> None:
    """A two-word query shows at least `least` whole results without scrolling."""
    state = {"q": "search engine"}
    assert len(expected.slugs(state)) >= least, "the fixture query must have enough results"
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(server.url + "search/index.html?q=search+engine")
        heading_is(page, expected.heading(state))
        assert page.evaluate("scrollY") == 0
        assert page.evaluate(FULLY_VISIBLE) >= least
    finally:
        context.close()


FACET_COUNTS = """() => Object.fromEntries(["category", "protocol", "pricing"].map((name) => [name,
  [...document.querySelectorAll(`#search-${name} option[value]:not([value=""])`)].map((o) =>
    ({value: o.value, count: Number(o.dataset.count), disabled: o.disabled, text: o.textContent}))]))"""


@pytest.mark.parametrize(
    "state",
    [{"q": "search"}, {"q": "search", "protocol": "MCP"}, {"q": "pdf", "category": "documents"}],
    ids=["words", "words-and-protocol", "words-and-category"],
)
def test_filter_counts_equal_the_engines(
    context: tuple[Any, Recorder], server: Server, expected: Expected, state: dict[str, str]
) -> None:
    browser_context, _recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html" + "?" + "&".join(f"{k}={v}" for k, v in state.items()))
    heading_is(page, expected.heading(state))
    shown = page.evaluate(FACET_COUNTS)
    engine = expected.facets(state)
    for name in ("category", "protocol", "pricing"):
        any_text = page.eval_on_selector(f"#search-{name} option[value='']", "o => o.textContent")
        assert any_text.endswith(f"({engine['any'][name]})"), any_text
        pairs = [(f["value"], f["count"]) for f in engine[name]]
        assert [(o["value"], o["count"]) for o in shown[name]] == pairs
        for option in shown[name]:
            assert option["text"].endswith(f"({option['count']})")
            assert option["disabled"] == (option["count"] == 0 and state.get(name) != option["value"])
    request = json.loads(expected.view(state)["request"])
    assert page.evaluate("(r) => window.waypost.facets(r)", request) == search_core_facets(request, expected)


def search_core_facets(request: dict[str, Any], expected: Expected) -> dict[str, Any]:
    import search_core

    return dict(search_core.facets(request, expected.engine.index))


def test_arrow_keys_on_a_filter_make_one_search_and_one_history_entry(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    browser_context, _recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html?q=search")
    heading_is(page, expected.heading({"q": "search"}))
    history = page.evaluate("history.length")
    page.focus("#search-pricing")
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    value = page.input_value("#search-pricing")
    assert value, "the arrow keys changed the select"
    assert url_state(page) == {"q": "search"}, "nothing is searched on each arrow key"
    page.keyboard.press("Enter")
    state = {"q": "search", "pricing": value}
    heading_is(page, expected.heading(state))
    assert url_state(page) == state
    assert page.evaluate("history.length") == history + 1


def test_back_and_forward_restore_results_scroll_and_focus(
    browser: Any, server: Server, expected: Expected
) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 640})
    try:
        page = context.new_page()
        first = {"q": "search", "limit": "5"}
        page.goto(server.url + "search/index.html?q=search&limit=5")
        heading_is(page, expected.heading(first))
        page.focus("#page-next")
        page.evaluate("document.querySelector('#page-next').scrollIntoView({block: 'end'})")
        scrolled = page.evaluate("scrollY")
        assert scrolled > 100
        page.keyboard.press("Enter")
        second = {**first, "offset": "5"}
        heading_is(page, expected.heading(second))
        window_is(page, expected.view(second)["people"]["window"])
        page.wait_for_function("() => location.search.includes('offset=5')")
        page.go_back()
        heading_is(page, expected.heading(first))
        window_is(page, expected.view(first)["people"]["window"])  # the heading is the same on both pages
        page.wait_for_function("() => document.activeElement && document.activeElement.id === 'page-next'")
        assert abs(page.evaluate("scrollY") - scrolled) <= 2
        assert result_slugs(page) == expected.slugs(first)
        page.go_forward()
        heading_is(page, expected.heading(second))
        window_is(page, expected.view(second)["people"]["window"])
        assert result_slugs(page) == expected.slugs(second)
        assert page.evaluate("document.activeElement.id") == "results-heading"
    finally:
        context.close()


def test_back_returns_focus_to_a_control_without_an_id(
    browser: Any, server: Server, expected: Expected
) -> None:
    """A keyboard reader follows a result's category link (no id), then comes Back: focus is on that link
    again (it was restored only for elements with an id, so it fell to the top of the page); the same for a
    result's "Show full record" button after a reload."""
    context = browser.new_context(viewport={"width": 360, "height": 640})
    try:
        page = context.new_page()
        state = {"q": "search"}
        page.goto(server.url + "search/index.html?q=search")
        heading_is(page, expected.heading(state))
        link = page.locator(".result").nth(2).locator(".key-facts a").first
        href = link.get_attribute("href")
        link.focus()
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile(r"category/[^/]+/index\.html$"))
        page.go_back()
        heading_is(page, expected.heading(state))
        focused = "(href) => document.activeElement?.getAttribute('href') === href"
        page.wait_for_function(focused, arg=href, timeout=ENGINE_WAIT_MS)
        third = "document.activeElement.closest('.result') === document.querySelectorAll('.result')[2]"
        assert page.evaluate(third)
        toggle = page.locator(".result").nth(1).locator(".toggle-full")
        toggle.focus()
        page.reload()
        heading_is(page, expected.heading(state))
        page.wait_for_function(
            "() => document.activeElement?.matches('.toggle-full')"
            " && document.activeElement.closest('.result') === document.querySelectorAll('.result')[1]",
            timeout=ENGINE_WAIT_MS,
        )
    finally:
        context.close()


OPEN_PARTS = """() => [...document.querySelectorAll('.result')].map((card) => [
  card.querySelector('details.why').open,
  card.querySelector('.toggle-full').getAttribute('aria-expanded') === 'true'
    && !card.querySelector('.full-record').hidden && !!card.querySelector('.full-record pre'),
]).concat([[document.querySelector('details.read-as').open, false]])"""


@pytest.mark.parametrize("leave", ["service page", "suggestion", "reload"])
def test_back_reopens_what_the_reader_had_open(
    browser: Any, server: Server, expected: Expected, leave: str
) -> None:
    """A reader opens a result's "Why it matched", another's full record and "How this search was read",
    then follows a result to its service page (or a suggested search, or reloads): coming back, the same
    disclosures are open again, the full record drawn, and the page is where it was."""
    context = browser.new_context(viewport={"width": 360, "height": 640})
    try:
        page = context.new_page()
        state = {"q": "pdf search"}
        page.goto(server.url + "search/index.html?" + urlencode(state))
        heading_is(page, expected.heading(state))
        page.locator(".result").nth(1).locator("details.why summary").click()
        page.locator(".result").nth(0).locator(".toggle-full").click()
        page.wait_for_selector(".result >> nth=0 >> .full-record pre")
        page.locator("details.read-as > summary").click()
        page.locator(".result").nth(1).locator("details.why summary").scroll_into_view_if_needed()
        was = page.evaluate(OPEN_PARTS)
        assert was[0] == [False, True] and was[1] == [True, False] and was[-1] == [True, False], was
        page.wait_for_timeout(300)  # the scroll is remembered after a pause
        scrolled = page.evaluate("scrollY")
        assert scrolled > 0
        if leave == "service page":
            page.locator(".result").nth(2).locator("h4 a").click()
            page.wait_for_url(re.compile(r"services/[^/]+/index\.html$"))
            page.go_back()
        elif leave == "suggestion":
            page.evaluate("document.querySelector('a.suggestion').click()")  # where the page is scrolled
            page.wait_for_function("() => !location.search.includes('pdf+search')", timeout=ENGINE_WAIT_MS)
            page.go_back()
        else:
            page.reload()
        heading_is(page, expected.heading(state))
        reopened = f"(was) => JSON.stringify(({OPEN_PARTS})()) === JSON.stringify(was)"
        page.wait_for_function(reopened, arg=was, timeout=ENGINE_WAIT_MS)
        page.wait_for_function(f"() => Math.abs(scrollY - {scrolled}) <= 2", timeout=ENGINE_WAIT_MS)
    finally:
        context.close()


# The page's first search reaches the worker only 2.5 s after the worker said it is ready (longer than the
# service worker's delay after that), so that the page draws its first result well after the engine is ready.
SLOW_FIRST_PAGE = """
const post = Worker.prototype.postMessage;
let held = false;
Worker.prototype.postMessage = function (message, ...rest) {
  if (held || !message || message.type !== "page") return post.call(this, message, ...rest);
  held = true;
  const worker = this;
  const later = () => setTimeout(() => post.call(worker, message, ...rest), 2500);
  if (window.waypost?.status().ready) later();
  else worker.addEventListener("message", function once(event) {
    if (event.data?.type !== "ready") return;
    worker.removeEventListener("message", once);
    later();
  });
};
"""


def test_the_service_worker_waits_for_the_first_result(site: Path, browser: Any, expected: Expected) -> None:
    """Its first caching (the runtime again, past the HTTP cache) never competes with the first result."""
    own = Server(site)
    context = browser.new_context()
    try:
        context.add_init_script(SLOW_FIRST_PAGE)
        page = context.new_page()
        page.goto(own.url + "search/index.html?q=pdf")
        heading_is(page, expected.heading({"q": "pdf"}))
        assert page.evaluate("window.waypost.status().ready") is True
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((found) => !found)") is True
        page.wait_for_function("document.documentElement.dataset.offlineReady", timeout=ENGINE_WAIT_MS)
    finally:
        context.close()
        own.stop()


def test_clearing_the_search_resets_the_filter_counts(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """With no search, the filters show their plain labels, every option enabled, not the last search's."""
    state = {"q": "pdf"}
    assert any(f["count"] == 0 for name in ("category", "pricing") for f in expected.facets(state)[name])
    page = open_search(context, server, expected, state)
    plain = """() => ["category", "protocol", "pricing"].every((name) =>
      [...document.querySelector(`#search-${name}`).options]
        .every((o) => !o.disabled && !/\\(\\d+\\)$/.test(o.textContent)))"""
    assert not page.evaluate(plain), "the search disabled a filter value and counted the others"
    page.fill("#search-q", "")
    page.wait_for_function("() => !document.querySelector('#results').hasChildNodes() && !location.search")
    assert page.evaluate(plain), "the cleared search left the last search's counts on the filters"
    page.go_back()
    heading_is(page, expected.heading(state))
    assert not page.evaluate(plain)
    page.go_forward()
    page.wait_for_function("() => !document.querySelector('#results').hasChildNodes()")
    assert page.evaluate(plain), "Back and Forward to no search left the counts"


def test_the_tab_title_names_the_search(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """A bookmark, the history list and a shared link's tab tell searches apart; no search: the page's own."""
    state = {"q": "pdf", "category": "documents"}
    page = open_search(context, server, expected, state)
    assert page.title() == "pdf, Documents – Search · Waypost"
    page.fill("#search-q", "scrape")
    heading_is(page, expected.heading({"q": "scrape", "category": "documents"}))
    assert page.title() == "scrape, Documents – Search · Waypost"
    page.go_back()
    heading_is(page, expected.heading(state))
    assert page.title() == "pdf, Documents – Search · Waypost"
    page.fill("#search-q", "")
    page.select_option("#search-category", "")
    page.wait_for_function("() => !document.querySelector('#results').hasChildNodes() && !location.search")
    assert page.title() == "Search · Waypost"
    long_query = "pdf " * 30
    page.goto(server.url + "search/index.html?" + urlencode({"q": long_query}))
    heading_is(page, expected.heading({"q": long_query.strip()}))
    assert page.title() == long_query[:80] + "… – Search · Waypost"
    page.goto(server.url + "search/index.html?q=+++&category=documents")  # a query of spaces is no query
    heading_is(page, expected.heading({"category": "documents"}))
    assert page.title() == "Documents – Search · Waypost"


def test_a_shared_url_is_read_as_the_one_line_box_holds_it(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """A line break in a shared URL is a space, as in the box (which would join the words around it); a search
    of line breaks is no search; a results-per-page value the select lacks is offered in its place."""
    page = context[0].new_page()
    page.goto(server.url + "search/index.html?q=scraping%0Athen%0D%0Amarkdown")
    heading_is(page, expected.heading({"q": "scraping then markdown"}))
    assert page.input_value("#search-q") == "scraping then markdown"
    page.goto(server.url + "search/index.html?q=%0A")
    page.wait_for_function("() => document.title === 'Search · Waypost'")
    assert not page.evaluate("document.querySelector('#results').hasChildNodes()")
    page.goto(server.url + "search/index.html?q=pdf&limit=7")
    heading_is(page, expected.heading({"q": "pdf", "limit": "7"}))
    options = page.eval_on_selector_all("#search-limit option", "options => options.map((o) => o.value)")
    assert options == sorted(options, key=int) and "7" in options


def test_the_empty_search_page_offers_searches_to_start_from(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """A first visit to the search page shows example searches and the browse pages until a search is drawn;
    an example opens its search."""
    page = context[0].new_page()
    page.goto(server.url + "search/index.html")
    starters = page.locator(".starters")
    assert starters.is_visible() and starters.locator("li a").count() >= 5
    starters.locator("a", has_text="tavily vs exa").click()
    heading_is(page, expected.heading({"q": "tavily vs exa"}))
    assert page.input_value("#search-q") == "tavily vs exa" and not starters.is_visible()


def test_the_skip_link_keeps_the_results_as_drawn(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """Following "#main" (or Back from it) changes only the fragment: no search, open records stay open."""
    state = {"q": "pdf"}
    page = open_search(context, server, expected, state)
    page.click("#results .toggle-full >> nth=0")
    page.wait_for_selector("#full-record-0 pre")
    page.click("#results details.why summary >> nth=0")
    drawn = page.get_attribute("#results", "data-drawn-at")
    page.focus(".skip-link")
    page.keyboard.press("Enter")
    page.wait_for_function("() => location.hash === '#main' && document.activeElement.id === 'main'")
    page.wait_for_timeout(500)  # a search, if one ran, is drawn by now (the engine answers in milliseconds)
    kept = """() => [document.querySelector('#results').dataset.drawnAt,
      !document.querySelector('#full-record-0').hidden,
      Boolean(document.querySelector('#results details.why[open]'))]"""
    assert page.evaluate(kept) == [drawn, True, True], "the fragment link redrew the results"
    page.go_back()
    page.wait_for_function("() => location.hash === ''")
    page.wait_for_timeout(500)
    assert page.evaluate(kept) == [drawn, True, True], "Back from the fragment redrew the results"
    assert url_state(page) == state


def test_services_like_a_named_one_come_before_it(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """"scrapewell alternatives" in the worker: the heading, note and order the CLI's engine gives, the named
    service last (search_core/likeness.py)."""
    state = {"q": "scrapewell alternatives"}
    page = open_search(context, server, expected, state)
    slugs = result_slugs(page)
    assert slugs == expected.slugs(state)
    assert slugs[-1] == "scrapewell" and len(slugs) > 1
    assert "Services like ScrapeWell (scrapewell): searched for what it does" in (
        page.text_content("#results") or ""
    )


def test_a_comparison_sets_the_services_it_names_side_by_side(
    context: tuple[Any, Recorder], server: Server, expected: Expected
) -> None:
    """"scrapewell or headless harbor": the table of the two named services, open above the results, each row
    linking the service's page and giving the facts search_core.people gives; any other search has the table
    of its page closed, after the results."""
    state = {"q": "scrapewell or headless harbor"}
    page = open_search(context, server, expected, state)
    table = expected.view(state)["people"]["sideBySide"]
    details = page.locator("details.side-by-side")
    assert details.get_attribute("open") is not None
    assert details.locator("summary").inner_text() == "Compare these 2 side by side"
    rows = details.locator("tbody tr")
    assert rows.count() == 2
    for index, row in enumerate(table["rows"]):
        cells = rows.nth(index).locator("td").all_inner_texts()
        assert cells == row["cells"]
        link = rows.nth(index).locator("th a")
        assert link.inner_text() == row["name"]
        assert link.get_attribute("href").endswith(f"services/{row['slug']}/index.html")
    pricing = rows.locator("td:nth-child(3)").all_inner_texts()  # with what each pricing source says
    assert any(cell.endswith(": Monthly plans by pages scraped.") for cell in pricing), pricing
    order = page.evaluate(
        "() => [...document.querySelectorAll('#results details.side-by-side, #results ol.result-list')]"
        ".map((node) => node.tagName)"
    )
    assert order[0] == "DETAILS"  # above the results
    other = {"q": "pdf"}
    page.goto(server.url + "search/index.html?" + urlencode(other))
    heading_is(page, expected.heading(other))
    closed = page.locator("details.side-by-side")
    assert closed.get_attribute("open") is None
    assert closed.locator("tbody tr").count() == len(expected.slugs(other))
