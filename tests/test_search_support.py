"""Shared helpers of the search_core tests: the fixture catalogue, its index, and the contract validators."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
from referencing import Registry, Resource

import search_core

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SPEC = SHARED / "spec"
FIXTURE = REPO / "tests" / "fixtures" / "search-catalogue"
GOLDEN = REPO / "tests" / "golden" / "search_cases.jsonl"
BASE_URL = "https://waypost.example/"
PYTHON = REPO / ".venv" / "bin" / "python"

# The Isto schema refers to https://istointents.org/schemas/0.1/common.schema.json#/$defs/currency, which is
# not available offline. It is resolved here to a local definition: an ISO 4217 code, ^[A-Z]{3}$.
ISTO_COMMON_URI = "https://istointents.org/schemas/0.1/common.schema.json"
ISTO_COMMON = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": ISTO_COMMON_URI,
    "$defs": {"currency": {"type": "string", "pattern": "^[A-Z]{3}$"}},
}


def fixture_records() -> list[dict[str, Any]]:
    """The fixture catalogue's records, sorted by slug (file name)."""
    paths = sorted((FIXTURE / "services").glob("*.json"), key=lambda path: path.name)
    return [json.loads(path.read_text(encoding="utf-8")) for path in paths]


@functools.cache
def fixture_index() -> dict[str, Any]:
    """The fixture catalogue's index, built as the CLI builds it (no SOURCE_DATE_EPOCH)."""
    records = fixture_records()
    return search_core.build_index(records, search_core.generated_at(records))


def require_shared() -> None:
    """Skip the calling test when ../shared (the contracts) is absent."""
    if not SPEC.is_dir():
        pytest.skip(f"the shared contracts are absent ({SPEC}); schema validation needs them")


@functools.cache
def _validator(name: str) -> jsonschema.protocols.Validator:
    schema = json.loads((SPEC / name).read_text(encoding="utf-8"))
    registry: Registry[Any] = Registry().with_resource(ISTO_COMMON_URI, Resource.from_contents(ISTO_COMMON))
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema, registry=registry, format_checker=cls.FORMAT_CHECKER)


def schema_errors(response: dict[str, Any], profile: str = "relay") -> list[str]:
    """Validation errors of a response against its profile's schema (the relay schema for any error)."""
    require_shared()
    name = "isto-search-result.schema.json" if profile == "isto" and "error_code" not in response else None
    validator = _validator(name or "search-services.output.schema.json")
    return [f"{list(error.absolute_path)}: {error.message}" for error in validator.iter_errors(response)]


def assert_valid(response: dict[str, Any], profile: str = "relay") -> None:
    """Fail with every schema error of the response."""
    problems = schema_errors(response, profile)
    assert not problems, "\n".join(problems[:10])


def ask(
    request: object,
    profile: str = "relay",
    lenient: bool = False,
    best_effort: bool = False,
    index: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Search an index (the fixture's unless given) and check the response against the contract."""
    index = fixture_index() if index is None else index
    response = search_core.search(request, index, profile, BASE_URL, lenient=lenient, best_effort=best_effort)
    if SPEC.is_dir():
        assert_valid(response, profile)
    return response


def slugs(response: dict[str, Any]) -> list[str]:
    """The slugs of a relay response's services."""
    return [service["slug"] for service in response["services"]]


def rich_text(parts: list[Any]) -> str:
    """A text of search_core.explain (strings and emphasized {"text"} parts) as plain text."""
    return "".join(part if isinstance(part, str) else part["text"] for part in parts)


def sentence_text(request: dict[str, Any], response: dict[str, Any]) -> str:
    """The sentence people read above the results (search_core.explain), as plain text."""
    return rich_text(search_core.explain(request, response)["sentence"])
