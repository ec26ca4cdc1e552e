"""Unsupported conditions are never silently dropped: each comes back quoted as written, with a suggestion."""

from __future__ import annotations

import pytest

from search_core.analysis import analyze_query

CONDITIONS = [
    # (query, kind, phrase exactly as written)
    ("search api without javascript", "exclusion", "without javascript"),
    ("scraper not paid", "exclusion", "not paid"),
    ("search api except Google", "exclusion", "except Google"),
    ("no login search", "exclusion", "no login"),
    ("search -google", "exclusion", "-google"),
    ("search −google", "exclusion", "−google"),
    ("web search api non-google", "exclusion", "non-google"),  # "non-" excludes but in a few compounds
    ("API de recherche non-Google", "exclusion", "non-Google"),
    ("don't pay search", "exclusion", "don't pay"),
    ("Suche ohne Anmeldung", "exclusion", "ohne Anmeldung"),
    ("Websuche ohne API-Schlüssel", "exclusion", "ohne API-Schlüssel"),  # a hyphenated compound is whole
    ("Suche keine Werbung", "exclusion", "keine Werbung"),
    ("búsqueda sin anuncios", "exclusion", "sin anuncios"),
    ("recherche sans publicité", "exclusion", "sans publicité"),
    ("busca sem anúncios", "exclusion", "sem anúncios"),
    ("ricerca senza pubblicità", "exclusion", "senza pubblicità"),
    ("reklam olmadan arama", "exclusion", "reklam olmadan"),
    ("Google hariç arama", "exclusion", "Google hariç"),
    # the whole phrase: following words that are no service words, joined by spaces only
    ("pdf parser without an api key", "exclusion", "without an api key"),
    ("scraper without api key", "exclusion", "without api key"),
    ("scraper without ads, fast", "exclusion", "without ads"),
    ("scraper without ads cookies popups banners", "exclusion", "without ads cookies popups"),
    ("article text without ads and navigation", "exclusion", "without ads and navigation"),
    ("search without ads and pdf", "exclusion", "without ads"),
    ("Suche ohne Werbung und Anmeldung", "exclusion", "ohne Werbung und Anmeldung"),
    ("búsqueda sin anuncios y rastreo", "exclusion", "sin anuncios y rastreo"),
    # "or" after an exclusion excludes both: neither the one nor the other
    ("web search that doesn't track or log queries", "exclusion", "doesn't track or log"),
    ("article text without ads or navigation", "exclusion", "without ads or navigation"),
    ("búsqueda sin anuncios o rastreo", "exclusion", "sin anuncios o rastreo"),
    # exclusions opened by several words, or by a word no marker elsewhere (conditions.EXCLUSION_OPENERS)
    ("search api other than bing", "exclusion", "other than bing"),
    ("scraper rather than selenium", "exclusion", "rather than selenium"),
    ("search api instead of google", "exclusion", "instead of google"),
    ("maps api apart from google", "exclusion", "apart from google"),
    ("anything but google search", "exclusion", "anything but google"),
    ("search api besides bing", "exclusion", "besides bing"),
    ("Suchmaschinen-API statt Google", "exclusion", "statt Google"),
    ("API de búsqueda en lugar de Google", "exclusion", "en lugar de Google"),
    ("API de recherche plutôt que Google", "exclusion", "plutôt que Google"),
    ("API de busca em vez do Google", "exclusion", "em vez do Google"),
    ("API di ricerca invece di Google", "exclusion", "invece di Google"),
    ("API di ricerca web diversa da Google", "exclusion", "diversa da Google"),
    ("API de recherche différente de Google", "exclusion", "différente de Google"),
    ("Google yerine arama API", "exclusion", "Google yerine"),
    ("pdf or csv", "alternative", "pdf or csv"),
    ("pdf or csv or json", "alternative", "pdf or csv or json"),
    ("either pdf or csv parser", "alternative", "either pdf or csv"),
    ("PDF oder CSV", "alternative", "PDF oder CSV"),
    ("pdf o csv", "alternative", "pdf o csv"),
    ("pdf ou csv", "alternative", "pdf ou csv"),
    ("pdf oppure csv", "alternative", "pdf oppure csv"),
    ("pdf veya csv", "alternative", "pdf veya csv"),
    ("scraper under $10", "comparison", "under $10"),
    ("search api < 100 ms", "comparison", "< 100 ms"),
    ("search api <100ms", "comparison", "<100ms"),
    ("search api ≤ 5 €", "comparison", "≤ 5 €"),
    ("at most 3 results search", "comparison", "at most 3 results"),
    ("search less than 10.5 ms", "comparison", "less than 10.5 ms"),
    ("search under $10 per month", "comparison", "under $10 per month"),
    ("Suche unter 10 € pro Monat", "comparison", "unter 10 € pro Monat"),
    ("search cheaper than $5 per 1000 queries", "comparison", "cheaper than $5 per 1000 queries"),
    ("search between 10 and 20 ms", "comparison", "between 10 and 20 ms"),
    ("zwischen 5 und 10 € Suche", "comparison", "zwischen 5 und 10 €"),
    ("search under 1,000.5 ms", "comparison", "under 1,000.5 ms"),
    ("search under 10-20 ms", "comparison", "under 10-20 ms"),
    ("Suche weniger als 100 ms", "comparison", "weniger als 100 ms"),
    ("búsqueda menos de 10 dólares", "comparison", "menos de 10 dólares"),
    ("recherche moins de 100 ms", "comparison", "moins de 100 ms"),
    ("pesquisa no máximo 5 dólares", "comparison", "no máximo 5 dólares"),
    ("ricerca al massimo 10 euro", "comparison", "al massimo 10 euro"),
    ("arama 10 dolar altında", "comparison", "10 dolar altında"),
    ("arama en fazla 5 saniye", "comparison", "en fazla 5 saniye"),
]


