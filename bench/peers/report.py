"""The comparison tables: one per corpus (Waypost beside Pagefind and MiniSearch, ratios, targets),
the growth of Waypost's figures with the corpus size, and the machine's facts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Figures = dict[str, dict[str, float]]  # engine -> figure key -> value
COLUMNS = [
    "figure",
    "Waypost",
    "Pagefind",
    "MiniSearch",
    "Waypost / Pagefind",
    "Waypost / MiniSearch",
    "target",
]
GROWTH_COLUMNS = ["Waypost figure", "1k", "10k", "50k (synthetic)", "10k / 1k", "50k / 1k"]


@dataclass(frozen=True)
class Row:
    """One figure of the comparison: the key each engine reports it under, its unit and target."""

    label: str
    unit: str  # "s", "ms", "B" or "B/rec"
    waypost: str
    pagefind: str | None = None
    minisearch: str | None = None
    target: float | None = None  # the figure must be at most this (less than, for B/rec)
    target_source: str = ""


ROWS = [
    Row("index build", "s", "index_s", "index_s", "index_s", 5.0, "issue 3"),
    Row("site build (build.py build)", "s", "site_s"),
    Row("index bytes, raw", "B", "index_bytes_raw", "index_bytes_raw", "index_bytes_raw"),
    Row("index bytes, gzip", "B", "index_bytes_gzip", "index_bytes_gzip", "index_bytes_gzip"),
    Row(
        "index gzip bytes per record",
        "B/rec",
        "gzip_per_record",
        "gzip_per_record",
        "gzip_per_record",
        250,
        "issue 3",
    ),
    Row("query p50, in process (CLI engine)", "ms", "cli_p50_ms", target=1.0, target_source="issue 3"),
    Row("query p95, in process (CLI engine)", "ms", "cli_p95_ms", target=5.0, target_source="issue 3"),
    Row("query p50, inside the browser worker (Python's own time)", "ms", "worker_p50_ms"),
    Row(
        "query p95, inside the browser worker (Python's own time)",
        "ms",
        "worker_p95_ms",
        target=10.0,
        target_source="issue 4",
    ),
    Row(
        "query p50 in the browser, as the page sees it",
        "ms",
        "roundtrip_p50_ms",
        "query_p50_ms",
        "query_p50_ms",
    ),
    Row(
        "query p95 in the browser, as the page sees it",
        "ms",
        "roundtrip_p95_ms",
        "query_p95_ms",
        "query_p95_ms",
    ),
    Row("navigation to engine ready, cold", "ms", "cold_ready_ms"),
    Row(
        "navigation to first result, cold", "ms", "cold_ms", "cold_ms", target=1200, target_source="issue 13"
    ),
    Row("navigation to first result, warm", "ms", "warm_ms", "warm_ms", target=500, target_source="issue 13"),
    Row(
        "first result on a prewarmed page (Enter → results)",
        "ms",
        "prewarmed_ms",
        target=150,
        target_source="issue 13",
    ),
    Row("bytes before first result, cold (raw)", "B", "cold_bytes_raw", "cold_bytes_raw"),
    Row("bytes before first result, cold (gzip host)", "B", "cold_bytes_gzip", "cold_bytes_gzip"),
    Row(
        "bytes before first result, cold (sent; Waypost's brotli copies)",
        "B",
        "cold_bytes_sent",
        "cold_bytes_sent",
        target=4.5e6,
        target_source="issue 13",
    ),
    Row("bytes before first result, warm (raw)", "B", "warm_bytes_raw", "warm_bytes_raw"),
    Row("requests before first result, cold", "", "cold_requests", "cold_requests"),
]


def _present(value: float | None) -> bool:
    return value is not None and not math.isnan(value)


def number(value: float | None, unit: str) -> str:
    """A figure for the table: '-' when not measured."""
    if not _present(value):
        return "-"
    assert value is not None
    if unit == "B":
        return f"{value:,.0f} B"
    if unit == "s":
        return f"{value:.3f} s" if value < 10 else f"{value:.1f} s"
    if unit == "ms":
        if value < 10:
            return f"{value:.3f} ms"
        return f"{value:.1f} ms" if value < 1000 else f"{value:,.0f} ms"
    if unit == "B/rec":
        return f"{value:.0f} B"
    return f"{value:,.0f}"


def ratio(waypost: float | None, peer: float | None) -> str:
    """Waypost / peer, '-' when either is missing or the peer is zero."""
    if not (_present(waypost) and _present(peer)) or not peer:
        return "-"
    assert waypost is not None
    return f"{waypost / peer:.2f}×"


def misses(row: Row, value: float | None) -> bool:
    """True when a Waypost figure is measured and falls short of its target."""
    if row.target is None or not _present(value):
        return False
    assert value is not None
    return value >= row.target if row.unit == "B/rec" else value > row.target


def target_cell(row: Row, value: float | None) -> str:
    """The target and whether Waypost meets it."""
    if row.target is None:
        return ""
    bound = "<" if row.unit == "B/rec" else "≤"
    wanted = f"{bound} {number(row.target, row.unit)} ({row.target_source})"
    if not _present(value):
        return f"{wanted}: not measured"
    return f"{wanted}: **MISSED**" if misses(row, value) else f"{wanted}: met"


def _get(figures: Figures, engine: str, key: str | None) -> float | None:
    return figures.get(engine, {}).get(key) if key else None


def markdown_table(columns: list[str], rows: list[list[str]]) -> str:
    """A GitHub Markdown table."""
    lines = ["| " + " | ".join(columns) + " |", "| " + " | ".join("---" for _ in columns) + " |"]
    lines += ["| " + " | ".join(cells) + " |" for cells in rows]
    return "\n".join(lines)


def corpus_rows(figures: Figures) -> list[list[str]]:
    """The comparison rows of one corpus."""
    rows = []
    for row in ROWS:
        ours = _get(figures, "waypost", row.waypost)
        pf, ms = _get(figures, "pagefind", row.pagefind), _get(figures, "minisearch", row.minisearch)
        rows.append(
            [
                row.label,
                number(ours, row.unit),
                number(pf, row.unit),
                number(ms, row.unit),
                ratio(ours, pf),
                ratio(ours, ms),
                target_cell(row, ours),
            ]
        )
    return rows


def missed_targets(figures: Figures) -> list[str]:
    """Labels of the Waypost figures that miss their target."""
    return [row.label for row in ROWS if misses(row, _get(figures, "waypost", row.waypost))]


def growth_rows(by_corpus: dict[str, Figures], names: tuple[str, str, str]) -> list[list[str]]:
    """How each Waypost figure grows from the small corpus to the large and the synthetic ones."""
    small, large, synthetic = (by_corpus.get(name, {}) for name in names)
    rows = []
    for row in ROWS:
        values = [_get(figures, "waypost", row.waypost) for figures in (small, large, synthetic)]
        if not any(_present(value) for value in values):
            continue
        cells = [number(value, row.unit) for value in values]
        rows.append([row.label, *cells, ratio(values[1], values[0]), ratio(values[2], values[0])])
    return rows


def facts_table(facts: dict[str, str]) -> str:
    """The machine's facts as a two-column table."""
    return markdown_table(["machine", "value"], [[key, value] for key, value in facts.items()])


