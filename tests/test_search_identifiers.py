"""Requests written as code (docs/search.md, "Requests written as code"): identifiers in camel case.

A small catalogue with news, calendar, transcript and brand records. A word no record holds, written in
camel case, is searched as its words; a word records hold is searched whole.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_search_ranking import service
from test_search_support import ask as support_ask

import search_core
from search_core.identifiers import camel_case_parts, catalogue_words
from search_core.index import compile_index

RECORDS = [
    service("news-feed", "News Feed", description="Search news articles by topic."),
    service("calendar-kit", "Calendar Kit", description="Create calendar events with attendees."),
    service("youtube-transcripts", "YouTube Transcripts", description="Transcript of a video, by API."),
    service("arxiv-search", "arXiv Search", description="Search arXiv papers."),
    service("github-tools", "GitHub Tools", description="Issues and pull requests on GitHub."),
    service("departures", "Departures", description="Next departures at a stop, with delays."),
]
INDEX = search_core.build_index(RECORDS, "2026-12-08T00:00:00Z")
COMPILED = compile_index(INDEX)


def ask(query: str, best_effort: bool = False) -> dict[str, Any]:
    return support_ask({"query": query}, best_effort=best_effort, index=INDEX)


@pytest.mark.parametrize(
    ("surface", "parts"),
    [
        ("searchNews", ["search", "news"]),
        ("getNextDepartures", ["get", "next", "departures"]),
        ("HTTPError", ["http", "error"]),
        ("browserWSEndpoint", ["browser", "ws", "endpoint"]),
        ("YouTubeTranscriptApi", ["you", "tube", "transcript", "api"]),
        ("news", []),
        ("NEWS", []),
    ],
)
def test_camel_case_parts(surface: str, parts: list[str]) -> None:
    assert camel_case_parts(surface) == parts


def test_adjacent_parts_making_a_catalogue_word_stay_together() -> None:
    assert catalogue_words(COMPILED, ["you", "tube", "transcript", "api"]) == ["youtube", "transcript", "api"]


@pytest.mark.parametrize(
    ("query", "terms", "first"),
    [
        # lower camel case is an identifier wherever it is written
        ("searchNews", ["search", "news"], "news-feed"),
        ("createCalendarEvent", ["create", "calendar", "event"], "calendar-kit"),
        ("getNextDepartures", ["next", "departures"], "departures"),
        # a capital first is a class name only in a request that holds code
        ("from x import YouTubeTranscriptApi", ["x", "youtube", "transcript", "api"], "youtube-transcripts"),
        # a last part saying what kind of code object it is names nothing
        ("from x import YouTubeTranscriptClient", ["x", "youtube", "transcript"], "youtube-transcripts"),
        # a word the catalogue holds is searched whole
        ("arXiv papers", ["arxiv", "papers"], "arxiv-search"),
        ("GitHub issues", ["github", "issues"], "github-tools"),
    ],
)
def test_an_unknown_identifier_is_searched_as_its_words(query: str, terms: list[str], first: str) -> None:
    response = ask(query, best_effort=True)
    assert response["search"]["terms"] == terms
    assert response["services"][0]["slug"] == first


def test_a_capitalised_name_in_prose_is_not_cut() -> None:
    # "YouTubeTranscriptApi" in prose is a name no record holds, not youtube + transcript + api
    assert ask("YouTubeTranscriptApi")["search"]["terms"] == ["youtubetranscriptapi"]


def test_strict_search_reads_identifiers_too() -> None:
    assert [found["slug"] for found in ask("searchNews")["services"]] == ["news-feed"]
