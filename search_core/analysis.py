"""The language layer: what a query asks for, and the match keys of catalogue text.

``analyze_query`` turns a query into Terms (each must match: AND; a term's alternatives are OR),
the words it dropped, and the Conditions it cannot honour (exclusions, alternatives, numerical
comparisons), which are reported with the phrase as written, never silently dropped.
``document_keys`` gives the match keys of a catalogue field. A term matches a field when one of its
alternatives' keys is among the field's keys. Deterministic, standard library only, no I/O; the rules
are documented in docs/language.md.

This module is the interface; the parts live in ``terms`` (terms, expressions), ``markers`` (marker
words that depend on the language), ``conditions`` with ``comparisons``, ``spans`` and ``suggestions``
(unsupported conditions), ``forms`` (stems, aliases, compounds) and ``text`` (folding, tokens).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from search_core.code_syntax import code_syntax_words
from search_core.conditions import Condition, conditions_of, find_conditions
from search_core.conversions import is_light_verb, target_format
from search_core.enumerations import enumeration_items, lookup_items
from search_core.forms import expand_word, stem
from search_core.lexicon.en import FILLER_AFTER_MODAL, MODALS
from search_core.lexicon.likeness import TOP_LEVEL_DOMAINS
from search_core.lexicon.tables import RELATIVE_TIME, STOPWORDS, TIME_UNITS
from search_core.markers import MARKERS, NEVER_TERMS, STOPWORD, language_scores, resolve_ambiguous
from search_core.memo import CACHE_LIMIT, remembered
from search_core.spans import Spans
from search_core.terms import (
    MAX_ALTERNATIVES,
    Alternative,
    Term,
    find_phrases,
    phrase_term,
    with_task_readings,
    word_term,
)
from search_core.text import Token, find_words, fold, query_tokens, tokens

__all__ = [
    "MAX_ALTERNATIVES",
    "Alternative",
    "Analysis",
    "Condition",
    "Term",
    "analyze_query",
    "document_keys",
    "fold",
]


@dataclass(frozen=True)
class Analysis:
    """Everything analyze_query found in a query."""

    terms: tuple[Term, ...]
    dropped: tuple[str, ...]  # stopwords / marker words dropped (folded)
    conditions: tuple[Condition, ...]
    # the terms (by word) made from the items of an enumeration of three or more (search_core.enumerations)
    listed: tuple[str, ...] = ()
    # the terms (by word) the query says twice or more ("similar patent ... full text patent search")
    repeated: tuple[str, ...] = ()
    # the format the request asks to convert into ("docx to pdf": "pdf"; search_core.conversions), or ""
    target: str = ""
    # the query reads as another language than English (reads_in_another_language)
    foreign: bool = False
    # pairs of term words the query joins by a hyphen ("drive-time", "layout-aware"; hyphen_joined)
    joined: tuple[tuple[str, str], ...] = ()


# The analysis of a query with nothing found (what ranking reads when it is given none).
NO_ANALYSIS = Analysis((), (), ())


# A query reads as another language when that many of its words or more suggest it, more than suggest English.
FOREIGN_EVIDENCE = 2


def reads_in_another_language(words: list[Token]) -> bool:
    """Whether FOREIGN_EVIDENCE or more of the words suggest one other language, more than suggest English
    (markers.language_scores): "Handelsregister Daten zu einer GmbH abfragen", not "live bus departures
    API"."""
    scores = language_scores(words)
    others = [score for language, score in scores.items() if language != "en"]
    return any(score >= FOREIGN_EVIDENCE and score > scores["en"] for score in others)


ANALYSIS_CACHE_LIMIT = CACHE_LIMIT // 10  # whole analyses are bigger than per-word entries
_ANALYSIS_CACHE: dict[str, Analysis] = {}
_DOCUMENT_KEY_CACHE: dict[str, tuple[str, ...]] = {}


def analyze_query(text: str) -> Analysis:
    """Terms, dropped words and unsupported conditions of a query (never raises for a str), cached."""
    return remembered(_ANALYSIS_CACHE, text, compute_analysis, ANALYSIS_CACHE_LIMIT)


def _is_dropped_condition_word(spans: Spans, markers: set[str], index: int, token: Token) -> bool:
    """A word a condition took that is listed as dropped: its marker, or a stopword inside it; or a word
    opening or joining a list of examples ("like", "e.g.", "or" in "like A or B")."""
    return index in spans.examples or (
        index not in spans.phrase_starts
        and (token.word in markers or token.word in MARKERS or token.word in STOPWORDS)
    )


def _is_stopword(role: str | None, token: Token) -> bool:
    """A stopword by its resolved role, or (for a word of no ambiguous role) by the lexicon; or a plain
    number ("3 March 2021", "top 10"): a date or a count is what a request is about, never what a service
    does (a word that only starts with a digit, "3d" or "2fa", is searched)."""
    return role == STOPWORD or (role is None and token.word in STOPWORDS) or _is_plain_number(token.word)


def _is_plain_number(word: str) -> bool:
    return word.isascii() and word.isdigit()


