"""Services like a named one, in best effort: "firecrawl alternatives" searches for what Firecrawl does.

A short query that asks for alternatives (lexicon.likeness: "alternatives", "competitors", "similar to",
"instead of", "Alternativen", "benzeri" ...) and names a service of the catalogue is searched as the words
that say what the named service does (like_words); the name and the marker word are not searched, and the
named services are listed after the others (rank.ranked's `last`), or before them when the word compares
("tavily vs": lexicon.likeness.COMPARISON_WORDS). A query naming two services ("firecrawl versus apify") is
no such request. A query saying the named service fails the person ("serpapi isn't working", "coingecko
429") asks the same (leaving_reading). A longer query whose own words say what is wanted is searched as
typed, the named services still listed last (Likeness.own_words). docs/search.md, "Services like a named
one".
Integer arithmetic and record order only: the same on every runtime and hash seed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise

from search_core.analysis import Term, analyze_query, is_address_ending
from search_core.forms import stem
from search_core.index import FIELDS, NAME_BIT, NAME_PROVIDER_FIELD, TAGLINE_BIT, Compiled
from search_core.lexicon.likeness import (
    ADDRESS_PARTS,
    COMPARISON_WORDS,
    COMPETITOR_WORDS,
    CONTRAST_WORDS,
    HOW_IT_SHOULD_BE,
    LEAVING_GAP,
    LEAVING_KEPT,
    LEAVING_PHRASES,
    LIKE_AFTER,
    LIKE_EXAMPLE_AFTER,
    LIKE_WORDS,
    LIKENESS_WORDS,
    NAME_JOINERS,
    NOT_WHAT_IT_DOES,
    OWN_WORDS_MARKERS,
    SIMILAR_NEXT,
    SIMILAR_WORDS,
    TROUBLE_WORDS,
)
from search_core.lexicon.qualifiers import QUALIFIERS
from search_core.lexicon.tables import STOPWORDS
from search_core.rank import COMMON_WEIGHT, INFORMATIVE_WEIGHT
from search_core.request import is_pasted
from search_core.terms import word_term
from search_core.text import fold, sentence_texts, tokens, word_set
from search_core.typos import names_a_brand


@dataclass(frozen=True)
class Likeness:
    """A request for services like a named one, and what was searched instead."""

    marker: str  # the query's word asking for alternatives (folded), the first one; or its leaving phrase
    named: tuple[str, ...]  # the query's words naming the service (folded, query order)
    anchors: tuple[int, ...]  # the named services' record numbers (record order)
    words: tuple[str, ...]  # the words searched for (the added terms' words, highest score first: like_words)
    compared: bool = False  # the marker compares ("tavily vs": COMPARISON_WORDS): the named ones come first
    example: bool = False  # "an api like X" gives X as an example (names_an_example): ranked among the others
    leaving: bool = False  # the marker says X fails the person (leaving_reading), as written: "isn't working"
    own_words: bool = False  # the query's other words say what is wanted: searched as typed, nothing added


def named_services(likeness: Likeness | None) -> frozenset[int]:
    """The record numbers a request for services like them names (listed apart), none for another request or
    for an example ("a search api like DuckDuckGo": ranked as any other match)."""
    return frozenset(likeness.anchors) if likeness is not None and not likeness.example else frozenset()


def listed_last(likeness: Likeness | None) -> frozenset[int]:
    """The named services listed after the services like them: those of a request for alternatives."""
    return named_services(likeness) if likeness is not None and not likeness.compared else frozenset()


def listed_first(likeness: Likeness | None) -> frozenset[int]:
    """The named services listed before the services like them: those of a comparison ("tavily vs")."""
    return named_services(likeness) if likeness is not None and likeness.compared else frozenset()


# How many words of the named service are searched.
LIKE_TERMS = 6
# A request saying with more words than this what it wants besides the name ("DeepL alternative for
# translating text between many languages") is searched as it is: its own words say what is wanted better
# than the named service's do.
MAX_OTHER_WORDS = 2
# More services than this carrying the name, or more than 1 in ANCHOR_SHARE: it names a family ("google"),
# not one service (40 since 7 Dec 2026: the imported catalogue has 36 Playwright servers).
MAX_ANCHORS = 40
ANCHOR_SHARE = 8
# Points of a word in each field of a named service (FIELDS order; the tagline within the description).
_CAPABILITIES = FIELDS.index("capabilities")
_DESCRIPTION = FIELDS.index("description")
_CATEGORY = FIELDS.index("category")
FIELD_WEIGHTS = {_CAPABILITIES: 3, _CATEGORY: 3, _DESCRIPTION: 1}
TAGLINE_POINTS = 2
# A word is searched only when this many records or more hold it among their capabilities or tags: a word
# services are described by, not prose ("empowers", "seamless").
CAPABILITY_HOLDERS = 2
_CAPABILITIES_BIT = 1 << _CAPABILITIES


def marker_of(text: str) -> str:
    """The first word of the text asking for services like another, or "" ("like", "como", "comme", "wie" only
    after LIKE_AFTER words or joined to the word before: "something like Exa", "Firecrawl-like"; English
    "like" also first in the text: "like Tavily but free")."""
    words = tokens(text)
    for position, token in enumerate(words):
        if token.word in LIKENESS_WORDS:
            return token.word
        if token.word in LIKE_WORDS:
            if position == 0 and token.word == "like":
                return token.word
            before = words[position - 1]
            if before.word in LIKE_AFTER or before.end == token.start or before.start == token.start:
                return token.word
    return ""


def names_an_example(text: str, marker: str) -> bool:
    """Whether the marker is a "like" right after a word naming a kind of service (LIKE_EXAMPLE_AFTER: "a
    search api like DuckDuckGo", "by api, like Companies House"), with no word of contrast after it ("but
    cheaper")."""
    if marker not in LIKE_WORDS:
        return False
    words = tokens(text)
    for position, token in enumerate(words[1:], start=1):
        if token.word == marker:
            return words[position - 1].word in LIKE_EXAMPLE_AFTER and not contrasted_after(text, marker)
    return False


def named_records(compiled: Compiled, terms: list[Term]) -> tuple[list[Term], tuple[int, ...]]:
    """The words naming a service and the records they name (none found, or too many to be one service:
    more than MAX_ANCHORS, or more than 1 record in ANCHOR_SHARE).

    The records holding the rarest naming word (_is_a_name) in their name or provider, narrowed by each other
    word, in query order, that some of them also hold there ("bright data": Bright Data); without such a
    word, or when it names too many, the records whose names hold two query words next to each other
    ("google maps": Google Maps, though "google" is in many descriptions)."""
    naming = [term for term in terms if term.word not in ADDRESS_PARTS and _is_a_name(compiled, term)]
    found: frozenset[int] = frozenset()
    used: list[Term] = []
    if naming:
        first = min(naming, key=lambda term: (-_weight(compiled, term), terms.index(term)))
        found, used = name_holders(compiled, first), [first]
    if not _few(compiled, found):
        found, used = _named_by_two_words(compiled, terms)
    for term in terms:
        narrower = found & name_holders(compiled, term) if used and term not in used else frozenset()
        if narrower:
            found = narrower
            used.append(term)
    if not _few(compiled, found):
        return [], ()
    return used, tuple(sorted(found))


def _weight(compiled: Compiled, term: Term) -> int:
    return compiled.weight_of(term.alternatives[0].key)


def _few(compiled: Compiled, found: frozenset[int]) -> bool:
    """Some records, few enough to be one service (or one service's servers)."""
    return 0 < len(found) <= MAX_ANCHORS and len(found) * ANCHOR_SHARE <= len(compiled.records)


def _is_a_name(compiled: Compiled, term: Term) -> bool:
    """Mostly a name (typos.names_a_brand), or rare (INFORMATIVE_WEIGHT or more) and in some name
    ("firecrawl", which many records mention as what they call)."""
    key = term.alternatives[0].key
    if names_a_brand(compiled, key):
        return True
    return compiled.weight_of(key) >= INFORMATIVE_WEIGHT and bool(name_holders(compiled, term))


def _named_by_two_words(compiled: Compiled, terms: list[Term]) -> tuple[frozenset[int], list[Term]]:
    """The records whose names hold the first two neighbouring query words that some name holds together."""
    for first, second in pairwise(terms):
        if first.word in ADDRESS_PARTS or second.word in ADDRESS_PARTS:
            continue
        found = name_holders(compiled, first, NAME_BIT) & name_holders(compiled, second, NAME_BIT)
        if found:
            return found, [first, second]
    return frozenset(), []


def name_holders(compiled: Compiled, term: Term, bit: int = NAME_PROVIDER_FIELD) -> frozenset[int]:
    """The records holding the term's word in their name or provider (`bit`: the name only)."""
    masks = compiled.matches_of(term.alternatives[0].key)
    return frozenset(number for number, mask in masks.items() if mask & bit)


def like_words(
    compiled: Compiled, anchors: tuple[int, ...], searched: set[str], naming: set[str]
) -> list[tuple[str, str]]:
    """The (key, word) pairs searched for services like the anchors, LIKE_TERMS of them: the keys of their
    capabilities, tags, category, tagline and description, each scored by its points (FIELD_WEIGHTS and
    TAGLINE_POINTS, summed over the fields and anchors holding it) squared times its rarity weight, highest
    first (a word every text of the service says outweighs a rare one it says once). Left out: the naming
    words and the anchors' name words that are mostly names, keys the query already searches,
    NOT_WHAT_IT_DOES,
    keys no other record holds and keys fewer than CAPABILITY_HOLDERS records hold among their capabilities
    or tags (prose, not what services do)."""
    names = set(naming)
    for number in anchors:
        names.update(key for key, _ in compiled.record_keys(number)[0] if names_a_brand(compiled, key))
    points: dict[str, int] = {}
    surfaces: dict[str, str] = {}
    for number in anchors:
        fields = compiled.record_keys(number)
        for field, weight in FIELD_WEIGHTS.items():
            for key, surface in _first_surfaces(fields[field]).items():
                extra = TAGLINE_POINTS if field == _DESCRIPTION and _in_tagline(compiled, key, number) else 0
                points[key] = points.get(key, 0) + weight + extra
                surfaces.setdefault(key, surface)
    anchor_set = set(anchors)
    scored = []
    for key, value in points.items():
        weight = compiled.weight_of(key)
        if key in names or key in searched or key in _not_what_it_does():
            continue
        holders = compiled.matches_of(key)
        if not any(number not in anchor_set for number in holders):
            continue
        if sum(1 for mask in holders.values() if mask & _CAPABILITIES_BIT) < CAPABILITY_HOLDERS:
            continue
        scored.append((-value * value * weight, key))
    scored.sort()
    return [(key, surfaces[key]) for _, key in scored[:LIKE_TERMS]]


@cache
def _not_what_it_does() -> frozenset[str]:
    return frozenset(stem(word) for word in NOT_WHAT_IT_DOES)


def _first_surfaces(pairs: list[tuple[str, str]]) -> dict[str, str]:
    found: dict[str, str] = {}
    for key, surface in pairs:
        found.setdefault(key, surface)
    return found


def _in_tagline(compiled: Compiled, key: str, number: int) -> bool:
    return bool(compiled.matches_of(key).get(number, 0) & TAGLINE_BIT)


def like_terms(
    compiled: Compiled, terms: tuple[Term, ...], text: str
) -> tuple[tuple[Term, ...], Likeness | None]:
    """The terms of a request for services like a named one, and what was done (typed_like_terms); in a
    pasted paragraph, read in the sentence that asks (pasted_like_terms)."""
    if is_pasted(text):
        return pasted_like_terms(compiled, terms, text)
    return typed_like_terms(compiled, terms, text)


def pasted_like_terms(
    compiled: Compiled, terms: tuple[Term, ...], text: str
) -> tuple[tuple[Term, ...], Likeness | None]:
    """A pasted paragraph (over the contract's 200 UTF-16 code units) asks for services like a named one when
    one of its sentences does ("So IEX Cloud shut down ...", "We're moving away from Google Translate ...");
    the rest of the paragraph says what is wanted, so its words are searched as typed, less those the
    sentence's reading leaves out (the name, the marker, a leaving phrase), and the named services are listed
    last (own_words). The first sentence read so wins."""
    for sentence in sentence_texts(text):
        said = word_set(sentence)
        within = tuple(term for term in terms if term.word in said)
        found, likeness = typed_like_terms(compiled, within, sentence, pasted=True)
        if likeness is None or likeness.compared or likeness.example:
            continue
        left_out = set(within) - set(found)
        kept = tuple(term for term in terms if term not in left_out)
        return kept, replace(likeness, words=(), own_words=True)
    return terms, None


def typed_like_terms(
    compiled: Compiled, terms: tuple[Term, ...], text: str, pasted: bool = False
) -> tuple[tuple[Term, ...], Likeness | None]:
    """The terms of a request for services like a named one (the marker and naming words replaced by the
    named service's words, or by nothing when more than MAX_OTHER_WORDS other words say what is wanted) and
    what was done; the terms unchanged and None for any other request, or when the name is beside a word no
    record holds ("aws textract"), a competitor word is not next to the name ("a competitor's pricing page"),
    "similar" describes what is wanted ("similar papers on arXiv"), a leaving phrase does not follow the name,
    or the word before a web address is not the name."""
    marker = marker_of(text)
    leaving, near = ((), False) if marker else leaving_reading(text)
    if leaving:
        marker = written(text, leaving)
    if not marker or (marker in COMPARISON_WORDS and not last_word_of(text, marker)):
        return terms, None  # "tavily vs exa" compares the two: no services like either are asked for
    unsaid = unsaid_words(text, leaving)
    rest = [term for term in terms if term.word != marker and term.word not in LIKENESS_WORDS | unsaid]
    named, anchors = named_records(compiled, [term for term in rest if term.word not in HOW_IT_SHOULD_BE])
    naming_words = {term.word for term in named}
    if not anchors or beside_an_unknown_word(compiled, text, naming_words, unsaid):
        return terms, None
    if leaving and not (
        (not near or follows_a_name(text, leaving[0], naming_words)) and names_by_brand(compiled, named)
    ):
        return terms, None  # "alert me when a website is not working": no service is left
    if marker in SIMILAR_WORDS and not similar_asks_for_likes(text, marker):
        return terms, None
    if not typed_or_brands(compiled, named, text):
        return terms, None  # "scrapingbee vs": "scraping", searched in its place, names no service
    apart = [
        term
        for term in rest
        if term not in named
        and term.word not in HOW_IT_SHOULD_BE
        and not next_to_any(text, term.word, naming_words)
    ]
    if not pasted and names_another_service(compiled, apart, anchors):
        return terms, None  # "firecrawl versus apify": a comparison of the two, searched as their names
    if marker in COMPETITOR_WORDS and not next_to_a_name(text, marker, naming_words):
        return terms, None
    naming_words |= {"".join(term.word for term in named)}  # "newsapi.org"
    if any(word not in naming_words for word in addressed_words(text)):
        return terms, None
    kept = [term for term in rest if term not in named and term.word not in ADDRESS_PARTS]
    said = tuple(term.word for term in named)
    if sum(1 for term in kept if _says_what_is_wanted(compiled, term)) > MAX_OTHER_WORDS:
        if not left_by_name(compiled, text, marker, bool(leaving), named):
            return terms, None  # "a search api like DuckDuckGo that ...": the name is searched as typed
        own = [term for term in named if not names_a_brand(compiled, term.alternatives[0].key)]  # "maps"
        return (*kept, *own), Likeness(marker, said, anchors, (), leaving=bool(leaving), own_words=True)
    searched = {alternative.key for term in kept for alternative in term.alternatives}
    naming = {term.alternatives[0].key for term in named if _is_a_name(compiled, term)}
    added = [term_for(key, word) for key, word in like_words(compiled, anchors, searched, naming)]
    if not added:
        return terms, None
    words, compared = tuple(term.word for term in added), marker in COMPARISON_WORDS
    example = names_an_example(text, marker)
    likeness = Likeness(marker, said, anchors, words, compared, example, leaving=bool(leaving))
    return (*kept, *added), likeness


def left_by_name(compiled: Compiled, text: str, marker: str, leaving: bool, named: list[Term]) -> bool:
    """Whether a request saying more than what it leaves still lists the named services last: its first
    naming word is mostly a name (names_by_brand), and a leaving phrase follows the name or a word of
    OWN_WORDS_MARKERS is next to it ("firecrawl alternative for ...", "like browserbase but ..."); not a
    comparison, "like" with no contrast after it (an example: "web search API with snippets, something like
    Brave Search"), nor a word whose name may come after or before it ("Nominatim statt Google Maps")."""
    if not names_by_brand(compiled, named):
        return False
    if leaving:
        return True
    words = {term.word for term in named}
    if marker in LIKE_WORDS and not contrasted_after(text, marker):
        return False  # "a web search API with snippets, something like Brave Search": an example
    return marker in OWN_WORDS_MARKERS and next_to_a_name(text, marker, words)


def contrasted_after(text: str, marker: str) -> bool:
    """A word of CONTRAST_WORDS follows the marker ("like browserbase but self-hosted")."""
    found = [token.word for token in tokens(text)]
    return marker in found and bool(set(found[found.index(marker) + 1 :]) & CONTRAST_WORDS)


_LEAVING = [(len(phrase), phrase) for phrase in LEAVING_PHRASES]


def leaving_span(text: str) -> tuple[int, int] | tuple[()]:
    """The token positions (start, end) of the first phrase of LEAVING_PHRASES in the text ("too
    expensive"), the longest one there; () when it holds none."""
    words = [token.word for token in tokens(text)]
    for start in range(len(words)):
        found = [size for size, phrase in _LEAVING if tuple(words[start : start + size]) == phrase]
        if found:
            return start, start + max(found)
    return ()


def trouble_span(text: str) -> tuple[int, int] | tuple[()]:
    """The token positions (start, end) of the first word of TROUBLE_WORDS in the text; () when none."""
    for position, token in enumerate(tokens(text)):
        if token.word in TROUBLE_WORDS:
            return position, position + 1
    return ()


def leaving_reading(text: str) -> tuple[tuple[int, int] | tuple[()], bool]:
    """The span of the words saying a named service fails the person, and whether they must follow the name
    closely: a phrase of LEAVING_PHRASES must (follows_a_name), else a word of TROUBLE_WORDS may be anywhere;
    ((), False) when the text holds neither."""
    phrase = leaving_span(text)
    return (phrase, True) if phrase else (trouble_span(text), False)


def written(text: str, span: tuple[int, int]) -> str:
    """The text of the tokens at positions span[0] to span[1] (excluded), as written ("isn't working")."""
    found = tokens(text)
    return text[found[span[0]].start : found[span[1] - 1].end]


def unsaid_words(text: str, span: tuple[int, int] | tuple[()]) -> frozenset[str]:
    """The folded words a leaving reading does not search: those of its span and every word of TROUBLE_WORDS
    in the text, but LEAVING_KEPT ("blocked": what the person wants to get past); none without a span."""
    if not span:
        return frozenset()
    found = tokens(text)
    words = {token.word for token in found[span[0] : span[1]]}
    words |= {token.word for token in found if token.word in TROUBLE_WORDS}
    return frozenset(words - LEAVING_KEPT)


def follows_a_name(text: str, start: int, named: set[str]) -> bool:
    """A naming word comes at most LEAVING_GAP words before the token at `start` ("serpapi is too
    expensive", "my scrapingbee plan got too expensive")."""
    found = tokens(text)
    return any(token.word in named for token in found[max(start - LEAVING_GAP - 1, 0) : start])


def names_by_brand(compiled: Compiled, named: list[Term]) -> bool:
    """The first naming word (the one that found the named services) is mostly a name (typos.names_a_brand:
    "serpapi", "playwright"), not a common word some name holds ("website" of "Read Website Fast", "web
    search")."""
    return bool(named) and names_a_brand(compiled, named[0].alternatives[0].key)


def similar_asks_for_likes(text: str, marker: str) -> bool:
    """The word for "similar" is last, or right before a word of SIMILAR_NEXT or a kind of service ("similar
    to Exa", "similar tools"), not before what is wanted ("similar papers", "a similar patent")."""
    found = tokens(text)
    for position, token in enumerate(found):
        if token.word == marker:
            after = found[position + 1].word if position + 1 < len(found) else ""
            return not after or after in SIMILAR_NEXT | LIKE_AFTER | LIKE_EXAMPLE_AFTER
    return True


def said_within(phrase: str, marker: str) -> bool:
    """Every word of a condition's phrase is a word of a leaving reading's marker ("isn't working" in the
    marker of "serpapi isn't working"): the reading says what was done with it."""
    return word_set(phrase) <= word_set(marker)


def typed_or_brands(compiled: Compiled, named: list[Term], text: str) -> bool:
    """The naming words are written in the text (each, or joined: "newsapi" for "news api"), or are mostly
    names (typos.names_a_brand): a word searched in place of one no record holds names a service only when
    it is a brand ("firecrwal": Firecrawl), not when it is a common word ("scraping" for "scrapingbee")."""
    typed = word_set(text)
    if "".join(term.word for term in named) in typed:
        return True
    return all(term.word in typed or names_a_brand(compiled, term.alternatives[0].key) for term in named)


def last_word_of(text: str, word: str) -> bool:
    """The word ends the text ("tavily vs"), trailing punctuation aside."""
    found = tokens(text)
    return bool(found) and found[-1].word == word


def next_to_any(text: str, word: str, named: set[str]) -> bool:
    """The word is written right before or after a naming word: part of its name ("db" of "chroma db")."""
    found = [token.word for token in tokens(text)]
    return any(
        (first in named and second == word) or (first == word and second in named)
        for first, second in pairwise(found)
    )


def names_another_service(compiled: Compiled, others: list[Term], anchors: tuple[int, ...]) -> bool:
    """One of the other words is mostly a name (typos.names_a_brand) of few services, none of them the named
    ones: the query names two services ("serper versus serpapi", "firecrawl or apify alternative")."""
    for term in others:
        if term.word in ADDRESS_PARTS or not names_a_brand(compiled, term.alternatives[0].key):
            continue
        holders = name_holders(compiled, term)
        if _few(compiled, holders) and not holders & set(anchors):
            return True
    return False


def next_to_a_name(text: str, marker: str, named: set[str]) -> bool:
    """The marker word is next to a naming word, or one of NAME_JOINERS apart ("competitors of Tavily"); the
    ending of a web address and the words of HOW_IT_SHOULD_BE do not come between ("polygon.io competitors",
    "équivalent open source de Browserbase")."""
    found = tokens(text)
    words = [
        token.word
        for index, token in enumerate(found)
        if not is_address_ending(index, found, text)
        and (token.word == marker or token.word not in HOW_IT_SHOULD_BE)
    ]
    for position, word in enumerate(words):
        if word != marker:
            continue
        if any(0 <= at < len(words) and words[at] in named for at in (position - 1, position + 1)):
            return True
        after = words[position + 1 : position + 3]
        if len(after) == 2 and after[0] in NAME_JOINERS and after[1] in named:
            return True
    return False


def _says_what_is_wanted(compiled: Compiled, term: Term) -> bool:
    """A word that narrows the search: one no record holds, or one at most 2 records in 5 hold; not one saying
    how it should be (QUALIFIERS, HOW_IT_SHOULD_BE: "cheaper", "self-hosted", "open source")."""
    if term.word in QUALIFIERS or term.word in HOW_IT_SHOULD_BE:
        return False
    weight = compiled.weight_of(term.alternatives[0].key)
    return weight == 0 or weight >= COMMON_WEIGHT


def addressed_words(text: str) -> list[str]:
    """The words written right before a part of a web address ("unstructured" in "unstructured.io"): the
    product the query names."""
    words = tokens(text)
    return [
        word.word
        for word, after in pairwise(words)
        if after.word in ADDRESS_PARTS and word.end == after.start - 1 and text[word.end] == "."
    ]


def beside_an_unknown_word(
    compiled: Compiled, text: str, named: set[str], unsaid: frozenset[str] = frozenset()
) -> bool:
    """A word next to a naming word is one no record holds, and not one of `unsaid` (a leaving phrase's): the
    query names a product the catalogue lacks, of a provider it has ("aws textract": AWS's documentation
    servers are not what is named)."""
    words = tokens(text)
    for position, token in enumerate(words):
        if token.word not in named:
            continue
        beside = words[max(position - 1, 0) : position] + words[position + 1 : position + 2]
        if any(other.word not in unsaid and _unknown_word(compiled, other.word) for other in beside):
            return True
    return False


def _unknown_word(compiled: Compiled, word: str) -> bool:
    ignored = word in STOPWORDS or word in LIKENESS_WORDS or word in LIKE_WORDS or word in ADDRESS_PARTS
    return not ignored and stem(word) not in compiled.postings


def term_for(key: str, word: str) -> Term:
    """The term a person typing the word would search (its aliases too), keyed as the record's word."""
    for term in analyze_query(word).terms:
        if term.alternatives[0].key == key:
            return term
    return word_term(fold(word), ())
