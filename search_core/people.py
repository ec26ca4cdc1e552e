"""Search explained for people: the site's wording of a search response (pure, standard library only).

``explain(request, response)`` reads a request and the relay response that answered it (the JSON the
contract defines, nothing else) and returns what the search page shows a person:

- ``sentence``: one sentence above the results ("12 services match *web search*"), as rich text;
- ``window``: which results this page shows ("Showing 11–20 of 23."), or "";
- ``notes``: what a person must know before reading the results (a condition that was not applied);
- ``readAs``: the facts of "How this search was read" (mode, terms, ignored words, filters, reason
  codes, the engine's own warnings and suggestions), as (label, value) pairs;
- ``actions``: the engine's suggestions phrased as things to do ("Search without *help*"), each with the
  one change it applies (the page turns the change into a link);
- ``results``: per result, the words of the query found in its name, provider and tagline (character
  ranges in UTF-16 code units, what a browser's string indices count), one line of key facts, a
  lifecycle warning and its match reasons in words;
- ``sideBySide``: the page's results as rows of the facts a chooser weighs (authentication, pricing,
  protocols, category), open when best effort read a comparison ("tavily vs exa"); None for fewer than two;
- ``error``: for an error response, a title, a message and what to do, written for people.

Rich text is a list of ``{"text": ..., "em": bool}`` parts: emphasis is data, never markup. The module
works from the response alone, so it needs no change when the engine gains new reason codes or
suggestions (an unknown suggestion is shown as the engine wrote it). Deterministic: same input, same
output. See docs/search.md, "Search explained for people".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from search_core.analysis import analyze_query
from search_core.dates import human_date
from search_core.forms import stem
from search_core.index import column_of, compile_index
from search_core.likeness import said_within
from search_core.markers import NEVER_TERMS
from search_core.memo import remembered
from search_core.negation import unsearchable_spans
from search_core.relay import (
    BEST_EFFORT_APPLIED,
    BEST_EFFORT_COMPARED,
    BEST_EFFORT_COST,
    BEST_EFFORT_EXCLUDED,
    BEST_EFFORT_LIKE,
    BEST_EFFORT_OPTIONAL,
    BEST_EFFORT_OTHER_THAN,
    BEST_EFFORT_PROTOCOL,
    BEST_EFFORT_SEARCH_KIND,
    BEST_EFFORT_UNMET,
)
from search_core.request import PASTED_MAX_UTF16
from search_core.suggestion_text import LANGUAGES_READ, OTHER_SCRIPT, plural, read_change, read_other_script
from search_core.text import tokens

Part = dict[str, Any]
Rich = list[Part]
JSON = Mapping[str, Any]

CATEGORY_LABELS = {
    "search": "Search",
    "extraction": "Extraction",
    "data": "Data",
    "browser": "Browser",
    "documents": "Documents",
}
PROTOCOL_LABELS = {"MCP": "MCP", "REST": "REST", "x402": "x402"}
PRICING_LABELS = {
    "free": "Free",
    "freemium": "Freemium",
    "usage-based": "Usage-based",
    "subscription": "Subscription",
    "unknown": "Pricing not stated",
}
AUTH_LABELS = {
    "api-key": "API key",
    "oauth": "OAuth",
    "wallet-payment": "Wallet payment",
    "none": "No authentication",
    "unknown": "Auth not stated",
}
FILTER_NAMES = {"category": "Category", "protocol": "Protocol", "pricing": "Pricing"}
FILTER_LABELS = {"category": CATEGORY_LABELS, "protocol": PROTOCOL_LABELS, "pricing": PRICING_LABELS}
FIELD_WORDS = {
    "name_provider": "the name or provider",
    "capabilities": "capabilities and tags",
    "description": "the tagline or description",
    "category": "the category",
    "protocol": "the protocols",
    "pricing": "the pricing model",
}
MODE_WORDS = {
    "browse": "Browsing the catalogue (no search words)",
    "keywords": "Keywords: every word must match",
    "agent-translation": "The English wording given with the query: every word must match",
}
# When best effort lists services meeting part of the query (a warning says so), not every word must match.
PARTIAL_MODE_WORDS = {
    "keywords": "Keywords: services meeting every word first, then those meeting part of the query",
    "agent-translation": "The English wording given with the query: services meeting every word first, then "
    "those meeting part of it",
}
LIFECYCLE_WARNINGS = {
    "deprecated": "Deprecated in its registry: it may stop working",
    "endpoint_not_declared": "No endpoint declared in its registry",
}
CONDITION_WORDS = {
    "exclusion": "this search cannot leave services out",
    "alternative": "this search cannot pick one word or another: every word must match",
    "comparison": "this search cannot compare numbers",
}
# Best effort always lists the services meeting part of a query with an "A or B" it cannot apply: one side.
EITHER_SIDE = (
    "this search cannot pick one word or another, so the services meeting every word come first and those "
    "meeting only one side follow"
)
ERROR_TITLE = "This search could not run"
# Kinds of change (suggestion_text.read_change) that propose another spelling of a word.
SPELLING_KINDS = ("mean", "spell", "typo", "replace")


def text(*pieces: str | tuple[str]) -> Rich:
    """Rich text from plain strings and 1-tuples (emphasized): text("12 match ", ("web",))."""
    parts: Rich = []
    for piece in pieces:
        if isinstance(piece, tuple):
            parts.append({"text": piece[0], "em": True})
        elif piece:
            parts.append({"text": piece, "em": False})
    return parts


def plain(rich: Rich) -> str:
    """The words of rich text, without emphasis."""
    return "".join(part["text"] for part in rich)


def and_list(words: Sequence[str], last: str = " and ") -> list[str | tuple[str]]:
    """*a*, *b* and *c* (or another word before the last), as pieces for text()."""
    pieces: list[str | tuple[str]] = []
    for position, word in enumerate(words):
        if position:
            pieces.append(last if position == len(words) - 1 else ", ")
        pieces.append((word,))
    return pieces


# The most words a list of the sentence names (a pasted paragraph is searched as 30 words or more); the
# others are counted, and "Searched words" below lists them all.
MOST_WORDS_LISTED = 6


def short_list(words: Sequence[str], last: str = " and ") -> list[str | tuple[str]]:
    """and_list of at most MOST_WORDS_LISTED words, then "and 9 more" (with `last`'s word)."""
    if len(words) <= MOST_WORDS_LISTED:
        return and_list(words, last)
    shown = and_list(words[:MOST_WORDS_LISTED], ", ")
    return [*shown, f"{last}{len(words) - MOST_WORDS_LISTED} more"]


def label(kind: str, value: object) -> str:
    """The person-facing name of a contract value (category, protocol, pricing, auth)."""
    labels = {**FILTER_LABELS, "auth": AUTH_LABELS}.get(kind, {})
    return labels.get(str(value), str(value))


def search_of(response: JSON) -> JSON:
    """The response's search block ({} when absent)."""
    block = response.get("search")
    return block if isinstance(block, Mapping) else {}


def strings(value: object) -> list[str]:
    """A list of strings from a JSON value (anything else: [])."""
    return [str(item) for item in value] if isinstance(value, list) else []


def applied_filters(response: JSON) -> list[tuple[str, str]]:
    """(filter name, value) of each applied filter, in contract order."""
    applied = search_of(response).get("appliedFilters")
    if not isinstance(applied, Mapping):
        return []
    return [(name, str(applied[name])) for name in FILTER_NAMES if applied.get(name)]


def filter_phrase(filters: Sequence[tuple[str, str]]) -> list[str | tuple[str]]:
    """' in *Search*, with *MCP*, priced *Free*' for the applied filters ([] without any)."""
    pieces: list[str | tuple[str]] = []
    for name, value in filters:
        lead = {"category": " in ", "protocol": " with ", "pricing": " priced "}[name]
        if name == "pricing" and value == "unknown":
            pieces += [" whose pricing is ", ("not stated",)]
        else:
            pieces += [lead, (label(name, value),)]
    return pieces


def matched_words(service: JSON) -> set[str]:
    """The query terms a result's keyword reasons name."""
    reasons = service.get("matchReasons")
    if not isinstance(reasons, list):
        return set()
    return {str(r.get("term")) for r in reasons if isinstance(r, Mapping) and r.get("kind") == "keyword"}


def partial_words(response: JSON) -> tuple[list[str], list[str]] | None:
    """(words every shown result matches, words none matches) when results do not match every word; the
    other terms are those some shown results match."""
    terms = strings(search_of(response).get("terms"))
    services = [s for s in response.get("services") or [] if isinstance(s, Mapping) and "matchReasons" in s]
    if not terms or not services:
        return None
    found = [matched_words(service) for service in services]
    if all(set(terms) <= words for words in found):
        return None
    every = [term for term in terms if all(term in words for words in found)]
    none = [term for term in terms if not any(term in words for words in found)]
    return every, none


def _condition_warning_pattern(template: str) -> re.Pattern[str]:
    """A regular expression reading back the fields ({phrase}, {needs}, ...) of relay.BEST_EFFORT_APPLIED or
    BEST_EFFORT_UNMET, up to the first semicolon after the last: one wording, written in relay only."""
    pieces = re.split(r"\{(\w+)\}", template)
    pattern = "^"
    for literal, name in zip(pieces[0:-1:2], pieces[1::2], strict=True):
        pattern += re.escape(literal) + f"(?P<{name}>.+?)"
    tail = pieces[-1]
    return re.compile(pattern + re.escape(tail.split(";")[0] + (";" if ";" in tail else "")))


# Best effort's warnings for a condition it applied, and for one it did not because nothing would be left.
_APPLIED = _condition_warning_pattern(BEST_EFFORT_APPLIED)
_UNMET = _condition_warning_pattern(BEST_EFFORT_UNMET)
# Best effort's warning for an alternative read as a comparison of the services it names (to its end: a name
# may hold a full stop).
_COMPARED = re.compile(_condition_warning_pattern(BEST_EFFORT_COMPARED).pattern + "$")
# Best effort's warning for an exclusion read as naming services, listed last (to its end, as above).
_EXCLUDED = re.compile(_condition_warning_pattern(BEST_EFFORT_EXCLUDED).pattern + "$")


def warnings_matching(response: JSON, pattern: re.Pattern[str]) -> list[re.Match[str]]:
    """The response's warnings that a pattern reading back a relay template matches, parsed, in order."""
    found = (pattern.match(warning) for warning in strings(search_of(response).get("warnings")))
    return [hit for hit in found if hit is not None]


def applied_conditions(response: JSON) -> list[tuple[str, str]]:
    """(phrase, what the left-out services need) of each condition best effort applied."""
    return [(hit.group("phrase"), hit.group("needs")) for hit in warnings_matching(response, _APPLIED)]


def unmet_conditions(response: JSON) -> list[tuple[str, str, str]]:
    """(phrase, word, what every service matching the word needs) of each exclusion of credentials best effort
    did not apply because it would leave out every such service."""
    found = warnings_matching(response, _UNMET)
    return [(hit.group("phrase"), hit.group("word"), hit.group("needs")) for hit in found]


def compared_conditions(response: JSON) -> list[tuple[str, str, int]]:
    """(phrase, the services it names, how many of them match: listed first) of each alternative best effort
    read as a comparison."""
    return named_conditions(response, _COMPARED)


def excluded_conditions(response: JSON) -> list[tuple[str, str, int]]:
    """(phrase, the services it names, how many of them match: listed last) of each exclusion best effort read
    as naming services."""
    return named_conditions(response, _EXCLUDED)


def named_conditions(response: JSON, pattern: re.Pattern[str]) -> list[tuple[str, str, int]]:
    """(phrase, the services it names, how many of them match) of each warning of the pattern."""
    found = warnings_matching(response, pattern)
    return [(hit.group("phrase"), hit.group("named"), int(hit.group("count"))) for hit in found]


def unapplied_conditions(request: JSON, response: JSON) -> list[tuple[str, str]]:
    """conditions_of less those best effort applied, found unmet, read as a comparison or as naming the
    services it lists last, or read as leaving a named service ("isn't working" in "serpapi isn't
    working")."""
    applied = {phrase for phrase, _ in applied_conditions(response)}
    applied |= {phrase for phrase, _, _ in unmet_conditions(response)}
    applied |= {phrase for phrase, _, _ in compared_conditions(response)}
    applied |= {phrase for phrase, _, _ in excluded_conditions(response)}
    markers = [hit.group("marker") for hit in like_warnings(response) + other_than_warnings(response)]
    return [
        (kind, phrase)
        for kind, phrase in conditions_of(request, response)
        if phrase not in applied and not any(said_within(phrase, marker) for marker in markers)
    ]


def counted_lead(
    search: JSON, response: JSON, total: int, searched: str
) -> tuple[list[str | tuple[str]], str]:
    """How many services match the searched words, and what follows the sentence's conditions: "2 services
    match every word of *x*" and "; 15 more match part of it and come after" when best effort lists partial
    matches after them, "No service matches every word of *x*" and "; 17 match part of it" when it lists only
    partial matches, else "17 services match *x*" and nothing."""
    found = complete_matches(response)
    if found is not None and total > found[0]:
        complete, optional = found
        verb = "matches" if complete == 1 else "match"
        without = [", some of them without ", *and_list(optional, " or ")] if optional else []
        every = f"{plural(complete, 'service')} {verb} " + ("" if optional else "every word of ")
        return [every, (searched,), *without], f"; {total - complete} more match part of it and come after"
    if found is None and lists_partial_matches(search):
        return ["No service matches every word of ", (searched,)], f"; {total} match part of it"
    verb = "matches" if total == 1 else "match"
    return [f"{plural(total, 'service')} {verb} ", (searched,)], ""


def left_out_phrase(
    applied: list[tuple[str, str]], unmet: list[tuple[str, str, str]]
) -> list[str | tuple[str]]:
    """'; those whose sources say they need an API key are left out (*without an api key*)', or for an unmet
    one '; every one matching *news* needs an API key, so none is left out for *no key*' ([] for none)."""
    pieces: list[str | tuple[str]] = []
    for phrase, needs in applied:
        pieces += [f"; those whose sources say they need {needs} are left out (", (phrase,), ")"]
    for phrase, word, needs in unmet:
        pieces += ["; every one matching ", (word,), f" needs {needs}, so none is left out for ", (phrase,)]
    return pieces


def listed_last_phrase(excluded: list[tuple[str, str, int]]) -> list[str | tuple[str]]:
    """'; the 4 services *not google* excludes come last' for each exclusion naming services that match."""
    pieces: list[str | tuple[str]] = []
    for phrase, _named, count in excluded:
        if count:
            lead, verb = ("the service ", "comes") if count == 1 else (f"the {count} services ", "come")
            pieces += [f"; {lead}", (phrase,), f" excludes {verb} last"]
    return pieces


def sentence(request: JSON, response: JSON) -> Rich:
    """The one sentence above the results."""
    search = search_of(response)
    total = int(response.get("total") or 0)
    query = str(search.get("originalQuery") or "")
    codes = strings(search.get("reasonCodes"))
    filters = filter_phrase(applied_filters(response))
    if "QUERY_TOO_LONG" in codes:
        return text(f"Your search is too long to run: use at most {PASTED_MAX_UTF16} characters.")
    if "NO_SEARCHABLE_TERMS" in codes:
        return text("Nothing to search for in ", (query,), ": try words such as search, scrape or pdf.")
    liked = like_warnings(response)
    other = other_than_warnings(response)
    # every condition read: "tavily vs"
    all_read = bool(liked or other) and total > 0 and not unapplied_conditions(request, response)
    if "UNSUPPORTED_CONDITIONS" in codes and not all_read:
        applied, unmet = applied_conditions(response), unmet_conditions(response)
        phrases = [phrase for _, phrase in unapplied_conditions(request, response)]
        searched = str(search.get("effectiveQuery") or query)
        left_out = left_out_phrase(applied, unmet)
        if not total and applied and not phrases:
            return text("No service matches ", (searched,), *filters, *left_out, ".")
        if not total:
            return text("No results: ", (query,), " asks for something this search cannot do (see below).")
        ignoring = [", ignoring ", *and_list(phrases), ", which this search cannot apply (see below)"]
        compared = compared_conditions(response)
        if compared and total and not liked and not other:
            named = " and ".join(named for _, named, _ in compared)
            everyone = total <= sum(count for _, _, count in compared)
            rest = ", the services it names" if everyone else " first, then those matching most of it"
            return text(f"{plural(total, 'service')} for ", (query,), f": {named}{rest}", *filters, *left_out,
                        *(ignoring if phrases else []), ".")  # fmt: skip
        counted, after = counted_lead(search, response, total, searched)
        last = listed_last_phrase(excluded_conditions(response))
        return text(*counted, *filters, *left_out, *(ignoring if phrases else []), after, *last, ".")
    if other and total:
        named, again = other[0].group("named"), other[0].group("again")
        comes = "comes" if other[0].group("verb") == "is" else "come"
        return text(f"{plural(total, 'service')} for ", (query,), f": services other than {named}, those "
                    f"meeting most of your other words first; {again} {comes} last.")  # fmt: skip
    if liked and total:
        one = liked[0].group("verb") == "is"
        named, again = liked[0].group("named"), liked[0].group("again")
        does, comes = ("it does", "comes") if one else ("they do", "come")
        if liked[0].group("where") == "before":
            return text(f"{plural(total, 'service')} for ", (query,), f": {again} first, then services like "
                        f"{named}, those doing most of what {does} first.")  # fmt: skip
        if liked[0].group("where") == "among":
            return text(f"{plural(total, 'service')} for ", (query,), f": services like {named}, those doing "
                        f"most of what {does} first, {again} among them.")  # fmt: skip
        return text(f"{plural(total, 'service')} for ", (query,), f": services like {named}, those doing "
                    f"most of what {does} first; {again} {comes} last.")  # fmt: skip
    found = complete_matches(response)
    if found is not None and total > found[0]:
        complete, optional = found
        verb = "matches" if complete == 1 else "match"
        rest = f"; {total - complete} more match part of it and come after."
        if not optional:
            return text(f"{plural(complete, 'service')} {verb} every word of ", (query,), rest)
        common = why_optional(optional, optional_words(response))
        return text(f"{plural(complete, 'service')} {verb} ", (query,), ", some of them without ",
                    *and_list(optional, " or "), common, rest)  # fmt: skip
    kinds = optional_words(response)
    every = [word for words in kinds for word in words]
    if found is None and every and total and not lists_partial_matches(search):
        verb = "matches" if total == 1 else "match"
        return text(f"{plural(total, 'service')} {verb} ", (query,), ", some of them without ",
                    *and_list(every, " or "), why_optional(every, kinds), ".")  # fmt: skip
    partial = partial_words(response)
    if partial is not None and total:
        every, none = partial
        some = [term for term in strings(search.get("terms")) if term not in every and term not in none]
        lead = "No service matches every word: showing services that match "
        if every and none:
            also = [" (some also ", *short_list(some), ")"] if some else []
            return text(lead, *short_list(every), *also, ", not ", *short_list(none), ".")
        if some and none:
            return text(lead, *short_list(some, " or "), ", not ", *short_list(none), ".")
    if total and (partial is not None or lists_partial_matches(search)):  # the full view: no match reasons
        return text("No service matches every word of ", (query,), ": showing the closest matches.")
    if search.get("mode") == "browse":
        if not filters:
            return text(f"{plural(total, 'service')} in the catalogue.")
        return text(f"{plural(total, 'service')}", *filters, ".")
    translated = search.get("mode") == "agent-translation"
    wording = str(search.get("effectiveQuery") or query) if translated else query
    if not total:
        return text("No service matches ", (wording,), *filters, ".")
    verb = "matches" if total == 1 else "match"
    return text(f"{plural(total, 'service')} {verb} ", (wording,), *filters, ".")


def window(response: JSON, offset: int) -> str:
    """'Showing 11–20 of 23.' when the results do not fit on one page, else ''."""
    total = int(response.get("total") or 0)
    returned = len(response.get("services") or [])
    if total and not returned and offset >= total:
        return f"This page is past the last of the {plural(total, 'match', 'matches')}."
    if not returned or (offset == 0 and returned >= total):
        return ""
    return f"Showing {offset + 1}–{offset + returned} of {total}."


def conditions_of(request: JSON, response: JSON) -> list[tuple[str, str]]:
    """(kind, phrase as written) of each condition this search could not apply (it never can: an
    exclusion, an alternative, a comparison), whether the engine then returned nothing or best-effort
    matches."""
    search = search_of(response)
    if search.get("mode") in (None, "browse") or "QUERY_TOO_LONG" in strings(search.get("reasonCodes")):
        return []
    found = []
    for field in ("queryEnglish", "query"):
        wording = request.get(field)
        if isinstance(wording, str) and wording.strip():
            found += [(c.kind, c.phrase) for c in analyze_query(wording).conditions]
    return list(dict.fromkeys(found))


# Best effort's warning when some services match every word and more match part of the query
# (relay.BEST_EFFORT_AFTER_COMPLETE).
_AFTER_COMPLETE = re.compile(
    r"^Best effort: only (?P<complete>\d+) services? match(?:es)? every searched word"
    r"(?: or every one but (?P<but>[^;]*))?;"
)


def _optional_pattern(template: str) -> re.Pattern[str]:
    """A regular expression reading back the quoted words of relay's warning for optional words, up to its
    first comma: one wording, written in relay only."""
    reason = template.split("{verb}")[1].split(",")[0]
    return re.compile(r'^Best effort: (?P<words>"[^"]+"(?: and "[^"]+")*) \w+' + re.escape(reason) + ",")


_OPTIONAL_PATTERNS = tuple(
    _optional_pattern(template)
    for template in (BEST_EFFORT_OPTIONAL, BEST_EFFORT_COST, BEST_EFFORT_PROTOCOL, BEST_EFFORT_SEARCH_KIND)
)


Kinds = tuple[list[str], list[str], list[str], list[str]]


def optional_words(response: JSON) -> Kinds:
    """The words best effort let services lack and still rank with those meeting every word, as its warnings
    name them: those most services use (relay.BEST_EFFORT_OPTIONAL), those asking about cost
    (relay.BEST_EFFORT_COST), "server" beside "mcp" (relay.BEST_EFFORT_PROTOCOL), those saying only what kind
    of search service a search naming nothing to search wants (relay.BEST_EFFORT_SEARCH_KIND)."""
    found: Kinds = ([], [], [], [])
    for warning in strings(search_of(response).get("warnings")):
        for words, pattern in zip(found, _OPTIONAL_PATTERNS, strict=True):
            matched = pattern.match(warning)
            if matched is not None:
                words += re.findall(r'"([^"]*)"', matched.group("words"))
    return found


# Why best effort may leave a word out (rank.optional_terms), by its kind in optional_words' order: said of
# one word, and of several.
_WHY = (
    (", a word most services use", ", words most services use"),
    (", which no service's record rates",) * 2,
    (", which every MCP service is",) * 2,
    (
        ", which says only what kind of search service is wanted",
        ", which say only what kind of search service is wanted",
    ),
)


def why_optional(words: list[str], kinds: Kinds) -> str:
    """Why best effort let services without these words rank with those meeting every word: most services use
    them, they ask about cost (which no record rates), they say what every MCP service is or what kind of
    search service is wanted."""
    present = [position for position, found in enumerate(kinds) if found]
    if len(present) == 1:
        return _WHY[present[0]][len(words) > 1]
    if present == [0, 1]:
        return ", words most services use or no service's record rates"
    return ", words that narrow the search little"


def complete_matches(response: JSON) -> tuple[int, list[str]] | None:
    """How many services match every searched word (or every one but the optional words, also returned),
    when best effort lists services after them that match part of the query; None otherwise."""
    for warning in strings(search_of(response).get("warnings")):
        matched = _AFTER_COMPLETE.match(warning)
        if matched is not None:
            but = matched.group("but") or ""
            return int(matched.group("complete")), re.findall(r'"([^"]*)"', but)
    return None


# Best effort's warning for a word it searched as another (relay.BEST_EFFORT_CORRECTION, BEST_EFFORT_BROADER).
_SEARCHED_INSTEAD = re.compile(
    r'^Best effort: no service uses the words? "(?P<word>[^"]+)"; searched for (?P<instead>.+) instead\.$'
)


def searched_instead(response: JSON) -> list[Rich]:
    """Each word best effort searched as another: "No service uses “invoices”; searched for the broader
    “document” or “pdf” instead." (the quoted words emphasized)."""
    found = []
    for warning in strings(search_of(response).get("warnings")):
        matched = _SEARCHED_INSTEAD.match(warning)
        if matched is None:
            continue
        pieces = matched.group("instead").split('"')
        instead = [(piece,) if position % 2 else piece for position, piece in enumerate(pieces)]
        word = (matched.group("word"),)
        found.append(text("No service uses ", word, "; searched for ", *instead, " instead."))
    for warning in strings(search_of(response).get("warnings")):
        respelled = _ALSO_SEARCHED.match(warning)
        if respelled is not None:
            word, also = (respelled.group("word"),), (respelled.group("also"),)
            found.append(text("Only one service uses ", word, ", in its name; also searched for ", also, "."))
    return found


# Best effort's warning for a request for services like a named one, read back from relay.BEST_EFFORT_LIKE
# itself (one wording, written in relay only): each field of the template becomes a group or its choices.
_LIKE_FIELDS = {
    "marker": '(?P<marker>[^"]+)',
    "named": "(?P<named>.+?)",
    "pronoun": "(?:it|they)",
    "verb": "(?:does|do)",
    "words": "(?P<words>.+)",
    "named_again": "(?P<again>.+?)",
    "listed": "(?P<verb>is|are) listed",
    "where": "(?P<where>before|after|among)",
    "object": "(?:it|them)",
}


def _read_back(template: str) -> re.Pattern[str]:
    """A pattern matching the warnings a relay template writes, its fields as groups (_LIKE_FIELDS)."""
    return re.compile(
        "^" + re.sub(r"\\\{(\w+)\\\}", lambda field: _LIKE_FIELDS[field.group(1)], re.escape(template)) + "$"
    )


_SEARCHED_LIKE = _read_back(BEST_EFFORT_LIKE)
_SEARCHED_OTHER_THAN = _read_back(BEST_EFFORT_OTHER_THAN)


def searched_like(response: JSON) -> list[Rich]:
    """A request for services like a named one: "Services like Firecrawl (firecrawl): searched for what it
    does, “crawl”, “scrape” ...; Firecrawl is listed after them." (the words searched emphasized)."""
    found = []
    for matched in like_warnings(response):
        words = re.findall(r'"([^"]*)"', matched.group("words"))
        listed: list[str | tuple[str]] = []
        for position, word in enumerate(words):
            listed += [", "] if position else []
            listed.append((word,))
        found.append(
            text(
                f"Services like {matched.group('named')}: searched for what "
                f"{'it does' if matched.group('verb') == 'is' else 'they do'}, ",
                *listed,
                f"; {matched.group('again')} {matched.group('verb')} listed {matched.group('where')} them.",
            )
        )
    return found


def like_warnings(response: JSON) -> list[re.Match[str]]:
    """Best effort's warnings for a request for services like a named one, parsed."""
    return warnings_matching(response, _SEARCHED_LIKE)


def other_than_warnings(response: JSON) -> list[re.Match[str]]:
    """Best effort's warnings for a request for services other than a named one, its own words searched."""
    return warnings_matching(response, _SEARCHED_OTHER_THAN)


def searched_other_than(response: JSON) -> list[Rich]:
    """A request for services other than a named one: "Services other than Firecrawl (firecrawl): searched for
    your other words; Firecrawl is listed after them."."""
    found = []
    for matched in other_than_warnings(response):
        named, again, verb = matched.group("named"), matched.group("again"), matched.group("verb")
        found.append(text(f"Services other than {named}: searched for your other words; {again} {verb} "
                          "listed after them."))  # fmt: skip
    return found


# Best effort's warning for a misspelling one name carries (relay.BEST_EFFORT_RESPELLED).
_ALSO_SEARCHED = re.compile(
    r'^Best effort: only one service uses the word "(?P<word>[^"]+)", in its name; also searched for '
    r'"(?P<also>[^"]+)"\.$'
)


# What a person can do when nothing matched and the engine proposes no single change.
NOTHING_TO_TRY = (
    "Try fewer or broader words (such as search, scrape, pdf or weather), or English ones: the services are "
    "described in English, and the search knows only some words of the other languages it reads. Or browse "
    "the categories."
)


def notes(request: JSON, response: JSON) -> list[Rich]:
    """What a person must know before the results: words searched as others, services like a named one,
    conditions not applied, words in a script the search does not read."""
    found = searched_instead(response)
    found += searched_like(response)
    found += searched_other_than(response)
    found += other_script_notes(response)
    shown = bool(response.get("services"))
    for phrase, _needs in applied_conditions(response):
        unknown = AUTH_LABELS["unknown"]
        found.append(text((phrase,), ": applied. Services whose sources do not say how they authenticate are "
                          f"kept: they show “{unknown}”."))  # fmt: skip
    partial = lists_partial_matches(search_of(response)) or complete_matches(response) is not None
    for kind, phrase in unapplied_conditions(request, response):
        if kind == "alternative" and shown and partial:
            found.append(text((phrase,), f": {EITHER_SIDE}."))
            continue
        why = CONDITION_WORDS.get(kind, CONDITION_WORDS["exclusion"])
        then = (
            "; the results below do not take it into account."
            if shown
            else (", so it shows no results rather than ignore it.")
        )
        found.append(text((phrase,), f": {why}{then}"))
    codes = strings(search_of(response).get("reasonCodes"))
    if not shown and not found and "NO_CATALOGUE_MATCH" in codes and not actions(request, response):
        found.append(text(NOTHING_TO_TRY))
    return found


def other_script_notes(response: JSON) -> list[Rich]:
    """The engine's suggestion about words in another script, for people: the English wording is a field of
    the search form's options."""
    found = []
    for suggestion in strings(search_of(response).get("suggestions")):
        words = read_other_script(suggestion)
        if words:
            found.append(
                text(
                    (", ".join(words),),
                    f": {OTHER_SCRIPT}. It reads words of {LANGUAGES_READ}; search with those, or give an "
                    "English wording under More options.",
                )
            )
    return found


def ignored_words(request: JSON, response: JSON) -> list[str]:
    """The words of the searched wording that carry no search meaning."""
    search = search_of(response)
    if search.get("mode") in (None, "browse"):
        return []
    field = "queryEnglish" if search.get("mode") == "agent-translation" else "query"
    wording = request.get(field)
    return list(analyze_query(wording).dropped) if isinstance(wording, str) else []


# The starts of best effort's warnings that partial matches are listed (relay.BEST_EFFORT_PARTIAL and
# relay.BEST_EFFORT_AFTER_COMPLETE).
_BEST_EFFORT_PARTIAL = ("Best effort: no service matches every searched word;", "Best effort: only ")


def lists_partial_matches(search: JSON) -> bool:
    """Best effort said that (some of) the services listed match only part of the query."""
    return any(text.startswith(_BEST_EFFORT_PARTIAL) for text in strings(search.get("warnings")))


def read_as(request: JSON, response: JSON) -> list[tuple[str, str]]:
    """The facts of "How this search was read", in reading order; empty values are left out."""
    search = search_of(response)
    mode = str(search.get("mode") or "")
    filters = "; ".join(f"{FILTER_NAMES[n]}: {label(n, v)}" for n, v in applied_filters(response))
    partial = lists_partial_matches(search)
    words = PARTIAL_MODE_WORDS if partial else MODE_WORDS
    unmet = [phrase for phrase, _, _ in unmet_conditions(response)]
    not_applied = unmet + [phrase for _, phrase in unapplied_conditions(request, response)]
    facts = [
        ("Read as", words.get(mode, MODE_WORDS.get(mode, mode))),
        ("Searched words", ", ".join(strings(search.get("terms")))),
        ("Ignored words (no search meaning)", ", ".join(ignored_words(request, response))),
        ("Conditions applied", ", ".join(phrase for phrase, _ in applied_conditions(response))),
        ("Listed last", listed_last_fact(response)),
        ("Conditions not applied", ", ".join(not_applied)),
        ("Filters", filters),
        ("Reason code", "; ".join(reason_code_in_words(code) for code in strings(search.get("reasonCodes")))),
        ("Engine warnings", " ".join(strings(search.get("warnings")))),
        ("Engine suggestions", " ".join(not_paging(strings(search.get("suggestions"))))),
    ]
    return [(name, value) for name, value in facts if value]


# What each of the contract's reason codes means, for the people reading "How this search was read".
REASON_MEANINGS = {
    "QUERY_TOO_LONG": "the query is longer than the search takes",
    "NO_SEARCHABLE_TERMS": "no word of the query is one the search looks for",
    "UNSUPPORTED_CONDITIONS": (
        "the query holds a condition (an exclusion, an alternative or a comparison) that the strict search "
        "cannot apply; the warnings say how this search read it"
    ),
    "NO_CATALOGUE_MATCH": "no service in this catalogue matches the query",
}


def reason_code_in_words(code: str) -> str:
    """The reason code followed by what it means ("NO_CATALOGUE_MATCH: no service in this catalogue ...")."""
    meaning = REASON_MEANINGS.get(code)
    return f"{code}: {meaning}" if meaning else code


# Kinds of change (suggestion_text.read_change) the page's own paging controls make.
PAGING = frozenset(("offset", "first-page"))


def not_paging(suggestions: list[str]) -> list[str]:
    """The suggestions less those telling an agent how to page ("repeat the same request with offset 10"):
    a person has the page's Next and Previous buttons."""
    return [text for text in suggestions if getattr(read_change(text), "kind", None) not in PAGING]


def listed_last_fact(response: JSON) -> str:
    """'the 5 services named "google" (not google)' for each exclusion best effort read as naming services."""
    return "; ".join(f"{named} ({phrase})" for phrase, named, _ in excluded_conditions(response))


def action(label_text: Rich, kind: str, name: str = "", value: str = "") -> dict[str, Any]:
    """One suggested action: its label and the change it applies (kind, name, value)."""
    return {"label": label_text, "change": {"kind": kind, "name": name, "value": value}}


def suggestion_action(suggestion: str) -> dict[str, Any] | None:
    """A suggestion that proposes one change, as an action; None for any other (and for paging)."""
    change = read_change(suggestion)
    if change is None or change.kind == "offset":
        return None  # the page's own "Next page" link says it
    count = suggestion.split(" would return ")[-1].rstrip(".") if " would return " in suggestion else ""
    tail = f" ({count})" if count else ""
    if change.kind == "drop-term":
        return action(text("Search without ", (change.value,), tail), change.kind, value=change.value)
    if change.kind == "drop-filter":
        shown = f"{FILTER_NAMES.get(change.name, change.name)}: {label(change.name, change.value)}"
        return action(text("Remove the filter ", (shown,), tail), change.kind, change.name, change.value)
    if change.kind == "first-page":
        return action(text("Go to the first page of results"), change.kind)
    if change.value and any(word in change.kind for word in SPELLING_KINDS):
        return action(text("Did you mean ", (change.value,), "?"), change.kind, change.name, change.value)
    return None  # a change this module has no wording for: the engine's own text stays in "How ... read"


def actions(request: JSON, response: JSON) -> list[dict[str, Any]]:
    """The engine's suggestions as actions, then one "Search without" per condition not applied."""
    found = [suggestion_action(s) for s in strings(search_of(response).get("suggestions"))]
    kept = [item for item in found if item is not None]
    query = str(search_of(response).get("originalQuery") or "")
    unmet = {phrase for phrase, _, _ in unmet_conditions(response)}  # searching without it changes nothing
    unmet |= {phrase for phrase, _, _ in compared_conditions(response)}  # read: without it the names would go
    for _, phrase in conditions_of(request, response):
        if phrase in unmet:
            continue
        rest = " ".join(query.replace(phrase, " ").split())
        if rest:  # searching nothing would browse the catalogue: no answer to what was asked
            kept.append(action(text("Search ", (rest,), " instead"), "drop-phrase", value=phrase))
    codes = strings(search_of(response).get("reasonCodes"))
    if "NO_CATALOGUE_MATCH" in codes and applied_filters(response) and not kept:
        kept.append(action(text("Remove every filter"), "drop-filters"))
    return kept


def utf16_offset(text_value: str, index: int) -> int:
    """The UTF-16 code unit offset of a character index (what JavaScript's string indices count)."""
    return index + sum(1 for char in text_value[:index] if ord(char) > 0xFFFF)


def term_keys(request: JSON, response: JSON) -> frozenset[str]:
    """The match keys the searched terms may meet (each term's word and aliases)."""
    search = search_of(response)
    if search.get("mode") in (None, "browse"):
        return frozenset()
    field = "queryEnglish" if search.get("mode") == "agent-translation" else "query"
    wording = request.get(field)
    if not isinstance(wording, str):
        return frozenset()
    return frozenset(alt.key for term in analyze_query(wording).terms for alt in term.alternatives)


def highlights(value: object, keys: frozenset[str]) -> list[list[int]]:
    """[start, end) UTF-16 ranges of the words of value whose match key is one of keys, merged."""
    if not isinstance(value, str) or not keys:
        return []
    ranges: list[list[int]] = []
    left_out = unsearchable_spans(value)  # what the text negates or says in another sense
    for token in tokens(value):
        if token.word in NEVER_TERMS or stem(token.word) not in keys or within(token.start, left_out):
            continue
        start, end = utf16_offset(value, token.start), utf16_offset(value, token.end)
        if ranges and ranges[-1][1] >= start:
            ranges[-1][1] = max(ranges[-1][1], end)
        else:
            ranges.append([start, end])
    return ranges


def within(position: int, spans: tuple[tuple[int, int], ...]) -> bool:
    """position lies inside one of the [start, end) spans."""
    return any(start <= position < end for start, end in spans)


def key_facts(service: JSON) -> list[dict[str, str]]:
    """One line of facts: category, protocols, auth, pricing (kind, value and label of each; the
    pricing fact also says when it was checked)."""
    facts = []
    if service.get("category"):
        facts.append({"kind": "category", "value": str(service["category"])})
    facts += [{"kind": "protocol", "value": str(p)} for p in service.get("protocols") or []]
    if service.get("auth"):
        facts.append({"kind": "auth", "value": str(service["auth"])})
    pricing = service.get("pricing")
    if isinstance(pricing, Mapping) and pricing.get("model"):
        fact = {"kind": "pricing", "value": str(pricing["model"])}
        checked = pricing_checked(service)
        facts.append({**fact, "checked": checked} if checked else fact)
    return [{**fact, "label": label(fact["kind"], fact["value"])} for fact in facts]


def pricing_checked(service: JSON) -> str:
    """When a stated pricing model was read at its source, in words ('' when unstated or undated)."""
    pricing = service.get("pricing")
    if not isinstance(pricing, Mapping) or pricing.get("model") in (None, "", "unknown"):
        return ""
    return human_date(pricing.get("checkedAt"))


def lifecycle_warning(service: JSON) -> str:
    """The registry lifecycle in words ('' when the registry says nothing)."""
    source = service.get("source")
    lifecycle = source.get("registryLifecycle") if isinstance(source, Mapping) else None
    if not isinstance(lifecycle, Mapping):
        return ""
    status = str(lifecycle.get("status"))
    return LIFECYCLE_WARNINGS.get(status, f"Registry lifecycle: {status.replace('_', ' ')}")


def reason_in_words(reason: JSON) -> str:
    """One match reason as a sentence."""
    kind, field = reason.get("kind"), str(reason.get("field"))
    if kind == "catalogue":
        return "Listed in the catalogue (browsing without search words)"
    if kind == "filter":
        value = reason.get("matchedTerm") or reason.get("term")
        return f"{FILTER_NAMES.get(field, field)} is {label(field, value)}"
    where = FIELD_WORDS.get(field, field)
    term, matched = reason.get("term"), reason.get("matchedTerm")
    if matched and term and matched != term:
        return f"“{term}” matched “{matched}” in {where}"
    return f"“{term or matched}” matched in {where}"


def result_view(service: JSON, keys: frozenset[str]) -> dict[str, Any]:
    """What one result shows beyond its record: highlights, key facts, warning, reasons in words."""
    reasons = service.get("matchReasons")
    return {
        "highlights": {name: highlights(service.get(name), keys) for name in ("name", "provider", "tagline")},
        "facts": key_facts(service),
        "warning": lifecycle_warning(service),
        "reasons": [reason_in_words(r) for r in reasons if isinstance(r, Mapping)]
        if isinstance(reasons, list)
        else [],
    }


FIELD_NAMES = {
    "category": "category",
    "protocol": "protocol",
    "pricing": "pricing model",
    "limit": "number of results a page",
    "offset": "page",
    "view": "view",
    "query": "search",
    "queryEnglish": "English wording",
}


def error_view(response: JSON) -> dict[str, str]:
    """An error response for people: what went wrong and what to do, without API field talk."""
    error = response.get("error")
    code = str(response.get("error_code") or "")
    recovery = response.get("recovery")
    fields = strings(recovery.get("requiredArguments")) if isinstance(recovery, Mapping) else []
    field = fields[0].rsplit(".", 1)[-1] if fields else ""
    allowed = {**FILTER_LABELS, "view": {"compact": "Compact", "full": "Full"}}.get(field)
    if code == "MISSING_DEPENDENCY" and field == "query":  # an English wording without the search itself
        message = "The English wording needs the search in its own words too."
        help_text = "Type the search in the search box as well, or start a new search."
    elif code == "INVALID_VALUE" and allowed:
        message = f"This address asks for a {FIELD_NAMES.get(field, field)} this catalogue does not have."
        help_text = f"Choose one of: {', '.join(allowed.values())}, or start a new search."
    elif field in FIELD_NAMES:
        message = f"This address gives a {FIELD_NAMES[field]} this search cannot use."
        help_text = "Change it in the form above, or start a new search."
    else:
        message = str(error.get("message")) if isinstance(error, Mapping) and error.get("message") else ""
        help_text = "Change the search words or the filters, or start again from the search page."
    return {
        "title": ERROR_TITLE,
        "message": message or "The request was not accepted.",
        "help": help_text,
        "code": code,
    }


# The side-by-side table of a page of results: the facts a chooser weighs, as on the group pages.
SIDE_BY_SIDE_COLUMNS = ("Authentication", "Pricing", "Protocols", "Category")
NOT_STATED = "Not stated"


def side_by_side(
    response: JSON, offset: int = 0, summaries: Mapping[str, str] | None = None
) -> dict[str, Any] | None:
    """The page's results as rows of the facts a chooser weighs (SIDE_BY_SIDE_COLUMNS; "Not stated" where no
    source says), None for fewer than two. When best effort read a comparison ("tavily vs exa") and at least
    two of the services it names are on the page (they are listed first), the rows are those, `open`.
    `summaries`: what each service's pricing source says, by slug (pricing_summaries), added to its
    pricing."""
    services = [s for s in response.get("services") or [] if isinstance(s, Mapping) and s.get("slug")]
    named = sum(count for _, _, count in compared_conditions(response)) - offset
    if named >= 2:
        services = services[:named]
    if len(services) < 2:
        return None
    summaries = summaries or {}
    rows = [
        {
            "slug": str(service["slug"]),
            "name": str(service.get("name") or service["slug"]),
            "provider": str(service.get("provider") or ""),
            "cells": side_by_side_cells(service, summaries.get(str(service["slug"]), "")),
        }
        for service in services
    ]
    return {"open": named >= 2, "columns": list(SIDE_BY_SIDE_COLUMNS), "rows": rows}


def side_by_side_cells(service: JSON, summary: str = "") -> list[str]:
    """Authentication, pricing (with when it was checked and what its source says), protocols and category,
    in words."""
    auth = str(service.get("auth") or "unknown")
    pricing = service.get("pricing")
    model = str(pricing.get("model") or "unknown") if isinstance(pricing, Mapping) else "unknown"
    checked = pricing_checked(service)
    checked = f" (checked {checked})" if checked else ""
    said = f": {summary}" if summary and model != "unknown" else ""
    protocols = ", ".join(label("protocol", p) for p in service.get("protocols") or [])
    return [
        NOT_STATED if auth == "unknown" else label("auth", auth),
        NOT_STATED if model == "unknown" else label("pricing", model) + checked + said,
        protocols or NOT_STATED,
        label("category", service.get("category") or "") or NOT_STATED,
    ]


def pricing_summaries(index: Mapping[str, Any], slugs: Sequence[str]) -> dict[str, str]:
    """What the pricing source of each of these services says (its record's pricing.summary), by slug; a
    service with no summary is left out."""
    compiled = compile_index(index)
    records = compiled.records
    numbers = remembered(compiled.derived, "slug numbers", lambda _: slug_numbers(records))
    found = {}
    for slug in slugs:
        number = numbers.get(slug)
        pricing = records[number].get("pricing") if number is not None else None
        summary = pricing.get("summary") if isinstance(pricing, Mapping) else None
        if isinstance(summary, str) and summary.strip():
            found[slug] = summary.strip()
    return found


def slug_numbers(records: Sequence[dict[str, Any]]) -> dict[str, int]:
    """Each slug's record number (the first, should two records share one)."""
    numbers: dict[str, int] = {}
    for number, slug in enumerate(column_of(records, "slug")):
        numbers.setdefault(str(slug), number)
    return numbers


def explain(request: JSON, response: JSON, index: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Everything the search page says about one search (see the module docstring). With the `index` it
    searched, the side-by-side table also says what each service's pricing source says."""
    if "error_code" in response or "services" not in response:
        return {"error": error_view(response)}
    offset = request.get("offset")
    keys = term_keys(request, response)
    shown = [str(s.get("slug")) for s in response.get("services") or [] if isinstance(s, Mapping)]
    summaries = pricing_summaries(index, shown) if index is not None else {}
    return {
        "sentence": sentence(request, response),
        "window": window(response, offset if isinstance(offset, int) else 0),
        "notes": notes(request, response),
        "readAs": [{"label": name, "value": value} for name, value in read_as(request, response)],
        "actions": actions(request, response),
        "results": [
            result_view(s, keys) if isinstance(s, Mapping) else {} for s in response.get("services") or []
        ],
        "sideBySide": side_by_side(response, offset if isinstance(offset, int) else 0, summaries),
    }
