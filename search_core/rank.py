"""Ranking: one fixed, documented order of the matches (docs/search.md, "Ranking").

Each match gets a sort key of integers, smaller first, compared in this order:
1. the services meeting every term first (best effort; in the strict search every match does);
2. among best effort's partial matches, after 3: not deprecated before deprecated (_DEPRECATED_PARTIAL); among
   the complete matches a deprecated service's score (5) counts half instead (deprecation_points);
3. more of the query covered (best effort, among partial matches): the sum of the rarity weights of the terms
   a service meets, a term met in the name or provider counting twice (not a provider's family name, nor
   in an English query a word hyphen-joined to others none of which the name holds: apart_in_name), in the
   tagline a quarter more
   (partial_coverage; a half more in an English query whose words, places and languages aside, the tagline
   meets two or more of); a place or a language named, a word asking how often, how fresh or how cheap, a
   word the records holding it mostly mention in passing, an item of an enumeration of three or more, or a
   word a request looks things up by ("by zip code"), in a query of several words weighs half, here and in 5
   (shared_terms), and a word the query says twice, apart, weighs twice (times_said;
   analysis.REPEAT_DISTANCE); among the first 30, a partial match holding words the first 10 share gets up
   to 16 more (with_feedback), and among the first 30, complete or partial, a service whose own text says
   it writes the format the query converts into ("docx to pdf": "Office to PDF", "save pages as PDF") gets
   16 more (for a translation into a language: one that says it translates), and one that says it writes
   Markdown, HTML or JSON and never that format 16 less (direction_points, search_core.conversions); in a
   request that reads as another language and names no place, a service whose name names an English-speaking
   place counts ABROAD_COVERAGE less, complete or partial (english_place_records);
4. the provider named: the sum of the weights of its brand keys, when the query meets every one of them
   literally (index.brand_keys) and they weigh INFORMATIVE_WEIGHT or more;
5. the score: for each term, its weight times the points of the fields it met (a literal word counts
   LITERAL_FACTOR times an alias, unless no record holds the literal word; an alias that is another query
   word adds nothing: alias_weights), plus LITERAL_FACTOR * TAGLINE_POINTS times its weight when the
   literal word is in the tagline (tagline_records), plus ADJACENT_POINTS times the
   weights of two query terms next to each other in the query found next to each other in one text of the
   record (LITERAL_PAIR_POINTS more when they are the query's own words in its order), plus
   WHOLE_NAME_POINTS times the weights of the terms met in the name when they are all of it;
6. the index's static order: verification, quality points, names starting with a letter, folded name, name,
   slug (index.static_order_key).
Integer arithmetic only; the order never depends on a set's iteration order or the hash seed.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from itertools import pairwise, zip_longest

from search_core.analysis import NO_ANALYSIS, Analysis, Term, document_keys
from search_core.conversions import MODEL_FORMATS, produces, produces_other, writes_documents_only
from search_core.index import (
    FIELDS,
    NAME_BIT,
    NAME_PROVIDER_FIELD,
    PROVIDER_BIT,
    TAGLINE_BIT,
    Compiled,
    column_of,
)
from search_core.lexicon.broader import MAKERS
from search_core.lexicon.en import PROTOCOL_NOUNS, PROTOCOL_WORDS
from search_core.lexicon.places import ENGLISH_SPEAKING_PLACES, LANGUAGE_NAMES, PLACE_PREFIXES, PLACES
from search_core.lexicon.qualifiers import COST_WORDS, QUALIFIERS
from search_core.match import ALIAS_SHIFT, Groups, Matches
from search_core.memo import remembered
from search_core.plain_search import asks_plain_search, is_companion, web_search_pairs

# Points of a term met in each field (FIELDS order: name_provider, capabilities, description, category,
# protocol, pricing); a term met in several fields gets the sum.
FIELD_POINTS = (16, 10, 6, 4, 2, 1)
TAGLINE_POINTS = 2  # a query word itself in the tagline (within the description field) adds these
LITERAL_FACTOR = 3  # a literal word (or a word form of it) counts three times an alias
ADJACENT_POINTS = 8
LITERAL_PAIR_POINTS = 8  # added to ADJACENT_POINTS when the two words are the query's own, in its order
WHOLE_NAME_POINTS = 8
# A term is informative when at most 1 record in 8 holds it (index.rarity_weight >= 16).
INFORMATIVE_WEIGHT = 16
# Best effort's coverage of a partial match: a word met in the tagline (not the name) adds 1/TAGLINE_SHARE of
# its weight more: the one-line summary says what the service does, the description also what it touches.
TAGLINE_SHARE = 4
# In an English query, a partial match meeting this many query words in its tagline counts their share twice.
TAGLINE_WORDS_TOGETHER = 2
# Best effort: a query word more than 2 records in 5 hold (weight below this: "api", "data") is optional.
COMMON_WEIGHT = 9
# A place or a language named in a query of several words ("weather in Berlin", "from Japanese into English")
# says where or in which language, not which service; a word asking how often, how fresh or how cheap
# ("daily", "live", "cheapest") qualifies what is wanted: the weight of each counts 1/PLACE_SHARE in ranking
# (not in naming a provider, rule 4).
PLACE_SHARE = 2
_PARAMETER_WORDS = PLACES | LANGUAGE_NAMES | QUALIFIERS
# A word the query says twice, apart ("similar patent ... full text patent search": analysis.REPEAT_DISTANCE),
# is what the query is about: its weight counts this many times, in every rule.
REPEAT_FACTOR = 2
# A word that the records holding it mostly mention in passing ("returns", "results" in a long description)
# says little about what a service is: held by INCIDENTAL_HOLDERS records or more, fewer than 1 in
# INCIDENTAL_SHARE of them holding it in the name, provider, capabilities, tags or tagline, it counts
# 1/PLACE_SHARE too (shared_terms).
INCIDENTAL_HOLDERS = 4
INCIDENTAL_SHARE = 4
# A word that FAMILY_NAMES or more records of one provider hold in their names or provider, most of the
# records holding it so, is that provider's family name ("Amazon" in AWS Labs' servers, "context" of Model
# Context Protocol): in a partial match it is not doubled for the name or provider (is_family_name).
FAMILY_NAMES = 3
_TOPICAL_FIELDS = NAME_PROVIDER_FIELD | (1 << FIELDS.index("capabilities")) | TAGLINE_BIT
_FIELD_COUNT = len(FIELDS)
_LOW = (1 << _FIELD_COUNT) - 1
_LITERAL = (1 << ALIAS_SHIFT) - 1
_NAME_BITS = NAME_BIT | (NAME_BIT << ALIAS_SHIFT)


def _field_points(mask: int) -> int:
    return sum(points for bit, points in enumerate(FIELD_POINTS) if mask & (1 << bit))


ALIAS_POINTS = tuple(_field_points(mask) for mask in range(1 << _FIELD_COUNT))
LITERAL_POINTS = tuple(points * LITERAL_FACTOR for points in ALIAS_POINTS)


def term_weight(compiled: Compiled, term: Term) -> int:
    """The rarity weight of a term: that of its literal key when the catalogue holds it, else its rarest
    alias's (0 when no record holds any alternative)."""
    literal = compiled.weight_of(term.alternatives[0].key)
    if literal:
        return literal
    return max((compiled.weight_of(alternative.key) for alternative in term.alternatives[1:]), default=0)


