"""Did you mean: the catalogue word closest to a query word no record holds (docs/search.md, "Typos").

A term is unknown when none of its alternatives' keys is in the index (a word that is neither in the
catalogue nor an alias of a catalogue word). Its candidates are the catalogue's written words (the index's
``words``: folded, ASCII letters, at least 3, of keys held by two records or more) and the lexicon's alias
words, within a Damerau-Levenshtein distance (optimal string alignment: an adjacent swap is one edit) of 1
for words of 4 to 7 letters, 2 for longer ones (shorter words are not corrected: too many real words are
one edit apart), compared as folded words. The closest wins; ties go to the
candidate whose key more records hold, then to the alphabetically first. Deterministic and bounded: the
vocabulary is bucketed by length once per compiled index (on the first unknown word) and a letter-set
filter rules out most candidates before the distance is computed.
"""

from __future__ import annotations

from dataclasses import dataclass

from search_core.analysis import Term
from search_core.forms import stem
from search_core.index import Compiled
from search_core.lexicon.tables import ALIASES
from search_core.memo import remembered

MIN_TYPO_LENGTH = 5  # shorter words are never corrected (too many real words are one edit apart)
SHORT_WORD = 7  # words of at most this many letters allow one edit, longer ones two


@dataclass(frozen=True)
class Correction:
    """A query word no record holds, and the catalogue word it most likely stands for."""

    word: str  # the query's word (folded), as in search.terms
    replacement: str  # the catalogue word (folded) to search for instead


@dataclass(frozen=True)
class Candidate:
    """A word a typo may be corrected to (a catalogue word or an alias word), how many records hold its key
    (for an alias word: its most frequent catalogue word's), and its letter_set."""

    word: str
    frequency: int
    letters: int


def max_edits(word: str) -> int:
    """1 edit for words of at most SHORT_WORD letters, else 2 (a longer word has fewer neighbours)."""
    return 1 if len(word) <= SHORT_WORD else 2


def letter_set(word: str) -> int:
    """A bit per distinct letter (code point modulo 61): an edit changes at most two bits of it."""
    bits = 0
    for char in word:
        bits |= 1 << (ord(char) % 61)
    return bits


def damerau(first: str, second: str, limit: int) -> int:
    """Optimal-string-alignment distance (insert, delete, substitute, swap two adjacent letters), or
    limit + 1 when it is over limit."""
    if abs(len(first) - len(second)) > limit:
        return limit + 1
    previous_row: list[int] = []
    row = list(range(len(second) + 1))
    for i in range(1, len(first) + 1):
        before, previous_row, row = previous_row, row, [i] + [0] * len(second)
        for j in range(1, len(second) + 1):
            cost = 0 if first[i - 1] == second[j - 1] else 1
            best = min(previous_row[j] + 1, row[j - 1] + 1, previous_row[j - 1] + cost)
            if i > 1 and j > 1 and first[i - 1] == second[j - 2] and first[i - 2] == second[j - 1]:
                best = min(best, before[j - 2] + 1)
            row[j] = best
        if min(row) > limit:
            return limit + 1
    return row[-1]


def vocabulary(compiled: Compiled) -> dict[int, list[Candidate]]:
    """The candidates by length (made once per compiled index, on the first unknown word)."""
    if compiled.typo_vocabulary is not None:
        return compiled.typo_vocabulary
    frequency: dict[str, int] = {}
    for word in compiled.words:
        frequency[word] = len(compiled.postings.get(stem(word), ()))
    for word, targets in ALIASES.items():
        if " " not in word and word.isascii() and word.isalpha() and word not in frequency:
            frequency[word] = max(
                (len(compiled.postings.get(stem(target), ())) for target in targets), default=0
            )
    buckets: dict[int, list[Candidate]] = {}
    for word in sorted(frequency):
        if frequency[word] and len(word) >= MIN_TYPO_LENGTH - 1:
            buckets.setdefault(len(word), []).append(Candidate(word, frequency[word], letter_set(word)))
    compiled.typo_vocabulary = buckets
    return buckets


def is_unknown(compiled: Compiled, term: Term) -> bool:
    """No record holds any alternative of the term, and it is no multi-word expression."""
    keys = compiled.postings
    return " " not in term.word and not any(alternative.key in keys for alternative in term.alternatives)


def closest(compiled: Compiled, word: str) -> str | None:
    """The catalogue word closest to an unknown folded query word, or None (remembered per compiled index:
    the facet counts ask again for every filter value)."""
    if len(word) < MIN_TYPO_LENGTH or not (word.isascii() and word.isalpha()):
        return None
    return remembered(compiled.closest_words, word, lambda w: closest_in_vocabulary(compiled, w)) or None


def closest_in_vocabulary(compiled: Compiled, word: str) -> str:
    """The search behind `closest`: the best candidate within the word's edit limit, or ""."""
    limit = max_edits(word)
    letters = letter_set(word)
    buckets = vocabulary(compiled)
    best: tuple[int, int, str] | None = None
    for length in range(len(word) - limit, len(word) + limit + 1):
        for candidate in buckets.get(length, ()):
            if (letters ^ candidate.letters).bit_count() > 2 * limit:
                continue
            distance = damerau(word, candidate.word, limit)
            if distance <= limit:
                ranking = (distance, -candidate.frequency, candidate.word)
                if best is None or ranking < best:
                    best = ranking
    return "" if best is None else best[2]


def corrections_of(compiled: Compiled, terms: tuple[Term, ...]) -> tuple[Correction, ...]:
    """A correction for each unknown term that has a close catalogue word, in query order."""
    found = []
    for term in terms:
        if is_unknown(compiled, term):
            replacement = closest(compiled, term.word)
            if replacement is not None and replacement != term.word:
                found.append(Correction(term.word, replacement))
    return tuple(found)
