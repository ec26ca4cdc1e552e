"""Parity: every golden request answered in the browser worker equals the CLI's bytes on the same index."""

from __future__ import annotations

import contextlib
import difflib
import io
import json
from pathlib import Path
from typing import Any

import pytest
from browser_support import ROOT, Server, wait_engine

pytestmark = pytest.mark.browser

GOLDEN = ROOT / "tests" / "golden" / "search_cases.jsonl"
OWN_CASES = [  # used as well, so that parity is checked even without the golden file
    {"name": "own browse", "profile": "relay", "lenient": False, "request": "{}"},
    {"name": "own words", "profile": "relay", "lenient": False, "request": '{"query": "scrape pdf"}'},
    {"name": "own isto", "profile": "isto", "lenient": False, "request": '{"query": "búsqueda web 🔎"}'},
    {"name": "own lenient", "profile": "relay", "lenient": True, "request": json.dumps({"query": "x" * 300})},
    {"name": "own not json", "profile": "relay", "lenient": False, "request": "{nope"},
]
IN_BROWSER = """async (cases) => {
  const answers = [];
  for (const c of cases) {
    answers.push(await window.waypost.search(c.request, {profile: c.profile, lenient: c.lenient}));
  }
  return answers;
}"""


def cases() -> list[dict[str, Any]]:
    """The golden cases (tests/golden/search_cases.jsonl) and a few of our own."""
    golden = []
    if GOLDEN.exists():
        golden = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]
    return golden + OWN_CASES


def cli_answer(index_path: Path, case: dict[str, Any]) -> str:
    """What `python -m search_core --catalogue INDEX --request ... --profile ... [--lenient]` prints,
    run in process, without its final newline."""
    from search_core.__main__ import main

    argv = ["--catalogue", str(index_path), "--request", case["request"], "--profile", case["profile"]]
    if case["lenient"]:
        argv.append("--lenient")
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    with contextlib.redirect_stdout(out):
        main(argv)
    out.flush()
    text = out.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    assert text.endswith("\n")
    return text[:-1]


def test_every_golden_request_gives_the_cli_bytes(site: Path, server: Server, browser: Any) -> None:
    all_cases = cases()
    expected = [cli_answer(site / "search" / "index.json", case) for case in all_cases]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(server.url + "search/index.html")
        wait_engine(page)
        answers = page.evaluate(IN_BROWSER, all_cases)
    finally:
        context.close()
    failures = [
        (case, want, got) for case, want, got in zip(all_cases, expected, answers, strict=True) if want != got
    ]
    report = []
    for case, want, got in failures[:5]:
        diff = difflib.unified_diff(want.splitlines(), got.splitlines(), "CLI", "browser", lineterm="")
        report.append(f"--- {case['name']} ({case['profile']}): {case['request'][:200]}\n" + "\n".join(diff))
    if failures:
        summary = f"{len(failures)} of {len(all_cases)} requests differ:\n"
        pytest.fail(summary + "\n".join(report), pytrace=False)
