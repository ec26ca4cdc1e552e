"""The language layer: what a query asks for, and the match keys of catalogue text.

``analyze_query`` turns a query into Terms (each must match: AND; a term's alternatives are OR),
the words it dropped, and the Conditions it cannot honour (exclusions, alternatives, numerical
comparisons), which are reported with the phrase as written, never silently dropped.
``document_keys`` gives the match keys of a catalogue field. A term matches a field when one of its
alternatives' keys is among the field's keys. Deterministic, standard library only, no I/O; the rules
are documented in docs/language.md.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass

from search_core.forms import expand_word, lookup_alias, stem
from search_core.lexicon import pt
from search_core.lexicon.tables import (
    ALTERNATIVES,
    COMPARISON_POSTPOSITIONS_BY_FIRST_WORD,
    COMPARISONS_BY_FIRST_WORD,
    ENDINGS,
    EVIDENCE,
    EXCLUSION_POSTPOSITIONS,
    EXCLUSIONS,
    LANGUAGES,
    LETTERS,
    PHRASES,
    PHRASES_BY_FIRST_WORD,
    STOPWORDS,
)
from search_core.lexicon.units import CURRENCY_SYMBOLS, CURRENCY_WORDS, RANGE_JOINERS, UNIT_JOINERS, UNITS
from search_core.text import Token, find_words, fold, is_word_char, tokens

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

MAX_ALTERNATIVES = 4
EXCLUSION = "exclusion"
ALTERNATIVE = "alternative"
COMPARISON = "comparison"
STOPWORD = "stopword"
TERM = "term"


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


@dataclass(frozen=True)
class Condition:
    """A condition the search cannot honour, quoted as written."""

    kind: str  # "exclusion" | "alternative" | "comparison"
    phrase: str  # the phrase as written in the query, to quote in a warning
    suggestion: str  # how to express it instead (a filter, or plain terms), in English


@dataclass(frozen=True)
class Analysis:
    """Everything analyze_query found in a query."""

    terms: tuple[Term, ...]
    dropped: tuple[str, ...]  # stopwords / marker words dropped (folded)
    conditions: tuple[Condition, ...]


# --- marker words that mean different things in different languages (docs/language.md) -----------

AMBIGUOUS = frozenset(("no", "o", "ou", "ya", "u", "sem"))
ADJECTIVE_TARGETS = frozenset(("free",))  # alias targets that are no nouns (for Portuguese "no")
DIGITS = "0123456789"
UNIT_WORDS = frozenset(fold(word) for word in UNITS)
JOINERS = frozenset(UNIT_JOINERS)
CURRENCY = frozenset(fold(word) for word in CURRENCY_WORDS)
RANGE_WORDS = frozenset(fold(word) for word in RANGE_JOINERS)
NUMBER_JOINERS = (".", ",", "-", "\u2013", " - ", " \u2013 ")  # 10.5, 1,000, 10-20, 10 – 20
MARKERS = EXCLUSIONS | EXCLUSION_POSTPOSITIONS | ALTERNATIVES | AMBIGUOUS
# Alternative openers and the word that closes them: "either pdf or csv", "ya pdf ya da csv".
PAIRED_ALTERNATIVES = {"either": "or", "entweder": "oder", "ya": "da", "soit": "ou"}
TURKISH_OR_CLOSERS = frozenset(("da", "de", "ya"))
DASHES = "-\u2212"
# Spaces are listed (not \s) so that no Unicode database is consulted: the same on every Python.
SPACES = " \t\n\r\f\v\u00a0\u1680\u2028\u2029\u202f\u205f\u3000" + "".join(map(chr, range(0x2000, 0x200B)))
_SPACE_RUN = "[" + re.escape(SPACES) + "]*"
_CURRENCY_CLASS = "[" + re.escape(CURRENCY_SYMBOLS) + "]"
SYMBOL_COMPARISON_RE = re.compile(
    f"(?:<=|>=|=<|=>|≤|≥|≦|≧|<|>){_SPACE_RUN}{_CURRENCY_CLASS}?{_SPACE_RUN}[0-9]"
)
TRAILING_UNIT_RE = re.compile(f"{_SPACE_RUN}(?:{_CURRENCY_CLASS}|%)")


def _is_number(word: str) -> bool:
    return word[:1] in DIGITS and word != ""


def word_languages(token: Token) -> list[str]:
    """The languages a query word suggests: its lexicon entries, else the alias it reaches, plus its
    spelling (ã, ñ, ß, ı ...) and ending (-ção, -ción, -zione, -ung ...)."""
    word = token.word
    languages = [language for language in LANGUAGES if word in EVIDENCE[language]]
    if not languages:
        languages = list(lookup_alias(word)[1])
    for language in LANGUAGES:
        if any(char in LETTERS[language] for char in token.surface) or (
            len(word) > 4 and word.endswith(ENDINGS[language])
        ):
            languages.append(language)
    return list(dict.fromkeys(languages))


def language_scores(words: list[Token]) -> dict[str, int]:
    """How many of the query's words (other than ambiguous markers and numbers) suggest each language."""
    scores = dict.fromkeys(LANGUAGES, 0)
    for token in words:
        if token.word in AMBIGUOUS or _is_number(token.word):
            continue
        for language in word_languages(token):
            scores[language] += 1
    return scores


