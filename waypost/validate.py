"""Validate a catalogue: the JSON schema plus the rules a schema cannot say, every problem at once.

Each problem reads `file:/json/pointer: message [rule]`. Errors make `build.py validate` exit 1;
warnings are printed and become fatal with --strict.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from jsonschema.exceptions import ValidationError, best_match  # type: ignore[import-untyped]

from waypost.catalogue import Catalogue, Entry, load
from waypost.contact import emails, phones

DEFAULT_SCHEMA = Path(__file__).resolve().parents[1] / "catalogue" / "schema" / "service.schema.json"
STALE_PRICING = timedelta(days=365)

URL_SCHEME = re.compile(r"\b([A-Za-z][A-Za-z0-9+.-]*)://\S*")
URL_SHAPE = ("pattern", "format", "const", "anyOf")  # schema checks an https-only error already explains
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True, order=True)
class Problem:
    """One error or warning, located by file and JSON pointer, named by its rule."""

    file: str
    pointer: str
    message: str
    rule: str

    def __str__(self) -> str:
        return f"{self.file}:{self.pointer}: {self.message} [{self.rule}]"


@dataclass
class Report:
    """Every error and warning of a catalogue."""

    files: int = 0
    errors: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)

    def ok(self, strict: bool = False) -> bool:
        """True when nothing is fatal (warnings count as errors when strict)."""
        return not self.errors and not (strict and self.warnings)

    def lines(self) -> list[str]:
        """Errors then warnings, one line each, prefixed by their severity."""
        return [f"error: {p}" for p in self.errors] + [f"warning: {p}" for p in self.warnings]

    def summary(self) -> str:
        return f"validate: {self.files} files, {len(self.errors)} errors, {len(self.warnings)} warnings"


def pointer(parts: Iterator[Any] | list[Any] | tuple[Any, ...]) -> str:
    """JSON pointer (RFC 6901) of a path of keys and indexes."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def walk_strings(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], str]]:
    """Every string inside a JSON value, with its path."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from walk_strings(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from walk_strings(item, (*path, index))


def load_schema(catalogue: Catalogue) -> dict[str, Any]:
    """The catalogue's own record schema, or the repository's."""
    path = catalogue.schema_path if catalogue.schema_path.is_file() else DEFAULT_SCHEMA
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return schema


def make_validator(schema: dict[str, Any]) -> Draft202012Validator:
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


# --- schema errors -------------------------------------------------------------------------------


def _condition_hint(schema: dict[str, Any], error: ValidationError) -> str:
    """The description of the `then` branch an error came from, if any."""
    parts = list(error.schema_path)
    if "then" not in parts:
        return ""
    node: Any = schema
    for part in parts[: len(parts) - parts[::-1].index("then")]:
        node = node[part]
    return f" ({node['description']})" if isinstance(node, dict) and "description" in node else ""


def _matching_branch_errors(context: list[ValidationError]) -> list[ValidationError]:
    """The errors of the branches whose type the value has (a date string's format, not 'not null')."""
    deeper = [e for e in context if e.validator not in ("type", "const", "enum")]
    return deeper or context


def _schema_error_problems(file: str, schema: dict[str, Any], error: ValidationError) -> list[Problem]:
    """One schema error as problems; required and additionalProperties point at the property."""
    where = list(error.absolute_path)
    rule = f"schema:{error.validator}"
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [k for k in error.validator_value if k not in error.instance]
        return [Problem(file, pointer([*where, k]), f"{k!r} is a required property", rule) for k in missing]
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        return [Problem(file, pointer([*where, k]), f"unexpected property {k!r}", rule) for k in extra]
    if error.validator in ("anyOf", "oneOf") and error.context:
        best = best_match(_matching_branch_errors(error.context))
        return [Problem(file, pointer(best.absolute_path), best.message, f"schema:{best.validator}")]
    return [Problem(file, pointer(where), error.message + _condition_hint(schema, error), rule)]


def schema_problems(entry: Entry, validator: Draft202012Validator) -> list[Problem]:
    """Every schema error of one record."""
    problems: list[Problem] = []
    for error in validator.iter_errors(entry.record):
        problems.extend(_schema_error_problems(str(entry.path), validator.schema, error))
    return problems


# --- rules a schema cannot say -------------------------------------------------------------------


def contact_problems(file: str, record: Any) -> list[Problem]:
    """No e-mail address or phone number in any string."""
    problems: list[Problem] = []
    for path, text in walk_strings(record):
        found = [f"an e-mail address {a!r}" for a in emails(text)]
        found += [f"a phone number {n!r}" for n in phones(text)]
        problems.extend(Problem(file, pointer(path), f"contains {what}", "no-contact") for what in found)
    return problems


def https_problems(file: str, record: Any) -> list[Problem]:
    """Every URL in any string uses https."""
    problems = []
    for path, text in walk_strings(record):
        for match in URL_SCHEME.finditer(text):
            if match[1].lower() != "https":
                message = f"{match[0]!r} is not https: only https links are allowed"
                problems.append(Problem(file, pointer(path), message, "https-only"))
    return problems


def future_date_problems(file: str, record: Any, today: date) -> list[Problem]:
    """No date (any YYYY-MM-DD string) after today."""
    problems = []
    for path, text in walk_strings(record):
        if not ISO_DATE.match(text):
            continue
        try:
            day = date.fromisoformat(text)
        except ValueError:
            continue  # the schema's format check reports it
        if day > today:
            message = f"{text} is in the future (today is {today.isoformat()})"
            problems.append(Problem(file, pointer(path), message, "date-not-future"))
    return problems


def slug_problems(entry: Entry) -> list[Problem]:
    """The slug equals the file name without .json."""
    slug = entry.record.get("slug") if isinstance(entry.record, dict) else None
    if isinstance(slug, str) and slug != entry.file_slug:
        message = f"slug {slug!r} does not match the file name {entry.path.name!r}"
        return [Problem(str(entry.path), "/slug", message, "slug-matches-file")]
    return []


def uniqueness_problems(entries: list[Entry]) -> list[Problem]:
    """Ids and slugs are unique across the catalogue; later files are reported."""
    problems = []
    for key, rule in (("id", "unique-id"), ("slug", "unique-slug")):
        first: dict[str, Entry] = {}
        for entry in entries:
            value = entry.record.get(key) if isinstance(entry.record, dict) else None
            if not isinstance(value, str):
                continue
            if value in first:
                message = f"{key} {value!r} is already used by {first[value].path}"
                problems.append(Problem(str(entry.path), f"/{key}", message, rule))
            else:
                first[value] = entry
    return problems


def record_errors(entry: Entry, validator: Draft202012Validator, today: date) -> list[Problem]:
    """Every error of one parsed record: code rules first, then schema errors they do not repeat."""
    file = str(entry.path)
    rules = [
        *slug_problems(entry),
        *contact_problems(file, entry.record),
        *https_problems(file, entry.record),
        *future_date_problems(file, entry.record, today),
    ]
    seen = {(p.pointer, "schema:" + kind) for p in rules if p.rule == "https-only" for kind in URL_SHAPE}
    schema = []
    for problem in schema_problems(entry, validator):
        if (problem.pointer, problem.rule) not in seen:
            seen.add((problem.pointer, problem.rule))
            schema.append(problem)
    return rules + schema


# --- warnings ------------------------------------------------------------------------------------


def record_warnings(entry: Entry, today: date) -> list[Problem]:
    """Stale pricing checks, missing documentation, records made of nothing but unknowns."""
    record, file = entry.record, str(entry.path)
    if not isinstance(record, dict):
        return []
    warnings = []
    found = record.get("pricing")
    pricing: dict[str, Any] = found if isinstance(found, dict) else {}
    checked = pricing.get("checkedAt")
    if isinstance(checked, str) and ISO_DATE.match(checked):
        try:
            age = today - date.fromisoformat(checked)
        except ValueError:
            age = timedelta(0)
        if age > STALE_PRICING:
            message = f"pricing was last checked on {checked}, more than a year ago"
            warnings.append(Problem(file, "/pricing/checkedAt", message, "pricing-stale"))
    if record.get("docsUrl") == "":
        warnings.append(Problem(file, "/docsUrl", "no documentation link", "docs-missing"))
    if (
        record.get("auth") == "unknown"
        and pricing.get("model") == "unknown"
        and record.get("protocols") == []
        and record.get("endpoint") is None
    ):
        message = "auth, pricing, protocols and endpoint are all unknown"
        warnings.append(Problem(file, "", message, "all-unknown"))
    return warnings


# --- the whole catalogue -------------------------------------------------------------------------


def today_utc() -> date:
    return datetime.now(UTC).date()


def validate(catalogue: Catalogue, today: date | None = None, schema: dict[str, Any] | None = None) -> Report:
    """Every error and warning of a catalogue, in file order."""
    today = today or today_utc()
    validator = make_validator(schema if schema is not None else load_schema(catalogue))
    report = Report(files=len(catalogue.entries))
    report.errors.extend(Problem(str(catalogue.root), "", p, "catalogue-layout") for p in catalogue.problems)
    if not catalogue.entries and not catalogue.problems:
        message = "no services/*.json records"
        report.errors.append(Problem(str(catalogue.root), "", message, "catalogue-empty"))
    for entry in catalogue.entries:
        if entry.error is not None:
            report.errors.append(Problem(str(entry.path), "", entry.error, "json-syntax"))
            continue
        report.errors.extend(record_errors(entry, validator, today))
        report.warnings.extend(record_warnings(entry, today))
    report.errors.extend(uniqueness_problems(catalogue.entries))
    report.errors.sort(key=lambda p: p.file)  # stable: keeps each file's own order
    return report


def print_report(report: Report, strict: bool, stream: Any = None) -> None:
    stream = stream or sys.stdout
    for line in report.lines():
        print(line, file=stream)
    verdict = "ok" if report.ok(strict) else "FAILED"
    strictness = " (strict: warnings are fatal)" if strict and report.warnings else ""
    print(f"{report.summary()}: {verdict}{strictness}", file=stream)


def shown_path(path: Path) -> Path:
    """A path as messages show it: relative to the working directory when inside it."""
    absolute = Path(path).absolute()
    return absolute.relative_to(Path.cwd()) if absolute.is_relative_to(Path.cwd()) else Path(path)


def main(args: argparse.Namespace) -> int:
    """`build.py validate`: print every problem; exit 1 on any error (or warning with --strict)."""
    report = validate(load(shown_path(args.catalogue)))
    print_report(report, args.strict)
    return 0 if report.ok(args.strict) else 1
