"""Accessibility in Chromium: axe-core on the key pages (light and dark, 360 px and desktop) and the keyboard.

axe-core comes from npm (`package.json`, pinned); its WCAG 2 A/AA rules run on each page in every
colour scheme and width, and any violation of impact serious or critical fails the test (all are printed).
The keyboard test walks the search page with Tab and Enter only.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from browser_support import ENGINE_WAIT_MS, ROOT, Server, wait_engine

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
BLOCKING_IMPACTS = {"serious", "critical"}
SCHEMES = ["light", "dark"]
WIDTHS = {"360px": (360, 740), "desktop": (1280, 900)}
HEADING = "#results-heading"
HEADING_LEVELS = "() => [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]))"
AXE_RUN = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]});
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), summary: n.failureSummary})),
  }));
}"""


@dataclass(frozen=True)
class PageCase:
    """A page of the fixture site to check: wait for its search results, or hold the engine's download."""

    name: str
    path: str
    waits_for_results: bool = False
    loading: bool = False


PAGES = [
    PageCase("home", "index.html"),
    PageCase("search-results", "search/index.html?q=mcp", waits_for_results=True),
    PageCase("search-no-results", "search/index.html?q=zzqxv", waits_for_results=True),
    PageCase("search-loading", "search/index.html?q=mcp", loading=True),
    PageCase("service", "services/quiet-notes-mcp/index.html"),
    PageCase("service-deprecated", "services/legacy-crawler/index.html"),
    PageCase("category", "category/search/index.html"),
    PageCase("not-found", "no/such/page/"),
]


@pytest.fixture(scope="module")
def axe_source() -> Path:
    if not AXE.exists():
        pytest.skip("node_modules/axe-core missing (run scripts/setup.sh: npm ci)")
    return AXE


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def open_page(context: Any, server: Server, case: PageCase) -> Any:
    """Open `case`, wait for its results (or progress bar), and open every disclosure so axe sees it all."""
    if case.loading:
        # The wasm request stays unanswered until the context closes: the page shows its progress meanwhile.
        held: list[Any] = []
        context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = context.new_page()
    page.goto(server.url + case.path)
    if case.loading:
        page.wait_for_selector("#engine-status progress", timeout=ENGINE_WAIT_MS)
    if case.waits_for_results:
        wait_engine(page)
        page.wait_for_selector(HEADING, timeout=ENGINE_WAIT_MS)
        page.wait_for_function("!document.querySelector('#results').hasAttribute('aria-busy')")
    page.eval_on_selector_all("details", "all => all.forEach((d) => { d.open = true; })")
    return page


def skipped_heading_levels(page: Any, label: str) -> list[str]:
    """Headings that skip a level (h1 then h3): screen reader users navigate by them."""
    levels = page.evaluate(HEADING_LEVELS)
    pairs = zip([0, *levels], levels, strict=False)
    skips = [f"h{before} then h{after}" for before, after in pairs if after > before + 1]
    return [f"[{label}] heading levels skip: {', '.join(skips)}"] if skips else []


def blocking_violations(page: Any, label: str) -> list[str]:
    """axe's serious and critical WCAG 2 A/AA violations on `page`, one printable line per node."""
    found = page.evaluate(AXE_RUN, WCAG_TAGS)
    lines = []
    for violation in found:
        if violation["impact"] not in BLOCKING_IMPACTS:
            continue
        for node in violation["nodes"]:
            lines.append(
                f"[{label}] {violation['id']} ({violation['impact']}): {violation['help']}\n"
                f"    at {node['target']}\n    {node['summary']}"
            )
    return lines


@pytest.mark.parametrize("case", PAGES, ids=[case.name for case in PAGES])
def test_no_serious_axe_violations(context: Any, server: Server, axe_source: Path, case: PageCase) -> None:
    page = open_page(context, server, case)
    page.add_script_tag(path=str(axe_source))
    problems = skipped_heading_levels(page, case.name)
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        for width_name, (width, height) in WIDTHS.items():
            page.set_viewport_size({"width": width, "height": height})
            problems += blocking_violations(page, f"{case.name} {scheme} {width_name}")
    print("\n".join(problems))
    assert problems == [], f"{len(problems)} serious or critical axe violations:\n" + "\n".join(problems)


def test_axe_catches_a_planted_violation(context: Any, server: Server, axe_source: Path) -> None:
    """The check above can fail: an unlabelled field and low-contrast text are reported."""
    page = open_page(context, server, PAGES[0])
    page.add_script_tag(path=str(axe_source))
    page.evaluate(
        """() => document.querySelector("main").insertAdjacentHTML("beforeend",
        '<input id="planted"><p style="color:#ccc;background:#fff">faint</p>')"""
    )
    ids = {line.split()[1] for line in blocking_violations(page, "planted")}
    assert {"label", "color-contrast"} <= ids


# --- keyboard -------------------------------------------------------------------------------------

FOCUSED = """() => {
  const e = document.activeElement;
  const style = getComputedStyle(e);
  return {
    id: e.id, tag: e.tagName.toLowerCase(), cls: e.className, text: (e.textContent || "").trim().slice(0, 40),
    inResults: Boolean(e.closest("#results")), inMain: Boolean(e.closest("main")),
    href: e.getAttribute("href"),
    outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
    shadow: style.boxShadow !== "none",
  };
}"""


def focused(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(FOCUSED))


