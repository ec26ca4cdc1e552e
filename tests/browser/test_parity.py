"""Parity: every golden request answered in the browser worker equals the CLI's bytes on the same index."""

from __future__ import annotations

import contextlib
import difflib
import io
import json
from pathlib import Path
from typing import Any

import pytest
from browser_support import ENGINE_WAIT_MS, ROOT, Server, wait_engine

pytestmark = pytest.mark.browser

GOLDEN = ROOT / "tests" / "golden" / "search_cases.jsonl"
OWN_CASES = [  # used as well, so that parity is checked even without the golden file
    {"name": "own browse", "profile": "relay", "lenient": False, "request": "{}"},
    {"name": "own words", "profile": "relay", "lenient": False, "request": '{"query": "scrape pdf"}'},
    {"name": "own isto", "profile": "isto", "lenient": False, "request": '{"query": "búsqueda web 🔎"}'},
    {"name": "own lenient", "profile": "relay", "lenient": True, "request": json.dumps({"query": "x" * 300})},
    {"name": "own not json", "profile": "relay", "lenient": False, "request": "{nope"},
]
# Best effort's own paths on the fixture catalogue (the search box asks for best effort): partial matches, an
# exclusion of credentials applied and one left unapplied, a misspelling, a cost word, services like a named
# one, a web address.
OWN_BEST_EFFORT = [
    "search documents without login", "market news without login", "zzqx search without login",
    "scrapwell crawler", "cheaper scraper", "scrapewell alternatives", "scrapewell.io alternative",
    "help me pull the totals out of invoices without an api key", "free search api",
]  # fmt: skip
IN_BROWSER = """async (cases) => {
  const answers = [];
  for (const c of cases) {
    const options = {profile: c.profile, lenient: c.lenient, bestEffort: Boolean(c.bestEffort)};
    answers.push(await window.waypost.search(c.request, options));
  }
  return answers;
}"""


def cases() -> list[dict[str, Any]]:
    """The golden cases (tests/golden/search_cases.jsonl) and a few of our own, each also in best effort."""
    golden = []
    if GOLDEN.exists():
        golden = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]
    own = [
        {"name": f"own {query}", "profile": "relay", "lenient": True, "request": json.dumps({"query": query})}
        for query in OWN_BEST_EFFORT
    ]
    strict = golden + OWN_CASES
    return strict + [case | {"bestEffort": True} for case in strict + own]


def cli_answer(index_path: Path, case: dict[str, Any]) -> str:
    """What `python -m search_core --catalogue INDEX --request ... --profile ... [--lenient]` prints,
    run in process, without its final newline."""
    from search_core.__main__ import main

    argv = ["--catalogue", str(index_path), "--request", case["request"], "--profile", case["profile"]]
    if case["lenient"]:
        argv.append("--lenient")
    if case.get("bestEffort"):
        argv.append("--best-effort")
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    with contextlib.redirect_stdout(out):
        main(argv)
    out.flush()
    text = out.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    assert text.endswith("\n")
    return text[:-1]


def differences(cases: list[dict[str, Any]], expected: list[str], answers: list[str]) -> str:
    """'' when every answer is the expected text, else how many differ and the first diffs."""
    failures = [(c, want, got) for c, want, got in zip(cases, expected, answers, strict=True) if want != got]
    if not failures:
        return ""
    report = [f"{len(failures)} of {len(cases)} requests differ:"]
    for case, want, got in failures[:5]:
        diff = difflib.unified_diff(want.splitlines(), got.splitlines(), "CLI", "browser", lineterm="")
        mode = "best effort" if case.get("bestEffort") else "strict"
        head = f"--- {case['name']} ({case['profile']}, {mode}): {case['request'][:200]}"
        report.append(head + "\n" + "\n".join(diff))
    return "\n".join(report)


def test_every_golden_request_gives_the_cli_bytes(site: Path, server: Server, browser: Any) -> None:
    """Both ways the worker gets its index: parsing the JSON (first visit), and the marshal copy of
    the parsed index it caches for later visits; every request strict and in best effort (`--best-effort`,
    what the search box asks for)."""
    all_cases = cases()
    expected = [cli_answer(site / "search" / "index.json", case) for case in all_cases]
    context = browser.new_context()
    try:
        for visit in ("json", "cache"):
            page = context.new_page()
            page.goto(server.url + "search/index.html")
            wait_engine(page)
            assert page.evaluate("window.waypost.status().timeline.indexFrom") == visit
            answers = page.evaluate(IN_BROWSER, all_cases)
            problems = differences(all_cases, expected, answers)
            if problems:
                pytest.fail(f"index from {visit}: {problems}", pytrace=False)
            if visit == "json":
                page.wait_for_function("window.waypost.status().indexCached", timeout=ENGINE_WAIT_MS)
            page.close()
    finally:
        context.close()


@pytest.fixture(scope="module")
def committed_site(tmp_path_factory: pytest.TempPathFactory, site: Path) -> Path:
    """The committed catalogue's site (`site` first: it skips when the browser prerequisites are missing)."""
    from waypost.site import build

    out = tmp_path_factory.mktemp("committed") / "site"
    build(ROOT / "catalogue", out, "https://waypost.example/", spec_dir=None, log=lambda _: None)
    return out


def benchmark_requests() -> list[dict[str, Any]]:
    """Every query of bench/relevance/ (the tuned set and every held-out set, seven languages), in best
    effort, as the search box sends it (lenient, a page of 10)."""
    found = []
    for path in sorted((ROOT / "bench" / "relevance").glob("queries*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            query = json.loads(line)["query"]
            request = json.dumps({"query": query, "limit": 10}, ensure_ascii=False)
            case = {"name": query, "profile": "relay", "lenient": True, "request": request}
            found.append(case | {"bestEffort": True})
    return found


def test_every_benchmark_query_on_the_committed_catalogue_gives_the_cli_bytes(
    committed_site: Path, browser: Any
) -> None:
    """The engine's rules on real records (likeness, conversions, conditions, seven languages), in Pyodide
    and in CPython: the same bytes for every query the relevance benchmark judges."""
    all_cases = benchmark_requests()
    assert len(all_cases) > 1000
    expected = [cli_answer(committed_site / "search" / "index.json", case) for case in all_cases]
    served = Server(committed_site)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(served.url + "search/index.html")
        wait_engine(page)
        problems = differences(all_cases, expected, page.evaluate(IN_BROWSER, all_cases))
        if problems:
            pytest.fail(problems, pytrace=False)
    finally:
        context.close()
        served.stop()
