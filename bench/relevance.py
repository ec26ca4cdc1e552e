#!/usr/bin/env python3
"""Judged relevance benchmark: nDCG@5, success@1 and zero results per query group, Waypost against peers.

    python bench/relevance.py                     # report on both corpora, every system
    python bench/relevance.py --pool              # write the unjudged pooled top-5 pairs to judge
    python bench/relevance.py --engine /work/wt-search --out bench/out/relevance.md

Queries (`bench/relevance/queries.jsonl`, written before any system was run) and graded judgments
(`bench/relevance/judgments.jsonl`, 0/1/2, guidelines in `bench/relevance/README.md`) are committed.
Systems: Waypost strict (`search_core.search` default), Waypost best effort (`best_effort=True`, when the
engine has it), MiniSearch (Node, `bench/relevance/minisearch_top.mjs`: OR, prefix, fuzzy 0.2, name
boost) and BM25 (`rank_bm25.BM25Okapi` over lowercase words). Corpora: the committed `catalogue/` and a
catalogue imported from everything in ../shared/data under the documented category rules (`all`, no
keyword classification), cached in `bench/corpora/imported`. `--engine PATH` puts PATH first on
sys.path before search_core is imported. Unjudged results count as 0 and are counted in the report.
Progress goes to stderr, the Markdown report to stdout (and `--out FILE`), the last line is a summary.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "bench" / "relevance"
QUERIES = HERE / "queries.jsonl"
JUDGMENTS = HERE / "judgments.jsonl"
SAME_INTENT = HERE / "same_intent.json"
MINISEARCH_SCRIPT = HERE / "minisearch_top.mjs"
DATA = ROOT.parent / "shared" / "data"
IMPORTED = ROOT / "bench" / "corpora" / "imported"
POOL = ROOT / "bench" / "out" / "relevance-pool.jsonl"
BENCHMARKS = ROOT / "BENCHMARKS.md"
SECTION_START = "<!-- relevance section: written by bench/relevance.py --benchmarks, kept by bench/run.py -->"
SECTION_END = "<!-- end of the relevance section -->"
# What follows this marker within the section (the held-out sets' subsections) is written by hand: a new
# section from --benchmarks keeps it.
KEPT_BY_HAND = "<!-- kept by hand: bench/relevance.py --benchmarks keeps what follows -->"
CORPUS_NAMES = ("committed", "imported")
SYSTEMS = ("waypost-strict", "waypost-best-effort", "minisearch", "bm25")
SYSTEM_TITLES = {
    "waypost-strict": "Waypost strict",
    "waypost-best-effort": "Waypost best effort",
    "minisearch": "MiniSearch",
    "bm25": "BM25",
}
LANGUAGES = ("en", "de", "es", "fr", "pt", "it", "tr")
GROUPS = ("sentence", "multilingual", "typo-brand-abbrev-synonym", "keyword", "no-relevant")
# Groups only some held-out sets hold: scored like the others, a row of their own only where they occur.
HELD_OUT_GROUPS = (
    "alternatives", "constraint", "agent", "compare", "named", "exclude", "workflow", "nonnative", "leaving",
    "jargon", "long", "spoken", "code",
)  # fmt: skip
ALL_GROUPS = (*GROUPS[:-1], *HELD_OUT_GROUPS, GROUPS[-1])
NO_RELEVANT = "no-relevant"
TOP = 5
PEER_FIELDS = ("name", "provider", "tagline", "description", "capabilities", "tags", "category")
Record = dict[str, Any]
Judged = dict[tuple[str, str], dict[str, int]]
_STARTED = time.monotonic()


def progress(message: str) -> None:
    print(f"[relevance {time.monotonic() - _STARTED:6.1f}s] {message}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Query:
    id: str
    group: str
    lang: str
    query: str
    intent: str


@dataclass(frozen=True)
class Ranked:
    """One system's answer to one query: its top slugs, how many it found, whether it said "no match"."""

    slugs: tuple[str, ...]
    total: int
    flagged: bool = False


@dataclass
class Run:
    """Every answer of the available systems on one corpus; a missing system has a reason instead."""

    corpus: str
    answers: dict[str, dict[str, Ranked]] = field(default_factory=dict)
    missing: dict[str, str] = field(default_factory=dict)


# --- metrics (pure) -------------------------------------------------------------------------------