def _is_content(token: Token) -> bool:
    """A word that can be a search term: not a stopword, marker or number."""
    return token.word not in STOPWORDS and token.word not in MARKERS and not _is_number(token.word)


def _role_of_no(index: int, words: list[Token], scores: dict[str, int]) -> str:
    """Portuguese "no" (in the) in a query more Portuguese than English and than Spanish, or as
    Portuguese as Spanish when a noun follows; otherwise "no" / "not" excludes."""
    if index + 1 >= len(words):
        return EXCLUSION
    if scores["pt"] <= scores["en"] or scores["pt"] < scores["es"]:
        return EXCLUSION
    if scores["pt"] > scores["es"] or _is_noun(words[index + 1].word):
        return STOPWORD
    return EXCLUSION


def _is_noun(word: str) -> bool:
    """A noun by our data: an alias of a catalogue noun, or a Portuguese/Spanish noun ending."""
    targets = lookup_alias(word)[0]
    if targets:
        return not all(target in ADJECTIVE_TARGETS for target in targets)
    return len(word) > 4 and word.endswith(pt.NOUN_ENDINGS)


def _role_of_o(index: int, words: list[Token], scores: dict[str, int]) -> str:
    """Spanish/Italian "o" (or) between two content words, unless the query reads as Portuguese or
    Turkish (article / pronoun)."""
    between = 0 < index < len(words) - 1 and _is_content(words[index - 1]) and _is_content(words[index + 1])
    romance_or = max(scores["es"], scores["it"])
    if between and scores["pt"] <= romance_or and scores["tr"] <= romance_or:
        return ALTERNATIVE
    return STOPWORD


def _role_of(index: int, words: list[Token], scores: dict[str, int]) -> str:
    """The role of an ambiguous marker word at index."""
    token = words[index]
    word = token.word
    if word == "no":
        return _role_of_no(index, words, scores)
    if word == "o":
        return _role_of_o(index, words, scores)
    if word == "ou":  # French "où" (where) is written with its accent; "ou" is or (fr, pt)
        return STOPWORD if token.surface.casefold() not in ("ou",) else ALTERNATIVE
    if word == "ya":  # Turkish "ya ... ya da" (either ... or); Spanish "ya" (already) otherwise
        following = [t.word for t in words[index + 1 : index + 5]]
        return ALTERNATIVE if any(w in TURKISH_OR_CLOSERS for w in following) else STOPWORD
    if word == "u":  # Spanish "u" is "or" before a word starting with o / ho
        between = 0 < index < len(words) - 1
        return ALTERNATIVE if between and words[index + 1].word.startswith(("o", "ho")) else STOPWORD
    if word == "sem":  # Portuguese "sem" (without); "SEM" in capitals is the acronym
        return TERM if token.surface.isascii() and token.surface.isupper() else EXCLUSION
    return STOPWORD


def _hyphen_joined(index: int, words: list[Token], text: str) -> bool:
    """True when the word is joined to the next by a hyphen: no-code, non-profit, sans-serif."""
    if index + 1 >= len(words):
        return False
    end = words[index].end
    return words[index + 1].start == end + 1 and text[end] in DASHES


