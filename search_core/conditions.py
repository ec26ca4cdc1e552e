"""Unsupported conditions of a query: exclusions, alternatives and numerical comparisons.

Never silently dropped: each comes back as a Condition quoting its phrase as written, with a
suggestion. The rules per language are in docs/language.md ("Unsupported conditions").
"""

from __future__ import annotations

from dataclasses import dataclass

from search_core.comparisons import (
    SPACES,
    comparison_at,
    is_about_money,
    postposition_comparison_at,
    take_symbol_comparisons,
    with_trailing_unit,
)
from search_core.forms import is_known
from search_core.lexicon.tables import ALTERNATIVES, EXCLUSION_POSTPOSITIONS, EXCLUSIONS
from search_core.markers import ALTERNATIVE, COMPARISON, DASHES, EXCLUSION, TURKISH_OR_CLOSERS
from search_core.spans import Span, Spans
from search_core.suggestions import suggestion_for
from search_core.terms import Phrases
from search_core.text import Token, is_word_char

# Alternative openers and the word that closes them: "either pdf or csv", "ya pdf ya da csv".
PAIRED_ALTERNATIVES = {"either": "or", "entweder": "oder", "ya": "da", "soit": "ou"}
PAIR_REACH = 7  # a closer is looked for among the words before index + PAIR_REACH
MAX_EXCLUDED_WORDS = 3  # content words an exclusion takes: "without an api key"
# Words that open a list of examples: an "or" inside such a list ("tools like Notion or Obsidian") joins
# examples and is no condition. Folded word sequences; "e.g." and "z.B." are two words each.
EXAMPLE_OPENERS = (
    ("like",),
    ("such", "as"),
    ("e", "g"),
    ("eg",),
    ("for", "example"),
    ("for", "instance"),
    ("including",),
    ("z", "b"),
    ("zum", "beispiel"),
    ("wie",),
    ("etwa",),
    ("como",),
    ("por", "ejemplo"),
    ("comme",),
    ("par", "exemple"),
    ("tel", "que"),
    ("tels", "que"),
    ("por", "exemplo"),
    ("come",),
    ("ad", "esempio"),
    ("tipo",),
    ("ornegin",),
)
MAX_EXAMPLES_BEFORE = 4  # list items an example opener may stand before the "or"


@dataclass(frozen=True)
class Condition:
    """A condition the search cannot honour, quoted as written."""

    kind: str  # "exclusion" | "alternative" | "comparison"
    phrase: str  # the phrase as written in the query, to quote in a warning
    suggestion: str  # how to express it instead (a filter, or plain terms), in English


# --- exclusions ------------------------------------------------------------------------------------


def take_dash_exclusions(spans: Spans) -> None:
    """Exclusions by a dash starting a word ("-ads"), not inside a word (e-mail) nor after a dash, nor
    before a single letter: a command line's flag ("curl -s", "npx -y")."""
    for index, token in enumerate(spans.words):
        dash = token.start - 1
        if dash < 0 or spans.text[dash] not in DASHES or not spans.is_free(index) or len(token.surface) == 1:
            continue
        before = spans.text[dash - 1] if dash > 0 else " "
        if not is_word_char(before) and before not in DASHES:
            spans.take(EXCLUSION, index, index, (), start=dash)


def _is_exclusion_marker(spans: Spans, index: int) -> bool:
    token, role = spans.words[index], spans.role(index)
    return role == EXCLUSION or token.negated or (role is None and token.word in EXCLUSIONS)


# Exclusions opened by several words, or by one that is no marker elsewhere ("other than serpapi", "statt
# Google", "en lugar de Google", "au lieu de Google", "invece di Google"): folded word sequences, longest
# first where one starts another; their words are the exclusion's markers. docs/language.md.
EXCLUSION_OPENERS = (
    ("other", "than"), ("rather", "than"), ("instead", "of"), ("apart", "from"), ("aside", "from"),
    ("anything", "but"), ("besides",),
    ("anstelle", "von"), ("anstelle",), ("anstatt",), ("statt",), ("abgesehen", "von"),
    ("en", "lugar", "de"), ("en", "lugar", "del"), ("en", "vez", "de"), ("en", "vez", "del"),
    ("aparte", "de"), ("distinto", "de"), ("distinta", "de"), ("distintos", "de"), ("distintas", "de"),
    ("diferente", "de"), ("diferentes", "de"), ("diferente", "do"), ("diferente", "da"),
    ("autre", "que"), ("autres", "que"), ("au", "lieu", "de"), ("au", "lieu", "du"), ("plutot", "que"),
    ("different", "de"), ("differente", "de"), ("differents", "de"), ("differentes", "de"),
    ("em", "vez", "de"), ("em", "vez", "do"), ("em", "vez", "da"), ("em", "lugar", "de"),
    ("em", "lugar", "do"), ("ao", "inves", "de"), ("ao", "inves", "do"),
    ("invece", "di"), ("invece", "del"), ("invece", "della"), ("anziche",), ("al", "posto", "di"),
    ("al", "posto", "del"), ("diverso", "da"), ("diversa", "da"), ("diversi", "da"), ("diverse", "da"),
    ("diverso", "dal"), ("diversa", "dal"),
)  # fmt: skip