def assert_focus_visible(state: dict[str, Any]) -> None:
    assert state["outline"] or state["shadow"], f"no visible focus on {state}"


def tab_until(page: Any, matches: Any, limit: int = 60) -> dict[str, Any]:
    """Press Tab until the focused element satisfies `matches`; every stop must show its focus."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        state = focused(page)
        if state["tag"] != "body":
            assert_focus_visible(state)
        if matches(state):
            return state
    raise AssertionError(f"not reached with {limit} presses of Tab")


@pytest.fixture
def keyboard_page(context: Any, server: Server) -> Any:
    page = context.new_page()
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(server.url + "search/index.html")
    wait_engine(page)
    return page


def test_skip_link_is_first_and_moves_focus_to_main(keyboard_page: Any) -> None:
    page = keyboard_page
    page.keyboard.press("Tab")
    first = focused(page)
    assert "skip-link" in first["cls"], first
    assert_focus_visible(first)
    box = page.locator(".skip-link").bounding_box()
    assert box is not None and box["y"] >= 0 and box["x"] >= 0, "the focused skip link is on screen"
    page.keyboard.press("Enter")
    assert focused(page)["id"] == "main"
    after = tab_until(page, lambda state: state["tag"] != "body")
    assert after["inMain"] and after["id"] != "main", f"Tab continues inside main, not at {after}"


def test_keyboard_reaches_controls_searches_with_enter_and_pages(keyboard_page: Any) -> None:
    page = keyboard_page
    tab_until(page, lambda state: state["id"] == "search-q")
    page.keyboard.type("mcp")
    page.keyboard.press("Enter")
    page.wait_for_selector(".result h4 a", timeout=ENGINE_WAIT_MS)
    assert "q=mcp" in page.url, "Enter in the search box ran the search and put it in the URL"
    # On a phone the filters sit behind one disclosure: Enter opens it.
    tab_until(page, lambda state: state["text"].startswith("Filters and options"))
    page.keyboard.press("Enter")
    for field in ["search-category", "search-protocol", "search-pricing", "search-limit"]:
        tab_until(page, lambda state, field=field: state["id"] == field)
    # Five a page, chosen with the arrow key and applied with Enter, so that there is a next page.
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    page.wait_for_function("() => location.search.includes('limit=5')", timeout=ENGINE_WAIT_MS)
    page.wait_for_function("!document.querySelector('#results').hasAttribute('aria-busy')")
    link = tab_until(page, lambda state: state["inResults"] and "services/" in (state["href"] or ""))
    assert link["href"].endswith("index.html")
    heading = page.text_content(HEADING) or ""
    window = page.text_content("#results .window") or ""
    live = page.locator("#search-announcer")
    assert live.get_attribute("aria-live") == "polite"
    assert live.text_content() == f"{heading} {window}", "the live region announced the result summary"
    tab_until(page, lambda state: state["text"].startswith("Next page"))
    page.keyboard.press("Enter")
    changed = "(old) => document.querySelector('#results .window')?.textContent !== old"
    page.wait_for_function(changed, arg=window, timeout=ENGINE_WAIT_MS)
    after = focused(page)
    assert after["id"] == "results-heading", f"after paging, focus is on the results heading, not {after}"
    assert_focus_visible(after)
    new_window = page.text_content("#results .window")
    assert page.locator("#search-announcer").text_content() == f"{page.text_content(HEADING)} {new_window}"


def test_the_focused_results_heading_shows_its_focus_in_forced_colors(browser: Any, server: Server) -> None:
    """High contrast modes drop box shadows: the heading that paging focuses needs an outline there."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, forced_colors="active")
    try:
        page = context.new_page()
        page.goto(server.url + "search/index.html?q=mcp&limit=5")
        wait_engine(page)
        page.wait_for_selector("#page-next", timeout=ENGINE_WAIT_MS)
        page.focus("#page-next")
        page.keyboard.press("Enter")
        page.wait_for_function("() => location.search.includes('offset=5')", timeout=ENGINE_WAIT_MS)
        on_heading = "() => document.activeElement?.id === 'results-heading'"
        page.wait_for_function(on_heading, timeout=ENGINE_WAIT_MS)
        assert page.evaluate("matchMedia('(forced-colors: active)').matches")
        assert_focus_visible(focused(page))
    finally:
        context.close()


# --- reduced motion -------------------------------------------------------------------------------

MOTION = """() => {
  const probe = document.createElement("div");
  probe.style.cssText = "transition: opacity 1s; animation: spin 1s infinite";
  const bar = document.createElement("progress");
  document.querySelector("main").append(probe, bar);
  const style = getComputedStyle(probe);
  return {animation: style.animationName, transition: style.transitionDuration,
          progress: getComputedStyle(bar).appearance};
}"""


@pytest.mark.parametrize(
    ("preference", "moves"), [("reduce", False), ("no-preference", True)], ids=["reduce", "no-preference"]
)
def test_reduced_motion_stops_animations(context: Any, server: Server, preference: str, moves: bool) -> None:
    """With prefers-reduced-motion: reduce, nothing animates (even an indeterminate progress bar)."""
    page = context.new_page()
    page.emulate_media(reduced_motion=preference)
    page.goto(server.url + "index.html")
    motion = page.evaluate(MOTION)
    assert (motion["animation"] != "none") is moves, motion
    assert (motion["transition"] != "0s") is moves, motion
    assert (motion["progress"] != "none") is moves, motion
