"""Services a comparison names (search_core/compared.py; docs/search.md, "Services a comparison names")."""

from __future__ import annotations

from typing import Any

import pytest

from search_core.people import explain, plain
from tests.best_effort_helpers import best_effort, outcome_of, slugs_of

# (query, the services its sides name, in the order they are listed: the query's)
COMPARISONS = [
    ("tavily vs exa", ["tavily", "exa"]),
    ("exa vs tavily", ["exa", "tavily"]),
    ("serper versus serpapi", ["serper", "serpapi"]),  # "versus" between two names asks for no likeness
    ("firecrawl or apify for scraping", ["firecrawl", "apify"]),  # the task after a side is no name
    ("jina reader vs firecrwal", ["jina-reader-mcp", "firecrawl"]),  # a typo of a brand corrected
    ("brave search mcp vs tavily mcp", ["brave-search", "tavily"]),  # "mcp" beside a name is a common word
    ("qual é melhor firecrawl ou crawl4ai", ["firecrawl", "crawl4ai-mcp"]),
    ("Unterschied zwischen Browserbase oder Steel", ["browserbase", "steel"]),
    ("our agent has to search the web. tavily vs exa?", ["tavily", "exa"]),  # the sentence holding the marker
]


@pytest.mark.parametrize(("query", "named"), COMPARISONS)
def test_the_services_a_comparison_names_come_first(committed: Any, query: str, named: list[str]) -> None:
    outcome = outcome_of(committed, query)
    assert outcome.comparison is not None
    assert sorted(slugs_of(committed, outcome.comparison.anchors)) == sorted(named)
    assert slugs_of(committed, outcome.order[: len(named)]) == named


# Alternatives that name no service: searched as before, the partial matches after those meeting every word.
NOT_COMPARISONS = [
    "pdf or csv to markdown",  # formats, not names
    "check whether a company or person appears on a sanctions list",  # "company" is no brand
    "aws textract vs google document ai",  # a product of AWS and one of Google the catalogue lacks
    "scrapingbee vs scraping",  # "scrapingbee" is corrected into "scraping", a common word
    "firecrawl",  # no alternative
    "latest price for a steel or copper futures contract",  # "a steel": a metal, not Steel's server
    # a side ends at its sentence: a paragraph's "house-number" and "companies house" name no side
    "our house-number data is messy. we need a self-hosted geocoder or a hosted batch one",
    "we track companies house filings today. now we need a news api or a web search api for the same firms",
    # in a pasted paragraph (over 200 UTF-16 code units) a side is the 4 words beside its marker
    "we need a news api for a dashboard and it should be free or cheap, since the small and very brave team "
    "of two that builds it has no budget at all this year, and python examples in the docs would help us a "
    "lot",
]


@pytest.mark.parametrize("query", NOT_COMPARISONS)
def test_alternatives_naming_no_service_are_no_comparison(committed: Any, query: str) -> None:
    assert outcome_of(committed, query).comparison is None


def test_a_word_naming_a_family_names_none_of_it(committed: Any) -> None:
    """"google" is in 5 names but 16 records: no brand, so "google document ai" lists no Google service
    first."""
    outcome = outcome_of(committed, "aws textract vs google document ai ocr")
    assert not {"google-maps", "google-drive", "google-sheets"} & set(slugs_of(committed, outcome.order[:3]))


def test_the_warning_names_them_and_the_condition_counts_as_read(committed: Any) -> None:
    warnings = best_effort(committed, "tavily vs exa")["search"]["warnings"]
    assert warnings[0] == (
        'Best effort: the condition "tavily vs exa" was read as a comparison of the services it names, of '
        "which 2 are listed first: Tavily (tavily) and Exa (exa)."
    )
    assert not any("was not applied" in warning for warning in warnings)


@pytest.mark.parametrize(
    ("query", "suggested"),
    [
        ("tavily vs exa", False),  # read as a comparison of the two
        ("web scraping without apify", False),  # Apify listed last
        ("web scraping without an api key", False),  # applied to auth
        ("pdf parser without tracking cookies", True),  # not applied: the suggestion says what to do instead
    ],
)
def test_no_suggestion_calls_a_condition_best_effort_read_unsupported(
    committed: Any, query: str, suggested: bool
) -> None:
    found = best_effort(committed, query)["search"]["suggestions"]
    assert any("are not supported" in text for text in found) == suggested


