"""search_core.facets: every count is the total `search` gives with that filter set; own filter ignored."""

from __future__ import annotations

from typing import Any

import pytest
from test_search_support import fixture_index

import search_core
from search_core import engine
from search_core.facets import DIMENSIONS, counted_requests
from search_core.index import compile_index
from search_core.request import Request, parse_request

REQUESTS = [
    {"query": "search pdf zzqxv"},  # best effort: partial matches, counted as the search box shows them
    {},  # browsing: every value's share of the catalogue
    {"query": "search"},
    {"query": "pdf", "category": "documents"},  # the category counts ignore the category filter
    {"query": "search", "protocol": "MCP", "pricing": "free"},
    {"query": "zzqxv"},  # nothing matches: every count 0
    {"query": "pdf without login"},  # a blocked search counts 0 everywhere
    {"requestJson": '{"query": "data", "protocol": "REST"}'},
]


@pytest.fixture(scope="module")
def index() -> dict[str, Any]:
    return fixture_index()


@pytest.mark.parametrize("best_effort", [False, True], ids=["strict", "best-effort"])
@pytest.mark.parametrize("request_object", REQUESTS, ids=[str(r) for r in REQUESTS])
def test_every_count_is_the_total_search_gives_with_that_filter(
    index: dict[str, Any], request_object: dict[str, Any], best_effort: bool
) -> None:
    counts = search_core.facets(request_object, index, best_effort=best_effort)
    plain = search_core.search(request_object, index, best_effort=best_effort)
    assert counts["total"] == plain["total"]
    fields = request_object if "requestJson" not in request_object else {}
    for name, values in DIMENSIONS:
        if "requestJson" not in request_object:
            without = {key: value for key, value in fields.items() if key != name}
            assert counts["any"][name] == search_core.search(without, index, best_effort=best_effort)["total"]
        assert [item["value"] for item in counts[name]] == list(values)
        for item in counts[name]:
            if "requestJson" in request_object:
                continue
            narrowed = search_core.search({**fields, name: item["value"]}, index, best_effort=best_effort)
            assert item["count"] == narrowed["total"], (name, item)


def test_a_dimension_ignores_its_own_filter_and_keeps_the_others(index: dict[str, Any]) -> None:
    both = search_core.facets({"query": "search", "category": "extraction", "protocol": "MCP"}, index)
    without = search_core.facets({"query": "search", "protocol": "MCP"}, index)
    assert both["category"] == without["category"]
    assert (
        both["protocol"]
        == search_core.facets({"query": "search", "category": "extraction"}, index)["protocol"]
    )
    assert both["protocol"] != search_core.facets({"query": "search"}, index)["protocol"], (
        "category still applies"
    )


@pytest.mark.parametrize(
    ("request_object", "code"),
    [({"limit": "ten"}, "INVALID_TYPE"), ({"category": "nope"}, "INVALID_VALUE"), ([], "INVALID_REQUEST")],
)
def test_a_refused_request_gives_the_error_response(
    index: dict[str, Any], request_object: Any, code: str
) -> None:
    assert search_core.facets(request_object, index) == search_core.search(request_object, index)
    assert search_core.facets(request_object, index)["error_code"] == code


def test_facets_are_deterministic_and_json(index: dict[str, Any]) -> None:
    request = {"query": "web search"}
    assert search_core.render(search_core.facets(request, index)) == search_core.render(
        search_core.facets(request, index)
    )


# Best effort's facet counts come from one analysis with the filters intersected
# (engine.best_effort_totals), not from one run per value: each must be exactly that run's total, whatever
# the request does (typos corrected or not under a filter, "A or B" left out, optional words, an applied
# exclusion of API keys, more or fewer than PARTIAL_BELOW services meeting every word).
BEST_EFFORT_QUERIES = [
    "web search api",
    "mcp",
    "api",
    "serch the web",  # a typo: corrected only where the corrected words find something under the filters
    "scrape linkedn profiles",
    "pdf or word documents",
    "free weather api without an api key",
    "help me pull the totals out of supplier invoices",
    "convert docx to pdf",
    "firecrawl alternatives",  # services like a named one: the named service is counted, listed last
    "tavily competitors",
    "free search api",  # a search naming nothing to search: "free" and "api" optional
    "search no api key",
    "recherche sur le web pour mon agent",
    "zzqxv",
    "a",
    "jina reader vs firecrwal",  # a comparison: the correction into a brand kept though nothing meets both
    "tavily vs exa",
    "firecrawl or apify for scraping",
    "zenrows",  # a product the catalogue lacks: searched as what it is, never corrected
    "textract",
    "aws textract alternative",
    "textract serch",  # a product beside a typo: only the typo is corrected, in each run and in the counts
    # a paragraph pasted into the search box (over the contract's 200 units): searched, and counted the same
    "we are a small team building a research agent. it needs to search the web for recent news, then scrape "
    "the pages it finds into markdown; a free tier and no credit card would be ideal. we tried tavily but "
    "kept hitting the rate limit.",
]
BASE_FILTERS: list[dict[str, str]] = [{}, {"category": "search"}, {"pricing": "free", "protocol": "MCP"}]


@pytest.fixture(scope="module")
def committed() -> Any:
    from bench import relevance

    directory = relevance.corpus_directory("committed")
    assert directory is not None
    return compile_index(relevance.waypost_index(directory))


@pytest.mark.parametrize("base", BASE_FILTERS, ids=[str(base) for base in BASE_FILTERS])
@pytest.mark.parametrize("query", BEST_EFFORT_QUERIES)
def test_best_effort_totals_are_the_runs_totals(committed: Any, query: str, base: dict[str, str]) -> None:
    assert_totals_are_the_runs(parse_request({"query": query, **base}, lenient=True), committed)


def assert_totals_are_the_runs(parsed: Request, compiled: Any) -> None:
    """best_effort_totals of the facets' requests equal one best-effort run of each."""
    requests = counted_requests(parsed)
    assert len(requests) == 17
    expected = [engine.run(request, compiled, best_effort=True).total for request in requests]
    assert engine.best_effort_totals(requests, compiled) == expected


def test_best_effort_totals_of_requests_with_other_words_are_run_one_by_one(committed: Any) -> None:
    requests = [parse_request({"query": query}) for query in ("web search", "pdf", "")]
    expected = [engine.run(request, committed, best_effort=True).total for request in requests]
    assert engine.best_effort_totals(requests, committed) == expected


def _common_words_catalogue() -> Any:
    """300 records: every one says "alpha", 200 "beta" (both common, so optional words), and "gamma" the first
    100 of those and 10 without "beta": exactly PARTIAL_BELOW meet every word, and 10 more meet every word
    but the optional ones; the categories split them three ways."""
    from test_search_ranking import service

    categories = ("search", "data", "documents")
    records = []
    for number in range(300):
        words = ["alpha"] + ["beta"] * (number < 200) + ["gamma"] * (number < 100 or 200 <= number < 210)
        description = " ".join(words) + "."
        name, category = f"R{number:03d}", categories[number % 3]
        fields = {"description": description, "tagline": description, "category": category}
        records.append(service(name.lower(), name, **fields))
    return compile_index(search_core.build_index(records, "2026-12-07T00:00:00Z"))


@pytest.mark.parametrize("query", ["alpha beta gamma", "gamma beta", "alpha"])
def test_best_effort_totals_at_the_partial_matches_threshold(query: str) -> None:
    assert engine.PARTIAL_BELOW == 100
    assert_totals_are_the_runs(parse_request({"query": query}, lenient=True), _common_words_catalogue())