@pytest.mark.parametrize(("query", "kind", "phrase"), CONDITIONS, ids=[q for q, _, _ in CONDITIONS])
def test_condition_is_reported_with_its_phrase(query: str, kind: str, phrase: str) -> None:
    analysis = analyze_query(query)
    assert [(c.kind, c.phrase) for c in analysis.conditions] == [(kind, phrase)]
    assert phrase in query
    assert f'"{phrase}"' in analysis.conditions[0].suggestion or kind == "alternative"


@pytest.mark.parametrize(
    "query",
    [
        "web search api",
        "search under the hood",
        "top 10 search apis",
        "pdf parser for agents",
        "x402 payments",
        "",
        "no-code automation",  # a marker hyphen-joined to a word is part of a name
        "non-profit data",
        "weather api for non-commercial use",  # "non-" excludes but in the compounds records say
        "Non-Working Days",
        "e-mail search",
        "search - google",  # a lone dash is punctuation
        "check if a website is down or not",  # "or not" says whether: no alternative, no exclusion
        "verificar si un dominio está disponible o no",
        "prüfen ob eine Webseite erreichbar ist oder nicht",
        "vérifier si un site est en ligne ou pas",
        "GPT-4 search",
    ],
)
def test_plain_queries_and_bare_numbers_have_no_conditions(query: str) -> None:
    assert analyze_query(query).conditions == ()


def test_the_or_not_of_whether_is_dropped() -> None:
    analysis = analyze_query("check if a website is down or not")
    assert [term.word for term in analysis.terms] == ["check", "website", "down"]
    assert {"or", "not"} <= set(analysis.dropped)


def test_several_conditions_come_in_query_order() -> None:
    analysis = analyze_query("pdf or csv parser without login under $5")
    assert [(c.kind, c.phrase) for c in analysis.conditions] == [
        ("alternative", "pdf or csv"),
        ("exclusion", "without login"),
        ("comparison", "under $5"),
    ]


