"""Numerical comparisons in a query ("under 100 ms", "≤ 5 €", "10 dolar altında"): numbers and units.

A comparison takes its comparison word or symbol, the number or range and up to two units; none of
them is a search term.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from search_core.lexicon.tables import (
    COMPARISON_POSTPOSITIONS_BY_FIRST_WORD,
    COMPARISONS_BY_FIRST_WORD,
    FOLDED_CURRENCY_WORDS,
    FOLDED_RANGE_JOINERS,
    FOLDED_UNITS,
)
from search_core.lexicon.units import CURRENCY_SYMBOLS, UNIT_JOINERS
from search_core.markers import COMPARISON, is_number
from search_core.spans import Spans

# lexicon/units.py folded, precomputed by scripts/gen_lexicon_tables.py (folding at import cost milliseconds)
UNIT_WORDS = FOLDED_UNITS
JOINERS = frozenset(UNIT_JOINERS)
CURRENCY = FOLDED_CURRENCY_WORDS
RANGE_WORDS = FOLDED_RANGE_JOINERS
NUMBER_JOINERS = (".", ",", "-", "\u2013", " - ", " \u2013 ")  # 10.5, 1,000, 10-20, 10 – 20
# Spaces are listed (not \s) so that no Unicode database is consulted: the same on every Python.
SPACES = " \t\n\r\f\v\u00a0\u1680\u2028\u2029\u202f\u205f\u3000" + "".join(map(chr, range(0x2000, 0x200B)))
_SPACE_RUN = "[" + re.escape(SPACES) + "]*"
_CURRENCY_CLASS = "[" + re.escape(CURRENCY_SYMBOLS) + "]"
SYMBOL_COMPARISON_RE = re.compile(
    f"(?:<=|>=|=<|=>|≤|≥|≦|≧|<|>){_SPACE_RUN}{_CURRENCY_CLASS}?{_SPACE_RUN}[0-9]"
)
TRAILING_UNIT_RE = re.compile(f"{_SPACE_RUN}(?:{_CURRENCY_CLASS}|%)")


def _is_free_number(spans: Spans, index: int) -> bool:
    return spans.is_free(index) and is_number(spans.word(index))


def _last_number_word(spans: Spans, index: int) -> int:
    """Last word of the number starting at index, its parts joined without spaces (10.5, 1,000, 10-20)."""
    last = index
    while _is_free_number(spans, last + 1):
        between = spans.text[spans.words[last].end : spans.words[last + 1].start]
        if between not in NUMBER_JOINERS:
            break
        last += 1
    return last


def _with_units(spans: Spans, last: int) -> int:
    """Last word of up to two units after the number ending at last (ms, per month, per 1000 queries)."""
    for _ in range(2):
        if spans.is_free(last + 1) and spans.word(last + 1) in UNIT_WORDS:
            last += 1
        elif spans.word(last + 1) in JOINERS and spans.word(last + 2) in UNIT_WORDS:
            last += 2
        elif spans.word(last + 1) in JOINERS and is_number(spans.word(last + 2)):
            last += 2  # "$5 per 1000 queries"
            if spans.word(last + 1) in UNIT_WORDS:
                last += 1
        else:
            break
    return last


def number_end(spans: Spans, index: int) -> int:
    """Last token of a number starting at index (10.5, 1,000, 10-20, 10 and 20) and its units."""
    last = _last_number_word(spans, index)
    if spans.word(last + 1) in RANGE_WORDS and _is_free_number(spans, last + 2):
        return number_end(spans, last + 2)
    return _with_units(spans, last)


def take_symbol_comparisons(spans: Spans) -> None:
    """Comparisons by symbol ("< 100 ms", "≤ 5 €"): from the symbol through the number and units."""
    starts = [token.start for token in spans.words]
    for match in SYMBOL_COMPARISON_RE.finditer(spans.text):
        number = bisect_left(starts, match.end() - 1)  # the word holding the matched digit
        if number >= len(spans.words) or not spans.is_free(number):
            continue
        spans.take(COMPARISON, number, number_end(spans, number), (), start=match.start())


def comparison_at(spans: Spans, index: int) -> bool:
    """A comparison word, an optional currency word, then a number: "under 100 ms", "less than usd 5"."""
    for phrase in COMPARISONS_BY_FIRST_WORD.get(spans.word(index), ()):
        if not spans.are_free_and_spell(index, phrase):
            continue
        number = index + len(phrase)
        if spans.word(number) in CURRENCY and spans.is_free(number):
            number += 1
        if _is_free_number(spans, number):
            spans.take(COMPARISON, index, number_end(spans, number), phrase)
            return True
    return False


def _currency_symbols_before(spans: Spans, index: int) -> int:
    """Where the word at index starts, currency symbols written before it included ($5)."""
    start = spans.words[index].start
    while start > 0 and spans.text[start - 1] in CURRENCY_SYMBOLS:
        start -= 1
    return start


def postposition_comparison_at(spans: Spans, index: int) -> bool:
    """A number followed (after at most one word) by a comparison word: 10 dolar altında, 5 ms max."""
    if not is_number(spans.word(index)):
        return False
    end = number_end(spans, index)
    for gap in (end + 1, end + 2):
        for phrase in COMPARISON_POSTPOSITIONS_BY_FIRST_WORD.get(spans.word(gap), ()):
            if spans.are_free_and_spell(gap, phrase):
                last = gap + len(phrase) - 1
                spans.take(COMPARISON, index, last, phrase, start=_currency_symbols_before(spans, index))
                return True
    return False


def is_about_money(phrase: str, words: list[str]) -> bool:
    """A comparison of prices: a currency symbol in its phrase or a currency word among its words."""
    return any(c in phrase for c in CURRENCY_SYMBOLS) or any(w in CURRENCY for w in words)


def with_trailing_unit(text: str, end: int) -> int:
    """End of a comparison, a currency symbol or % written right after it included (5 €, 10 %)."""
    trailing = TRAILING_UNIT_RE.match(text, end)
    return trailing.end() if trailing else end
