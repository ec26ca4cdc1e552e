"""Products the catalogue lacks (search_core/products.py; docs/search.md, "Products the catalogue lacks")."""

from __future__ import annotations

import json
from typing import Any

import pytest

import search_core
from search_core.forms import stem
from search_core.lexicon.broader import MAKERS, PRODUCTS
from search_core.people import explain, plain
from tests.best_effort_helpers import best_effort

# (query, the terms searched, a service that must come first: what the product is)
PRODUCT_REQUESTS = [
    ("mapbox alternative", ["geocoding", "map", "location"], "google-maps"),
    ("zenrows", ["scraping", "proxy", "extraction"], "webscraping-ai"),
    ("aws textract alternative", ["ocr", "document", "extraction"], "ocr-space"),  # the maker left out
    ("llamaparse alternatives", ["pdf", "parsing", "document"], "mineru"),
    ("textract", ["ocr", "document", "extraction"], "ocr-space"),  # no typo of "extract"
    ("stormglass alternative", ["weather", "marine"], "open-meteo"),  # no typo of "storm" (7 Dec 2026)
    ("twelvedata alternative", ["stock", "finance", "market"], "polygon-io"),  # nor of "twelved"
    ("scrapy alternative", ["scraping", "crawl"], "firecrawl"),  # nor of "scrape"
]


@pytest.mark.parametrize(("query", "terms", "first"), PRODUCT_REQUESTS)
def test_a_product_the_catalogue_lacks_is_searched_as_what_it_is(
    committed: Any, query: str, terms: list[str], first: str
) -> None:
    response = best_effort(committed, query)
    assert response["search"]["terms"] == terms
    assert response["services"][0]["slug"] == first


def test_the_warning_and_the_note_say_what_was_searched(committed: Any) -> None:
    response = best_effort(committed, "zenrows")
    warning = (
        'Best effort: no service uses the word "zenrows"; searched for what it is, "scraping", "proxy" and '
        '"extraction", instead.'
    )
    assert warning in response["search"]["warnings"]
    notes = [plain(note) for note in explain({"query": "zenrows"}, response)["notes"]]
    said = "No service uses zenrows; searched for what it is, scraping, proxy and extraction, instead."
    assert notes == [said]


def test_a_product_the_catalogue_holds_is_searched_as_written(committed: Any) -> None:
    """"crunchbase" is in the table, and a committed record says it: that record is what is asked for."""
    response = best_effort(committed, "crunchbase")
    assert response["search"]["terms"] == ["crunchbase"]


def test_two_products_of_one_kind_search_its_words_once(committed: Any) -> None:
    response = best_effort(committed, "zenrows vs scrapingbee")
    assert response["search"]["terms"] == ["scraping", "proxy", "extraction"]


def test_the_strict_search_searches_the_name(committed: Any) -> None:
    response = json.loads(search_core.search_json(json.dumps({"query": "zenrows"}), committed, "relay"))
    assert response["search"]["terms"] == ["zenrows"] and response["services"] == []


def test_the_table_is_bounded_and_folded() -> None:
    for word, words in PRODUCTS.items():
        assert word == word.lower() and word.isascii() and word.isalnum(), word
        assert 1 <= len(words) <= 3 and len(set(map(stem, words))) == len(words), word
        assert all(w == w.lower() and w.isascii() and w.isalpha() for w in words), word
    assert all(maker == maker.lower() and maker.isalpha() for maker in MAKERS)
