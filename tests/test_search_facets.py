"""search_core.facets: every count is the total `search` gives with that filter set; own filter ignored."""

from __future__ import annotations

from typing import Any

import pytest
from test_search_support import fixture_index

import search_core
from search_core.facets import DIMENSIONS

REQUESTS = [
    {"query": "search pdf zzqxv"},  # best effort: partial matches, counted as the search box shows them
    {},  # browsing: every value's share of the catalogue
    {"query": "search"},
    {"query": "pdf", "category": "documents"},  # the category counts ignore the category filter
    {"query": "search", "protocol": "MCP", "pricing": "free"},
    {"query": "zzqxv"},  # nothing matches: every count 0
    {"query": "pdf without login"},  # a blocked search counts 0 everywhere
    {"requestJson": '{"query": "data", "protocol": "REST"}'},
]


@pytest.fixture(scope="module")
def index() -> dict[str, Any]:
    return fixture_index()


@pytest.mark.parametrize("best_effort", [False, True], ids=["strict", "best-effort"])
@pytest.mark.parametrize("request_object", REQUESTS, ids=[str(r) for r in REQUESTS])
def test_every_count_is_the_total_search_gives_with_that_filter(
    index: dict[str, Any], request_object: dict[str, Any], best_effort: bool
) -> None:
    counts = search_core.facets(request_object, index, best_effort=best_effort)
    plain = search_core.search(request_object, index, best_effort=best_effort)
    assert counts["total"] == plain["total"]
    fields = request_object if "requestJson" not in request_object else {}
    for name, values in DIMENSIONS:
        if "requestJson" not in request_object:
            without = {key: value for key, value in fields.items() if key != name}
            assert counts["any"][name] == search_core.search(without, index, best_effort=best_effort)["total"]
        assert [item["value"] for item in counts[name]] == list(values)
        for item in counts[name]:
            if "requestJson" in request_object:
                continue
            narrowed = search_core.search({**fields, name: item["value"]}, index, best_effort=best_effort)
            assert item["count"] == narrowed["total"], (name, item)


def test_a_dimension_ignores_its_own_filter_and_keeps_the_others(index: dict[str, Any]) -> None:
    both = search_core.facets({"query": "search", "category": "extraction", "protocol": "MCP"}, index)
    without = search_core.facets({"query": "search", "protocol": "MCP"}, index)
    assert both["category"] == without["category"]
    assert (
        both["protocol"]
        == search_core.facets({"query": "search", "category": "extraction"}, index)["protocol"]
    )
    assert both["protocol"] != search_core.facets({"query": "search"}, index)["protocol"], (
        "category still applies"
    )


@pytest.mark.parametrize(
    ("request_object", "code"),
    [({"limit": "ten"}, "INVALID_TYPE"), ({"category": "nope"}, "INVALID_VALUE"), ([], "INVALID_REQUEST")],
)
def test_a_refused_request_gives_the_error_response(
    index: dict[str, Any], request_object: Any, code: str
) -> None:
    assert search_core.facets(request_object, index) == search_core.search(request_object, index)
    assert search_core.facets(request_object, index)["error_code"] == code


def test_facets_are_deterministic_and_json(index: dict[str, Any]) -> None:
    request = {"query": "web search"}
    assert search_core.render(search_core.facets(request, index)) == search_core.render(
        search_core.facets(request, index)
    )
