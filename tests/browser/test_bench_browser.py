"""bench/bench_browser.py prints its table, marks missed targets and never fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import bench_browser


def test_table_marks_missed_targets() -> None:
    table = bench_browser.table({"cold_ms": 1100.0, "warm_ms": 600.0, "worker_p95_ms": 2.0})
    assert "| navigation → first result, cold (fresh profile) | 1,100 ms (target ≤ 1200) |" in table
    assert "| navigation → first result, warm (cached) | 600 ms (target ≤ 500: **MISSED**) |" in table
    assert "2.00 ms (target ≤ 10) |" in table
    assert "| bytes before first result, cold (raw) | - |" in table


@pytest.mark.parametrize(
    ("request_object", "typed"),
    [({"query": "pdf"}, "pdf"), ({"query": "x", "queryEnglish": "web search"}, "web search"), ("raw", "raw")],
)
def test_typed_text(request_object: dict[str, str] | str, typed: str) -> None:
    assert bench_browser.typed_text(request_object) == typed


def test_without_a_site_it_says_so_and_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_browser.main(["--site", str(tmp_path)]) == 0
    assert "nothing measured" in capsys.readouterr().out


def test_files_table_lists_each_body_without_its_query_and_the_totals() -> None:
    files = [("/search/index.html?q=pdf", 6_000, 6_000), ("/pyodide/pyodide.asm.wasm", 9_000_000, 2_700_000)]
    table = bench_browser.files_table(files).splitlines()
    assert table[2] == "| `/search/index.html` | 6,000 B | 6,000 B |"
    assert table[3] == "| `/pyodide/pyodide.asm.wasm` | 9,000,000 B | 2,700,000 B |"
    assert table[-1] == "| total (2 bodies; 304 revalidations not listed) | 9,006,000 B | 2,706,000 B |"