# "and" and "or" in each language: "without ads and trackers", "doesn't track or log queries" exclude both.
EXCLUSION_JOINERS = frozenset(("and", "und", "y", "e", "et", "ve", "or", "oder", "ou", "o", "veya"))


def _excludable(spans: Spans, index: int, previous: int) -> bool:
    """The word at index can continue an exclusion's phrase after the word at `previous`: a free content word
    that is no marker nor service word (catalogue vocabulary or an alias of it: what is searched for),
    separated from it by spaces only, or joined to it by one hyphen ("ohne API-Schlüssel": one compound)."""
    if not spans.is_free(index) or not spans.is_content(index):
        return False
    word = spans.words[index]
    if word.negated or word.word in EXCLUSIONS or word.word in ALTERNATIVES or is_known(word.word):
        return False
    between = spans.text[spans.words[previous].end : word.start]
    return not between.strip(SPACES) or between in DASHES


def _excluded_phrase_end(spans: Spans, first: int) -> int:
    """The last word an exclusion takes: its first content word and up to MAX_EXCLUDED_WORDS - 1 more words
    that can continue it, right after it or after an "and": "without an api key", "without ads and
    trackers", but "without ads, fast", "no login search"."""
    last = first
    taken = 1
    while taken < MAX_EXCLUDED_WORDS:
        following = last + 1
        if spans.word(following) in EXCLUSION_JOINERS and spans.is_free(following):
            if not _excludable(spans, following + 1, following):
                break
            following += 1
        elif not _excludable(spans, following, last):
            break
        last = following
        taken += 1
    return last


def exclusion_opener_at(spans: Spans, index: int) -> tuple[str, ...]:
    """The words of the longest exclusion opener of several words starting at index ("other than",
    "en lugar de"), () for none."""
    for opener in EXCLUSION_OPENERS:
        last = index + len(opener) - 1
        unresolved = all(spans.role(i) is None for i in range(index, last + 1))
        if unresolved and spans.are_free_and_spell(index, opener):
            return opener
    return ()


def exclusion_at(spans: Spans, index: int) -> bool:
    """Exclusions such as "without ads", "without an api key", "don't pay", "other than serpapi": the marker
    (one word, or an opener of several) and the content words that follow it (its whole phrase). An opener
    followed by no content word excludes nothing ("... or rather than")."""
    opener = exclusion_opener_at(spans, index)
    if not opener and not _is_exclusion_marker(spans, index):
        return False
    following = spans.next_content(index + max(len(opener), 1) - 1)
    if opener and following < 0:
        return False
    last = _excluded_phrase_end(spans, following) if following >= 0 else index
    spans.take(EXCLUSION, index, last, opener or (spans.word(index),))
    return True


def postposition_exclusion_at(spans: Spans, index: int) -> bool:
    """Turkish exclusions ("reklam olmadan"): the previous content word and the marker."""
    if spans.role(index) is not None or spans.word(index) not in EXCLUSION_POSTPOSITIONS:
        return False
    previous = spans.previous_content(index)
    first = previous if previous >= 0 and spans.is_free(previous) else index
    spans.take(EXCLUSION, first, index, (spans.word(index),))
    return True


# --- "or not": whether ------------------------------------------------------------------------------

# "X or not" says "whether X" ("check if a website is down or not", "si un dominio está disponible o no"): no
# alternative and no exclusion, its two words dropped. Folded word pairs of the seven languages.
WHETHER_PAIRS = frozenset(
    (
        ("or", "not"), ("oder", "nicht"), ("o", "no"), ("ou", "pas"), ("ou", "non"), ("ou", "nao"),
        ("o", "meno"),
    )
)  # fmt: skip


# "X or something (like that)", "X or similar", "X oder so" is a hedge, said of one thing: "tavily i think, or
# something like that" names no second service (7 Dec 2026, twenty-ninth session: spoken requests). Folded.
HEDGE_PAIRS = frozenset(
    (
        ("or", "something"), ("or", "similar"), ("or", "whatever"), ("or", "so"), ("or", "anything"),
        ("oder", "so"), ("oder", "sowas"), ("oder", "ahnliches"), ("o", "algo"), ("o", "similar"),
        ("ou", "quelque"), ("ou", "similaire"), ("ou", "algo"), ("ou", "similar"), ("o", "qualcosa"),
        ("o", "simile"),
    )
)  # fmt: skip


