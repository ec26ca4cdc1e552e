"""Start-up paths in Chromium: precompressed runtime files, prewarming on idle, failing in words.

Every request the browser makes is recorded; any that leaves 127.0.0.1 fails the test.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import ENGINE_WAIT_MS, Recorder, Server, wait_engine, watch

pytestmark = pytest.mark.browser

_DIGEST = """async (path) => {
  const response = await fetch(path, { cache: "no-store" });
  const bytes = await response.arrayBuffer();
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return {
    sha256: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""),
    type: response.headers.get("content-type"),
  };
}"""


@pytest.fixture
def context(browser: Any) -> Iterator[tuple[Any, Recorder]]:
    context = browser.new_context()
    recorder = watch(context)
    yield context, recorder
    context.close()


def encodings_sent(page: Any) -> dict[str, str | None]:
    """Content-Encoding of every response the page (and its workers) received, by path."""
    sent: dict[str, str | None] = {}
    page.context.on(
        "response", lambda r: sent.__setitem__(r.url.split("/", 3)[-1], r.headers.get("content-encoding"))
    )
    return sent


@pytest.mark.parametrize(
    "path",
    [
        "pyodide/pyodide.asm.wasm",
        "pyodide/pyodide.asm.mjs",
        "search/index.json",
        "pyodide/runtime.json",  # small files too: every first visit gets them
        "static/js/search-ui.js",
        "static/css/site.css",
    ],
)
def test_precompressed_files_are_served_brotli_and_decoded_equal(
    site: Path, server: Server, context: tuple[Any, Recorder], path: str
) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    sent = encodings_sent(page)
    page.goto(server.url + "404.html")
    got = page.evaluate(_DIGEST, server.url + path)
    assert (site / f"{path}.br").is_file(), "the build writes a .br copy"
    assert sent[path] == "br", "the browser accepts br and is sent the copy"
    assert got["sha256"] == hashlib.sha256((site / path).read_bytes()).hexdigest()
    assert got["type"] != "application/octet-stream"
    assert recorder.outside(server.url) == []


def test_the_engine_starts_from_precompressed_files(server: Server, context: tuple[Any, Recorder]) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    sent = encodings_sent(page)
    page.goto(server.url + "search/index.html")
    wait_engine(page)
    assert sent["pyodide/pyodide.asm.wasm"] == "br"
    # a zip's copy decodes to its stored twin: that is the stdlib Pyodide mounted, and the pycache
    assert sent["pyodide/stdlib-slim.zip"] == sent["pyodide/search_core-pycache.zip"] == "br"
    assert search_worker(page).evaluate(_MOUNTED_STDLIB_METHODS) == "[0]"  # ZIP_STORED only
    # the stdlib came without line numbers, search_core (from the pycache) with its own
    assert json.loads(search_worker(page).evaluate(_LINE_TABLES)) == [["None"], True]
    assert page.evaluate('window.waypost.search(\'{"query": "pdf", "limit": 1}\')').startswith("{")
    # every module the start and a search import was in the slim stdlib or frozen in: no full stdlib
    assert not [url for url in recorder.requests if url.endswith("/python_stdlib.zip")]
    # search_core is the compiled package, unpacked without its sources: the wheel is not downloaded
    assert search_worker(page).evaluate(_PACKAGE_FILE).endswith("/site-packages/search_core/__init__.pyc")
    assert not [url for url in recorder.requests if url.endswith(".whl")]
    assert recorder.outside(server.url) == []


_PACKAGE_FILE = "() => self.waypostPyodide.runPython('import search_core; search_core.__file__')"


def made_without_node(copy: Path) -> None:
    """The runtime as a build made without Node ships it: Pyodide's full stdlib in the slim one's
    place, no compiled package, no snapshot."""
    runtime = copy / "pyodide"
    manifest = manifest_of(copy)
    for path in runtime.glob(f"{manifest['stdlib']}*"):
        path.unlink()
    (runtime / manifest["stdlib"]).write_bytes((runtime / manifest["fullStdlib"]).read_bytes())
    manifest |= {"pycache": None, "missingModules": [], "snapshot": None, "snapshotKey": None}
    (runtime / "runtime.json").write_text(json.dumps(manifest), encoding="utf-8")


def test_without_a_compiled_package_the_worker_installs_the_wheel(
    site: Path, server: Server, tmp_path: Path, context: tuple[Any, Recorder]
) -> None:
    browser_context, recorder = context
    expected = answer_of(browser_context, server.url)
    served = served_copy(site, tmp_path, made_without_node)
    try:
        page = browser_context.new_page()
        page.goto(served.url + "search/index.html")
        wait_engine(page)
        installed = search_worker(page).evaluate(_PACKAGE_FILE)
        got = page.evaluate(SEARCH)
    finally:
        served.stop()
    assert installed.endswith("/site-packages/search_core/__init__.py")
    assert [url.rsplit("/", 1)[-1] for url in recorder.requests if url.endswith(".whl")] == [
        "search_core-0.1.0-py3-none-any.whl"
    ]
    assert got == expected
    assert [url for url in recorder.outside(server.url) if not url.startswith(served.url)] == []


def stale_compiled_package(copy: Path) -> None:
    """runtime.json names another compiled package than the one served (as after a rebuild, with the old
    zip still in a cache the browser would not revalidate)."""
    manifest = manifest_of(copy)
    manifest["pycacheSha256"] = ["0" * 64]
    (copy / "pyodide" / "runtime.json").write_text(json.dumps(manifest), encoding="utf-8")


def test_a_compiled_package_of_another_build_is_fetched_again_then_refused(
    site: Path, tmp_path: Path, context: tuple[Any, Recorder]
) -> None:
    browser_context, recorder = context
    served = served_copy(site, tmp_path, stale_compiled_package)
    try:
        page = browser_context.new_page()
        page.goto(served.url + "search/index.html")
        page.wait_for_function("window.waypost && window.waypost.status().failed", timeout=ENGINE_WAIT_MS)
        failed = page.evaluate("window.waypost.status().failed")
    finally:
        served.stop()
    assert "search_core-pycache.zip is not the one this build made" in failed
    # fetched twice: the second time past the HTTP cache
    assert len([url for url in recorder.requests if url.endswith("/search_core-pycache.zip")]) == 2


def answer_of(browser_context: Any, url: str) -> str:
    """The answer to SEARCH on the site at `url`, in a new page of `browser_context`."""
    page = browser_context.new_page()
    page.goto(url + "search/index.html")
    wait_engine(page)
    text = str(page.evaluate(SEARCH))
    page.close()
    return text


# Run in the search worker: the compression methods of the stdlib zip Pyodide mounted.
_MOUNTED_STDLIB_METHODS = """() => self.waypostPyodide.runPython(
  `import zipfile, waypost_worker\n` +
  `str(sorted({i.compress_type for i in zipfile.ZipFile(waypost_worker.STDLIB_ZIP).infolist()}))`)"""


# Run in the search worker: the source lines of the functions of a stdlib module and of search_core's.
_LINE_TABLES = """() => self.waypostPyodide.runPython(
  `import json, search_core.engine\n` +
  `def lines(module): return {line for v in vars(module).values() if hasattr(v, "__code__")\n` +
  `    and v.__module__ == module.__name__ for _, _, line in v.__code__.co_lines()}\n` +
  `json.dumps([sorted(map(str, lines(json.decoder))),\n` +
  `    any(lines(search_core.engine) - {None})])`).toString()"""


def a_service_page(site: Path) -> str:
    """The path of one service page (a page without the search box)."""
    page = sorted((site / "services").glob("*/index.html"))[0]
    return page.relative_to(site).as_posix()


SAVE_DATA = "Object.defineProperty(navigator, 'connection', {value: {saveData: true}, configurable: true});"


def test_a_page_without_the_search_box_prewarms_the_engine_when_idle(
    site: Path, server: Server, context: tuple[Any, Recorder]
) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(server.url + a_service_page(site))
    assert page.locator("[data-search-ui]").count() == 0
    wait_engine(page)  # nothing asked for a search: the idle callback started it
    assert page.evaluate("window.waypost.status().prewarm") == "started"
    # and a throwaway search paid the first search's extra cost (nothing was asked yet), the typo
    # vocabulary included
    page.wait_for_function("window.waypost.status().warmedUp === true", timeout=30_000)
    assert search_worker(page).evaluate(_TYPO_VOCABULARY_BUILT) is True
    assert recorder.outside(server.url) == []


# Run in the search worker: whether the loaded index's typo vocabulary ("did you mean") is built.
_TYPO_VOCABULARY_BUILT = """() => self.waypostPyodide.runPython(
  `import waypost_worker\nfrom search_core.index import compile_index\n` +
  `compile_index(waypost_worker.ENGINE.index).typo_vocabulary is not None`)"""


def test_save_data_keeps_the_engine_stopped_until_a_search_is_asked_for(
    site: Path, server: Server, context: tuple[Any, Recorder]
) -> None:
    browser_context, recorder = context
    browser_context.add_init_script(SAVE_DATA)
    page = browser_context.new_page()
    page.goto(server.url + a_service_page(site), wait_until="load")
    page.evaluate("new Promise((resolve) => requestIdleCallback(() => resolve(), {timeout: 5000}))")
    page.wait_for_timeout(2000)  # past the service worker's delay: its caching would fetch the engine too
    status = page.evaluate("window.waypost.status()")
    assert (status["prewarm"], status["stage"]) == ("skipped", "idle")
    assert engine_requests(recorder) == []
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then((found) => found.length)") == 0
    assert page.evaluate('window.waypost.search(\'{"query": "pdf"}\')').startswith("{")  # starts on demand


def engine_requests(recorder: Recorder) -> list[str]:
    """What a page asked for of the search engine: its worker, runtime or index."""
    parts = ("/pyodide/", "static/js/worker.js", "search/index.json")
    return [url for url in recorder.requests if any(part in url for part in parts)]


@pytest.mark.parametrize("path", ["index.html", "search/index.html"])
def test_save_data_starts_the_search_box_engine_only_when_the_box_is_used(
    server: Server, context: tuple[Any, Recorder], path: str
) -> None:
    """With Save-Data, the home and search pages download nothing of the engine (nor does the service worker)
    until the search box is focused, and say so; then it starts and searches as usual."""
    browser_context, recorder = context
    browser_context.add_init_script(SAVE_DATA)
    page = browser_context.new_page()
    page.goto(server.url + path, wait_until="load")
    page.wait_for_timeout(2500)  # past the service worker's delay (1 s after load) and an idle callback
    status = page.evaluate("window.waypost.status()")
    assert (status["stage"], status["prewarm"]) == ("idle", "skipped")
    assert engine_requests(recorder) == []
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then((found) => found.length)") == 0
    assert "save data" in page.inner_text("#engine-status")
    assert "when you use the search box" in page.inner_text("#engine-status")
    page.focus("#search-q")
    wait_engine(page)
    assert engine_requests(recorder)
    page.keyboard.type("pdf")
    page.wait_for_selector("#results .result", timeout=ENGINE_WAIT_MS)
    assert recorder.outside(server.url) == []


def test_save_data_runs_a_search_asked_for_in_the_address(
    server: Server, context: tuple[Any, Recorder]
) -> None:
    """A search in the URL (a shared link, Back) is a search asked for: it starts the engine and runs."""
    browser_context, _recorder = context
    browser_context.add_init_script(SAVE_DATA)
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html?q=pdf")
    page.wait_for_selector("#results .result", timeout=ENGINE_WAIT_MS)


def test_without_save_data_the_search_box_page_starts_the_engine_at_once(
    server: Server, context: tuple[Any, Recorder]
) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "index.html", wait_until="domcontentloaded")
    assert page.evaluate("window.waypost.status().stage") != "idle"
    assert engine_requests(recorder)
    assert page.evaluate("window.waypost.status().prewarm") is None


@pytest.fixture(scope="module")
def site_without_wasm(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The fixture site with Pyodide's wasm missing (a blocked or failed wasm request), served."""
    import shutil

    copy = tmp_path_factory.mktemp("no-wasm") / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("pyodide.asm.wasm*"))
    served = Server(copy)
    yield served
    served.stop()


