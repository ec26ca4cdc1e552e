#!/usr/bin/env python3
"""Waypost side by side with Pagefind and MiniSearch: one run, one machine, same corpora, same queries.

    python bench/run.py            # every corpus, medians of 5 runs, writes BENCHMARKS.md (~20 min)
    python bench/run.py --quick    # the committed catalogue and 1k, 2 runs, to bench/out/ (a few minutes)

Prints progress on stderr, the tables on stdout, writes BENCHMARKS.md and bench/out/results.json,
ends with a one-line summary and exits 0 whatever the figures: it never asserts a timing. A
figure that could not be measured is shown as '-' and the reason is listed under the tables.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench import common  # noqa: E402
from bench.common import OUT, Query, load_queries, progress  # noqa: E402
from bench.peers import minisearch, pagefind, report  # noqa: E402
from bench.peers import waypost as ours  # noqa: E402
from bench.relevance import section_of, with_section  # noqa: E402

CORPORA = ROOT / "bench" / "corpora"
QUERIES = ROOT / "bench" / "queries.txt"
BENCHMARKS = ROOT / "BENCHMARKS.md"
FALLBACK_QUERIES = ["web search", "scrape pdf", "browser automation", "Websuche", "xyzzy nothing"]
HEAVY_LIMIT = 12_000
TYPED = "scrape pdf"  # the query typed for the first-result figures (bench_browser.py's default)
T = TypeVar("T")
Session = tuple[Any, Any]  # Playwright's driver and the Chromium it launched


@dataclass(frozen=True)
class Corpus:
    """A catalogue directory to measure (services/*.json), named as in the tables."""

    name: str
    path: Path
    synthetic: bool = False


DEFAULT_CORPORA = [
    Corpus("catalogue", ROOT / "catalogue"),
    Corpus("1k", CORPORA / "1k"),
    Corpus("10k", CORPORA / "10k"),
    Corpus("50k-synthetic", CORPORA / "50k-synthetic", synthetic=True),
]
QUICK_CORPORA = ("catalogue", "1k")
GROWTH = ("1k", "10k", "50k-synthetic")


@dataclass
class Run:
    """Everything one invocation measured, and why anything is missing."""

    runs: int
    debug: bool = False
    argv: list[str] = field(default_factory=list)
    queries_label: str = "bench/queries.txt"
    figures: dict[str, report.Figures] = field(default_factory=dict)
    records: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def attempt(self, label: str, measure: Callable[[], T]) -> T | None:
        """Run one measurement; on failure note why and carry on (the command always finishes)."""
        progress(label)
        try:
            return measure()
        except Exception as exc:  # a benchmark reports what broke and goes on
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            self.notes.append(f"{label}: not measured ({type(exc).__name__}: {reason[:300]})")
            progress(f"  failed: {reason[:200]}")
            if self.debug:
                traceback.print_exc()
            return None


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="catalogue and 1k only, 2 runs")
    parser.add_argument("--runs", type=int, help="runs per figure (default 5, 2 with --quick)")
    parser.add_argument(
        "--corpus",
        action="append",
        default=[],
        metavar="NAME=DIR",
        help="measure this catalogue directory instead of the defaults (repeatable)",
    )
    parser.add_argument(
        "--only", help="comma-separated default corpora to measure (catalogue,1k,10k,50k-synthetic)"
    )
    parser.add_argument(
        "--queries", type=Path, default=QUERIES, help="one query a line (JSON request or words)"
    )
    parser.add_argument("--no-browser", action="store_true", help="skip every Chromium figure")
    parser.add_argument("--no-site", action="store_true", help="skip the site build (and so Pagefind)")
    parser.add_argument("--typed", default=TYPED, help="the query typed for the first-result figures")
    parser.add_argument(
        "--out", type=Path, help="Markdown report (default BENCHMARKS.md for a full run, else bench/out/)"
    )
    parser.add_argument("--debug", action="store_true", help="print tracebacks of failed measurements")
    return parser.parse_args(argv)


def report_path(args: argparse.Namespace) -> Path:
    """Where the Markdown goes: BENCHMARKS.md only for a full run, so a partial run never replaces it."""
    if args.out is not None:
        return Path(args.out)
    partial = args.quick or args.only or args.corpus or args.no_browser or args.no_site
    return OUT / "BENCHMARKS-partial.md" if partial else BENCHMARKS


def pick_corpora(args: argparse.Namespace) -> list[Corpus]:
    """The corpora this run measures."""
    if args.corpus:
        named = [spec.partition("=") for spec in args.corpus]
        return [Corpus(name, Path(path or name), synthetic="synthetic" in name) for name, _, path in named]
    wanted = set(args.only.split(",")) if args.only else set(QUICK_CORPORA if args.quick else [])
    return [corpus for corpus in DEFAULT_CORPORA if not wanted or corpus.name in wanted]


def ensure_corpora(corpora: list[Corpus], run: Run) -> None:
    """Make the imported corpora with bench/make_corpora.py when any is missing."""
    missing = [c for c in corpora if not (c.path / "services").is_dir() and c.path.parent == CORPORA]
    maker = ROOT / "bench" / "make_corpora.py"
    if not missing:
        return
    if not maker.exists():
        run.notes.append(f"corpora {', '.join(c.name for c in missing)}: bench/make_corpora.py not present")
        return
    progress(f"making corpora {', '.join(c.name for c in missing)} with bench/make_corpora.py")
    done = subprocess.run([sys.executable, str(maker)], cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        run.notes.append(f"bench/make_corpora.py failed: {(done.stderr or done.stdout).strip()[-300:]}")


def read_queries(path: Path, run: Run) -> list[Query]:
    """The benchmark queries (a short built-in list, noted, when the file is missing)."""
    if path.exists():
        return load_queries(path)
    run.notes.append(f"{path} missing: used {len(FALLBACK_QUERIES)} built-in queries instead")
    return [Query({"query": text}) for text in FALLBACK_QUERIES]


def measure_waypost_engine(
    corpus: Corpus, records: list[dict[str, Any]], queries: Path, run: Run
) -> dict[str, float]:
    """Index build time, index bytes and in-process query latency (bench/bench_search_core.py)."""
    found = run.attempt(
        f"{corpus.name}: Waypost engine in process (bench_search_core) x{run.runs}",
        lambda: ours.engine_figures(records, queries, run.runs),
    )
    return found or {}


def heavy_runs(records: int, runs: int) -> int:
    """Site builds and Pagefind indexing are the slowest figures: one run above 12,000 records keeps
    a full run near 20 minutes."""
    return runs if records <= HEAVY_LIMIT else 1


def measure_site(corpus: Corpus, records: int, run: Run) -> tuple[float | None, Path | None]:
    """Median seconds of `build.py build` and the built site."""
    site = OUT / corpus.name / "site"
    count = heavy_runs(records, run.runs)
    if count < run.runs:
        run.notes.append(
            f"{corpus.name}: site build, Pagefind indexing and Pagefind's query passes ran {count} time(s), "
            "to keep the run short"
        )
    seconds = run.attempt(
        f"{corpus.name}: site build x{count}",
        lambda: common.median([ours.build_site(corpus.path, site) for _ in range(count)]),
    )
    return seconds, (site if seconds is not None else None)


def measure_corpus(
    corpus: Corpus, queries: list[Query], session: Session | None, args: argparse.Namespace, run: Run
) -> None:
    """Every figure of every engine on one corpus, into run.figures[corpus.name]."""
    records = run.attempt(f"{corpus.name}: loading {corpus.path}", lambda: ours.load_records(corpus.path))
    if not records:
        run.notes.append(f"{corpus.name}: no records at {corpus.path}")
        return
    run.records[corpus.name] = len(records)
    progress(f"{corpus.name}: {len(records):,} records")
    figures: report.Figures = {"waypost": {}, "pagefind": {}, "minisearch": {}}
    figures["waypost"] |= measure_waypost_engine(corpus, records, args.queries, run)
    site: Path | None = None
    if not args.no_site:
        seconds, site = measure_site(corpus, len(records), run)
        if seconds is not None:
            figures["waypost"]["site_s"] = seconds
    if site is not None and (site / ours.INDEX_PATH).is_file():
        figures["waypost"] |= ours.shipped_index_bytes(site)
    if site is not None:
        work = OUT / corpus.name
        found = run.attempt(
            f"{corpus.name}: Pagefind x{run.runs}",
            lambda: pagefind.measure(
                site, work, session, queries, args.typed, run.runs, heavy_runs(len(records), run.runs)
            ),
        )
        figures["pagefind"] |= found or {}
    if session is not None:
        browser = session[1]
        found = run.attempt(
            f"{corpus.name}: MiniSearch x{run.runs}",
            lambda: minisearch.measure(records, OUT / corpus.name, browser, queries, run.runs),
        )
        figures["minisearch"] |= found or {}
    if session is not None and site is not None:
        figures["waypost"] |= measure_waypost_browser(corpus, site, queries, session, args.typed, run)
    report.add_derived(figures, len(records))
    run.figures[corpus.name] = figures


def measure_waypost_browser(
    corpus: Corpus, site: Path, queries: list[Query], session: Session, typed: str, run: Run
) -> dict[str, float]:
    """Cold and warm navigation to the first result, bytes before it, per-query latency in the worker."""
    figures: dict[str, float] = {}
    driver, browser = session
    first = run.attempt(
        f"{corpus.name}: Waypost first result cold/warm x{run.runs} (bench_browser)",
        lambda: ours.first_results(driver, site, typed, run.runs),
    )
    figures |= first or {}
    latencies = run.attempt(
        f"{corpus.name}: Waypost queries in the browser worker x{run.runs} (bench_browser)",
        lambda: ours.worker_latencies(browser, site, queries, run.runs),
    )
    figures |= latencies or {}
    return figures


CAVEATS = """## Read with care

- Waypost runs the same Python engine as the command line on Pyodide in a worker: the first visit
  downloads the Python runtime, which no JavaScript peer needs; a warm visit still starts Python.
  Peers are measured as the page sees them; Waypost both inside the worker and as the page sees it.
- Pagefind indexes the built HTML service pages (layout text included) and matches words its own way
  (no filters here, no Waypost aliases); MiniSearch gets the same records as Waypost, flattened to
  text, with every term required and prefix matching. Result counts differ between engines: these
  are speed and size figures, not a relevance comparison.
- MiniSearch builds its index in the browser, so its index bytes are the serialized index a site
  could ship instead of building it; Pagefind's index files are already compressed.
- Times inside the browser worker come from Chromium's clock without cross-origin isolation
  (0.1 ms steps); the peers' harness pages are isolated (5 µs steps).
- The synthetic variants in 10k and 50k copy real records, so their text compresses unusually well.
- The machine is 2 shared cores: other work ran beside this benchmark (see the load averages)."""


def composition(corpus: Corpus) -> str:
    """' (N real, M synthetic)' from the corpus's corpus.json, ' (synthetic)' for a synthetic corpus."""
    try:
        facts = json.loads((corpus.path / "corpus.json").read_text(encoding="utf-8"))
        return f" ({facts['real']:,} real, {facts['synthetic']:,} synthetic)"
    except (OSError, ValueError, KeyError, TypeError):
        return " (synthetic)" if corpus.synthetic else ""


def render(
    run: Run, facts: dict[str, str], corpora: list[Corpus], queries: list[Query], seconds: float
) -> str:
    """BENCHMARKS.md: how it was measured, one table per corpus, growth, misses, notes, machine."""
    parts = [
        "# Benchmarks: Waypost beside Pagefind and MiniSearch",
        "",
        f"Produced by `{' '.join(['python bench/run.py', *run.argv])}` in {seconds / 60:.1f} min "
        f"on the machine described at the end; every figure is the median of {run.runs} runs "
        f"over {len(queries)} queries ({run.queries_label}). How each figure is measured: "
        "`bench/README.md`. Ratios are Waypost / peer (below 1× means Waypost is smaller or faster). "
        "Targets come from issues 3 and 4 (stated there for 10,000 records) and are checked on every corpus.",
    ]
    preferred = [name for name in ("10k", "1k", "catalogue", *run.figures) if name in run.figures]
    headline_corpus = preferred[0] if preferred else None
    if headline_corpus is not None:
        lines = report.headline(run.figures[headline_corpus])
        parts += ["", f"## In short ({headline_corpus}; Waypost / peer in brackets)", ""]
        parts += [f"- {line}" for line in lines] or ["- no figure measured for both Waypost and a peer"]
    parts += ["", CAVEATS]
    for corpus in corpora:
        if corpus.name not in run.figures:
            continue
        parts += [
            "",
            f"## {corpus.name}: {run.records[corpus.name]:,} records{composition(corpus)}",
            "",
            report.markdown_table(report.COLUMNS, report.corpus_rows(run.figures[corpus.name])),
        ]
    growth = report.growth_rows(run.figures, GROWTH)
    if growth:
        parts += [
            "",
            "## Growth of Waypost's figures with the corpus",
            "",
            report.markdown_table(report.GROWTH_COLUMNS, growth),
        ]
    missed = [
        f"{name}: {label}"
        for name, figures in run.figures.items()
        for label in report.missed_targets(figures)
    ]
    parts += ["", "## Targets missed", ""] + ([f"- {line}" for line in missed] or ["- none"])
    if run.notes:
        parts += ["", "## Notes from this run", ""] + [f"- {note}" for note in run.notes]
    parts += ["", "## Machine", "", report.facts_table(facts), ""]
    return "\n".join(parts)


def _relative(path: Path) -> str:
    """path relative to the repository when it is inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    started = time.monotonic()
    run = Run(
        runs=max(1, args.runs or (2 if args.quick else 5)),
        debug=args.debug,
        argv=list(sys.argv[1:] if argv is None else argv),
    )
    run.queries_label = _relative(args.queries)
    corpora = pick_corpora(args)
    queries = read_queries(args.queries, run)
    progress(f"{len(corpora)} corpora, {len(queries)} queries, {run.runs} runs per figure")
    ensure_corpora(corpora, run)
    facts = common.machine_facts()
    unavailable = None if not args.no_browser else "--no-browser"
    unavailable = unavailable or common.browser_available()
    if unavailable:
        run.notes.append(f"browser figures skipped: {unavailable}")
        for corpus in corpora:
            measure_corpus(corpus, queries, None, args, run)
    else:
        with common.playwright_session() as session:
            facts["chromium (playwright)"] = str(session[1].version)
            for corpus in corpora:
                measure_corpus(corpus, queries, session, args, run)
    seconds = time.monotonic() - started
    facts["load average at the end"] = common.load_average()
    markdown = render(run, facts, corpora, queries, seconds)
    print(markdown)
    out = report_path(args)
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.exists():  # the judged relevance section is written by bench/relevance.py; keep it
        markdown = with_section(markdown, section_of(out.read_text(encoding="utf-8")))
    out.write_text(markdown, encoding="utf-8")
    common.write_json(
        out.with_suffix(".json") if args.out else OUT / "results.json",
        {
            "figures": run.figures,
            "records": run.records,
            "notes": run.notes,
            "machine": facts,
            "runs": run.runs,
        },
    )
    missed = sum(len(report.missed_targets(figures)) for figures in run.figures.values())
    print(
        f"bench: {len(run.figures)}/{len(corpora)} corpora measured, {missed} target(s) missed, "
        f"{len(run.notes)} note(s), wrote {_relative(out)} in {seconds:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