def test_people_read_it_without_a_note_or_an_action(committed: Any) -> None:
    request = {"query": "firecrawl or apify for scraping"}
    explained = explain(request, best_effort(committed, request["query"]))
    assert plain(explained["sentence"]) == (
        "3 services for firecrawl or apify for scraping: Firecrawl (firecrawl) and Apify (apify) first, then "
        "those matching most of it."
    )
    assert explained["notes"] == [] and explained["actions"] == []


def test_when_only_the_named_services_match_the_sentence_says_so(committed: Any) -> None:
    explained = explain({"query": "tavily vs exa"}, best_effort(committed, "tavily vs exa"))
    assert plain(explained["sentence"]) == (
        "2 services for tavily vs exa: Tavily (tavily) and Exa (exa), the services it names."
    )


def test_a_comparison_opens_a_table_of_the_named_services(committed: Any) -> None:
    request = {"query": "firecrawl or apify for scraping"}
    table = explain(request, best_effort(committed, request["query"]))["sideBySide"]
    assert table["open"] and table["columns"] == ["Authentication", "Pricing", "Protocols", "Category"]
    assert [row["slug"] for row in table["rows"]] == ["firecrawl", "apify"]  # not content-core, third
    cells = ["API key", "Freemium (checked 1 December 2026)", "MCP, REST", "Extraction"]
    assert table["rows"][0]["cells"] == cells


def test_given_the_index_the_table_says_what_each_pricing_source_says(committed: Any) -> None:
    request = {"query": "firecrawl or apify for scraping"}
    table = explain(request, best_effort(committed, request["query"]), committed)["sideBySide"]
    firecrawl = next(row for row in table["rows"] if row["slug"] == "firecrawl")
    assert firecrawl["cells"][1] == (
        "Freemium (checked 1 December 2026): Credit-based monthly plans (Free, Hobby, Standard, Growth, "
        "Scale); scraping a page costs 1 credit and search 2 credits per 10 results. No pure pay-as-you-go."
    )
    serpapi = explain({"query": "google search"}, best_effort(committed, "google search"), committed)
    assert next(row for row in serpapi["sideBySide"]["rows"] if row["slug"] == "serpapi")["cells"][1] == (
        "Not stated"  # no pricing model stated: no summary either
    )


def test_any_other_page_of_two_or_more_has_the_table_closed(committed: Any) -> None:
    table = explain({"query": "google search"}, best_effort(committed, "google search"))["sideBySide"]
    assert not table["open"] and len(table["rows"]) == 10
    serpapi = next(row for row in table["rows"] if row["slug"] == "serpapi")
    assert serpapi["cells"][1] == "Not stated"  # no source states SerpApi's pricing model
    one = explain({"query": "tavily"}, best_effort(committed, "tavily"))
    assert one["sideBySide"] is None


def test_an_alternative_naming_no_service_says_one_side_follows(committed: Any) -> None:
    request = {"query": "pdf or csv to markdown"}
    explained = explain(request, best_effort(committed, request["query"]))
    assert [plain(note) for note in explained["notes"]] == [
        "pdf or csv: this search cannot pick one word or another, so the services meeting every word come "
        "first and those meeting only one side follow."
    ]


def test_the_named_services_are_not_counted_among_those_meeting_every_word(committed: Any) -> None:
    outcome = outcome_of(committed, "firecrawl or apify for scraping")
    assert outcome.comparison is not None and outcome.complete == 0


def test_a_brand_correction_is_kept_only_in_a_comparison(committed: Any) -> None:
    """"reader firecrwal" has no service meeting both words: its correction is dropped, as before."""
    corrections = outcome_of(committed, "jina reader vs firecrwal").corrections
    assert [correction.replacement for correction in corrections] == ["firecrawl"]
    assert outcome_of(committed, "jina reader firecrwal").corrections == ()
