"""waypost/mcp_tools.py without the SDK: argument checks, unknown slugs, and facts never filled in."""

from __future__ import annotations

import json
from typing import Any

import pytest

from waypost.mcp_tools import Catalogue, compare_services, facts, get_service, search_services

RECORD: dict[str, Any] = {
    "slug": "acme", "name": "Acme", "provider": "Acme Labs", "category": "search", "protocols": ["MCP"],
    "auth": "unknown", "pricing": {"model": "unknown", "summary": "", "url": None, "checkedAt": None},
    "docsUrl": "", "endpoint": None, "sourceUrl": "https://example.org/listing", "sourceType": "registry",
    "sourceCheckedAt": "2026-07-08", "verification": "listed",
}  # fmt: skip
KNOWN: dict[str, Any] = {
    **RECORD, "slug": "beta", "auth": "api-key", "docsUrl": "https://beta.example/docs",
    "pricing": {
        "model": "freemium", "summary": "Free tier.", "url": "https://beta.example/p",
        "checkedAt": "2026-12-01",
    },
    "registryLifecycle": {
        "status": "deprecated", "evidence": {"url": "https://x.example/", "checkedAt": "2026-07-08"},
    },
    "connections": [{"kind": "npm"}],
}  # fmt: skip
CATALOGUE = Catalogue(index={}, records={"acme": RECORD, "beta": KNOWN})


def error_code(answer: Any) -> str:
    assert answer.is_error and json.loads(answer.text) == answer.structured
    return str(answer.structured["error"]["code"])


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"slug": "acme", "extra": 1}, "INVALID_ARGUMENTS"),
        ({"slug": 3}, "INVALID_ARGUMENTS"),
        (None, "INVALID_ARGUMENTS"),
        ({"slug": "acmee"}, "UNKNOWN_SLUG"),
    ],
)
def test_get_service_refuses_what_it_cannot_answer(arguments: object, code: str) -> None:
    assert error_code(get_service(arguments, CATALOGUE)) == code


def test_an_unknown_slug_names_the_closest_slugs() -> None:
    assert get_service({"slug": "acmee"}, CATALOGUE).structured["error"]["closest"] == ["acme"]


@pytest.mark.parametrize(
    ("slugs", "code"),
    [
        (["acme"], "INVALID_ARGUMENTS"),
        (["acme", "acme"], "INVALID_ARGUMENTS"),
        (["acme", "beta", "a", "b", "c", "d"], "INVALID_ARGUMENTS"),
        (["acme", 1], "INVALID_ARGUMENTS"),
        (["acme", "gamma"], "UNKNOWN_SLUG"),
    ],
)
def test_compare_services_takes_two_to_five_known_slugs(slugs: list[Any], code: str) -> None:
    assert error_code(compare_services({"slugs": slugs}, CATALOGUE)) == code


def test_unknown_facts_are_named_never_filled_in() -> None:
    unknown, known = facts(RECORD), facts(KNOWN)
    assert unknown["unknown"] == ["auth", "pricing", "docsUrl", "endpoint", "connections"]
    assert unknown["pricing"] == {"model": "unknown", "summary": None, "url": None, "checkedAt": None}
    assert known["unknown"] == ["endpoint"]
    assert known["lifecycle"] == "deprecated" and unknown["lifecycle"] == "active"


def test_compare_keeps_the_order_asked() -> None:
    answer = compare_services({"slugs": ["beta", "acme"]}, CATALOGUE)
    assert [service["slug"] for service in answer.structured["services"]] == ["beta", "acme"]


def test_search_services_answers_an_argument_that_is_not_an_object_with_the_contract_error() -> None:
    answer = search_services(["not", "an", "object"], CATALOGUE)
    assert answer.is_error and answer.structured["error_code"] == "INVALID_REQUEST"


def test_a_server_on_an_index_never_says_connections_are_not_stated(tmp_path: Any) -> None:
    """The search index leaves out how to connect (waypost.site.NOT_IN_INDEX): `build.py mcp --index` cannot
    know the connections, so compare_services gives null and says why, never "not stated by our sources"."""
    from pathlib import Path

    import search_core
    from search_core.__main__ import read_records
    from waypost.mcp_server import load_catalogue
    from waypost.site import NOT_IN_INDEX

    directory = Path(__file__).parent / "fixtures" / "search-catalogue"
    records = [{k: v for k, v in r.items() if k not in NOT_IN_INDEX} for r in read_records(directory)]
    index = tmp_path / "index.json"
    index.write_text(search_core.dump_index(search_core.build_index(records, "2026-12-01T00:00:00Z")))
    slugs = {"slugs": ["quiet-notes-mcp", sorted(r["slug"] for r in records)[0]]}
    from_directory = compare_services(slugs, load_catalogue(directory, None, None)).structured
    from_index = compare_services(slugs, load_catalogue(None, index, None)).structured
    assert from_directory["services"][0]["connections"], "the fixture record declares its connections"
    assert "connectionsNotRead" not in from_directory
    for entry in from_index["services"]:
        assert entry["connections"] is None and "connections" not in entry["unknown"], entry
    assert "--catalogue" in from_index["connectionsNotRead"]
    for before, after in zip(from_directory["services"], from_index["services"], strict=True):
        assert [name for name in before["unknown"] if name != "connections"] == after["unknown"]
