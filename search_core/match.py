"""Matching: every term must meet some field (AND), a term's alternatives are ORed; filters are exact.

A term's mask per record: the index's field mask (FIELDS bits, NAME_BIT, PROVIDER_BIT) of its literal
alternative (the query word's own key) in the low FIELD_BITS bits, and the OR of its aliases' masks above
them (shifted by ALIAS_SHIFT), so ranking can put a literal word before an alias.
Records with the same masks are kept together (``Matches.groups``), found by set operations on each key's
records grouped by mask (``mask_groups``). Best effort (``match_enough``) keeps the records meeting enough of
the terms, a mask of 0 for a term not met.
"""

from __future__ import annotations

import itertools
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from search_core.analysis import Term
from search_core.index import FIELD_BITS, FIELD_MASK, FIELDS, TAGLINE_BIT, Compiled
from search_core.memo import remembered

FILTER_NAMES = ("category", "protocol", "pricing")
ALIAS_SHIFT = FIELD_BITS
LITERAL_MASK = (1 << FIELD_BITS) - 1


@dataclass(frozen=True)
class Filters:
    """The structured filters of a request (None = not applied)."""

    category: str | None = None
    protocol: str | None = None
    pricing: str | None = None

    def items(self) -> list[tuple[str, str]]:
        """(filter name, value) of each applied filter, in FILTER_NAMES order."""
        pairs = (("category", self.category), ("protocol", self.protocol), ("pricing", self.pricing))
        return [(name, value) for name, value in pairs if value is not None]

    def without(self, name: str) -> Filters:
        """The same filters with one removed."""
        return Filters(
            category=None if name == "category" else self.category,
            protocol=None if name == "protocol" else self.protocol,
            pricing=None if name == "pricing" else self.pricing,
        )


Groups = dict[tuple[int, ...], AbstractSet[int]]


@dataclass(frozen=True)
class Matches:
    """The records matching a query, grouped by their masks: one field mask per term (query order) -> the
    records with exactly these masks. Records with the same masks rank alike up to their own points, so
    matching and ranking work on groups with set operations instead of visiting every record."""

    groups: Groups
    term_count: int

    @classmethod
    def from_masks(cls, masks: dict[int, tuple[int, ...]], term_count: int) -> Matches:
        """The matches of a record -> masks mapping."""
        groups: dict[tuple[int, ...], set[int]] = {}
        for number, record_masks in masks.items():
            group = groups.get(record_masks)
            if group is None:
                groups[record_masks] = {number}
            else:
                group.add(number)
        return cls(dict(groups), term_count)

    @property
    def total(self) -> int:
        """How many records matched."""
        return sum(len(records) for records in self.groups.values())

    def records(self) -> set[int]:
        """Every matching record."""
        return set().union(*self.groups.values())

    def masks_of(self, number: int) -> tuple[int, ...]:
        """One record's masks (() when it did not match)."""
        for masks, records in self.groups.items():
            if number in records:
                return masks
        return ()


def mask_groups(compiled: Compiled, key: str, tagline: bool = False) -> dict[int, frozenset[int]]:
    """A key's field mask -> the records holding the key with exactly that mask (made once per key); without
    `tagline`, TAGLINE_BIT cleared: only a partial match's coverage reads it (fewer groups otherwise)."""
    kept = ~0 if tagline else ~TAGLINE_BIT
    return remembered(
        compiled.derived,
        ("mask-groups", key, tagline),
        lambda _: group_by_mask(compiled.matches_of(key), kept),
    )


def group_by_mask(masks: dict[int, int], kept: int = ~0) -> dict[int, frozenset[int]]:
    """Record number -> mask, turned into mask (its `kept` bits) -> the records with it."""
    grouped: dict[int, set[int]] = {}
    for number, mask in masks.items():
        grouped.setdefault(mask & kept, set()).add(number)
    return {mask: frozenset(records) for mask, records in grouped.items()}


def holders(compiled: Compiled, key: str) -> frozenset[int]:
    """The records holding a key (made once per key)."""
    return remembered(compiled.derived, ("holders", key), lambda _: frozenset(compiled.matches_of(key)))


def term_holders(compiled: Compiled, term: Term) -> frozenset[int]:
    """The records meeting any alternative of a term."""
    first, *others = [holders(compiled, alternative.key) for alternative in term.alternatives]
    return first.union(*others) if others else first


TERM_GROUPS_LIMIT = 64  # terms whose groups a compiled index keeps (emptied when full: memo.remembered)


