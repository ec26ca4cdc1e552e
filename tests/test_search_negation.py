"""What a catalogue text negates is not searchable (search_core/negation.py, docs/search.md "Index")."""

from __future__ import annotations

import pytest

import search_core
from search_core.negation import affirmed
from search_core.people import highlights, term_keys
from search_core.text import tokens
from tests.test_search_ranking import FILLERS, first_of, service


def negated_words(text: str) -> str:
    """The words of text that affirmed() blanks out, space-joined in order."""
    kept = affirmed(text)
    assert len(kept) == len(text)
    return " ".join(token.surface for token in tokens(text) if not kept[token.start : token.end].strip())


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("It does not run JavaScript, so pages that need it fail.", "not run JavaScript"),
        ("Read details, with no API key", "no API key"),
        ("It records no authentication, HTTPS and CORS support.", "no authentication"),  # a list: one item
        ("It records no authentication and HTTPS.", "no authentication"),  # "and" joins another item
        # at most SCOPE_WORDS words after the cue
        ("Works without you running a browser yourself on a PC", "without you running a browser yourself"),
        ("It doesn't need a key; it can't log in.", "doesn't need a key can't log in"),
        ("Not published by or affiliated with DuckDuckGo", "Not published by"),
        ("A no-code scraper", ""),  # a hyphen makes one word of it
        ("Not only fast but also cheap", ""),
        ("Neither images nor video.", "Neither images nor video"),
        ("Scrapes pages. No", ""),  # a cue with nothing after it
        ("Scrape, crawl and extract web pages.", ""),
    ],
)
def test_negation_scope(text: str, negated: str) -> None:
    assert negated_words(text) == negated


def test_a_word_the_description_negates_does_not_match() -> None:
    """ "scrape a website that needs javascript" put first the one server whose description says it does not
    run JavaScript."""
    renders = service("zz", "Zz Reader", description="Fetches pages and renders their JavaScript.")
    refuses = service("aa", "Aa Reader", description="Fetches pages; it does not run JavaScript.")
    assert first_of([refuses, renders, *FILLERS], "javascript") == ["zz"]
    assert first_of([refuses, renders, *FILLERS], "reader") == ["aa", "zz"]


def test_a_negated_word_of_the_tagline_is_not_highlighted() -> None:
    tagline = "An API for search, with no API key"
    keys = term_keys({"query": "api key"}, {"search": {"mode": "keywords"}})
    units = tagline.encode("utf-16-le")
    marked = [units[2 * start : 2 * end].decode("utf-16-le") for start, end in highlights(tagline, keys)]
    assert marked == ["API"]


def test_names_and_tags_are_never_negated() -> None:
    """Only the tagline and description are prose; "No-Code" or "Not Diamond" in a name stays searchable."""
    record = service("zz", "Not Diamond", tags=["no code"], description="A router.")
    index = search_core.build_index([record, *FILLERS], "2026-11-02T00:00:00Z")
    for query in ("diamond", "code"):
        assert [found["slug"] for found in search_core.search({"query": query}, index)["services"]] == ["zz"]


def test_the_shortcut_for_ascii_text_agrees_with_the_tokenizer() -> None:
    """negated_spans settles an ASCII text without a cue by a regular expression: on every tagline and
    description of the committed catalogue, and on texts built to sit at its edges, it gives what tokenizing
    gives."""
    from search_core import negation
    from tests.test_connect import committed_records

    texts = [str(record.get(key, "")) for record in committed_records() for key in ("tagline", "description")]
    texts += ["no", "No.", "nobody knows", "a_no_b", "don't", "dont", "x-no-y", "NOT1", "1not", "it's not"]
    texts += ["nó", "ｎｏ key"]  # not ASCII: always tokenized
    for text in texts:
        negation._NEGATED_SPANS_CACHE.clear()
        assert negation.negated_spans(text) == negation._compute_negated_spans(text), text


@pytest.mark.parametrize(
    ("text", "left_out"),
    [
        ("Docker's image is `mcp/cve`; it reads images.", "image"),  # the pictures stay
        ("Ships Docker images and container image tags", "images image"),
        ("A docker-image build", "image"),
        ("No Docker image is published", "No Docker image is published"),  # inside a negation: one range
        ("Image search and an image of the page", ""),
        # an MCP client's name is no task
        ("Set up for Claude Desktop, Claude Code and VS Code", "Desktop Code Code"),
        ("Works in Visual Studio Code; runs code in a sandbox", "Code"),
        ("A desktop app", ""),
    ],
)
def test_words_used_in_another_sense_are_left_out(text: str, left_out: str) -> None:
    assert negated_words(text) == left_out


def test_a_record_whose_image_is_a_container_image_does_not_match_image() -> None:
    records = [
        service("cve", "CVE Lookup", description="Reads CVE records as text. Docker's image is `mcp/cve`."),
        service("ocr", "Receipt OCR", description="Reads the text in an image of a receipt."),
        *FILLERS,
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    found = search_core.search({"query": "read text out of an image"}, index)["services"]
    assert [service["slug"] for service in found] == ["ocr"]
    keys = term_keys({"query": "image"}, {"search": {"mode": "keywords"}})
    assert highlights("Docker's image is `mcp/cve`", keys) == []
    assert highlights("An image of a receipt", keys) == [[3, 8]]
