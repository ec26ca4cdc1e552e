"""The default profile: the search_services response (compact or full view, search.* explanation)."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from search_core import engine
from search_core import suggestion_text as wording
from search_core.analysis import Condition, Term
from search_core.auth_conditions import auth_words, left_out_auth
from search_core.compared import Comparison
from search_core.engine import Outcome
from search_core.excluded import Exclusion
from search_core.index import FIELDS, Compiled
from search_core.lexicon.en import PROTOCOL_NOUNS
from search_core.lexicon.qualifiers import COST_WORDS
from search_core.likeness import Likeness, said_within
from search_core.match import fields_of
from search_core.plain_search import asks_plain_search, plain_search_word
from search_core.request import PASTED_MAX_UTF16, QUERY_MAX_UTF16, Request
from search_core.text import in_other_script, listed_with_and
from search_core.typos import is_unknown

FULL_FIELDS = (
    "id",
    "slug",
    "name",
    "provider",
    "tagline",
    "description",
    "website",
    "docsUrl",
    "category",
    "tags",
    "capabilities",
    "protocols",
    "auth",
    "pricing",
    "endpoint",
    "registryName",
    "sourceUrl",
    "sourceType",
    "sourceCheckedAt",
    "verification",
    "notes",
    "featured",
    "color",
)
PRICING_FIELDS = ("model", "summary", "url", "checkedAt")

CONDITION_WARNINGS = {
    "exclusion": 'Unsupported exclusion "{phrase}": this search cannot exclude services, so it returns none '
    "rather than ignore the condition.",
    "alternative": 'Unsupported alternative "{phrase}": every term must match, so "or" cannot be applied; '
    "no services are returned rather than ignoring it.",
    "comparison": 'Unsupported numerical comparison "{phrase}": catalogue records carry no comparable '
    "numbers, so no services are returned rather than ignoring it.",
}
NO_TERMS_SUGGESTION = (
    "Use service words such as search, scrape, pdf, browser or data (or the category, protocol and pricing "
    "filters), or omit query to browse the catalogue."
)
TOO_LONG_SUGGESTION = (
    f"Send at most {QUERY_MAX_UTF16} UTF-16 code units of focused service words in query and keep the "
    "complete wording in originalRequest; never truncate conditions."
)
# Best effort searches a pasted request up to PASTED_MAX_UTF16: over that, both ways on are said.
PASTED_TOO_LONG_SUGGESTION = (
    f"Send at most {PASTED_MAX_UTF16} UTF-16 code units of the request, or at most {QUERY_MAX_UTF16} of "
    "focused service words in query with the complete wording in originalRequest; never truncate conditions."
)
POLICY_WARNING = (
    "executionPolicy restricts current actions only (this search never calls, connects or pays): it does not "
    "exclude paid or account-based services from the results; use the pricing filter only when only those "
    "pricing models are wanted."
)
DISCOVERY_WARNING = (
    "originalRequest, requirements and the decomposition are caller-supplied and unassessed: the results are "
    "metadata candidates and do not establish that a service satisfies the request."
)


BEST_EFFORT_CONDITION = (
    'Best effort: the condition "{phrase}" was not applied (this search cannot apply it); the services shown '
    "may not meet it."
)
BEST_EFFORT_COMPARED = (
    'Best effort: the condition "{phrase}" was read as a comparison of the services it names, of which '
    "{count} {verb} listed first: {named}."
)
BEST_EFFORT_EXCLUDED = (
    'Best effort: the condition "{phrase}" was read as leaving out the services it names, of which '
    "{count} {verb} listed last: {named}."
)
BEST_EFFORT_APPLIED = (
    'Best effort: the condition "{phrase}" was applied: services whose sources say they need {needs} are '
    "left out; those whose sources do not say how they authenticate are kept (auth unknown)."
)
BEST_EFFORT_UNMET = (
    'Best effort: the condition "{phrase}" was not applied: every service matching "{word}" needs {needs}, '
    "according to its sources, so none is left out."
)
BEST_EFFORT_CORRECTION = (
    'Best effort: no service uses the {label} "{word}"; searched for "{replacement}" instead.'
)
BEST_EFFORT_PRODUCT = (
    'Best effort: no service uses the word "{word}"; searched for what it is, {words}, instead.'
)
BEST_EFFORT_BROADER = (
    'Best effort: no service uses the word "{word}"; searched for the broader {words} instead.'
)
BEST_EFFORT_PARTIAL = (
    "Best effort: no service matches every searched word; the services shown match part of the query, those "
    "covering most of it first (rarer words count more)."
)
BEST_EFFORT_AFTER_COMPLETE = (
    "Best effort: only {complete} {verb} every searched word{aside}; the services after {pronoun} match part "
    "of the query, those covering most of it first (rarer words count more)."
)
BEST_EFFORT_RESPELLED = (
    'Best effort: only one service uses the word "{word}", in its name; also searched for "{also}".'
)
BEST_EFFORT_LIKE = (
    'Best effort: "{marker}" asks for services like {named}: searched for the words that say what {pronoun} '
    "{verb}, {words}; {named_again} {listed} {where} the services like {object}."
)
BEST_EFFORT_OTHER_THAN = (
    'Best effort: "{marker}" asks for services other than {named}: the query\'s other words say what is '
    "wanted and were searched as typed; {named_again} {listed} after the services meeting them."
)
BEST_EFFORT_OPTIONAL = (
    "Best effort: {words} {verb} used by more than two in five services, so the services meeting every other "
    "word rank among those meeting every word, with or without {pronoun}."
)
BEST_EFFORT_COST = (
    "Best effort: {words} {verb} about cost, which no service's record rates, so the services meeting every "
    "other word rank among those meeting every word, with or without {pronoun}."
)
BEST_EFFORT_PROTOCOL = (
    "Best effort: {words} {verb} what every MCP service is, so the services meeting every other word rank "
    "among those meeting every word, with or without {pronoun}."
)
BEST_EFFORT_PLAIN_SEARCH = (
    'Best effort: "{word}" names nothing to search, so services that search the web come first.'
)
BEST_EFFORT_SEARCH_KIND = (
    "Best effort: {words} {verb} only what kind of search service is wanted, so the services meeting every "
    "other word rank among those meeting every word, with or without {pronoun}."
)
BEST_EFFORT_NOTHING = (
    "Best effort: no service matches enough of the query (a word that few services use, or at least a "
    "quarter of the query's weight), so none is shown."
)


def page_window(order: list[int], request: Request) -> list[int]:
    """The window offset .. offset + limit of the ranked matches."""
    return order[request.offset : request.offset + request.limit]


def response(outcome: Outcome, compiled: Compiled, generated_at: str) -> dict[str, Any]:
    """The search response for an outcome."""
    request = outcome.request
    page = page_window(outcome.first(request.offset + request.limit), request)
    if request.view == "full":
        services = [full_record(compiled.records[number]) for number in page]
    else:
        services = [compact_record(compiled, number, outcome) for number in page]
    return {
        "services": services,
        "total": outcome.total,
        "returned": len(services),
        "generatedAt": generated_at,
        "view": request.view,
        "search": search_block(outcome, compiled, page),
    }


def search_block(outcome: Outcome, compiled: Compiled, page: list[int]) -> dict[str, Any]:
    """search.*: exactly what was searched, the blocking cause, warnings, suggestions and discovery."""
    request = outcome.request
    words = [term.word for term in outcome.terms]
    return {
        "originalQuery": request.query,
        "effectiveQuery": " ".join(words),
        "mode": outcome.mode,
        "terms": words,
        "appliedFilters": {
            "category": request.category,
            "protocol": request.protocol,
            "pricing": request.pricing,
        },
        "reasonCodes": [outcome.reason] if outcome.reason else [],
        "warnings": warnings(outcome, compiled, page),
        "suggestions": suggestions(outcome, compiled),
        "discovery": discovery(request),
    }


def discovery(request: Request) -> dict[str, Any]:
    """search.discovery: the caller's decomposition echoed, never assessed."""
    return {
        "originalRequest": request.original_request,
        "requirements": list(request.requirements),
        "executionPolicy": {"providerCalls": False, "accountConnections": False, "payments": False},
        "decomposition": "caller_supplied" if request.original_request is not None else "not_supplied",
        "assessment": "unassessed",
        "resultsAre": "metadata_candidates",
    }