def term_groups(compiled: Compiled, term: Term, tagline: bool = False) -> dict[int, AbstractSet[int]]:
    """A term's mask -> the records with that mask (kept per compiled index and alternatives: a query's
    terms are matched, counted and regrouped several times; callers never change the dict); TAGLINE_BIT
    kept only with `tagline` (mask_groups)."""
    keys: tuple[bool | str, ...] = (tagline, *(alternative.key for alternative in term.alternatives))
    compute = lambda _: compute_term_groups(compiled, term, tagline)  # noqa: E731
    return remembered(compiled.term_groups, keys, compute, TERM_GROUPS_LIMIT)


def compute_term_groups(compiled: Compiled, term: Term, tagline: bool = False) -> dict[int, AbstractSet[int]]:
    """term_groups without its memo, by set operations: the literal key's field mask in the low bits, the OR
    of its aliases' masks shifted ALIAS_SHIFT above."""
    found: dict[int, AbstractSet[int]] = dict(mask_groups(compiled, term.alternatives[0].key, tagline))
    for alternative in term.alternatives[1:]:
        alias = mask_groups(compiled, alternative.key, tagline)
        if not alias:
            continue
        holding_alias = holders(compiled, alternative.key)
        holding_before: set[int] = set().union(*found.values())
        merged: dict[int, set[int]] = {}
        for mask, records in found.items():
            for alias_mask, alias_records in alias.items():
                both = records & alias_records
                if both:
                    merged.setdefault(mask | alias_mask << ALIAS_SHIFT, set()).update(both)
            rest = records - holding_alias
            if rest:
                merged.setdefault(mask, set()).update(rest)
        for alias_mask, alias_records in alias.items():
            only = alias_records - holding_before
            if only:
                merged.setdefault(alias_mask << ALIAS_SHIFT, set()).update(only)
        found = dict(merged)
    return found


def filter_members(compiled: Compiled, filters: Filters) -> frozenset[int] | None:
    """Records passing every filter (None when no filter is applied)."""
    members: frozenset[int] | None = None
    for name, value in filters.items():
        passing = compiled.by_filter.get((name, value), frozenset())
        members = passing if members is None else members & passing
    return members


def match(compiled: Compiled, terms: tuple[Term, ...], filters: Filters) -> Matches:
    """The records meeting every term and every filter, grouped by their masks (with no terms, every record
    passing the filters)."""
    common = records_meeting(compiled, terms, filters)
    if not terms:
        return Matches({(): common}, 0)
    return Matches(grouped(common, [term_groups(compiled, term) for term in terms]), len(terms))


def records_meeting(compiled: Compiled, terms: tuple[Term, ...], filters: Filters) -> frozenset[int]:
    """The records meeting every term and every filter (with no terms, every record passing the filters),
    without their masks: what a count needs."""
    allowed = filter_members(compiled, filters)
    if not terms:
        return frozenset(range(len(compiled.records))) if allowed is None else allowed
    smallest, *others = sorted((term_holders(compiled, term) for term in terms), key=len)
    common = smallest.intersection(*others)
    return common if allowed is None else common & allowed


MAX_SUBSET_TERMS = 6  # common terms combined by set algebra; with more, their weights are added per record


def match_enough(
    compiled: Compiled,
    terms: tuple[Term, ...],
    filters: Filters,
    weights: list[int],
    needed: int,
    informative: int,
    alias_weights: list[int] | None = None,
) -> Matches:
    """Best effort: the records passing every filter that meet an informative term (weight >= informative) or
    terms whose weights add up to `needed`; a mask of 0 for a term not met. A record meeting a term only
    through an alias counts the term's alias weight (alias_weights; by default its weight). Found with set
    operations, so the records that do not qualify are never visited one by one. The masks keep TAGLINE_BIT
    (ranking's coverage of a partial match reads it)."""
    per_term = [term_groups(compiled, term, tagline=True) for term in terms]
    found: set[int] = set()
    common: list[tuple[int, set[int]]] = []
    for position, (groups, weight) in enumerate(zip(per_term, weights, strict=True)):
        via_alias = weight if alias_weights is None else alias_weights[position]
        for part, part_weight in split_by_weight(groups, weight, via_alias):
            if part_weight >= informative:
                found |= part
            elif part_weight:
                common.append((part_weight, part))
    found |= records_meeting_enough(common, needed)
    allowed = filter_members(compiled, filters)
    if allowed is not None:
        found &= allowed
    return Matches(grouped(found, per_term), len(terms))


