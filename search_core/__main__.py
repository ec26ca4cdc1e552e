"""Command line: python -m search_core --catalogue PATH --request JSON [--profile P] [--base-url URL]
[--lenient] [--best-effort].

PATH is a catalogue directory (services/*.json; SOURCE_DATE_EPOCH is honoured) or a built index JSON file.
Prints render(response) and a newline (with --facets: render(search_core.facets(request)), the matches
per category, protocol and pricing value instead); exit 0 for a search response, 1 for an error response,
2 for unusable arguments or unreadable files (one-line message on stderr). The only module of search_core
that does I/O.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

import search_core

EXIT_SEARCH, EXIT_ERROR_RESPONSE, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """Arguments or files the CLI cannot use."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The CLI arguments (UsageError when unusable)."""
    parser = _Parser(prog="python -m search_core", description="Answer one search_services request.")
    parser.add_argument("--catalogue", required=True, help="catalogue directory or built index JSON file")
    parser.add_argument("--request", required=True, help="the request as JSON text")
    parser.add_argument("--profile", choices=search_core.PROFILES, default="relay")
    parser.add_argument("--base-url", default=None, help="https URL of the site (Isto profile)")
    parser.add_argument(
        "--lenient", action="store_true", help="answer an over-long query with QUERY_TOO_LONG"
    )
    parser.add_argument(
        "--best-effort", action="store_true", help="return the best partial matches (the site's search box)"
    )
    parser.add_argument(
        "--facets", action="store_true", help="print the matches per category, protocol and pricing value"
    )
    arguments = parser.parse_args(argv)
    if arguments.base_url is not None:
        arguments.base_url = checked_base_url(arguments.base_url)
    return arguments


def checked_base_url(url: str) -> str:
    """An https base URL ending in "/"."""
    if not search_core.is_https_base_url(url):
        raise UsageError(f"--base-url must be an https URL without query or fragment, got {url!r}")
    return url if url.endswith("/") else url + "/"


def read_records(directory: Path) -> list[dict[str, Any]]:
    """The records of a catalogue directory, sorted by slug (file name)."""
    services = directory / "services"
    if not services.is_dir():
        raise UsageError(f"{directory}: no services/ directory (expected a catalogue directory)")
    records = []
    for path in sorted(services.glob("*.json"), key=lambda p: p.name):
        try:
            record = json.loads(path.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, ValueError) as problem:
            raise UsageError(f"{path}: unreadable record ({problem})") from None
        if not isinstance(record, dict):
            raise UsageError(f"{path}: a record must be a JSON object")
        records.append(record)
    return records


def source_date_epoch() -> int | None:
    """SOURCE_DATE_EPOCH from the environment, when set."""
    value = os.environ.get("SOURCE_DATE_EPOCH")
    if value is None or value == "":
        return None
    if not value.isascii() or not value.isdigit():
        raise UsageError(f"SOURCE_DATE_EPOCH must be a non-negative integer, got {value!r}")
    return int(value)


def load(path_text: str, base_url: str | None) -> dict[str, Any]:
    """The index for a catalogue directory (built here) or an index file."""
    path = Path(path_text)
    if path.is_dir():
        records = read_records(path)
        try:
            stamp = search_core.generated_at(records, source_date_epoch())
            return search_core.build_index(records, stamp, base_url)
        except (ValueError, TypeError, AttributeError, KeyError) as problem:
            raise UsageError(f"{path}: cannot index the catalogue ({problem})") from None
    if not path.is_file():  # never open a FIFO or a device: it could block or never end
        raise UsageError(f"{path}: not a catalogue directory or a regular index file")
    try:
        return search_core.load_index(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError) as problem:
        raise UsageError(f"{path}: not a readable catalogue directory or index file ({problem})") from None


def facets_json(request_json: str, index: dict[str, Any], lenient: bool, best_effort: bool = False) -> str:
    """The facet counts of a request as JSON text (the search's error response for unusable JSON)."""
    try:
        request = json.loads(request_json)
    except ValueError:
        return search_core.search_json(request_json, index, lenient=lenient)
    return search_core.render(search_core.facets(request, index, lenient=lenient, best_effort=best_effort))


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit status."""
    try:
        arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
        index = load(arguments.catalogue, arguments.base_url)
    except UsageError as problem:
        sys.stderr.write(f"search_core: error: {problem}\n")
        return EXIT_USAGE
    if arguments.facets:
        text = facets_json(arguments.request, index, arguments.lenient, arguments.best_effort)
    else:
        text = search_core.search_json(
            arguments.request,
            index,
            arguments.profile,
            arguments.base_url,
            lenient=arguments.lenient,
            best_effort=arguments.best_effort,
        )
    sys.stdout.buffer.write((text + "\n").encode("utf-8"))
    sys.stdout.flush()
    return EXIT_ERROR_RESPONSE if "error_code" in json.loads(text) else EXIT_SEARCH


if __name__ == "__main__":
    sys.exit(main())
