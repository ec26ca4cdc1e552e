"""Did you mean: the catalogue word closest to a query word no record holds (docs/search.md, "Typos").

A term is unknown when none of its alternatives' keys is in the index (a word that is neither in the
catalogue nor an alias of a catalogue word). Its candidates are the catalogue's written words (the index's
``words``: folded, ASCII letters, at least 3, of keys held by two records or more), the words of every name
and provider (a brand is usually held by its own record only) and the lexicon's alias words, within a
Damerau-Levenshtein distance (optimal string alignment: an adjacent swap is one edit) of 1 for words of 5
to 7 letters, 2 for longer ones, 3 for a longer word and a candidate that begins with the same 6 letters
("playwrite" -> "playwright"); shorter words are not corrected (too many real words are one edit apart).
The closest wins; ties go to the candidate whose key more records hold, then to the alphabetically first.
When no candidate is close enough, a word is read as the catalogue words it is made of: two joined by "2"
or "4" ("html2md" -> "html to md"), or a catalogue word followed by another ("webpage" -> "web page") or
by a rest when the first is most of the word ("scrapingbee" -> "scraping"). Deterministic and bounded: the
vocabulary is bucketed by length once per compiled index (on the first unknown word) and a letter-set
filter rules out most candidates before the distance is computed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from search_core.analysis import MAX_ALTERNATIVES, Alternative, Term, fold
from search_core.forms import stem
from search_core.index import FIELD_MASK, NAME_PROVIDER_FIELD, Compiled, column_of
from search_core.lexicon.tables import ALIASES
from search_core.match import term_holders
from search_core.memo import remembered
from search_core.text import ASCII_WORD_RE, find_words, query_tokens

MIN_TYPO_LENGTH = 5  # shorter words are never corrected (too many real words are one edit apart)
SHORT_WORD = 7  # words of at most this many letters allow one edit, longer ones two
MAX_JOINED = 3  # at most this many words written apart are joined into one catalogue word
MIN_SPLIT_LENGTH = 7  # a shorter unknown word is never cut into catalogue words
MIN_PART_LETTERS = 3  # the shortest part a word is cut into
_DIGIT_JOINED = re.compile("([a-z]{2,})([24])([a-z]{2,})")
_DIGIT_WORDS = {"2": "to", "4": "for"}
# A longer word allows one edit more towards a candidate beginning with its first PREFIX_LETTERS letters.
PREFIX_LETTERS = 6


@dataclass(frozen=True)
class Correction:
    """A query word no record holds, and the catalogue word it most likely stands for."""

    word: str  # the query's word (folded), as in search.terms; words written apart are joined by spaces
    replacement: str  # the catalogue word or words (folded) to search for instead


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


def name_words(compiled: Compiled) -> list[str]:
    """The folded words of every name and provider (a brand is often held by its own record only). ASCII
    text, the most of it, is lowercased and split in one pass instead of folded word by word (the same
    words, many times faster)."""
    texts = {str(value) for field in ("name", "provider") for value in column_of(compiled.records, field, "")}
    ascii_texts = [text for text in texts if text.isascii()]
    found = set(ASCII_WORD_RE.findall("\n".join(ascii_texts).lower()))
    for text in texts.difference(ascii_texts):
        found.update(fold(word) for word in find_words(text))
    shortest = MIN_TYPO_LENGTH - 1
    return sorted(word for word in found if len(word) >= shortest and word.isascii() and word.isalpha())


def vocabulary(compiled: Compiled) -> dict[int, list[Candidate]]:
    """The candidates by length (made once per compiled index, on the first unknown word)."""
    if compiled.typo_vocabulary is not None:
        return compiled.typo_vocabulary
    frequency: dict[str, int] = {}
    for word in compiled.words:
        frequency[word] = compiled.holders_of(stem(word))
    for word in name_words(compiled):
        frequency.setdefault(word, 1)  # not among the words of keys two records hold: its own record's
    for word, targets in ALIASES.items():
        if " " not in word and word.isascii() and word.isalpha() and word not in frequency:
            frequency[word] = max((compiled.holders_of(stem(target)) for target in targets), default=0)
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
    if len(word) < MIN_TYPO_LENGTH or not (word.isascii() and word.isalnum()):
        return None
    return remembered(compiled.closest_words, word, lambda w: closest_or_split(compiled, w)) or None


def closest_or_split(compiled: Compiled, word: str) -> str:
    """The closest catalogue word, else the catalogue words the word is made of, else ""."""
    if not word.isalpha():
        return digit_joined(compiled, word)
    return closest_in_vocabulary(compiled, word) or known_parts(compiled, word)


def is_catalogue_word(compiled: Compiled, word: str) -> bool:
    """Some record holds the word (or a word form of it), or it is an alias of a word some record holds."""
    targets = (word, *ALIASES.get(word, ()))
    return any(stem(target) in compiled.postings for target in targets)


def digit_joined(compiled: Compiled, word: str) -> str:
    """Two catalogue words joined by "2" (to) or "4" (for): "html2md" -> "html to md", else ""."""
    found = _DIGIT_JOINED.fullmatch(word)
    if found is None:
        return ""
    left, digit, right = found.groups()
    if not (is_catalogue_word(compiled, left) and is_catalogue_word(compiled, right)):
        return ""
    return f"{left} {_DIGIT_WORDS[digit]} {right}"


def known_parts(compiled: Compiled, word: str) -> str:
    """An unknown word that begins with a catalogue word: both parts when the rest is one too ("webscraper"
    -> "web scraper"), else the beginning alone when it is most of the word ("scrapingbee" -> "scraping");
    the longest beginning wins; "" when none."""
    if len(word) < MIN_SPLIT_LENGTH:
        return ""
    for cut in range(len(word) - MIN_PART_LETTERS, MIN_PART_LETTERS - 1, -1):
        head, rest = word[:cut], word[cut:]
        if not is_catalogue_word(compiled, head):
            continue
        if is_catalogue_word(compiled, rest):
            return f"{head} {rest}"
        if 2 * cut >= len(word) and cut >= MIN_TYPO_LENGTH:
            return head
    return ""


def same_start(word: str, candidate: str) -> bool:
    """The same first letter, or the first two swapped: people rarely mistype a short word's first letter, and
    one that differs there is mostly another word ("gmail" is not "email")."""
    return word[:1] == candidate[:1] or word[:2] == candidate[1::-1]


def closest_in_vocabulary(compiled: Compiled, word: str, excluding: str = "") -> str:
    """The search behind `closest`: the best candidate within the word's edit limit (one more for a long word
    and a candidate beginning with the same PREFIX_LETTERS letters: "playwrite" -> "playwright"), or "";
    never `excluding`."""
    limit = max_edits(word)
    long_limit = limit + 1 if len(word) > SHORT_WORD else limit
    prefix = word[:PREFIX_LETTERS]
    letters = letter_set(word)
    buckets = vocabulary(compiled)
    best: tuple[int, int, str] | None = None
    for length in range(len(word) - long_limit, len(word) + long_limit + 1):
        for candidate in buckets.get(length, ()):
            if candidate.word == excluding:
                continue
            allowed = long_limit if candidate.word.startswith(prefix) else limit
            if abs(length - len(word)) > allowed or (letters ^ candidate.letters).bit_count() > 2 * allowed:
                continue
            if len(word) <= SHORT_WORD and not same_start(word, candidate.word):
                continue
            distance = damerau(word, candidate.word, allowed)
            if distance <= allowed:
                ranking = (distance, -candidate.frequency, candidate.word)
                if best is None or ranking < best:
                    best = ranking
    return "" if best is None else best[2]


def in_query_order(text: str, terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms as the query's words hold them, a repeated word repeated ("duck duck go"); the terms as they
    are when one is a multi-word expression or a word is not found."""
    if any(" " in term.word for term in terms):
        return terms
    by_word = {term.word: term for term in terms}
    ordered = tuple(by_word[token.word] for token in query_tokens(text) if token.word in by_word)
    return ordered if {term.word for term in ordered} == set(by_word) else terms