def _is_filler_after_modal(index: int, words: list[Token]) -> bool:
    """English "use" right after a modal or "to" ("my agent can use"): request filler, not "Browser Use"."""
    return index > 0 and words[index].word in FILLER_AFTER_MODAL and words[index - 1].word in MODALS


# How far after "next", "last" ... its time unit may come: "the next three days", "the last 24 hours".
RELATIVE_TIME_REACH = 3


def _is_relative_time(index: int, words: list[Token]) -> bool:
    """"next", "last" ... (in the seven languages: "letzten", "últimos", "son") followed by a time unit, with
    only stopwords or numbers between: when, not what ("next weekend", "the past few weeks", "die letzten 24
    Stunden"); the unit itself stays searched ("7 day forecast")."""
    if words[index].word not in RELATIVE_TIME:
        return False
    for ahead in words[index + 1 : index + 1 + RELATIVE_TIME_REACH]:
        if ahead.word in TIME_UNITS:
            return True
        if ahead.word not in STOPWORDS and not _is_plain_number(ahead.word):
            return False
    return False


def is_address_ending(index: int, words: list[Token], text: str) -> bool:
    """The ending of a web address, written right after a word and a dot ("org" in "newsapi.org"): it names
    no service, the word before it does."""
    token = words[index]
    if token.word not in TOP_LEVEL_DOMAINS or index == 0:
        return False
    before = words[index - 1]
    return before.end == token.start - 1 and text[before.end] == "."


def _is_request_filler(index: int, words: list[Token]) -> bool:
    """A word dropped by what is next to it: "use" after a modal, "next" before a span of time, "turn" before
    the format it turns something into."""
    return (
        _is_filler_after_modal(index, words) or _is_relative_time(index, words) or is_light_verb(index, words)
    )


# A word said again at least this many words after its first use counts as said twice ("similar patent ...
# full text patent search"), not one closer ("end-to-end", "play-by-play").
REPEAT_DISTANCE = 3


def compute_analysis(text: str) -> Analysis:
    """analyze_query without its cache."""
    words = query_tokens(text)
    phrases = find_phrases(words)
    roles = resolve_ambiguous(words, text)
    spans = find_conditions(text, words, roles, phrases)
    markers = {marker for found in spans.found for marker in found.markers}
    terms: dict[str, Term] = {}
    dropped: list[str] = []
    items = enumeration_items(text, words) | lookup_items(text, words, STOPWORDS)
    syntax = code_syntax_words(text, words)
    listed: list[str] = []
    repeated: list[str] = []
    first_at: dict[str, int] = {}
    for index, token in enumerate(words):
        if token.elided:
            dropped.append(token.elided)
        if index in phrases:
            expression = phrase_term(words, index, *phrases[index])
            terms.setdefault(expression.word, expression)
        elif index in spans.consumed and index not in spans.operands:
            if _is_dropped_condition_word(spans, markers, index, token):
                dropped.append(token.word)
        elif (
            _is_stopword(roles.get(index), token)
            or index in syntax
            or _is_request_filler(index, words)
            or is_address_ending(index, words, text)
        ):
            dropped.append(token.word)
        else:
            for part, alias_words in expand_word(token.word):
                if part not in terms:
                    terms[part] = word_term(part, alias_words)
                    first_at[part] = index
                elif part not in repeated and index - first_at.get(part, index) >= REPEAT_DISTANCE:
                    repeated.append(part)
                if index in items and part not in listed and first_at.get(part) == index:
                    listed.append(part)
    found = with_task_readings(tuple(terms.values()))
    return Analysis(
        found,
        tuple(dict.fromkeys(dropped)),
        conditions_of(spans),
        tuple(listed),
        tuple(repeated),
        target_format(words),
        reads_in_another_language(words),
        hyphen_joined(text, words, terms),
    )


def hyphen_joined(text: str, words: list[Token], terms: dict[str, Term]) -> tuple[tuple[str, str], ...]:
    """The pairs of neighbouring words joined by one hyphen that are both terms ("drive-time isochrones")."""
    return tuple(
        (first.word, second.word)
        for first, second in itertools.pairwise(words)
        if first.end == second.start - 1
        and text[first.end] == "-"
        and first.word in terms
        and second.word in terms
        and first.word != second.word
    )


def _surface_keys(surface: str) -> tuple[str, ...]:
    """The match keys of one written word of a catalogue field (stopwords have none), cached."""
    return remembered(_DOCUMENT_KEY_CACHE, surface, _compute_surface_keys)


def _compute_surface_keys(surface: str) -> tuple[str, ...]:
    return tuple(stem(token.word) for token in tokens(surface) if token.word not in NEVER_TERMS)


def document_keys(text: str) -> list[tuple[str, str]]:
    """(match key, surface word) for every searchable word of a catalogue field, in order.

    The surface is the word as written in the field. Stopwords and marker words of any language get
    no key: a query never searches for them, and leaving them out keeps a stemmed foreign word from
    meeting an English function word (Suche -> such).
    """
    return [(key, surface) for surface in find_words(text) for key in _surface_keys(surface)]