def with_records(
    compiled: Compiled, terms: tuple[Term, ...], matches: Matches, extra: AbstractSet[int]
) -> Matches:
    """The matches with the records of `extra` added (a mask of 0 for a term a record does not meet); only
    the records not matched yet are grouped."""
    new = extra - matches.records()
    if not new:
        return matches
    groups = dict(matches.groups)
    for masks, records in grouped(new, [term_groups(compiled, term) for term in terms]).items():
        found = groups.get(masks)
        groups[masks] = records if found is None else found | records
    return Matches(groups, len(terms))


def without_records(matches: Matches, left_out: AbstractSet[int]) -> Matches:
    """The matches less the records of `left_out` (groups left empty are dropped)."""
    if not left_out:
        return matches
    groups = {masks: records - left_out for masks, records in matches.groups.items()}
    return Matches({masks: records for masks, records in groups.items() if records}, matches.term_count)


def grouped(found: AbstractSet[int], per_term: list[dict[int, AbstractSet[int]]]) -> Groups:
    """The records found, grouped by their masks (0 for a term a record does not meet)."""
    combined: Groups = {(): found} if found else {}
    for groups in per_term:
        narrowed: Groups = {}
        for masks, records in combined.items():
            rest = records
            for mask, holding in groups.items():
                both = rest & holding
                if both:
                    narrowed[(*masks, mask)] = both
                    rest = rest - both
            if rest:
                narrowed[(*masks, 0)] = rest
        combined = narrowed
    return combined


def split_by_weight(
    groups: dict[int, AbstractSet[int]], weight: int, via_alias: int
) -> list[tuple[set[int], int]]:
    """A term's records as (records, weight): one part when an alias weighs as much as the literal word, else
    the records meeting the literal word and those meeting only an alias, apart."""
    if via_alias == weight:
        return [(set().union(*groups.values()), weight)]
    literal = set().union(*[records for mask, records in groups.items() if mask & LITERAL_MASK])
    aliased = set().union(*[records for mask, records in groups.items() if not mask & LITERAL_MASK])
    return [(literal, weight), (aliased, via_alias)]


def records_meeting_enough(common: list[tuple[int, set[int]]], needed: int) -> set[int]:
    """The records meeting terms (weight, records) whose weights add up to at least `needed`."""
    if not common or sum(weight for weight, _ in common) < needed:
        return set()
    if len(common) > MAX_SUBSET_TERMS:
        totals: dict[int, int] = {}
        for weight, records in common:
            for number in records:
                totals[number] = totals.get(number, 0) + weight
        return {number for number, total in totals.items() if total >= needed}
    found: set[int] = set()
    for size in range(1, len(common) + 1):
        for subset in itertools.combinations(common, size):
            total = sum(weight for weight, _ in subset)
            if total < needed or total - min(weight for weight, _ in subset) >= needed:
                continue  # not enough, or a smaller subset already qualifies
            first, *rest = [records for _, records in subset]
            found |= first.intersection(*rest)
    return found


def count(compiled: Compiled, terms: tuple[Term, ...], filters: Filters) -> int:
    """How many records match."""
    return match(compiled, terms, filters).total


Members = AbstractSet[int]


def _both(left: Members | None, right: Members | None) -> Members | None:
    """The intersection of two record sets (None stands for every record)."""
    if left is None:
        return right
    if right is None:
        return left
    return left & right


def drop_one_counts(compiled: Compiled, terms: tuple[Term, ...], filters: Filters) -> list[int]:
    """How many records match with each single constraint dropped: terms in query order, then filters.

    Prefix and suffix intersections make this linear in the number of constraints, not quadratic.
    """
    constraints: list[Members] = [term_holders(compiled, term) for term in terms]
    constraints += [compiled.by_filter.get(item, frozenset()) for item in filters.items()]
    prefix: list[Members | None] = [None]
    for constraint in constraints:
        prefix.append(_both(prefix[-1], constraint))
    suffix: list[Members | None] = [None]
    for constraint in reversed(constraints):
        suffix.append(_both(suffix[-1], constraint))
    suffix.reverse()
    counts = []
    for position in range(len(constraints)):
        rest = _both(prefix[position], suffix[position + 1])
        counts.append(len(compiled.records) if rest is None else len(rest))
    return counts


def fields_of(mask: int) -> list[str]:
    """The field names where a term's mask (literal or alias) is set, in FIELDS order."""
    fields = (mask | mask >> ALIAS_SHIFT) & FIELD_MASK
    return [name for bit, name in enumerate(FIELDS) if fields & (1 << bit)]
