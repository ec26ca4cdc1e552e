"""Every error response has the contract's one shape, names the field and the fix, and validates."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_search_support import BASE_URL, assert_valid, fixture_index

import search_core
from search_core import engine, errors

REQUEST_TEXTS = [
    ("not JSON", "{query: pdf}", "INVALID_REQUEST"),
    ("empty text", "", "INVALID_REQUEST"),
    ("trailing garbage", '{"query": "pdf"} x', "INVALID_REQUEST"),
    ("a string", '"pdf"', "INVALID_REQUEST"),
    ("an array", '[{"query": "pdf"}]', "INVALID_REQUEST"),
    ("null", "null", "INVALID_REQUEST"),
    ("duplicate top-level key", '{"query": "pdf", "query": "ocr"}', "DUPLICATE_KEY"),
    (
        "duplicate nested key",
        '{"requestJson": "{\\"view\\": \\"full\\", \\"view\\": \\"full\\"}"}',
        "DUPLICATE_KEY",
    ),
    ("Infinity", '{"limit": Infinity}', "INVALID_REQUEST"),
    ("deeply nested", '{"requirements": ' + "[" * 100_000 + "]" * 100_000 + "}", "INVALID_REQUEST"),
    ("huge integer", '{"limit": 1' + "0" * 400 + "}", "OUT_OF_RANGE"),
    ("unknown field", '{"querry": "pdf"}', "UNKNOWN_FIELD"),
    ("too long", json.dumps({"query": "x" * 201}), "QUERY_TOO_LONG"),
]


@pytest.mark.parametrize(("name", "text", "code"), REQUEST_TEXTS, ids=[row[0] for row in REQUEST_TEXTS])
@pytest.mark.parametrize("profile", ["relay", "isto"])
def test_request_text_errors(name: str, text: str, code: str, profile: str) -> None:
    response = json.loads(search_core.search_json(text, fixture_index(), profile, BASE_URL))
    assert_error(response, code)


@pytest.mark.parametrize(("name", "text", "code"), REQUEST_TEXTS, ids=[row[0] for row in REQUEST_TEXTS])
def test_best_effort_errors_name_the_best_effort_tool(name: str, text: str, code: str) -> None:
    """A caller of the best-effort tool retries with it: its errors name search_services_best_effort."""
    response = json.loads(search_core.search_json(text, fixture_index(), best_effort=True))
    assert_error(response, code, tool="search_services_best_effort")


def test_a_best_effort_engine_failure_names_the_best_effort_tool(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(engine, "run", fail)
    response = search_core.search({"query": "pdf"}, fixture_index(), best_effort=True)
    assert_error(response, "INTERNAL_ERROR", tool="search_services_best_effort")


def assert_error(response: dict[str, Any], code: str, tool: str = "search_services") -> None:
    """The one error shape, valid against the contract."""
    assert_valid(response)
    assert list(response) == ["error_code", "error", "recovery"]
    assert response["error_code"] == response["error"]["code"] == code
    assert code in errors.ALL_CODES
    assert response["error"]["message"].endswith(".")
    recovery = response["recovery"]
    assert recovery["tool"] == tool
    assert recovery["automaticRetryAllowed"] is False
    assert recovery["guidance"]
    assert all(isinstance(name, str) for name in recovery["requiredArguments"])


def test_an_unknown_profile_is_an_error_response() -> None:
    response = search_core.search({"query": "pdf"}, fixture_index(), "opensearch")
    assert_error(response, "INVALID_PROFILE")


@pytest.mark.parametrize(
    "index", [{}, {"format": 1}, {"format": 2, "records": []}, {"format": 3, "records": []}, [], None]
)
def test_an_unusable_index_is_an_error_response(index: Any) -> None:
    assert_error(search_core.search({"query": "pdf"}, index), "INDEX_UNAVAILABLE")


def test_an_isto_base_url_that_is_not_https_is_an_error_response() -> None:
    response = search_core.search({"query": "pdf"}, fixture_index(), "isto", "http://waypost.example/")
    assert_error(response, "INVALID_PROFILE")


def test_an_engine_failure_is_the_internal_error_response(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_arguments: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(engine, "run", broken)
    assert_error(search_core.search({"query": "pdf"}, fixture_index()), "INTERNAL_ERROR")
    assert_error(json.loads(search_core.search_json("{}", fixture_index())), "INTERNAL_ERROR")


def test_isto_profile_returns_the_same_error_as_relay() -> None:
    request = {"query": "pdf", "limit": 500}
    relay = search_core.search(request, fixture_index(), "relay", BASE_URL)
    isto = search_core.search(request, fixture_index(), "isto", BASE_URL)
    assert relay == isto
    assert_error(relay, "OUT_OF_RANGE")


def test_messages_name_the_field_and_the_fix() -> None:
    response = search_core.search({"requestJson": '{"offset": 2001}'}, fixture_index())
    message = response["error"]["message"]
    assert "requestJson.offset" in message
    assert "0 to 2000" in message
    assert response["recovery"]["requiredArguments"] == ["requestJson.offset"]


def test_search_json_refuses_a_non_string() -> None:
    assert_error(json.loads(search_core.search_json(b"{}", fixture_index())), "INVALID_REQUEST")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("depth", "code"), [(3, "INVALID_TYPE"), (32, "INVALID_TYPE"), (33, "INVALID_REQUEST")]
)
def test_nesting_is_bounded_before_parsing(depth: int, code: str) -> None:
    text = '{"requirements": ' + "[" * (depth - 1) + "]" * (depth - 1) + "}"
    response = json.loads(search_core.search_json(text, fixture_index()))
    assert_error(response, code)
    if code == "INVALID_REQUEST":
        assert "32 deep" in response["error"]["message"]


def test_parser_messages_are_fixed_text() -> None:
    messages = {
        json.loads(search_core.search_json(text, fixture_index()))["error"]["message"]
        for text in ('{"query": "pdf",}', "{'query': 'pdf'}", '{"query": "pdf"', "[", "{} {}")
    }
    assert len(messages) == 1


def _field_rows() -> list[tuple[str, Any]]:
    """Every invalid request of the request table that has a field at fault, in both forms."""
    from test_search_request import INVALID, wrapped

    rows = []
    for name, request, _code, _field in INVALID:
        if not isinstance(request, dict):
            continue
        rows.append((name, request))
        if "requestJson" not in request:
            rows.append((name + " (requestJson)", wrapped(request)))
    return rows


@pytest.mark.parametrize(("name", "request_value"), _field_rows(), ids=[row[0] for row in _field_rows()])
def test_recovery_names_the_argument_to_fix_and_how(name: str, request_value: dict[str, Any]) -> None:
    """requiredArguments names the argument(s) to change or add; the message names them too; the
    guidance is a fix, not the message repeated."""
    response = search_core.search(request_value, fixture_index())
    assert_valid(response)
    recovery, message = response["recovery"], response["error"]["message"]
    assert recovery["requiredArguments"], name
    for argument in recovery["requiredArguments"]:
        top = argument.split(".")[-1].split("[")[0]
        assert top in message, (argument, message)
        if "requestJson" in request_value:
            assert argument.startswith("requestJson"), argument
    assert recovery["guidance"] != message and len(recovery["guidance"]) > 20


@pytest.mark.parametrize(
    ("text", "code", "required"),
    [
        ('{"requestJson": "{\\"limit\\": 1, \\"limit\\": 2}"}', "DUPLICATE_KEY", ["requestJson"]),
        ('{"requestJson": "{limit: 1}"}', "INVALID_REQUEST", ["requestJson"]),
        ('{"query": "pdf", "query": "ocr"}', "DUPLICATE_KEY", ["query"]),
        ('{"requestJson": "{}", "requestJson": "{}"}', "DUPLICATE_KEY", ["requestJson"]),
    ],
)
def test_request_text_errors_name_the_argument(text: str, code: str, required: list[str]) -> None:
    response = json.loads(search_core.search_json(text, fixture_index()))
    assert_error(response, code)
    assert response["recovery"]["requiredArguments"] == required


@pytest.mark.parametrize(
    ("request_value", "required"),
    [
        ({"query": "pdf", "originalRequest": "r", "requirements": ["ok", 3]}, ["requirements"]),
        (
            {"requestJson": '{"query": "pdf", "originalRequest": "r", "requirements": [null]}'},
            ["requestJson.requirements"],
        ),
        (
            {
                "query": "pdf",
                "originalRequest": "r",
                "executionPolicy": {"providerCalls": 0, "accountConnections": False, "payments": False},
            },
            ["executionPolicy"],
        ),
    ],
)
def test_required_arguments_are_request_arguments_not_item_paths(
    request_value: dict[str, Any], required: list[str]
) -> None:
    """The message points at the item (requirements[1]); requiredArguments names the argument to resend."""
    response = search_core.search(request_value, fixture_index())
    assert_error(response, "INVALID_TYPE")
    assert response["recovery"]["requiredArguments"] == required
