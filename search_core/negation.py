"""What a catalogue text says a service does not do: negated words are not searchable.

"It does not run JavaScript, so pages that need it are not supported" is a reason not to choose a
service for a JavaScript-heavy site; indexing "JavaScript" there made it the first answer to "scrape a
website that needs javascript". A negation cue opens a scope over the words after it, up to the end of
its clause (a comma, semicolon, colon, full stop, bracket or dash, a joining word such as "and" or "so")
and at most SCOPE_WORDS words. The cue words are English: the committed catalogue is written in English,
and so is most of what the importers bring in. Applied to the tagline and description (``index``) and to
the words a result highlights (``people``); names, capabilities and tags are never negated.
``unsearchable_spans`` and ``affirmed`` also leave out the words ``senses`` finds used in another sense.
"""

from __future__ import annotations

import re

from search_core.memo import remembered
from search_core.senses import other_sense_spans
from search_core.text import Token, tokens

# Folded words that open a negated scope (the n't contractions are flagged by the tokenizer).
CUES = frozenset({"not", "no", "without", "never", "cannot", "neither", "nor"})
# A cue followed by one of these is not a negation of what follows ("not only X but also Y").
NOT_A_NEGATION_BEFORE = frozenset({"only", "just", "limited", "least", "matter"})
# Folded words that end a scope: they join another clause or item, which the cue does not reach.
SCOPE_ENDS = frozenset(
    {"and", "or", "but", "so", "then", "while", "which", "that", "because", "though", "although", "yet"}
)
# Characters between two words that end a scope.
CLAUSE_MARKS = frozenset(",;:.!?()[]{}\n\u2013\u2014")
# A scope covers at most this many words after its cue.
SCOPE_WORDS = 5

_NEGATED_SPANS_CACHE: dict[str, tuple[tuple[int, int], ...]] = {}
# Where an ASCII text may hold a cue: a cue word between characters that are no ASCII letter or digit (the
# tokenizer's word boundaries in ASCII), or an n't contraction. Finding none settles it without tokenizing
# (most descriptions: the index is built from thousands of them); any other text is tokenized.
_ASCII_CUE = re.compile(r"(?i)(?<![a-z0-9])(?:" + "|".join(sorted(CUES)) + r")(?![a-z0-9])|n't(?![a-z0-9])")


def negated_spans(text: str) -> tuple[tuple[int, int], ...]:
    """[start, end) character ranges of text that a negation cue covers (the cue included), in order."""
    if text.isascii() and _ASCII_CUE.search(text) is None:
        return ()
    return remembered(_NEGATED_SPANS_CACHE, text, _compute_negated_spans)


def _compute_negated_spans(text: str) -> tuple[tuple[int, int], ...]:
    words = tokens(text)
    spans: list[tuple[int, int]] = []
    index = 0
    while index < len(words):
        if not _opens_scope(text, words, index):
            index += 1
            continue
        last = index
        while last + 1 < len(words) and last - index < SCOPE_WORDS and _continues(text, words, last):
            last += 1
        spans.append((words[index].start, words[last].end))
        index = last + 1
    return tuple(spans)


def _opens_scope(text: str, words: list[Token], index: int) -> bool:
    """A cue whose next word follows in the same clause, not joined to it by a hyphen ("no-code")."""
    word = words[index]
    if not (word.negated or word.word in CUES):
        return False
    if index + 1 == len(words) or words[index + 1].word in NOT_A_NEGATION_BEFORE:
        return False
    between = text[word.end : words[index + 1].start]
    return not between.startswith("-") and _same_clause(between)


def _continues(text: str, words: list[Token], last: int) -> bool:
    """The word after `last` is still in the scope: same clause, not a joining word, not a new cue."""
    following = words[last + 1]
    if following.word in SCOPE_ENDS or following.word in CUES or following.negated:
        return False
    return _same_clause(text[words[last].end : following.start])


def _same_clause(between: str) -> bool:
    return not any(char in CLAUSE_MARKS for char in between)


def unsearchable_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The negated ranges and the words used in another sense (``senses``), sorted, overlaps merged."""
    other = other_sense_spans(text)
    negated = negated_spans(text)
    if not other:
        return negated
    merged: list[tuple[int, int]] = []
    for start, end in sorted(negated + other):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return tuple(merged)


def affirmed(text: str) -> str:
    """text with every unsearchable range blanked out (same length, so offsets into it stay true)."""
    spans = unsearchable_spans(text)
    if not spans:
        return text
    parts: list[str] = []
    position = 0
    for start, end in spans:
        parts += [text[position:start], " " * (end - start)]
        position = end
    parts.append(text[position:])
    return "".join(parts)
