"""Enumerations: the items of a list of three or more, which ranking counts half (enumerations.py)."""

from __future__ import annotations

import pytest

from search_core.analysis import analyze_query
from search_core.enumerations import enumeration_items
from search_core.text import tokens


def items_of(text: str) -> list[str]:
    words = tokens(text)
    return [words[index].word for index in sorted(enumeration_items(text, words))]


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("parse invoices to get totals, dates and vendor names", ["totals", "dates", "vendor"]),
        ("extract name, date, and total from photos of receipts", ["name", "date", "total"]),
        ("decode a VIN to get make, model and year of a car", ["make", "model", "year"]),
        ("legal name, address, status", ["name", "address", "status"]),
        ("Feiertage für Deutschland, Frankreich und Spanien", ["deutschland", "frankreich", "spanien"]),
        ("fechas, importes y proveedores", ["fechas", "importes", "proveedores"]),
        ("web search, free if possible", []),  # two parts of a sentence, not a list
        ("pdf and word", []),  # two items are a pair, not a list
        ("invoices, receipts", []),
        ("a, b and", []),  # no item after the conjunction
    ],
)
def test_enumeration_items(text: str, items: list[str]) -> None:
    assert items_of(text) == items


@pytest.mark.parametrize(
    ("query", "repeated"),
    [
        ("need to check whether a similar patent already exists, full text patent search", ("patent",)),
        ("flight status by flight number", ("flight",)),
        ("nba play-by-play data", ()),  # said again right away: one expression, not a second mention
        ("run end-to-end tests", ()),
        ("patent search", ()),
    ],
)
def test_the_analysis_names_the_words_said_twice(query: str, repeated: tuple[str, ...]) -> None:
    assert analyze_query(query).repeated == repeated


def test_the_analysis_names_the_terms_made_from_list_items() -> None:
    analysis = analyze_query("parse invoices to get totals, dates and vendor names")
    assert analysis.listed == ("totals", "dates", "vendor")
    assert analyze_query("parse invoices to get totals").listed == ()


@pytest.mark.parametrize(
    ("query", "listed"),
    [
        ("census population data by zip code", ("zip", "code")),
        ("historical weather by latitude and longitude", ("latitude",)),  # "and" stops the lookup words
        ("find images by keyword, for my assistant", ("keyword",)),
        ("check flight status and delays by flight number", ("number",)),  # flight was said before
        ("totals, dates and names by dates", ("totals", "dates", "names")),  # first said as an item: listed
        ("stand by me", ()),  # "me" is a stopword
        ("latest headlines about electric car batteries", ("electric", "car")),
    ],
)
def test_the_words_a_request_looks_things_up_by_are_listed(query: str, listed: tuple[str, ...]) -> None:
    assert analyze_query(query).listed == listed
