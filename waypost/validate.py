"""Validate a catalogue: the JSON schema plus the rules a schema cannot say, every problem at once.

Each problem reads `file:/json/pointer: message [rule]`. Errors make `build.py validate` exit 1;
warnings are printed and become fatal with --strict.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
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

URL_SCHEME = re.compile(r"\b([A-Za-z][A-Za-z0-9+.-]{0,31})://\S*")  # bounded scheme: linear cost
URL_SHAPE = ("pattern", "format", "const", "anyOf")  # schema checks an https-only error already explains
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# Checked before any pattern, whatever the schema says: above every limit of our schema (4,000 at most).
MAX_STRING_CHARS = 10_000
MAX_MESSAGE_CHARS = 300
MULTI_LINE_FIELDS = ("description", "notes")  # every other string of a record is one line
# Never in any string: C0 controls but tab, newline and carriage return; DEL; C1; bidi embeddings,
# overrides and isolates (text that displays in another order than it reads); lone surrogates (a JSON
# "\ud800" escape: not Unicode text, UTF-8 cannot encode it).
CONTROLS = "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff"
MULTI_LINE_FORBIDDEN = re.compile(f"[{CONTROLS}]")
# One-line fields (name, provider, tagline, ...) also refuse tab, newline, carriage return and invisible
# characters: zero-width space, non-joiner, joiner, word joiner and the byte-order mark.
ONE_LINE_FORBIDDEN = re.compile(f"[{CONTROLS}\t\n\r\u200b-\u200d\u2060\ufeff]")
HTTPS_URL = re.compile(r"https://[^\s/?#]+\S*")
HEX_COLOUR = re.compile(r"#[0-9a-f]{6}")
# URL fields a page links to: (path, values that mean "none").
URL_FIELDS: tuple[tuple[tuple[str, ...], tuple[Any, ...]], ...] = (
    (("website",), ()),
    (("docsUrl",), ("",)),
    (("endpoint",), (None,)),
    (("pricing", "url"), (None,)),
    (("sourceUrl",), ()),
    (("registryLifecycle", "evidence", "url"), ()),
)


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


def checkable_strings(value: Any) -> Iterator[tuple[tuple[Any, ...], str]]:
    """Every string no longer than MAX_STRING_CHARS (longer ones get only the length error)."""
    return ((path, text) for path, text in walk_strings(value) if len(text) <= MAX_STRING_CHARS)


def shortened(message: str) -> str:
    """A message cut to MAX_MESSAGE_CHARS (schema messages quote the whole value)."""
    return message if len(message) <= MAX_MESSAGE_CHARS else message[: MAX_MESSAGE_CHARS - 1] + "…"


def cut_long_strings(value: Any) -> Any:
    """A copy of a JSON value with every string cut to MAX_STRING_CHARS + 1 (what the schema then sees)."""
    if isinstance(value, str):
        return value[: MAX_STRING_CHARS + 1]
    if isinstance(value, dict):
        return {key: cut_long_strings(item) for key, item in value.items()}
    if isinstance(value, list):
        return [cut_long_strings(item) for item in value]
    return value


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
        return [
            Problem(file, pointer(best.absolute_path), shortened(best.message), f"schema:{best.validator}")
        ]
    return [Problem(file, pointer(where), shortened(error.message) + _condition_hint(schema, error), rule)]


def schema_problems(entry: Entry, validator: Draft202012Validator) -> list[Problem]:
    """Every schema error of one record (its strings cut to the length limit first: patterns stay cheap)."""
    problems: list[Problem] = []
    for error in validator.iter_errors(cut_long_strings(entry.record)):
        problems.extend(_schema_error_problems(str(entry.path), validator.schema, error))
    return problems


# --- rules a schema cannot say -------------------------------------------------------------------


def length_problems(file: str, record: Any) -> list[Problem]:
    """No string longer than MAX_STRING_CHARS, checked before any pattern runs."""
    return [
        Problem(
            file,
            pointer(path),
            f"is {len(text):,} characters long; no field may exceed {MAX_STRING_CHARS:,}",
            "max-length",
        )
        for path, text in walk_strings(record)
        if len(text) > MAX_STRING_CHARS
    ]


def describe_character(char: str) -> str:
    """'U+001B' with its name when it has one."""
    if 0xD800 <= ord(char) <= 0xDFFF:
        return f"U+{ord(char):04X} (an unpaired surrogate)"
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" ({name})" if name else " (a control character)")


def control_problems(file: str, record: Any) -> list[Problem]:
    """No control, bidi or (in one-line fields) invisible characters: they reach the HTML raw."""
    problems = []
    for path, text in checkable_strings(record):
        multi_line = len(path) == 1 and path[0] in MULTI_LINE_FIELDS
        found = (MULTI_LINE_FORBIDDEN if multi_line else ONE_LINE_FORBIDDEN).search(text)
        if found is None:
            continue
        kind = "this field" if multi_line else "a one-line field"
        message = (
            f"contains {describe_character(found.group())} at character {found.start() + 1}; "
            f"control, bidi{'' if multi_line else ', line-break and zero-width'} characters are not "
            f"allowed in {kind}: remove it"
        )
        problems.append(Problem(file, pointer(path), message, "no-control-characters"))
    return problems


def value_at(record: Any, path: tuple[str, ...]) -> tuple[bool, Any]:
    """(present, value) of a nested field."""
    node = record
    for part in path:
        if not isinstance(node, dict) or part not in node:
            return False, None
        node = node[part]
    return True, node


def url_field_problems(file: str, record: Any) -> list[Problem]:
    """Every URL a page links to is an https URL (or the field's "none"), whatever the schema says."""
    problems = []
    for path, empty in URL_FIELDS:
        present, value = value_at(record, path)
        if not present or value in empty or (isinstance(value, str) and len(value) > MAX_STRING_CHARS):
            continue
        if not isinstance(value, str) or not HTTPS_URL.fullmatch(value):
            message = f"{shortened(repr(value))} is not an https URL; pages link only to https URLs"
            problems.append(Problem(file, pointer(path), message, "https-url"))
    return problems


def colour_problems(file: str, record: Any) -> list[Problem]:
    """The colour is #rrggbb (lowercase hex), whatever the schema says: it goes into a style attribute."""
    present, value = value_at(record, ("color",))
    if not present or (isinstance(value, str) and HEX_COLOUR.fullmatch(value)):
        return []
    message = f"{shortened(repr(value))} is not a colour as #rrggbb (six lowercase hex digits)"
    return [Problem(file, "/color", message, "colour-hex")]


def contact_problems(file: str, record: Any) -> list[Problem]:
    """No e-mail address or phone number in any string."""
    problems: list[Problem] = []
    for path, text in checkable_strings(record):
        found = [f"an e-mail address {a!r}" for a in emails(text)]
        found += [f"a phone number {n!r}" for n in phones(text)]
        problems.extend(Problem(file, pointer(path), f"contains {what}", "no-contact") for what in found)
    return problems


def https_problems(file: str, record: Any) -> list[Problem]:
    """Every URL in any string uses https."""
    problems = []
    for path, text in checkable_strings(record):
        if "://" not in text:
            continue
        for match in URL_SCHEME.finditer(text):
            if match[1].lower() != "https":
                message = f"{shortened(repr(match[0]))} is not https: only https links are allowed"
                problems.append(Problem(file, pointer(path), message, "https-only"))
    return problems


def future_date_problems(file: str, record: Any, today: date) -> list[Problem]:
    """No date (any YYYY-MM-DD string) after today."""
    problems = []
    for path, text in checkable_strings(record):
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
    lengths = length_problems(file, entry.record)
    https = https_problems(file, entry.record)
    https_pointers = {p.pointer for p in https}
    rules = [
        *lengths,
        *slug_problems(entry),
        *control_problems(file, entry.record),
        *contact_problems(file, entry.record),
        *https,
        *(p for p in url_field_problems(file, entry.record) if p.pointer not in https_pointers),
        *colour_problems(file, entry.record),
        *future_date_problems(file, entry.record, today),
    ]
    # Schema errors a code rule already explains are not repeated.
    explained = {"https-only": URL_SHAPE, "https-url": URL_SHAPE, "colour-hex": ("pattern", "type")}
    seen = {(p.pointer, "schema:" + kind) for p in rules for kind in explained.get(p.rule, ())}
    too_long = {p.pointer for p in lengths}
    schema = []
    for problem in schema_problems(entry, validator):
        if (problem.pointer, problem.rule) not in seen and problem.pointer not in too_long:
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
