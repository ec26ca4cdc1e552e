"""Services an exclusion names (search_core/excluded.py; docs/search.md, "Services an exclusion names")."""

from __future__ import annotations

from typing import Any

import pytest

from search_core.people import explain, plain
from tests.best_effort_helpers import best_effort, outcome_of, slugs_of

# (query, the services its exclusion names: listed after every other match)
EXCLUSIONS = [
    ("web search api not google", ["gdrive", "google-maps", "google-sheets", "google-web-search-free"]),
    ("scraping api other than firecrawl", ["firecrawl"]),  # "other than" opens a request for services like it
    ("instead of browserbase", ["browserbase"]),
    ("web scraping without apify", ["apify"]),
    ("pdf parser no ocr", ["handwriting-ocr", "ocr-space"]),  # a technique named in a name
    ("api de búsqueda en lugar de brave", ["brave-search"]),
    ("maps api besides google maps", ["google-maps"]),  # "maps", after the phrase, narrows what it names
    ("web search api non-google", ["gdrive", "google-maps", "google-sheets", "google-web-search-free"]),
]


@pytest.mark.parametrize(("query", "named"), EXCLUSIONS)
def test_the_services_an_exclusion_names_come_last(committed: Any, query: str, named: list[str]) -> None:
    outcome = outcome_of(committed, query)
    assert outcome.exclusion is not None
    order = slugs_of(committed, outcome.order)
    listed = [slug for slug in order if slug in slugs_of(committed, outcome.exclusion.records)]
    assert sorted(listed) == sorted(named)
    assert order[len(order) - len(listed) :] == listed


# Exclusions naming no service, or of credentials: searched as before.
NOT_NAMING = [
    "web search api without an api key",  # credentials: auth_conditions.py leaves those services out
    "scraper without ads",  # no service is named "ads"
    "search api not an api",  # "api" is in more than one name in eight: it names no service
    "search api",  # no exclusion
]


@pytest.mark.parametrize("query", NOT_NAMING)
def test_exclusions_naming_no_service_list_nothing_last(committed: Any, query: str) -> None:
    assert outcome_of(committed, query).exclusion is None


def test_the_marker_of_a_hyphenated_exclusion_is_no_ignored_word(committed: Any) -> None:
    """"non" belongs to the condition "non-google": it is quoted there, not listed as carrying no meaning."""
    warnings = best_effort(committed, "web search api non-google")["search"]["warnings"]
    assert not [warning for warning in warnings if warning.startswith("Ignored words")]
    assert '"non-google"' in warnings[0]


def test_an_excluded_word_the_query_wants_elsewhere_is_searched(committed: Any) -> None:
    """"the official youtube" says more than "youtube", which the query asks for before it; "isn't exa" says
    nothing more than the "exa" of "exa alternative"."""
    official = outcome_of(committed, "youtube transcripts without the official youtube api")
    assert "youtube" in [term.word for term in official.terms]
    outcome = outcome_of(committed, "an exa alternative, any neural search api that isn't exa")
    assert "exa" not in [term.word for term in outcome.terms]
    assert outcome.exclusion is not None and slugs_of(committed, outcome.exclusion.records) == ["exa"]


def test_an_excluded_product_the_catalogue_lacks_is_searched_as_what_it_is(committed: Any) -> None:
    outcome = outcome_of(committed, "scraping api instead of scraperapi")
    assert [product.word for product in outcome.products] == ["scraperapi"]
    assert {"proxy", "extraction"} <= {term.word for term in outcome.terms}


def test_the_warning_names_them_and_the_condition_counts_as_read(committed: Any) -> None:
    warnings = best_effort(committed, "scraping api other than firecrawl")["search"]["warnings"]
    assert warnings[0] == (
        'Best effort: the condition "other than firecrawl" was read as leaving out the services it names, of '
        "which 1 is listed last: Firecrawl (firecrawl)."
    )
    assert not any("was not applied" in warning for warning in warnings)


def test_people_read_where_they_are_listed(committed: Any) -> None:
    request = {"query": "web search api not google"}
    explained = explain(request, best_effort(committed, request["query"]))
    assert plain(explained["sentence"]).endswith("; the 4 services not google excludes come last.")
    assert explained["notes"] == []
    assert ("Listed last", 'the 5 services named "google" (not google)') in [
        (fact["label"], fact["value"]) for fact in explained["readAs"]
    ]


def test_the_named_services_are_not_counted_among_those_meeting_every_word(committed: Any) -> None:
    with_exclusion = outcome_of(committed, "web scraping without apify")
    without = outcome_of(committed, "web scraping")
    assert with_exclusion.complete == without.complete - 1