def too_long_warning(outcome: Outcome) -> str:
    """What became of a query over QUERY_MAX_UTF16: refused, or (best effort, a pasted paragraph) searched."""
    request = outcome.request
    field, units, limit = request.too_long_field, request.too_long_units, QUERY_MAX_UTF16
    if outcome.reason != engine.QUERY_TOO_LONG:
        return (
            f"{field} is {units} UTF-16 code units after trimming, over the limit of {limit}: as the best "
            "effort all of it was searched, and nothing was truncated."
        )
    if outcome.best_effort:
        (field, units), limit = request.longest_wording(), PASTED_MAX_UTF16
    return (
        f"{field} is {units} UTF-16 code units after trimming, over the limit of {limit}: nothing was "
        "searched and nothing was truncated."
    )


def warnings(outcome: Outcome, compiled: Compiled, page: list[int]) -> list[str]:
    """Warnings in a fixed order: long query, translation, dropped words, conditions, lifecycle, discovery."""
    request = outcome.request
    found = []
    if request.too_long_field is not None:
        found.append(too_long_warning(outcome))
    if outcome.mode == "agent-translation":
        found.append(
            f'The terms come from the caller-supplied English wording "{request.query_english}" '
            "(unverified); the original query is kept in originalQuery."
        )
    if outcome.analysis is not None:
        dropped = engine.dropped_outside_conditions(outcome.analysis)
        if dropped:
            found.append("Ignored words that carry no search meaning: " + ", ".join(dropped) + ".")
        if engine.original_conditions_kept(outcome):
            found.append(
                "The original query holds conditions that the English wording leaves out; a translation must "
                "keep every condition, so they still apply (quoted below)."
            )
        for condition in outcome.analysis.conditions:
            template = CONDITION_WARNINGS.get(condition.kind, CONDITION_WARNINGS["exclusion"])
            if read_as_leaving(condition, outcome.likeness):
                continue  # "isn't working" in "serpapi isn't working": the likeness warning says it
            if condition in outcome.applied_conditions:
                needs = auth_words(left_out_auth(condition))
                found.append(BEST_EFFORT_APPLIED.format(phrase=condition.phrase, needs=needs))
                continue
            if condition in outcome.unmet_conditions:
                needs, word = auth_words(left_out_auth(condition)), outcome.unmet_word
                found.append(BEST_EFFORT_UNMET.format(phrase=condition.phrase, word=word, needs=needs))
                continue
            if outcome.comparison is not None and condition in outcome.comparison.conditions:
                found.append(comparison_warning(condition, outcome.comparison, matched(outcome), compiled))
                continue
            if outcome.exclusion is not None and condition in outcome.exclusion.conditions:
                found.append(exclusion_warning(condition, outcome.exclusion, matched(outcome), compiled))
                continue
            if outcome.best_effort:
                template = BEST_EFFORT_CONDITION
            found.append(template.format(phrase=condition.phrase))
    if outcome.best_effort:
        found.extend(best_effort_warnings(outcome))
    for number in page:
        if compiled.deprecated[number]:
            found.append(deprecation_warning(compiled.records[number], deprecated_place(outcome)))
    if request.original_request is not None:
        found.append(DISCOVERY_WARNING)
    if request.execution_policy:
        found.append(POLICY_WARNING)
    return found


