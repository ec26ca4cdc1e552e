"""Benchmark pasted paragraphs in process: what the search box's best effort costs on a long request.

    .venv/bin/python bench/bench_pasted.py [--corpus NAME ...] [--passes N]

The requests are the held-out sets of long requests (bench/relevance/queries-blind40.jsonl and -41: 120
paragraphs of 341 to 588 characters, seven languages) and one paste of 2,000 UTF-16 code units (the search
box's limit) made of them, each searched as the search box asks (lenient, best effort) and with the
facet counts the search page shows beside it. Corpora are those of bench/make_corpora.py and the imported
catalogue. Prints a table; never asserts. No target is set: the figures are for deciding one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import search_core  # noqa: E402
from bench.common import percentile  # noqa: E402
from search_core.__main__ import load  # noqa: E402

SETS = ("queries-blind40.jsonl", "queries-blind41.jsonl")
CORPORA = ("imported", "10k", "50k-synthetic")
PASTE_UNITS = 2000


def progress(message: str) -> None:
    """One progress line on stderr."""
    print(f"[bench_pasted] {message}", file=sys.stderr, flush=True)


def paragraphs() -> list[str]:
    """The long requests of the held-out sets, in file order."""
    found = []
    for name in SETS:
        for line in (ROOT / "bench" / "relevance" / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and json.loads(line)["group"] == "long":
                found.append(str(json.loads(line)["query"]))
    return found


def timed_ms(request: dict[str, Any], index: dict[str, Any]) -> tuple[float, float]:
    """Milliseconds of the search and of its facet counts, as the search page asks for both."""
    start = time.perf_counter()
    search_core.search(request, index, lenient=True, best_effort=True)
    middle = time.perf_counter()
    search_core.facets(request, index, lenient=True, best_effort=True)
    return (middle - start) * 1000, (time.perf_counter() - middle) * 1000


def measure(directory: Path, texts: list[str], passes: int) -> dict[str, float]:
    """Median over passes per paragraph, then p50, p95 and max over paragraphs; and the 2,000-unit paste."""
    index = load(str(directory), None)
    timed_ms({"query": texts[0]}, index)  # warm-up
    searches: list[list[float]] = [[] for _ in texts]
    counts: list[list[float]] = [[] for _ in texts]
    for _ in range(passes):
        for number, text in enumerate(texts):
            search, facets = timed_ms({"query": text}, index)
            searches[number].append(search)
            counts[number].append(facets)
    longest = " ".join(texts)[:PASTE_UNITS]
    search_ms = [statistics.median(samples) for samples in searches]
    facet_ms = [statistics.median(samples) for samples in counts]
    paste, paste_facets = timed_ms({"query": longest}, index)
    return {
        "records": float(len(index["records"])),
        "p50": percentile(search_ms, 50),
        "p95": percentile(search_ms, 95),
        "max": max(search_ms),
        "facets_p95": percentile(facet_ms, 95),
        "paste": paste,
        "paste_facets": paste_facets,
    }


def table(rows: dict[str, dict[str, float]], count: int) -> str:
    """The Markdown table of every corpus measured."""
    lines = [
        f"Pasted paragraphs ({count} long requests, lenient best effort, CPython {sys.version.split()[0]}):",
        "",
        "| corpus | records | search p50 | p95 | max | facet counts p95 | one 2,000-unit paste (+ facets) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for corpus, figures in rows.items():
        lines.append(
            f"| {corpus} | {figures['records']:,.0f} | {figures['p50']:.0f} ms | {figures['p95']:.0f} ms | "
            f"{figures['max']:.0f} ms | {figures['facets_p95']:.0f} ms | {figures['paste']:.0f} ms "
            f"(+ {figures['paste_facets']:.0f} ms) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", action="append", choices=CORPORA, help="default: all three")
    parser.add_argument("--passes", type=int, default=3)
    arguments = parser.parse_args(argv)
    texts = paragraphs()
    rows = {}
    for corpus in arguments.corpus or CORPORA:
        directory = ROOT / "bench" / "corpora" / corpus
        if not directory.is_dir():
            progress(f"{corpus}: missing (run bench/make_corpora.py); skipped")
            continue
        progress(f"{corpus}: {len(texts)} paragraphs x {arguments.passes} passes")
        rows[corpus] = measure(directory, texts, max(1, arguments.passes))
    print(table(rows, len(texts)))
    summary = ", ".join(f"{name} p95 {figures['p95']:.0f} ms" for name, figures in rows.items())
    print(f"bench_pasted: {len(rows)} corpora measured; {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