def resolve_ambiguous(words: list[Token], text: str) -> dict[int, str]:
    """Roles (stopword, exclusion, alternative, term) of ambiguous marker words, by index.

    An exclusion word hyphen-joined to the next word is part of a compound name (no-code, non-profit),
    not a condition: a stopword.
    """
    roles: dict[int, str] = {}
    scores: dict[str, int] | None = None
    for index, token in enumerate(words):
        if token.word in AMBIGUOUS:
            scores = scores if scores is not None else language_scores(words)
            roles[index] = _role_of(index, words, scores)
        is_exclusion = token.word in EXCLUSIONS or roles.get(index) == EXCLUSION
        if is_exclusion and _hyphen_joined(index, words, text):
            roles[index] = STOPWORD
    return roles


# --- unsupported conditions -------------------------------------------------------------------------


@dataclass
class _Found:
    """A condition being built: its kind and token span (first, last), plus extra characters."""

    kind: str
    first: int
    last: int
    start: int  # character span in the query
    end: int
    markers: tuple[str, ...]


class _ConditionFinder:
    """Walks the tokens once, recognizing conditions; tokens it takes are not search terms."""

    def __init__(self, text: str, words: list[Token], roles: dict[int, str]) -> None:
        self.text = text
        self.words = words
        self.roles = roles
        self.found: list[_Found] = []
        self.consumed: set[int] = set()
        self.operands: set[int] = set()  # consumed words that stay search terms (pdf in "pdf or csv")
        self.phrase_starts: dict[int, int] = {}  # each word of a multi-word expression -> its first word
        self.phrase_words: dict[int, str] = {}  # first word of an expression -> the expression, folded

    def add_phrases(self, phrases: dict[int, tuple[int, tuple[str, ...]]]) -> None:
        """Words of multi-word expressions are taken before any condition is looked for."""
        for first, (last, _) in phrases.items():
            self.phrase_words[first] = " ".join(token.word for token in self.words[first : last + 1])
            for index in range(first, last + 1):
                self.consumed.add(index)
                self.phrase_starts[index] = first

    # helpers
    def _word(self, index: int) -> str:
        return self.words[index].word if 0 <= index < len(self.words) else ""

    def _free(self, index: int) -> bool:
        return 0 <= index < len(self.words) and index not in self.consumed

    def _take(self, kind: str, first: int, last: int, markers: tuple[str, ...], start: int = -1) -> None:
        start = self.words[first].start if start < 0 else start
        self.found.append(_Found(kind, first, last, start, self.words[last].end, markers))
        self.consumed.update(range(first, last + 1))
        if kind != COMPARISON:
            self.operands.update(i for i in range(first, last + 1) if self._is_operand(i, markers))

    def _is_operand(self, index: int, markers: tuple[str, ...]) -> bool:
        """A content word inside an exclusion or alternative: it stays a search term."""
        token = self.words[index]
        if index in self.phrase_starts:
            return False  # an expression is one term already
        return token.word not in markers and not token.negated and self._is_content(index)

    def _role(self, index: int) -> str | None:
        return self.roles.get(index)

    def _is_content(self, index: int) -> bool:
        token = self.words[index]
        return self._role(index) == TERM or (self._role(index) is None and _is_content(token))

    def _next_content(self, index: int, limit: int = 3) -> int:
        """Index of the next free content word within limit words after index, or -1."""
        for offset in range(1, limit + 1):
            candidate = index + offset
            if not self._free(candidate):
                return -1
            if self._is_content(candidate):
                return candidate
        return -1

    def _previous_content(self, index: int, limit: int = 3) -> int:
        for offset in range(1, limit + 1):
            candidate = index - offset
            if candidate < 0:
                return -1
            if self._is_content(candidate):
                return candidate
        return -1

    def _number_end(self, index: int) -> int:
        """Last token of a number starting at index (10.5, 1,000, 10-20, 10 and 20) and its units."""
        last = index
        while self._free(last + 1) and _is_number(self._word(last + 1)):
            between = self.text[self.words[last].end : self.words[last + 1].start]
            if between not in NUMBER_JOINERS:
                break
            last += 1
        if self._word(last + 1) in RANGE_WORDS and self._free(last + 2) and _is_number(self._word(last + 2)):
            return self._number_end(last + 2)
        for _ in range(2):
            if self._free(last + 1) and self._word(last + 1) in UNIT_WORDS:
                last += 1
            elif self._word(last + 1) in JOINERS and self._word(last + 2) in UNIT_WORDS:
                last += 2
            elif self._word(last + 1) in JOINERS and _is_number(self._word(last + 2)):
                last += 2  # "$5 per 1000 queries"
                if self._word(last + 1) in UNIT_WORDS:
                    last += 1
            else:
                break
        return last

    # recognizers
    def symbol_comparisons(self) -> None:
        """Comparisons by symbol ("< 100 ms", "≤ 5 €"): from the symbol through the number and units."""
        starts = [token.start for token in self.words]
        for match in SYMBOL_COMPARISON_RE.finditer(self.text):
            number = bisect_left(starts, match.end() - 1)  # the word holding the matched digit
            if number >= len(self.words) or not self._free(number):
                continue
            self._take(COMPARISON, number, self._number_end(number), (), start=match.start())

    def dash_exclusions(self) -> None:
        for index, token in enumerate(self.words):
            dash = token.start - 1
            if dash < 0 or self.text[dash] not in DASHES or not self._free(index):
                continue
            before = self.text[dash - 1] if dash > 0 else " "
            if not is_word_char(before) and before not in DASHES:
                self._take(EXCLUSION, index, index, (), start=dash)

    def _comparison_at(self, index: int) -> bool:
        for phrase in COMPARISONS_BY_FIRST_WORD.get(self._word(index), ()):
            last = index + len(phrase) - 1
            if not all(
                self._free(i) and self._word(i) == w
                for i, w in zip(range(index, last + 1), phrase, strict=True)
            ):
                continue
            number = last + 1
            if self._word(number) in CURRENCY and self._free(number):
                number += 1
            if self._free(number) and _is_number(self._word(number)):
                self._take(COMPARISON, index, self._number_end(number), phrase)
                return True
        return False

    def _postposition_comparison_at(self, index: int) -> bool:
        """A number followed (after at most one word) by a comparison word: 10 dolar altında, 5 ms max."""
        if not _is_number(self._word(index)):
            return False
        number_end = self._number_end(index)
        for gap in (number_end + 1, number_end + 2):
            for phrase in COMPARISON_POSTPOSITIONS_BY_FIRST_WORD.get(self._word(gap), ()):
                last = gap + len(phrase) - 1
                if all(
                    self._free(i) and self._word(i) == w
                    for i, w in zip(range(gap, last + 1), phrase, strict=True)
                ):
                    self._take(COMPARISON, index, last, phrase, start=self._currency_before(index))
                    return True
        return False

    def _currency_before(self, index: int) -> int:
        start = self.words[index].start
        while start > 0 and self.text[start - 1] in CURRENCY_SYMBOLS:
            start -= 1
        return start

    def _is_exclusion_marker(self, index: int) -> bool:
        token, role = self.words[index], self._role(index)
        return role == EXCLUSION or token.negated or (role is None and token.word in EXCLUSIONS)

    def _exclusion_at(self, index: int) -> bool:
        """Exclusions such as "without ads", "don't pay": the marker and the next content word."""
        if not self._is_exclusion_marker(index):
            return False
        following = self._next_content(index)
        self._take(EXCLUSION, index, following if following >= 0 else index, (self._word(index),))
        return True

    def _postposition_exclusion_at(self, index: int) -> bool:
        """Turkish exclusions ("reklam olmadan"): the previous content word and the marker."""
        if self._role(index) is not None or self._word(index) not in EXCLUSION_POSTPOSITIONS:
            return False
        previous = self._previous_content(index)
        first = previous if previous >= 0 and self._free(previous) else index
        self._take(EXCLUSION, first, index, (self._word(index),))
        return True

    def _is_alternative_marker(self, index: int) -> bool:
        role = self._role(index)
        return role == ALTERNATIVE or (role is None and self._word(index) in ALTERNATIVES)

    def _alternative_right_start(self, index: int) -> tuple[int, bool]:
        """Where the right operand search starts, and whether the marker opens a pair (either ... or)."""
        word = self._word(index)
        if word == "ya" and self._word(index + 1) in TURKISH_OR_CLOSERS:
            return index + 1, False  # "pdf ya da csv": ya da is the "or" itself
        closer = PAIRED_ALTERNATIVES.get(word)
        if closer is None:
            return index, False
        end = min(index + 7, len(self.words))
        return next((i for i in range(index + 1, end) if self._word(i) == closer), index), True

    def _alternative_at(self, index: int) -> bool:
        """Alternatives ("pdf or csv", "either pdf or csv"): from the left operand to the right one."""
        if not self._is_alternative_marker(index):
            return False
        marker = self._word(index)
        right_from, paired = self._alternative_right_start(index)
        right = self._next_content(right_from)
        left = index if paired else self._previous_content(index)
        last = right if right >= 0 else max(right_from, index)
        previous = self.found[-1] if self.found else None
        if previous is not None and previous.kind == ALTERNATIVE and previous.first <= left <= previous.last:
            previous.last, previous.end = last, self.words[last].end  # "pdf or csv or json": one phrase
            previous.markers = (*previous.markers, marker)
            self.consumed.update(range(index, last + 1))
            self.operands.update(i for i in range(index, last + 1) if self._is_operand(i, previous.markers))
            return True
        if left >= 0 and left in self.phrase_starts:
            first = self.phrase_starts[left]  # "pdf sin cabeza o csv": the expression is the operand
        else:
            first = left if left >= 0 and self._free(left) else index
        self._take(ALTERNATIVE, first, last, (marker,))
        return True

    def run(self) -> None:
        self.symbol_comparisons()
        self.dash_exclusions()
        for index in range(len(self.words)):
            if not self._free(index):
                continue
            if self._comparison_at(index) or self._postposition_comparison_at(index):
                continue
            if self._exclusion_at(index) or self._postposition_exclusion_at(index):
                continue
            self._alternative_at(index)

    def phrase(self, found: _Found) -> str:
        end = found.end
        if found.kind == COMPARISON:
            trailing = TRAILING_UNIT_RE.match(self.text, end)
            if trailing:
                end = trailing.end()
        return self.text[found.start : end].strip(SPACES)


