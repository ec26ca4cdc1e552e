"""A request for search that names nothing to search ("free search api", "search engine", "búsqueda gratis").

Such a request asks for a web search service: a search of papers, news, flats or a catalogue names what it
searches ("patent search", "news search api"). `asks_plain_search` says whether the searched terms are a
search word and, besides it, only words saying what kind of service or what it costs
(`lexicon/plain_search.COMPANIONS`, met in any language through their aliases); ranking
(rank.web_search_points) then gives the services whose name, capabilities, tags or tagline say "web
search" or "internet search" more coverage among the first matches, as it does for the services that write
the format a conversion asks for. Pure functions of the terms.
"""

from __future__ import annotations

from functools import cache

from search_core.analysis import Term
from search_core.forms import stem
from search_core.lexicon.plain_search import COMPANIONS, SEARCH_WORD, WEB_SEARCH_PAIRS


@cache
def _search_key() -> str:
    return stem(SEARCH_WORD)


@cache
def _companion_keys() -> frozenset[str]:
    return frozenset(stem(word) for word in COMPANIONS)


@cache
def web_search_pairs() -> tuple[str, ...]:
    """The index's pair keys ("left right") of the texts saying a service searches the web."""
    return tuple(" ".join(stem(word) for word in pair.split()) for pair in WEB_SEARCH_PAIRS)


def _keys(term: Term) -> set[str]:
    return {alternative.key for alternative in term.alternatives}


def is_companion(term: Term) -> bool:
    """Whether a term is a companion word (lexicon/plain_search.COMPANIONS), not itself a search word."""
    keys = _keys(term)
    return _search_key() not in keys and bool(keys & _companion_keys())


def plain_search_word(terms: tuple[Term, ...]) -> str:
    """The search word of a plain search's terms (the first holding the search key), or ""."""
    return next((term.word for term in terms if _search_key() in _keys(term)), "")


def asks_plain_search(terms: tuple[Term, ...]) -> bool:
    """Whether the terms are a search word ("search", "search engine", "Suche") and otherwise only
    companion words ("free", "api", "tool" ...): search with nothing named to search."""
    search = [term for term in terms if _search_key() in _keys(term)]
    if not search:
        return False
    companions = _companion_keys()
    return all(term in search or _keys(term) & companions for term in terms)