def alias_weights(compiled: Compiled, terms: tuple[Term, ...]) -> list[int]:
    """The weight of each term in a record meeting it only through an alias: its weight, or 0 when every
    alias is another query word (in "headless browser", a record that only says "browser" meets "browser";
    "headless" read as "browser" adds nothing)."""
    literals = [term.alternatives[0].key for term in terms]
    found = []
    for position, term in enumerate(terms):
        others = set(literals[:position] + literals[position + 1 :])
        aliases = [alternative.key for alternative in term.alternatives[1:]]
        if aliases and all(key in others for key in aliases):
            found.append(0)
        else:
            found.append(aliased_weight(compiled, term))
    return found


def aliased_weight(compiled: Compiled, term: Term) -> int:
    """The weight of a query word met only through an alias: its weight when no record holds the literal word,
    else the mean of its weight and its rarest alias's, rounded up ("pull" met as the common "extract" weighs
    less than "pull" itself; French "rechercher", which one French record says, met as "search")."""
    weight = term_weight(compiled, term)
    aliases = [compiled.weight_of(alternative.key) for alternative in term.alternatives[1:]]
    if not aliases or not compiled.weight_of(term.alternatives[0].key):
        return weight
    rarest = max(aliases)
    return weight if rarest >= weight else (weight + rarest + 1) // 2


def without_repeated_aliases(compiled: Compiled, groups: Groups, terms: tuple[Term, ...]) -> Groups:
    """The groups as ranking reads them: a term met only through an alias that is another word of the query,
    when the term has other aliases too, counts only what those others meet ("academic papers": a record
    saying only "papers" meets "academic" through its alias "paper", which "papers" already counts;
    "scholarly" would count). A term whose aliases are all other query words is left to alias_weights."""
    literals = {term.alternatives[0].key for term in terms}
    changed = groups
    for position, term in enumerate(terms):
        aliases = [alternative.key for alternative in term.alternatives[1:]]
        repeated = [key for key in aliases if key in literals and key != term.alternatives[0].key]
        if not repeated or len(repeated) == len(aliases):
            continue  # no repeated alias, or only repeated ones (alias_weights gives the term no weight then)
        own = [compiled.matches_of(key) for key in aliases if key not in repeated]
        regrouped: dict[tuple[int, ...], set[int]] = {}
        for masks, members in changed.items():
            mask = masks[position]
            if not mask or mask & _LITERAL:
                regrouped.setdefault(masks, set()).update(members)
                continue
            for number in members:
                kept = 0
                for found in own:
                    kept |= found.get(number, 0)
                regrouped_masks = (*masks[:position], kept << ALIAS_SHIFT, *masks[position + 1 :])
                regrouped.setdefault(regrouped_masks, set()).add(number)
        changed = dict(regrouped)
    return changed