def take_whether_pairs(spans: Spans) -> None:
    """Drop each "or not" and each hedge ("or something", "oder so": HEDGE_PAIRS), in any of the seven
    languages, written as two words with spaces between."""
    for index in range(len(spans.words) - 1):
        pair = (spans.word(index), spans.word(index + 1))
        between = spans.text[spans.words[index].end : spans.words[index + 1].start]
        free = spans.is_free(index) and spans.is_free(index + 1)
        if (pair in WHETHER_PAIRS or pair in HEDGE_PAIRS) and not between.strip(SPACES) and free:
            spans.examples.update((index, index + 1))
            spans.consumed.update((index, index + 1))


# --- a speaker correcting themselves ---------------------------------------------------------------

# What a speaker says to take back the words just before ("a scraping api no wait i mean a crawler", "für
# mysql, ich meine mariadb"): folded word runs of the seven languages, the longest first where one holds
# another. Lone "i mean" and "sorry" are not among them: a pasted paragraph says them in passing.
SELF_CORRECTIONS: tuple[tuple[str, ...], ...] = (
    ("no", "wait", "i", "mean"), ("no", "i", "mean"), ("sorry", "i", "mean"), ("no", "wait"), ("wait", "no"),
    ("no", "sorry"), ("sorry", "no"), ("scratch", "that"), ("no", "actually"), ("actually", "no"),
    ("or", "rather"), ("nein", "warte"), ("ich", "meine"), ("no", "espera"), ("quiero", "decir"),
    ("non", "attends"), ("je", "veux", "dire"), ("no", "aspetta"), ("nao", "espera"), ("quer", "dizer"),
)  # fmt: skip
CORRECTED_WORDS = 3  # at most this many content words before the marker are taken back
CORRECTION_REACH = 4  # the words taken back are replaced by a content word at most this far after it


def take_self_corrections(spans: Spans) -> None:
    """Drop each self-correction marker (SELF_CORRECTIONS) followed by what replaces the words before it, and
    those words: the content words right before the marker, back to the first function word (7 Dec 2026,
    twenty-ninth session: spoken requests)."""
    index = 0
    while index < len(spans.words):
        marker = next((words for words in SELF_CORRECTIONS if spans.are_free_and_spell(index, words)), None)
        if marker is None:
            index += 1
            continue
        after = index + len(marker)
        if any(spans.is_content(i) for i in range(after, min(after + CORRECTION_REACH, len(spans.words)))):
            taken = [*range(index, after), *taken_back(spans, index)]
            spans.examples.update(taken)
            spans.consumed.update(taken)
        index = after


def taken_back(spans: Spans, marker: int) -> list[int]:
    """The free content words right before the marker (its trailing function words skipped), at most
    CORRECTED_WORDS, back to the first function word."""
    position = marker - 1
    while position >= 0 and spans.is_free(position) and not spans.is_content(position):
        position -= 1
    taken: list[int] = []
    while len(taken) < CORRECTED_WORDS and spans.is_free(position) and spans.is_content(position):
        taken.append(position)
        position -= 1
    return taken


# --- alternatives ----------------------------------------------------------------------------------


def _is_alternative_marker(spans: Spans, index: int) -> bool:
    role = spans.role(index)
    return role == ALTERNATIVE or (role is None and spans.word(index) in ALTERNATIVES)


def _right_operand_search_start(spans: Spans, index: int) -> tuple[int, bool]:
    """Where the right operand search starts, and whether the marker opens a pair (either ... or)."""
    word = spans.word(index)
    if word == "ya" and spans.word(index + 1) in TURKISH_OR_CLOSERS:
        return index + 1, False  # "pdf ya da csv": ya da is the "or" itself
    closer = PAIRED_ALTERNATIVES.get(word)
    if closer is None:
        return index, False
    end = min(index + PAIR_REACH, len(spans.words))
    return next((i for i in range(index + 1, end) if spans.word(i) == closer), index), True


def _left_operand_start(spans: Spans, left: int, index: int) -> int:
    """First word of the alternative: its left operand (a whole expression), else the marker."""
    if left >= 0 and left in spans.phrase_starts:
        return spans.phrase_starts[left]  # "pdf sin cabeza o csv": the expression is the operand
    return left if left >= 0 and spans.is_free(left) else index


