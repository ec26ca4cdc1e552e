"""Property tests over hostile input: lone surrogates in every echoed position, control characters, deep
nesting and huge values, for the engine, the validator, Markdown and the importers' text clean-up.
Bounded (examples and sizes) so they run in CI in seconds.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_search_support import BASE_URL, SPEC, fixture_index, schema_errors
from test_validate import TODAY, base_record

import search_core
from search_core.request import FIELDS
from waypost.catalogue import Catalogue, Entry
from waypost.importers import text as import_text
from waypost.markdown_safe import convert
from waypost.validate import MULTI_LINE_FORBIDDEN, ONE_LINE_FORBIDDEN, validate

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TINY = Path(__file__).resolve().parent / "fixtures" / "catalogue-tiny"

HOSTILE_CHARS = [
    "\ud800", "\udfff", "\udcff", "\x00", "\x07", "\x1b", "\x7f", "\x9b", "\u202e", "\u2066", "\u200b",
    "\u200d", "\u2060", "\ufeff", "\n", "\t", "\r", '"', "\\", "[", "{", "é", "🔎",
]  # fmt: skip
hostile_text = st.lists(st.sampled_from(HOSTILE_CHARS) | st.text(max_size=4), max_size=12).map("".join)
huge_ints = st.sampled_from([10**5000, -(10**5000), 2**64, 10**19, -1, 0, 101, 2001])
deep_json_text = st.integers(1, 400).map(lambda depth: "[" * depth + "]" * depth)
hostile_value = hostile_text | huge_ints | deep_json_text | st.lists(hostile_text, max_size=9)


@st.composite
def hostile_requests(draw: st.DrawFn) -> dict[str, Any]:
    """A request with hostile names and values: top level, inside requestJson, or inside executionPolicy."""
    fields: dict[str, Any] = draw(
        st.dictionaries(st.sampled_from(FIELDS) | hostile_text, hostile_value, max_size=4)
    )
    if draw(st.booleans()):
        fields["executionPolicy"] = draw(st.dictionaries(hostile_text, st.booleans(), max_size=3))
    where = draw(st.sampled_from(["top", "requestJson", "mixed"]))
    if where == "top":
        return fields
    # json.dumps cannot write an int over 4300 digits; a 101-digit one stands in (search_json's own test
    # covers the 5000-digit literal)
    textual = {k: 10**100 if isinstance(v, int) and abs(v) > 10**100 else v for k, v in fields.items()}
    wrapped = {"requestJson": json.dumps(textual, ensure_ascii=draw(st.booleans()))}
    if where == "mixed":
        wrapped[draw(hostile_text)] = 1
    return wrapped


@SETTINGS
@given(request=hostile_requests(), profile=st.sampled_from([*search_core.PROFILES, "\ud800", "x\udcff"]))
def test_every_hostile_request_gives_a_utf8_response(request: dict[str, Any], profile: str) -> None:
    for lenient in (False, True):
        response = search_core.search(request, fixture_index(), profile, BASE_URL, lenient=lenient)
        search_core.render(response).encode("utf-8")
        assert response.get("error_code") != "INTERNAL_ERROR", request
        if SPEC.is_dir() and profile in search_core.PROFILES and "error_code" in response:
            assert not schema_errors(response)


@SETTINGS
@given(text=hostile_text.map(lambda t: '{"' + t + '": 1}') | deep_json_text | hostile_text)
def test_every_hostile_request_text_gives_utf8_json(text: str) -> None:
    rendered = search_core.search_json(text, fixture_index(), "isto", BASE_URL, lenient=True)
    rendered.encode("utf-8")
    assert json.loads(rendered).get("error_code") != "INTERNAL_ERROR"


RECORD = base_record(TINY)


@SETTINGS
@given(field=st.sampled_from(["name", "provider", "tagline", "description", "notes"]), value=hostile_text)
def test_the_validator_refuses_exactly_the_forbidden_characters(field: str, value: str) -> None:
    record = {**RECORD, field: "Acme " + value + " ok"}
    entry = Entry(TINY / "services" / "acme-search.json", record=record)
    report = validate(Catalogue(TINY, [entry]), today=TODAY)
    refused = any(p.rule == "no-control-characters" for p in report.errors)
    forbidden = MULTI_LINE_FORBIDDEN if field in ("description", "notes") else ONE_LINE_FORBIDDEN
    assert refused == (forbidden.search(value) is not None)
    assert all(ord(c) < 0xD800 or ord(c) > 0xDFFF for c in value) or refused  # lone surrogates too


@SETTINGS
@given(
    text=st.lists(
        st.sampled_from(["[", "]", "(", ")", ">", "*", "_", "`", "- ", "    ", "\n", "<b>", "![", "x"]),
        max_size=3000,
    ).map("".join)
)
def test_markdown_never_fails_and_never_passes_html(text: str) -> None:
    html = convert(text)
    assert "<b>" not in html and "<script" not in html


@SETTINGS
@given(value=hostile_text)
def test_imported_text_never_keeps_a_forbidden_character(value: str) -> None:
    line = import_text.clean_line(value, 100)
    body = import_text.clean_description(value)
    assert import_text.CONTROLS.search(line) is None and import_text.CONTROLS.search(body) is None
    assert not any(char in line for char in "\n\t\r")
