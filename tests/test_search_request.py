"""Request rules: both forms, types, bounds, UTF-16 lengths, cross-field rules, trimming."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_search_support import ask

from search_core.request import nesting_depth, parse_request, trim, utf16_length

EMOJI = "\U0001f50e"  # one character, two UTF-16 code units


def wrapped(fields: dict[str, Any]) -> dict[str, Any]:
    """The same request in the requestJson form."""
    text = json.dumps(fields, ensure_ascii=False)
    if any(0xD800 <= ord(char) <= 0xDFFF for char in text):
        text = json.dumps(fields)  # keep a lone surrogate as an escape inside the JSON text
    return {"requestJson": text}


# (name, request, error code, the field the message must name)
INVALID = [
    ("not an object", ["pdf"], "INVALID_REQUEST", "object"),
    ("null request", None, "INVALID_REQUEST", "object"),
    ("unknown field", {"q": "pdf"}, "UNKNOWN_FIELD", "q"),
    ("mixed forms", {"requestJson": "{}", "limit": 3}, "MIXED_REQUEST_FORMS", "requestJson"),
    ("requestJson not a string", {"requestJson": {"query": "pdf"}}, "INVALID_TYPE", "requestJson"),
    ("requestJson not JSON", {"requestJson": "{query: pdf}"}, "INVALID_REQUEST", "requestJson"),
    ("requestJson an array", {"requestJson": "[1]"}, "INVALID_TYPE", "requestJson"),
    ("requestJson duplicate key", {"requestJson": '{"limit": 1, "limit": 2}'}, "DUPLICATE_KEY", '"limit"'),
    ("requestJson NaN", {"requestJson": '{"limit": NaN}'}, "INVALID_REQUEST", "requestJson"),
    ("nested requestJson", wrapped({"requestJson": "{}"}), "UNKNOWN_FIELD", "requestJson.requestJson"),
    ("requestJson unknown", wrapped({"query": "pdf", "lang": "de"}), "UNKNOWN_FIELD", "requestJson.lang"),
    (
        "requestJson too long",
        {"requestJson": json.dumps({"originalRequest": "x" * 8200})},
        "REQUEST_TOO_LONG",
        "",
    ),
    ("query not a string", {"query": 3}, "INVALID_TYPE", "query"),
    ("query too long", {"query": "a" * 201}, "QUERY_TOO_LONG", "query"),
    ("query emoji too long", {"query": EMOJI * 101}, "QUERY_TOO_LONG", "query"),
    ("queryEnglish too long", {"query": "x", "queryEnglish": "b" * 201}, "QUERY_TOO_LONG", "queryEnglish"),
    ("queryEnglish empty", {"query": "suche", "queryEnglish": "  "}, "OUT_OF_RANGE", "queryEnglish"),
    ("queryEnglish without query", {"queryEnglish": "search"}, "MISSING_DEPENDENCY", "queryEnglish"),
    (
        "queryEnglish with blank query",
        {"query": " ", "queryEnglish": "search"},
        "MISSING_DEPENDENCY",
        "query",
    ),
    ("category unknown", {"category": "Search"}, "INVALID_VALUE", "category"),
    ("category null", {"category": None}, "INVALID_TYPE", "category"),
    # fields sent as null, as callers filling every optional field do: one error names them all
    ("nulls", {"query": "pdf", "category": None, "limit": None}, "INVALID_TYPE", "category and "),
    ("protocol lower case", {"protocol": "mcp"}, "INVALID_VALUE", "protocol"),
    ("pricing unknown", {"pricing": "paid"}, "INVALID_VALUE", "pricing"),
    ("limit zero", {"limit": 0}, "OUT_OF_RANGE", "limit"),
    ("limit 101", {"limit": 101}, "OUT_OF_RANGE", "limit"),
    ("limit float", {"limit": 5.0}, "INVALID_TYPE", "limit"),
    ("limit boolean", {"limit": True}, "INVALID_TYPE", "limit"),
    ("limit string", {"limit": "5"}, "INVALID_TYPE", "limit"),
    ("offset negative", {"offset": -1}, "OUT_OF_RANGE", "offset"),
    ("offset 2001", {"offset": 2001}, "OUT_OF_RANGE", "offset"),
    ("view unknown", {"view": "detailed"}, "INVALID_VALUE", "view"),
    ("originalRequest without query", {"originalRequest": "find pdf tools"}, "MISSING_DEPENDENCY", "query"),
    ("originalRequest empty", {"query": "pdf", "originalRequest": " "}, "OUT_OF_RANGE", "originalRequest"),
    (
        "originalRequest 2001",
        {"query": "pdf", "originalRequest": "é" * 2001},
        "OUT_OF_RANGE",
        "originalRequest",
    ),
    (
        "requirements without originalRequest",
        {"query": "pdf", "requirements": ["ocr"]},
        "MISSING_DEPENDENCY",
        "",
    ),
    (
        "nine requirements",
        {"query": "pdf", "originalRequest": "r", "requirements": ["a"] * 9},
        "OUT_OF_RANGE",
        "requirements",
    ),
    (
        "requirement empty",
        {"query": "pdf", "originalRequest": "r", "requirements": ["ok", " "]},
        "OUT_OF_RANGE",
        "requirements[1]",
    ),
    (
        "requirement 201",
        {"query": "pdf", "originalRequest": "r", "requirements": ["x" * 201]},
        "OUT_OF_RANGE",
        "requirements[0]",
    ),
    (
        "requirement not a string",
        {"query": "pdf", "originalRequest": "r", "requirements": [1]},
        "INVALID_TYPE",
        "requirements[0]",
    ),
    (
        "executionPolicy without originalRequest",
        {
            "query": "pdf",
            "executionPolicy": {"providerCalls": False, "accountConnections": False, "payments": False},
        },
        "MISSING_DEPENDENCY",
        "executionPolicy",
    ),
    (
        "executionPolicy true",
        {
            "query": "pdf",
            "originalRequest": "r",
            "executionPolicy": {"providerCalls": False, "accountConnections": False, "payments": True},
        },
        "EXECUTION_NOT_ALLOWED",
        "executionPolicy.payments",
    ),
    (
        "executionPolicy missing field",
        {
            "query": "pdf",
            "originalRequest": "r",
            "executionPolicy": {"providerCalls": False, "payments": False},
        },
        "INVALID_VALUE",
        "executionPolicy.accountConnections",
    ),
    (
        "executionPolicy extra field",
        {
            "query": "pdf",
            "originalRequest": "r",
            "executionPolicy": {
                "providerCalls": False,
                "accountConnections": False,
                "payments": False,
                "x": False,
            },
        },
        "UNKNOWN_FIELD",
        "executionPolicy.x",
    ),
    ("lone surrogate", {"query": "pdf \ud800"}, "INVALID_VALUE", "query"),
]


@pytest.mark.parametrize(("name", "request_value", "code", "field"), INVALID, ids=[row[0] for row in INVALID])
def test_invalid_requests_get_the_error_response(
    name: str, request_value: Any, code: str, field: str
) -> None:
    response = ask(request_value)
    assert response["error_code"] == code
    assert response["error"]["code"] == code
    assert field in response["error"]["message"]
    assert response["recovery"]["automaticRetryAllowed"] is False


@pytest.mark.parametrize(
    ("name", "request_value", "code", "field"),
    [row for row in INVALID if isinstance(row[1], dict) and "requestJson" not in row[1]],
    ids=[row[0] for row in INVALID if isinstance(row[1], dict) and "requestJson" not in row[1]],
)
def test_the_request_json_form_gets_the_same_error_with_the_field_path(
    name: str, request_value: dict[str, Any], code: str, field: str
) -> None:
    response = ask(wrapped(request_value))
    assert response["error_code"] == code
    assert ("requestJson." + field if field and code != "MISSING_DEPENDENCY" else field) in response["error"][
        "message"
    ]


def test_every_null_field_is_named_in_one_error_to_omit_them() -> None:
    response = ask({"query": "pdf", "category": None, "protocol": None, "offset": None})
    assert response["error"]["message"] == (
        "category, protocol and offset are null; a field without a value is omitted, never null."
    )
    assert response["recovery"]["requiredArguments"] == ["category", "protocol", "offset"]
    assert response["recovery"]["guidance"] == "Omit category, protocol and offset, or give each a value."


@pytest.mark.parametrize(
    ("request_value", "expected"),
    [
        ({}, {"query": "", "limit": 5, "offset": 0, "view": "compact"}),
        ({"query": "  pdf  "}, {"query": "pdf"}),
        ({"query": "\u3000pdf\ufeff"}, {"query": "pdf"}),
        ({"query": "a" * 200}, {"query": "a" * 200}),
        ({"query": EMOJI * 100}, {"query": EMOJI * 100}),
        ({"query": " x ", "queryEnglish": " search "}, {"query": "x", "query_english": "search"}),
        ({"limit": 1, "offset": 2000, "view": "full"}, {"limit": 1, "offset": 2000, "view": "full"}),
        ({"limit": 100}, {"limit": 100}),
        (
            {"query": "pdf", "originalRequest": " find " + "é" * 1990, "requirements": [" ocr "] * 8},
            {"original_request": "find " + "é" * 1990, "requirements": ("ocr",) * 8},
        ),
        (
            wrapped({"query": " pdf ", "category": "documents", "protocol": "REST", "pricing": "free"}),
            {"query": "pdf", "category": "documents", "protocol": "REST", "pricing": "free"},
        ),
    ],
)
def test_valid_requests_are_trimmed_and_defaulted(request_value: Any, expected: dict[str, Any]) -> None:
    parsed = parse_request(request_value)
    for name, value in expected.items():
        assert getattr(parsed, name) == value


def test_request_json_limit_counts_utf16_units_after_trimming() -> None:
    inner = json.dumps({"originalRequest": "r", "query": "q"})
    padding = 8192 - utf16_length(inner)
    assert "error_code" not in ask({"requestJson": "   " + inner + " " * padding})
    filler = json.dumps(
        {"query": "q", "originalRequest": EMOJI * 1000, "requirements": ["x" * 200] * 8}, ensure_ascii=False
    )
    assert utf16_length(filler) <= 8192
    assert "error_code" not in ask({"requestJson": filler})
    too_long = json.dumps({"query": "q", "originalRequest": EMOJI * 4100}, ensure_ascii=False)
    assert utf16_length(too_long) > 8192 >= len(too_long)
    assert ask({"requestJson": too_long})["error_code"] == "REQUEST_TOO_LONG"


def test_echoed_values_are_the_trimmed_ones() -> None:
    response = ask(
        {
            "query": "  pdf ",
            "queryEnglish": " pdf parser  ",
            "originalRequest": "  Find a PDF parser, but do not pay now.  ",
            "requirements": ["  parses tables  "],
            "executionPolicy": {"providerCalls": False, "accountConnections": False, "payments": False},
        }
    )
    assert response["search"]["originalQuery"] == "pdf"
    assert response["search"]["discovery"]["originalRequest"] == "Find a PDF parser, but do not pay now."
    assert response["search"]["discovery"]["requirements"] == ["parses tables"]


def test_trim_uses_a_fixed_whitespace_set() -> None:
    assert trim("\u2003\u00a0pdf\u2029\u0085") == "pdf"
    assert trim("\u200bpdf") == "\u200bpdf"  # zero width space is not whitespace


def test_utf16_length_counts_astral_characters_twice() -> None:
    assert utf16_length("") == 0
    assert utf16_length("pdf") == 3
    assert utf16_length("é") == 1
    assert utf16_length(EMOJI) == 2
    assert utf16_length("👩‍💻") == 5


def test_error_order_is_deterministic_first_field_first() -> None:
    response = ask({"limit": 0, "offset": -1, "view": "x"})
    assert response["error_code"] == "OUT_OF_RANGE"
    assert response["error"]["message"].startswith("limit")


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ("{}", 1),
        ('{"a": [1, {"b": "[[[{"}]}', 3),
        ("[[[[]]]]", 4),
        ('"\\"["', 0),
        ('{"a": "x\\\\"}', 1),
        ('"unterminated [[[', 0),
        ('"' + '\\"' * 500, 0),
        ("", 0),
    ],
)
def test_nesting_depth_ignores_brackets_inside_strings(text: str, depth: int) -> None:
    assert nesting_depth(text) == depth