def _example_opener_start(spans: Spans, end: int) -> int:
    """Where an example opener ("like", "such as", "e.g.") ending at word index `end` starts, or -1."""
    for opener in EXAMPLE_OPENERS:
        start = end - len(opener) + 1
        if start >= 0 and all(spans.word(start + i) == word for i, word in enumerate(opener)):
            return start
    return -1


def example_opener_before(spans: Spans, index: int) -> range | None:
    """The words of the example opener standing before the list items the "or" at index ends ("like
    Notion or Obsidian", "such as pdf, csv or json"), or None when the "or" joins no examples."""
    position = index - 1
    items = 0
    while position >= 0 and items < MAX_EXAMPLES_BEFORE and spans.is_content(position):
        items += 1
        start = _example_opener_start(spans, position - 1)
        if start >= 0:
            return range(start, position)
        position -= 1
    return None


def alternative_at(spans: Spans, index: int) -> bool:
    """Alternatives ("pdf or csv", "either pdf or csv"): from the left operand to the right one. An "or" in
    a list of examples ("tools like Notion or Obsidian") is no condition: it is taken as a dropped word."""
    if not _is_alternative_marker(spans, index):
        return False
    opener = example_opener_before(spans, index)
    if opener is not None:
        spans.examples.update([*opener, index])
        spans.consumed.update([*opener, index])
        return True
    marker = spans.word(index)
    right_from, paired = _right_operand_search_start(spans, index)
    right = spans.next_content(right_from)
    left = index if paired else spans.previous_content(index)
    last = right if right >= 0 else max(right_from, index)
    previous = spans.found[-1] if spans.found else None
    if previous is not None and previous.kind == ALTERNATIVE and previous.first <= left <= previous.last:
        spans.extend(previous, index, last, marker)  # "pdf or csv or json": one phrase
        return True
    spans.take(ALTERNATIVE, _left_operand_start(spans, left, index), last, (marker,))
    return True


# --- the walk and its result -----------------------------------------------------------------------


def find_conditions(text: str, words: list[Token], roles: dict[int, str], phrases: Phrases) -> Spans:
    """Walk the tokens once, after the expressions, taking the words of every condition found."""
    spans = Spans(text, words, roles)
    spans.add_phrases(phrases)
    take_symbol_comparisons(spans)
    take_dash_exclusions(spans)
    take_whether_pairs(spans)
    take_self_corrections(spans)
    for index in range(len(words)):
        if not spans.is_free(index):
            continue
        if comparison_at(spans, index) or postposition_comparison_at(spans, index):
            continue
        if exclusion_at(spans, index) or postposition_exclusion_at(spans, index):
            continue
        alternative_at(spans, index)
    return spans


def _phrase_as_written(spans: Spans, span: Span) -> str:
    """The condition's slice of the query (a comparison with its trailing unit), spaces stripped."""
    end = with_trailing_unit(spans.text, span.end) if span.kind == COMPARISON else span.end
    return spans.text[span.start : end].strip(SPACES)


def _operands(spans: Spans, span: Span) -> list[str]:
    """The condition's content words (folded, an expression as one), without its markers."""
    operands: list[str] = []
    for index in range(span.first, span.last + 1):
        if index in spans.phrase_words:
            operands.append(spans.phrase_words[index])
        elif index in spans.phrase_starts or spans.words[index].word in span.markers:
            continue
        elif spans.is_content(index):
            operands.append(spans.words[index].word)
    return operands


def _condition(spans: Spans, span: Span) -> Condition:
    phrase = _phrase_as_written(spans, span)
    span_words = [spans.words[i].word for i in range(span.first, span.last + 1)]
    money = is_about_money(phrase, span_words)
    rest = words_outside_conditions(spans) if span.kind == ALTERNATIVE else []
    suggestion = suggestion_for(span.kind, phrase, _operands(spans, span), money, rest)
    return Condition(span.kind, phrase, suggestion)


def words_outside_conditions(spans: Spans) -> list[str]:
    """The query's content words and expressions no condition takes, in query order ("scraping" in
    "firecrawl or apify for scraping"): what each alternative is searched with."""
    inside = {i for span in spans.found for i in range(span.first, span.last + 1)}
    found = []
    for index in range(len(spans.words)):
        if index in inside:
            continue
        first = spans.phrase_starts.get(index)
        if first is not None:
            found += [spans.phrase_words[first]] if first == index else []
        elif spans.is_content(index) and index not in spans.examples:
            found.append(spans.words[index].word)
    return found


def conditions_of(spans: Spans) -> tuple[Condition, ...]:
    """The Conditions found, in query order."""
    return tuple(_condition(spans, span) for span in sorted(spans.found, key=lambda f: (f.start, f.end)))
