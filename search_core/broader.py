"""Broader words in best effort: a query word no record holds is searched as what it is a kind of.

docs/search.md, "Broader words"; the table is search_core.lexicon.broader.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from search_core.analysis import Term
from search_core.forms import stem
from search_core.index import Compiled
from search_core.lexicon.broader import BROADER
from search_core.terms import MAX_ALTERNATIVES, Alternative
from search_core.typos import is_unknown


@dataclass(frozen=True)
class Broadening:
    """A query word no record holds, and the broader catalogue words it was searched as."""

    word: str  # the query's word (folded), as in search.terms
    broader: tuple[str, ...]  # the broader words some record holds, in the table's order


@cache
def broader_by_key() -> dict[str, tuple[str, ...]]:
    """The table keyed by match key (a plural or word form of an entry finds it); the first entry wins."""
    table: dict[str, tuple[str, ...]] = {}
    for word, broader in BROADER.items():
        table.setdefault(stem(word), broader)
    return table


def broader_words(compiled: Compiled, term: Term) -> tuple[str, ...]:
    """The broader words of a term (through its word or any alias) that some record holds, in order."""
    table = broader_by_key()
    found: dict[str, str] = {}  # match key -> word
    for alternative in term.alternatives:
        for word in table.get(alternative.key, ()):
            key = stem(word)
            if key in compiled.postings and key not in found:
                found[key] = word
    return tuple(found.values())


def broadened_terms(
    compiled: Compiled, terms: tuple[Term, ...]
) -> tuple[tuple[Term, ...], tuple[Broadening, ...]]:
    """The terms with each unknown word given its broader words as aliases, and what was broadened."""
    result: list[Term] = []
    broadenings: list[Broadening] = []
    for term in terms:
        words = broader_words(compiled, term) if is_unknown(compiled, term) else ()
        if not words:
            result.append(term)
            continue
        kept = words[: MAX_ALTERNATIVES - 1]
        aliases = tuple(Alternative(stem(word), word, True) for word in kept)
        result.append(Term(term.word, (term.alternatives[0], *aliases)))
        broadenings.append(Broadening(term.word, kept))
    return tuple(result), tuple(broadenings)
