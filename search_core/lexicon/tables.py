"""The language modules merged and folded into the lookup tables search_core.analysis uses.

Merging is deterministic: languages in LANGUAGES order, entries in file order; an alias word listed by
several languages gets the union of their targets, in that order, at most MAX_ALIAS_TARGETS.
"""

from __future__ import annotations

from types import ModuleType

from search_core.lexicon import de, en, es, fr, it, pt, tr
from search_core.text import fold

LANGUAGES: tuple[str, ...] = ("en", "de", "es", "fr", "pt", "it", "tr")
_MODULES: tuple[ModuleType, ...] = (en, de, es, fr, pt, it, tr)
MAX_ALIAS_TARGETS = 3


def _folded(words: tuple[str, ...]) -> tuple[str, ...]:
    """Fold each word, dropping repeats, keeping order."""
    return tuple(dict.fromkeys(fold(word) for word in words))


def _folded_phrases(phrases: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(fold(word) for word in phrase) for phrase in phrases)


def _longest_first(phrases: list[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """Unique phrases, longest first, then alphabetical: a fixed matching order."""
    return tuple(sorted(set(phrases), key=lambda phrase: (-len(phrase), phrase)))


def _merge_aliases() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """(alias word -> catalogue words, alias word -> languages listing it), both folded."""
    targets: dict[str, tuple[str, ...]] = {}
    languages: dict[str, tuple[str, ...]] = {}
    for language, module in zip(LANGUAGES, _MODULES, strict=True):
        for word, words in module.ALIASES.items():
            key = fold(word)
            merged = tuple(dict.fromkeys(targets.get(key, ()) + _folded(words)))
            targets[key] = merged[:MAX_ALIAS_TARGETS]
            languages[key] = (*languages.get(key, ()), language)
    return targets, languages


ALIASES, ALIAS_LANGUAGES = _merge_aliases()
STOPWORDS_BY_LANGUAGE: dict[str, frozenset[str]] = {
    language: frozenset(_folded(module.STOPWORDS))
    for language, module in zip(LANGUAGES, _MODULES, strict=True)
}
STOPWORDS: frozenset[str] = frozenset().union(*STOPWORDS_BY_LANGUAGE.values())
EXCLUSIONS: frozenset[str] = frozenset(word for module in _MODULES for word in _folded(module.EXCLUSIONS))
EXCLUSION_POSTPOSITIONS: frozenset[str] = frozenset(
    word for module in _MODULES for word in _folded(module.EXCLUSION_POSTPOSITIONS)
)
ALTERNATIVES: frozenset[str] = frozenset(word for module in _MODULES for word in _folded(module.ALTERNATIVES))
COMPARISONS: tuple[tuple[str, ...], ...] = _longest_first(
    [phrase for module in _MODULES for phrase in _folded_phrases(module.COMPARISONS)]
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = _longest_first(
    [phrase for module in _MODULES for phrase in _folded_phrases(module.COMPARISON_POSTPOSITIONS)]
)


def _evidence(module: ModuleType) -> frozenset[str]:
    """The folded words that suggest a query is written in this module's language."""
    words = set(_folded(module.STOPWORDS)) | {fold(word) for word in module.ALIASES}
    words |= set(_folded(module.EXCLUSIONS)) | set(_folded(module.EXCLUSION_POSTPOSITIONS))
    words |= set(_folded(module.ALTERNATIVES))
    for phrase in _folded_phrases(module.COMPARISONS):
        words.update(phrase)
    return frozenset(words)


EVIDENCE: dict[str, frozenset[str]] = {
    language: _evidence(module) for language, module in zip(LANGUAGES, _MODULES, strict=True)
}


def _by_first_word(phrases: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Phrases grouped by their first word, each group keeping the longest-first order."""
    groups: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        groups.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(group) for first, group in groups.items()}


COMPARISONS_BY_FIRST_WORD = _by_first_word(COMPARISONS)
COMPARISON_POSTPOSITIONS_BY_FIRST_WORD = _by_first_word(COMPARISON_POSTPOSITIONS)

# Orthographic cues per language: letters as written (both cases) and folded word endings.
LETTERS: dict[str, frozenset[str]] = {
    language: frozenset(module.LETTERS + module.LETTERS.upper())
    for language, module in zip(LANGUAGES, _MODULES, strict=True)
}
ENDINGS: dict[str, tuple[str, ...]] = {
    language: tuple(module.ENDINGS) for language, module in zip(LANGUAGES, _MODULES, strict=True)
}


def _merge_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Folded word sequence -> catalogue words, all languages (later languages add targets)."""
    phrases: dict[tuple[str, ...], tuple[str, ...]] = {}
    for module in _MODULES:
        for phrase, words in module.PHRASES.items():
            key = tuple(fold(phrase).split())
            merged = tuple(dict.fromkeys(phrases.get(key, ()) + _folded(words)))
            phrases[key] = merged[:MAX_ALIAS_TARGETS]
    return phrases


PHRASES = _merge_phrases()
PHRASES_BY_FIRST_WORD = _by_first_word(_longest_first(list(PHRASES)))
