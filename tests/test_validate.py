"""The validator: every rule has a record that breaks it, and each message names file, pointer and rule."""

from __future__ import annotations

import argparse
import copy
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from waypost.catalogue import load
from waypost.validate import Problem, Report, main, validate

TODAY = date(2026, 11, 30)
Record = dict[str, Any]
Mutation = Callable[[Record], None]


def base_record(tiny_catalogue: Path) -> Record:
    record: Record = json.loads((tiny_catalogue / "services" / "acme-search.json").read_text("utf-8"))
    return record


def write_catalogue(root: Path, records: dict[str, Any]) -> Path:
    """A catalogue dir with one file per (file slug → record or raw text)."""
    services = root / "services"
    services.mkdir(parents=True)
    for slug, record in records.items():
        text = record if isinstance(record, str) else json.dumps(record, indent=2)
        (services / f"{slug}.json").write_text(text, "utf-8")
    return root


def check(root: Path) -> Report:
    return validate(load(root), today=TODAY)


def setter(path: str, value: Any) -> Mutation:
    """A mutation that sets /a/b to value (or deletes it when value is DELETE)."""

    def mutate(record: Record) -> None:
        *parents, last = path.strip("/").split("/")
        node: Any = record
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if value is DELETE:
            del node[last]
        elif isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return mutate


DELETE = object()

# (case, mutation of the valid acme-search record, expected pointer, expected rule)
RECORD_RULES: list[tuple[str, Mutation, str, str]] = [
    ("slug differs from file", setter("/slug", "acme-other"), "/slug", "slug-matches-file"),
    ("e-mail in notes", setter("/notes", "write to sales@acme.example"), "/notes", "no-contact"),
    (
        "mailto in description",
        setter("/description", "[mail](mailto:a.b@acme.example)"),
        "/description",
        "no-contact",
    ),
    ("phone in description", setter("/description", "Call +1 415 555 0100."), "/description", "no-contact"),
    (
        "phone with area code",
        setter("/pricing/summary", "Call (415) 555-0100"),
        "/pricing/summary",
        "no-contact",
    ),
    ("phone, national", setter("/notes", "Ring 020 7946 0958 today"), "/notes", "no-contact"),
    ("phone, compact international", setter("/notes", "Ring +442079460958"), "/notes", "no-contact"),
    ("tel: link", setter("/notes", "[call](tel:+14155550100)"), "/notes", "no-contact"),
    ("future source date", setter("/sourceCheckedAt", "2026-12-01"), "/sourceCheckedAt", "date-not-future"),
    (
        "future pricing date",
        setter("/pricing/checkedAt", "2027-01-01"),
        "/pricing/checkedAt",
        "date-not-future",
    ),
    ("http website", setter("/website", "http://acme.example/"), "/website", "https-only"),
    ("http docs", setter("/docsUrl", "http://docs.acme.example/"), "/docsUrl", "https-only"),
    (
        "http link in Markdown",
        setter("/description", "[x](http://acme.example/)"),
        "/description",
        "https-only",
    ),
    ("ftp in notes", setter("/notes", "ftp://files.acme.example/"), "/notes", "https-only"),
    ("missing field", setter("/name", DELETE), "/name", "schema:required"),
    ("extra field", setter("/email", "x"), "/email", "schema:additionalProperties"),
    ("unknown category", setter("/category", "weather"), "/category", "schema:enum"),
    ("bad id", setter("/id", "acme-search"), "/id", "schema:pattern"),
    ("bad colour", setter("/color", "#FFF"), "/color", "colour-hex"),
    ("bad tag", setter("/tags/0", "Web Search"), "/tags/0", "schema:pattern"),
    ("duplicate protocol", setter("/protocols", ["MCP", "MCP"]), "/protocols", "schema:uniqueItems"),
    ("unknown protocol", setter("/protocols/0", "SOAP"), "/protocols/0", "schema:enum"),
    ("empty tagline", setter("/tagline", ""), "/tagline", "schema:minLength"),
    ("tagline over-long", setter("/tagline", "x" * 121), "/tagline", "schema:maxLength"),
    ("description over-long", setter("/description", "word " * 801), "/description", "schema:maxLength"),
    ("two-line name", setter("/name", "Acme\nSearch"), "/name", "schema:pattern"),
    ("impossible date", setter("/sourceCheckedAt", "2026-02-30"), "/sourceCheckedAt", "schema:format"),
    ("not a boolean", setter("/featured", "yes"), "/featured", "schema:type"),
    ("known pricing needs url", setter("/pricing/url", None), "/pricing/url", "schema:type"),
    ("known pricing needs date", setter("/pricing/checkedAt", None), "/pricing/checkedAt", "schema:type"),
    ("docsUrl not a URL", setter("/docsUrl", "docs"), "/docsUrl", "https-url"),
    (
        "bad lifecycle",
        setter("/registryLifecycle", {"status": "gone"}),
        "/registryLifecycle/status",
        "schema:enum",
    ),
]


