"""Word forms: a small deterministic English stemmer and suffix stripping for alias lookup.

``stem`` maps the word forms of a folded word onto one match key (scrape, scrapes, scraper, scraping,
scraped -> ``scrap``; parse/parser/parsing -> ``pars``; search/searches/searching -> ``search``).
It is used on both sides, the query and the catalogue, so the keys only need to be consistent, not
linguistically exact. ``strip_variants`` yields the Romance, German and Turkish suffix-stripped forms
of a query word; they are only ever used to look a word up in the closed alias table.
"""

from __future__ import annotations

from collections.abc import Iterator

from search_core.lexicon.en import STEM_EXCEPTIONS, VOCABULARY
from search_core.lexicon.places import PLACES
from search_core.lexicon.suffixes import SUFFIX_RULES
from search_core.lexicon.tables import ALIAS_LANGUAGES, ALIASES, SHARED_WORDS
from search_core.memo import remembered

VOWELS = frozenset("aeiouy")
NO_UNDOUBLE = frozenset("lsz")  # install-ing keeps its ll, access its ss
PLURAL_KEEP_ENDINGS = ("ss", "us", "is", "ous")
MAX_STRIP_DEPTH = 3  # Turkish stacks suffixes: tarayici-lar-da, belge-ler-i
MAX_VARIANTS = 48  # bound on strip_variants per word
_STEM_CACHE: dict[str, str] = {}


def _has_vowel(text: str) -> bool:
    return any(char in VOWELS for char in text)


def _strip_plural(word: str) -> str:
    """searches -> search, queries -> query, apis -> api; keeps access, status, analysis."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("sses"):
        return word[:-2]
    if word.endswith("is") and len(word) == 4:
        return word[:-1]  # apis, kpis, guis (four-letter "...is" words are acronym plurals)
    if word.endswith(PLURAL_KEEP_ENDINGS) or not word.endswith("s"):
        return word
    if word.endswith("es") and word[:-2].endswith(("ch", "sh", "x", "z")):
        return word[:-2]
    return word[:-1]


def _undouble(word: str) -> str:
    """mapp -> map, runn -> run (after -ing/-ed/-er), but install stays."""
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in VOWELS and word[-1] not in NO_UNDOUBLE:
        return word[:-1]
    return word


def _strip_inflection(word: str) -> str:
    """-ing and -ed, when a real stem (three letters with a vowel) remains."""
    if word.endswith("ing") and len(word) >= 6 and _has_vowel(word[:-3]):
        return _undouble(word[:-3])
    if word.endswith("ed") and not word.endswith("eed") and len(word) >= 5 and _has_vowel(word[:-2]):
        return _undouble(word[:-2])
    return word


def _strip_derivation(word: str) -> str:
    """-er (scraper), -or (extractor), -ion after t or s (extraction)."""
    if word.endswith("er") and len(word) >= 5 and _has_vowel(word[:-2]):
        return _undouble(word[:-2])
    if word.endswith("or") and len(word) >= 6 and _has_vowel(word[:-2]):
        return word[:-2]
    if word.endswith(("tion", "sion")) and len(word) >= 7:
        return word[:-3]
    return word


def _strip_final_e(word: str) -> str:
    """scrape -> scrap, parse -> pars (so they meet scraping, parsing); free and use stay."""
    if word.endswith("e") and not word.endswith("ee") and len(word) >= 4:
        return word[:-1]
    return word


def compute_stem(word: str) -> str:
    """The match key of one folded word (uncached; see stem)."""
    exception = STEM_EXCEPTIONS.get(word)
    if exception is not None:
        return exception
    if len(word) <= 3 or not word.isascii() or not word.isalpha():
        return word  # api, pdf, x402, 10ms, non-Latin words: whole
    word = _strip_plural(word)
    exception = STEM_EXCEPTIONS.get(word)
    if exception is not None:
        return exception
    word = _strip_inflection(word)
    word = _strip_derivation(word)
    return _strip_final_e(word)


def stem(word: str) -> str:
    """The match key of one folded word, cached (document_keys calls it for every catalogue word)."""
    return remembered(_STEM_CACHE, word, compute_stem)


def strip_variants(word: str) -> Iterator[str]:
    """Suffix-stripped forms of a folded word, breadth first, in a fixed order, bounded.

    busquedas -> busqueda; tarayicilarda -> tarayicilar -> tarayici; ricerche -> ricerca.
    Each variant keeps at least three characters.
    """
    seen = {word}
    frontier = [word]
    produced = 0
    for _ in range(MAX_STRIP_DEPTH):
        next_frontier: list[str] = []
        for current in frontier:
            for suffix, replacement in SUFFIX_RULES:
                if not current.endswith(suffix) or len(current) - len(suffix) < 3:
                    continue
                if _is_double_s(current, suffix):
                    continue
                variant = current[: len(current) - len(suffix)] + replacement
                if variant in seen:
                    continue
                seen.add(variant)
                next_frontier.append(variant)
                yield variant
                produced += 1
                if produced >= MAX_VARIANTS:
                    return
        frontier = next_frontier


def _is_double_s(word: str, suffix: str) -> bool:
    """A plural "s" is never the second of a double s ("cvss", "access", "Prozess"): no language here has
    one."""
    return suffix == "s" and word.endswith("ss")


# --- alias lookup and compound splitting -------------------------------------------------------

MIN_COMPOUND_LENGTH = 6  # shorter words are never split
MAX_COMPOUND_LENGTH = 40  # longer words are never split (bounds the work per word)
MIN_PART_LENGTH = 3
MAX_COMPOUND_PARTS = 3
VOCABULARY_KEYS: frozenset[str] = frozenset(stem(word) for word in VOCABULARY)
# German linking elements and plural endings a compound's non-final part may carry (Dokument-en-analyse).
LINKING_ENDINGS = ("", "s", "es", "n", "en", "e", "er", "ern")
# Every form a non-final compound part may take: an alias word or vocabulary word plus a linking ending.
# Checking heads against this set (not with the full suffix-stripping lookup) keeps splitting cheap.
COMPOUND_HEADS: frozenset[str] = frozenset(
    word + ending
    for word in (*ALIASES, *VOCABULARY)
    for ending in LINKING_ENDINGS
    if len(word) >= MIN_PART_LENGTH
)

_ALIAS_CACHE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
_EXPAND_CACHE: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}


def _alias_candidates(word: str) -> Iterator[str]:
    """The word, its stem, then its suffix-stripped forms (lazily: the first hit wins)."""
    yield word
    yield stem(word)
    yield from strip_variants(word)


def _compute_alias(word: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    for candidate in _alias_candidates(word):
        targets = ALIASES.get(candidate)
        if targets is not None:
            return targets, () if candidate in SHARED_WORDS else ALIAS_LANGUAGES[candidate]
    return (), ()


def lookup_alias(word: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(catalogue words, languages) for a folded query word, trying its stem and suffix-stripped forms; no
    languages for a word other languages write the same way (SHARED_WORDS: no evidence of a language)."""
    return remembered(_ALIAS_CACHE, word, _compute_alias)


