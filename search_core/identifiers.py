"""Identifiers in camel case (docs/search.md, "Requests written as code"): a word no record holds, written as
code names things ("searchNews", "getNextDepartures"; "TavilyClient", "YouTubeTranscriptApi" in a request
that holds code), is searched as the words it is made of. Only a word the catalogue does not know is cut:
"GitHub", "arXiv" and "OpenAI" stay whole where records hold them, and a name written with a capital first
in prose ("LaLiga", "PayPal"), or with fewer than three small letters first ("reCAPTCHA"), is a name, not an
identifier. Adjacent parts that together make a catalogue word are kept together
("YouTube" in "YouTubeTranscriptApi", "WhatsApp" in "sendWhatsAppTemplate").
"""

from __future__ import annotations

import itertools
import re

from search_core.analysis import Term, analyze_query
from search_core.code_syntax import PACKAGE_SUFFIXES, reads_as_code
from search_core.index import Compiled
from search_core.terms import unique_terms
from search_core.text import tokens
from search_core.typos import is_catalogue_word, is_unknown

# A capital after a small letter or a digit begins a word ("searchNews"), and so does the last capital of a
# run followed by a small letter ("HTTPError": http, error; "browserWSEndpoint": browser, ws, endpoint).
_CAMEL_CUT = re.compile(r"(?<=[^\W_A-Z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][^\W_A-Z\d])")
# In prose, an identifier begins with this many small letters ("getNextDepartures"); a name written with one
# or two first ("eBay", "reCAPTCHA", "rsIDs") is not cut.
LOWER_CAMEL_START = 3
MAX_JOINED_PARTS = 4  # at most this many adjacent parts are joined back into one catalogue word
MIN_JOINED_LETTERS = 4  # a shorter join is too often a chance word ("ai" + "r")


def camel_case_parts(surface: str) -> list[str]:
    """The words of an identifier written in camel case, folded; [] when it has no inner capital."""
    cuts = [match.start() for match in _CAMEL_CUT.finditer(surface)]
    if not cuts:
        return []
    bounds = [0, *cuts, len(surface)]
    return [surface[start:stop].lower() for start, stop in itertools.pairwise(bounds)]


def catalogue_words(compiled: Compiled, parts: list[str]) -> list[str]:
    """The parts, each run of adjacent ones that together make a catalogue word joined (the longest first)."""
    found: list[str] = []
    position = 0
    while position < len(parts):
        for size in range(min(MAX_JOINED_PARTS, len(parts) - position), 0, -1):
            joined = "".join(parts[position : position + size])
            if size == 1 or (len(joined) >= MIN_JOINED_LETTERS and is_catalogue_word(compiled, joined)):
                found.append(joined)
                position += size
                break
    return found


def named_parts(parts: list[str]) -> list[str]:
    """The parts but a last one that says what kind of code object the name is ("TavilyClient": tavily)."""
    return parts[:-1] if len(parts) > 1 and parts[-1] in PACKAGE_SUFFIXES else parts


def _begins_in_small_letters(surface: str) -> bool:
    start = surface[:LOWER_CAMEL_START]
    return start.isalpha() and start.islower()


def identifier_terms(compiled: Compiled, text: str, terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms, each unknown word the query writes in camel case replaced by the terms of its words."""
    in_code = reads_as_code(text)
    split = {
        token.word: parts
        for token in tokens(text)
        if token.surface.isascii()
        and (in_code or _begins_in_small_letters(token.surface))
        and (parts := camel_case_parts(token.surface))
    }
    if not split:
        return terms
    found: list[Term] = []
    for term in terms:
        if term.word in split and is_unknown(compiled, term):
            words = named_parts(catalogue_words(compiled, split[term.word]))
            found.extend(analyze_query(" ".join(words)).terms)
        else:
            found.append(term)
    return unique_terms(tuple(found))  # a word the parts repeat is searched once