def test_a_blocked_wasm_says_so_in_words_with_browse_links_within_15_s(
    site_without_wasm: Server, context: tuple[Any, Recorder]
) -> None:
    browser_context, recorder = context
    page = browser_context.new_page()
    page.goto(site_without_wasm.url + "search/index.html?q=pdf")
    alert = page.locator("#engine-status [role=alert]")
    alert.wait_for(timeout=15_000)
    assert "Search could not start" in alert.inner_text()
    links = alert.locator("a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert [href.split("/")[-2] for href in hrefs if href] == ["category", "protocol", "pricing", "provider"]
    # The search asked for fails in words; the wait announced before it is no longer said.
    page.wait_for_selector("#results [role=alert]")
    assert page.text_content("#search-announcer") == ""
    links.first.click()  # the static pages stay usable
    page.wait_for_url("**/category/index.html")
    assert page.locator("main a").count() > 0
    assert recorder.outside(site_without_wasm.url) == []


def test_progress_counts_the_bytes_of_every_file_the_wasm_included(
    site: Path, server: Server, context: tuple[Any, Recorder]
) -> None:
    browser_context, _recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html")
    wait_engine(page)
    status = page.evaluate("window.waypost.status()")
    wasm = (site / "pyodide" / "pyodide.asm.wasm").stat().st_size
    manifest = json.loads((site / "pyodide" / "runtime.json").read_text(encoding="utf-8"))
    assert status["total"] == manifest["bootBytes"]
    assert status["loaded"] >= wasm, "the wasm's bytes (decoded) are counted"


def _wait_until_held(page: Any, held: list[Any]) -> None:
    """Let Playwright dispatch route events until the worker asks for the held file (a busy one asks late)."""
    for _ in range(ENGINE_WAIT_MS // 100):
        if held:
            return
        page.wait_for_timeout(100)  # runs on Playwright's clock, not the page's fake one
    raise AssertionError("the worker never asked for the wasm")


def test_progress_shows_a_share_not_megabytes(server: Server, context: tuple[Any, Recorder]) -> None:
    """While files download the status line gives the share so far: the bytes counted are decoded ones,
    so megabytes would overstate what a compressing host sends."""
    browser_context, _recorder = context
    held: list[Any] = []
    browser_context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html")
    page.wait_for_selector("#engine-status progress", timeout=ENGINE_WAIT_MS)
    page.wait_for_function("/\\(\\d{1,2} %\\)/.test(document.querySelector('#engine-status').textContent)")
    assert "MB" not in page.inner_text("#engine-status")


_PROGRESS_BAR = """async (status) => {
  const app = document.querySelector('script[type=module][src*="app"]').src;
  const { SearchPage } = await import(new URL("search-ui.js", app).href);
  const bar = SearchPage.prototype.progressBar(status).querySelector("progress");
  return [bar.getAttribute("value"), bar.getAttribute("max")];
}"""


def test_a_search_asked_for_during_the_start_is_said_and_the_bar_shows_a_share_only_while_downloading(
    server: Server, context: tuple[Any, Recorder]
) -> None:
    """A search in the address while the engine starts: the wait is said through the live region (it was only
    drawn, so a screen reader heard nothing until the results), then the results' sentence. The progress bar
    gives a share while files download and is indeterminate once Python starts or reads the index (it stood
    still at the share the downloads had reached, 91 % on a 4 Mbit/s line)."""
    browser_context, _recorder = context
    held: list[Any] = []
    browser_context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = browser_context.new_page()
    page.goto(server.url + "search/index.html?q=pdf")
    page.wait_for_selector("#engine-status progress", timeout=ENGINE_WAIT_MS)
    waiting = "Your search runs as soon as the search engine is ready…"
    assert page.inner_text("#results") == waiting
    assert page.text_content("#search-announcer") == waiting
    assert page.get_attribute("#search-announcer", "aria-live") == "polite"
    _wait_until_held(page, held)
    held[0].continue_()
    page.wait_for_selector("#results-heading", timeout=ENGINE_WAIT_MS)
    page.wait_for_function("!document.querySelector('#search-announcer').textContent.includes('as soon as')")
    said = page.text_content("#search-announcer") or ""
    assert said.startswith(page.inner_text("#results-heading"))
    assert page.evaluate(_PROGRESS_BAR, {"stage": "download", "loaded": 40, "total": 100}) == ["40", "100"]
    for stage in ("index", "start"):
        assert page.evaluate(_PROGRESS_BAR, {"stage": stage, "loaded": 100, "total": 100}) == [None, None]
    assert page.evaluate(_PROGRESS_BAR, {"stage": "index", "loaded": 91, "total": 100}) == [None, None]


_COUNT_ALERTS = """() => {
  window.alertsWritten = 0;
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node.nodeType === 1 && node.matches("[role=alert]")) window.alertsWritten += 1;
  }).observe(document.querySelector("#engine-status"), { childList: true, subtree: true });
}"""


def test_a_slow_start_says_so_once_and_keeps_showing_progress(
    server: Server, context: tuple[Any, Recorder]
) -> None:
    """Past SLOW_START_MS (15 s, run on the page's fake clock) with no byte for STALL_MS (the wasm is held)
    the status line says the start is slow, with the browse links and the progress; the downloads that go on
    redraw the progress bar, not the alert, so a screen reader hears it once and a link is not replaced while
    it is clicked. Then the engine starts."""
    browser_context, _recorder = context
    held: list[Any] = []
    browser_context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = browser_context.new_page()
    page.clock.install()
    page.goto(server.url + "search/index.html?q=pdf")
    page.wait_for_selector("#engine-status progress", timeout=ENGINE_WAIT_MS)
    _wait_until_held(page, held)
    page.evaluate(_COUNT_ALERTS)
    page.clock.fast_forward(16_000)
    alert = page.locator("#engine-status [role=alert]")
    alert.wait_for(timeout=5_000)
    assert "taking longer than usual" in alert.inner_text()
    assert page.locator("#engine-status progress").count() == 1
    page.clock.resume()
    held[0].continue_()  # the wasm streams now: progress keeps coming until the engine is ready
    page.wait_for_function("window.waypost.status().ready", timeout=ENGINE_WAIT_MS)
    assert page.evaluate("window.alertsWritten") == 1
    assert alert.count() == 0


_START_IS_SLOW = """async (cases) => {
  const app = document.querySelector('script[type=module][src*="app"]').src;
  const { startIsSlow } = await import(new URL("engine.js", app).href);
  return cases.map(([sinceStart, sinceProgress]) => startIsSlow(sinceStart, sinceProgress));
}"""


def test_a_start_whose_downloads_keep_coming_is_not_called_slow(
    server: Server, context: tuple[Any, Recorder]
) -> None:
    """engine.startIsSlow: past SLOW_START_MS only when no byte came for STALL_MS (a 2 Mbit/s line takes about
    18 s and keeps showing its progress), and past VERY_SLOW_START_MS whatever the downloads do."""
    browser_context, _recorder = context
    page = browser_context.new_page()
    page.goto(server.url + "index.html")
    cases = [[14_000, 14_000], [16_000, 1_000], [16_000, 4_999], [16_000, 5_000], [59_000, 0], [60_000, 0]]
    assert page.evaluate(_START_IS_SLOW, cases) == [False, False, False, True, False, True]


# --- the memory snapshot -------------------------------------------------------------------------

SEARCH = 'window.waypost.search(\'{"query": "scrape pdf", "limit": 3}\')'


@pytest.fixture
def profile(playwright_driver: Any, tmp_path: Path) -> Iterator[Any]:
    """A persistent profile: a real HTTP cache, which holds the snapshot between visits."""
    from waypost.chromium import CHROMIUM, CHROMIUM_ARGS

    context = playwright_driver.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )
    yield context
    context.close()


_FAILED_MARK = """async (root) => {
  const cache = await caches.open(`search-snapshot ${new URL(root).pathname}`);
  const entry = await cache.match(new URL("pyodide/snapshot.bin", root).href);
  return Boolean(entry && entry.headers.has("X-Waypost-Snapshot-Failed"));
}"""


def two_visits(
    context: Any, url: str, before_second: Any = None
) -> tuple[dict[str, Any], str, dict[str, Any], str]:
    """A first visit (waits until the parsed index and the snapshot are kept), then a second one:
    each one's timeline and its answer to the same request (`before_second()` runs in between)."""
    answers = []
    for visit in range(2):
        if visit == 1 and before_second is not None:
            before_second()
        page = context.new_page()
        page.goto(url + "search/index.html")
        wait_engine(page)
        if visit == 0:
            kept = "window.waypost.status().indexCached && window.waypost.status().snapshotCached"
            page.wait_for_function(kept, timeout=60_000)
        answers.append((page.evaluate("window.waypost.status().timeline"), page.evaluate(SEARCH)))
        page.close()
    (first, first_text), (second, second_text) = answers
    return first, first_text, second, second_text


def served_copy(site: Path, tmp_path: Path, change: Any) -> Server:
    """A copy of the site, changed by `change(copy)`, served (the .br/.gz copies of the files a change
    rewrites, the snapshot and runtime.json, removed: a host would send them instead)."""
    import shutil

    copy = tmp_path / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("snapshot-*.bin.*", "runtime.json.*"))
    change(copy)
    return Server(copy)


