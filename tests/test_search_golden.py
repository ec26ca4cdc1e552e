"""The golden file still matches the engine; it covers what it must (the browser parity test reuses it)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_search_support import BASE_URL, GOLDEN, assert_valid, fixture_index

import search_core
from search_core import errors

REGENERATE = "if the change is deliberate, run: .venv/bin/python scripts/regen_golden.py"


def golden_cases() -> list[dict[str, Any]]:
    """Every case of tests/golden/search_cases.jsonl."""
    if not GOLDEN.exists():
        return []
    return [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]


CASES = golden_cases()


def test_the_golden_file_is_complete() -> None:
    assert len(CASES) >= 200
    assert all(list(case) == ["name", "profile", "lenient", "request", "response"] for case in CASES)
    assert len({case["name"] for case in CASES}) == len(CASES)
    responses = [json.loads(case["response"]) for case in CASES]
    codes = {response.get("error_code") for response in responses}
    request_codes = set(errors.ALL_CODES) - {"INTERNAL_ERROR", "INDEX_UNAVAILABLE", "INVALID_PROFILE"}
    assert request_codes <= codes, request_codes - codes
    reasons = {code for response in responses for code in response.get("search", {}).get("reasonCodes", [])}
    assert reasons == {
        "QUERY_TOO_LONG",
        "NO_SEARCHABLE_TERMS",
        "UNSUPPORTED_CONDITIONS",
        "NO_CATALOGUE_MATCH",
    }
    assert {case["profile"] for case in CASES} == {"relay", "isto"}
    assert {response.get("view") for response in responses} >= {"compact", "full"}
    assert any(case["lenient"] for case in CASES)
    assert any(not case["request"].isascii() for case in CASES)
    assert any(any(ord(char) > 0xFFFF for char in case["request"]) for case in CASES)
    assert any(response.get("returned") == 0 and response.get("total") for response in responses)


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_golden_case(case: dict[str, Any]) -> None:
    response = search_core.search_json(
        case["request"], fixture_index(), case["profile"], BASE_URL, lenient=case["lenient"]
    )
    assert response == case["response"], REGENERATE
    assert_valid(json.loads(response), case["profile"])