@pytest.mark.parametrize(
    ("case", "mutation", "where", "rule"), RECORD_RULES, ids=[r[0] for r in RECORD_RULES]
)
def test_each_rule_is_reported_with_file_pointer_and_rule(
    tmp_path: Path, tiny_catalogue: Path, case: str, mutation: Mutation, where: str, rule: str
) -> None:
    record = base_record(tiny_catalogue)
    mutation(record)
    root = write_catalogue(tmp_path, {"acme-search": record})
    report = check(root)
    file = str(root / "services" / "acme-search.json")
    matching = [p for p in report.errors if (p.file, p.pointer, p.rule) == (file, where, rule)]
    assert matching, f"{case}: expected {file}:{where} [{rule}], got {[str(p) for p in report.errors]}"
    assert str(matching[0]).startswith(f"{file}:{where}: ")
    assert str(matching[0]).endswith(f" [{rule}]")
    assert not report.ok()


def test_the_valid_record_and_the_tiny_catalogue_have_no_errors(tmp_path: Path, tiny_catalogue: Path) -> None:
    assert check(write_catalogue(tmp_path, {"acme-search": base_record(tiny_catalogue)})).errors == []
    assert check(tiny_catalogue).errors == []


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("not json", "json-syntax"),
        ('{"slug": "a", "slug": "b"}', "json-syntax"),
        ("", "json-syntax"),
    ],
)
def test_unparsable_files_are_errors_not_exceptions(tmp_path: Path, text: str, rule: str) -> None:
    report = check(write_catalogue(tmp_path, {"broken": text}))
    assert [(Path(p.file).name, p.rule) for p in report.errors] == [("broken.json", rule)]


def test_ids_and_slugs_are_unique_across_files(tmp_path: Path, tiny_catalogue: Path) -> None:
    first = base_record(tiny_catalogue)
    second = copy.deepcopy(first)  # same id and slug in another file
    root = write_catalogue(tmp_path, {"acme-search": first, "zz-copy": second})
    found = {(Path(p.file).name, p.pointer, p.rule) for p in check(root).errors}
    assert ("zz-copy.json", "/id", "unique-id") in found
    assert ("zz-copy.json", "/slug", "unique-slug") in found
    assert ("zz-copy.json", "/slug", "slug-matches-file") in found


@pytest.mark.parametrize(
    "text",
    [
        "Checked on 2026-10-01.",
        "Version 1.2.3 supports 128000 tokens.",
        "See https://acme.example/docs/123-456-7890 for details.",
        "npm package https://www.npmjs.com/package/@acme/search",
        "ISO 8601 and RFC 3339 dates",
        "Up to 1,000,000 pages a month for $49.",
        "Between 2019-2024 it served 555-0100 requests.",
        "Prices 12.50 and 20.00 per 1000 calls.",
    ],
)
def test_ordinary_text_is_not_mistaken_for_contact_details(
    tmp_path: Path, tiny_catalogue: Path, text: str
) -> None:
    record = base_record(tiny_catalogue)
    record["notes"] = text
    report = check(write_catalogue(tmp_path, {"acme-search": record}))
    assert [str(p) for p in report.errors] == []