def dcg(grades: Sequence[int]) -> float:
    """Discounted cumulative gain: gain 2^g - 1, discount log2(rank + 1)."""
    return sum((2**grade - 1) / math.log2(rank + 2) for rank, grade in enumerate(grades))


def ndcg_at(ranked: Sequence[int], judged: Iterable[int], k: int = TOP) -> float | None:
    """nDCG@k of the grades in ranked order against the ideal order of all judged grades (None: no gain)."""
    ideal = dcg(sorted(judged, reverse=True)[:k])
    return dcg(list(ranked)[:k]) / ideal if ideal > 0 else None


def grades_of(slugs: Sequence[str], judged: dict[str, int]) -> list[int]:
    """The grade of each result; an unjudged result counts as 0."""
    return [judged.get(slug, 0) for slug in slugs]


def mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


# --- queries and judgments ------------------------------------------------------------------------


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_queries(path: Path = QUERIES) -> list[Query]:
    return [Query(**row) for row in read_jsonl(path)]


def held_out_files() -> list[Path]:
    """Every held-out query file of bench/relevance/ (all but the tuned queries.jsonl), in written order."""
    return sorted(HERE.glob("queries-*.jsonl"), key=lambda path: (len(path.name), path.name))


def load_query_files(paths: list[Path]) -> list[Query]:
    """The queries of several files, in order; an id given twice is refused (the judgments are by id)."""
    queries = [query for path in paths for query in load_queries(path)]
    seen: set[str] = set()
    for query in queries:
        if query.id in seen:
            raise SystemExit(f"relevance: query id {query.id} is given twice in {', '.join(map(str, paths))}")
        seen.add(query.id)
    return queries


def load_judgments(path: Path = JUDGMENTS, same_intent: Path | None = SAME_INTENT) -> Judged:
    """(query id, corpus) -> {slug: grade}: the direct judgments, plus those shared within intent classes."""
    judged: Judged = {}
    for row in read_jsonl(path):
        judged.setdefault((row["id"], row["corpus"]), {})[row["slug"]] = int(row["grade"])
    if same_intent is not None and same_intent.exists():
        classes = json.loads(same_intent.read_text(encoding="utf-8"))
        share(judged, classes["classes"], [tuple(feed) for feed in classes["feeds"]])
    return judged


def judgments_in_corpus(judged: Judged, corpus: str, slugs: set[str]) -> Judged:
    """The judgments with those of `corpus` kept to its records: a judged record the corpus no longer holds
    (one measured and not added, or renamed) must not raise the ideal every system is measured against."""
    kept: Judged = {}
    for key, grades in judged.items():
        in_corpus = {slug: grade for slug, grade in grades.items() if slug in slugs}
        kept[key] = in_corpus if key[1] == corpus else grades
    return kept


def consensus(grades: list[int]) -> int:
    """The grade most members gave; a tie goes to the lower grade."""
    return max(set(grades), key=lambda grade: (grades.count(grade), -grade))


def share(judged: Judged, classes: dict[str, list[str]], feeds: list[tuple[str, ...]]) -> None:
    """Give every query of a class the class's consensus grade for the records it has not judged itself.

    Queries of a class ask for exactly the same thing (other words, another language), so a record's
    grade for one holds for all; a query's own judgment always wins. A feed (source, target) also offers
    the source class's grades to the target class, one way (any SQL database answers "any database").
    """
    votes: dict[str, dict[tuple[str, str], list[int]]] = {name: {} for name in classes}
    for name, members in classes.items():
        for (query_id, corpus), grades in judged.items():
            if query_id in members:
                for slug, grade in grades.items():
                    votes[name].setdefault((corpus, slug), []).append(grade)
    agreed = {
        name: {pair: consensus(grades) for pair, grades in pairs.items()} for name, pairs in votes.items()
    }
    for source, target in feeds:
        for pair, grade in agreed[source].items():
            agreed[target].setdefault(pair, grade)
    for name, members in classes.items():
        for query_id in members:
            for (corpus, slug), grade in agreed[name].items():
                judged.setdefault((query_id, corpus), {}).setdefault(slug, grade)


# --- corpora ----------------------------------------------------------------------------------------


def import_corpus(data: Path, out: Path) -> None:
    """Import everything in `data` with the documented category rules into the catalogue directory `out`."""
    from waypost.importers import run_import
    from waypost.importers.output import write_tree
    from waypost.importers.provenance import SHARED_DATA_FILES

    paths = [data / source for source in SHARED_DATA_FILES if (data / source).exists()]
    if not paths:
        raise SystemExit(f"relevance: no source data under {data}")
    progress(f"importing {len(paths)} sources from {data} (documented category rules) into {out}")
    result = run_import("all", paths, lambda _line: None)
    write_tree(out, result.files)
    progress(f"imported {len(result.records)} records")


