#!/usr/bin/env python3
"""Benchmark of the search in the browser: a built site in headless Chromium, served on 127.0.0.1.

    .venv/bin/python bench/bench_browser.py --site site [--runs 3] [--queries bench/queries.txt]

Prints a table (medians of --runs runs, each with a fresh browser profile):
- navigation -> first result of a query typed at once (cold: fresh profile; warm: the same profile
  revisiting, with the HTTP cache, the service worker's cache and the worker's parsed-index cache
  filled by the first visit);
- navigation -> engine ready, and the worker's own start-up stages;
- first result from a prewarmed page: on the search page, once its engine is ready and its warm-up
  search done (`status().warmedUp`), the time from
  pressing Enter to the results drawn (a reader who reads a moment before searching; the home page
  of this branch lists every service, whose layout would dominate the figure at 10k);
- bytes before the first result: raw, what a host gzipping on the fly would send, and what was sent
  (the server sends the build's precompressed `.br` copies, as `build.py serve` and docs/deploy.md do);
- bytes the first visit received until what it keeps for the next one is kept (the service worker's
  offline copy with its offline pages, the parsed index, the snapshot);
- with --throttle, the cold and warm visits again at 10 Mbit/s and 40 ms round trip (CDP
  Network.emulateNetworkConditions);
- per-query latency inside the worker (Python's time, measured in the worker) and page round trip,
  p50 and p95 over the queries, one warm-up pass first.
Targets (issue 13; stated for 10,000 records): cold <= 1.2 s, warm <= 0.5 s, prewarmed <= 0.15 s,
cold bytes sent (brotli) <= 4.5 MB, worker p95 <= 10 ms; a figure missing its target is marked.
Never asserts; exits 0. Build a 10,000-record site with
`build.py build --catalogue bench/corpora/10k --out /tmp/site-10k` (bench/make_corpora.py makes it).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import (
    CHROMIUM,
    CHROMIUM_ARGS,
    Query,
    ServedLog,
    browser_available,
    chromium,
    latency_summary,
    load_queries,
    median,
    progress,
    serve,
)

WAIT_MS = 120_000
OFFLINE_READY_MS = 60_000
SEARCH_PAGE = "search/index.html"
FALLBACK_QUERIES = ["web search", "scrape pdf", "búsqueda web", "browser automation mcp", "not pdf"]
TARGETS = {
    "cold_ms": 1200.0,
    "warm_ms": 500.0,
    "prewarmed_ms": 150.0,
    "cold_bytes_sent": 4.5e6,
    "worker_p95_ms": 10.0,
}
# 10 Mbit/s down and up, 40 ms round trip (issue 13's throttled run).
THROTTLE = {"offline": False, "latency": 40, "downloadThroughput": 1.25e6, "uploadThroughput": 1.25e6}
Figures = dict[str, float]
NO_SERVICE_WORKER = (
    "if (navigator.serviceWorker) navigator.serviceWorker.register = "
    "() => Promise.reject(new Error('disabled by bench_browser'));"
)

_LATENCIES = """async ([requests, passes]) => {
  await window.waypost.ready;
  for (const request of requests) await window.waypost.timed(request);
  const runs = [];
  for (let pass = 0; pass < passes; pass++) {
    const inside = [], roundTrip = [];
    for (const request of requests) {
      const start = performance.now();
      const answer = await window.waypost.timed(request);
      roundTrip.push(performance.now() - start);
      inside.push(answer.ms);
    }
    runs.push({ inside, roundTrip });
  }
  return runs;
}"""


def typed_text(request: dict[str, Any] | str) -> str:
    """What a reader types: the query words of a request (or the text itself)."""
    if isinstance(request, str):
        return request
    return Query(request).text or "search"


def throttled(page: Any) -> None:
    """Emulate a 10 Mbit/s line with 40 ms round trips for this page (and its worker's requests)."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", THROTTLE)


def visit(page: Any, url: str, text: str, log: ServedLog) -> Figures:
    """Navigate, type `text` at once and press Enter; figures at the moment the first result is drawn."""
    log.reset()
    page.goto(url, wait_until="commit")
    page.fill("#search-q", text)
    page.press("#search-q", "Enter")
    page.wait_for_selector("#results[data-drawn-at]", state="attached", timeout=WAIT_MS)
    served = log.snapshot()
    FILES_SEEN[:] = list(log.files)
    drawn = float(page.get_attribute("#results", "data-drawn-at") or "nan")
    status = page.evaluate("window.waypost.status()")
    timeline = status.get("timeline") or {}
    return {
        "ms": drawn,
        "ready_ms": float(status.get("readyAt") or "nan"),
        "worker_pyodide_ms": float(timeline.get("pyodide", "nan")),
        "worker_ready_ms": float(timeline.get("ready", "nan")),
        "snapshot_used": 1.0 if timeline.get("snapshot") == "used" else 0.0,
        "bytes_raw": served["bytes_raw"],
        "bytes_gzip": served["bytes_gzip"],
        "bytes_sent": served["bytes_sent"],
        "requests": served["requests"],
    }


# (url, raw, sent) of every body the server sent before the last visit's first result (--files)
FILES_SEEN: list[tuple[str, int, int]] = []
FILES: dict[str, list[tuple[str, int, int]]] = {}  # the last run's cold and warm visits


def files_table(files: Sequence[tuple[str, int, int]]) -> str:
    """The files a visit received before its first result: raw and sent bytes (sent: the brotli copy)."""
    lines = ["| file | raw | sent |", "| --- | --- | --- |"]
    for url, raw, sent in files:
        lines.append(f"| `{url.split('?', 1)[0]}` | {raw:,} B | {sent:,} B |")
    total_raw, total_sent = sum(f[1] for f in files), sum(f[2] for f in files)
    total = f"total ({len(files)} bodies; 304 revalidations not listed)"
    lines.append(f"| {total} | {total_raw:,} B | {total_sent:,} B |")
    return "\n".join(lines)


def prewarmed_visit(page: Any, url: str, text: str) -> Figures:
    """On a page whose engine is already started: Enter -> first result drawn."""
    page.goto(url)
    page.wait_for_function("window.waypost && window.waypost.status().ready", timeout=WAIT_MS)
    # prewarmed = the engine ready and its warm-up search done (docs/browser.md, "Warm-up"): a reader who
    # presses Enter while the warm-up still runs waits for it, as the first search would have paid it anyway
    page.wait_for_function("window.waypost.status().warmedUp === true", timeout=WAIT_MS)
    page.fill("#search-q", text)
    start = float(page.evaluate("performance.now()"))
    page.press("#search-q", "Enter")
    page.wait_for_selector("#results[data-drawn-at]", state="attached", timeout=WAIT_MS)
    return {"ms": float(page.get_attribute("#results", "data-drawn-at") or "nan") - start}


def has_snapshot(site: Path) -> bool:
    """Whether the build shipped a memory snapshot (runtime.json names one)."""
    manifest = site / "pyodide" / "runtime.json"
    return manifest.is_file() and bool(json.loads(manifest.read_text(encoding="utf-8")).get("snapshot"))


def caches_filled(service_worker: bool, snapshot: bool) -> str:
    """A JS condition: what a first visit keeps for the next one is kept."""
    conditions = ["window.waypost.status().indexCached"]
    if service_worker:
        conditions.append("document.documentElement.dataset.offlineReady")
    if snapshot:
        conditions.append("window.waypost.status().snapshotCached")
    return " && ".join(conditions)


def wait_caches_filled(page: Any, condition: str) -> bool:
    """Wait until the service worker cached the site, the worker its parsed index and the HTTP cache
    the snapshot (as a reader who stays a few seconds); False when they never do."""
    filled = condition
    try:
        page.wait_for_function(filled, timeout=OFFLINE_READY_MS)
        return True
    except Exception:
        return False


@contextlib.contextmanager
def fresh_profile(chromium: Any) -> Iterator[Any]:
    """A browser context on a new on-disk profile: a real HTTP cache and code cache, like a reader's.

    `chromium` is Playwright's driver (`sync_playwright()`'s value) or a launched Browser. (An incognito
    `browser.new_context()` keeps its HTTP cache in memory, too small for Pyodide's 9.6 MB wasm: its
    "warm" visit downloads everything again.)
    """
    browser_type = getattr(chromium, "browser_type", None) or chromium.chromium
    with tempfile.TemporaryDirectory(prefix="waypost-profile-") as profile:
        context = browser_type.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield context
        finally:
            context.close()


def first_results(
    chromium: Any,
    site: Path,
    request: dict[str, Any] | str,
    runs: int,
    service_worker: bool = True,
    throttle: bool = False,
) -> Figures:
    """Cold and warm navigation -> first result for a typed query; medians over `runs` fresh profiles.

    `chromium`: Playwright's driver or a launched Browser (see fresh_profile). Keys: cold_ms, warm_ms,
    prewarmed_ms, {cold,warm}_{ready_ms, worker_pyodide_ms, worker_ready_ms, bytes_raw, bytes_gzip,
    bytes_sent, requests}. `throttle`: every page on a 10 Mbit/s, 40 ms line (no prewarmed figure).
    """
    cold: list[Figures] = []
    warm: list[Figures] = []
    prewarmed: list[Figures] = []
    text = typed_text(request)
    new_page = (lambda context: throttled_page(context)) if throttle else (lambda context: context.new_page())
    with serve({"/": site}, precompressed=True) as (base, log):
        for number in range(runs):
            with fresh_profile(chromium) as context:
                if not service_worker:  # (page.route would also turn the HTTP cache off)
                    context.add_init_script(NO_SERVICE_WORKER)
                page = new_page(context)
                cold.append(visit(page, f"{base}/{SEARCH_PAGE}", text, log))
                FILES["cold"] = list(FILES_SEEN)
                filled = wait_caches_filled(page, caches_filled(service_worker, has_snapshot(site)))
                # everything the first visit received until what it keeps for the next one was kept
                received = float(log.snapshot()["bytes_sent"])
                cold[-1]["filled_bytes_sent"] = received if filled else float("nan")
                page.close()
                page = new_page(context)
                warm.append(visit(page, f"{base}/{SEARCH_PAGE}", text, log))
                FILES["warm"] = list(FILES_SEEN)
                if not throttle:
                    page.close()
                    prewarmed.append(prewarmed_visit(context.new_page(), f"{base}/{SEARCH_PAGE}", text))
                times = f"cold {cold[-1]['ms']:.0f} ms, warm {warm[-1]['ms']:.0f} ms"
                progress(f"run {number + 1}/{runs}: {times}")
    figures: Figures = {}
    for name, visits in (("cold", cold), ("warm", warm)):
        for key in visits[0]:
            figures[f"{name}_{key}"] = median([run[key] for run in visits])
    if prewarmed:
        figures["prewarmed_ms"] = median([run["ms"] for run in prewarmed])
    return figures


def throttled_page(context: Any) -> Any:
    """A new page on the emulated slow line."""
    page = context.new_page()
    throttled(page)
    return page


def worker_latencies(browser: Any, site: Path, queries: Sequence[Query | str], passes: int) -> Figures:
    """Per-query latency: inside the worker (Python's own time) and the page's round trip."""
    requests = [query.request_json if isinstance(query, Query) else query for query in queries]
    with serve({"/": site}) as (base, _log):
        context = browser.new_context()
        try:
            page = context.new_page()
            page.goto(f"{base}/{SEARCH_PAGE}")
            page.wait_for_function("window.waypost !== undefined", timeout=WAIT_MS)
            runs = page.evaluate(_LATENCIES, [requests, passes])
        finally:
            context.close()
    inside = [latency_summary(run["inside"]) for run in runs]
    trips = [latency_summary(run["roundTrip"]) for run in runs]
    return {
        "worker_p50_ms": median([s["p50_ms"] for s in inside]),
        "worker_p95_ms": median([s["p95_ms"] for s in inside]),
        "roundtrip_p50_ms": median([s["p50_ms"] for s in trips]),
        "roundtrip_p95_ms": median([s["p95_ms"] for s in trips]),
    }


def mark(key: str, value: float) -> str:
    """' (target <= X: MISSED)' when a figure misses its target, ' (target <= X)' when it meets it."""
    target = TARGETS.get(key)
    if target is None:
        return ""
    return f" (target ≤ {target:g}{'' if value <= target else ': **MISSED**'})"


def ms(value: float) -> str:
    return "-" if value != value else f"{value:,.0f} ms"


def fine_ms(value: float) -> str:
    return "-" if value != value else f"{value:.2f} ms"


def megabytes(value: float) -> str:
    return "-" if value != value else f"{value / 1e6:.2f} MB"


ROWS: list[tuple[str, str, Callable[[float], str]]] = [
    ("navigation → first result, cold (fresh profile)", "cold_ms", ms),
    ("navigation → first result, warm (cached)", "warm_ms", ms),
    ("Enter → first result on a prewarmed page (engine ready, warm-up done)", "prewarmed_ms", ms),
    ("navigation → engine ready, cold", "cold_ready_ms", ms),
    ("navigation → engine ready, warm", "warm_ready_ms", ms),
    ("worker start → Pyodide + wheel loaded, cold", "cold_worker_pyodide_ms", ms),
    ("worker start → engine ready, cold", "cold_worker_ready_ms", ms),
    ("worker start → Pyodide + wheel loaded, warm", "warm_worker_pyodide_ms", ms),
    ("worker start → engine ready, warm", "warm_worker_ready_ms", ms),
    ("bytes before first result, cold (raw)", "cold_bytes_raw", megabytes),
    ("bytes before first result, cold (gzip host)", "cold_bytes_gzip", megabytes),
    ("bytes before first result, cold (sent: brotli copies)", "cold_bytes_sent", megabytes),
    ("bytes until the first visit's caches are filled (sent)", "cold_filled_bytes_sent", megabytes),
    ("bytes before first result, warm (raw)", "warm_bytes_raw", megabytes),
    ("requests before first result, cold", "cold_requests", lambda v: f"{v:.0f}"),
    ("warm visits started from the memory snapshot", "warm_snapshot_used", lambda v: f"{v:.0%}"),
    ("query latency inside the worker, p50", "worker_p50_ms", fine_ms),
    ("query latency inside the worker, p95", "worker_p95_ms", fine_ms),
    ("query round trip page → worker → page, p50", "roundtrip_p50_ms", fine_ms),
    ("query round trip page → worker → page, p95", "roundtrip_p95_ms", fine_ms),
]


def table(figures: Figures) -> str:
    """The figures as a Markdown table."""
    lines = ["| figure | median |", "| --- | --- |"]
    for label, key, show in ROWS:
        value = figures.get(key, float("nan"))
        lines.append(f"| {label} | {show(value)}{mark(key, value)} |")
    return "\n".join(lines)


def read_queries(path: Path | None) -> list[Query | str]:
    """bench/queries.txt (or --queries), else a few built-in queries."""
    if path is not None and path.is_file():
        return list(load_queries(path))
    return [Query({"query": text}).request_json for text in FALLBACK_QUERIES]


def load_average() -> str:
    """The machine's load (timings stretch when other work shares its cores)."""
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "load average unknown"
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} CPUs"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, required=True, help="a built site (build.py build --out DIR)")
    parser.add_argument("--runs", type=int, default=3, help="runs (fresh profiles); medians are reported")
    parser.add_argument("--queries", type=Path, default=Path(__file__).resolve().parent / "queries.txt")
    parser.add_argument("--query", default="scrape pdf", help="the query typed for the first result")
    parser.add_argument("--no-service-worker", action="store_true", help="block sw.js (for comparison)")
    parser.add_argument("--throttle", action="store_true", help="also cold and warm at 10 Mbit/s, 40 ms RTT")
    parser.add_argument("--files", action="store_true", help="list the files sent before the first result")
    args = parser.parse_args(argv)
    missing = browser_available()
    if missing or not (args.site / SEARCH_PAGE).is_file():
        print(f"bench_browser: nothing measured ({missing or f'{args.site / SEARCH_PAGE} not found'})")
        return 0
    from playwright.sync_api import sync_playwright

    queries = read_queries(args.queries)
    runs = max(1, args.runs)
    with sync_playwright() as driver:
        progress(f"first results, {runs} runs")
        figures = first_results(driver, args.site, args.query, runs, not args.no_service_worker)
        if args.throttle:
            progress(f"first results on a 10 Mbit/s, 40 ms line, {runs} runs")
            with_sw = not args.no_service_worker
            slow = first_results(driver, args.site, args.query, runs, with_sw, throttle=True)
            figures |= {f"throttled_{key}": value for key, value in slow.items()}
    with chromium() as browser:
        progress(f"{len(queries)} queries in the worker, {runs} passes")
        figures |= worker_latencies(browser, args.site, queries, runs)
    records = args.site / "search" / "index.json"
    print(f"Site {args.site} (index {records.stat().st_size:,} bytes); typed query {args.query!r};")
    print(f"medians of {runs} runs; {len(queries)} queries for the latency figures; {load_average()}.\n")
    print(table(figures))
    if args.files:
        for name in ("cold", "warm"):
            print(f"\nFiles sent before the first result, {name} (last run):\n")
            print(files_table(FILES.get(name, [])))
    if "throttled_cold_ms" in figures:
        print(
            f"\nThrottled (10 Mbit/s, 40 ms RTT): cold {ms(figures['throttled_cold_ms'])}, "
            f"warm {ms(figures['throttled_warm_ms'])}."
        )
    missed = [key for key, target in TARGETS.items() if figures.get(key, float("nan")) > target]
    summary = f"missed: {', '.join(missed)}" if missed else "all targets met"
    print(
        f"\nbench_browser: cold {ms(figures['cold_ms'])}, warm {ms(figures['warm_ms'])}, "
        f"worker p95 {fine_ms(figures['worker_p95_ms'])}; {summary}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