def best_effort_warnings(outcome: Outcome) -> list[str]:
    """What best effort changed: corrected words, and that the services match only part of the query."""
    found = [
        BEST_EFFORT_CORRECTION.format(
            label=wording.words_label(correction.word),
            word=correction.word,
            replacement=correction.replacement,
        )
        for correction in outcome.corrections
    ]
    found += [
        BEST_EFFORT_BROADER.format(
            word=broadening.word, words=" or ".join(f'"{word}"' for word in broadening.broader)
        )
        for broadening in outcome.broadenings
    ]
    found += [
        BEST_EFFORT_PRODUCT.format(word=product.word, words=quoted_list(product.words))
        for product in outcome.products
    ]
    found += [
        BEST_EFFORT_RESPELLED.format(word=respelling.word, also=respelling.also)
        for respelling in outcome.respellings
    ]
    if outcome.likeness is not None and outcome.compiled is not None:
        found.append(likeness_warning(outcome.likeness, outcome.compiled))
    plain = asks_plain_search(outcome.terms)
    if plain:
        found.append(BEST_EFFORT_PLAIN_SEARCH.format(word=plain_search_word(outcome.terms)))
    optional = " and ".join(f'"{word}"' for word in outcome.optional_words)
    cost = [word for word in outcome.optional_words if word in COST_WORDS]
    protocol = [word for word in outcome.optional_words if word in PROTOCOL_NOUNS and word not in cost]
    kind = [word for word in outcome.optional_words if plain and word not in cost and word not in protocol]
    common = [word for word in outcome.optional_words if word not in cost + protocol + kind]
    found += [
        template.format(
            words=" and ".join(f'"{word}"' for word in words),
            verb=verbs[len(words) > 1],
            pronoun="them" if len(words) > 1 else "it",
        )
        for template, words, verbs in (
            (BEST_EFFORT_OPTIONAL, common, ("is", "are")),
            (BEST_EFFORT_COST, cost, ("asks", "ask")),
            (BEST_EFFORT_PROTOCOL, protocol, ("is", "are")),
            (BEST_EFFORT_SEARCH_KIND, kind, ("says", "say")),
        )
        if words
    ]
    if outcome.partial and outcome.complete:
        found.append(
            BEST_EFFORT_AFTER_COMPLETE.format(
                complete=wording.plural(outcome.complete, "service"),
                verb="matches" if outcome.complete == 1 else "match",
                aside=f" or every one but {optional}" if optional else "",
                pronoun="it" if outcome.complete == 1 else "them",
            )
        )
    elif outcome.partial:
        text = BEST_EFFORT_PARTIAL
        if outcome.unmatched_terms:
            quoted = ", ".join(f'"{word}"' for word in outcome.unmatched_terms)
            text += f" Not matched by the first service: {quoted}."
        found.append(text)
    elif outcome.reason == engine.NO_CATALOGUE_MATCH:
        found.append(BEST_EFFORT_NOTHING)
    return found


