"""MiniSearch (npm, node_modules/minisearch) on the same records, in the same Chromium.

The records are flattened to one string per field (lists joined by spaces, pricing by its model)
and served with bench/peers/minisearch.html, which loads MiniSearch's ES module from 127.0.0.1.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.common import BENCH, ROOT, Query, latency_summary, median, serve, write_json

WAIT_MS = 120_000
TEXT_FIELDS = ("slug", "name", "provider", "tagline", "description", "category")


def flatten(record: dict[str, Any], number: int) -> dict[str, Any]:
    """One MiniSearch document for a catalogue record: every searchable field as text."""
    document: dict[str, Any] = {"id": number}
    for name in TEXT_FIELDS:
        document[name] = str(record.get(name) or "")
    for name in ("capabilities", "tags", "protocols"):
        document[name] = " ".join(str(item) for item in record.get(name) or [])
    pricing = record.get("pricing")
    document["pricing"] = str(pricing.get("model", "")) if isinstance(pricing, dict) else ""
    return document


def measure(
    records: list[dict[str, Any]], work: Path, browser: Any, queries: list[Query], runs: int
) -> dict[str, float]:
    """Index time (median of runs), index bytes, per-query p50/p95 (median over passes)."""
    write_json(work / "minisearch-docs.json", [flatten(record, n) for n, record in enumerate(records)])
    mounts = {
        "/peers/": BENCH / "peers",
        "/node_modules/minisearch/": ROOT / "node_modules" / "minisearch",
        "/work/": work,
    }
    with serve(mounts, isolated=True) as (base, _log):
        context = browser.new_context()
        try:
            page = context.new_page()
            page.goto(f"{base}/peers/minisearch.html?docs=/work/minisearch-docs.json")
            page.wait_for_function("window.benchReady === true", timeout=WAIT_MS)
            page.evaluate("() => window.bench.load()")
            built = page.evaluate("(runs) => window.bench.build(runs)", runs)
            plain = [query.for_peer() for query in queries]
            passes = page.evaluate("([q, p]) => window.bench.latencies(q, p)", [plain, runs])
        finally:
            context.close()
    summaries = [latency_summary(samples) for samples in passes]
    return {
        "index_s": median(built["seconds"]),
        "index_bytes_raw": float(built["bytesRaw"]),
        "index_bytes_gzip": float(built["bytesGzip"]),
        "query_p50_ms": median([s["p50_ms"] for s in summaries]),
        "query_p95_ms": median([s["p95_ms"] for s in summaries]),
    }
