"""Query latency of search_core on Pyodide under Node beside CPython's: same index, same queries.

Prints a table; never asserts.

    .venv/bin/python bench/bench_pyodide.py [--catalogue DIR] [--queries FILE] [--passes N]

The browser worker's own time is search_core running on Pyodide; this measures that without a browser
(Node runs the same Pyodide from node_modules), so it isolates the engine from the page. DIR defaults to
bench/corpora/50k-synthetic (bench/make_corpora.py). Per engine mode (strict, best effort) and runtime: p50
and p95 over the queries, the median pass of N. Target (issue 13): worker p95 <= 10 ms at 50k records.
Also the search box's filter counts (search_core.facets, best effort), which the page asks beside every
search; no target of their own.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.common import (  # noqa: E402
    PYODIDE_DIR,
    load_average,
    load_queries,
    median,
    percentile,
    progress,
    run_on_pyodide,
)
from search_core import dump_index  # noqa: E402
from search_core.__main__ import load  # noqa: E402

DEFAULT_CATALOGUE = ROOT / "bench" / "corpora" / "50k-synthetic"
DEFAULT_QUERIES = ROOT / "bench" / "queries.txt"
WORKER_P95_TARGET_MS = 10.0
# Runs on both runtimes: per mode, each pass's latencies (ms) of every request, after one warm-up pass.
TIMING = """
import json, marshal, sys, time
sys.path.insert(0, "/home/pyodide")
import search_core
TEXT = open("/tmp/index.json", encoding="utf-8").read()
LOADS = {"json": [], "marshal": []}
for _ in range(3):
    started = time.perf_counter()
    INDEX = search_core.load_index(TEXT)
    LOADS["json"].append((time.perf_counter() - started) * 1000)
KEPT = marshal.dumps(search_core.stored_index(INDEX))
for _ in range(3):
    started = time.perf_counter()
    search_core.index_from_stored(marshal.loads(KEPT))
    LOADS["marshal"].append((time.perf_counter() - started) * 1000)
REQUESTS = json.load(open("/tmp/requests.json", encoding="utf-8"))
PASSES = %(passes)d
RESULT = {"load": [LOADS["json"], LOADS["marshal"]]}
for best_effort in (False, True):
    for request in REQUESTS:
        search_core.search_json(request, INDEX, best_effort=best_effort)
    passes = []
    for _ in range(PASSES):
        samples = []
        for request in REQUESTS:
            started = time.perf_counter()
            search_core.search_json(request, INDEX, best_effort=best_effort)
            samples.append((time.perf_counter() - started) * 1000)
        passes.append(samples)
    RESULT["best effort" if best_effort else "strict"] = passes
# The search box's filter counts, asked beside every search the page shows (search_core.facets).
OBJECTS = [json.loads(request) for request in REQUESTS]
for request in OBJECTS:
    search_core.facets(request, INDEX, lenient=True, best_effort=True)
passes = []
for _ in range(PASSES):
    samples = []
    for request in OBJECTS:
        started = time.perf_counter()
        search_core.facets(request, INDEX, lenient=True, best_effort=True)
        samples.append((time.perf_counter() - started) * 1000)
    passes.append(samples)
RESULT["facets, best effort"] = passes
json.dumps(RESULT)
"""


def run_cpython(work: Path) -> dict[str, list[list[float]]]:
    """The timing script on this CPython (search_core from this tree)."""
    text = (work / "timing.py").read_text(encoding="utf-8").replace("/tmp/", f"{work.as_posix()}/")
    namespace: dict[str, object] = {}
    exec(text, namespace)
    result: dict[str, list[list[float]]] = namespace["RESULT"]  # type: ignore[assignment]
    return result


def run_pyodide(work: Path) -> dict[str, list[list[float]]]:
    """The timing script on Pyodide under Node."""
    probe = (work / "timing.py").read_text(encoding="utf-8")
    files = [work / "index.json", work / "requests.json"]
    return json.loads(run_on_pyodide(work, probe, files, timeout=1800))


def summary(passes: list[list[float]]) -> tuple[float, float]:
    """(p50, p95) of the median pass by p95."""
    figures = sorted((percentile(samples, 50), percentile(samples, 95)) for samples in passes)
    ordered = sorted(figures, key=lambda pair: pair[1])
    return ordered[len(ordered) // 2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--catalogue", type=Path, default=DEFAULT_CATALOGUE)
    parser.add_argument("--queries", type=Path, default=DEFAULT_QUERIES)
    parser.add_argument("--passes", type=int, default=3)
    args = parser.parse_args(argv)
    if shutil.which("node") is None or not (PYODIDE_DIR / "pyodide.mjs").exists():
        print("bench_pyodide: needs Node and node_modules/pyodide (npm ci); nothing measured")
        return 0
    if not (args.catalogue / "services").is_dir():
        print(f"bench_pyodide: no catalogue at {args.catalogue} (see bench/make_corpora.py); nothing done")
        return 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        progress(f"bench_pyodide: building the index of {args.catalogue}")
        index = load(str(args.catalogue), None)
        records = len(index["records"])
        (work / "index.json").write_text(dump_index(index), encoding="utf-8")
        requests = [query.request_json for query in load_queries(args.queries)]
        (work / "requests.json").write_text(json.dumps(requests), encoding="utf-8")
        (work / "timing.py").write_text(TIMING % {"passes": args.passes}, encoding="utf-8")
        progress(f"bench_pyodide: {len(requests)} requests x {args.passes} passes on CPython")
        cpython = run_cpython(work)
        progress(f"bench_pyodide: the same on Pyodide under Node (load average {load_average()})")
        pyodide = run_pyodide(work)
    print(f"| {records:,} records, {len(requests)} requests | p50 ms | p95 ms | target |")
    print("| --- | ---: | ---: | --- |")
    worst = 0.0
    for mode in ("strict", "best effort", "facets, best effort"):
        for runtime, results in (("CPython", cpython), ("Pyodide (Node)", pyodide)):
            p50, p95 = summary(results[mode])
            target = ""
            if runtime.startswith("Pyodide") and not mode.startswith("facets"):
                worst = max(worst, p95)
                verdict = "met" if p95 <= WORKER_P95_TARGET_MS else "MISSED"
                target = f"p95 <= {WORKER_P95_TARGET_MS:g} ms: {verdict}"
            print(f"| {mode}, {runtime} | {p50:.2f} | {p95:.2f} | {target} |")
    print()
    print("| index load, median of 3 | CPython ms | Pyodide (Node) ms |")
    print("| --- | ---: | ---: |")
    forms = ("the JSON file (load_index)", "the worker's marshal copy (index_from_stored)")
    for number, form in enumerate(forms):
        print(f"| {form} | {median(cpython['load'][number]):.0f} | {median(pyodide['load'][number]):.0f} |")
    elapsed = time.perf_counter() - started
    print(f"bench_pyodide: {records:,} records, worst Pyodide p95 {worst:.2f} ms in {elapsed:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
