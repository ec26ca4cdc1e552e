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
