"""Unicode-version-stable folding and tokenization.

Every Unicode decision goes through the Unicode 14 tables in ``lexicon/unicode14.py``: a character is
part of a word only when Unicode 14 assigns it a letter, mark or number category, and ``unicodedata``
(NFKC, case folding) is applied only to characters assigned in Unicode 14. A character added in
Unicode 15 or 16 is therefore a word separator, and passes through ``fold`` unchanged, on every Python
(3.11 has Unicode 14, Pyodide's 3.14 has Unicode 16), so both give identical results.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache

from search_core.lexicon.unicode14 import ASSIGNED, WORD
from search_core.memo import remembered

# Combining diacritical marks removed after canonical decomposition (accents, cedilla, ogonek, ...).
# Only these blocks: marks of other scripts (Indic vowel signs, ...) carry meaning and stay.
DIACRITIC_RANGES: tuple[tuple[int, int], ...] = (
    (0x0300, 0x036F),  # Combining Diacritical Marks
    (0x1AB0, 0x1AFF),  # Combining Diacritical Marks Extended
    (0x1DC0, 0x1DFF),  # Combining Diacritical Marks Supplement
    (0x20D0, 0x20FF),  # Combining Diacritical Marks for Symbols
    (0xFE20, 0xFE2F),  # Combining Half Marks
)
# Letters with no decomposition that users type interchangeably with a plain Latin letter.
LETTER_FOLDS: dict[str, str] = {
    "ı": "i",  # Turkish dotless i (tarayıcı = tarayici)
    "ø": "o",
    "đ": "d",
    "ł": "l",
    "æ": "ae",
    "œ": "oe",
}
APOSTROPHES = "'\u2019"
_ASSIGNED_STARTS = [first for first, _ in ASSIGNED]


def _char_class(ranges: tuple[tuple[int, int], ...]) -> str:
    """A regular-expression character class body for inclusive code point ranges, written with the
    characters themselves: re parses them in half the time of \\U escapes (the big classes are compiled
    at every cold start in the browser)."""
    return "".join(f"{_class_char(first)}-{_class_char(last)}" for first, last in ranges)


def _class_char(code_point: int) -> str:
    """One code point as a character class writes it (escaped where the class syntax would read it)."""
    char = chr(code_point)
    return "\\" + char if char in _CLASS_SYNTAX else char


_CLASS_SYNTAX = frozenset("\\]^-[")


def _word_pattern(word_class: str) -> re.Pattern[str]:
    """A word: word characters, possibly joined by single apostrophes (l'api, API'si, don't)."""
    apostrophe = re.escape(APOSTROPHES)
    return re.compile(f"[{word_class}]+(?:[{apostrophe}][{word_class}]+)*")


_BMP_WORD = tuple((first, min(last, 0xFFFF)) for first, last in WORD if first <= 0xFFFF)
# Three versions of one word pattern, compiled when first needed (the big classes take some 40 ms to
# compile, which matters when Pyodide starts): ASCII text only has the ASCII letters and digits as word
# characters; for text within the Basic Multilingual Plane, re matches a BMP-only class with a bitmap,
# about six times faster than the full class. tests/test_unicode_stability.py checks they agree.
ASCII_WORD_RE = _word_pattern("A-Za-z0-9")
_ASTRAL_RE = re.compile("[\U00010000-\U0010ffff]")
_DIACRITIC_RE = re.compile(f"[{_char_class(DIACRITIC_RANGES)}]+")


@cache
def full_word_re() -> re.Pattern[str]:
    """Words anywhere in Unicode (the WORD table)."""
    return _word_pattern(_char_class(WORD))


@cache
def bmp_word_re() -> re.Pattern[str]:
    """Words in text without astral characters."""
    return _word_pattern(_char_class(_BMP_WORD))


@cache
def _word_char_run_re(astral: bool) -> re.Pattern[str]:
    """Runs of word characters, no apostrophes (to split a folded word)."""
    return re.compile(f"[{_char_class(WORD if astral else _BMP_WORD)}]+")


@cache
def _assigned_run_re() -> re.Pattern[str]:
    """Runs of characters assigned in Unicode 14."""
    return re.compile(f"[{_char_class(ASSIGNED)}]+")


def word_pattern_for(text: str) -> re.Pattern[str]:
    """The fastest word pattern that gives full_word_re()'s results on text."""
    if text.isascii():
        return ASCII_WORD_RE
    return full_word_re() if _ASTRAL_RE.search(text) else bmp_word_re()


def find_words(text: str) -> list[str]:
    """The written words of text, in order."""
    return word_pattern_for(text).findall(text)


# Latin letters: below U+0370 (Basic Latin to IPA, with the combining marks) and Latin Extended Additional;
# a folded word with any other letter is written in another script (Cyrillic, Greek, Han, Arabic ...).
_LATIN_ADDITIONAL = (0x1E00, 0x1EFF)


def in_other_script(word: str) -> bool:
    """A word with a letter of a script other than Latin (by fixed code point ranges, not the Unicode
    database, so the answer is the same on every Python)."""
    low, high = _LATIN_ADDITIONAL
    return any(ord(char) >= 0x370 and not low <= ord(char) <= high for char in word)


def is_word_char(char: str) -> bool:
    """True for a letter, mark or number of Unicode 14."""
    return bool(word_pattern_for(char).match(char))


_LETTER_FOLD_TABLE = str.maketrans(LETTER_FOLDS)


def is_assigned(char: str) -> bool:
    """True when the character is assigned in Unicode 14 (the only ones unicodedata is asked about)."""
    code_point = ord(char)
    index = bisect_right(_ASSIGNED_STARTS, code_point) - 1
    return index >= 0 and ASSIGNED[index][1] >= code_point


def _fold_assigned(run: str) -> str:
    """Fold a run of Unicode-14-assigned characters: NFKC, case fold, strip diacritics."""
    if run.isascii():
        return run.lower()
    text = unicodedata.normalize("NFKC", run).casefold()
    text = _DIACRITIC_RE.sub("", unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFC", text).translate(_LETTER_FOLD_TABLE)


_FOLD_CACHE: dict[str, str] = {}


def fold(text: str) -> str:
    """NFKC + case folding + diacritics removed; characters unassigned in Unicode 14 pass unchanged."""
    return remembered(_FOLD_CACHE, text, _compute_fold)


def _compute_fold(text: str) -> str:
    if text.isascii():
        return text.lower()
    return _assigned_run_re().sub(lambda match: _fold_assigned(match.group()), text)


# French and Italian elided articles and prepositions before an apostrophe (l'API, dell'API).
ELISIONS = frozenset((
    "l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quelqu",
    "dell", "nell", "all", "dall", "sull", "coll", "un", "quest", "quell",
))  # fmt: skip


@dataclass(frozen=True)
class Token:
    """One word of a text: where it is, how it was written, and its folded form."""

    start: int
    end: int
    surface: str  # as written
    word: str  # folded, apostrophe resolved (see resolve_apostrophe)
    elided: str = ""  # a folded elision dropped before the apostrophe (l, d, dell ...)
    negated: bool = False  # an English n't contraction (don't, isn't, can't)


# What follows "I" in an English contraction (I'd, I've, I'm, I'll): the pronoun, not the words "id" or "ill".
ENGLISH_I_CONTRACTIONS = frozenset(("d", "ve", "m", "ll"))


def resolve_apostrophe(folded: str) -> tuple[str, str, bool]:
    """Resolve apostrophes in a folded word: (kept word, dropped elision, is an n't negation).

    l'api -> api (elision l); don't -> dont, negated; api'si / google's -> api / google (the suffix
    after the apostrophe is dropped); i'd / i've -> i; o'reilly -> oreilly (a one-letter head that is no
    elision).
    """
    parts = folded.split("'")
    if len(parts) == 1:
        return folded, "", False
    if len(parts) == 2 and parts[1] == "t" and parts[0].endswith("n"):
        return parts[0] + "t", "", True
    if parts[0] in ELISIONS:
        return "".join(parts[1:]), parts[0], False
    if parts[0] == "i" and len(parts) == 2 and parts[1] in ENGLISH_I_CONTRACTIONS:
        return "i", "", False
    if len(parts[0]) == 1:
        return "".join(parts), "", False
    return parts[0], "", False


def folded_words(word: str) -> list[str]:
    """Fold one word; folding may split it (NFKC of '½' is '1⁄2'), so return its word parts."""
    folded = fold(word)
    if folded.isascii() and folded.isalnum():
        return [folded]
    return _word_char_run_re(bool(_ASTRAL_RE.search(folded))).findall(folded)


_TOKEN_CACHE: dict[str, tuple[tuple[str, str, bool], ...]] = {}


def _resolved_parts(surface: str) -> tuple[tuple[str, str, bool], ...]:
    """(word, elided, negated) for each folded part of one surface word, cached."""
    return remembered(_TOKEN_CACHE, surface, _compute_resolved_parts)


def _compute_resolved_parts(surface: str) -> tuple[tuple[str, str, bool], ...]:
    normalized = surface.replace("\u2019", "'")
    if "'" not in normalized:
        return tuple((part, "", False) for part in folded_words(normalized))
    word, elided, negated = resolve_apostrophe(fold(normalized))
    return tuple((part, elided if i == 0 else "", negated) for i, part in enumerate(folded_words(word)))


# Words whose capitals say what they are: "US" is the country ("US census data"), "us" the pronoun.
WRITTEN_IN_CAPITALS = {"US": "usa"}


def listed_with_and(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else items[0]


def word_set(text: str) -> frozenset[str]:
    """The folded words of text, as tokens reads them ("isn't working": isnt, working)."""
    return frozenset(token.word for token in tokens(text))


def tokens(text: str) -> list[Token]:
    """The words of text in order, with their spans in text and their folded form."""
    result: list[Token] = []
    for match in word_pattern_for(text).finditer(text):
        surface = match.group()
        if surface in WRITTEN_IN_CAPITALS:
            result.append(Token(match.start(), match.end(), surface, WRITTEN_IN_CAPITALS[surface]))
            continue
        for word, elided, negated in _resolved_parts(surface):
            result.append(Token(match.start(), match.end(), surface, word, elided, negated))
    return result


# Letters that are also words of the seven languages ("a", "i", Portuguese "e o", French "il y a"): two of
# them side by side are words, not a spelled-out abbreviation; three or more letters are ("a p i", "o c r").
ONE_LETTER_WORDS = frozenset("aeioy")
# From this many letters, a leading "a" or "i" is the article or pronoun before a spelled-out abbreviation
# ("find me a p d f tool": a pdf tool), not its first letter ("a p i": api).
SPELLED_WITH_ARTICLE = 4


# Abbreviations said letter by letter that are a word of their own written together: "u s" is the country.
SPELLED_OUT_WORDS = {"us": "usa"}


def query_tokens(text: str) -> list[Token]:
    """The words of a query, each run of single letters written apart by spaces joined into one word: how a
    dictation app writes an abbreviation said letter by letter ("p d f" is pdf, "g t f s" gtfs, "maria d b"
    maria db). A catalogue's text is read by `tokens`: this is a reading of requests."""
    words = tokens(text)
    joined: list[Token] = []
    position = 0
    while position < len(words):
        end = position
        while end + 1 < len(words) and _letter_follows(text, words[end], words[end + 1]):
            end += 1
        run = words[position : end + 1]
        if not _spelled_out(run):
            joined.append(words[position])
            position += 1
            continue
        if len(run) >= SPELLED_WITH_ARTICLE and run[0].word in ("a", "i"):
            joined.append(run[0])
            run = run[1:]
        joined.append(_spelled_word(text, run))
        position = end + 1
    return joined


def _spelled_word(text: str, run: list[Token]) -> Token:
    """One token for a run of letters said one by one, written together ("p d f": pdf)."""
    start, stop = run[0].start, run[-1].end
    word = "".join(token.word for token in run)
    return Token(start, stop, text[start:stop], SPELLED_OUT_WORDS.get(word, word))


def _is_letter(token: Token) -> bool:
    return len(token.surface) == 1 and token.surface.isascii() and token.surface.isalpha()


def _letter_follows(text: str, first: Token, second: Token) -> bool:
    """Both words are single letters with nothing but spaces between them."""
    between = text[first.end : second.start]
    return _is_letter(first) and _is_letter(second) and bool(between) and not between.strip(" ")


def _spelled_out(run: list[Token]) -> bool:
    """Single letters written apart that spell an abbreviation: three or more, or two that are no words."""
    if len(run) < 2 or not all(_is_letter(token) for token in run):
        return False
    return len(run) >= 3 or not any(token.word in ONE_LETTER_WORDS for token in run)


_SENTENCE_END = re.compile(r"[.!?;]\s|\n")


def sentences(words: list[Token], text: str) -> list[list[Token]]:
    """The words cut where the text between two of them ends a sentence (". ", "! ", "? ", "; " or a line
    break; not the dot of "node.js")."""
    found: list[list[Token]] = [words[:1]]
    for before, token in itertools.pairwise(words):
        if _SENTENCE_END.search(text[before.end : token.start]):
            found.append([])
        found[-1].append(token)
    return [sentence for sentence in found if sentence]


def sentence_texts(text: str) -> list[str]:
    """The text of each sentence (sentences), from its first word to its last."""
    words = tokens(text)
    return [text[sentence[0].start : sentence[-1].end] for sentence in sentences(words, text)]
