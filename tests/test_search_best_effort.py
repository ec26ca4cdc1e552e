"""Best effort (docs/search.md, "Best effort") and "did you mean" (docs/search.md, "Typos").

A small catalogue: OCR and invoice services, filler services that make "data" and "api" common, and a
deprecated one. Every response is checked against the contract (both profiles).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_search_ranking import service
from test_search_support import BASE_URL, SPEC, assert_valid, fixture_index, sentence_text

import search_core
from search_core import engine, people, typos
from search_core.index import compile_index
from search_core.lexicon.qualifiers import COST_WORDS, QUALIFIERS
from search_core.request import parse_request
from search_core.suggestion_text import Change, read_change

RECORDS = [
    service("invoice-reader", "Invoice Reader", description="Extracts totals from supplier invoices."),
    service("receipt-ocr", "Receipt OCR", description="Reads receipts and supplier invoices with ocr."),
    service("receipt-scanner", "Receipt Scanner", description="Scans receipts."),
    service("browser-kit", "Browser Kit", description="A headless browser."),
    service("search-api", "Search API", category="search", description="Web search data api."),
    service(
        "old-invoices",
        "Old Invoices",
        registryLifecycle={
            "status": "deprecated",
            "evidence": {"url": "https://example.org/d", "checkedAt": "2026-11-01"},
        },
    ),
    *[service(f"data-{n:02d}", f"Data Feed {n:02d}", description="Weather data api.") for n in range(12)],
]
INDEX = search_core.build_index(RECORDS, "2026-11-02T00:00:00Z")


def ask(query: str, best_effort: bool = True, profile: str = "relay", **request: Any) -> dict[str, Any]:
    response = search_core.search(
        {"query": query, **request}, INDEX, profile, BASE_URL, best_effort=best_effort
    )
    if SPEC.is_dir():
        assert_valid(response, profile)
    return response


def outcome(query: str, best_effort: bool = True) -> engine.Outcome:
    return engine.run(parse_request({"query": query}), compile_index(INDEX), best_effort=best_effort)


def slugs(response: dict[str, Any]) -> list[str]:
    return [found["slug"] for found in response["services"]]


def test_the_strict_default_is_unchanged_by_the_option() -> None:
    strict = search_core.search({"query": "tally totals supplier invoices"}, INDEX, "relay", BASE_URL)
    assert strict == ask("tally totals supplier invoices", best_effort=False)
    assert strict["services"] == [] and strict["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]


def test_partial_matches_are_returned_with_the_blocking_cause_and_the_words_left_out() -> None:
    response = ask("tally totals supplier invoices")
    assert response["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]
    assert slugs(response)[0] == "invoice-reader"
    warning = [text for text in response["search"]["warnings"] if "no service matches every" in text]
    assert warning and warning[0].endswith('Not matched by the first service: "tally".')
    found = outcome("tally totals supplier invoices")
    assert found.best_effort and found.partial and found.unmatched_terms == ("tally",)
    assert found.order[0] == 0


def test_more_of_the_query_covered_ranks_higher() -> None:
    """Ranking rule 2: invoice-reader meets totals, supplier and invoices; receipt-ocr only invoices."""
    assert slugs(ask("totals supplier invoices scanner"))[0] == "invoice-reader"
    assert slugs(ask("receipts ocr invoices totals"))[0] == "receipt-ocr"


def test_among_partial_matches_a_word_in_the_name_counts_twice() -> None:
    """Zz meets alpha in its name and beta (2 + 1), Aa meets alpha, beta and gamma in its description
    (1 + 1 + 1): a tie on coverage only because the name counts twice, then Zz's better fields decide."""
    records = [
        service("aa", "Aa Kit", description="Alpha beta gamma."),
        service("zz", "Zz Alpha", description="Beta."),
        service("filler-gamma", "Filler", description="Gamma."),
        *[service(f"filler-{n}", f"Filler {n}") for n in range(12)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    response = search_core.search({"query": "alpha beta gamma delta"}, index, best_effort=True)
    assert [found["slug"] for found in response["services"]][:2] == ["zz", "aa"]


def test_among_partial_matches_a_place_in_the_name_counts_once() -> None:
    """Rule 3: a place says where, not what: "Aa Lisbon" meets only the place, in its name, and counts its
    half weight once, so "Zz Kit", meeting "flights" in its description, comes first (the name's double
    weight had put a city's transport record before the flight services for "flights from Lisbon ...")."""
    records = [
        service("aa-lisbon", "Aa Lisbon"),
        service("zz-kit", "Zz Kit", description="Flights."),
        service("mm-gamma", "Mm Kit", description="Gamma."),
        *[service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather and calendar.") for n in range(16)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "flights lisbon gamma"}, index, best_effort=True)
    assert [slug for slug in slugs(found) if slug != "mm-gamma"] == ["zz-kit", "aa-lisbon"]


def test_among_partial_matches_a_word_in_the_tagline_counts_a_quarter_more() -> None:
    """Zz meets alpha and beta in its tagline, Aa alpha in its capabilities and description and beta in its
    description: Aa scores more (rule 5), but among partial matches Zz covers more (rule 3: 1.25 + 1.25
    against 1 + 1) and comes first; among complete ones every word counts twice, coverage ties and Aa's
    score decides. (The query's words are in the other order: no pair bonus.)"""
    records = [
        service("aa", "Aa Kit", capabilities=["alpha"], description="Alpha and beta, among much else."),
        service("zz", "Zz Kit", tagline="Alpha and beta."),
        *[service(f"filler-{n}", f"Filler {n}") for n in range(12)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    for query, first in (("beta alpha delta", ["zz", "aa"]), ("beta alpha", ["aa", "zz"])):
        response = search_core.search({"query": query}, index, best_effort=True)
        assert [found["slug"] for found in response["services"]] == first, query


def test_a_tagline_saying_several_words_of_an_english_query_counts_more() -> None:
    """Rule 3: "Alpha and beta tools." meets two of the four words in its tagline and ranks above a name
    meeting the two commoner ones; without that, the name's double weight won (TAGLINE_WORDS_TOGETHER)."""
    records = [
        service("aa-kit", "Aa Kit", tagline="Alpha and beta tools."),
        service("zz-gamma-delta", "Gamma Delta"),
        *[service(f"mm-holder-{n}", f"Mm Holder {n}", description="gamma delta") for n in range(2)],
        *[service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather and calendar.") for n in range(16)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "alpha beta gamma delta", "limit": 2}, index, best_effort=True)
    assert slugs(found) == ["aa-kit", "zz-gamma-delta"]


def test_a_language_in_the_tagline_does_not_make_it_say_several_words_of_the_query() -> None:
    """Rule 3: "Alpha in english." meets "alpha" and the language; a language says in which language, not
    what, so the tagline's share is not counted twice and the name meeting "alpha" comes first (the Bhagavad
    Gita's "translation in Sanskrit/English/Hindi" came before the translation services for "translate ...
    from Japanese into English")."""
    records = [
        service("aa-kit", "Aa Kit", tagline="Alpha in english."),
        service("zz-alpha", "Zz Alpha"),
        service("mm-english", "Mm Kit", description="English."),
        *[service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather and calendar.") for n in range(16)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "alpha english gamma", "limit": 2}, index, best_effort=True)
    assert slugs(found) == ["zz-alpha", "aa-kit"]


def feedback_catalogue(shared_by: int) -> dict[str, Any]:
    """Three services meeting "zebra", `shared_by` of them saying "okapi" too, and two meeting "yak" that tie
    on every rule but that Zz says "okapi" (the static order would put Aa first); fillers make okapi rare."""
    records = [
        *[
            service(f"zebra-{n}", f"Zebra {n}", description="Okapi." if n < shared_by else "Gnu.")
            for n in range(3)
        ],
        service("aa-yak", "Aa Kit", description="Yak."),
        service("zz-yak", "Zz Kit", description="Yak and okapi."),
        *[service(f"filler-{n:02d}", f"Filler {n:02d}") for n in range(40)],
    ]
    return search_core.build_index(records, "2026-11-02T00:00:00Z")


@pytest.mark.parametrize(("shared_by", "first"), [(2, "zz-yak"), (1, "aa-yak")])
def test_a_partial_match_holding_what_the_first_results_share_ranks_higher(
    shared_by: int, first: str
) -> None:
    """Rule 3's feedback: "okapi", held by three of the first services (two zebras and Zz itself:
    rank.FEEDBACK_SHARED), says what the query is about, so among the services meeting "yak" the one saying it
    comes first; held by two, it does not count and the static order decides."""
    index = feedback_catalogue(shared_by)
    response = search_core.search({"query": "zebra yak", "limit": 10}, index, best_effort=True)
    yaks = [slug for slug in slugs(response) if slug.endswith("-yak")]
    assert yaks[0] == first


@pytest.mark.parametrize("query", ["zebra yak", "yak okapi gnu", "zebra"])
def test_the_first_results_are_the_start_of_the_whole_order(query: str) -> None:
    """Outcome.first(n) reuses what it ranked for a smaller n only when that covers n: the same services, in
    the same order, as the whole order, feedback included."""
    index = compile_index(feedback_catalogue(2))
    whole = engine.run(parse_request({"query": query}), index, best_effort=True).order
    found = engine.run(parse_request({"query": query}), index, best_effort=True)
    assert [found.first(count) for count in (1, 5, 45)] == [whole[:1], whole[:5], whole[:45]]


def test_feedback_never_reorders_the_strict_search() -> None:
    """The strict search's matches all meet every word: feedback leaves them as ranked."""
    index = feedback_catalogue(3)
    assert slugs(search_core.search({"query": "yak", "limit": 10}, index)) == ["aa-yak", "zz-yak"]


def test_among_partial_matches_coverage_counts_before_deprecation() -> None:
    """ "geocode an address" put a live service meeting only the commoner "address" before the archived
    Google Maps server meeting "geocode". Among partial matches covering as much, live ones come first."""
    evidence = {"url": "https://example.org/d", "checkedAt": "2026-11-01"}
    deprecated = {"status": "deprecated", "evidence": evidence}
    records = [
        service("zz-maps-old", "Zz Maps (archived)", description="Geocoding.", registryLifecycle=deprecated),
        service("aa-book-old", "Aa Book (old)", description="An address book.", registryLifecycle=deprecated),
        service("zz-book", "Zz Book", description="An address book."),
        service("mm-book", "Mm Book", description="An address list."),
        *[service(f"filler-{n:02d}", f"Filler {n:02d}", description="Weather data.") for n in range(12)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "geocode address", "limit": 10}, index, best_effort=True)
    assert slugs(found) == ["zz-maps-old", "mm-book", "zz-book", "aa-book-old"]
    warning = next(w for w in found["search"]["warnings"] if w.startswith("Zz Maps (archived)"))
    assert warning.endswith("listed after the live ones that match as much of the query.")
    strict = search_core.search({"query": "address", "limit": 10}, index)
    assert slugs(strict)[-1] == "aa-book-old"
    ending = "deprecated services are listed after live ones matching the query about as well."
    assert any(w.endswith(ending) for w in strict["search"]["warnings"])
    browsed = search_core.search({"limit": 20}, index)
    assert any(w.endswith("deprecated services are listed last.") for w in browsed["search"]["warnings"])


def test_a_deprecated_service_meeting_every_word_comes_before_live_ones_meeting_part() -> None:
    """Pasting an archived server's name finds it before live services that share part of it (its
    "archived" met "archives" in a file converter). Among complete matches live ones still come first
    (test_search_ranking: "not deprecated before deprecated")."""
    evidence = {"url": "https://example.org/d", "checkedAt": "2026-11-01"}
    deprecated = {"status": "deprecated", "evidence": evidence}
    records = [
        service("aa-converter", "Aa Converter", description="Converts archives and server logs."),
        service("zz-sqlite-old", "Zz SQLite Server (archived)", registryLifecycle=deprecated),
        service("zz-sqlite", "Zz SQLite Server Kit"),
        *[service(f"filler-{n:02d}", f"Filler {n:02d}", description="Weather data.") for n in range(12)],
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "SQLite Server (archived)"}, index, best_effort=True)
    assert [s["slug"] for s in found["services"]] == ["zz-sqlite-old", "zz-sqlite", "aa-converter"]


def test_a_lifecycle_mark_names_no_service(committed: dict[str, Any]) -> None:
    """ "a historical archive" read "archive" as the name of the five archived servers ("SQLite MCP Server
    (archived)") and "pricing or a free tier" as comparing them, so they came first. The mark is searched as
    a tag, never as a name."""
    query = "news api with a historical archive back to 2018. academic pricing or a free tier would help"
    found = search_core.search({"query": query}, committed, best_effort=True)
    assert "sqlite-mcp-server" not in slugs(found)
    assert not any("(archived)" in warning for warning in found["search"]["warnings"])


def test_complete_matches_come_first_then_partial_ones() -> None:
    strict = search_core.search({"query": "receipt ocr"}, INDEX, "relay", BASE_URL)
    response = ask("receipt ocr")
    assert slugs(strict) == ["receipt-ocr"]
    assert slugs(response) == ["receipt-ocr", "receipt-scanner"]
    assert response["search"]["reasonCodes"] == []  # a service matches every word
    assert (
        "Best effort: only 1 service matches every searched word; the services after it match part of the "
        "query, those covering most of it first (rarer words count more)." in response["search"]["warnings"]
    )
    found = outcome("receipt ocr")
    assert found.complete == 1 and found.partial


def test_nothing_is_said_about_partial_matches_when_every_service_matches_every_word() -> None:
    response = ask("headless browser")
    assert slugs(response) == ["browser-kit"]
    assert not [text for text in response["search"]["warnings"] if text.startswith("Best effort")]


@pytest.mark.parametrize(
    "query",
    [
        "I want some data from an api for my garden project and the family holiday",  # only common words met
        "book a table at a restaurant tonight",  # no word of the catalogue
    ],
)
def test_no_padding_with_junk(query: str) -> None:
    response = ask(query)
    assert response["services"] == [] and response["total"] == 0
    assert response["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]
    assert any("no service matches enough of the query" in text for text in response["search"]["warnings"])


def test_a_quarter_of_the_query_must_be_covered_without_an_informative_word() -> None:
    """Common words only: kept when they are at least a quarter of the query's weight (weather and data weigh
    4 each, invoices 14, receipts 16)."""
    assert slugs(ask("weather data"))[:1] == ["data-00"]
    assert not {"data-00", "data-01"} & set(slugs(ask("weather data invoices receipts")))  # 8 of 38


def test_a_word_no_service_holds_weighs_half_an_informative_word() -> None:
    """Zebra and giraffe are in no record: 8 each in the query's weight, so weather and data (4 + 4) are a
    third of it and their services are kept ("scrape linkedin profiles" keeps the scrapers); data alone (4 of
    20) is not enough."""
    assert slugs(ask("weather data zebra giraffe"))[:1] == ["data-00"]  # 8 of 24
    assert ask("data zebra giraffe")["services"] == []  # 4 of 20


def test_an_exclusion_is_not_applied_and_its_whole_phrase_is_quoted() -> None:
    query = "invoice reader without tracking cookies"
    response = ask(query)
    search = response["search"]
    assert search["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"]
    assert slugs(response)[0] == "invoice-reader"
    assert search["terms"] == ["invoice", "reader"]  # the excluded words are not searched
    assert (
        'Best effort: the condition "without tracking cookies" was not applied (this search cannot apply '
        "it); the services shown may not meet it." in search["warnings"]
    )
    unapplied = outcome(query).unapplied_conditions
    assert [condition.phrase for condition in unapplied] == ["without tracking cookies"]


# One service per auth value, all meeting "scraper" (auth_conditions.py).
AUTH_RECORDS = [
    service(f"scraper-{auth}", f"Scraper {auth.title()}", description="A scraper API.", auth=auth)
    for auth in ("none", "api-key", "oauth", "wallet-payment", "unknown")
] + [service(f"other-{n}", f"Other {n}", description="Weather.") for n in range(8)]
AUTH_INDEX = search_core.build_index(AUTH_RECORDS, "2026-11-02T00:00:00Z")


@pytest.mark.parametrize(
    ("query", "kept"),
    [
        ("scraper without an api key", ["none", "oauth", "wallet-payment", "unknown"]),
        ("scraper no api key needed", ["none", "oauth", "wallet-payment", "unknown"]),
        ("scraper that doesn't need an api key", ["none", "oauth", "wallet-payment", "unknown"]),  # "n't"
        ("scraper which won't require a login", ["none", "unknown"]),
        ("scraper -apikey", ["none", "oauth", "wallet-payment", "unknown"]),
        ("Scraper ohne API-Schlüssel", ["none", "oauth", "wallet-payment", "unknown"]),  # the whole compound
        ("scraper sin clave", ["none", "oauth", "wallet-payment", "unknown"]),
        ("scraper no login", ["none", "unknown"]),
        ("scraper without authentication", ["none", "unknown"]),
        ("scraper not requiring an account", ["none", "unknown"]),
        ("scraper sans inscription", ["none", "unknown"]),
        ("scraper kayıt olmadan", ["none", "unknown"]),  # Turkish: the marker follows
        ("scraper API anahtarı olmadan", ["none", "oauth", "wallet-payment", "unknown"]),
        ("API key gerektirmeyen scraper", ["none", "oauth", "wallet-payment", "unknown"]),  # "not requiring"
        ("kayıt istemeyen scraper", ["none", "unknown"]),  # "not asking for a sign-up"
        ("scraper que no requiere clave", ["none", "oauth", "wallet-payment", "unknown"]),  # "requires"
        ("Scraper, der keinen API-Schlüssel braucht", ["none", "oauth", "wallet-payment", "unknown"]),
        ("scraper che non richiede chiave", ["none", "oauth", "wallet-payment", "unknown"]),
        ("scraper without ads", ["none", "api-key", "oauth", "wallet-payment", "unknown"]),  # not applied
        ("scraper without api documentation", ["none", "api-key", "oauth", "wallet-payment", "unknown"]),
        ("scraper not an api", ["none", "api-key", "oauth", "wallet-payment", "unknown"]),  # no key named
    ],
)
def test_best_effort_applies_an_exclusion_of_credentials(query: str, kept: list[str]) -> None:
    """A service whose sources say it needs what the query excludes is left out; one whose sources do not say
    how it authenticates (auth unknown) is kept."""
    response = search_core.search({"query": query, "limit": 20}, AUTH_INDEX, best_effort=True)
    assert sorted(slugs(response)) == sorted(f"scraper-{auth}" for auth in kept)
    assert response["total"] == len(kept)
    assert response["search"]["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"]  # the strict answer stays blocked
    if SPEC.is_dir():
        assert_valid(response, "relay")


def test_an_applied_condition_is_said_and_not_suggested_away() -> None:
    request = {"query": "scraper without an api key"}
    search = search_core.search(request, AUTH_INDEX, best_effort=True)["search"]
    assert (
        'Best effort: the condition "without an api key" was applied: services whose sources say they need '
        "an API key are left out; those whose sources do not say how they authenticate are kept (auth "
        "unknown)." in search["warnings"]
    )
    assert not any("without an api key" in text for text in search["suggestions"])
    strict = search_core.search({"query": "scraper without an api key"}, AUTH_INDEX)
    assert strict["services"] == [] and strict["search"]["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"]
    assert any('"without an api key"' in text for text in strict["search"]["suggestions"])


# Crawlers that all need a key, and a weather service that does not: "crawler without an api key".
KEYED_RECORDS = [
    service(f"crawler-{n}", f"Crawler {n}", description="A crawler.", auth="api-key") for n in range(3)
] + [service("weather-free", "Weather Free", description="Weather, no crawler here.", auth="none")]


def test_an_exclusion_that_would_leave_out_every_service_meeting_the_words_is_not_applied() -> None:
    """Every crawler needs a key: leaving them out would show only services meeting part of the query, so the
    crawlers are shown and the warning says why the condition was not applied."""
    index = search_core.build_index(KEYED_RECORDS, "2026-11-02T00:00:00Z")
    request = {"query": "crawler without an api key"}
    search_response = search_core.search(request, index, best_effort=True)
    assert slugs(search_response)[:3] == ["crawler-0", "crawler-1", "crawler-2"]
    search = search_response["search"]
    assert (
        'Best effort: the condition "without an api key" was not applied: every service matching "crawler" '
        "needs an API key, according to its sources, so none is left out." in search["warnings"]
    )
    assert not any("without an api key" in text for text in search["suggestions"])
    keyless = search_core.build_index(
        [*KEYED_RECORDS, service("crawler-open", "Crawler Open", description="A crawler.", auth="none")],
        "2026-11-02T00:00:00Z",
    )
    assert slugs(search_core.search(request, keyless, best_effort=True)) == ["crawler-open"]  # applied


def test_the_counts_of_the_filters_follow_an_applied_condition() -> None:
    counts = search_core.facets({"query": "scraper without an api key"}, AUTH_INDEX, best_effort=True)
    assert counts["total"] == 4
    assert {facet["value"]: facet["count"] for facet in counts["category"]}["data"] == 4


def test_the_strict_search_still_blocks_the_exclusion_quoting_its_whole_phrase() -> None:
    response = ask("invoice reader without an api key", best_effort=False)
    assert response["services"] == []
    assert any('"without an api key"' in text for text in response["search"]["warnings"])


def test_an_alternative_searches_either_word() -> None:
    response = ask("receipts or totals")
    assert response["search"]["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"]
    assert set(slugs(response)) == {"invoice-reader", "receipt-ocr", "receipt-scanner"}


def test_examples_after_like_are_no_condition_in_either_mode() -> None:
    for best_effort in (False, True):
        response = ask("tools like receipt ocr or invoices", best_effort=best_effort)
        assert "UNSUPPORTED_CONDITIONS" not in response["search"]["reasonCodes"]


@pytest.mark.parametrize("profile", ["relay", "isto"])
@pytest.mark.parametrize(
    "query",
    ["tally totals supplier invoices", "invoice without an api key", "recipt ocr", "zzzz qqqq", "without"],
)
def test_best_effort_responses_satisfy_the_contract(profile: str, query: str) -> None:
    ask(query, profile=profile)


def test_isto_best_effort_returns_the_partial_matches_without_relaxing() -> None:
    response = ask("tally totals supplier invoices", profile="isto")
    assert response["relaxed"] == []
    assert response["offers"][0]["url"].endswith("/services/invoice-reader/")


# ---- typos --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("invoise", "invoice"),  # a replaced letter
        ("inovice", "invoice"),  # two adjacent letters swapped: one edit
        ("receiptt", "receipt"),  # an extra letter
        ("suplier", "supplier"),  # a missing letter
        ("weathr", "weather"),
        ("supllierz", "supplier"),  # two edits for a word of 8 letters or more
        ("recipt", "receipt"),
        ("qqqqqq", None),  # nothing close
        ("apx", None),  # 3 letters: never corrected
        ("ocrx", None),  # 4 letters: never corrected
        ("wxather", "weather"),
        ("feather", None),  # a short word's first letter differs: another word ("gmail" is not "email")
        ("ewather", "weather"),  # its first two letters swapped: a typo
    ],
)
def test_did_you_mean(word: str, expected: str | None) -> None:
    assert typos.closest(compile_index(INDEX), word) == expected


def test_two_edits_only_for_long_words() -> None:
    assert typos.closest(compile_index(INDEX), "wxathxr") is None  # 7 letters: one edit only


def test_ties_go_to_the_more_frequent_word_then_alphabetical() -> None:
    records = [
        service("a", "Crate Tool"),
        service("b", "Crane Tool"),
        service("c", "Crane Kit"),
        service("d", "Crate Kit"),
        service("e", "Crave Kit"),
        service("f", "Crave Tool"),
        service("g", "Crate Box"),
    ]
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    assert typos.closest(compiled, "craxe") == "crate"  # crate: 3 records; crane and crave: 2
    compiled = compile_index(search_core.build_index(records[:6], "2026-11-02T00:00:00Z"))
    assert typos.closest(compiled, "craxe") == "crane"  # all 2 records each: alphabetical


def test_an_alias_word_can_be_the_correction() -> None:
    assert typos.closest(compile_index(INDEX), "navegadr") == "navegador"


def test_strict_search_suggests_the_correction_as_a_readable_change() -> None:
    response = ask("recipt ocr", best_effort=False)
    assert response["services"] == []
    first = response["search"]["suggestions"][0]
    assert first == 'Did you mean "receipt"? No service uses the word "recipt"; search for "receipt" instead.'
    assert read_change(first) == Change("replace-term", "recipt", "receipt")


def test_best_effort_applies_the_correction_and_says_so() -> None:
    response = ask("recipt ocr")
    assert response["search"]["terms"] == ["receipt", "ocr"]
    assert response["search"]["reasonCodes"] == []
    assert slugs(response)[0] == "receipt-ocr"
    assert (
        'Best effort: no service uses the word "recipt"; searched for "receipt" instead.'
        in (response["search"]["warnings"])
    )
    assert outcome("recipt ocr").corrections == (typos.Correction("recipt", "receipt"),)


def test_a_query_in_another_language_is_not_corrected() -> None:
    """The typo vocabulary is English: "recibos" (Spanish) is no typo of "receipts"."""
    assert outcome("extraer recibos").corrections == ()
    assert outcome("ocr reciepts").corrections == (typos.Correction("reciepts", "receipts"),)


def test_a_correction_that_leads_nowhere_is_not_made() -> None:
    """No service meets invoice and giraffe, so "invoise" is more likely a real word the
    catalogue does not use than a typo; neither applied nor suggested."""
    assert outcome("invoise reader").corrections == (typos.Correction("invoise", "invoice"),)
    assert outcome("invoise giraffe").corrections == ()
    strict = ask("invoise giraffe", best_effort=False)
    assert not any(text.startswith("Did you mean") for text in strict["search"]["suggestions"])


def test_a_known_word_is_never_corrected() -> None:
    assert outcome("receipts").corrections == ()
    assert outcome("navegador").corrections == ()  # an alias word is known


def test_the_cli_flag_gives_the_same_bytes(tmp_path: Any) -> None:
    from search_core.__main__ import main

    index_file = tmp_path / "index.json"
    index_file.write_text(search_core.dump_index(INDEX), encoding="utf-8")
    request = json.dumps({"query": "tally totals supplier invoices"})
    expected = search_core.search_json(
        request, search_core.load_index(index_file.read_text()), best_effort=True
    )
    import contextlib
    import io

    buffer = io.BytesIO()

    class Out:
        def __init__(self) -> None:
            self.buffer = buffer

        def flush(self) -> None:
            pass

    with contextlib.redirect_stdout(Out()):  # type: ignore[type-var]
        assert main(["--catalogue", str(index_file), "--request", request, "--best-effort"]) == 0
    assert buffer.getvalue().decode("utf-8") == expected + "\n"


def test_a_query_of_two_words_keeps_every_service_meeting_one() -> None:
    """The minimum guards long sentences: "data zebra" shows the data services, "data zebra giraffe" none."""
    assert ask("data zebra")["total"] == ask("data", best_effort=False)["total"] > 10
    assert ask("data zebra giraffe")["services"] == []


@pytest.mark.parametrize("query", ["search web búsqueda", "search web", "pdf search"])
def test_every_complete_match_comes_before_any_partial_one(query: str) -> None:
    """A partial match with its words in its name never outranks a service meeting every word."""
    index = fixture_index()
    strict = [s["slug"] for s in search_core.search({"query": query, "limit": 100}, index)["services"]]
    shown = search_core.search({"query": query, "limit": 100}, index, best_effort=True)["services"]
    assert [s["slug"] for s in shown][: len(strict)] == strict


WEATHER = [
    service("aa-weather", "Aa Forecasts", description="Weather api."),
    service("zz-weather", "Zz Weather Feed", description="Forecasts."),
    *[service(f"cal-{n:02d}", f"Calendar {n:02d}", description="Calendar api.") for n in range(10)],
]


def test_a_word_most_services_use_is_optional_in_best_effort() -> None:
    """ "api" is held by more than 2 records in 5: a weather service without it ranks with the one that has
    it (by score: "weather" in the name first), not after every service meeting both words."""
    index = search_core.build_index(WEATHER, "2026-11-02T00:00:00Z")
    strict = search_core.search({"query": "weather api"}, index)
    found = search_core.search({"query": "weather api"}, index, best_effort=True)
    assert slugs(strict) == ["aa-weather"]
    assert slugs(found)[:2] == ["zz-weather", "aa-weather"]
    assert found["search"]["reasonCodes"] == []
    assert found["search"]["warnings"][:2] == [
        'Best effort: "api" is used by more than two in five services, so the services meeting every other '
        "word rank among those meeting every word, with or without it.",
        'Best effort: only 2 services match every searched word or every one but "api"; the services after '
        "them match part of the query, those covering most of it first (rarer words count more).",
    ]
    assert sentence_text({"query": "weather api"}, found) == (
        "2 services match weather api, some of them without api, a word most services use; 10 more match part"
        " of it and come after."
    )


MAPS = [
    service("aa-maps", "Aa Maps", description="Maps of every city."),
    service("zz-atlas", "Zz Atlas", description="Maps and their prices."),
    *[service(f"other-{n:02d}", f"Other {n:02d}", description="Calendars.") for n in range(10)],
]


def test_a_word_asking_how_cheap_is_optional_in_best_effort() -> None:
    """No record says it is cheap: for "cheap maps" the service named for maps ranks first, not the one whose
    text meets "cheap" through "prices"; a warning says why, and the sentence for people too."""
    index = search_core.build_index(MAPS, "2026-11-02T00:00:00Z")
    strict = search_core.search({"query": "cheap maps"}, index)
    found = search_core.search({"query": "cheap maps"}, index, best_effort=True)
    assert slugs(strict) == ["zz-atlas"]
    assert slugs(found) == ["aa-maps", "zz-atlas"]
    assert found["search"]["reasonCodes"] == []
    assert found["search"]["warnings"] == [
        'Best effort: "cheap" asks about cost, which no service\'s record rates, so the services meeting '
        "every other word rank among those meeting every word, with or without it."
    ]
    assert sentence_text({"query": "cheap maps"}, found) == (
        "2 services match cheap maps, some of them without cheap, which no service's record rates."
    )


def test_the_words_asking_how_cheap_are_qualifiers() -> None:
    """They count half in ranking's coverage too (lexicon/qualifiers.py), wherever they are met."""
    assert COST_WORDS <= QUALIFIERS


def test_words_asking_how_cheap_and_common_words_get_a_warning_each() -> None:
    records = [*MAPS, *[service(f"api-{n:02d}", f"Api {n:02d}", description="Api.") for n in range(10)]]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "cheapest maps api"}, index, best_effort=True)
    assert slugs(found)[:2] == ["aa-maps", "zz-atlas"]
    assert found["search"]["warnings"][:2] == [
        'Best effort: "api" is used by more than two in five services, so the services meeting every other '
        "word rank among those meeting every word, with or without it.",
        'Best effort: "cheapest" asks about cost, which no service\'s record rates, so the services meeting '
        "every other word rank among those meeting every word, with or without it.",
    ]


def test_no_word_is_optional_when_every_word_is_common() -> None:
    compiled = compile_index(search_core.build_index(WEATHER, "2026-11-02T00:00:00Z"))
    api, weather, calendar = (engine.analyze_query(word).terms[0] for word in ("api", "weather", "calendar"))
    assert engine.optional_terms(compiled, (weather, api)) == (False, True)
    assert engine.optional_terms(compiled, (api, calendar)) == (False, False)  # both held by 10 in 12 or more
    assert engine.optional_terms(compiled, (api,)) == (False,)
    cheap = engine.analyze_query("cheap").terms[0]
    assert engine.optional_terms(compiled, (cheap, weather)) == (True, False)
    assert engine.optional_terms(compiled, (cheap, api)) == (False, False)  # nothing but optional words


GITHUB = [
    service("aa-github", "Aa GitHub", description="Issues and pull requests on GitHub."),
    service("zz-github-server", "Zz GitHub Server", description="A server for GitHub."),
    *[service(f"other-{n:02d}", f"Other {n:02d}", description="Calendars.") for n in range(10)],
]


def test_server_beside_mcp_is_optional_in_best_effort() -> None:
    """Every MCP record is a server: for "github mcp server" a GitHub server whose text never says "server"
    ranks among those meeting every word, after the one that also says it; a warning says why, and the
    sentence for people too. Without "mcp" in the query, "server" is a word like any other."""
    index = search_core.build_index(GITHUB, "2026-11-02T00:00:00Z")
    query = {"query": "github mcp server"}
    assert slugs(search_core.search(query, index)) == ["zz-github-server"]
    found = search_core.search(query, index, best_effort=True)
    assert slugs(found) == ["zz-github-server", "aa-github"]
    assert found["search"]["reasonCodes"] == []
    assert found["search"]["warnings"][1] == (
        'Best effort: "server" is what every MCP service is, so the services meeting every other word rank '
        "among those meeting every word, with or without it."
    )
    assert sentence_text(query, found) == (
        "2 services match github mcp server, some of them without mcp or server, words that narrow the search"
        " little."
    )
    compiled = compile_index(index)
    github, mcp, server = (engine.analyze_query(word).terms[0] for word in ("github", "mcp", "server"))
    assert engine.optional_terms(compiled, (github, mcp, server)) == (False, True, True)
    assert engine.optional_terms(compiled, (github, server)) == (False, False)


@pytest.mark.parametrize(
    ("words", "kinds", "why"),
    [
        (["api"], (["api"], [], [], []), ", a word most services use"),
        (["api", "data"], (["api", "data"], [], [], []), ", words most services use"),
        (["cheap"], ([], ["cheap"], [], []), ", which no service's record rates"),
        (["server"], ([], [], ["server"], []), ", which every MCP service is"),
        (["api"], ([], [], [], ["api"]), ", which says only what kind of search service is wanted"),
        (
            ["free", "api"],
            ([], [], [], ["free", "api"]),
            ", which say only what kind of search service is wanted",
        ),
        (
            ["api", "cheap"],
            (["api"], ["cheap"], [], []),
            ", words most services use or no service's record rates",
        ),
        (["mcp", "server"], (["mcp"], [], ["server"], []), ", words that narrow the search little"),
    ],
)
def test_the_sentence_says_why_a_word_may_be_left_out(
    words: list[str], kinds: people.Kinds, why: str
) -> None:
    assert people.why_optional(words, kinds) == why
