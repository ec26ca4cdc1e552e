"""Broader words (docs/search.md, "Broader words") and the typo rules for brands, long words and joined words
(docs/search.md, "Typos").

A small catalogue of document, scraping and browser services; every response is checked against the
contract.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_search_ranking import service
from test_search_support import ask as support_ask

import search_core
from search_core import broader, engine, typos
from search_core.forms import stem
from search_core.index import compile_index
from search_core.lexicon.broader import BROADER
from search_core.request import parse_request
from search_core.suggestion_text import Change, read_change

RECORDS = [
    service("doc-parser", "Doc Parser", description="Extracts text and tables from PDF documents."),
    service("pdf-kit", "PDF Kit", description="Merge and split PDF files."),
    service("page-fetch", "Page Fetch", description="Fetches a web page and converts its HTML to Markdown."),
    service("crawlfire", "Crawlfire", provider="Crawlfire", description="Web scraping API."),
    service("scrape-kit", "Scrape Kit", description="Scraping and crawling of web sites."),
    service("playwright", "Playwright Server", description="Drives a browser."),
    service("weather", "Weather Feed", description="Weather data."),
    service("mongodb", "MongoDB", description="Queries a document database."),
]
INDEX = search_core.build_index(RECORDS, "2026-11-02T00:00:00Z")
COMPILED = compile_index(INDEX)


def ask(query: str, best_effort: bool = True) -> dict[str, Any]:
    return support_ask({"query": query}, best_effort=best_effort, index=INDEX)


def slugs(response: dict[str, Any]) -> list[str]:
    return [found["slug"] for found in response["services"]]


def outcome(query: str, best_effort: bool = True) -> engine.Outcome:
    return engine.run(parse_request({"query": query}), COMPILED, best_effort=best_effort)


# ---- broader words ---------------------------------------------------------------------------------------


def test_a_word_no_record_holds_is_searched_as_its_broader_words() -> None:
    response = ask("parse invoices")
    assert slugs(response)[:2] == ["doc-parser", "pdf-kit"]
    warning = 'no service uses the word "invoices"; searched for the broader "document" or "pdf" instead.'
    assert f"Best effort: {warning}" in response["search"]["warnings"]
    assert outcome("parse invoices").broadenings == (broader.Broadening("invoices", ("document", "pdf")),)


@pytest.mark.parametrize(
    ("word", "broader_words"),
    [
        ("movie", ("video", "film")),
        ("departures", ("transit", "transport", "schedule")),
        ("nba", ("sport",)),  # 7 Dec 2026: a league is sports data ("basketball": no record here says it)
        ("cnpj", ("company", "registry")),  # 7 Dec 2026: the Brazilian company register's number
        ("webpage", ("website", "page", "url")),  # 7 Dec 2026: catalogues that write "web page" or "website"
    ],
)
def test_a_movie_is_video_and_departures_are_transit(word: str, broader_words: tuple[str, ...]) -> None:
    """6 Dec 2026: "live bus departures API" found the transit APIs once "departures" was searched as transit
    (and "podcast" as audio, an alias since 7 Dec 2026: test_a_podcast_meets_audio_through_its_alias)."""
    records = [
        *RECORDS,
        service("transcriber", "Transcriber", description="Audio transcript service."),
        service("films", "Film Feed", description="Video and film data."),
        service("transit", "Transit Feed", description="Transit, transport and schedule data."),
        service("scores", "Scores Feed", description="Sport results."),
        service("registers", "Register Feed", description="Company registry data."),
        service("reader", "Page Reader", description="Reads a website page from its URL."),
    ]
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    found = engine.run(parse_request({"query": f"{word} feed"}), compiled, best_effort=True)
    assert found.broadenings == (broader.Broadening(word, broader_words),)


def test_a_podcast_meets_audio_through_its_alias() -> None:
    """7 Dec 2026: "podcast" is an alias of audio, so a transcriber meets it without broadening."""
    records = [*RECORDS, service("transcriber", "Transcriber", description="Audio transcript service.")]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = engine.run(parse_request({"query": "podcast feed"}), compile_index(index), best_effort=True)
    assert found.broadenings == ()
    assert slugs(search_core.search({"query": "podcast"}, index))[:1] == ["transcriber"]


def test_the_query_word_stays_the_term_and_the_reason_shows_the_records_word() -> None:
    response = search_core.search({"query": "invoice"}, INDEX, best_effort=True)
    assert response["search"]["terms"] == ["invoice"]
    first = response["services"][0]
    assert first["slug"] == "pdf-kit"  # "PDF" in its name
    assert first["matchReasons"][0] == {
        "kind": "keyword",
        "field": "name_provider",
        "term": "invoice",
        "matchedTerm": "PDF",
    }


def test_a_word_of_another_language_reaches_the_table_through_its_alias() -> None:
    assert outcome("Rechnungen").broadenings == (broader.Broadening("rechnungen", ("document", "pdf")),)


def test_only_broader_words_some_record_holds_are_searched() -> None:
    """ticker -> finance, stock, market: none is in this catalogue, so nothing is broadened."""
    assert outcome("ticker weather").broadenings == ()


def test_a_word_the_catalogue_holds_is_never_broadened() -> None:
    records = [*RECORDS, service("invoice-ai", "Invoice AI", description="Reads invoices.")]
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    found = engine.run(parse_request({"query": "parse invoices"}), compiled, best_effort=True)
    assert found.broadenings == ()


def test_the_strict_search_never_broadens() -> None:
    strict = ask("parse invoices", best_effort=False)
    assert strict["services"] == [] and strict["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]
    assert outcome("parse invoices", best_effort=False).broadenings == ()


def test_the_table_is_bounded_and_folded() -> None:
    for word, words in BROADER.items():
        assert word == word.lower() and word.isascii() and word.isalpha(), word
        assert 1 <= len(words) <= 3 and len(set(map(stem, words))) == len(words), word
        assert all(w == w.lower() and w.isascii() and w.isalpha() for w in words), word
        assert stem(word) not in map(stem, words), word


# ---- typos: brands, long words, joined words -----------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("crawlfyre", "crawlfire"),  # a brand held by its own record only is a candidate
        ("playwrite", "playwright"),  # three edits: a long word and a candidate with its first six letters
        ("plaiwrite", None),  # three edits without the same first six letters: too far
        ("html2markdown", "html to markdown"),  # two catalogue words joined by "2"
        ("pdf4weather", "pdf for weather"),
        ("html2giraffe", None),  # "giraffe" is no catalogue word
        ("webpage", "web page"),  # a catalogue word followed by another
        ("scrapingbee", "scraping"),  # a catalogue word that is most of the word, then an unknown rest
        ("webzzzzzzzz", None),  # the catalogue word is less than half of it
    ],
)
def test_did_you_mean_beyond_edits(word: str, expected: str | None) -> None:
    assert typos.closest(COMPILED, word) == expected


def test_best_effort_searches_the_parts_and_says_so() -> None:
    response = ask("html2markdown")
    assert response["search"]["terms"] == ["html", "markdown"]
    assert slugs(response) == ["page-fetch"]
    assert (
        'Best effort: no service uses the word "html2markdown"; searched for "html to markdown" instead.'
        in response["search"]["warnings"]
    )


def test_the_strict_search_offers_the_parts_as_a_readable_change() -> None:
    first = ask("scrapingbee", best_effort=False)["search"]["suggestions"][0]
    assert read_change(first) == Change("replace-term", "scrapingbee", "scraping")


@pytest.mark.parametrize(
    ("query", "corrections"),
    [
        ("mongo db queries", (typos.Correction("mongo db", "mongodb"),)),  # "mongo" is unknown
        ("weather feed", ()),  # two known words are never joined
        ("zzz mongo", ()),  # "zzzmongo" is no catalogue word
    ],
)
def test_words_written_apart_are_joined(query: str, corrections: tuple[typos.Correction, ...]) -> None:
    assert outcome(query).corrections == corrections


def test_joined_words_are_searched_and_named_in_both_modes() -> None:
    response = ask("mongo db")
    assert response["search"]["terms"] == ["mongodb"] and slugs(response) == ["mongodb"]
    assert 'Best effort: no service uses the words "mongo db"; searched for "mongodb" instead.' in (
        response["search"]["warnings"]
    )
    first = ask("mongo db", best_effort=False)["search"]["suggestions"][0]
    assert read_change(first) == Change("replace-term", "mongo db", "mongodb")


def search_in(records: list[dict[str, Any]], query: str, best_effort: bool = False) -> dict[str, Any]:
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    return support_ask({"query": query, "limit": 20}, best_effort=best_effort, index=index)


DUCKS = [
    service("duckduckgo", "DuckDuckGo Search", description="Web search."),
    service("duck-farm", "Duck Farm", description="Farm animals."),
    service("go-kit", "Go Kit", description="A library."),
    service("webpage-shot", "Webpage Shot", description="Screenshots."),
    *[service(f"reader-{n}", f"Reader {n}", description="Reads any webpage.") for n in range(3)],
    service("web-page-kit", "Kit", description="Fetches a web page."),
]


@pytest.mark.parametrize("best_effort", [False, True])
def test_known_words_written_apart_also_match_the_brand_they_make(best_effort: bool) -> None:
    """ "duck duck go": every word is a catalogue word, so nothing is corrected; each also matches the brand
    DuckDuckGo (its repeated word kept), shown with the record's own word."""
    response = search_in(DUCKS, "duck duck go", best_effort)
    assert response["search"]["terms"] == ["duck", "go"] and slugs(response)[0] == "duckduckgo"
    reasons = {(r["term"], r["matchedTerm"]) for r in response["services"][0]["matchReasons"]}
    assert ("duck", "DuckDuckGo") in reasons and ("go", "DuckDuckGo") in reasons


