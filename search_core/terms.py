"""Search terms: a query word (or multi-word expression) and the alternatives it may match by."""

from __future__ import annotations

from dataclasses import dataclass

from search_core.forms import stem
from search_core.lexicon.tables import PHRASES, PHRASES_BY_FIRST_WORD
from search_core.text import Token

MAX_ALTERNATIVES = 4
# Multi-word expressions found in a query: first word's index -> (last word's index, catalogue words).
Phrases = dict[int, tuple[int, tuple[str, ...]]]


@dataclass(frozen=True)
class Alternative:
    """One way a query term may match."""

    key: str  # match key (folded + stemmed), compare with document_keys() keys
    word: str  # display word: the term itself, or the alias (catalogue vocabulary) word
    via_alias: bool


@dataclass(frozen=True)
class Term:
    """One searchable word of the query; every term must match (AND)."""

    word: str  # the query's word, folded: what search.terms shows
    alternatives: tuple[Alternative, ...]  # first = the word itself; at most MAX_ALTERNATIVES


def unique_terms(terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms with repeated words removed (first kept): a repeated word adds no condition."""
    seen: set[str] = set()
    kept = []
    for term in terms:
        if term.word not in seen:
            seen.add(term.word)
            kept.append(term)
    return tuple(kept)


def word_term(word: str, alias_words: tuple[str, ...]) -> Term:
    """A Term whose first alternative is the word itself, then its aliases (distinct keys, bounded)."""
    alternatives = [Alternative(stem(word), word, False)]
    keys = {alternatives[0].key}
    for alias in alias_words:
        key = stem(alias)
        if key not in keys and len(alternatives) < MAX_ALTERNATIVES:
            keys.add(key)
            alternatives.append(Alternative(key, alias, True))
    return Term(word, tuple(alternatives))


def find_phrases(words: list[Token]) -> Phrases:
    """Multi-word expressions (base de datos, sin cabeza): first index -> (last index, catalogue words)."""
    found: Phrases = {}
    index = 0
    while index < len(words):
        for phrase in PHRASES_BY_FIRST_WORD.get(words[index].word, ()):
            last = index + len(phrase) - 1
            if last < len(words) and all(words[index + i].word == w for i, w in enumerate(phrase)):
                found[index] = (last, PHRASES[phrase])
                index = last
                break
        index += 1
    return found


def phrase_term(words: list[Token], first: int, last: int, targets: tuple[str, ...]) -> Term:
    """A multi-word expression as one term: its own key (with a space) meets no catalogue word, so
    only its catalogue words can match."""
    word = " ".join(token.word for token in words[first : last + 1])
    alternatives = [Alternative(word, word, False)]
    alternatives += [Alternative(stem(target), target, True) for target in targets[: MAX_ALTERNATIVES - 1]]
    return Term(word, tuple(alternatives))


# Task readings: a conversion whose target is plain text is an extraction ("convert a PDF to text",
# "PDF in Text umwandeln", "pdf'i metne dönüştür": the services say "extract text"), and text read from images
# is OCR ("get the text out of photos", "görüntüden metin okuma"), unless the query asks to make something
# (an image made from text is generated, not read). Keys are match keys: (the term's key, the key another
# term must meet) -> (the key the term also meets, the keys of other terms that rule the reading out).
TASK_READINGS: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = {
    ("convert", "text"): ("extract", ()),
    ("imag", "text"): ("ocr", ("generat", "creat", "draw")),
}


def with_task_readings(terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms with each term of a task reading also meeting its reading, when another term meets the
    reading's target and none meets a key that rules it out; bounded by MAX_ALTERNATIVES."""
    keys = [{alternative.key for alternative in term.alternatives} for term in terms]
    found = list(terms)
    for (own, target), (reading, ruled_out) in TASK_READINGS.items():
        for position, term in enumerate(found):
            others = [other for at, other in enumerate(keys) if at != position]
            named = any(target in other for other in others)
            blocked = any(key in other for other in others for key in ruled_out)
            if own not in keys[position] or not named or blocked or reading in keys[position]:
                continue
            if len(term.alternatives) < MAX_ALTERNATIVES:
                found[position] = Term(term.word, (*term.alternatives, Alternative(reading, reading, True)))
    return tuple(found)
