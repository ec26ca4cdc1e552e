"""Pagefind (PyPI pagefind-bin) over the same built site, in the same Chromium.

Index time is the `pagefind` command on the site's service pages; the browser figures load the
bundle with Pagefind's JS API from bench/peers/pagefind.html, served from 127.0.0.1.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from bench.common import (
    BENCH,
    Query,
    ServedLog,
    gzip_size,
    latency_summary,
    median,
    pagefind_binary,
    serve,
    tree_bytes,
)

# Only the service pages: one page per record, as Waypost and MiniSearch index one entry per record.
GLOB = "services/**/*.html"
WAIT_MS = 60_000
# Pagefind has no service worker: a revisit relies on the HTTP cache, so the bundle is served the way
# GitHub Pages serves static files (10 minutes' freshness) rather than revalidated on every fetch.
CACHE_CONTROL = "max-age=600"


def index_site(site: Path, bundle: Path) -> float:
    """Index the built site into bundle (replaced); seconds the pagefind command took."""
    binary = pagefind_binary()
    if binary is None:
        raise RuntimeError("pagefind is not installed (PyPI pagefind-bin, see scripts/setup.sh)")
    shutil.rmtree(bundle, ignore_errors=True)
    command = [str(binary), "--site", str(site), "--output-path", str(bundle), "--glob", GLOB, "--silent"]
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - start


def index_bytes(bundle: Path) -> tuple[int, int]:
    """Raw and gzipped bytes of the index proper (entry, meta, index, fragments, filters), not the JS/wasm."""
    raw = packed = 0
    for part in bundle.iterdir():
        if part.name == "pagefind-entry.json" or part.suffix == ".pf_meta":
            raw, packed = raw + part.stat().st_size, packed + gzip_size(part.read_bytes())
        elif part.is_dir():
            sub_raw, sub_packed = tree_bytes(part)
            raw, packed = raw + sub_raw, packed + sub_packed
    return raw, packed


def _first_result(page: Any, url: str, log: ServedLog) -> dict[str, float]:
    """Navigate, wait for the first result's data; ms from navigation start and bytes served."""
    log.reset()
    page.goto(url)
    page.wait_for_function("window.firstResult !== undefined", timeout=WAIT_MS)
    found = page.evaluate("window.firstResult")
    if "error" in found:
        raise RuntimeError(f"pagefind harness: {found['error']}")
    return {"ms": float(found["ms"]), "results": float(found["total"]), **log.snapshot()}


def first_results(driver: Any, url: str, log: ServedLog, runs: int) -> dict[str, float]:
    """Cold (fresh on-disk profile) and warm (same profile, new page) time and bytes to the first result.

    The profiles are made exactly as bench/bench_browser.py makes Waypost's.
    """
    from bench.bench_browser import fresh_profile

    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    for _ in range(runs):
        with fresh_profile(driver) as context:
            page = context.new_page()
            cold.append(_first_result(page, url, log))
            page.close()
            warm.append(_first_result(context.new_page(), url, log))
    return {
        "cold_ms": median([run["ms"] for run in cold]),
        "warm_ms": median([run["ms"] for run in warm]),
        "cold_bytes_raw": median([run["bytes_raw"] for run in cold]),
        "cold_bytes_gzip": median([run["bytes_gzip"] for run in cold]),
        "cold_bytes_sent": median([run["bytes_sent"] for run in cold]),
        "cold_requests": median([run["requests"] for run in cold]),
        "warm_bytes_raw": median([run["bytes_raw"] for run in warm]),
        "first_query_results": cold[0]["results"] if cold else float("nan"),
    }


def query_latencies(browser: Any, url: str, queries: list[Query], passes: int) -> dict[str, float]:
    """Median over passes of the p50 and p95 of search + data() of each result on the page asked for."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("window.bench !== undefined", timeout=WAIT_MS)
        plain = [query.for_peer() for query in queries]
        runs = page.evaluate("([q, p]) => window.bench.latencies(q, p)", [plain, passes])
    finally:
        context.close()
    summaries = [latency_summary(samples) for samples in runs]
    return {
        "query_p50_ms": median([s["p50_ms"] for s in summaries]),
        "query_p95_ms": median([s["p95_ms"] for s in summaries]),
    }


def measure(
    site: Path,
    work: Path,
    session: tuple[Any, Any] | None,
    queries: list[Query],
    first_query: str,
    runs: int,
    heavy_runs: int,
) -> dict[str, float]:
    """Every Pagefind figure for one built site (browser figures only with a (driver, browser) session).

    heavy_runs (indexing, latency passes) may be fewer than runs on large corpora: Pagefind takes
    seconds for a query that matches every page of a 50,000-page site.
    """
    bundle = work / "pagefind"
    seconds = [index_site(site, bundle) for _ in range(heavy_runs)]
    raw, packed = index_bytes(bundle)
    figures = {
        "index_s": median(seconds),
        "index_bytes_raw": float(raw),
        "index_bytes_gzip": float(packed),
    }
    if session is None:
        return figures
    driver, browser = session
    mounts = {"/peers/": BENCH / "peers", "/pf/": work}
    with serve(mounts, isolated=True, cache_control=CACHE_CONTROL) as (base, log):
        harness = f"{base}/peers/pagefind.html?bundle=/pf/pagefind/"
        figures |= first_results(driver, f"{harness}&q={quote(first_query)}", log, runs)
        figures |= query_latencies(browser, harness, queries, heavy_runs)
    return figures
