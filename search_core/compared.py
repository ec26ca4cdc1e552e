"""Services a comparison names, in best effort: "tavily vs exa", "firecrawl or apify for crawling docs".

A query holding an alternative ("A vs B", "A or B", "A oder B") is cut at its markers into sides; a side
that names services of the catalogue (likeness.named_records, with the same guards as a request for
services like a named one) has them listed first (rank.ranked's `first`), before the services matching
most of the query. The alternative then counts as read: best effort says which services it named.
docs/search.md, "Services a comparison names".
Integer arithmetic and record order only: the same on every runtime and hash seed.
"""

from __future__ import annotations

from dataclasses import dataclass

from search_core.analysis import Condition, Term
from search_core.index import Compiled
from search_core.lexicon.tables import ALTERNATIVES
from search_core.likeness import Likeness, beside_an_unknown_word, named_records, typed_or_brands
from search_core.request import is_pasted
from search_core.text import Token, sentences, tokens, word_set
from search_core.typos import Correction, names_a_brand


@dataclass(frozen=True)
class Comparison:
    """The alternatives a comparison reads, and the services each of its naming sides names."""

    conditions: tuple[Condition, ...]  # the query's alternatives, read as a comparison
    sides: tuple[tuple[int, ...], ...]  # per side naming services: their record numbers (record order)
    words: tuple[tuple[str, ...], ...]  # per such side: the words naming them (folded, query order)

    @property
    def anchors(self) -> frozenset[int]:
        """Every service the comparison names."""
        return frozenset(number for side in self.sides for number in side)


def compared_services(
    compiled: Compiled,
    conditions: tuple[Condition, ...],
    terms: tuple[Term, ...],
    corrections: tuple[Correction, ...],
    text: str,
) -> Comparison | None:
    """The services the sides of the query's alternatives name, None when it has no alternative or no side
    names a service. A side's terms are the searched terms written in it (a corrected word by its
    correction: "firecrwal" as "firecrawl")."""
    alternatives = tuple(condition for condition in conditions if condition.kind == "alternative")
    if not alternatives:
        return None
    sides: list[tuple[int, ...]] = []
    words: list[tuple[str, ...]] = []
    replaced = {correction.word: correction.replacement for correction in corrections}
    for side in query_sides(text, alternatives):
        written = {replaced.get(token.word, token.word) for token in side} | {token.word for token in side}
        named, anchors = named_records(compiled, [term for term in terms if term.word in written])
        if not anchors or not names_a_brand_of(compiled, named):
            continue
        naming, written_side = {term.word for term in named}, text[side[0].start : side[-1].end]
        if after_an_article(side, naming):
            continue  # "NOTAMs for an airport or FIR": a kind of place, not a service's name
        if beside_an_unknown_word(compiled, written_side, naming):
            continue  # "aws textract vs ...": AWS's documentation servers are not what is named
        if not typed_or_brands(compiled, named, text):
            continue
        sides.append(anchors)
        words.append(tuple(term.word for term in named))
    if not sides:
        return None
    return Comparison(alternatives, tuple(sides), tuple(words))


def compared_by_likeness(likeness: Likeness | None, conditions: tuple[Condition, ...]) -> Comparison | None:
    """A request for services like a named one that compares ("tavily vs": Likeness.compared) reads the
    alternative its marker ends as a comparison of the named services, listed first."""
    if likeness is None or not likeness.compared:
        return None
    read = tuple(
        condition
        for condition in conditions
        if condition.kind == "alternative" and likeness.marker in word_set(condition.phrase)
    )
    return Comparison(read, (likeness.anchors,), (likeness.named,)) if read else None


def query_sides(text: str, alternatives: tuple[Condition, ...]) -> list[list[Token]]:
    """The query's words cut at the markers of its alternatives ("vs", "or", "oder" inside their phrases),
    within the sentences holding a marker: a pasted paragraph's other sentences are no side of it."""
    spans = []
    for condition in alternatives:
        start = text.find(condition.phrase)
        if start >= 0:
            spans.append((start, start + len(condition.phrase)))
    sides: list[list[Token]] = []
    pasted = is_pasted(text)
    for sentence in sentences(tokens(text), text):
        cut: list[list[Token]] = [[]]
        for token in sentence:
            inside = any(start <= token.start < end for start, end in spans)
            if inside and token.word in ALTERNATIVES:
                cut.append([])
            else:
                cut[-1].append(token)
        if len(cut) > 1:
            sides += [near_the_marker(side, n, len(cut)) if pasted else side for n, side in enumerate(cut)]
    return [side for side in sides if side]


# In a pasted paragraph (a query over the contract's 200 UTF-16 code units), how many words of a side, from
# its marker, can name a compared service: prose joins clauses with "or" ("free or open data, and ideally no
# api key so the mobile app can call it").
PASTED_SIDE_WORDS = 4


def near_the_marker(side: list[Token], number: int, count: int) -> list[Token]:
    """The words of the number-th of count sides at most PASTED_SIDE_WORDS from a marker."""
    if number == 0:
        return side[-PASTED_SIDE_WORDS:]
    if number == count - 1:
        return side[:PASTED_SIDE_WORDS]
    words = PASTED_SIDE_WORDS
    return side if len(side) <= 2 * words else side[:words] + side[-words:]


# English indefinite articles: a word right after one is a common noun, never a service's name ("an airport").
INDEFINITE_ARTICLES = frozenset(("a", "an"))


def after_an_article(side: list[Token], naming: set[str]) -> bool:
    """The side's first naming word comes right after "a" or "an" ("for an airport or FIR")."""
    for before, token in zip([None, *side], side, strict=False):
        if token.word in naming:
            return before is not None and before.word in INDEFINITE_ARTICLES
    return False


def names_a_brand_of(compiled: Compiled, named: list[Term]) -> bool:
    """One of a side's naming words is mostly a name (typos.names_a_brand): "firecrawl", "brave"; "company or
    person", "here maps vs tomtom" and "google document ai" (Google names a family, and many records say
    "Google") name nothing."""
    return any(names_a_brand(compiled, term.alternatives[0].key) for term in named)