def corrections_of(compiled: Compiled, terms: tuple[Term, ...], text: str = "") -> tuple[Correction, ...]:
    """A correction for each unknown term that has a close catalogue word, in query order; words written
    apart that make one catalogue word ("mongo db", "duck duck go" with its repeated word: `text` is the
    query's wording) are joined first."""
    terms = in_query_order(text, terms) if text else terms
    found: list[Correction] = []
    position = 0
    while position < len(terms):
        joined = joined_correction(compiled, terms[position : position + MAX_JOINED])
        if joined is not None:
            found.append(joined)
            position += joined.word.count(" ") + 1
            continue
        term = terms[position]
        if is_unknown(compiled, term):
            replacement = closest(compiled, term.word)
            if replacement is not None and replacement != term.word:
                found.append(Correction(term.word, replacement))
        position += 1
    return tuple(dict.fromkeys(found))


def joined_correction(compiled: Compiled, run: tuple[Term, ...]) -> Correction | None:
    """The first terms of a run, when one of them is unknown and, written together, they are a catalogue
    word ("mongo db" -> "mongodb", "duck duck go" -> "duckduckgo"); the longest such run wins."""
    for size in range(len(run), 1, -1):
        words = [term.word for term in run[:size]]
        joined = "".join(words)
        if (
            len(joined) >= MIN_TYPO_LENGTH
            and joined.isascii()
            and joined.isalnum()
            and any(is_unknown(compiled, term) for term in run[:size])
            and is_catalogue_word(compiled, joined)
        ):
            return Correction(" ".join(words), joined)
    return None


NAME_SHARE = 3  # a joined word is a brand when 1 record in 3 of those holding it has it in its name