def manifest_of(site: Path) -> dict[str, Any]:
    return dict(json.loads((site / "pyodide" / "runtime.json").read_text(encoding="utf-8")))


def test_a_second_visit_starts_from_the_snapshot_and_answers_the_same(
    site: Path, server: Server, profile: Any
) -> None:
    recorder = watch(profile)
    first_visit: list[str] = []
    first, first_text, second, second_text = two_visits(
        profile, server.url, lambda: first_visit.extend(recorder.requests)
    )
    assert (first["snapshot"], second["snapshot"]) == ("not used", "used")
    assert second_text == first_text
    # The snapshot holds every module the engine uses: no standard library is fetched or mounted.
    assert (first["stdlib"], second["stdlib"]) == ("slim", "not mounted (snapshot)")
    second_visit = recorder.requests[len(first_visit) :]
    assert any(url.endswith("/search/index.html") for url in second_visit)
    assert not [url for url in second_visit if url.endswith(".zip")]
    assert recorder.outside(server.url) == []


def test_a_first_visit_downloads_the_runtime_and_the_index_once_offline_copy_included(
    site: Path, profile: Any
) -> None:
    """The service worker's offline copy of what the page has just downloaded is checked with the server
    (304), not downloaded a second time."""
    own = Server(site)
    try:
        page = profile.new_page()
        page.goto(own.url + "search/index.html?q=pdf")
        page.wait_for_function("document.documentElement.dataset.offlineReady", timeout=ENGINE_WAIT_MS)
        bodies: dict[str, int] = {}
        for path, status in own.responses:
            bodies[path] = bodies.get(path, 0) + (status == 200)
        big = ["/pyodide/pyodide.asm.wasm", "/search/index.json", "/pyodide/stdlib-slim.zip"]
        assert [bodies.get(path) for path in big] == [1, 1, 1], own.responses
        assert own.responses.count(("/pyodide/pyodide.asm.wasm", 304)) == 1, "the offline copy was checked"
        # (the page itself was asked for with its query, the offline copy without: two addresses)
        twice = [path for path, count in bodies.items() if count > 1 and not path.endswith((".html", "/"))]
        assert twice == []
    finally:
        own.stop()


