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


# Directories, lists and aggregators: never the source of a pricing or auth fact (catalogue/SOURCES.md).
THIRD_PARTY_HOSTS = re.compile(
    r"^https://(?:[^/]*\.)?(?:glama\.ai|mcp\.so|smithery\.ai|pulsemcp\.com|mseep\.ai|apis\.guru|"
    r"api-evangelist\.com|rapidapi\.com|github\.com/(?:punkpeye|TensorBlock|toolsdk-ai|docker/mcp-registry))(?:/|$)",
    re.IGNORECASE,
)
NO_PRICING = {"model": "unknown", "summary": "", "url": None, "checkedAt": None}


@pytest.mark.parametrize("record", RECORDS, ids=[r["slug"] for r in RECORDS])
def test_every_record_traces_to_a_dated_listing(record: dict[str, Any]) -> None:
    assert PINNED_LISTING.match(record["sourceUrl"]), record["sourceUrl"]
    assert record["sourceType"] == "registry"
    assert record["verification"] in {"listed", "documented"}, "nobody has connected to a service yet"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", record["sourceCheckedAt"])


@pytest.mark.parametrize("record", RECORDS, ids=[r["slug"] for r in RECORDS])
def test_documented_records_name_the_provider_pages_read_and_when(record: dict[str, Any]) -> None:
    """`documented` only where the notes say which of the provider's own pages were read, and on what day."""
    if record["verification"] != "documented":
        return
    assert re.search(r"\bread\b.{0,200}?\bon \d{1,2} [A-Z][a-z]+ \d{4}", record["notes"]), record["notes"]
    pages = re.findall(r"https://\S+?(?=[\s,;)]|\.(?:\s|$)|$)", record["notes"])
    assert any(page != record["sourceUrl"] for page in pages), "no provider page named in the notes"


@pytest.mark.parametrize("record", RECORDS, ids=[r["slug"] for r in RECORDS])
def test_no_pricing_is_invented(record: dict[str, Any]) -> None:
    """A known pricing model comes from a provider page named in the notes, with its date; else unknown."""
    pricing = record["pricing"]
    if pricing["model"] == "unknown":
        assert pricing == NO_PRICING
        return
    assert record["verification"] == "documented"
    assert pricing["summary"] and re.fullmatch(r"\d{4}-\d{2}-\d{2}", pricing["checkedAt"] or "")
    url = pricing["url"]
    assert url.startswith("https://") and not THIRD_PARTY_HOSTS.match(url), url
    assert pricing["url"] in record["notes"], "the pricing page is not named in the notes"


def test_at_least_50_services_have_pricing_and_docs_from_provider_pages() -> None:
    sourced = [r["slug"] for r in RECORDS if r["pricing"]["model"] != "unknown" and r["docsUrl"]]
    assert len(sourced) >= 50, len(sourced)


def test_no_note_contradicts_a_sourced_fact() -> None:
    stale = [
        r["slug"]
        for r in RECORDS
        if (r["pricing"]["model"] != "unknown" and "Pricing is unknown" in r["notes"])
        or (r["auth"] != "unknown" and "Auth `unknown`" in r["notes"])
    ]
    assert not stale, stale


def test_taglines_are_our_own_words_not_a_copy_of_the_description() -> None:
    copies = [r["slug"] for r in RECORDS if r["tagline"].strip(" .") in r["description"]]
    assert not copies, copies


# What a person choosing a web search service types, and what must come first on the site's catalogue.
WEB_SEARCH_REQUESTS = [
    "find a web search API my agent can call",
    "search engine api my assistant can use",
    "web search api with free tier",
]


@pytest.mark.parametrize("query", WEB_SEARCH_REQUESTS)
def test_a_request_for_web_search_lists_search_services_first(query: str) -> None:
    """The search box's best effort: request filler ("call", "use") and a pricing wish ("free tier": freemium
    or free) never outweigh what is asked for."""
    import search_core

    index = search_core.build_index(RECORDS, search_core.generated_at(RECORDS))
    response = search_core.search({"query": query, "limit": 5}, index, best_effort=True)
    found = [service["category"] for service in response["services"]]
    assert found[0] == "search" and found.count("search") >= 4, (query, found)