def comparison_warning(
    condition: Condition, comparison: Comparison, members: AbstractSet[int], compiled: Compiled
) -> str:
    """That an alternative was read as a comparison of the services its sides name, and how many of them are
    among the matches (`members`: the filters may leave some out), listed first."""
    sides = zip(comparison.sides, comparison.words, strict=True)
    named = [named_phrase(side, words, compiled) for side, words in sides]
    joined = listed_with_and(named)
    count = sum(1 for number in comparison.anchors if number in members)
    verb = "is" if count == 1 else "are"
    return BEST_EFFORT_COMPARED.format(phrase=condition.phrase, count=count, verb=verb, named=joined)


def matched(outcome: Outcome) -> AbstractSet[int]:
    """The record numbers the outcome matched (read only for a warning that counts the named ones)."""
    return outcome.matches.records() if outcome.matches is not None else set()


def exclusion_warning(
    condition: Condition, exclusion: Exclusion, members: AbstractSet[int], compiled: Compiled
) -> str:
    """That an exclusion was read as naming services, and how many of them are among the matches
    (`members`), listed last."""
    position = exclusion.conditions.index(condition)
    named = exclusion.named[position]
    count = sum(1 for number in named if number in members)
    verb = "is" if count == 1 else "are"
    words = named_phrase(named, exclusion.words[position], compiled)
    return BEST_EFFORT_EXCLUDED.format(phrase=condition.phrase, count=count, verb=verb, named=words)


def named_phrase(anchors: tuple[int, ...], words: tuple[str, ...], compiled: Compiled) -> str:
    """'Firecrawl (firecrawl)' for one named service, 'the 12 services named "tavily"' for several."""
    if len(anchors) == 1:
        record = compiled.records[anchors[0]]
        return f"{record.get('name')} ({record.get('slug')})"
    return f'the {len(anchors)} services named "{" ".join(words)}"'


def quoted_list(words: tuple[str, ...]) -> str:
    """'"a"', '"a" and "b"', '"a", "b" and "c"'."""
    return listed_with_and([f'"{word}"' for word in words])


def read_as_leaving(condition: Condition, likeness: Likeness | None) -> bool:
    """The condition's words are all in the leaving phrase a request for services like a named one was read
    from ("isn't working" in "serpapi isn't working")."""
    return likeness is not None and likeness.leaving and said_within(condition.phrase, likeness.marker)


