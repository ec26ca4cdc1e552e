"""The committed catalogue: enough real services in every category, valid, honestly sourced."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from waypost.catalogue import load
from waypost.validate import validate

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = load(ROOT / "catalogue")
RECORDS: list[dict[str, Any]] = CATALOGUE.records
CATEGORIES = ("search", "extraction", "data", "browser", "documents")
# A listing at a pinned commit of one of the snapshots in ../shared/data (catalogue/SOURCES.md).
PINNED_LISTING = re.compile(r"^https://github\.com/[^/]+/[^/]+/blob/[0-9a-f]{7,40}/\S+$")


def test_the_committed_catalogue_validates_without_errors() -> None:
    report = validate(CATALOGUE)
    assert report.ok(strict=False), "\n".join(report.lines())


def test_at_least_80_services() -> None:
    assert len(RECORDS) >= 80


@pytest.mark.parametrize("category", CATEGORIES)
def test_at_least_10_services_in_each_category(category: str) -> None:
    counts = Counter(record["category"] for record in RECORDS)
    assert counts[category] >= 10, counts


@pytest.mark.parametrize("record", RECORDS, ids=[r["slug"] for r in RECORDS])
def test_every_record_traces_to_a_dated_listing(record: dict[str, Any]) -> None:
    assert PINNED_LISTING.match(record["sourceUrl"]), record["sourceUrl"]
    assert record["sourceType"] == "registry"
    assert record["verification"] == "listed", "nobody has read the provider's docs or connected yet"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", record["sourceCheckedAt"])


@pytest.mark.parametrize("record", RECORDS, ids=[r["slug"] for r in RECORDS])
def test_no_pricing_is_invented(record: dict[str, Any]) -> None:
    """No source in ../shared/data gives pricing, so every pricing is unknown with nothing checked."""
    assert record["pricing"] == {"model": "unknown", "summary": "", "url": None, "checkedAt": None}


def test_taglines_are_our_own_words_not_a_copy_of_the_description() -> None:
    copies = [r["slug"] for r in RECORDS if r["tagline"].strip(" .") in r["description"]]
    assert not copies, copies
