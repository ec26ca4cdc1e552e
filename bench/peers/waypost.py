"""Waypost's own figures, measured the same way as the peers'.

Where the engine's and the browser runtime's benchmark modules (bench/bench_search_core.py,
bench/bench_browser.py) provide a measurement, bench/run.py uses theirs; the functions here are
the plain measurements used otherwise, and the ones that only this comparison needs (site build
time through build.py, index bytes of the built site).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from bench.common import ROOT, Query, ServedLog, gzip_size, latency_summary, median, median_of_runs, serve

WAIT_MS = 120_000
INDEX_PATH = Path("search") / "index.json"


def load_records(catalogue: Path) -> list[dict[str, Any]]:
    """The catalogue's records in slug order, read as the engine's benchmark reads them."""
    from bench import bench_search_core

    return bench_search_core.read_records(catalogue)


def engine_figures(records: list[dict[str, Any]], queries: Path, runs: int) -> dict[str, float]:
    """bench_search_core.measure, run `runs` times (one timed pass each): medians of its figures."""
    from bench import bench_search_core

    requests = bench_search_core.read_queries(queries)
    measured = [bench_search_core.measure(records, requests, 1) for _ in range(runs)]
    figures = median_of_runs(measured)
    return {
        "index_s": figures["build_s"],
        "index_load_s": figures["load_s"],
        "cli_p50_ms": figures["p50_ms"],
        "cli_p95_ms": figures["p95_ms"],
        "cli_max_ms": figures["max_ms"],
        "index_bytes_raw": figures["raw_bytes"],
        "index_bytes_gzip": figures["gzip_bytes"],
    }


def shipped_index_bytes(site: Path) -> dict[str, float]:
    """Raw and gzipped bytes of the index file the built site ships (search/index.json)."""
    data = (site / INDEX_PATH).read_bytes()
    return {"index_bytes_raw": float(len(data)), "index_bytes_gzip": float(gzip_size(data))}


def build_site(catalogue: Path, out: Path) -> float:
    """Seconds `build.py build --catalogue DIR --out DIR` takes (a fresh process, as a user runs it)."""
    command = [
        sys.executable,
        str(ROOT / "build.py"),
        "build",
        "--catalogue",
        str(catalogue),
        "--out",
        str(out),
    ]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=ROOT)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise RuntimeError(f"build.py build failed ({done.returncode}): {' | '.join(tail)}")
    return seconds


# --- in the browser (used when bench/bench_browser.py does not provide it) ---------------------

_FIRST = """async (request) => {
  const text = await window.waypost.search(request);
  return { ms: performance.now(), total: JSON.parse(text).total ?? null };
}"""


def _first_result(page: Any, url: str, request: dict[str, Any], log: ServedLog) -> dict[str, float]:
    """Navigate and ask window.waypost.search at once: ms from navigation start to the answer."""
    log.reset()
    page.goto(url)
    page.wait_for_function("window.waypost !== undefined", timeout=WAIT_MS)
    found = page.evaluate(_FIRST, request)
    return {"ms": float(found["ms"]), **log.snapshot()}


def first_results(browser: Any, site: Path, request: dict[str, Any], runs: int) -> dict[str, float]:
    """Cold (fresh profile) and warm (revisit) navigation to first answer, and the bytes served."""
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    with serve({"/": site}) as (base, log):
        url = f"{base}/search/?q={quote(str(request.get('query', '')))}"
        for _ in range(runs):
            context = browser.new_context()
            try:
                page = context.new_page()
                cold.append(_first_result(page, url, request, log))
                page.wait_for_timeout(500)  # let the service worker settle, as a reader would
                warm.append(_first_result(page, url, request, log))
            finally:
                context.close()
    return {
        "cold_ms": median([run["ms"] for run in cold]),
        "warm_ms": median([run["ms"] for run in warm]),
        "cold_bytes_raw": median([run["bytes_raw"] for run in cold]),
        "cold_bytes_gzip": median([run["bytes_gzip"] for run in cold]),
        "cold_requests": median([run["requests"] for run in cold]),
        "warm_bytes_raw": median([run["bytes_raw"] for run in warm]),
    }


_LATENCIES = """async ([requests, passes]) => {
  for (const request of requests) await window.waypost.search(request);
  const runs = [];
  for (let pass = 0; pass < passes; pass++) {
    const samples = [];
    for (const request of requests) {
      const start = performance.now();
      await window.waypost.search(request);
      samples.push(performance.now() - start);
    }
    runs.push(samples);
  }
  return runs;
}"""


def worker_latencies(browser: Any, site: Path, queries: list[Query], passes: int) -> dict[str, float]:
    """Per query through window.waypost.search (page -> worker -> page round trip, one warm-up pass)."""
    with serve({"/": site}) as (base, _log):
        context = browser.new_context()
        try:
            page = context.new_page()
            page.goto(f"{base}/search/")
            page.wait_for_function("window.waypost !== undefined", timeout=WAIT_MS)
            runs = page.evaluate(_LATENCIES, [[query.request for query in queries], passes])
        finally:
            context.close()
    summaries = [latency_summary(samples) for samples in runs]
    return {
        "worker_p50_ms": median([s["p50_ms"] for s in summaries]),
        "worker_p95_ms": median([s["p95_ms"] for s in summaries]),
    }
