"""search_core: the search_services contract in pure Python.

Standard library only; no I/O, clock or randomness.

Public interface (docs/design.md, "Interfaces"; docs/search.md explains every rule):
build_index, dump_index, search, search_json, render, load_index (stored_index and index_from_stored: the same
without the JSON text, for a cache), generated_at, DEFAULT_BASE_URL; facets
(the number of matches per category, protocol and pricing value) and explain (a response in words for people).
"""

from __future__ import annotations

import json
import re
from typing import Any

from search_core import engine, errors, isto, relay
from search_core.dates import generated_at
from search_core.errors import RequestError, error_response
from search_core.facets import facets
from search_core.index import (
    UnusableIndex,
    build_index,
    compile_index,
    dump_index,
    index_from_stored,
    load_index,
    stored_index,
)
from search_core.people import explain
from search_core.request import parse_json_text, parse_request, preview, well_formed

__all__ = [
    "DEFAULT_BASE_URL",
    "PROFILES",
    "build_index",
    "dump_index",
    "explain",
    "facets",
    "generated_at",
    "index_from_stored",
    "load_index",
    "render",
    "search",
    "search_json",
    "stored_index",
]

DEFAULT_BASE_URL = "https://waypost.example/"
PROFILES = ("relay", "isto")
# No whitespace, controls or lone surrogates anywhere (fullmatch: "$" would accept a trailing newline).
_HTTPS_URL = re.compile(r"https://[^\s/?#\x00-\x1f\x7f\ud800-\udfff]+(/[^\s?#\x00-\x1f\x7f\ud800-\udfff]*)?")


def is_https_base_url(url: object) -> bool:
    """True for an https URL without query or fragment (what the Isto profile's links need)."""
    return isinstance(url, str) and _HTTPS_URL.fullmatch(url) is not None


def render(response: dict[str, Any]) -> str:
    """The exact response text: UTF-8 JSON, no ASCII escaping, two-space indent."""
    return json.dumps(response, ensure_ascii=False, indent=2)


def search(
    request: object,
    index: dict[str, Any],
    profile: str = "relay",
    base_url: str | None = None,
    *,
    lenient: bool = False,
    best_effort: bool = False,
) -> dict[str, Any]:
    """Answer a request (top-level fields or {"requestJson": ...}); never raises.

    lenient=True answers an over-long query or queryEnglish with reasonCodes [QUERY_TOO_LONG] instead of the
    strict path's error response (the site's search page uses it for pasted URLs).
    best_effort=True (the site's search box) returns the best partial matches when no service matches every
    word or a condition blocks the search, and says in warnings what was left out (docs/search.md).
    """
    tool = errors.tool_name(best_effort)
    try:
        return well_formed_strings(_search(request, index, profile, base_url, lenient, best_effort))
    except RequestError as problem:
        return well_formed_strings(error_response(problem, tool))
    except Exception:
        return errors.internal_error(tool)


def well_formed_strings(value: Any) -> Any:
    """The response with every string encodable as UTF-8 (a lone surrogate becomes U+FFFD). One C-speed
    serialization tells whether any string needs it; only then is the response walked."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
        return value
    except UnicodeEncodeError:
        return replaced_surrogates(value)


def replaced_surrogates(value: Any) -> Any:
    """Every string of a JSON-like value with its lone surrogates replaced by U+FFFD."""
    if isinstance(value, str):
        return value if value.isascii() else well_formed(value)
    if isinstance(value, dict):
        return {replaced_surrogates(key): replaced_surrogates(item) for key, item in value.items()}
    if isinstance(value, list):
        return [replaced_surrogates(item) for item in value]
    return value


def search_json(
    request_json: str,
    index: dict[str, Any],
    profile: str = "relay",
    base_url: str | None = None,
    *,
    lenient: bool = False,
    best_effort: bool = False,
) -> str:
    """Parse the request text (strict JSON, no duplicate keys), answer it and render the response."""
    try:
        if not isinstance(request_json, str):
            raise RequestError(
                errors.INVALID_REQUEST,
                "The request must be JSON text holding one object.",
                'Send the request as JSON text, e.g. {"query": "web search"}.',
            )
        request = parse_json_text(request_json, "The request")
    except RequestError as problem:
        return render(well_formed_strings(error_response(problem, errors.tool_name(best_effort))))
    except Exception:
        return render(errors.internal_error(errors.tool_name(best_effort)))
    return render(search(request, index, profile, base_url, lenient=lenient, best_effort=best_effort))


def resolve_base_url(base_url: str | None, index: dict[str, Any]) -> str:
    """The site URL used by the Isto profile, ending in "/"; https only."""
    url = base_url or index.get("baseUrl") or DEFAULT_BASE_URL
    if not isinstance(url, str) or not is_https_base_url(url):
        raise RequestError(
            errors.INVALID_PROFILE,
            "The base URL of the Isto profile must be an https URL without query or fragment.",
            "Configure an https base URL for the site (for example https://waypost.example/).",
        )
    return url if url.endswith("/") else url + "/"


def _search(
    request: object,
    index: dict[str, Any],
    profile: str,
    base_url: str | None,
    lenient: bool,
    best_effort: bool = False,
) -> dict[str, Any]:
    if profile not in PROFILES:
        raise RequestError(
            errors.INVALID_PROFILE,
            f"Unknown response profile {preview(str(profile))}; use relay or isto.",
            "Ask for the relay (default) or the isto profile.",
        )
    parsed = parse_request(request, lenient=lenient)
    try:
        compiled = compile_index(index)
    except UnusableIndex as problem:
        raise RequestError(
            errors.INDEX_UNAVAILABLE,
            f"The search index is unusable ({problem}); rebuild the site.",
            "This is a deployment problem, not a request problem; report it to the site's maintainers.",
        ) from None
    outcome = engine.run(parsed, compiled, best_effort=best_effort)
    if profile == "isto":
        return isto.response(outcome, compiled, resolve_base_url(base_url, index))
    return relay.response(outcome, compiled, str(index.get("generatedAt")))
