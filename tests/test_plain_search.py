"""A search that names nothing to search is read as web search (search_core.plain_search, docs/search.md)."""

from __future__ import annotations

from typing import Any

import pytest
from test_search_ranking import FILLERS, service
from test_search_support import sentence_text

import search_core
from search_core.analysis import analyze_query
from search_core.plain_search import asks_plain_search, is_companion


@pytest.mark.parametrize(
    ("query", "plain"),
    [
        ("search", True),
        ("search api", True),
        ("free search api", True),
        ("search engine", True),
        ("search mcp server", True),
        ("search tool for my agent", True),
        ("API de búsqueda gratuita", True),
        ("Suchmaschine API kostenlos", True),
        ("moteur de recherche", True),
        ("arama motoru api", True),
        ("web search", False),
        ("news search api", False),
        ("patent search", False),
        ("search my notion workspace", False),
        ("free pdf api", False),
        ("scraper api", False),
    ],
)
def test_which_queries_name_nothing_to_search(query: str, plain: bool) -> None:
    assert asks_plain_search(analyze_query(query).terms) is plain


@pytest.mark.parametrize(
    ("word", "companion"), [("free", True), ("api", True), ("mcp", True), ("search", False)]
)
def test_the_companion_words(word: str, companion: bool) -> None:
    assert is_companion(analyze_query(word).terms[0]) is companion


WEB = service("zz-web", "Zz Search", capabilities=["web search"], description="A search service.")
LISTINGS = service("aa-flats", "Aa Search", capabilities=["flat listings search"], description="An api.")


# The index keeps a word pair only when two records or more hold each of its words.
WEB_PAGES = service("filler-web", "Filler Web", tagline="Reads web pages.")


def best_effort(query: str, records: list[dict[str, Any]]) -> dict[str, Any]:
    index = search_core.build_index([*records, WEB_PAGES, *FILLERS], "2026-11-02T00:00:00Z")
    return search_core.search({"query": query}, index, best_effort=True)


def test_the_kind_of_service_is_optional_and_web_search_comes_first() -> None:
    """Best effort: "free" and "api" need not be met (the web search service says neither), and the service
    saying web search comes first; the warnings say both."""
    response = best_effort("free search api", [LISTINGS, WEB])
    assert [found["slug"] for found in response["services"]] == ["zz-web", "aa-flats"]
    warnings = response["search"]["warnings"]
    assert warnings[:2] == [
        'Best effort: "search" names nothing to search, so services that search the web come first.',
        'Best effort: "free" and "api" say only what kind of search service is wanted, so the services '
        "meeting every other word rank among those meeting every word, with or without them.",
    ]
    assert sentence_text({"query": "free search api"}, response) == (
        "2 services match free search api, some of them without free or api, which say only what kind of "
        "search service is wanted."
    )


def test_an_unsurprising_reading_adds_no_note_above_the_results() -> None:
    """"search engine" read as web search is what a person expects: the warning says so under "How this
    search was read", and no note takes room above the results (they must stay above the fold)."""
    request = {"query": "search engine"}
    response = best_effort(request["query"], [LISTINGS, WEB])
    assert any("names nothing to search" in warning for warning in response["search"]["warnings"])
    assert search_core.explain(request, response)["notes"] == []


def test_a_search_naming_what_it_searches_is_not_read_as_web_search() -> None:
    response = best_effort("flat listings search", [WEB, LISTINGS])
    assert next(found["slug"] for found in response["services"]) == "aa-flats"
    assert not any("names nothing to search" in warning for warning in response["search"]["warnings"])


def test_mcp_stays_required_in_a_plain_search() -> None:
    """The protocol asked for is not a kind of service to leave out: "search mcp" keeps "mcp" required."""
    rest = service("aa-rest", "Aa Search", capabilities=["web search"], protocols=["REST"], tags=["rest"])
    response = best_effort("search mcp", [rest, WEB])
    assert response["search"]["reasonCodes"] == []
    assert next(found["slug"] for found in response["services"]) == "zz-web"
    assert not any("kind of search service" in warning for warning in response["search"]["warnings"])
