"""Ranking: one fixed, documented order of the matches (docs/search.md, "Ranking").

1. Services that are not deprecated before deprecated ones.
2. Where the terms were met: each term counts at its best field (name_provider, capabilities, description,
   category, protocol, pricing, in that order); the sorted list of those field positions is compared
   lexicographically (more terms in name_provider first, then in capabilities, ...).
3. Services whose category one of the terms names ("search" in "web search") before the others.
4. The static order of the index: verification level (connection-tested, documented, listed), then the
   folded name, the name, and the slug.
"""

from __future__ import annotations

from search_core.index import FIELDS, Compiled
from search_core.match import Matches

_BASE = len(FIELDS)
CATEGORY_BIT = 1 << FIELDS.index("category")


def best_field(mask: int) -> int:
    """Position in FIELDS of the lowest set bit (the best field where a term occurs)."""
    return (mask & -mask).bit_length() - 1


BEST_FIELD = tuple(best_field(mask) if mask else _BASE for mask in range(1 << len(FIELDS)))


def field_score(masks: tuple[int, ...]) -> int:
    """Lexicographic rank of the sorted best-field positions as one integer (smaller ranks first)."""
    if len(masks) == 1:
        return BEST_FIELD[masks[0]]
    score = 0
    for position in sorted(BEST_FIELD[mask] for mask in masks):
        score = score * _BASE + position
    return score


def ranked(compiled: Compiled, matches: Matches) -> list[int]:
    """The matching record numbers in the documented order."""
    members = matches.masks
    if matches.term_count == 0:
        if len(members) == len(compiled.records):
            return list(compiled.browse_order)
        return [number for number in compiled.browse_order if number in members]
    buckets = score_buckets(compiled, members, matches.term_count)
    rank = compiled.rank.__getitem__
    order: list[int] = []
    for bucket in sorted(buckets):
        order.extend(sorted(buckets[bucket], key=rank))
    return order


def score_buckets(
    compiled: Compiled, members: dict[int, tuple[int, ...]], term_count: int
) -> dict[int, list[int]]:
    """The matches grouped by (deprecated, field score, category not named), as one integer per group
    (smaller first)."""
    span = _BASE**term_count * 2
    deprecated = compiled.deprecated
    best = BEST_FIELD
    buckets: dict[int, list[int]] = {}
    if term_count == 2:  # the common case, inlined: the smaller best field weighs more
        for number, (first_mask, second_mask) in members.items():
            first, second = best[first_mask], best[second_mask]
            score = first * _BASE + second if first <= second else second * _BASE + first
            unnamed = not (first_mask | second_mask) & CATEGORY_BIT
            buckets.setdefault(deprecated[number] * span + score * 2 + unnamed, []).append(number)
        return buckets
    for number, masks in members.items():
        unnamed = not any(mask & CATEGORY_BIT for mask in masks)
        buckets.setdefault(deprecated[number] * span + field_score(masks) * 2 + unnamed, []).append(number)
    return buckets
