"""Benchmark search_core in process: index build, index bytes, query latency. Prints a table; never asserts.

    .venv/bin/python bench/bench_search_core.py [--catalogue DIR] [--queries FILE] [--passes N]

DIR is a catalogue directory (services/*.json); the default, bench/corpora/10k, is made by
bench/make_corpora.py.
Targets (issue 3): index build <= 5 s, p50 <= 1 ms, p95 <= 5 ms over >= 100 mixed queries, < 250 gzipped
index bytes per record. A figure that misses its target is flagged MISS; the exit status is 0 regardless.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import search_core  # noqa: E402

DEFAULT_CATALOGUE = ROOT / "bench" / "corpora" / "10k"
DEFAULT_QUERIES = ROOT / "bench" / "queries.txt"
TARGETS = {"build_s": 5.0, "p50_ms": 1.0, "p95_ms": 5.0, "gzip_per_record": 250.0}


def progress(message: str) -> None:
    """One progress line on stderr."""
    print(f"[bench_search_core] {message}", file=sys.stderr, flush=True)


def read_records(directory: Path) -> list[dict[str, Any]]:
    """The catalogue's records, sorted by file name (slug)."""
    paths = sorted((directory / "services").glob("*.json"), key=lambda path: path.name)
    return [json.loads(path.read_text(encoding="utf-8")) for path in paths]


def read_queries(path: Path) -> list[str]:
    """Request texts: a JSON object line as it is, plain words as {"query": words}; skips # and blanks."""
    texts = []
    for line in path.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        texts.append(
            stripped if stripped.startswith("{") else json.dumps({"query": stripped}, ensure_ascii=False)
        )
    return texts


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(share / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def measure(records: list[dict[str, Any]], queries: list[str], passes: int) -> dict[str, float]:
    """Every figure of the table."""
    progress(f"building the index of {len(records)} records")
    start = time.perf_counter()
    index = search_core.build_index(records, search_core.generated_at(records))
    build_s = time.perf_counter() - start
    raw = search_core.dump_index(index).encode("utf-8")
    packed = len(gzip.compress(raw, compresslevel=6, mtime=0))
    start = time.perf_counter()
    loaded = search_core.load_index(raw.decode("utf-8"))
    load_s = time.perf_counter() - start
    start = time.perf_counter()
    search_core.search_json('{"query": "search"}', loaded)
    first_ms = (time.perf_counter() - start) * 1000
    progress(f"{len(queries)} queries x {passes} passes (after one warm-up pass)")
    for text in queries:
        search_core.search_json(text, loaded)
    per_query: list[list[float]] = [[] for _ in queries]
    for _ in range(passes):
        for number, text in enumerate(queries):
            start = time.perf_counter()
            search_core.search_json(text, loaded)
            per_query[number].append((time.perf_counter() - start) * 1000)
    latencies = [statistics.median(samples) for samples in per_query]
    records_count = max(1, len(records))
    return {
        "records": len(records),
        "queries": len(queries),
        "build_s": build_s,
        "load_s": load_s,
        "first_query_ms": first_ms,
        "raw_bytes": len(raw),
        "gzip_bytes": packed,
        "raw_per_record": len(raw) / records_count,
        "gzip_per_record": packed / records_count,
        "p50_ms": percentile(latencies, 50),
        "p95_ms": percentile(latencies, 95),
        "max_ms": max(latencies) if latencies else 0.0,
    }


def flag(name: str, value: float) -> str:
    """'ok' / 'MISS' against the target, '' for figures without one."""
    if name not in TARGETS:
        return ""
    return "ok" if value <= TARGETS[name] else "MISS"


def table(figures: dict[str, float], catalogue: Path) -> str:
    """The result table (Markdown)."""
    rows = [
        ("records", f"{figures['records']:.0f}", "", ""),
        ("queries (median of passes each)", f"{figures['queries']:.0f}", ">= 100", ""),
        ("index build", f"{figures['build_s']:.2f} s", "<= 5 s", flag("build_s", figures["build_s"])),
        ("index load (json parse)", f"{figures['load_s']:.2f} s", "", ""),
        ("first query (compiles index)", f"{figures['first_query_ms']:.1f} ms", "", ""),
        ("index bytes raw", f"{figures['raw_bytes']:,.0f}", "", ""),
        ("index bytes gzipped", f"{figures['gzip_bytes']:,.0f}", "", ""),
        ("raw bytes per record", f"{figures['raw_per_record']:.0f}", "", ""),
        ("gzipped bytes per record", f"{figures['gzip_per_record']:.0f}", "< 250",
         flag("gzip_per_record", figures["gzip_per_record"])),
        ("query p50", f"{figures['p50_ms']:.3f} ms", "<= 1 ms", flag("p50_ms", figures["p50_ms"])),
        ("query p95", f"{figures['p95_ms']:.3f} ms", "<= 5 ms", flag("p95_ms", figures["p95_ms"])),
        ("query max", f"{figures['max_ms']:.3f} ms", "", ""),
    ]  # fmt: skip
    lines = [
        f"search_core on {catalogue} (CPython {sys.version.split()[0]})",
        "",
        "| figure | value | target | |",
    ]
    lines.append("| --- | ---: | --- | --- |")
    lines += [f"| {name} | {value} | {target} | {mark} |" for name, value, target, mark in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--catalogue", type=Path, default=DEFAULT_CATALOGUE)
    parser.add_argument("--queries", type=Path, default=DEFAULT_QUERIES)
    parser.add_argument("--passes", type=int, default=5)
    arguments = parser.parse_args(argv)
    if not (arguments.catalogue / "services").is_dir():
        print(
            f"bench_search_core: {arguments.catalogue} has no services/ (make it with bench/make_corpora.py, "
            "or pass --catalogue catalogue)",
            file=sys.stderr,
        )
        return 0
    records = read_records(arguments.catalogue)
    queries = read_queries(arguments.queries)
    figures = measure(records, queries, max(1, arguments.passes))
    print(table(figures, arguments.catalogue))
    misses = [name for name in TARGETS if flag(name, figures[name]) == "MISS"]
    progress(f"done: {len(misses)} target(s) missed" + (f" ({', '.join(misses)})" if misses else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