def test_alternative_and_exclusion_words_stay_terms_but_markers_are_dropped() -> None:
    analysis = analyze_query("pdf or csv parser without login")
    assert [term.word for term in analysis.terms] == ["pdf", "csv", "parser", "login"]
    assert analysis.dropped == ("or", "without")


def test_comparison_numbers_are_not_terms() -> None:
    analysis = analyze_query("scraper under $10 per month")
    assert [term.word for term in analysis.terms] == ["scraper"]
    assert "under" in analysis.dropped


SUGGESTIONS = [
    ("search without payment", "does not exclude paid services"),
    ("web search but do not pay", "executionPolicy payments false"),
    ("pdf sin pagar", "does not exclude paid services"),
    ("ödeme olmadan arama", "does not exclude paid services"),
    ("search api not free", "pricing filter (free, freemium"),
    ("search without subscription", "pricing filter (free, freemium"),
    ("pdf ohne Anmeldung", "does not exclude account-based services"),
    ("search without login", "executionPolicy accountConnections false"),
    ("search without mcp", "protocol filter"),
    ("search without javascript", "plain terms"),
    ("pdf or csv", '"pdf", then "csv"'),
    ("firecrawl or apify for scraping", '"firecrawl scraping", then "apify scraping"'),  # with the rest
    ("web scraping with playwright or puppeteer", '"playwright web scraping", then "puppeteer web scraping"'),
    ("MCP or REST search", 'protocol filter set to each value ("mcp", then "rest")'),
    ("search or extraction", "category filter"),
    ("scraper without x402", "protocol filter"),
    ("search under $10", "pricing filter"),
    ("search < 100 ms", "recorded details"),
]


@pytest.mark.parametrize(("query", "hint"), SUGGESTIONS)
def test_suggestion_says_how_to_express_it(query: str, hint: str) -> None:
    (condition,) = analyze_query(query).conditions
    assert hint in condition.suggestion
    assert condition.suggestion.isascii() or condition.phrase in condition.suggestion


@pytest.mark.parametrize("query", ["search without payment", "pdf parser, don't pay", "scraper ohne Zahlung"])
def test_a_payment_prohibition_is_never_turned_into_a_free_only_filter(query: str) -> None:
    """The contract: a prohibition on paying now does not exclude paid services from discovery."""
    (condition,) = analyze_query(query).conditions
    assert "does not exclude paid services" in condition.suggestion
    assert "only when only free services are wanted" in condition.suggestion


def test_separate_alternatives_are_not_merged_across_other_words() -> None:
    analysis = analyze_query("pdf or csv base de datos o json")
    assert [c.phrase for c in analysis.conditions] == ["pdf or csv", "base de datos o json"]


@pytest.mark.parametrize(
    ("query", "terms", "dropped"),
    [
        ("tools like Notion or Obsidian", ["notion", "obsidian"], ["tools", "like", "or"]),
        ("formats such as pdf, csv or json", ["formats", "pdf", "csv", "json"], ["such", "as", "or"]),
        ("notes e.g. Notion or Obsidian", ["notes", "notion", "obsidian"], ["e", "g", "or"]),
        ("Notizen z.B. Notion oder Obsidian", ["notizen", "notion", "obsidian"], ["z", "b", "oder"]),
        ("notas como Notion o Obsidian", ["notas", "notion", "obsidian"], ["como", "o"]),
    ],
)
def test_or_in_a_list_of_examples_is_no_condition(query: str, terms: list[str], dropped: list[str]) -> None:
    """An "or" inside "like / such as / e.g. ..." joins examples: the words are terms, "or" is dropped."""
    analysis = analyze_query(query)
    assert analysis.conditions == ()
    assert [term.word for term in analysis.terms] == terms
    assert [word for word in analysis.dropped if word in dropped] == dropped


def test_an_or_without_an_example_opener_is_still_a_condition() -> None:
    conditions = analyze_query("notes in Notion or Obsidian").conditions
    assert [condition.phrase for condition in conditions] == ["Notion or Obsidian"]