def likeness_warning(likeness: Likeness, compiled: Compiled) -> str:
    """That a request for services like a named one was searched as what the named service does, and where the
    named services are listed."""
    one = len(likeness.anchors) == 1
    named = named_phrase(likeness.anchors, likeness.named, compiled)
    first = compiled.records[likeness.anchors[0]]
    named_again = str(first.get("name")) if one else f"those {len(likeness.anchors)}"
    words = ", ".join(f'"{word}"' for word in likeness.words)
    if likeness.own_words:
        listed = "is listed" if one else "are listed"
        return BEST_EFFORT_OTHER_THAN.format(
            marker=likeness.marker, named=named, named_again=named_again, listed=listed
        )
    return BEST_EFFORT_LIKE.format(
        marker=likeness.marker,
        named=named,
        pronoun="it" if one else "they",
        verb="does" if one else "do",
        words=words,
        named_again=named_again,
        listed="is listed" if one else "are listed",
        where="before" if likeness.compared else "among" if likeness.example else "after",
        object="it" if one else "them",
    )


# Where a deprecated service is listed (docs/search.md, "Ranking" 2): last when browsing; among the matches
# its score counts half; among best effort's partial matches one covering more of the query ranks higher.
DEPRECATED_LAST = "deprecated services are listed last."
DEPRECATED_HALF = "deprecated services are listed after live ones matching the query about as well."
DEPRECATED_AFTER_LIVE = "deprecated services are listed after the live ones that match as much of the query."


def deprecated_place(outcome: Outcome) -> str:
    """The end of a deprecation warning: where the outcome's ranking lists deprecated services."""
    if not outcome.terms:
        return DEPRECATED_LAST
    return DEPRECATED_AFTER_LIVE if outcome.partial else DEPRECATED_HALF


def deprecation_warning(record: dict[str, Any], where: str = DEPRECATED_LAST) -> str:
    """Why a deprecated service is listed where it is (`where`: deprecated_place)."""
    evidence = record.get("registryLifecycle", {}).get("evidence", {})
    return (
        f"{record.get('name')} ({record.get('slug')}) is deprecated in its registry "
        f"(evidence {evidence.get('url')}, checked {evidence.get('checkedAt')}); {where}"
    )


def suggestions(outcome: Outcome, compiled: Compiled) -> list[str]:
    """How to get results: per blocking cause, then paging hints."""
    request = outcome.request
    if outcome.reason == engine.QUERY_TOO_LONG:
        return [PASTED_TOO_LONG_SUGGESTION if outcome.best_effort else TOO_LONG_SUGGESTION]
    if outcome.reason in (engine.NO_SEARCHABLE_TERMS, engine.UNSUPPORTED_CONDITIONS):
        assert outcome.analysis is not None
        found = [NO_TERMS_SUGGESTION] if outcome.reason == engine.NO_SEARCHABLE_TERMS else []
        found += [c.suggestion for c in outcome.analysis.conditions if not handled_in_best_effort(c, outcome)]
        return list(dict.fromkeys(found)) + paging_suggestions(outcome.total, request)
    if outcome.reason == engine.NO_CATALOGUE_MATCH:
        found = (
            []
            if outcome.best_effort
            else [wording.did_you_mean(c.word, c.replacement) for c in outcome.corrections]
        )
        found += other_script_suggestions(outcome, compiled)
        found += relaxation_suggestions(outcome, compiled)
        return found + paging_suggestions(outcome.total, request)
    return paging_suggestions(outcome.total, request)


def handled_in_best_effort(condition: Condition, outcome: Outcome) -> bool:
    """Best effort applied the condition, or nothing would be left without it, or read it as what it asks
    (a comparison of the services it names, an exclusion of them, services like one being left): its warning
    says so, and a suggestion that it is not supported would contradict it."""
    return (
        condition in outcome.applied_conditions
        or condition in outcome.unmet_conditions
        or (outcome.comparison is not None and condition in outcome.comparison.conditions)
        or (outcome.exclusion is not None and condition in outcome.exclusion.conditions)
        or read_as_leaving(condition, outcome.likeness)
    )


