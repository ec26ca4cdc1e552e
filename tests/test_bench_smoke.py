"""The benchmark command works: its cheapest path (no browser, no site build) on a tiny corpus.

No timing is asserted: the test checks that the command finishes with 0, prints the comparison
table with its columns and writes the report; plus table tests of the pure helpers it relies on.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.common import Query, parse_query_line, percentile  # noqa: E402
from bench.peers import report  # noqa: E402

WORDS = ["search", "scrape", "browser", "pdf", "extraction", "crawl", "news", "ocr"]


def _record(number: int) -> dict[str, object]:
    slug = f"tiny-service-{number}"
    words = [WORDS[(number + k) % len(WORDS)] for k in range(3)]
    return {
        "id": f"svc-{slug}",
        "slug": slug,
        "name": f"Tiny {words[0]} {number}",
        "provider": "Tiny Co",
        "tagline": f"Tiny {words[0]} service",
        "description": " ".join(words),
        "website": "https://tiny.example",
        "docsUrl": "",
        "category": "search",
        "tags": words[1:],
        "capabilities": words[:2],
        "protocols": ["MCP"],
        "auth": "unknown",
        "pricing": {"model": "unknown", "summary": "", "url": None, "checkedAt": None},
        "endpoint": None,
        "registryName": None,
        "sourceUrl": "https://tiny.example/src",
        "sourceType": "registry",
        "sourceCheckedAt": "2026-01-01",
        "verification": "listed",
        "notes": "",
        "featured": False,
        "color": "#123456",
    }


@pytest.fixture
def tiny_corpus(tmp_path: Path) -> Path:
    services = tmp_path / "tiny" / "services"
    services.mkdir(parents=True)
    for number in range(12):
        record = _record(number)
        (services / f"{record['slug']}.json").write_text(json.dumps(record), encoding="utf-8")
    return services.parent


def test_quick_run_prints_and_writes_the_comparison_table(tiny_corpus: Path, tmp_path: Path) -> None:
    queries = tmp_path / "queries.txt"
    queries.write_text('# comment\nsearch\npdf ocr\n{"query": "crawl", "category": "search"}\nxyzzy\n')
    out = tmp_path / "BENCHMARKS.md"
    command = [
        sys.executable,
        str(ROOT / "bench" / "run.py"),
        "--quick",
        "--no-browser",
        "--no-site",
        "--corpus",
        f"tiny={tiny_corpus}",
        "--queries",
        str(queries),
        "--out",
        str(out),
    ]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    header = "| " + " | ".join(report.COLUMNS) + " |"
    assert header in done.stdout
    assert "## tiny: 12 records" in done.stdout
    assert "| index build |" in done.stdout
    assert "| cores |" in done.stdout
    assert "browser figures skipped: --no-browser" in done.stdout
    assert done.stdout.strip().splitlines()[-1].startswith("bench: 1/1 corpora measured")
    assert out.read_text(encoding="utf-8").startswith("# Benchmarks")
    assert "4 queries" in out.read_text(encoding="utf-8")
    results = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert results["records"] == {"tiny": 12}
    assert {"index_s", "cli_p50_ms", "cli_p95_ms", "index_bytes_gzip"} <= set(
        results["figures"]["tiny"]["waypost"]
    )


@pytest.mark.parametrize(
    ("values", "pct", "expected"),
    [
        ([1.0], 50, 1.0),
        ([1.0, 2.0, 3.0], 50, 2.0),
        ([1.0, 2.0], 50, 1.5),
        ([4.0, 1.0, 3.0, 2.0], 0, 1.0),
        ([4.0, 1.0, 3.0, 2.0], 100, 4.0),
        ([float(n) for n in range(1, 101)], 95, 95.05),
    ],
)
def test_percentile(values: list[float], pct: float, expected: float) -> None:
    assert percentile(values, pct) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("", None),
        ("   ", None),
        ("# a comment", None),
        ("web search", {"query": "web search"}),
        ('{"query": "pdf", "protocol": "MCP"}', {"query": "pdf", "protocol": "MCP"}),
        ("{not json", {"query": "{not json"}),
    ],
)
def test_parse_query_line(line: str, expected: dict[str, str] | None) -> None:
    parsed = parse_query_line(line)
    assert (parsed.request if parsed else None) == expected


@pytest.mark.parametrize(
    ("request_", "text", "filters"),
    [
        ({"query": "pdf"}, "pdf", {}),
        ({"query": "Websuche", "queryEnglish": "web search"}, "web search", {}),
        ({"query": "x", "protocol": "MCP", "pricing": "free"}, "x", {"protocols": "MCP", "pricing": "free"}),
        ({"category": "data"}, "", {"category": "data"}),
    ],
)
def test_what_peers_search_for(request_: dict[str, str], text: str, filters: dict[str, str]) -> None:
    query = Query(request_)
    assert (query.text, query.filters) == (text, filters)


@pytest.mark.parametrize(
    ("unit", "value", "target", "missed"),
    [
        ("ms", 1.0, 1.0, False),
        ("ms", 1.01, 1.0, True),
        ("B/rec", 249.0, 250, False),
        ("B/rec", 250.0, 250, True),
        ("ms", float("nan"), 1.0, False),
    ],
)
def test_targets_are_flagged(unit: str, value: float, target: float, missed: bool) -> None:
    row = report.Row("x", unit, "k", target=target, target_source="issue")
    assert report.misses(row, value) is missed
    assert ("**MISSED**" in report.target_cell(row, value)) is missed


@pytest.mark.parametrize(
    ("ours", "peer", "expected"), [(2.0, 1.0, "2.00×"), (1.0, 0.0, "-"), (None, 1.0, "-")]
)
def test_ratio(ours: float | None, peer: float, expected: str) -> None:
    assert report.ratio(ours, peer) == expected


def test_headline_compares_waypost_with_each_peer_that_has_the_figure() -> None:
    figures = {
        "waypost": {"cold_ms": 3000.0, "index_s": 1.0},
        "pagefind": {"cold_ms": 600.0},
        "minisearch": {"index_s": 0.5},
    }
    assert report.headline(figures) == [
        "navigation to first result, cold: Waypost 3,000 ms; Pagefind 600.0 ms (5.00×)",
        "index build: Waypost 1.000 s; MiniSearch 0.500 s (2.00×)",
    ]


@pytest.mark.parametrize(
    ("value", "unit", "shown"),
    [
        (0.1234, "ms", "0.123 ms"),
        (10.2, "ms", "10.2 ms"),
        (3226.4, "ms", "3,226 ms"),
        (1234567, "B", "1,234,567 B"),
        (0.5712, "s", "0.571 s"),
        (37.44, "s", "37.4 s"),
        (189.6, "B/rec", "190 B"),
        (18, "", "18"),
        (float("nan"), "ms", "-"),
        (None, "s", "-"),
    ],
)
def test_number_format(value: float | None, unit: str, shown: str) -> None:
    assert report.number(value, unit) == shown


def test_the_pasted_paragraphs_benchmark_measures_and_prints_its_table(tiny_corpus: Path) -> None:
    from bench import bench_pasted

    texts = bench_pasted.paragraphs()
    assert len(texts) == 120 and min(len(text) for text in texts) > 200  # all over the contract's 200
    figures = bench_pasted.measure(tiny_corpus, texts[:3], 1)
    assert figures["records"] == 12 and 0 <= figures["p50"] <= figures["p95"] <= figures["max"]
    printed = bench_pasted.table({"tiny": figures}, 3)
    assert "| corpus | records | search p50 |" in printed and "| tiny | 12 |" in printed