# --- suggestions ---------------------------------------------------------------------------------------

PRICING_KEYS = frozenset(
    stem(word)
    for word in (
        "pay",
        "paid",
        "payment",
        "price",
        "cost",
        "fee",
        "subscription",
        "charge",
        "billing",
        "money",
        "free",
    )
)


def _operands(finder: _ConditionFinder, found: _Found) -> list[str]:
    """The condition's content words (folded, an expression as one), without its markers."""
    operands: list[str] = []
    for index in range(found.first, found.last + 1):
        if index in finder.phrase_words:
            operands.append(finder.phrase_words[index])
        elif index in finder.phrase_starts or finder.words[index].word in found.markers:
            continue
        elif finder._is_content(index):
            operands.append(finder.words[index].word)
    return operands


# Words of a prohibition on connecting an account now ("without login", "ohne Anmeldung", "sin cuenta").
ACCOUNT_KEYS = frozenset(
    stem(word)
    for word in (
        "account",
        "login",
        "logon",
        "signup",
        "registration",
        "register",
        "auth",
        "authentication",
        "oauth",
        "credential",
        "credentials",
        "key",
        "anmeldung",
        "konto",
        "registrierung",
        "cuenta",
        "registro",
        "compte",
        "inscription",
        "conta",
        "cadastro",
        "iscrizione",
        "hesap",
        "kayit",
        "uyelik",
    )
)