def corpus_directory(name: str, data: Path = DATA, committed: Path | None = None) -> Path | None:
    """The catalogue directory of a corpus (imported on first use); None when its data is absent.

    `committed` stands in for catalogue/ (a snapshot of it, e.g. `git archive REV catalogue`), so that an
    engine change is measured on the catalogue it was judged with: two more records move rarity weights by a
    quarter step and reorder near ties elsewhere (BENCHMARKS.md, "126 → 128 committed records")."""
    if name == "committed":
        return committed if committed is not None else ROOT / "catalogue"
    if not (IMPORTED / "services").is_dir():
        if not data.is_dir():
            return None
        import_corpus(data, IMPORTED)
    return IMPORTED


def read_records(directory: Path) -> list[Record]:
    """The records as search_core's CLI reads them (services/*.json sorted by file name)."""
    from search_core.__main__ import read_records as cli_read_records

    return cli_read_records(directory)


def waypost_index(directory: Path) -> dict[str, Any]:
    """The index exactly as `python -m search_core --catalogue DIR` builds it."""
    from search_core.__main__ import load

    return load(str(directory), None)


# --- systems ----------------------------------------------------------------------------------------


def has_best_effort() -> bool:
    import search_core

    return "best_effort" in inspect.signature(search_core.search).parameters


def waypost_answer(index: dict[str, Any], text: str, best_effort: bool) -> Ranked:
    """Waypost's top results for a query typed as it is (relay profile)."""
    import search_core

    request = {"query": text, "limit": TOP}
    search: Callable[..., dict[str, Any]] = search_core.search
    # best effort as the site's search box asks: lenient, so that a pasted paragraph is searched too
    options = {"lenient": True, "best_effort": True} if best_effort else {}
    response = search(request, index, **options)
    if "services" not in response:  # an error response: nothing shown, and it says why
        return Ranked((), 0, True)
    slugs = tuple(str(service["slug"]) for service in response["services"][:TOP])
    return Ranked(slugs, int(response["total"]), bool(response["search"]["reasonCodes"]))


def waypost_answers(index: dict[str, Any], queries: Sequence[Query], best_effort: bool) -> dict[str, Ranked]:
    return {q.id: waypost_answer(index, q.query, best_effort) for q in queries}


def field_text(record: Record, name: str) -> str:
    value = record.get(name)
    if isinstance(value, list):
        return " ".join(str(item) for item in value)
    return "" if value is None else str(value)


def peer_document(record: Record) -> dict[str, str]:
    """What the peers index: the slug and the searchable fields as plain text."""
    return {"slug": str(record["slug"]), **{name: field_text(record, name) for name in PEER_FIELDS}}


def minisearch_answers(records: Sequence[Record], queries: Sequence[Query]) -> dict[str, Ranked]:
    """MiniSearch in one Node process over every query."""
    payload = {
        "docs": [peer_document(r) for r in records],
        "queries": [q.query for q in queries],
        "limit": TOP,
    }
    done = subprocess.run(
        ["node", str(MINISEARCH_SCRIPT)],
        input=json.dumps(payload).encode("utf-8"),
        capture_output=True,
        check=True,
        cwd=ROOT,
    )
    results = json.loads(done.stdout)["results"]
    return {q.id: Ranked(tuple(r["slugs"]), int(r["total"])) for q, r in zip(queries, results, strict=True)}


def words(text: str) -> list[str]:
    """BM25's tokenization: lowercase runs of letters and digits."""
    return re.findall(r"\w+", text.casefold())


def bm25_answers(records: Sequence[Record], queries: Sequence[Query]) -> dict[str, Ranked]:
    """BM25Okapi; a record is a result when it has at least one query word, best score first."""
    from rank_bm25 import BM25Okapi

    documents = [words(" ".join(peer_document(r)[name] for name in PEER_FIELDS)) for r in records]
    vocabularies = [set(document) for document in documents]
    model = BM25Okapi(documents)
    answers = {}
    for q in queries:
        tokens = words(q.query)
        scores = model.get_scores(tokens)
        hits = [n for n, vocabulary in enumerate(vocabularies) if vocabulary.intersection(tokens)]
        hits.sort(key=lambda n: (-float(scores[n]), n))
        answers[q.id] = Ranked(tuple(str(records[n]["slug"]) for n in hits[:TOP]), len(hits))
    return answers


