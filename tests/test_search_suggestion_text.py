"""Every suggestion that proposes one change reads back as that change (the search page relies on it)."""

from __future__ import annotations

import pytest

from search_core.suggestion_text import (
    Change,
    did_you_mean,
    drop_filter,
    drop_term,
    more_matches,
    past_end,
    read_change,
)


@pytest.mark.parametrize(
    ("text", "change"),
    [
        (drop_term("scrape", 2), Change("drop-term", value="scrape")),
        (drop_term('say "hi"', 1), Change("drop-term", value='say "hi"')),
        (drop_filter("category", "extraction", 6), Change("drop-filter", "category", "extraction")),
        (drop_filter("pricing", "usage-based", 1), Change("drop-filter", "pricing", "usage-based")),
        (more_matches(1, 5), Change("offset", value="5")),
        (more_matches(12, 100), Change("offset", value="100")),
        (past_end(40, 6), Change("first-page")),
        (did_you_mean("scrapr", "scraper"), Change("replace-term", "scrapr", "scraper")),
        (did_you_mean("búsqeda", "búsqueda"), Change("replace-term", "búsqeda", "búsqueda")),
        (did_you_mean("mongo db", "mongodb"), Change("replace-term", "mongo db", "mongodb")),
        ("No single dropped term or filter returns results; try broader service words.", None),
        ("Use service words such as search, scrape, pdf.", None),
    ],
)
def test_read_change(text: str, change: Change | None) -> None:
    assert read_change(text) == change
