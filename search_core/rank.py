"""Ranking: one fixed, documented order of the matches (docs/search.md, "Ranking").

Each match gets a sort key of integers, smaller first, compared in this order:
1. not deprecated before deprecated;
2. more of the query covered: the sum of the rarity weights of the terms the record meets (best effort; in
   the strict search every match meets every term, so this ties);
3. the provider named: the sum of the weights of informative terms met literally in the provider field;
4. the score: for each term, its weight times the points of the fields it met (a literal word counts
   LITERAL_FACTOR times an alias, unless no record holds the literal word), plus ADJACENT_POINTS times the
   weights of two query terms next to each other in the query found next to each other in one text of the
   record, plus WHOLE_NAME_POINTS times the weights of the terms met in the name when they are all of it;
5. the index's static order: verification, quality points, names starting with a letter, folded name, name,
   slug (index.static_order_key).
Integer arithmetic only; the order never depends on a set's iteration order or the hash seed.
"""

from __future__ import annotations

from search_core.analysis import Term
from search_core.index import FIELDS, NAME_BIT, PROVIDER_BIT, Compiled
from search_core.match import ALIAS_SHIFT, Matches

# Points of a term met in each field (FIELDS order: name_provider, capabilities, description, category,
# protocol, pricing); a term met in several fields gets the sum.
FIELD_POINTS = (16, 10, 6, 4, 2, 1)
LITERAL_FACTOR = 3  # a literal word (or a word form of it) counts three times an alias
ADJACENT_POINTS = 8
WHOLE_NAME_POINTS = 8
# A term is informative when at most 1 record in 8 holds it (index.rarity_weight >= 16).
INFORMATIVE_WEIGHT = 16
_FIELD_COUNT = len(FIELDS)
_LOW = (1 << _FIELD_COUNT) - 1


def _field_points(mask: int) -> int:
    return sum(points for bit, points in enumerate(FIELD_POINTS) if mask & (1 << bit))


ALIAS_POINTS = tuple(_field_points(mask) for mask in range(1 << _FIELD_COUNT))
LITERAL_POINTS = tuple(points * LITERAL_FACTOR for points in ALIAS_POINTS)


def term_points(mask: int) -> int:
    """Points of a term's mask: its literal fields (times LITERAL_FACTOR) or its alias fields, the larger."""
    return max(LITERAL_POINTS[mask & _LOW], ALIAS_POINTS[(mask >> ALIAS_SHIFT) & _LOW])


def term_weight(compiled: Compiled, term: Term) -> int:
    """The rarity weight of a term: that of its literal key when the catalogue holds it, else its rarest
    alias's (0 when no record holds any alternative)."""
    literal = compiled.weight_of(term.alternatives[0].key)
    if literal:
        return literal
    return max((compiled.weight_of(alternative.key) for alternative in term.alternatives[1:]), default=0)


def adjacent_records(compiled: Compiled, first: Term, second: Term) -> frozenset[int]:
    """Records holding an alternative of `first` right before an alternative of `second` in one text; in
    either order when one of the two is an alias (a translation: word order differs between languages)."""
    found: frozenset[int] = frozenset()
    for left in first.alternatives:
        for right in second.alternatives:
            if left.key == right.key:
                continue
            found = found | compiled.records_with_pair(f"{left.key} {right.key}")
            if left.via_alias or right.via_alias:
                found = found | compiled.records_with_pair(f"{right.key} {left.key}")
    return found


def ranked(compiled: Compiled, matches: Matches, terms: tuple[Term, ...] = ()) -> list[int]:
    """The matching record numbers in the documented order."""
    members = matches.masks
    if matches.term_count == 0:
        if len(members) == len(compiled.records):
            return list(compiled.browse_order)
        return [number for number in compiled.browse_order if number in members]
    keys = sort_keys(compiled, members, terms)
    return sorted(members, key=keys.__getitem__)


def sort_keys(
    compiled: Compiled, members: dict[int, tuple[int, ...]], terms: tuple[Term, ...]
) -> dict[int, tuple[int, int, int, int, int]]:
    """The sort key of every match (smaller first): deprecated, -covered, -provider, -score, static rank."""
    weights = [term_weight(compiled, term) for term in terms]
    alias_tables = [
        ALIAS_POINTS if compiled.weight_of(term.alternatives[0].key) else LITERAL_POINTS for term in terms
    ]
    informative = [weight if weight >= INFORMATIVE_WEIGHT else 0 for weight in weights]
    adjacency = [
        (adjacent_records(compiled, terms[i], terms[i + 1]), (weights[i] + weights[i + 1]) * ADJACENT_POINTS)
        for i in range(len(terms) - 1)
    ]
    both_bits = NAME_BIT | (NAME_BIT << ALIAS_SHIFT)
    deprecated, rank, name_keys = compiled.deprecated, compiled.rank, compiled.name_keys
    literal_points = LITERAL_POINTS
    keys: dict[int, tuple[int, int, int, int, int]] = {}
    for number, masks in members.items():
        covered = provider = score = named = name_weight = 0
        for mask, weight, rare, alias_points in zip(masks, weights, informative, alias_tables, strict=True):
            if not mask:
                continue
            covered += weight
            score += weight * max(literal_points[mask & _LOW], alias_points[(mask >> ALIAS_SHIFT) & _LOW])
            if mask & PROVIDER_BIT:
                provider += rare
            if mask & both_bits:
                named += 1
                name_weight += weight
        if named and named >= name_keys[number]:
            score += name_weight * WHOLE_NAME_POINTS
        for records, bonus in adjacency:
            if number in records:
                score += bonus
        keys[number] = (deprecated[number], -covered, -provider, -score, rank[number])
    return keys
