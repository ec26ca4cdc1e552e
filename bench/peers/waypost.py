"""Waypost's own figures: the engine's and the browser runtime's benchmark modules
(bench/bench_search_core.py, bench/bench_browser.py) do the measuring; this module adapts them
to the comparison's runs and keys, and adds what only the comparison needs (the site build time
through build.py, the index bytes the built site ships).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench.common import ROOT, Query, gzip_size, median_of_runs

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


# --- in the browser: bench/bench_browser.py's measurements ---------------------------------------


def first_results(driver: Any, site: Path, text: str, runs: int) -> dict[str, float]:
    """Cold and warm navigation to the first result of a typed query (fresh on-disk profiles)."""
    from bench import bench_browser

    return bench_browser.first_results(driver, site, text, runs)


def worker_latencies(browser: Any, site: Path, queries: list[Query], passes: int) -> dict[str, float]:
    """Per query inside the worker (Python's own time) and the page's round trip."""
    from bench import bench_browser

    return bench_browser.worker_latencies(browser, site, queries, passes)