def add_derived(figures: Figures, records: int) -> None:
    """Figures computed from others: gzip bytes per record."""
    for engine_figures in figures.values():
        packed = engine_figures.get("index_bytes_gzip")
        if packed is not None and records:
            engine_figures["gzip_per_record"] = packed / records


HEADLINES = [
    ("query p95 in the browser, as the page sees it", "roundtrip_p95_ms", "query_p95_ms", "ms"),
    ("navigation to first result, cold", "cold_ms", "cold_ms", "ms"),
    ("navigation to first result, warm", "warm_ms", "warm_ms", "ms"),
    ("bytes before first result, cold (gzip host)", "cold_bytes_gzip", "cold_bytes_gzip", "B"),
    ("index bytes, gzip", "index_bytes_gzip", "index_bytes_gzip", "B"),
    ("index build", "index_s", "index_s", "s"),
]


def headline(figures: Figures) -> list[str]:
    """One sentence per key figure: Waypost against each peer that has it."""
    lines = []
    for label, ours_key, peer_key, unit in HEADLINES:
        ours = _get(figures, "waypost", ours_key)
        if not _present(ours):
            continue
        peers = []
        for engine, name in (("pagefind", "Pagefind"), ("minisearch", "MiniSearch")):
            theirs = _get(figures, engine, peer_key)
            if _present(theirs):
                peers.append(f"{name} {number(theirs, unit)} ({ratio(ours, theirs)})")
        if peers:
            lines.append(f"{label}: Waypost {number(ours, unit)}; " + "; ".join(peers))
    return lines
