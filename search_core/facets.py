"""Facet counts: for one request, how many services each category, protocol and pricing value would give.

``facets(request, index)`` answers with standard facet semantics: the counts of a dimension ignore
that dimension's own filter (with ``category: "search"`` applied, the category counts say how many
services each *other* category would give for the same words), while the other dimensions' filters
apply. Matching is the engine's own: ``engine.run`` reads the request (its terms, and whether a cause
blocks the search: then every count is 0) and ``match.records_meeting`` (the records ``match.match`` groups,
without ranking) finds the records per dimension; a count is exactly the ``total`` that ``search``
returns for the request with that one filter set to that value (tests/test_search_facets.py).
With ``best_effort=True`` the counts are those of the search box (``search(..., best_effort=True)``,
which may show partial matches): each count is the ``total`` of that best-effort search with the one
filter set (``engine.best_effort_totals``: one analysis and the unfiltered record sets, intersected with
each value's records; the two decisions best effort takes from the filtered sets, whether a correction finds
anything and whether fewer than PARTIAL_BELOW services meet every word, are taken per value). A request the
engine refuses gives ``{"error_code": ...}`` (the same error response as ``search``). Pure and deterministic.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from search_core import engine, errors
from search_core.errors import RequestError, error_response
from search_core.index import Compiled, UnusableIndex, compile_index
from search_core.match import records_meeting
from search_core.request import FILTER_VALUES, Request, parse_request

DIMENSIONS = FILTER_VALUES


def facets(
    request: object, index: dict[str, Any], *, lenient: bool = False, best_effort: bool = False
) -> dict[str, Any]:
    """{"total": N, "any": {...}, "category": [{"value", "count"}...], "protocol": [...], "pricing": [...]}.

    `total` is the request's own number of matches; `any` gives, per dimension, the matches without
    that dimension's filter; each list has every value the contract allows, in the contract's order,
    with its count (0 included). Never raises.
    """
    try:
        parsed = parse_request(request, lenient=lenient)
        compiled = compile_index(index)
    except RequestError as problem:
        return error_response(problem)
    except UnusableIndex:
        return error_response(
            RequestError(errors.INDEX_UNAVAILABLE, "The search index is unusable; rebuild the site.", "")
        )
    except Exception:
        return errors.internal_error()
    if best_effort:
        return best_effort_counts(parsed, compiled)
    outcome = engine.run(parsed, compiled)
    counts: dict[str, Any] = {"total": outcome.total, "any": {}}
    blocked = outcome.reason not in (None, engine.NO_CATALOGUE_MATCH)
    for name, values in DIMENSIONS:
        others = outcome.filters.without(name)
        matched = frozenset() if blocked else records_meeting(compiled, outcome.terms, others)
        counts["any"][name] = len(matched)
        counts[name] = [
            {"value": value, "count": len(matched & compiled.by_filter.get((name, value), frozenset()))}
            for value in values
        ]
    return counts


def best_effort_counts(parsed: Request, compiled: Compiled) -> dict[str, Any]:
    """The same counts for the best-effort search: each the total of the best-effort search with that one
    filter set (engine.best_effort_totals: one analysis, the filters intersected)."""

    totals = iter(engine.best_effort_totals(counted_requests(parsed), compiled))
    counts: dict[str, Any] = {"total": next(totals), "any": {}}
    for name, values in DIMENSIONS:
        counts["any"][name] = next(totals)
        counts[name] = [{"value": value, "count": next(totals)} for value in values]
    return counts


def counted_requests(parsed: Request) -> list[Request]:
    """The requests whose totals make best effort's counts, in order: the request itself, then per dimension
    the request without its filter and with each of its values."""
    changes: list[dict[str, Any]] = [{}]
    for name, values in DIMENSIONS:
        changes += [{name: None}, *({name: value} for value in values)]
    return [replace(parsed, **change) for change in changes]