def is_known(word: str) -> bool:
    """True for an alias word (in any form) or English catalogue vocabulary."""
    return stem(word) in VOCABULARY_KEYS or bool(lookup_alias(word)[0])


def _is_foreign_alias(word: str) -> bool:
    return any(language != "en" for language in lookup_alias(word)[1])


def _split(word: str, parts_left: int) -> list[str] | None:
    """Known parts that spell word, longest head first; None when there is no such split."""
    if is_known(word):
        return [word]
    if parts_left <= 1:
        return None
    for head_length in range(len(word) - MIN_PART_LENGTH, MIN_PART_LENGTH - 1, -1):
        head = word[:head_length]
        if head not in COMPOUND_HEADS:
            continue
        tail = _split(word[head_length:], parts_left - 1)
        if tail is not None:
            return [head, *tail]
    return None


def split_compound(word: str) -> list[str] | None:
    """Websuche -> [web, suche]; Dokumentenanalyse -> [dokumenten, analyse]; None if not a compound.

    Only words that are not known themselves are split, and only into known parts at least one of
    which is a non-English alias (so English words such as "database" are never cut).
    """
    if (
        not (MIN_COMPOUND_LENGTH <= len(word) <= MAX_COMPOUND_LENGTH)
        or not (word.isascii() and word.isalpha())
        or is_known(word)
    ):
        return None
    parts = _split(word, MAX_COMPOUND_PARTS)
    if parts is None or len(parts) < 2 or not any(_is_foreign_alias(part) for part in parts):
        return None
    if any(part in PLACES for part in parts):
        return None  # a place inside one word is a brand's name (BrasilAPI, Trenitalia), not a compound
    return parts


def expand_word(word: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The query terms one folded word stands for: (term word, alias catalogue words) pairs, cached."""
    return remembered(_EXPAND_CACHE, word, _compute_expansion)


def _compute_expansion(word: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    parts = split_compound(word) or [word]
    return tuple((part, lookup_alias(part)[0]) for part in parts)