# The act of paying (a prohibition on paying now), as opposed to a price model (free, subscription).
PAYMENT_KEYS = frozenset(stem(word) for word in ("pay", "paying", "payment", "charge", "billing", "money"))


def _keys_of(word: str) -> set[str]:
    """The word's match key and those of the catalogue words it is an alias of."""
    return {stem(word)} | {stem(target) for target in lookup_alias(word)[0]}


def _is_pricing(word: str) -> bool:
    return bool(_keys_of(word) & PRICING_KEYS)


def _is_payment(word: str) -> bool:
    return bool(_keys_of(word) & PAYMENT_KEYS)


def _is_account(word: str) -> bool:
    return stem(word) in ACCOUNT_KEYS


FILTER_VALUES = {
    "protocol": ("mcp", "rest", "x402"),
    "category": ("search", "extraction", "data", "browser", "documents"),
    "pricing": ("free", "freemium", "usage-based", "subscription"),
}


def _filter_for(words: list[str]) -> str | None:
    """The filter whose values all these words name (by match key), if any."""
    for name, values in FILTER_VALUES.items():
        keys = {stem(value) for value in values}
        if words and all(stem(word) in keys for word in words):
            return name
    return None


def _comparison_suggestion(quoted: str, money: bool) -> str:
    if money:
        return (
            f"Numerical comparisons are not supported: remove {quoted} and use the pricing filter "
            "(free, freemium, usage-based, subscription) to narrow by price."
        )
    return (
        f"Numerical comparisons are not supported: remove {quoted} and compare the results' "
        "recorded details yourself."
    )


