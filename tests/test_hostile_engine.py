"""Hostile requests to the engine and its CLI: every emitted string is UTF-8, huge values stay cheap."""

from __future__ import annotations

import codecs
import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_cli import cli
from test_search_support import BASE_URL, FIXTURE, PYTHON, REPO, SPEC, fixture_index, schema_errors

import search_core
from search_core.request import QUERY_MAX_UTF16

LONE = "\ud800"


def utf8_clean(response: dict[str, Any]) -> str:
    """The rendered response, failing the test when it cannot be encoded as UTF-8."""
    text = search_core.render(response)
    text.encode("utf-8")  # raises UnicodeEncodeError on a lone surrogate
    return text


@pytest.mark.parametrize(
    "request_value",
    [
        pytest.param({LONE: 1}, id="unknown-top-level-field"),
        pytest.param({"query": "x", "a" + LONE * 3: 1}, id="unknown-field-among-known"),
        pytest.param({"requestJson": json.dumps({LONE: 1})}, id="unknown-field-inside-requestJson"),
        pytest.param({"requestJson": "{}", LONE: 1}, id="mixed-forms-with-surrogate-name"),
        pytest.param({"category": LONE}, id="enum-value"),
        pytest.param({"originalRequest": "x", "query": "y", "executionPolicy": {LONE: 1}}, id="policy-key"),
        pytest.param({"requestJson": '{"\\ud800": 1}'}, id="escaped-surrogate-in-requestJson"),
    ],
)
def test_lone_surrogates_are_never_echoed_raw(request_value: dict[str, Any]) -> None:
    """Wherever a field name or value is echoed (message, requiredArguments), the output stays UTF-8."""
    response = search_core.search(request_value, fixture_index())
    utf8_clean(response)
    assert "error_code" in response and response["error_code"] != "INTERNAL_ERROR"
    if SPEC.is_dir():
        assert not schema_errors(response)


@pytest.mark.parametrize("profile", [LONE, "x" * 1000 + LONE, "\udcff\udcfe"])
def test_an_unknown_profile_is_echoed_as_utf8(profile: str) -> None:
    response = search_core.search({"query": "pdf"}, fixture_index(), profile)
    assert response["error_code"] == "INVALID_PROFILE"
    assert len(utf8_clean(response)) < 2000


def test_search_json_with_an_escaped_surrogate_key_renders_utf8() -> None:
    text = search_core.search_json('{"\\udfff": 1}', fixture_index())
    text.encode("utf-8")
    assert json.loads(text)["error_code"] == "UNKNOWN_FIELD"


@pytest.mark.parametrize(
    "value",
    [10**5000, -(10**5000), 10**20, 2**64 + 1, -1],
    ids=["huge", "huge-negative", "large", "just-over-64-bits", "negative"],
)
@pytest.mark.parametrize("field", ["limit", "offset"])
def test_out_of_range_integers_of_any_size_are_out_of_range(field: str, value: int) -> None:
    """Never converts a huge int to text (CPython's 4300-digit limit turned it into INTERNAL_ERROR)."""
    response = search_core.search({field: value}, fixture_index())
    assert response["error_code"] == "OUT_OF_RANGE"
    assert len(response["error"]["message"]) < 300


def test_a_huge_integer_literal_in_json_text_is_out_of_range() -> None:
    text = search_core.search_json('{"limit": ' + "9" * 5000 + "}", fixture_index())
    assert json.loads(text)["error_code"] == "OUT_OF_RANGE"


@pytest.mark.parametrize(
    ("url", "accepted"),
    [
        ("https://x.example/", True),
        ("https://x.example/w", True),
        ("https://x.example/\n", False),
        ("https://x.example\n", False),
        ("https://x.example/\r\n", False),
        ("\nhttps://x.example/", False),
    ],
)
def test_is_https_base_url_refuses_a_trailing_newline(url: str, accepted: bool) -> None:
    assert search_core.is_https_base_url(url) is accepted


@pytest.mark.parametrize("field", ["query", "queryEnglish"])
def test_lenient_more_url_is_bounded_by_the_query_limit(field: str) -> None:
    """A 1 MiB query is left out of moreUrl (the page would refuse it anyway); the URL stays short."""
    request = {"query": "pdf", field: "é" * (1 << 20)}
    response = search_core.search(request, fixture_index(), "isto", BASE_URL, lenient=True)
    assert len(response["moreUrl"]) < 200 * 9 + 200
    assert ("q=" if field == "query" else "qe=") not in response["moreUrl"]


def test_lenient_more_url_keeps_a_query_at_the_limit() -> None:
    query = "a" * QUERY_MAX_UTF16
    response = search_core.search({"query": query}, fixture_index(), "isto", BASE_URL, lenient=True)
    assert response["moreUrl"].endswith("?q=" + query)


@pytest.mark.parametrize(
    "request_bytes",
    [
        pytest.param(b'{"\\ud800": 1}', id="escaped-surrogate-key"),
        pytest.param(b'{"\xff\xfe": 1}', id="invalid-utf8-key"),
        pytest.param(b'{"query": "\xff"}', id="invalid-utf8-value"),
        pytest.param(b'{"requestJson": "{\\"\\\\ud800\\": 1}"}', id="surrogate-inside-requestJson"),
    ],
)
def test_the_cli_prints_a_utf8_error_response_never_a_traceback(request_bytes: bytes) -> None:
    result = cli("--catalogue", str(FIXTURE), "--request", request_bytes)
    assert result.returncode == 1, result.stderr
    assert b"Traceback" not in result.stderr
    assert json.loads(result.stdout.decode("utf-8"))["error_code"] in ("UNKNOWN_FIELD", "INVALID_VALUE")


@pytest.mark.parametrize(
    "arguments",
    [
        pytest.param(("--base-url", "https://x.example/\n"), id="base-url-newline"),
        pytest.param(("--base-url", b"https://x.example/\xff"), id="base-url-invalid-utf8"),
        pytest.param(("--profile", b"\xff"), id="profile-invalid-utf8"),
    ],
)
def test_the_cli_refuses_hostile_arguments_in_one_line(arguments: tuple[str | bytes, ...]) -> None:
    result = cli("--catalogue", str(FIXTURE), "--request", "{}", *arguments)
    assert result.returncode == 2
    assert b"Traceback" not in result.stderr and result.stderr.count(b"\n") == 1
    result.stderr.decode("utf-8")


def test_the_cli_reads_records_with_a_byte_order_mark(tmp_path: Path) -> None:
    services = tmp_path / "services"
    services.mkdir()
    for path in sorted((FIXTURE / "services").glob("*.json")):
        (services / path.name).write_bytes(codecs.BOM_UTF8 + path.read_bytes())
    with_bom = cli("--catalogue", str(tmp_path), "--request", '{"query": "pdf"}')
    plain = cli("--catalogue", str(FIXTURE), "--request", '{"query": "pdf"}')
    assert with_bom.returncode == 0, with_bom.stderr
    assert with_bom.stdout == plain.stdout


def test_the_cli_refuses_a_fifo_as_the_catalogue(tmp_path: Path) -> None:
    fifo = tmp_path / "index.json"
    os.mkfifo(fifo)
    result = subprocess.run(
        [str(PYTHON), "-m", "search_core", "--catalogue", str(fifo), "--request", "{}"],
        cwd=REPO,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2 and b"regular index file" in result.stderr
