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