def other_script_suggestions(outcome: Outcome, compiled: Compiled) -> list[str]:
    """Words no service holds, written in a script other than Latin: which languages the search reads, and
    how an agent can search anyway (queryEnglish)."""
    words = [term.word for term in outcome.terms if in_other_script(term.word) and is_unknown(compiled, term)]
    return [wording.other_script(words)] if words else []


def relaxation_suggestions(outcome: Outcome, compiled: Compiled) -> list[str]:
    """Which single dropped term or filter would return results, and how many."""
    if not compiled.records:
        return ["The published catalogue is empty; no search can return services."]
    found = []
    for relaxation in outcome.relaxations:
        if relaxation.kind == "term":
            found.append(wording.drop_term(relaxation.value, relaxation.total))
        else:
            found.append(wording.drop_filter(relaxation.name, relaxation.value, relaxation.total))
    if not found:
        found.append(
            "No single dropped term or filter returns results; try broader service words, or browse a "
            "category without a query."
        )
    return found


def paging_suggestions(total: int, request: Request) -> list[str]:
    """Past the end: where the matches are; more left: the next offset."""
    if total and request.offset >= total:
        return [wording.past_end(request.offset, total)]
    shown_up_to = request.offset + request.limit
    if total > shown_up_to:
        return [wording.more_matches(total - shown_up_to, shown_up_to)]
    return []


def full_record(record: dict[str, Any]) -> dict[str, Any]:
    """The full view: exactly the record fields of the contract (registryLifecycle is compact-only)."""
    full = {name: record.get(name) for name in FULL_FIELDS}
    pricing = record.get("pricing") or {}
    full["pricing"] = {name: pricing.get(name) for name in PRICING_FIELDS}
    return full


def compact_record(compiled: Compiled, number: int, outcome: Outcome) -> dict[str, Any]:
    """The compact view of one record, with its match reasons."""
    record = compiled.records[number]
    pricing = record.get("pricing") or {}
    return {
        "slug": record.get("slug"),
        "name": record.get("name"),
        "provider": record.get("provider"),
        "tagline": record.get("tagline"),
        "category": record.get("category"),
        "protocols": record.get("protocols"),
        "auth": record.get("auth"),
        "pricing": {"model": pricing.get("model"), "checkedAt": pricing.get("checkedAt")},
        "docsUrl": record.get("docsUrl"),
        "source": {
            "url": record.get("sourceUrl"),
            "type": record.get("sourceType"),
            "checkedAt": record.get("sourceCheckedAt"),
            "verification": record.get("verification"),
            "registryLifecycle": record.get("registryLifecycle"),
        },
        "matchReasons": match_reasons(compiled, number, outcome),
    }


def match_reasons(compiled: Compiled, number: int, outcome: Outcome) -> list[dict[str, Any]]:
    """Every reason a record matched: keywords (by term, then field), then filters; else catalogue."""
    reasons = []
    masks = outcome.matches.masks_of(number) if outcome.matches else ()
    if masks:
        record_keys = compiled.record_keys(number)
        for term, mask in zip(outcome.terms, masks, strict=True):
            for field_name in fields_of(mask):
                matched = matched_term(term, record_keys[FIELDS.index(field_name)])
                reasons.append(
                    {"kind": "keyword", "field": field_name, "term": term.word, "matchedTerm": matched}
                )
    record = compiled.records[number]
    for name, value in outcome.filters.items():
        reasons.append(
            {"kind": "filter", "field": name, "term": value, "matchedTerm": filter_value(record, name, value)}
        )
    if not reasons:
        reasons.append({"kind": "catalogue", "field": "catalogue", "term": None, "matchedTerm": None})
    return reasons


def matched_term(term: Term, pairs: list[tuple[str, str]]) -> str | None:
    """The record's own word a term met in one field: the first word of the field (in text order) whose key
    is the term's first alternative (in alternative order: the literal word, then its aliases) found there."""
    for alternative in term.alternatives:
        for key, surface in pairs:
            if key == alternative.key:
                return surface
    return None


def filter_value(record: dict[str, Any], name: str, value: str) -> str | None:
    """The record's own value that a filter met."""
    if name == "category":
        return str(record.get("category"))
    if name == "pricing":
        return str((record.get("pricing") or {}).get("model"))
    return value if value in (record.get("protocols") or []) else None
