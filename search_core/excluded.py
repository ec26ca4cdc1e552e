"""Services an exclusion names, in best effort: "web search api not google", "scraping api other than apify".

An exclusion that is not of credentials (auth_conditions.py applies those) and whose words are held in the
name or provider of some services has them listed last (rank.ranked's `last`), after every service meeting
the rest of the query: a person who says "not google" still sees them, after the others. The exclusion then
counts as read, and best effort says which services it lists last. A request for services like a named one
that an exclusion opens ("instead of browserbase", "other than serpapi") reads the exclusion too: its named
services are already listed last (likeness.py). docs/search.md, "Services an exclusion names".
Integer arithmetic and record order only: the same on every runtime and hash seed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from search_core.analysis import Condition, Term
from search_core.auth_conditions import NAMING_NOTHING, left_out_auth
from search_core.index import Compiled
from search_core.lexicon.likeness import LIKENESS_WORDS
from search_core.likeness import ANCHOR_SHARE, Likeness, name_holders
from search_core.text import tokens, word_set


@dataclass(frozen=True)
class Exclusion:
    """The exclusions read as naming services, and the services each names (listed last)."""

    conditions: tuple[Condition, ...]  # the exclusions read, query order
    named: tuple[tuple[int, ...], ...]  # per exclusion: the record numbers it names (record order)
    words: tuple[tuple[str, ...], ...]  # per exclusion: the words naming them (folded, query order)

    @property
    def records(self) -> frozenset[int]:
        """Every service the exclusions name."""
        return frozenset(number for named in self.named for number in named)


def excluded_services(
    compiled: Compiled,
    conditions: tuple[Condition, ...],
    terms: tuple[Term, ...],
    likeness: Likeness | None,
    excluded: set[str],
    text: str,
) -> Exclusion | None:
    """The exclusions naming services (a request for services like a named one reads the one its marker
    opens), None when none does. `terms`: the query's terms, the excluded words among them; `excluded`: the
    words not searched (excluded_words); `text`: the query as matched."""
    read: list[Condition] = []
    named: list[tuple[int, ...]] = []
    words: list[tuple[str, ...]] = []
    for condition in conditions:
        if condition.kind != "exclusion" or left_out_auth(condition):
            continue
        if likeness is not None and not likeness.compared and opened_by_likeness(condition, likeness):
            found, naming = likeness.anchors, likeness.named
        else:
            found, naming = records_named(compiled, naming_terms(compiled, condition, terms, excluded, text))
        if found:
            read.append(condition)
            named.append(found)
            words.append(naming)
    return Exclusion(tuple(read), tuple(named), tuple(words)) if read else None


def opened_by_likeness(condition: Condition, likeness: Likeness) -> bool:
    """The exclusion's marker asks for services like the named one ("instead of X", "other than X")."""
    phrase = word_set(condition.phrase)
    return likeness.marker in phrase and any(word in likeness.named for word in phrase)


def excluded_words(conditions: tuple[Condition, ...], text: str) -> set[str]:
    """The folded words of the exclusions' phrases, which best effort does not search for, less those the
    query also holds outside an exclusion that says more than them: "youtube transcript api without the
    official youtube data api" still searches "youtube", but "an exa alternative that isn't exa" not "exa"."""
    phrases = [condition.phrase for condition in conditions if condition.kind == "exclusion"]
    inside = Counter(token.word for phrase in phrases for token in tokens(phrase))
    everywhere = Counter(token.word for token in tokens(text))
    excluded = set(inside)
    for phrase in phrases:
        words = naming_words(phrase)
        elsewhere = {word for word in words if everywhere[word] > inside[word]}
        if elsewhere != words:
            excluded -= elsewhere
    return excluded


def naming_terms(
    compiled: Compiled, condition: Condition, terms: tuple[Term, ...], excluded: set[str], text: str
) -> list[Term]:
    """The exclusion's terms (excluded_terms), then the query's terms right after its phrase while each
    narrows the services they name: "besides google maps" names Google Maps, not every Google service (the
    phrase ends before "maps", a word records hold, which stays searched)."""
    named = excluded_terms(condition, terms, excluded)
    start = text.find(condition.phrase)
    found = frozenset(records_named(compiled, named)[0])
    if not found or start < 0:
        return named
    by_word = {term.word: term for term in terms}
    for token in tokens(text[start + len(condition.phrase) :]):
        term = by_word.get(token.word)
        if term is None:
            break
        narrower = found & name_holders(compiled, term)
        if not narrower or len(narrower) == len(found):
            break
        named.append(term)
        found = narrower
    return named


def liking_words(conditions: tuple[Condition, ...]) -> set[str]:
    """The words of the exclusions a likeness marker opens ("instead of browserbase"): best effort lets a
    request for services like a named one read them before it leaves excluded words out."""
    found: set[str] = set()
    for condition in conditions:
        words = word_set(condition.phrase)
        if condition.kind == "exclusion" and words & LIKENESS_WORDS:
            found |= words
    return found


def excluded_terms(condition: Condition, terms: tuple[Term, ...], excluded: set[str]) -> list[Term]:
    """The query's terms the exclusion's phrase holds and the query does not also ask for elsewhere, markers
    and fillers left out (query order)."""
    phrase = naming_words(condition.phrase)
    return [term for term in terms if term.word in phrase and term.word in excluded]


def naming_words(phrase: str) -> set[str]:
    """The folded words of an exclusion's phrase that may name something: no marker, filler or "doesn't"."""
    return {token.word for token in tokens(phrase) if not token.negated} - NAMING_NOTHING


def records_named(compiled: Compiled, terms: list[Term]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The records whose name or provider holds the first term some do, narrowed by each later term that some
    of them also hold there ("not bright data": Bright Data's), with the words used; none when they would be
    more than one record in ANCHOR_SHARE ("not an api" names no service)."""
    found: frozenset[int] = frozenset()
    used: list[str] = []
    for term in terms:
        holders = name_holders(compiled, term)
        narrower = found & holders if found else holders
        if narrower:
            found = narrower
            used.append(term.word)
    if not found or len(found) * ANCHOR_SHARE > len(compiled.records):
        return (), ()
    return tuple(sorted(found)), tuple(used)
