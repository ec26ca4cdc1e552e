"""Word forms: the stemmer maps query and catalogue word forms onto one match key (search_core.forms)."""

from __future__ import annotations

import pytest

from search_core.analysis import analyze_query, document_keys
from search_core.forms import MAX_VARIANTS, stem, strip_variants

SAME_KEY_GROUPS = [
    ("scrape", "scrapes", "scraper", "scrapers", "scraping", "scraped"),
    ("parse", "parses", "parser", "parsers", "parsing", "parsed"),
    ("search", "searches", "searching", "searched", "searcher"),
    ("document", "documents", "documented"),
    ("browser", "browsers", "browse", "browsing"),
    ("api", "apis"),
    ("extract", "extracts", "extracting", "extraction", "extractor", "extracted"),
    ("crawl", "crawls", "crawler", "crawlers", "crawling", "crawled"),
    ("query", "queries", "querying"),
    ("translate", "translation", "translator", "translated"),
    ("analysis", "analyses", "analyze", "analyse", "analytics", "analyzer"),
    ("price", "prices", "pricing"),
    ("filter", "filters", "filtering"),
    ("map", "maps", "mapping"),
    ("index", "indexes", "indexing"),
    ("pdf", "pdfs"),
    ("embed", "embedding", "embeddings"),
    ("use", "uses", "using", "used"),
    ("run", "running"),
    ("address", "addresses"),
    ("postgres", "postgresql"),  # one database under its two names
]


@pytest.mark.parametrize("group", SAME_KEY_GROUPS, ids=lambda group: group[0])
def test_word_forms_share_one_key(group: tuple[str, ...]) -> None:
    assert {stem(word) for word in group} == {stem(group[0])}


DIFFERENT_KEYS = [
    ("search", "scrape"),
    ("browser", "brow"),
    ("data", "date"),
    ("string", "str"),
    ("user", "us"),
    ("news", "new"),
    ("analysis", "anal"),
    ("document", "documentation"),  # documentation search is not document processing
    ("file", "filings"),
    ("booking", "books"),  # "restaurant table reservation booking" met Google Books and Zoho Books
    ("embedded", "embeddings"),  # "embedded images" are not vector embeddings
    ("cors", "core"),  # "CORS support" in every public-apis record met a search for "core"
    ("based", "base"),  # "Python-based" met "knowledge base"
    ("provider", "provides"),
    ("marketing", "market"),
    ("directions", "direct"),
    ("states", "stats"),
    ("stations", "state"),
    ("engineering", "engine"),
    ("careers", "cars"),  # "electric car batteries" met every job board
    ("competitions", "competitor"),  # football competitions met "monitor a competitor's pricing page"
    ("plane", "plan"),
    ("authors", "auth"),  # every record's auth field
    ("sector", "section"),
    ("huge", "hugging"),  # Hugging Face
    ("verses", "version"),
    ("meters", "metered"),
    ("player", "play"),  # "NBA player box scores and play-by-play" counted one word twice
    ("players", "plays"),
    ("listings", "list"),  # job and apartment listings met every "list files" tool
    ("production", "product"),
    ("stated", "stats"),
]


@pytest.mark.parametrize(("left", "right"), DIFFERENT_KEYS)
def test_unrelated_words_keep_apart(left: str, right: str) -> None:
    assert stem(left) != stem(right)


@pytest.mark.parametrize(
    "token",
    ["x402", "pdf", "mcp", "rest", "oauth", "oauth2", "json", "csv", "rss", "http", "status", "access"],
)
def test_protocol_and_format_tokens_stay_whole(token: str) -> None:
    assert stem(token) == token
    assert [key for key, _ in document_keys(token.upper())] == [token]
    assert [term.alternatives[0].key for term in analyze_query(token).terms] == [token]


def test_query_and_catalogue_forms_meet() -> None:
    catalogue = {
        key for key, _ in document_keys("Scrapes web pages; a PDF parser and search APIs for browsers")
    }
    for query in ("scraping", "parsing", "searching", "api", "browser", "pdfs", "web"):
        (term,) = analyze_query(query).terms
        assert any(alternative.key in catalogue for alternative in term.alternatives), query


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("busquedas", "busqueda"),
        ("tarayicilarda", "tarayici"),
        ("ricerche", "ricerca"),
        ("navegadores", "navegador"),
    ],
)
def test_strip_variants_reach_the_base_form(word: str, expected: str) -> None:
    assert expected in list(strip_variants(word))


@pytest.mark.parametrize("word", ["cvss", "access", "prozess", "business"])
def test_a_double_s_is_not_a_plural(word: str) -> None:
    assert word[:-1] not in list(strip_variants(word))


def test_strip_variants_are_bounded_and_keep_three_characters() -> None:
    for word in ("tarayicilarindakilerden", "a" * 300, "documentations", "ses"):
        variants = list(strip_variants(word))
        assert len(variants) <= MAX_VARIANTS
        assert all(len(variant) >= 3 for variant in variants)
        assert len(set(variants)) == len(variants)


def test_stopwords_and_markers_get_no_document_key() -> None:
    pairs = document_keys("Search such as the web or not, without a key")
    assert pairs == [("search", "Search"), ("web", "web"), ("key", "key")]
    assert document_keys("such as") == []  # so the German "Suche" (key "such") cannot meet it


def test_document_keys_keep_order_and_surfaces() -> None:
    assert document_keys("PDF-Parser, l'API's x402") == [
        ("pdf", "PDF"),
        ("pars", "Parser"),
        ("api", "l'API's"),
        ("x402", "x402"),
    ]


@pytest.mark.parametrize("word", ["cite", "cites", "cited", "citing", "citation", "citations"])
def test_citing_and_citations_share_a_key(word: str) -> None:
    assert stem(word) == "citat"
