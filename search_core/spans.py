"""Which words of a query the unsupported conditions take: the state the condition recognizers share.

The recognizers (``comparisons``, ``conditions``) walk the tokens once; a word taken by a condition is
no search term, except the content words of an exclusion or alternative (its operands).
"""

from __future__ import annotations

from dataclasses import dataclass

from search_core.markers import COMPARISON, TERM, is_content_word
from search_core.terms import Phrases
from search_core.text import Token


@dataclass
class Span:
    """A condition being built: its kind and token span (first, last), plus its character span."""

    kind: str
    first: int
    last: int
    start: int  # character span in the query
    end: int
    markers: tuple[str, ...]


class Spans:
    """The query's tokens and what the conditions found so far have taken of them."""

    def __init__(self, text: str, words: list[Token], roles: dict[int, str]) -> None:
        self.text = text
        self.words = words
        self.roles = roles
        self.found: list[Span] = []
        self.consumed: set[int] = set()
        self.operands: set[int] = set()  # consumed words that stay search terms (pdf in "pdf or csv")
        self.phrase_starts: dict[int, int] = {}  # each word of a multi-word expression -> its first word
        self.phrase_words: dict[int, str] = {}  # first word of an expression -> the expression, folded
        # words opening and joining a list of examples ("like", "or"), and the "or not" of "whether": dropped
        self.examples: set[int] = set()

    def add_phrases(self, phrases: Phrases) -> None:
        """Words of multi-word expressions are taken before any condition is looked for."""
        for first, (last, _) in phrases.items():
            self.phrase_words[first] = " ".join(token.word for token in self.words[first : last + 1])
            for index in range(first, last + 1):
                self.consumed.add(index)
                self.phrase_starts[index] = first

    def word(self, index: int) -> str:
        """The folded word at index, or "" outside the query."""
        return self.words[index].word if 0 <= index < len(self.words) else ""

    def is_free(self, index: int) -> bool:
        """A word of the query that no condition or expression has taken yet."""
        return 0 <= index < len(self.words) and index not in self.consumed

    def are_free_and_spell(self, first: int, phrase: tuple[str, ...]) -> bool:
        """The free words from first on are exactly the phrase's words."""
        last = first + len(phrase) - 1
        return all(
            self.is_free(i) and self.word(i) == w for i, w in zip(range(first, last + 1), phrase, strict=True)
        )

    def take(self, kind: str, first: int, last: int, markers: tuple[str, ...], start: int = -1) -> None:
        """Record a condition over words first..last (from character start, default the first word's)."""
        start = self.words[first].start if start < 0 else start
        self.found.append(Span(kind, first, last, start, self.words[last].end, markers))
        self.consumed.update(range(first, last + 1))
        if kind != COMPARISON:
            self.operands.update(i for i in range(first, last + 1) if self.is_operand(i, markers))

    def extend(self, span: Span, first: int, last: int, marker: str) -> None:
        """Grow a found condition over words first..last, another marker included ("pdf or csv or json")."""
        span.last, span.end = last, self.words[last].end
        span.markers = (*span.markers, marker)
        self.consumed.update(range(first, last + 1))
        self.operands.update(i for i in range(first, last + 1) if self.is_operand(i, span.markers))

    def is_operand(self, index: int, markers: tuple[str, ...]) -> bool:
        """A content word inside an exclusion or alternative: it stays a search term."""
        token = self.words[index]
        if index in self.phrase_starts:
            return False  # an expression is one term already
        return token.word not in markers and not token.negated and self.is_content(index)

    def role(self, index: int) -> str | None:
        """The role resolved for an ambiguous marker word, None for any other word."""
        return self.roles.get(index)

    def is_content(self, index: int) -> bool:
        """A word that can be a search term, by its resolved role or else by its word."""
        token = self.words[index]
        return self.role(index) == TERM or (self.role(index) is None and is_content_word(token))

    def next_content(self, index: int, limit: int = 3) -> int:
        """Index of the next free content word within limit words after index, or -1."""
        for offset in range(1, limit + 1):
            candidate = index + offset
            if not self.is_free(candidate):
                return -1
            if self.is_content(candidate):
                return candidate
        return -1

    def previous_content(self, index: int, limit: int = 3) -> int:
        """Index of the nearest content word within limit words before index (taken or not), or -1."""
        for offset in range(1, limit + 1):
            candidate = index - offset
            if candidate < 0:
                return -1
            if self.is_content(candidate):
                return candidate
        return -1