_DESCRIPTION_FIELD = 1 << FIELDS.index("description")


def makers_read_as_makers(
    compiled: Compiled, groups: Groups, terms: tuple[Term, ...], said: tuple[Term, ...]
) -> Groups:
    """The groups as ranking reads them: a maker's name (MAKERS: google, amazon ...) right before another
    word in the query (`said`: the query's own terms, in its order), when some records hold the two together
    ("Google search results"), counts as met in the description of a record whose name holds it otherwise:
    "Google Drive" says whose product it is, not the "google search" asked for. In the name of a record
    holding the two together, or of the maker's own provider, it stays; so does a maker no record holds
    beside the next word ("aws cloud management": the AWS servers are what is asked)."""
    changed = groups
    for position, term in enumerate(terms[:-1]):
        following = terms[position + 1]
        if term.word not in MAKERS or not _said_together(said, term, following):
            continue
        together = adjacent_records(compiled, term, following)
        if not together:
            continue
        regrouped: dict[tuple[int, ...], set[int]] = {}
        for masks, members in changed.items():
            mask = masks[position]
            if not mask & NAME_BIT or mask & PROVIDER_BIT:
                regrouped.setdefault(masks, set()).update(members)
                continue
            read = (mask & ~(NAME_BIT | NAME_PROVIDER_FIELD)) | _DESCRIPTION_FIELD
            for number in members:
                kept = masks if number in together else (*masks[:position], read, *masks[position + 1 :])
                regrouped.setdefault(kept, set()).add(number)
        changed = dict(regrouped)
    return changed


def _said_together(said: tuple[Term, ...], first: Term, second: Term) -> bool:
    """Whether the query says the two terms one right after the other (not a reading's added words)."""
    return any(a.word == first.word and b.word == second.word for a, b in pairwise(said))


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


def literal_pair_records(compiled: Compiled, first: Term, second: Term) -> frozenset[int]:
    """Records holding the two query words themselves (or word forms of them), next to each other in the
    query's order, in one text: "html to pdf" in "HTML to PDF conversion"."""
    return compiled.records_with_pair(f"{first.alternatives[0].key} {second.alternatives[0].key}")


# The sort key of a match is one integer (smaller first): incomplete (best effort), then less covered, then
# (a partial match) deprecated, then less of the provider named, then a lower score (halved for a deprecated
# complete match), each field wide enough for any query of at most 200 characters.
_SCORE_BITS = 40
_PART_BITS = 24
_SCORE_TOP = 1 << _SCORE_BITS
_PART_TOP = 1 << _PART_BITS
# Each part holds _PART_TOP less what it counts (0 < value <= _PART_TOP), so it takes _PART_BITS + 1 bits.
_FIELD_BITS = _PART_BITS + 1
_INCOMPLETE = 1 << (_SCORE_BITS + 2 * _FIELD_BITS + 1)  # above every coverage: complete matches always first
# Among partial matches, deprecation counts below coverage: the top bit of the provider part (brand weights
# stay far below it).
_DEPRECATED_PARTIAL = 1 << (_SCORE_BITS + _PART_BITS - 1)


# Best effort's feedback among partial matches (docs/search.md, "Ranking" 3): the informative words that
# FEEDBACK_SHARED or more of the first FEEDBACK_TOP services hold besides the query's own say what the
# query is about; each weighs its rarity times how many of them hold it, and a partial match among the
# first FEEDBACK_WINDOW gets the sum of those it holds, divided by FEEDBACK_DIVISOR and at most FEEDBACK_CAP
# (an informative word's weight), added to its coverage.
FEEDBACK_TOP = 10
FEEDBACK_SHARED = 3
FEEDBACK_WINDOW = 30
FEEDBACK_DIVISOR = 8
FEEDBACK_CAP = 16
_COVERAGE_SHIFT = _SCORE_BITS + _FIELD_BITS  # where the coverage part of a sort key starts
_FEEDBACK_FIELDS = (0, 1, 2)  # FIELDS: name and provider, capabilities and tags, tagline and description


def feedback_keys(compiled: Compiled, number: int) -> frozenset[str]:
    """The keys of a record's name, provider, capabilities, tags, tagline and description (made once per
    record and index)."""
    return remembered(compiled.derived, ("feedback-keys", number), lambda _: _feedback_keys(compiled, number))


def _feedback_keys(compiled: Compiled, number: int) -> frozenset[str]:
    fields = compiled.record_keys(number)
    return frozenset(key for field in _FEEDBACK_FIELDS for key, _ in fields[field])


