"""Ranking: one fixed, documented order of the matches (docs/search.md, "Ranking").

1. Services that are not deprecated before deprecated ones.
2. Where the terms were met: each term counts at its best field (name_provider, capabilities, description,
   category, protocol, pricing, in that order); the sorted list of those field positions is compared
   lexicographically (more terms in name_provider first, then in capabilities, ...).
3. The static order of the index: verification level (connection-tested, documented, listed), then the
   folded name, the name, and the slug.
"""

from __future__ import annotations

from search_core.index import FIELDS, Compiled
from search_core.match import Matches

_BASE = len(FIELDS)


def best_field(mask: int) -> int:
    """Position in FIELDS of the lowest set bit (the best field where a term occurs)."""
    return (mask & -mask).bit_length() - 1


def field_score(masks: tuple[int, ...]) -> int:
    """Lexicographic rank of the sorted best-field positions as one integer (smaller ranks first)."""
    score = 0
    for position in sorted(best_field(mask) for mask in masks):
        score = score * _BASE + position
    return score


def ranked(compiled: Compiled, matches: Matches) -> list[int]:
    """The matching record numbers in the documented order."""
    members = matches.masks
    if matches.term_count == 0:
        if len(members) == len(compiled.records):
            return list(compiled.browse_order)
        return [number for number in compiled.browse_order if number in members]
    size = len(compiled.records) + 1
    span = _BASE**matches.term_count
    rank = compiled.rank
    deprecated = compiled.deprecated

    def key(number: int) -> int:
        return (deprecated[number] * span + field_score(members[number])) * size + rank[number]

    return sorted(members, key=key)
