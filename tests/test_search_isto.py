"""The Isto profile: offers on the site, understood / notUnderstood / relaxed, suggestIntent, moreUrl."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from test_search_support import BASE_URL, ask, fixture_index

import search_core
from search_core.isto import LITTLE_FOUND

CONTACT_FIELDS = {
    "phone",
    "telephone",
    "email",
    "e-mail",
    "sellerName",
    "sellerPhone",
    "sellerEmail",
    "contact",
}


def isto(request: dict[str, Any], lenient: bool = False) -> dict[str, Any]:
    return ask(request, "isto", lenient=lenient)


def test_offers_are_the_relay_page_as_site_urls() -> None:
    request = {"query": "search", "limit": 4, "offset": 1}
    relay = ask(request)
    result = isto(request)
    assert result["specVersion"] == "0.3" and result["type"] == "search-result"
    assert [offer["url"] for offer in result["offers"]] == [
        f"{BASE_URL}services/{service['slug']}/" for service in relay["services"]
    ]
    assert [offer["title"] for offer in result["offers"]] == [
        service["name"] for service in relay["services"]
    ]
    assert result["totalMatches"] == relay["total"]
    for offer in result["offers"]:
        assert not CONTACT_FIELDS & set(offer) and "address" not in offer
        assert offer["source"]


def test_at_most_fifty_offers() -> None:
    records = [dict(record, slug=f"{record['slug']}-{n}") for n in range(4) for record in _records()]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    result = search_core.search({"limit": 100}, index, "isto", BASE_URL)
    assert len(records) > 50
    assert len(result["offers"]) == 50 and result["totalMatches"] == len(records)


def _records() -> list[dict[str, Any]]:
    return list(fixture_index()["records"])


def test_nothing_found_relaxes_the_best_single_constraint() -> None:
    result = isto({"query": "pdf browser"})
    assert result["relaxed"] in (["pdf"], ["browser"])
    assert result["offers"] and result["suggestIntent"] is True
    kept = "browser" if result["relaxed"] == ["pdf"] else "pdf"
    assert result["totalMatches"] == ask({"query": kept})["total"]


def test_a_filter_can_be_relaxed() -> None:
    result = isto({"category": "browser", "pricing": "free"})
    assert result["relaxed"] in (["category=browser"], ["pricing=free"])
    assert result["suggestIntent"] is True


@pytest.mark.parametrize(
    ("request_value", "suggest"),
    [
        ({"query": "search"}, False),
        ({}, False),
        ({"query": "pdf"}, True),  # little found: fewer than LITTLE_FOUND
        ({"query": "zzqxv"}, True),
        ({"query": "the"}, True),
        ({"query": "search without pdf"}, True),
    ],
)
def test_suggest_intent(request_value: dict[str, Any], suggest: bool) -> None:
    result = isto(request_value)
    assert result["suggestIntent"] is suggest
    if not suggest:
        assert result["totalMatches"] >= LITTLE_FOUND and not result["relaxed"]


def test_understood_and_not_understood() -> None:
    result = isto({"query": "pdf zzqxv"})
    assert result["understood"] == ["pdf"]
    assert "zzqxv" in result["notUnderstood"]
    blocked = isto({"query": "search without pdf"})
    assert blocked["offers"] == [] and any("without" in item for item in blocked["notUnderstood"])


def test_list_bounds_hold() -> None:
    query = " ".join(f"q{n}x" for n in range(40))
    assert len(query) <= 200
    result = isto({"query": query})
    assert len(result["notUnderstood"]) == 30
    long_word = "x" * 150
    assert isto({"query": long_word})["notUnderstood"] == ["x" * 119 + "…"]


def test_more_url_holds_the_request() -> None:
    request = {
        "query": "Websuche für Agenten 🔎",
        "queryEnglish": "web search for agents",
        "category": "search",
        "protocol": "REST",
        "pricing": "usage-based",
        "limit": 7,
        "offset": 2,
        "view": "full",
    }
    url = isto(request)["moreUrl"]
    parts = urlsplit(url)
    assert url.startswith(BASE_URL + "search/?") and url.isascii()
    params = {name: values[0] for name, values in parse_qs(parts.query).items()}
    assert params == {
        "q": "Websuche für Agenten 🔎",
        "qe": "web search for agents",
        "category": "search",
        "protocol": "REST",
        "pricing": "usage-based",
        "limit": "7",
        "offset": "2",
        "view": "full",
    }
    assert isto({})["moreUrl"] == BASE_URL + "search/"


@pytest.mark.parametrize(
    ("base_url", "expected"),
    [("https://example.org/waypost", "https://example.org/waypost/"), (None, "https://waypost.example/")],
)
def test_base_url(base_url: str | None, expected: str) -> None:
    result = search_core.search({"query": "pdf"}, fixture_index(), "isto", base_url)
    assert result["offers"][0]["url"].startswith(expected + "services/")
    assert result["moreUrl"].startswith(expected + "search/")


def test_lenient_too_long_query() -> None:
    result = isto({"query": "y" * 300}, lenient=True)
    assert result["offers"] == [] and result["totalMatches"] == 0 and result["suggestIntent"] is True


@pytest.mark.parametrize(
    "request_value", [{"limit": 100}, {"query": "search", "view": "full"}, {"query": "pdf browser"}]
)
def test_offers_carry_only_url_title_source_and_tagline(request_value: dict[str, Any]) -> None:
    """Never a contact field: an offer is exactly the site page, the name, the source and the tagline."""
    result = isto(request_value)
    assert result["offers"]
    for offer in result["offers"]:
        assert list(offer) == ["url", "title", "source", "tagline"]
        assert offer["url"].startswith(BASE_URL + "services/") and offer["url"].endswith("/")
        assert 1 <= len(offer["title"]) <= 200 and len(offer["source"]) <= 120
