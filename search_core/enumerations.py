"""Enumerations in a query: the items of a list of three or more ("totals, dates and vendor names").

The items of such a list name the attributes or the parameters of what is asked (the fields to read from
an invoice, the countries of a holiday calendar), not the service that does it: ranking counts them half
(rank.shared_terms). An item is one word; the list is "a, b, c" or "a, b and c" (", and" too), with the
and/or of any of the seven languages. Deterministic, standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence

from search_core.text import Token

CONJUNCTIONS = frozenset({"and", "or", "y", "e", "o", "u", "et", "ou", "und", "oder", "ed", "ve", "veya"})
MIN_ITEMS = 3


def enumeration_items(text: str, words: Sequence[Token]) -> frozenset[int]:
    """The indexes (in `words`, the tokens of `text`) of the words that are items of an enumeration."""
    found: set[int] = set()
    start = 0
    while start < len(words):
        items = list_from(text, words, start)
        if len(items) >= MIN_ITEMS:
            found.update(items)
            start = items[-1] + 1
        else:
            start += 1
    return frozenset(found)


def list_from(text: str, words: Sequence[Token], first: int) -> list[int]:
    """The items of the list starting at word `first`: it, each word after a comma, and the word after a
    closing conjunction."""
    items = [first]
    index = first
    while index + 1 < len(words):
        between = separator(text, words, index)
        following = words[index + 1].word
        if between == "," and following not in CONJUNCTIONS:
            items.append(index + 1)
            index += 1
            continue
        closes = between in ("", ",") and following in CONJUNCTIONS and len(items) >= 2
        if closes and index + 2 < len(words) and separator(text, words, index + 1) == "":
            items.append(index + 2)
        break
    return items


def separator(text: str, words: Sequence[Token], index: int) -> str:
    """What stands between word `index` and the next, spaces left out."""
    return text[words[index].end : words[index + 1].start].strip()


# "by" names what a request looks things up by ("by zip code"), "about" the subject of the news or papers it
# wants ("headlines about electric cars"): parameters, not the service (7 Dec 2026).
LOOKUP_WORDS = frozenset({"by", "about"})
LOOKUP_REACH = 2


def lookup_items(text: str, words: Sequence[Token], stopwords: frozenset[str]) -> frozenset[int]:
    """The words of what a request looks things up by or asks about ("census data by zip code", "headlines
    about electric cars"): up to LOOKUP_REACH words after "by" or "about", until a stopword or punctuation."""
    found: set[int] = set()
    for index, token in enumerate(words):
        if token.word not in LOOKUP_WORDS:
            continue
        ahead = index
        while ahead + 1 < len(words) and ahead - index < LOOKUP_REACH:
            if separator(text, words, ahead) or words[ahead + 1].word in stopwords:
                break
            ahead += 1
            found.add(ahead)
    return frozenset(found)