def minisearch_version() -> str:
    package = ROOT / "node_modules" / "minisearch" / "package.json"
    return json.loads(package.read_text(encoding="utf-8"))["version"] if package.exists() else "?"


def run_systems(name: str, directory: Path, queries: Sequence[Query], systems: Sequence[str]) -> Run:
    """Every requested system on one corpus; a system that cannot run is recorded with its reason."""
    run = Run(name)
    records = read_records(directory)
    progress(f"{name}: {len(records)} records from {directory}")
    index = waypost_index(directory) if any(s.startswith("waypost") for s in systems) else {}
    runners: dict[str, Callable[[], dict[str, Ranked]]] = {
        "waypost-strict": lambda: waypost_answers(index, queries, False),
        "waypost-best-effort": lambda: waypost_answers(index, queries, True),
        "minisearch": lambda: minisearch_answers(records, queries),
        "bm25": lambda: bm25_answers(records, queries),
    }
    for system in systems:
        if system == "waypost-best-effort" and not has_best_effort():
            run.missing[system] = "search_core.search has no best_effort option in this engine"
            continue
        try:
            run.answers[system] = runners[system]()
        except (ImportError, OSError, subprocess.CalledProcessError) as problem:
            run.missing[system] = f"{type(problem).__name__}: {str(problem)[:160]}"
            progress(f"{name}: {system} unavailable ({run.missing[system]})")
            continue
        progress(f"{name}: {system} answered {len(queries)} queries")
    return run


# --- pooling ----------------------------------------------------------------------------------------


def facts_for_judges(record: Record) -> str:
    """The facts a person chooses by (auth, pricing, protocols, website): what constraints are about."""
    pricing = record.get("pricing") or {}
    summary = str(pricing.get("summary") or "")[:120]
    return "; ".join(
        [
            f"auth: {record.get('auth') or 'unknown'}",
            f"pricing: {pricing.get('model') or 'unknown'}" + (f" ({summary})" if summary else ""),
            "protocols: " + ", ".join(record.get("protocols") or []),
            f"website: {record.get('website') or 'none'}",
        ]
    )


def pool_rows(run: Run, queries: Sequence[Query], records: Sequence[Record], judged: Judged) -> list[Record]:
    """One row per unjudged (query, corpus, slug) in any system's top 5, with what is needed to judge it."""
    by_slug = {str(r["slug"]): r for r in records}
    rows = []
    for q in queries:
        known = judged.get((q.id, run.corpus), {})
        found: dict[str, list[str]] = {}
        for system, answers in run.answers.items():
            for slug in answers[q.id].slugs:
                if slug not in known:
                    found.setdefault(slug, []).append(system)
        for slug, systems in sorted(found.items()):
            record = by_slug.get(slug, {})
            rows.append(
                {
                    "id": q.id,
                    "corpus": run.corpus,
                    "query": q.query,
                    "intent": q.intent,
                    "slug": slug,
                    "name": record.get("name"),
                    "provider": record.get("provider"),
                    "category": record.get("category"),
                    "tagline": record.get("tagline"),
                    "capabilities": record.get("capabilities"),
                    "tags": record.get("tags"),
                    "description": str(record.get("description", ""))[:400],
                    "facts": facts_for_judges(record),
                    "systems": systems,
                }
            )
    return rows


# --- report -----------------------------------------------------------------------------------------


@dataclass
class Scores:
    """One system's figures over one group of queries on one corpus."""

    ndcg: list[float] = field(default_factory=list)
    success: list[float] = field(default_factory=list)
    zero: list[float] = field(default_factory=list)
    says_no_match: list[float] = field(default_factory=list)
    unjudged: int = 0


def has_relevant(judged: dict[str, int]) -> bool:
    return any(grade >= 1 for grade in judged.values())


def has_answer(judged: dict[str, int]) -> bool:
    return any(grade == 2 for grade in judged.values())