def names_a_brand(compiled: Compiled, key: str) -> bool:
    """The key is mostly a name: at least one record in NAME_SHARE of those holding it holds it in its name
    or provider ("duckduckgo", not "webpage", which descriptions use and one name holds)."""
    masks = compiled.matches_of(key).values()
    named = sum(1 for mask in masks if mask & NAME_PROVIDER_FIELD)
    return named > 0 and named * NAME_SHARE >= len(masks)


def joined_name_terms(compiled: Compiled, text: str, terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms, each word of a run of adjacent query words that, written together, make a brand (a word
    mostly found in names and providers: names_a_brand) also matching that word, as an alias ("duck duck go":
    DuckDuckGo; "mongo db": MongoDB). Runs of up to MAX_JOINED words, repeated words kept, the longest first;
    the query's words are still searched as they are."""
    if len(terms) < 2:
        return terms
    positions = {term.word: position for position, term in enumerate(terms) if " " not in term.word}
    sequence = [positions.get(token.word) for token in query_tokens(text)]
    added: dict[int, list[Alternative]] = {}
    start = 0
    while start < len(sequence):
        runs = (sequence[start : start + size] for size in range(MAX_JOINED, 1, -1))
        found = next((brand for run in runs if (brand := joined_brand(compiled, terms, run))), None)
        if found is None:
            start += 1
            continue
        joined, run = found
        for position in dict.fromkeys(run):
            added.setdefault(position, []).append(Alternative(stem(joined), joined, True))
        start += len(run)
    if not added:
        return terms
    return tuple(with_alternatives(term, added.get(position, [])) for position, term in enumerate(terms))


def joined_brand(
    compiled: Compiled, terms: tuple[Term, ...], run: list[int | None]
) -> tuple[str, list[int]] | None:
    """The query words of `run` (term positions) written together, and their positions, when they are all
    searched words (at least two), none unknown (that is left to "did you mean": joined_correction), and
    together a brand (names_a_brand); else None."""
    positions = [position for position in run if position is not None]
    if len(positions) < max(len(run), 2):
        return None
    run_terms = [terms[position] for position in positions]
    if any(is_unknown(compiled, term) for term in run_terms):
        return None
    joined = "".join(term.word for term in run_terms)
    if len(joined) < MIN_TYPO_LENGTH or not (joined.isascii() and joined.isalnum()):
        return None
    return (joined, positions) if names_a_brand(compiled, stem(joined)) else None


def with_alternatives(term: Term, extra: list[Alternative]) -> Term:
    """The term with the extra alternatives whose keys it lacks, within MAX_ALTERNATIVES."""
    alternatives = list(term.alternatives)
    for alternative in extra:
        if len(alternatives) < MAX_ALTERNATIVES and all(
            alternative.key != found.key for found in alternatives
        ):
            alternatives.append(alternative)
    return Term(term.word, tuple(alternatives))


MISSPELT_RATIO = 20  # a word one record holds is read as a misspelling of a word this many times commoner


@dataclass(frozen=True)
class Respelling:
    """Best effort: a query word one record's name carries, also searched as the common word it misspells."""

    word: str  # the query's word (folded)
    also: str  # the catalogue word also searched for


def respelled_terms(
    compiled: Compiled, terms: tuple[Term, ...]
) -> tuple[tuple[Term, ...], tuple[Respelling, ...]]:
    """The terms, each word that reads as a misspelling a record's name carries (misspelling) also matching
    the word it misspells, as an alias; and those respellings."""
    found: list[Respelling] = []
    result: list[Term] = []
    for position, term in enumerate(terms):
        also = misspelling(compiled, terms, position)
        if also:
            found.append(Respelling(term.word, also))
            term = with_alternatives(term, [Alternative(stem(also), also, True)])
        result.append(term)
    return tuple(result), tuple(found)


def misspelling(compiled: Compiled, terms: tuple[Term, ...], position: int) -> str:
    """The common word a query word misspells, or "": a word of at least MIN_TYPO_LENGTH letters, without
    aliases, held by one record only and there in its name or provider alone, that record meeting no other
    word of the query (of at least two), and a catalogue word within the edit limit held by MISSPELT_RATIO
    records or more ("brave serch": "serch" is in the name "perplexity-serch-v2" only; "search")."""
    term = terms[position]
    word = term.word
    if len(terms) < 2 or len(term.alternatives) > 1 or len(word) < MIN_TYPO_LENGTH or not word.isalpha():
        return ""
    holders = compiled.matches_of(term.alternatives[0].key)
    if len(holders) != 1 or not word.isascii():
        return ""
    ((record, mask),) = holders.items()
    if mask & FIELD_MASK != NAME_PROVIDER_FIELD:
        return ""
    if any(record in term_holders(compiled, other) for index, other in enumerate(terms) if index != position):
        return ""
    also = closest_in_vocabulary(compiled, word, excluding=word)
    return also if also and compiled.holders_of(stem(also)) >= MISSPELT_RATIO else ""