def test_missing_services_dir_and_empty_catalogue_are_errors(tmp_path: Path) -> None:
    assert [p.rule for p in check(tmp_path).errors] == ["catalogue-layout"]
    (tmp_path / "services").mkdir()
    assert [p.rule for p in check(tmp_path).errors] == ["catalogue-empty"]


# (case, mutation, expected pointer, warning rule)
WARNINGS: list[tuple[str, Mutation, str, str]] = [
    ("stale pricing", setter("/pricing/checkedAt", "2025-11-01"), "/pricing/checkedAt", "pricing-stale"),
    ("no docs", setter("/docsUrl", ""), "/docsUrl", "docs-missing"),
]


def all_unknown(record: Record) -> None:
    record.update(auth="unknown", protocols=[], endpoint=None)
    record["pricing"] = {"model": "unknown", "summary": "", "url": None, "checkedAt": None}


WARNINGS.append(("nothing but unknowns", all_unknown, "", "all-unknown"))


def run_main(root: Path, strict: bool, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(argparse.Namespace(catalogue=root, strict=strict))
    return code, capsys.readouterr().out


@pytest.mark.parametrize(("case", "mutation", "where", "rule"), WARNINGS, ids=[w[0] for w in WARNINGS])
def test_warnings_are_printed_and_fatal_only_with_strict(
    tmp_path: Path,
    tiny_catalogue: Path,
    capsys: pytest.CaptureFixture[str],
    case: str,
    mutation: Mutation,
    where: str,
    rule: str,
) -> None:
    record = base_record(tiny_catalogue)
    mutation(record)
    root = write_catalogue(tmp_path, {"acme-search": record})
    report = validate(load(root))  # today's date: stale means more than a year before now
    assert report.errors == []
    assert [(p.pointer, p.rule) for p in report.warnings] == [(where, rule)]
    code, out = run_main(root, strict=False, capsys=capsys)
    assert code == 0 and f"warning: {root / 'services' / 'acme-search.json'}:{where}: " in out
    code, out = run_main(root, strict=True, capsys=capsys)
    assert code == 1 and "FAILED" in out


def test_a_broken_copy_lists_every_error_at_once(
    tmp_path: Path, tiny_catalogue: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    services = tiny_catalogue / "services"
    records = {p.stem: json.loads(p.read_text("utf-8")) for p in sorted(services.glob("*.json"))}
    records["acme-search"]["website"] = "http://acme.example/"
    records["acme-search"]["notes"] = "mail bob@acme.example"
    records["acme-extract"]["slug"] = "acme-extractor"
    records["acme-extract"]["category"] = "weather"
    records["paywall-browser"]["sourceCheckedAt"] = "2099-01-01"
    del records["paywall-browser"]["color"]
    records["zz-broken"] = '{"id": '
    root = write_catalogue(tmp_path, records)
    expected = [
        ("acme-extract.json", "/slug", "slug-matches-file"),
        ("acme-extract.json", "/category", "schema:enum"),
        ("acme-search.json", "/notes", "no-contact"),
        ("acme-search.json", "/website", "https-only"),
        ("paywall-browser.json", "/sourceCheckedAt", "date-not-future"),
        ("paywall-browser.json", "/color", "schema:required"),
        ("zz-broken.json", "", "json-syntax"),
    ]
    code, out = run_main(root, strict=False, capsys=capsys)
    error_lines = [line for line in out.splitlines() if line.startswith("error: ")]
    assert code == 1
    assert len(error_lines) == len(expected), out
    for name, where, rule in expected:
        problem = Problem(str(root / "services" / name), where, "", rule)
        assert any(
            line.startswith(f"error: {problem.file}:{where}: ") and line.endswith(f"[{rule}]")
            for line in error_lines
        ), (
            name,
            where,
            rule,
            out,
        )
    assert out.splitlines()[-1].startswith(f"validate: 5 files, {len(expected)} errors")