def _alternative_suggestion(quoted: str, operands: list[str]) -> str:
    if len(operands) < 2:
        return f"Alternatives are not supported: remove {quoted} and search once for each alternative."
    each = ", then ".join(f'"{word}"' for word in operands)
    filter_name = _filter_for(operands)
    if filter_name is not None:
        return (
            f"Alternatives are not supported: search once with the {filter_name} filter "
            f"set to each value ({each})."
        )
    return f"Alternatives are not supported: search once for each alternative instead ({each})."


def _exclusion_suggestion(quoted: str, operands: list[str]) -> str:
    if any(_is_payment(word) for word in operands):
        # A prohibition on paying now is not a preference for free services (the contract says so).
        return (
            f"Exclusions are not supported: remove {quoted}. If paying is only ruled out for now, keep the "
            "complete wording in originalRequest with executionPolicy payments false: that does not exclude "
            'paid services from discovery. Use the pricing filter (for example "free") only when only free '
            "services are wanted."
        )
    if any(_is_pricing(word) for word in operands):
        return (
            f"Exclusions are not supported: remove {quoted} and use the pricing filter "
            "(free, freemium, usage-based, subscription) for the price model you want."
        )
    if any(_is_account(word) for word in operands):
        return (
            f"Exclusions are not supported: remove {quoted}. If connecting an account is only ruled out for "
            "now, keep the complete wording in originalRequest with executionPolicy accountConnections "
            "false: that does not exclude account-based services from discovery. To find services that need "
            "no account, compare the results' auth field."
        )
    filter_name = _filter_for(operands)
    if filter_name is not None:
        return (
            f"Exclusions are not supported: remove {quoted} and use the {filter_name} filter "
            "for the value you want."
        )
    return f"Exclusions are not supported: remove {quoted} and search with plain terms for what you want."


def suggestion_for(kind: str, phrase: str, operands: list[str], money: bool) -> str:
    """How to express an unsupported condition instead, in English."""
    quoted = f'"{phrase}"'
    if kind == COMPARISON:
        return _comparison_suggestion(quoted, money)
    if kind == ALTERNATIVE:
        return _alternative_suggestion(quoted, operands)
    return _exclusion_suggestion(quoted, operands)


def _conditions(finder: _ConditionFinder) -> tuple[Condition, ...]:
    result: list[Condition] = []
    for found in sorted(finder.found, key=lambda f: (f.start, f.end)):
        phrase = finder.phrase(found)
        operands = _operands(finder, found)
        span_words = [finder.words[i].word for i in range(found.first, found.last + 1)]
        money = any(c in phrase for c in CURRENCY_SYMBOLS) or any(w in CURRENCY for w in span_words)
        result.append(Condition(found.kind, phrase, suggestion_for(found.kind, phrase, operands, money)))
    return tuple(result)


# --- the interface ---------------------------------------------------------------------------------


def _term(word: str, alias_words: tuple[str, ...]) -> Term:
    """A Term whose first alternative is the word itself, then its aliases (distinct keys, bounded)."""
    alternatives = [Alternative(stem(word), word, False)]
    keys = {alternatives[0].key}
    for alias in alias_words:
        key = stem(alias)
        if key not in keys and len(alternatives) < MAX_ALTERNATIVES:
            keys.add(key)
            alternatives.append(Alternative(key, alias, True))
    return Term(word, tuple(alternatives))