# Run in the search worker: import `module`, which the snapshot did not import; its name, once imported.
_IMPORT_IN_WORKER = """(module) => self.waypostPyodide.runPython(
  `import importlib, sys\nassert ${JSON.stringify(module)} not in sys.modules\n` +
  `importlib.import_module(${JSON.stringify(module)}).__name__`)"""
_NOT_IMPORTED = """(modules) => self.waypostPyodide.runPython(
  `import sys\nimport json\n` +
  `next(m for m in json.loads(${JSON.stringify(JSON.stringify(modules))}) if m not in sys.modules)`)"""


def search_worker(page: Any) -> Any:
    """The page's search worker (Playwright's handle, to evaluate code in it)."""
    return next(worker for worker in page.workers if worker.url.endswith("/static/js/worker.js"))


@pytest.mark.parametrize(
    ("source", "fetched"),
    [
        ("slim", ["stdlib-slim.zip"]),  # in the slim stdlib: fetched then, once
        ("full only", ["stdlib-slim.zip", "python_stdlib.zip"]),  # in neither: the full stdlib too
    ],
)
def test_a_module_the_snapshot_lacks_is_imported_from_a_stdlib_fetched_then(
    site: Path, server: Server, profile: Any, source: str, fetched: list[str]
) -> None:
    from waypost.runtime import zip_modules

    recorder = watch(profile)
    _first, first_text, second, _second_text = two_visits(profile, server.url)
    assert second["snapshot"] == "used"
    page = profile.new_page()
    sent = encodings_sent(page)
    page.goto(server.url + "search/index.html")
    wait_engine(page)
    manifest = manifest_of(site)
    slim = sorted(zip_modules((site / "pyodide" / manifest["stdlib"]).read_bytes()))
    # colorsys: a small module with no side effects, in Pyodide's full stdlib only
    candidates = [name for name in slim if not any(part.startswith("_") for part in name.split("."))]
    worker = search_worker(page)
    module = worker.evaluate(_NOT_IMPORTED, candidates) if source == "slim" else "colorsys"
    assert (module in manifest["missingModules"]) is (source == "full only")
    before = len(recorder.requests)
    assert worker.evaluate(_IMPORT_IN_WORKER, module) == module
    zips = [url.rsplit("/", 1)[-1] for url in recorder.requests[before:] if url.endswith(".zip")]
    assert zips == fetched
    assert sent["pyodide/stdlib-slim.zip"] == "br"  # its stored twin, read by zipimport
    assert page.evaluate(SEARCH) == first_text  # and the engine answers as before
    assert recorder.outside(server.url) == []