def score_query(q: Query, answer: Ranked, judged: dict[str, int], scores: Scores) -> None:
    """Add one query's figures: relevance figures when a relevant record exists, honesty for no-relevant."""
    scores.unjudged += sum(slug not in judged for slug in answer.slugs)
    if q.group == NO_RELEVANT:
        if not has_answer(judged):
            scores.says_no_match.append(float(not answer.slugs or answer.flagged))
        return
    value = ndcg_at(grades_of(answer.slugs, judged), judged.values())
    if value is None:
        return
    scores.ndcg.append(value)
    scores.success.append(float(bool(answer.slugs) and judged.get(answer.slugs[0], 0) == 2))
    scores.zero.append(float(not answer.slugs))


def score_run(run: Run, queries: Sequence[Query], judged: Judged) -> dict[str, dict[str, Scores]]:
    """system -> group (and "overall") -> Scores."""
    table: dict[str, dict[str, Scores]] = {}
    for system, answers in run.answers.items():
        groups = {group: Scores() for group in (*ALL_GROUPS, "overall")}
        for q in queries:
            known = judged.get((q.id, run.corpus), {})
            score_query(q, answers[q.id], known, groups[q.group])
            score_query(q, answers[q.id], known, groups["overall"])
        table[system] = groups
    return table


def figure(values: list[float], percent: bool = False) -> str:
    value = mean(values)
    if value is None:
        return "–"
    return f"{value * 100:.0f} %" if percent else f"{value:.2f}"


def queries_counted(table: dict[str, dict[str, Scores]], group: str) -> str:
    first = next(iter(table.values()), None)
    if first is None:
        return "0"
    scores = first[group]
    return str(len(scores.says_no_match) if group == NO_RELEVANT else len(scores.ndcg))


def markdown_table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = [
        "| " + " | ".join(header) + " |",
        "| " + " | ".join(["---"] + ["---:"] * (len(header) - 1)) + " |",
    ]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def unanswerable(corpus: str, queries: Sequence[Query], judged: Judged) -> str:
    """Which queries are left out of the relevance figures: no judged relevant record in this corpus."""
    left_out = [
        q.id for q in queries if q.group != NO_RELEVANT and not has_relevant(judged.get((q.id, corpus), {}))
    ]
    named = ", ".join(left_out) if left_out else "none"
    return f"Not counted (no judged relevant record in this corpus): {len(left_out)} queries ({named})."


def corpus_section(
    run: Run, table: dict[str, dict[str, Scores]], records: int, queries: Sequence[Query], judged: Judged
) -> list[str]:
    """The Markdown of one corpus: one row per group and overall, per system nDCG@5 / success@1 / zero."""
    systems = [s for s in SYSTEMS if s in run.answers or s in run.missing]
    header = ["group", "queries"] + [SYSTEM_TITLES[s] for s in systems]
    rows = []
    present = {q.group for q in queries}
    for group in (*ALL_GROUPS, "overall"):
        if group in HELD_OUT_GROUPS and group not in present:
            continue
        row = [group, queries_counted(table, group)]
        for system in systems:
            if system not in table:
                row.append("n/a")
                continue
            scores = table[system][group]
            if group == NO_RELEVANT:
                row.append(f"says no match {figure(scores.says_no_match, True)}")
            else:
                row.append(f"{figure(scores.ndcg)} · {figure(scores.success)} · {figure(scores.zero, True)}")
        rows.append(row)
    unjudged = ["unjudged in top 5", ""] + [
        str(table[s]["overall"].unjudged) if s in table else "n/a" for s in systems
    ]
    lines = [f"### {run.corpus} catalogue ({records:,} records)", ""]
    lines += markdown_table(header, [*rows, unjudged])
    lines.append("")
    lines.append(
        "Cells: nDCG@5 · success@1 · zero-result rate, over the queries with a judged relevant record in this"
        " corpus; the no-relevant row: share of its queries answered with nothing or a reason code."
    )
    lines.append(f"- {unanswerable(run.corpus, queries, judged)}")
    lines += [
        "",
        "By query language (every group but no-relevant):",
        "",
        *language_table(run, queries, judged, systems),
    ]
    for system, reason in run.missing.items():
        lines.append(f"- {SYSTEM_TITLES[system]}: n/a ({reason})")
    return [*lines, ""]


def language_table(run: Run, queries: Sequence[Query], judged: Judged, systems: list[str]) -> list[str]:
    """nDCG@5 per query language (English: every English query outside the no-relevant group)."""
    rows = []
    for language in LANGUAGES:
        chosen = [q for q in queries if q.lang == language and q.group != NO_RELEVANT]
        row = [language, ""]
        for system in systems:
            if system not in run.answers:
                row.append("n/a")
                continue
            scored = [query_ndcg(q, run.answers[system][q.id], run.corpus, judged) for q in chosen]
            values = [value for value in scored if value is not None]
            row.append(figure(values))
            row[1] = str(len(values))
        rows.append(row)
    header = ["language", "queries"] + [f"{SYSTEM_TITLES[s]} nDCG@5" for s in systems]
    return markdown_table(header, rows)


