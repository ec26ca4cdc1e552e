"""The second profile: the same request answered as an Isto search-result (draft 0.3).

- offers: the page of the ranked matches (at most ISTO_MAX_OFFERS), each ``{url, title, source, tagline}``,
  url = base URL + ``services/<slug>/``; never a contact field.
- When nothing matches, the profile relaxes: of the single relaxations that return results (dropping one term
  or one filter), the one returning the most services is applied (ties: the first, terms before filters);
  ``relaxed`` names what was dropped.
- understood / notUnderstood: the searched words with / without any key in the catalogue; notUnderstood also
  holds the unsupported condition phrases and the words dropped as stopwords or marker words.
- suggestIntent: true when the search was blocked, something was relaxed or dropped as unsupported, or fewer
  than LITTLE_FOUND services were found ("little found").
- moreUrl: the site's search page with the request in its URL (q, qe, category, protocol, pricing, limit,
  offset, view; defaults left out). A query or queryEnglish over the contract's limit (possible only with
  lenient) is left out: the page would refuse it anyway, and the URL stays bounded whatever the input.
"""

from __future__ import annotations

from typing import Any

from search_core import engine
from search_core.engine import Outcome
from search_core.index import Compiled
from search_core.relay import page_window
from search_core.request import QUERY_MAX_UTF16, Request, utf16_length

SPEC_VERSION = "0.3"
ISTO_MAX_OFFERS = 50
ISTO_MAX_ITEMS = 30
ISTO_MAX_ITEM_CHARS = 120
ISTO_MAX_TITLE_CHARS = 200
LITTLE_FOUND = 3
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def response(outcome: Outcome, compiled: Compiled, base_url: str) -> dict[str, Any]:
    """The Isto search-result for an outcome."""
    request = outcome.request
    window = Request(offset=request.offset, limit=min(request.limit, ISTO_MAX_OFFERS))
    order, total = outcome.first(window.offset + window.limit), outcome.total
    relaxed: list[str] = []
    if outcome.reason == engine.NO_CATALOGUE_MATCH and outcome.relaxations and not total:
        best = max(outcome.relaxations, key=lambda relaxation: relaxation.total)
        order = engine.rerun(compiled, best, engine.reads_as_english(outcome.request), outcome.analysis)
        total = len(order)
        relaxed.append(best.label)
    offers = [offer(compiled.records[number], base_url) for number in page_window(order, window)]
    understood, not_understood = understanding(outcome, compiled)
    blocked = outcome.reason in (
        engine.QUERY_TOO_LONG,
        engine.NO_SEARCHABLE_TERMS,
        engine.UNSUPPORTED_CONDITIONS,
    )
    return {
        "specVersion": SPEC_VERSION,
        "type": "search-result",
        "offers": offers,
        "totalMatches": total,
        "understood": bounded(understood),
        "notUnderstood": bounded(not_understood),
        "relaxed": bounded(relaxed),
        "moreUrl": more_url(request, base_url),
        "suggestIntent": blocked or bool(relaxed) or total < LITTLE_FOUND,
    }


def offer(record: dict[str, Any], base_url: str) -> dict[str, Any]:
    """One offer: the service's page on the site; source = the registry (or provider) the record came from."""
    source = record.get("registryName") if record.get("sourceType") == "registry" else None
    return {
        "url": f"{base_url}services/{record.get('slug')}/",
        "title": shorten(str(record.get("name")), ISTO_MAX_TITLE_CHARS),
        "source": shorten(str(source or record.get("provider")), ISTO_MAX_ITEM_CHARS),
        "tagline": str(record.get("tagline")),
    }


def understanding(outcome: Outcome, compiled: Compiled) -> tuple[list[str], list[str]]:
    """The searched words that map onto the catalogue, and those that do not (plus unsupported phrases)."""
    understood: list[str] = []
    not_understood: list[str] = []
    for term in outcome.terms:
        known = any(alternative.key in compiled.postings for alternative in term.alternatives)
        (understood if known else not_understood).append(term.word)
    if outcome.analysis is not None:
        not_understood.extend(condition.phrase for condition in outcome.analysis.conditions)
        not_understood.extend(engine.dropped_outside_conditions(outcome.analysis))
    return understood, list(dict.fromkeys(not_understood))


def bounded(items: list[str]) -> list[str]:
    """At most ISTO_MAX_ITEMS items of at most ISTO_MAX_ITEM_CHARS characters each."""
    return [shorten(item, ISTO_MAX_ITEM_CHARS) for item in items[:ISTO_MAX_ITEMS]]


def shorten(text: str, limit: int) -> str:
    """The text, cut to `limit` code points with an ellipsis when longer (and never empty)."""
    text = text or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def more_url(request: Request, base_url: str) -> str:
    """The site's search page holding the whole request in its URL."""
    params = [
        ("q", within_query_limit(request.query) or None),
        ("qe", within_query_limit(request.query_english)),
        ("category", request.category),
        ("protocol", request.protocol),
        ("pricing", request.pricing),
        ("limit", None if request.limit == Request.limit else str(request.limit)),
        ("offset", None if request.offset == Request.offset else str(request.offset)),
        ("view", None if request.view == Request.view else request.view),
    ]
    query = "&".join(f"{name}={percent_encode(value)}" for name, value in params if value is not None)
    return f"{base_url}search/" + (f"?{query}" if query else "")


def within_query_limit(text: str | None) -> str | None:
    """The text when it fits the contract's query limit, else None (never truncated: see moreUrl)."""
    if text is None or len(text) > QUERY_MAX_UTF16 or utf16_length(text) > QUERY_MAX_UTF16:
        return None
    return text


def percent_encode(text: str) -> str:
    """RFC 3986 percent-encoding of UTF-8 (everything but unreserved characters)."""
    return "".join(chr(byte) if chr(byte) in _UNRESERVED else f"%{byte:02X}" for byte in text.encode("utf-8"))