def corrupt_snapshot(copy: Path) -> None:
    snapshot = copy / "pyodide" / manifest_of(copy)["snapshot"]
    snapshot.write_bytes(b"not a snapshot" + snapshot.read_bytes()[14:])


def another_build_key(copy: Path) -> None:
    manifest = manifest_of(copy)
    manifest["snapshotKey"] = "0" * 64  # a rebuilt site: runtime.json names another wheel or glue
    (copy / "pyodide" / "runtime.json").write_text(json.dumps(manifest), encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "outcome"),
    [
        (corrupt_snapshot, "failed"),  # Pyodide cannot restore it: the normal start follows
        (another_build_key, "refused (made for another build)"),  # a stale snapshot is never used
    ],
)
def test_an_unusable_snapshot_falls_back_to_the_normal_start(
    site: Path, tmp_path: Path, profile: Any, change: Any, outcome: str
) -> None:
    served = served_copy(site, tmp_path, change)
    try:
        _first, first_text, second, second_text = two_visits(profile, served.url)
        page = profile.new_page()
        page.goto(served.url + "404.html")
        remembered = page.evaluate(_FAILED_MARK, served.url)
    finally:
        served.stop()
    assert second["snapshot"] == outcome
    assert second_text == first_text
    # A snapshot this browser could not restore is marked, so it is not downloaded at every visit.
    assert remembered is (outcome == "failed")