def query_ndcg(q: Query, answer: Ranked, corpus: str, judged: Judged) -> float | None:
    """One query's nDCG@5 on a corpus; None when nothing relevant is judged there."""
    known = judged.get((q.id, corpus), {})
    return ndcg_at(grades_of(answer.slugs, known), known.values())


def per_query_rows(runs: list[tuple[Run, int]], queries: Sequence[Query], judged: Judged) -> list[Record]:
    """One row per query and corpus: each system's top 5 with grades and nDCG@5 (for finding failures)."""
    rows = []
    for run, _records in runs:
        for q in queries:
            known = judged.get((q.id, run.corpus), {})
            row: Record = {"id": q.id, "corpus": run.corpus, "group": q.group, "query": q.query}
            for system, answers in run.answers.items():
                answer = answers[q.id]
                row[system] = {
                    "ndcg5": query_ndcg(q, answer, run.corpus, judged),
                    "top": [[slug, known.get(slug)] for slug in answer.slugs],
                    "total": answer.total,
                    "flagged": answer.flagged,
                }
            rows.append(row)
    return rows


def report(
    runs: list[tuple[Run, int]], queries: Sequence[Query], judged: Judged, engine: str
) -> tuple[str, str]:
    """The Markdown report and the one-line summary."""
    lines = [
        f"Relevance on {len(queries)} queries written blind, judged 0/1/2 (bench/relevance/);"
        f" engine: {engine};"
        f" MiniSearch {minisearch_version()}, rank-bm25 BM25Okapi.",
        "",
    ]
    summary = []
    for run, records in runs:
        table = score_run(run, queries, judged)
        lines += corpus_section(run, table, records, queries, judged)
        overall = ", ".join(
            f"{SYSTEM_TITLES[s]} {figure(table[s]['overall'].ndcg)}" for s in SYSTEMS if s in table
        )
        unjudged = sum(table[s]["overall"].unjudged for s in table)
        summary.append(f"{run.corpus}: nDCG@5 {overall} ({unjudged} unjudged)")
    return "\n".join(lines), "relevance: " + "; ".join(summary)


# --- BENCHMARKS.md -----------------------------------------------------------------------------------


def section_of(text: str) -> str | None:
    """The relevance section of a BENCHMARKS.md text (markers included), if it has one."""
    start, end = text.find(SECTION_START), text.find(SECTION_END)
    if start < 0 or end < start:
        return None
    return text[start : end + len(SECTION_END)]


def with_section(text: str, section: str | None) -> str:
    """The text with its relevance section replaced by `section` (at the end; removed when None); the old
    section's part kept by hand (from KEPT_BY_HAND) goes into a new section that has none."""
    old = section_of(text)
    if old and section is not None and KEPT_BY_HAND in old and KEPT_BY_HAND not in section:
        kept = old[old.index(KEPT_BY_HAND) : -len(SECTION_END)]
        section = section[: -len(SECTION_END)].rstrip("\n") + "\n\n" + kept + SECTION_END
    body = text.replace(old, "") if old else text
    body = body.rstrip("\n") + "\n"
    return body if section is None else f"{body}\n{section}\n"


def benchmarks_section(markdown: str, argv: Sequence[str]) -> str:
    """The BENCHMARKS.md section: how it was produced, then the report."""
    command = " ".join(["python bench/relevance.py", *argv])
    lines = [
        SECTION_START,
        "## Relevance: judged top 5 (bench/relevance/)",
        "",
        f"Produced by `{command}`. Queries written before any system was run, the pooled top 5 of every"
        " system judged 0/1/2 by hand; guidelines and metric definitions in `bench/relevance/README.md`.",
        "",
        markdown.rstrip("\n"),
        SECTION_END,
    ]
    return "\n".join(lines)


