"""Test helpers for best effort's readings of the committed catalogue (compared, excluded, products)."""

from __future__ import annotations

import json
from typing import Any

import search_core
from search_core import engine
from search_core.index import compile_index
from search_core.request import parse_request


def outcome_of(index: Any, query: str, **fields: Any) -> engine.Outcome:
    """The engine's best-effort outcome for the query (and any other request fields), as the search box asks
    (lenient: a pasted paragraph is searched)."""
    request = parse_request({"query": query, **fields}, lenient=True)
    return engine.run(request, compile_index(index), best_effort=True)


def slugs_of(index: Any, numbers: Any) -> list[str]:
    """The slugs of the records with these numbers, in their order."""
    records = compile_index(index).records
    return [records[number]["slug"] for number in numbers]


def best_effort(index: Any, query: str, **fields: Any) -> dict[str, Any]:
    """The relay response to the query in best effort (lenient, as the search box asks), 10 results unless
    `fields` say otherwise."""
    request = json.dumps({"query": query, "limit": 10, **fields})
    return json.loads(search_core.search_json(request, index, "relay", lenient=True, best_effort=True))