def test_words_that_make_a_description_word_are_not_joined() -> None:
    """ "webpage" is in one name and three descriptions: not a brand, so "web page" does not match it."""
    assert slugs(search_in(DUCKS, "web page")) == ["web-page-kit"]


def test_a_run_with_an_unknown_word_is_corrected_with_its_repeated_word() -> None:
    records = [record for record in DUCKS if record["slug"] != "duck-farm"]  # "duck" is no catalogue word
    strict = search_in(records, "duck duck go")
    suggestion = strict["search"]["suggestions"][0]
    assert read_change(suggestion) == Change("replace-term", "duck duck go", "duckduckgo")
    found = search_in(records, "duck duck go", best_effort=True)
    assert found["search"]["terms"] == ["duckduckgo"] and slugs(found) == ["duckduckgo"]


SERCH = [
    service("brave-search", "Brave Search", description="Web search."),
    service("perplexity-serch", "Perplexity Serch", description="Answers questions."),
    service("serch-docs", "Serch Docs", description="Reads serch docs."),  # in its description too
    *[service(f"engine-{n:02d}", f"Engine {n:02d}", description="A search engine.") for n in range(20)],
]


def test_a_misspelling_one_name_carries_is_also_searched_as_the_common_word() -> None:
    """ "serch" is only in the name "Perplexity Serch", which meets no other word of "brave serch": best
    effort also searches "search" (the strict search does not), and says so."""
    records = [record for record in SERCH if record["slug"] != "serch-docs"]
    found = search_in(records, "brave serch", best_effort=True)
    assert slugs(found)[0] == "brave-search"
    warning = 'Best effort: only one service uses the word "serch", in its name; also searched for "search".'
    assert warning in found["search"]["warnings"]
    assert search_in(records, "brave serch")["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]


@pytest.mark.parametrize(
    ("query", "without"),
    [
        ("perplexity serch", "serch-docs"),  # the record carrying "serch" meets "perplexity" too
        ("brave serch", "perplexity-serch"),  # "serch" is in a description as well
    ],
)
def test_a_written_word_is_not_respelled_when_it_reads_as_meant(query: str, without: str) -> None:
    records = [record for record in SERCH if record["slug"] != without]
    found = search_in(records, query, best_effort=True)
    assert not [warning for warning in found["search"]["warnings"] if "also searched for" in warning]


def test_the_search_page_notes_a_respelling() -> None:
    records = [record for record in SERCH if record["slug"] != "serch-docs"]
    found = search_in(records, "brave serch", best_effort=True)
    notes = search_core.explain({"query": "brave serch"}, found)["notes"]
    written = ["".join(part["text"] for part in note) for note in notes]
    assert "Only one service uses serch, in its name; also searched for search." in written


@pytest.mark.parametrize(
    ("query", "word", "found"),
    [
        ("hcaptcha solving for my scraper", "hcaptcha", "captcha"),  # a kind of CAPTCHA
        ("crosswalk icd codes", "icd", "code"),  # a medical code system (committed: "code" only)
        ("jurisprudence search", "jurisprudence", "legal"),
        ("moneyline odds api", "moneyline", "sport"),  # the second batch (committed: "sport" only)
    ],
)
def test_a_fields_jargon_is_searched_as_what_it_names(
    committed: Any, query: str, word: str, found: str
) -> None:
    """7 Dec 2026: a practitioner's term no record holds ("hCaptcha", "ICD", "jurisprudence") is searched as
    the kind of thing it names; the jargon held-out set (`lc`) found nothing for most such terms before."""
    response = search_core.search({"query": query}, committed, best_effort=True)
    said = f'Best effort: no service uses the word "{word}"; searched for the broader "{found}"'
    assert any(
        warning.startswith(said)
        for warning in response["search"]["warnings"]
    ), response["search"]["warnings"]
