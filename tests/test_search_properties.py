"""Property tests: any JSON-like request gives a valid response or a valid error, never an exception."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_search_support import BASE_URL, assert_valid, fixture_index

import search_core
from search_core.engine import run
from search_core.index import compile_index
from search_core.request import FIELDS, parse_request

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
WORDS = [
    "search", "web", "pdf", "parser", "scraping", "browser", "navegador", "Websuche", "búsqueda", "arama",
    "tarayıcı", "données", "x402", "MCP", "rest", "not", "without", "or", "-pdf", "under", "$10", "<", "100",
    "ms", "the", "no", "o", "où", "🔎", "👩‍💻", "ǅ", "\u0301", "ß", "İ", "\u3000", "\U0001fae8", "\ufeff",
]  # fmt: skip

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
queries = st.lists(st.sampled_from(WORDS) | st.text(max_size=12), max_size=12).map(" ".join)
field_values: dict[str, st.SearchStrategy[Any]] = {
    "query": queries,
    "queryEnglish": queries,
    "category": st.sampled_from(["search", "extraction", "data", "browser", "documents", "Search", ""]),
    "protocol": st.sampled_from(["MCP", "REST", "x402", "mcp"]),
    "pricing": st.sampled_from(["free", "freemium", "usage-based", "subscription", "unknown", "paid"]),
    "limit": st.integers(-2, 103),
    "offset": st.integers(-2, 2003),
    "view": st.sampled_from(["compact", "full", "FULL"]),
    "originalRequest": st.text(max_size=40),
    "requirements": st.lists(st.text(max_size=10), max_size=9),
    "executionPolicy": st.fixed_dictionaries(
        {"providerCalls": st.just(False), "accountConnections": st.just(False), "payments": st.booleans()}
    ),
}
plausible = st.fixed_dictionaries({}, optional={name: field_values[name] | json_values for name in FIELDS})
anything = st.dictionaries(st.sampled_from([*FIELDS, "requestJson", "q"]) | st.text(max_size=6), json_values)
requests = (
    plausible | anything | json_values | plausible.map(lambda fields: {"requestJson": json.dumps(fields)})
)


def check(request: object, lenient: bool, best_effort: bool = False) -> None:
    for profile in search_core.PROFILES:
        response = search_core.search(
            request, fixture_index(), profile, BASE_URL, lenient=lenient, best_effort=best_effort
        )
        assert_valid(response, profile)
        assert response.get("error_code") != "INTERNAL_ERROR", request
        rendered = search_core.render(response)
        assert json.loads(rendered) == response
        rendered.encode("utf-8")  # no lone surrogate ever reaches the output


@SETTINGS
@given(request=requests, lenient=st.booleans(), best_effort=st.booleans())
def test_any_request_gives_a_valid_response_or_error(
    request: object, lenient: bool, best_effort: bool
) -> None:
    check(request, lenient, best_effort)


@SETTINGS
@given(text=st.text(max_size=60) | requests.map(json.dumps))
def test_any_request_text_gives_valid_json(text: str) -> None:
    for profile in search_core.PROFILES:
        response = json.loads(search_core.search_json(text, fixture_index(), profile, BASE_URL))
        assert_valid(response, profile)
        assert response.get("error_code") != "INTERNAL_ERROR", text


@SETTINGS
@given(query=queries, limit=st.integers(1, 100), offset=st.integers(0, 30), full=st.booleans())
def test_a_valid_query_is_never_an_error_and_pages_add_up(
    query: str, limit: int, offset: int, full: bool
) -> None:
    request = {"query": query[:100], "limit": limit, "offset": offset, "view": "full" if full else "compact"}
    response = search_core.search(request, fixture_index())
    assert "error_code" not in response or response["error_code"] == "INVALID_VALUE"
    if "services" in response:
        total = response["total"]
        assert len(response["search"]["reasonCodes"]) == (0 if total else 1)
        assert response["returned"] == len(response["services"]) == min(limit, max(0, total - offset))
        assert len({service["slug"] for service in response["services"]}) == response["returned"]


@SETTINGS
@given(query=queries, limit=st.integers(1, 100), offset=st.integers(0, 30))
def test_best_effort_pages_add_up_and_complete_matches_come_first(
    query: str, limit: int, offset: int
) -> None:
    """The strict matches, in the strict order, then partial ones. When best effort makes a very common word
    optional, the services lacking only it rank among the strict matches: then the strict matches are all
    among the services that come first, before any partial match (docs/search.md, "Best effort" 4)."""
    request = {"query": query[:100], "limit": limit, "offset": offset}
    response = search_core.search(request, fixture_index(), best_effort=True)
    if "services" not in response:
        return
    assert_valid(response, "relay")
    total = response["total"]
    assert response["returned"] == len(response["services"]) == min(limit, max(0, total - offset))
    strict = search_core.search({**request, "offset": 0, "limit": 100}, fixture_index())
    complete = [service["slug"] for service in strict["services"]]
    outcome = run(parse_request(request), compile_index(fixture_index()), best_effort=True)
    if any(outcome.optional):
        ahead = set(outcome.order[: outcome.complete])
        assert {number for number in outcome.order if slug_of(number) in complete} <= ahead
    elif complete and offset == 0:
        first = [service["slug"] for service in response["services"]][: len(complete)]
        assert first == complete[: len(first)]


def slug_of(number: int) -> str:
    return str(fixture_index()["records"][number]["slug"])
