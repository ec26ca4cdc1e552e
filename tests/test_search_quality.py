"""Search quality on real data: a catalogue imported from ../shared/data, searched with realistic queries.

The catalogue is imported once per module (waypost.importers, every source of ../shared/data, no keyword
classification: categories come from the sources). Expectations are about what a person would expect of a
service search, not about exact rankings: the right kind of service comes first, a query in German,
Spanish, French, Portuguese, Italian or Turkish finds the same services as in English, and a word no
service uses says so with a suggestion.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from test_search_support import BASE_URL, SHARED, SPEC, assert_valid

import search_core
from search_core.analysis import fold
from waypost.importers.provenance import SHARED_DATA_FILES

DATA = SHARED / "data"
SOURCES = SHARED_DATA_FILES


@pytest.fixture(scope="module")
def index() -> dict[str, Any]:
    """The index of every record imported from ../shared/data."""
    paths = [DATA / source for source in SOURCES if (DATA / source).exists()]
    if not paths:
        pytest.skip(f"the shared data is absent ({DATA}); search quality is checked on real records only")
    from waypost.importers import run_import

    records = run_import("all", paths, lambda _line: None).records
    assert len(records) > 1000
    return search_core.build_index(records, search_core.generated_at(records))


def find(index: dict[str, Any], request: dict[str, Any], profile: str = "relay") -> dict[str, Any]:
    """Search the imported catalogue; every response must satisfy the contract."""
    response = search_core.search(request, index, profile, BASE_URL)
    if SPEC.is_dir():
        assert_valid(response, profile)
    return response


def categories(response: dict[str, Any]) -> list[str]:
    return [service["category"] for service in response["services"]]


def fields_met(service: dict[str, Any], term: str) -> set[str]:
    return {reason["field"] for reason in service["matchReasons"] if reason["term"] == term}


def test_web_search_ranks_search_services_first(index: dict[str, Any]) -> None:
    response = find(index, {"query": "web search", "limit": 10})
    assert response["total"] >= 50
    found = categories(response)
    assert found[0] == "search"
    assert found.count("search") >= 8, found
    for service in response["services"]:
        assert "name_provider" in fields_met(service, "web") | fields_met(service, "search")


def test_scrape_finds_extraction_and_browser_services(index: dict[str, Any]) -> None:
    response = find(index, {"query": "scrape", "limit": 20})
    assert response["total"] >= 50
    found = categories(response)
    assert sum(category in {"extraction", "browser"} for category in found) >= 18, found
    assert found.count("extraction") >= 3
    for service in response["services"]:
        matched = [reason["matchedTerm"].casefold() for reason in service["matchReasons"]]
        assert any(word.startswith("scrap") for word in matched), matched


@pytest.mark.parametrize("query", ["scraper", "scraping", "crawler", "web scraping"])
def test_scrape_forms_and_synonyms_find_the_same_kind_of_service(index: dict[str, Any], query: str) -> None:
    response = find(index, {"query": query, "limit": 20})
    assert response["total"] >= 50
    assert set(categories(response)) <= {"extraction", "browser", "search"}


@pytest.mark.parametrize(
    ("query", "category"),
    [
        ("search", "search"),
        ("extract", "extraction"),
        ("browser automation", "browser"),
        ("documents", "documents"),
    ],
)
def test_a_query_naming_a_category_lists_that_category_first(
    index: dict[str, Any], query: str, category: str
) -> None:
    found = categories(find(index, {"query": query, "limit": 20}))
    assert found.count(category) >= 15, found


def test_pdf_finds_document_services(index: dict[str, Any]) -> None:
    response = find(index, {"query": "pdf", "limit": 20})
    assert response["total"] >= 20
    assert Counter(categories(response)).most_common(1)[0][0] == "documents"
    assert sum(category in ("documents", "extraction") for category in categories(response)) >= 12
    for service in response["services"][:10]:
        assert "name_provider" in fields_met(service, "pdf")


def test_the_category_filter_narrows_a_query(index: dict[str, Any]) -> None:
    response = find(index, {"query": "pdf", "category": "documents", "limit": 100})
    assert response["total"] > 0
    assert set(categories(response)) == {"documents"}
    assert all(service["matchReasons"][-1]["kind"] == "filter" for service in response["services"])


# The same request in English and in the six alias languages: the same services, in the same order.
TRANSLATIONS = [
    (
        "web search",
        [
            "Websuche",
            "Web-Suche",
            "búsqueda web",
            "recherche web",
            "pesquisa na web",
            "ricerca web",
            "web arama",
        ],
    ),
    (
        "browser automation",
        [
            "Browser-Automatisierung",
            "automatización del navegador",
            "automatisation du navigateur",
            "automação de navegador",
            "automazione del browser",
            "tarayıcı otomasyonu",
        ],
    ),
    ("scrape", ["scrapen", "raspar", "raspagem", "kazıma"]),
    (
        "screenshot",
        [
            "Bildschirmfoto",
            "captura de pantalla",
            "capture d'écran",
            "captura de tela",
            "schermata",
            "ekran görüntüsü",
        ],
    ),
    ("weather", ["Wetter", "hava durumu"]),  # not "clima" (weather and climate) nor "meteo" (in "Open-Meteo")
    ("query", ["consultar", "interrogare", "abfragen"]),
    ("extract", ["çekme", "estrarre"]),
    ("search", ["buscar", "ara", "cercare"]),
]


@pytest.mark.parametrize(
    ("english", "query"),
    [(english, query) for english, queries in TRANSLATIONS for query in queries],
)
def test_a_query_in_another_language_finds_the_same_services(
    index: dict[str, Any], english: str, query: str
) -> None:
    """Same matches, but for the English query's words written together as a brand ("web search" also meets
    a "WebSearch" server: typos.joined_name_terms); the first five are among the English query's first ten
    (word order may differ between languages, and query words next to each other in the record's order rank
    higher)."""
    expected = find(index, {"query": english, "limit": 10})
    response = find(index, {"query": query, "limit": 5})
    assert response["search"]["reasonCodes"] == []
    english_all, found_all = every_match(index, english), every_match(index, query)
    joined = english.replace(" ", "")
    assert set(found_all) <= set(english_all)
    for slug in set(english_all) - set(found_all):
        assert joined in {fold(reason["matchedTerm"]) for reason in english_all[slug]}, slug
    english_first = {s["slug"] for s in expected["services"]}
    assert {s["slug"] for s in response["services"]} <= english_first


def every_match(index: dict[str, Any], query: str) -> dict[str, list[dict[str, Any]]]:
    """Every service a query matches (all pages) -> its match reasons."""
    found: dict[str, list[dict[str, Any]]] = {}
    while True:
        page = find(index, {"query": query, "limit": 100, "offset": len(found)})["services"]
        found.update((service["slug"], service["matchReasons"]) for service in page)
        if len(page) < 100:
            return found


@pytest.mark.parametrize(
    "query", ["analizador de pdf", "analyseur pdf", "analisador de pdf", "analizzatore pdf"]
)
def test_a_romance_parser_word_finds_the_pdf_parsers(index: dict[str, Any], query: str) -> None:
    """Analizador and its siblings mean parser or analyser: the pdf parsers (the services saying "parse") are
    among the results."""
    parsers = {
        s["slug"]
        for s in find(index, {"query": "pdf parser", "limit": 100})["services"]
        if any(str(reason.get("matchedTerm", "")).lower().startswith("pars") for reason in s["matchReasons"])
    }
    found = {s["slug"] for s in find(index, {"query": query, "limit": 100})["services"]}
    assert parsers and parsers <= found


def test_a_nonsense_word_is_no_catalogue_match_with_a_suggestion(index: dict[str, Any]) -> None:
    response = find(index, {"query": "zzqxvblorf"})
    assert response["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]
    assert response["services"] == [] and response["search"]["suggestions"]
    pdf = find(index, {"query": "pdf"})["total"]
    suggestions = find(index, {"query": "pdf zzqxvblorf"})["search"]["suggestions"]
    assert suggestions == [f'Dropping the term "zzqxvblorf" would return {pdf} services.']


@pytest.mark.parametrize(
    "query", ["web scraper without javascript", "pdf or docx", "search api under $10", "arama reklam olmadan"]
)
def test_unsupported_conditions_on_real_data(index: dict[str, Any], query: str) -> None:
    response = find(index, {"query": query})
    assert response["search"]["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"] and response["services"] == []


def test_the_isto_profile_on_real_data(index: dict[str, Any]) -> None:
    result = find(index, {"query": "web search", "limit": 50}, "isto")
    assert len(result["offers"]) == 50 and result["suggestIntent"] is False
    assert result["understood"] == ["web", "search"] and result["notUnderstood"] == []