# --- command line -------------------------------------------------------------------------------------


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--engine", type=Path, help="a tree whose search_core is used (put first on sys.path)"
    )
    parser.add_argument("--pool", action="store_true", help="write the unjudged pooled top-5 pairs and stop")
    parser.add_argument("--pool-out", type=Path, default=POOL, help=f"where --pool writes (default {POOL})")
    parser.add_argument("--out", type=Path, help="also write the Markdown report to FILE")
    parser.add_argument(
        "--per-query",
        type=Path,
        help="also write each query's top 5, grades and nDCG@5 per system (JSON lines)",
    )
    parser.add_argument(
        "--corpus", choices=CORPUS_NAMES, action="append", help="only this corpus (repeatable)"
    )
    parser.add_argument("--system", choices=SYSTEMS, action="append", help="only this system (repeatable)")
    parser.add_argument(
        "--benchmarks", action="store_true", help="also write the report as BENCHMARKS.md's relevance section"
    )
    parser.add_argument("--data", type=Path, default=DATA, help="the shared data folder to import")
    parser.add_argument(
        "--committed", type=Path, help="a catalogue directory for the committed corpus (default catalogue/)"
    )
    parser.add_argument(
        "--queries",
        type=Path,
        action="append",
        help=f"the queries to run (JSON lines; repeatable, pooled; default {QUERIES})",
    )
    parser.add_argument(
        "--held-out",
        action="store_true",
        help="run every held-out set of bench/relevance/ pooled as one (queries-*.jsonl)",
    )
    return parser.parse_args(argv)


def query_files(arguments: argparse.Namespace) -> list[Path]:
    """The query files a run reads: --queries (repeatable), every held-out set with --held-out, else the
    tuned queries."""
    files = list(arguments.queries or [])
    if arguments.held_out:
        files += [path for path in held_out_files() if path not in files]
    return files or [QUERIES]


def use_engine(engine: Path | None) -> str:
    """Put the engine tree (default: this tree) first on sys.path before search_core is imported.

    First, not merely present: an editable install of another checkout would otherwise win. The repository
    stays on the path after it for waypost (the importer of the imported corpus).
    """
    sys.path.insert(0, str(ROOT))
    if engine is not None:
        sys.path.insert(0, str(engine.resolve()))
    import search_core

    where = Path(search_core.__file__).resolve().parent.parent
    mode = "best effort available" if has_best_effort() else "strict only"
    return f"search_core of commit {commit_of(where)} ({mode})"


def commit_of(tree: Path) -> str:
    """The short commit of a git work tree, with "+changes" when it has uncommitted changes."""
    try:
        head = subprocess.run(
            ["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(tree), "status", "--porcelain", "--", "search_core"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return f"unknown (tree {tree.name})"
    return f"{head}+changes" if dirty else head


def main(argv: list[str] | None = None) -> int:
    arguments = parse_arguments(argv)
    engine = use_engine(arguments.engine)
    queries = load_query_files(query_files(arguments))
    judged = load_judgments()
    systems = arguments.system or list(SYSTEMS)
    runs: list[tuple[Run, int]] = []
    pooled: list[Record] = []
    for name in arguments.corpus or CORPUS_NAMES:
        directory = corpus_directory(name, arguments.data, arguments.committed)
        if directory is None:
            progress(f"{name}: skipped, no shared data at {arguments.data}")
            continue
        run = run_systems(name, directory, queries, systems)
        records = read_records(directory)
        runs.append((run, len(records)))
        judged = judgments_in_corpus(judged, name, {str(record.get("slug")) for record in records})
        if arguments.pool:
            pooled += pool_rows(run, queries, records, judged)
    if arguments.pool:
        arguments.pool_out.parent.mkdir(parents=True, exist_ok=True)
        text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in pooled)
        arguments.pool_out.write_text(text, encoding="utf-8")
        print(f"relevance: {len(pooled)} unjudged pairs pooled into {arguments.pool_out}")
        return 0
    markdown, summary = report(runs, queries, judged, engine)
    print(markdown)
    if arguments.out:
        arguments.out.parent.mkdir(parents=True, exist_ok=True)
        arguments.out.write_text(markdown + "\n", encoding="utf-8")
    if arguments.per_query:
        arguments.per_query.parent.mkdir(parents=True, exist_ok=True)
        rows = per_query_rows(runs, queries, judged)
        text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
        arguments.per_query.write_text(text, encoding="utf-8")
    if arguments.benchmarks:
        section = benchmarks_section(markdown, sys.argv[1:] if argv is None else argv)
        BENCHMARKS.write_text(with_section(BENCHMARKS.read_text(encoding="utf-8"), section), encoding="utf-8")
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
