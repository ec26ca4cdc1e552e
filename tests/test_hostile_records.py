"""Hostile records: huge strings, control characters, deep Markdown, and a permissive schema beside them.

Each case would take seconds to minutes (or slip through) on the code before these rules; here they are
rejected or neutralised at once. No timing is asserted: a regression shows as a hung test.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_validate import TODAY, base_record, check, write_catalogue

from waypost.catalogue import load
from waypost.contact import emails, has_contact, phones, strip_contacts
from waypost.markdown_safe import MAX_MARKDOWN_CHARS, MAX_MARKDOWN_NESTING, convert
from waypost.pages import all_pages
from waypost.render import make_environment, render, slugify
from waypost.validate import MAX_STRING_CHARS, validate

Record = dict[str, Any]


def errors_at(root: Path, pointer: str) -> list[str]:
    return [f"{p.message} [{p.rule}]" for p in check(root).errors if p.pointer == pointer]


@pytest.mark.parametrize(
    ("where", "size"),
    [("description", 10_000_000), ("notes", 200_000), ("tagline", 80_000), ("website", 100_000)],
)
def test_a_huge_string_is_rejected_by_length_before_any_pattern(
    tmp_path: Path, tiny_catalogue: Path, where: str, size: int
) -> None:
    record = base_record(tiny_catalogue)
    record[where] = "a@" + "a" * size  # quadratic for the old e-mail pattern
    root = write_catalogue(tmp_path, {"acme-search": record})
    found = errors_at(root, "/" + where)
    assert found == [
        f"is {size + 2:,} characters long; no field may exceed {MAX_STRING_CHARS:,} [max-length]"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "a" * 200_000,  # a long word: the e-mail pattern scanned it from every position
        "a." * 100_000,  # dotted run: the URL-scheme pattern scanned it from every word start
        "a-" * 100_000 + "://",
        "1 " * 100_000,
        "@" + "a." * 100_000,
    ],
    ids=["word", "dotted", "scheme-like", "digits", "domain-like"],
)
def test_contact_patterns_cost_linear_time(text: str) -> None:
    assert not has_contact(text) or list(emails(text)) or list(phones(text))
    strip_contacts(text)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("write to sales@acme.example now", ["sales@acme.example"]),
        ("[m](mailto:a.b@acme.example)", ["mailto:a.b@acme.example"]),
        ("a@b.com@c.org", ["a@b.com"]),
        ("x" * 70 + "@acme.example", ["x" * 64 + "@acme.example"]),
    ],
)
def test_bounded_e_mail_pattern_still_finds_addresses(text: str, found: list[str]) -> None:
    assert list(emails(text)) == found


ONE_LINE_HOSTILE = [
    ("NUL", "Acme\x00Search"),
    ("ESC", "Acme\x1b[31mSearch"),
    ("BEL", "Acme\x07"),
    ("DEL", "Acme\x7f"),
    ("C1", "Acme\x9bSearch"),
    ("bidi override", "Acme \u202eSearch"),
    ("bidi isolate", "Acme \u2066Search\u2069"),
    ("zero-width space", "Acme\u200bSearch"),
    ("zero-width joiner", "Acme\u200dSearch"),
    ("word joiner", "Acme\u2060Search"),
    ("BOM", "\ufeffAcme"),
]


@pytest.mark.parametrize(("case", "text"), ONE_LINE_HOSTILE, ids=[c for c, _ in ONE_LINE_HOSTILE])
@pytest.mark.parametrize("field", ["name", "provider", "tagline"])
def test_controls_are_refused_in_one_line_fields(
    tmp_path: Path, tiny_catalogue: Path, field: str, case: str, text: str
) -> None:
    record = base_record(tiny_catalogue)
    record[field] = text
    found = errors_at(write_catalogue(tmp_path, {"acme-search": record}), "/" + field)
    assert any(f.endswith("[no-control-characters]") and "U+" in f for f in found), found


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Line one\nline two\twith a tab", False),
        ("Emoji family 👨\u200d👩\u200d👧 and ZWNJ \u200c", False),
        ("NUL \x00 inside", True),
        ("ESC \x1b[2J inside", True),
        ("override \u202e inside", True),
    ],
)
def test_multi_line_fields_keep_layout_but_refuse_controls(
    tmp_path: Path, tiny_catalogue: Path, text: str, refused: bool
) -> None:
    record = base_record(tiny_catalogue)
    record["description"] = text
    found = errors_at(write_catalogue(tmp_path, {"acme-search": record}), "/description")
    assert any(f.endswith("[no-control-characters]") for f in found) is refused, found


def test_whole_catalogue_validation_handles_many_large_records(tmp_path: Path, tiny_catalogue: Path) -> None:
    """400 records with 4,000-character descriptions full of near-miss patterns validate cleanly."""
    records = {}
    for number in range(400):
        record = base_record(tiny_catalogue)
        record["slug"] = f"svc{number:04d}"
        record["id"] = f"svc-svc{number:04d}"
        record["description"] = ("a." * 999 + " ")[:3999]
        records[record["slug"]] = record
    report = validate(load(write_catalogue(tmp_path, records)), today=TODAY)
    assert report.errors == []


@pytest.mark.parametrize(
    "text",
    [
        "[" * 3999,
        "*" * 3999,
        ">" * 3999,
        "- " * 2000,
        "`" * 3999,
        "[a](" * 1000,
        "x" * (MAX_MARKDOWN_CHARS + 1),
    ],
    ids=["brackets", "stars", "quotes", "list-nesting", "backticks", "links", "over-size"],
)
def test_markdown_input_is_bounded_before_the_parser(text: str) -> None:
    html = convert(text)
    assert "<script" not in html


def test_markdown_nesting_beyond_the_bound_is_shown_as_text() -> None:
    deep = ">" * (MAX_MARKDOWN_NESTING + 5) + " quoted"
    assert "<blockquote>" not in convert(deep)
    assert convert("> quoted").count("<blockquote>") == 1


def test_over_size_markdown_is_shown_as_escaped_text() -> None:
    text = "<b>" + "x" * MAX_MARKDOWN_CHARS
    html = convert(text)
    assert html.startswith("<p>&lt;b&gt;") and "<b>" not in html


HOSTILE_URLS = {
    "website": "javascript:alert(1)",
    "docsUrl": "javascript:alert(2)",
    "sourceUrl": "data:text/html,<script>alert(3)</script>",
    "endpoint": "http://plain.example/mcp",
}


def permissive_record(tiny_catalogue: Path) -> Record:
    record = base_record(tiny_catalogue)
    record.update(HOSTILE_URLS)
    record["pricing"]["url"] = "vbscript:msgbox(4)"
    record["color"] = "red;background:url(https://evil.example/x)"
    record["registryLifecycle"] = {
        "status": "deprecated",
        "evidence": {"url": "javascript:alert(5)", "checkedAt": "2026-10-01"},
    }
    return record


def rendered_site(record: Record) -> str:
    env = make_environment()
    return "\n".join(render(env, page.template, page.context) for page in all_pages([record], "2026-10-01"))


def test_the_renderer_links_only_https_whatever_the_schema(tiny_catalogue: Path) -> None:
    html = rendered_site(permissive_record(tiny_catalogue))
    for bad in ("javascript:", "data:text", "vbscript:", "http://plain.example", "evil.example", "red;"):
        assert bad not in html, bad


def test_the_renderer_keeps_valid_links_and_colours(tiny_catalogue: Path) -> None:
    record = base_record(tiny_catalogue)
    html = rendered_site(record)
    assert f'href="{record["website"]}"' in html and f"--card-color: {record['color']}" in html


def test_a_permissive_schema_beside_the_records_does_not_let_bad_urls_or_colours_through(
    tmp_path: Path, tiny_catalogue: Path
) -> None:
    root = write_catalogue(tmp_path, {"acme-search": permissive_record(tiny_catalogue)})
    (root / "schema").mkdir()
    (root / "schema" / "service.schema.json").write_text(json.dumps({"type": "object"}), "utf-8")
    rules = {(p.pointer, p.rule) for p in check(root).errors}
    for pointer in ("/website", "/docsUrl", "/sourceUrl", "/pricing/url", "/registryLifecycle/evidence/url"):
        assert (pointer, "https-url") in rules, pointer
    assert ("/endpoint", "https-only") in rules  # an http:// URL: the existing rule names it
    assert ("/color", "colour-hex") in rules


@pytest.mark.parametrize(
    ("first", "second"),
    [("株式会社", "有限会社"), ("Ωμέγα", "Δέλτα"), ("Ωμέγα Labs", "Δέλτα Labs"), ("🦀", "🐍")],
)
def test_providers_without_ascii_letters_get_distinct_stable_slugs(first: str, second: str) -> None:
    assert slugify(first) != slugify(second)
    assert slugify(first) == slugify(first.upper()) and slugify(first) != "unnamed"
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slugify(first))


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Acme Labs, Inc.", "acme-labs-inc"),
        ("Café Olé", "cafe-ole"),
        ("株式会社", "u-e6843c6e"),
        ("ΩΜΈΓΑ", "u-f9d47761"),
        ("Ωμέγα Labs", "labs-bb5117e5"),
    ],
)
def test_slugs_are_fixed_values(name: str, slug: str) -> None:
    """Stable across runs and machines: sha256 of the NFKC casefolded name, never Python's hash()."""
    assert slugify(name) == slug


def test_three_non_ascii_providers_get_three_pages(tiny_catalogue: Path) -> None:
    records = []
    for number, provider in enumerate(["株式会社", "Ωμέγα", "Δέλτα"]):
        record = base_record(tiny_catalogue)
        record.update(slug=f"svc{number}", id=f"svc-svc{number}", provider=provider)
        records.append(record)
    paths = {page.path for page in all_pages(records, "2026-10-01") if page.path.startswith("provider/")}
    assert len(paths) == 4  # the index and one page per provider