def shared_words(compiled: Compiled, held: list[frozenset[str]], terms: tuple[Term, ...]) -> dict[str, int]:
    """The feedback words of the first services (`held`: their keys) and their points: rarity weight times the
    number of those services holding the word."""
    query_keys = {alternative.key for term in terms for alternative in term.alternatives}
    counts: dict[str, int] = {}
    for keys in held[:FEEDBACK_TOP]:
        for key in keys:
            counts[key] = counts.get(key, 0) + 1
    weight = compiled.weight_of
    return {
        key: count * weight(key)
        for key, count in counts.items()
        if count >= FEEDBACK_SHARED and key not in query_keys and weight(key) >= INFORMATIVE_WEIGHT
    }


def with_feedback(
    compiled: Compiled, order: list[int], keys: list[int], terms: tuple[Term, ...], target: str = ""
) -> list[int]:
    """The order with the first FEEDBACK_WINDOW matches re-sorted after best effort's feedback (the comment
    above), the direction of a conversion (`target`: direction_points) and a search that names nothing to
    search (web_search_points); unchanged when none applies."""
    window = min(len(order), FEEDBACK_WINDOW)
    first = order[:window]
    directions = direction_points(compiled, first, target)
    producers = [a + b for a, b in zip(directions, web_search_points(compiled, first, terms), strict=True)]
    shared: dict[str, int] = {}
    held: list[frozenset[str]] = []
    if any(key & _INCOMPLETE for key in keys[:window]):
        held = [feedback_keys(compiled, number) for number in order[:window]]
        shared = shared_words(compiled, held, terms)
    if not shared and not any(producers):
        return order
    adjusted = []
    for position, key in enumerate(keys[:window]):
        if shared and key & _INCOMPLETE:
            points = sum(value for word, value in shared.items() if word in held[position])
            key -= min(FEEDBACK_CAP, points // FEEDBACK_DIVISOR) << _COVERAGE_SHIFT
        key -= producers[position] << _COVERAGE_SHIFT
        adjusted.append((key, position))
    adjusted.sort()
    return [order[position] for _, position in adjusted] + order[window:]


# A match among the first FEEDBACK_WINDOW that says it writes the format the query converts into gets this
# much more coverage (as much as the most feedback gives).
DIRECTION_POINTS = FEEDBACK_CAP


def direction_points(compiled: Compiled, numbers: list[int], target: str) -> list[int]:
    """Coverage points for each of the first matches: more for one that says it writes the format the query
    converts into (conversions.produces), fewer for one that writes Markdown, HTML or JSON instead
    (conversions.produces_other); none without a target."""
    if not target:
        return [0] * len(numbers)
    return [_direction_of(compiled, number, target) * DIRECTION_POINTS for number in numbers]


def web_search_points(compiled: Compiled, numbers: list[int], terms: tuple[Term, ...]) -> list[int]:
    """Coverage points for each of the first matches of a search that names nothing to search: more for a
    service whose name, capabilities, tags or tagline say it searches the web (search_core.plain_search);
    none for another query."""
    if not asks_plain_search(terms):
        return [0] * len(numbers)
    web = frozenset().union(*(compiled.records_with_pair(pair) for pair in web_search_pairs()))
    return [DIRECTION_POINTS if number in web else 0 for number in numbers]


def _direction_of(compiled: Compiled, number: int, target: str) -> int:
    """1 when a record says it writes the target, -1 when it writes another format instead (conversions), else
    0 (made once per record, format and index)."""

    def compute(_: object) -> int:
        record = compiled.records[number]
        if target in MODEL_FORMATS:
            return -1 if writes_documents_only(record) else 0
        return 1 if produces(record, target) else -1 if produces_other(record, target) else 0

    return int(remembered(compiled.derived, ("direction", number, target), compute))


def meets_every_needed(masks: tuple[int, ...], optional: tuple[bool, ...]) -> bool:
    """A record with these term masks counts as meeting every word: it lacks none but optional ones."""
    return all(mask or skippable for mask, skippable in zip(masks, optional, strict=True))


def optional_terms(compiled: Compiled, terms: tuple[Term, ...]) -> tuple[bool, ...]:
    """Best effort: which terms a service may lack and still rank with those meeting every word: a word more
    than 2 records in 5 hold itself (its own key's weight below COMMON_WEIGHT: "api" in "news api"), one
    asking how cheap, which no record says (COST_WORDS: "cheap" in "cheap serp api"), or "server" in a query
    that says "mcp", which every MCP record is (PROTOCOL_NOUNS: "github mcp server"), when the query has
    another word that is none of these (none is optional otherwise). In a search that names nothing to search
    (plain_search: "free search api"), the words beside the search word instead, "mcp" excepted."""
    if asks_plain_search(terms):
        flags = tuple(is_companion(term) and term.word not in PROTOCOL_WORDS for term in terms)
        return flags if not all(flags) else tuple(False for _ in terms)
    says_mcp = any(term.word in PROTOCOL_WORDS for term in terms)
    flags = tuple(
        0 < compiled.weight_of(term.alternatives[0].key) < COMMON_WEIGHT
        or term.word in COST_WORDS
        or (says_mcp and term.word in PROTOCOL_NOUNS)
        for term in terms
    )
    return flags if not all(flags) else tuple(False for _ in terms)


def ranked(
    compiled: Compiled,
    matches: Matches,
    terms: tuple[Term, ...] = (),
    english: bool = True,
    optional: tuple[bool, ...] = (),
    needed: int | None = None,
    analysis: Analysis | None = None,
    last: frozenset[int] = frozenset(),
    first: tuple[frozenset[int], ...] = (),
) -> list[int]:
    """The matching record numbers in the documented order (english: the query reads as English, for the
    tagline rule of masks_key; optional: best effort's optional_terms); with `needed`, at least that many
    first ones (all when fewer match), not necessarily all: a page needs only its window, and the later
    buckets are not sorted. `analysis` gives the words the query lists or says twice (shared_terms,
    times_said), the format it converts into (direction_points) and whether it reads as another language
    (english_place_records). The services a request names apart come `last` (alternatives to them, an
    exclusion naming them) or `first` (a comparison: "tavily vs", "tavily vs exa"): its groups taken in turn,
    one service of each at a time ("tavily vs exa": Tavily, then Exa, as the query names them; "playwright vs
    puppeteer" shows both sides' servers), each group and the rest in their order."""
    analysis = analysis if analysis is not None else NO_ANALYSIS
    if matches.term_count == 0:
        members = matches.records()
        if len(members) == len(compiled.records):
            return list(compiled.browse_order)
        return [number for number in compiled.browse_order if number in members]
    buckets = score_buckets(compiled, matches.groups, terms, english, optional, analysis)
    rank = compiled.rank.__getitem__
    order: list[int] = []
    keys: list[int] = []
    wanted = None if needed is None else max(needed, FEEDBACK_WINDOW)
    for bucket in sorted(buckets):
        if wanted is not None and len(order) >= wanted:
            break
        numbers = buckets[bucket]
        order.extend(sorted(numbers, key=rank) if len(numbers) > 1 else numbers)
        keys.extend([bucket] * len(numbers))
    ordered = with_feedback(compiled, order, keys, terms, analysis.target)
    if not last and not any(first):
        return ordered
    named_first = frozenset().union(*first)
    kept = [number for number in ordered if number not in last and number not in named_first]
    sides = [[number for number in ordered if number in group] for group in first]
    leading = [number for turn in zip_longest(*sides) for number in turn if number is not None]
    return list(dict.fromkeys(leading)) + kept + [n for n in ordered if n in last and n not in named_first]


Parts = list[tuple[AbstractSet[int], int]]


def split(parts: Parts, records: AbstractSet[int], points: int) -> Parts:
    """Each (records, key) part cut in two: those among `records` get `points` off their key."""
    found: Parts = []
    for members, key in parts:
        inside = members & records
        if inside:
            found.append((inside, key - points))
            members = members - inside
        if members:
            found.append((members, key))
    return found


DEPRECATED_DIVISOR = 2


def demoted(parts: Parts, deprecated: AbstractSet[int]) -> Parts:
    """Each part cut in two: its deprecated records get their deprecation (deprecation_points)."""
    found: Parts = []
    for members, key in parts:
        inside = members & deprecated
        if inside:
            found.append((inside, key + deprecation_points(key)))
            members = members - inside
        if members:
            found.append((members, key))
    return found


def deprecation_points(key: int) -> int:
    """What a deprecated record's sort key gets: below coverage among partial matches; among complete ones,
    its score divided by DEPRECATED_DIVISOR."""
    if key & _INCOMPLETE:
        return _DEPRECATED_PARTIAL
    score = _SCORE_TOP - (key & (_SCORE_TOP - 1))
    return score - score // DEPRECATED_DIVISOR


def names_at_most(compiled: Compiled, size: int) -> frozenset[int]:
    """The records whose names have at most `size` keys (made once per size and index)."""
    return remembered(
        compiled.derived,
        ("names-at-most", size),
        lambda _: frozenset(number for number, keys in enumerate(compiled.name_keys) if keys <= size),
    )


def brands_at_most(compiled: Compiled, size: int) -> frozenset[int]:
    """The records whose providers have 1 to `size` brand keys (made once per size and index): a record whose
    provider has at most as many brand keys as the query meets of them is named by the query."""
    return remembered(
        compiled.derived,
        ("brands-at-most", size),
        lambda _: frozenset(number for number, keys in enumerate(compiled.brand_keys) if 0 < keys <= size),
    )


def tagline_records(compiled: Compiled, key: str) -> frozenset[int]:
    """The records holding a key in their tagline (made once per key and index)."""
    compute = lambda _: _with_tagline_bit(compiled.matches_of(key))  # noqa: E731
    return remembered(compiled.derived, ("tagline", key), compute)


def _with_tagline_bit(masks: dict[int, int]) -> frozenset[int]:
    return frozenset(number for number, mask in masks.items() if mask & TAGLINE_BIT)


# A request in another language that names no place is not about an English-speaking country: a record whose
# name names one ("UK Companies House" for "Handelsregister Abfrage") counts ABROAD_COVERAGE less coverage.
ABROAD_COVERAGE = 16
_ENGLISH_PLACE_KEYS = tuple(
    sorted({key for place in ENGLISH_SPEAKING_PLACES for key, _ in document_keys(place)})
)


def english_place_records(compiled: Compiled) -> frozenset[int]:
    """The records whose names name an English-speaking country or city (lexicon/places.py; made once per
    index from the name bits of the places' postings)."""

    def compute(_: object) -> frozenset[int]:
        return frozenset(
            number
            for key in _ENGLISH_PLACE_KEYS
            for number, mask in compiled.matches_of(key).items()
            if mask & NAME_BIT
        )

    return remembered(compiled.derived, "english-places", compute)


def deprecated_records(compiled: Compiled) -> frozenset[int]:
    """The deprecated records (made once per index)."""
    return remembered(
        compiled.derived,
        "deprecated",
        lambda _: frozenset(number for number, flag in enumerate(compiled.deprecated) if flag),
    )


def score_buckets(
    compiled: Compiled,
    groups: Groups,
    terms: tuple[Term, ...],
    english: bool = True,
    optional: tuple[bool, ...] = (),
    analysis: Analysis = NO_ANALYSIS,
) -> dict[int, list[int]]:
    """The matches grouped by their sort key (one integer, smaller first; the static rank orders a group).

    Records with the same masks share a key up to the whole-name, adjacency, tagline and deprecation points,
    which cut their group by set operations. `analysis`: the words of the query's enumerations
    (shared_terms), those it says twice (times_said), whether it reads as another language
    (english_place_records)."""
    groups = without_repeated_aliases(compiled, groups, terms)
    groups = makers_read_as_makers(compiled, groups, terms, analysis.terms)
    optional = optional or (False,) * len(terms)
    brand_weights = [term_weight(compiled, term) for term in terms]
    shared = shared_terms(compiled, terms, analysis.listed)
    places = place_terms(terms)
    families = [is_family_name(compiled, term.alternatives[0].key) for term in terms]
    partners = joined_partners(terms, analysis.joined) if english else None
    said = [REPEAT_FACTOR if term.word in analysis.repeated else 1 for term in terms]
    weights = times_said(said, with_shared_halved(shared, brand_weights))
    literal_keys = [term.alternatives[0].key for term in terms]
    via_alias = times_said(said, with_shared_halved(shared, alias_weights(compiled, terms)))
    alias_tables = [
        ALIAS_POINTS if compiled.weight_of(term.alternatives[0].key) else LITERAL_POINTS for term in terms
    ]
    adjacency = [
        (adjacent_records(compiled, terms[i], terms[i + 1]), (weights[i] + weights[i + 1]) * ADJACENT_POINTS)
        for i in range(len(terms) - 1)
    ]
    adjacency += [
        (
            literal_pair_records(compiled, terms[i], terms[i + 1]),
            (weights[i] + weights[i + 1]) * LITERAL_PAIR_POINTS,
        )
        for i in range(len(terms) - 1)
    ]
    bonuses = [(records, bonus) for records, bonus in adjacency if records]
    bonuses += [
        (tagline_records(compiled, term.alternatives[0].key), weight * TAGLINE_POINTS * LITERAL_FACTOR)
        for term, weight in zip(terms, weights, strict=True)
        if compiled.weight_of(term.alternatives[0].key)
    ]
    deprecated = deprecated_records(compiled)
    abroad = english_place_records(compiled) if analysis.foreign and not any(places) else frozenset()
    buckets: dict[int, list[int]] = {}
    for masks, members in groups.items():
        key, named, whole_bonus, branded, provider_points = masks_key(
            masks,
            weights,
            via_alias,
            alias_tables,
            literal_keys,
            optional,
            english,
            brand_weights,
            places,
            families,
            partners,
        )
        parts: Parts = [(members, key)]
        if branded:
            parts = split(parts, brands_at_most(compiled, branded), provider_points)
        if named:
            parts = split(parts, names_at_most(compiled, named), whole_bonus)
        for records, bonus in bonuses:
            parts = split(parts, records, bonus)
        if abroad:
            parts = split(parts, abroad, -(ABROAD_COVERAGE << _COVERAGE_SHIFT))
        if deprecated:
            parts = demoted(parts, deprecated)
        for part, part_key in parts:
            buckets.setdefault(part_key, []).extend(part)
    return buckets


def times_said(said: list[int], weights: list[int]) -> list[int]:
    """Each term's weight times how often the query says it (REPEAT_FACTOR for a word said twice)."""
    return [weight * times for weight, times in zip(weights, said, strict=True)]


def shared_terms(compiled: Compiled, terms: tuple[Term, ...], listed: tuple[str, ...] = ()) -> list[bool]:
    """Which terms count 1/PLACE_SHARE of their weight, in a query of several terms: a place, a language or a
    qualifier (parameter_terms); an incidental word (is_incidental) unless every term is one; a word listed
    among three or more (`listed`: search_core.enumerations), not a provider's brand (is_brand), unless every
    term is."""
    if len(terms) < 2:
        return [False] * len(terms)
    incidental = unless_all([is_incidental(compiled, term.alternatives[0].key) for term in terms])
    items = unless_all([term.word in listed and not is_brand(compiled, term) for term in terms])
    places = parameter_terms(terms)
    return [place or aside or item for place, aside, item in zip(places, incidental, items, strict=True)]


def is_brand(compiled: Compiled, term: Term) -> bool:
    """Whether a term's word is an informative brand key of some provider (index.brand_keys, weighing
    INFORMATIVE_WEIGHT or more): a listed brand ("across Binance, Bybit and OKX") names the services asked
    for, so it keeps its whole weight."""
    key = term.alternatives[0].key

    def compute(_: object) -> bool:
        if compiled.weight_of(key) < INFORMATIVE_WEIGHT:  # a common word ("open"), as in naming a provider
            return False
        return any(mask & PROVIDER_BIT for mask in compiled.matches_of(key).values())

    return remembered(compiled.derived, ("brand", key), compute)


def unless_all(flags: list[bool]) -> list[bool]:
    """The flags, or none set when all are."""
    return [False] * len(flags) if all(flags) else flags


def with_shared_halved(shared: list[bool], weights: list[int]) -> list[int]:
    """The weights with those of the shared terms divided by PLACE_SHARE."""
    return [weight // PLACE_SHARE if half else weight for half, weight in zip(shared, weights, strict=True)]


def is_family_name(compiled: Compiled, key: str) -> bool:
    """Whether a key is a provider's family name: FAMILY_NAMES or more records of one provider hold it in
    their names or as a word of the provider's own name, more than half of the records holding it so
    ("Amazon" in AWS Labs' "Amazon DynamoDB", "Amazon Neptune" ...; "context" of "Model Context Protocol"):
    it says whose service it is, not what it does, so in a partial match it is not doubled for being in the
    name or provider."""

    def compute(_: object) -> bool:
        providers = remembered(
            compiled.derived, "providers", lambda _: column_of(compiled.records, "provider")
        )
        counts: dict[object, int] = {}
        for number, mask in compiled.matches_of(key).items():
            if mask & (NAME_BIT | PROVIDER_BIT):
                counts[providers[number]] = counts.get(providers[number], 0) + 1
        top = max(counts.values(), default=0)
        return top >= FAMILY_NAMES and top * 2 > sum(counts.values())

    return remembered(compiled.derived, ("family", key), compute)


def is_incidental(compiled: Compiled, key: str) -> bool:
    """Whether the records holding a match key mostly mention it in passing: INCIDENTAL_HOLDERS of them or
    more, fewer than 1 in INCIDENTAL_SHARE holding it in their name or provider, capabilities or tags, or
    tagline (its other holders have it only in the description, category, protocol or pricing)."""

    def compute(_: object) -> bool:
        holders = compiled.matches_of(key)
        if len(holders) < INCIDENTAL_HOLDERS:
            return False
        topical = sum(1 for mask in holders.values() if mask & _TOPICAL_FIELDS)
        return topical * INCIDENTAL_SHARE < len(holders)

    return remembered(compiled.derived, ("incidental", key), compute)


def place_terms(terms: tuple[Term, ...]) -> list[bool]:
    """Which terms name a place or a language (parameter_terms without the qualifiers)."""
    flags = parameter_terms(terms)
    return [flag and term.word not in QUALIFIERS for flag, term in zip(flags, terms, strict=True)]


def parameter_terms(terms: tuple[Term, ...]) -> list[bool]:
    """Which terms name a place or a language or qualify what is wanted: those of lexicon/places.py and
    lexicon/qualifiers.py, and the first word of a two-word place right before its second ("new york",
    "los angeles", "hong kong": PLACE_PREFIXES)."""
    words = [term.word for term in terms]
    return [
        word in _PARAMETER_WORDS
        or (word in PLACE_PREFIXES and position + 1 < len(words) and words[position + 1] in PLACES)
        for position, word in enumerate(words)
    ]


def partial_coverage(mask: int, weight: int) -> int:
    """What a word met in the fields of `mask` (literal and alias bits merged) adds to a partial match's
    coverage: twice its weight in the name or provider, 1 + 1/TAGLINE_SHARE times it in the tagline, once
    elsewhere. (A complete match counts every word twice.)"""
    if mask & NAME_PROVIDER_FIELD:
        return weight * 2
    return weight + weight // TAGLINE_SHARE if mask & TAGLINE_BIT else weight


def joined_partners(terms: tuple[Term, ...], joined: tuple[tuple[str, str], ...]) -> list[tuple[int, ...]]:
    """For each term, the positions of the terms the query joins it to by a hyphen (hyphen_joined)."""
    position = {term.word: number for number, term in enumerate(terms)}
    found: list[list[int]] = [[] for _ in terms]
    for first, second in joined:
        if first in position and second in position:
            found[position[first]].append(position[second])
            found[position[second]].append(position[first])
    return [tuple(numbers) for numbers in found]


def apart_in_name(masks: tuple[int, ...], joined: tuple[int, ...]) -> bool:
    """A term hyphen-joined to another in the query whose name holds none of its partners ("drive" of
    "drive-time" in Google Drive's name): it counts as met elsewhere, not twice."""
    return bool(joined) and not any(masks[number] & NAME_PROVIDER_FIELD for number in joined)


def masks_key(
    masks: tuple[int, ...],
    weights: list[int],
    alias_weights: list[int],
    alias_tables: list[tuple[int, ...]],
    keys: list[str],
    optional: tuple[bool, ...],
    english: bool = False,
    brand_weights: list[int] | None = None,
    places: list[bool] | None = None,
    families: list[bool] | None = None,
    partners: list[tuple[int, ...]] | None = None,
) -> tuple[int, int, int, int, int]:
    """The sort key of a record with these term masks (before its whole-name, provider and adjacency points),
    how many terms meet its name and the points it gets when they are all of its name, how many terms meet
    a brand key of its provider and the points it gets when they are all of them. A record lacking only
    optional terms counts as complete, and optional terms add nothing to a complete record's coverage. In an
    English query (`english`), a partial match meeting TAGLINE_WORDS_TOGETHER words or more in its tagline
    (not its name), places and languages (`places`) not counted, counts their tagline share twice; a place or
    a language adds its weight once to a partial match, whatever its fields. A provider's brand keys weigh
    `brand_weights` (default: `weights`). A provider's family name (`families`: is_family_name) met in a
    partial match's name counts as if met elsewhere, and so does a word of an English query hyphen-joined to
    others (`partners`: joined_partners) none of which the name holds."""
    brand_weights = brand_weights if brand_weights is not None else weights
    covered = score = named = name_weight = brand_weight = 0
    tagline_words = tagline_extra = 0
    branded: set[str] = set()
    complete = meets_every_needed(masks, optional)
    places = places if places is not None else [False] * len(masks)
    families = families if families is not None else [False] * len(masks)
    partners = partners if partners is not None else [()] * len(masks)
    undoubled = [
        family or apart_in_name(masks, joined) for family, joined in zip(families, partners, strict=True)
    ]
    for mask, literal_weight, via_alias_weight, alias_points, key, skippable, brand, place, single in zip(
        masks,
        weights,
        alias_weights,
        alias_tables,
        keys,
        optional,
        brand_weights,
        places,
        undoubled,
        strict=True,
    ):
        if not mask:
            continue
        weight = literal_weight if mask & _LITERAL else via_alias_weight
        if complete:
            covered += 0 if skippable else weight * 2
        else:
            merged = mask | mask >> ALIAS_SHIFT
            if single:
                merged &= ~NAME_PROVIDER_FIELD
            covered += weight if place else partial_coverage(merged, weight)
            if merged & TAGLINE_BIT and not merged & NAME_PROVIDER_FIELD and not place:
                tagline_words += 1
                tagline_extra += weight // TAGLINE_SHARE
        literal_score = literal_weight * LITERAL_POINTS[mask & _LOW]
        score += max(literal_score, via_alias_weight * alias_points[(mask >> ALIAS_SHIFT) & _LOW])
        if mask & PROVIDER_BIT and key not in branded:
            branded.add(key)
            brand_weight += brand
        if mask & _NAME_BITS:
            named += 1
            name_weight += weight
    if english and tagline_words >= TAGLINE_WORDS_TOGETHER:
        covered += tagline_extra  # the one-line summary says several of the things asked
    sort_key = ((_PART_TOP - covered) << _FIELD_BITS | _PART_TOP) << _SCORE_BITS | (_SCORE_TOP - score)
    provider_points = brand_weight << _SCORE_BITS if brand_weight >= INFORMATIVE_WEIGHT else 0
    sort_key = sort_key if complete else sort_key | _INCOMPLETE
    brands = len(branded) if provider_points else 0
    return sort_key, named, name_weight * WHOLE_NAME_POINTS, brands, provider_points