_ANALYSIS_CACHE: dict[str, Analysis] = {}


def analyze_query(text: str) -> Analysis:
    """Terms, dropped words and unsupported conditions of a query (never raises for a str), cached."""
    cached = _ANALYSIS_CACHE.get(text)
    if cached is None:
        cached = compute_analysis(text)
        if len(_ANALYSIS_CACHE) >= _CACHE_LIMIT // 10:
            _ANALYSIS_CACHE.clear()
        _ANALYSIS_CACHE[text] = cached
    return cached


def find_phrases(words: list[Token]) -> dict[int, tuple[int, tuple[str, ...]]]:
    """Multi-word expressions (base de datos, sin cabeza): first index -> (last index, catalogue words)."""
    found: dict[int, tuple[int, tuple[str, ...]]] = {}
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


def _phrase_term(words: list[Token], first: int, last: int, targets: tuple[str, ...]) -> Term:
    """A multi-word expression as one term: its own key (with a space) meets no catalogue word, so
    only its catalogue words can match."""
    word = " ".join(token.word for token in words[first : last + 1])
    alternatives = [Alternative(word, word, False)]
    alternatives += [Alternative(stem(target), target, True) for target in targets[: MAX_ALTERNATIVES - 1]]
    return Term(word, tuple(alternatives))


def compute_analysis(text: str) -> Analysis:
    """analyze_query without its cache."""
    words = tokens(text)
    phrases = find_phrases(words)
    roles = resolve_ambiguous(words, text)
    finder = _ConditionFinder(text, words, roles)
    finder.add_phrases(phrases)
    finder.run()
    markers = {marker for found in finder.found for marker in found.markers}
    terms: dict[str, Term] = {}
    dropped: list[str] = []
    for index, token in enumerate(words):
        if token.elided:
            dropped.append(token.elided)
        if index in phrases:
            last, targets = phrases[index]
            phrase_term = _phrase_term(words, index, last, targets)
            terms.setdefault(phrase_term.word, phrase_term)
            continue
        if index in finder.consumed and index not in finder.operands:
            if index not in finder.phrase_starts and (
                token.word in markers or token.word in MARKERS or token.word in STOPWORDS
            ):
                dropped.append(token.word)
            continue
        role = roles.get(index)
        if role == STOPWORD or (role is None and token.word in STOPWORDS):
            dropped.append(token.word)
            continue
        for part, alias_words in expand_word(token.word):
            if part not in terms:
                terms[part] = _term(part, alias_words)
    return Analysis(tuple(terms.values()), tuple(dict.fromkeys(dropped)), _conditions(finder))


# Words a query never searches for (stopwords, and markers other than the acronym SEM): no document key.
NEVER_TERMS = STOPWORDS | EXCLUSIONS | EXCLUSION_POSTPOSITIONS | ALTERNATIVES | (AMBIGUOUS - {"sem"})
_DOCUMENT_KEY_CACHE: dict[str, tuple[str, ...]] = {}
_CACHE_LIMIT = 50_000


def _surface_keys(surface: str) -> tuple[str, ...]:
    """The match keys of one written word of a catalogue field (stopwords have none), cached."""
    cached = _DOCUMENT_KEY_CACHE.get(surface)
    if cached is None:
        cached = tuple(stem(token.word) for token in tokens(surface) if token.word not in NEVER_TERMS)
        if len(_DOCUMENT_KEY_CACHE) >= _CACHE_LIMIT:
            _DOCUMENT_KEY_CACHE.clear()
        _DOCUMENT_KEY_CACHE[surface] = cached
    return cached


def document_keys(text: str) -> list[tuple[str, str]]:
    """(match key, surface word) for every searchable word of a catalogue field, in order.

    The surface is the word as written in the field. Stopwords and marker words of any language get
    no key: a query never searches for them, and leaving them out keeps a stemmed foreign word from
    meeting an English function word (Suche -> such).
    """
    return [(key, surface) for surface in find_words(text) for key in _surface_keys(surface)]
