"""The import, start to end: read files, keep latest versions, merge duplicates, map, slug, write."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from . import detect, mapping, reading, slugs
from .dedup import Group, latest_versions, merge
from .entry import Problem, SourceEntry
from .output import render_record, schema_bytes
from .report import REPORT_FILE, Report
from .urls import https_or_none

Echo = Callable[[str], None]
KEYWORDS_SUFFIX = "+keywords"


class UnknownSource(ValueError):
    """SOURCE names no format this importer reads."""


@dataclass
class Result:
    """The report and every output file as {relative path: bytes}."""

    report: Report
    files: dict[str, bytes] = field(default_factory=dict)
    records: list[dict[str, object]] = field(default_factory=list)


def parse_source(spec: str) -> tuple[str, bool] | None:
    """`toolsdk` -> ("toolsdk", False); `all+keywords` -> ("all", True); None if unknown."""
    keywords = spec.endswith(KEYWORDS_SUFFIX)
    name = spec.removesuffix(KEYWORDS_SUFFIX)
    return (name, keywords) if name in detect.source_names() else None


def read_all(source: str, paths: list[Path], report: Report, echo: Echo) -> list[SourceEntry]:
    """Parse every file; problems are counted and kept, entries returned in input order."""
    entries: list[SourceEntry] = []
    for path in detect.expand(paths, source):
        fmt = _detected(path) if source in detect.AUTO else source
        if fmt == detect.COMPANION:
            continue
        if isinstance(fmt, Problem):
            report.read += 1
            report.skip(fmt)
            report.add_file(str(path), "unknown", 0, 1)
            echo(f"[import] {fmt.render()}")
            continue
        found, problems = _read_file(path, fmt, report)
        entries += found
        report.add_file(str(path), fmt, len(found), len(problems))
        echo(
            f"[import] {path}: {len(found)} entries as {fmt}"
            + (f", {len(problems)} skipped" if problems else "")
        )
        for problem in problems:
            if not problem.locator:  # the whole file: its reason and fix belong on the terminal
                echo(f"[import] {problem.render()}")
    return entries


def _detected(path: Path) -> str | Problem:
    """detect.detect, with a hostile file (too deep for Python's parsers) named instead of raised."""
    try:
        return detect.detect(path)
    except RecursionError:
        return Problem(str(path), "", "too-deep", "nests too deep for the parser; the file is skipped")


def _guarded(path: Path, fmt: str) -> Iterator[SourceEntry | Problem]:
    """The parser's items; an error a hostile input raises inside the parser (nesting too deep for
    Python's recursion, a shape no parser foresaw) ends that file with a Problem naming where."""
    count = 0
    items = detect.PARSERS[fmt](path)
    while True:
        try:
            item = next(items)
        except StopIteration:
            return
        except RecursionError:
            where = f"after entry {count}" if count else ""
            yield Problem(str(path), where, "too-deep", "nests too deep for the parser; skipped")
            return
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as exc:
            where = f"after entry {count}" if count else ""
            yield Problem(str(path), where, "broken-entry", f"cannot read further: {exc}")
            return
        count += 1
        yield item


def _read_file(path: Path, fmt: str, report: Report) -> tuple[list[SourceEntry], list[Problem]]:
    found: list[SourceEntry] = []
    problems: list[Problem] = []
    for item in _guarded(path, fmt):
        report.read += 1
        checked = _with_source_url(item) if isinstance(item, SourceEntry) else item
        if isinstance(checked, SourceEntry):
            checked = reading.unicode_problem(checked) or checked
        if isinstance(checked, Problem):
            report.skip(checked)
            problems.append(checked)
        else:
            checked.sequence = len(found)
            found.append(checked)
    return found, problems


def _with_source_url(entry: SourceEntry) -> SourceEntry | Problem:
    """An entry needs an https listing URL; for a file of unknown origin its own https link stands in."""
    if https_or_none(entry.source_url):
        return entry
    fallback = https_or_none(entry.website) or https_or_none(entry.url)
    if fallback is None:
        return Problem(
            entry.file, entry.locator, "no-https-url", "neither the listing nor the entry has an https URL"
        )
    entry.source_url = fallback
    return entry


def _map_groups(groups: list[Group], keywords: bool, report: Report) -> list[mapping.Mapped]:
    mapped: list[mapping.Mapped] = []
    for group in groups:
        report.duplicates_merged += len(group.entries) - 1
        decision = mapping.choose_category(group, keywords)
        primary = group.primary
        if decision is None:
            category = primary.source_category or "(none)"
            report.unmapped_categories[f"{primary.source}: {category}"] += 1
            message = (
                f"source category “{category}” fits none of ours"
                if primary.source_category
                else "no source gives a category, and no category word is in its name, description or tools"
            )
            report.skip(Problem(primary.file, primary.locator, "no-category", message))
            continue
        try:
            mapped.append(mapping.map_group(group, decision))
        except (TypeError, ValueError, KeyError, AttributeError) as exc:  # a shape no parser foresaw
            report.skip(Problem(primary.file, primary.locator, "broken-entry", f"cannot map entry: {exc}"))
    return mapped


def run_import(source_spec: str, paths: list[Path], echo: Echo = print) -> Result:
    """Everything but the final write: the report and the output files in memory."""
    report = Report()
    parsed = parse_source(source_spec)
    if parsed is None:
        raise UnknownSource(
            f"unknown source {source_spec!r}; use one of {', '.join(detect.source_names())}"
            f" (optionally with {KEYWORDS_SUFFIX})"
        )
    source, keywords = parsed
    entries = read_all(source, paths, report, echo)
    kept, dropped = latest_versions(entries)
    for entry in dropped:
        report.skip(
            Problem(entry.file, entry.locator, "older-version", "a later version of this server is listed")
        )
    mapped = _map_groups(merge(kept), keywords, report)
    slug_of = slugs.assign([(m.key, m.base_slug_source, m.provider) for m in mapped])
    result = Result(report)
    for item in sorted(mapped, key=lambda m: slug_of[m.key]):
        record = mapping.record(slug_of[item.key], item)
        leftover = mapping.leftover_problem(record)
        if leftover:
            report.skip(Problem(item.file, item.locator, "contact-or-link", leftover))
            continue
        result.records.append(record)
        result.files[f"services/{record['slug']}.json"] = render_record(record)
        report.categories[item.decision.category] += 1
        report.category_rules[item.decision.rule] += 1
        lifecycle = record.get("registryLifecycle")
        if isinstance(lifecycle, dict):
            report.lifecycle[str(lifecycle["status"])] += 1
    report.imported = len(result.records)
    result.files["schema/service.schema.json"] = schema_bytes()
    result.files[REPORT_FILE] = report.to_json().encode("utf-8")
    return result
