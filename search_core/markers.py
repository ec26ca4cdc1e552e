"""Marker words whose role depends on the query's language (docs/language.md, "Marker words ...").

"no", "o", "ou", "ya", "u" and "sem" are markers in one language and plain words in another; the
query's other words decide, by counting the evidence for each language.
"""

from __future__ import annotations

from search_core.forms import lookup_alias
from search_core.lexicon import pt
from search_core.lexicon.tables import (
    ALTERNATIVES,
    ENDINGS,
    EVIDENCE,
    EXCLUSION_POSTPOSITIONS,
    EXCLUSIONS,
    LANGUAGES,
    LETTERS,
    STOPWORDS,
)
from search_core.text import Token

# Roles of a query word; the first three are also the kinds of a Condition.
EXCLUSION = "exclusion"
ALTERNATIVE = "alternative"
COMPARISON = "comparison"
STOPWORD = "stopword"
TERM = "term"

AMBIGUOUS = frozenset(("no", "o", "ou", "ya", "u", "sem"))
ADJECTIVE_TARGETS = frozenset(("free",))  # alias targets that are no nouns (for Portuguese "no")
DIGITS = "0123456789"
MARKERS = EXCLUSIONS | EXCLUSION_POSTPOSITIONS | ALTERNATIVES | AMBIGUOUS
# Words a query never searches for (stopwords, and markers other than the acronym SEM): no document key.
NEVER_TERMS = STOPWORDS | EXCLUSIONS | EXCLUSION_POSTPOSITIONS | ALTERNATIVES | (AMBIGUOUS - {"sem"})
TURKISH_OR_CLOSERS = frozenset(("da", "de", "ya"))
DASHES = "-\u2212"


def is_number(word: str) -> bool:
    """A word that starts with a digit (10, 5ms, 1000)."""
    return word[:1] in DIGITS and word != ""


def is_content_word(token: Token) -> bool:
    """A word that can be a search term: not a stopword, marker or number."""
    return token.word not in STOPWORDS and token.word not in MARKERS and not is_number(token.word)


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
        if token.word in AMBIGUOUS or is_number(token.word):
            continue
        for language in word_languages(token):
            scores[language] += 1
    return scores


def _is_noun(word: str) -> bool:
    """A noun by our data: an alias of a catalogue noun, or a Portuguese/Spanish noun ending."""
    targets = lookup_alias(word)[0]
    if targets:
        return not all(target in ADJECTIVE_TARGETS for target in targets)
    return len(word) > 4 and word.endswith(pt.NOUN_ENDINGS)


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


def _role_of_o(index: int, words: list[Token], scores: dict[str, int]) -> str:
    """Spanish/Italian "o" (or) between two content words, unless the query reads as Portuguese or
    Turkish (article / pronoun), or a verb's infinitive stands before it and no infinitive after it: the
    Portuguese article of its object ("automatizar o navegador"; "buscar o extraer" keeps its "or")."""
    between = (
        0 < index < len(words) - 1 and is_content_word(words[index - 1]) and is_content_word(words[index + 1])
    )
    romance_or = max(scores["es"], scores["it"])
    if between and _object_after_infinitive(words[index - 1].word, words[index + 1].word):
        return STOPWORD
    if between and scores["pt"] <= romance_or and scores["tr"] <= romance_or:
        return ALTERNATIVE
    return STOPWORD


# Infinitive endings shared by Portuguese and Spanish that English loanwords rarely have ("-er" has
# "scraper", "browser", "server": "scraper o crawler" is Spanish "or").
INFINITIVE_ENDINGS = ("ar", "ir")
MIN_INFINITIVE = 5


def _object_after_infinitive(before: str, after: str) -> bool:
    """An infinitive ("automatizar", "extrair") before "o" and none after it ("navegador")."""
    infinitive = len(before) >= MIN_INFINITIVE and before.endswith(INFINITIVE_ENDINGS)
    return infinitive and not after.endswith((*INFINITIVE_ENDINGS, "er", "re"))


def _role_of_ou(token: Token) -> str:
    """French "où" (where) is written with its accent; "ou" is or (fr, pt)."""
    return STOPWORD if token.surface.casefold() not in ("ou",) else ALTERNATIVE


def _role_of_ya(index: int, words: list[Token]) -> str:
    """Turkish "ya ... ya da" (either ... or); Spanish "ya" (already) otherwise."""
    following = [t.word for t in words[index + 1 : index + 5]]
    return ALTERNATIVE if any(w in TURKISH_OR_CLOSERS for w in following) else STOPWORD


def _role_of_u(index: int, words: list[Token]) -> str:
    """Spanish "u" is "or" before a word starting with o / ho."""
    between = 0 < index < len(words) - 1
    return ALTERNATIVE if between and words[index + 1].word.startswith(("o", "ho")) else STOPWORD


def _role_of_sem(token: Token) -> str:
    """Portuguese "sem" (without); "SEM" in capitals is the acronym."""
    return TERM if token.surface.isascii() and token.surface.isupper() else EXCLUSION


def _role_of(index: int, words: list[Token], scores: dict[str, int]) -> str:
    """The role of an ambiguous marker word at index."""
    token = words[index]
    word = token.word
    if word == "no":
        return _role_of_no(index, words, scores)
    if word == "o":
        return _role_of_o(index, words, scores)
    if word == "ou":
        return _role_of_ou(token)
    if word == "ya":
        return _role_of_ya(index, words)
    if word == "u":
        return _role_of_u(index, words)
    if word == "sem":
        return _role_of_sem(token)
    return STOPWORD


def _hyphen_joined(index: int, words: list[Token], text: str) -> bool:
    """True when the word is joined to the next by a hyphen: no-code, non-profit, sans-serif."""
    if index + 1 >= len(words):
        return False
    end = words[index].end
    return words[index + 1].start == end + 1 and text[end] in DASHES


# The prefix "non-" excludes what it is joined to ("non-google", "non-openai", "non-english") but in these
# compounds, each a property or a thing of its own that records say ("for non-commercial use", the
# "Non-Working Days" API, "non-profits") or a common English one.
NON_COMPOUNDS = frozenset(
    (
        "commercial", "profit", "profits", "working", "blocking", "essential", "spatial", "root", "select",
        "stop", "technical", "linear", "native", "standard", "personal", "public", "fiction", "disclosure",
        "existent", "negotiable", "compete", "exclusive", "destructive", "invasive", "interactive",
    )
)  # fmt: skip


def _is_compound_name(index: int, words: list[Token], text: str) -> bool:
    """An exclusion word hyphen-joined to the next word that makes a name with it (no-code, sans-serif,
    non-profit): every one but "non", which still excludes ("non-google")."""
    if not _hyphen_joined(index, words, text):
        return False
    return words[index].word != "non" or words[index + 1].word in NON_COMPOUNDS


def resolve_ambiguous(words: list[Token], text: str) -> dict[int, str]:
    """Roles (stopword, exclusion, alternative, term) of ambiguous marker words, by index.

    An exclusion word hyphen-joined to the next word that makes a compound name with it (no-code,
    non-profit) is not a condition: a stopword.
    """
    roles: dict[int, str] = {}
    scores: dict[str, int] | None = None
    for index, token in enumerate(words):
        if token.word in AMBIGUOUS:
            scores = scores if scores is not None else language_scores(words)
            roles[index] = _role_of(index, words, scores)
        is_exclusion = token.word in EXCLUSIONS or roles.get(index) == EXCLUSION
        if is_exclusion and _is_compound_name(index, words, text):
            roles[index] = STOPWORD
    return roles
