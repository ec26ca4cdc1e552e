"""One search, independent of the response profile: analysis, the blocking cause, matches and relaxations."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace
from functools import cached_property

from search_core.analysis import Analysis, Condition, Term, analyze_query
from search_core.auth_conditions import left_out_auth
from search_core.broader import Broadening, broadened_terms
from search_core.compared import Comparison, compared_by_likeness, compared_services
from search_core.excluded import Exclusion, excluded_services, excluded_words, liking_words
from search_core.forms import stem
from search_core.identifiers import identifier_terms
from search_core.index import Compiled
from search_core.lexicon.broader import PRODUCTS
from search_core.lexicon.qualifiers import COST_WORDS
from search_core.likeness import Likeness, like_terms, listed_first, listed_last, named_services
from search_core.markers import language_scores
from search_core.match import (
    Filters,
    Matches,
    drop_one_counts,
    filter_members,
    match,
    match_enough,
    records_meeting,
    term_holders,
    with_records,
    without_records,
)
from search_core.products import Product, lacking_products, product_terms
from search_core.rank import (
    INFORMATIVE_WEIGHT,
    alias_weights,
    meets_every_needed,
    optional_terms,
    ranked,
    term_weight,
)
from search_core.request import PASTED_MAX_UTF16, Request
from search_core.terms import unique_terms
from search_core.text import tokens, word_set
from search_core.typos import (
    Correction,
    Respelling,
    corrections_of,
    joined_name_terms,
    names_a_brand,
    respelled_terms,
)

QUERY_TOO_LONG = "QUERY_TOO_LONG"
NO_SEARCHABLE_TERMS = "NO_SEARCHABLE_TERMS"
UNSUPPORTED_CONDITIONS = "UNSUPPORTED_CONDITIONS"
NO_CATALOGUE_MATCH = "NO_CATALOGUE_MATCH"


@dataclass(frozen=True)
class Relaxation:
    """Dropping one term or one filter, and how many services that would return."""

    kind: str  # "term" | "filter"
    name: str  # the term's word, or the filter's name
    value: str  # the term's word, or the filter's value
    terms: tuple[Term, ...]
    filters: Filters
    total: int

    @property
    def label(self) -> str:
        """Short description: the word, or name=value for a filter."""
        return self.value if self.kind == "term" else f"{self.name}={self.value}"


@dataclass(frozen=True)
class Outcome:
    """Everything a profile needs to write its response."""

    request: Request
    mode: str  # "browse" | "keywords" | "agent-translation"
    analysis: Analysis | None
    terms: tuple[Term, ...]
    filters: Filters
    reason: str | None
    matches: Matches | None
    compiled: Compiled | None  # the index the matches come from (None when nothing was matched)
    relaxations: tuple[Relaxation, ...]
    best_effort: bool = False  # answered in best effort (search(..., best_effort=True))
    english: bool = True  # the query reads as English (typo corrections, respellings, rank.masks_key)
    # Best effort only: the conditions not applied, and those applied (auth_conditions.py: an exclusion of
    # credentials leaves out the services whose sources say they need them).
    unapplied_conditions: tuple[Condition, ...] = ()
    applied_conditions: tuple[Condition, ...] = ()
    # Best effort: exclusions of credentials not applied because every service meeting the query's rarest word
    # (unmet_word) needs what they exclude (unmet_exclusions); they are among unapplied_conditions too.
    unmet_conditions: tuple[Condition, ...] = ()
    unmet_word: str = ""
    # best effort: how many of the services meet every searched word (they come first; the services a request
    # for services like them names are not counted: they are listed last)
    complete: int = 0
    # Best effort: the terms a service may lack and still count as meeting every word (rank.optional_terms),
    # and how many of the `complete` services lack one.
    optional: tuple[bool, ...] = ()
    lacking_optional: int = 0
    # "Did you mean": unknown words and the catalogue word closest to each (applied in best effort, offered
    # as suggestions in the strict search).
    corrections: tuple[Correction, ...] = ()
    # Best effort: words no record holds, searched as their broader words (search_core.broader).
    broadenings: tuple[Broadening, ...] = ()
    # Best effort: products the catalogue lacks, searched as what they are (search_core.products).
    products: tuple[Product, ...] = ()
    # Best effort: words one record's name carries, also searched as the common word they misspell.
    respellings: tuple[Respelling, ...] = ()
    # Best effort: a request for services like a named one, searched as that service's words (likeness.py).
    likeness: Likeness | None = None
    # Best effort: the services the sides of an "A vs B" name (compared.py), listed first.
    comparison: Comparison | None = None
    # Best effort: the services the query's exclusions name (excluded.py), listed last.
    exclusion: Exclusion | None = None

    @cached_property
    def order(self) -> list[int]:
        """The matching record numbers in the documented order, ranked when first read (a count, such as a
        facet's, never ranks)."""
        if self.matches is None or self.compiled is None:
            return []
        return ranked(
            self.compiled,
            self.matches,
            self.terms,
            self.english,
            self.optional,
            analysis=self.analysis,
            last=listed_last(self.likeness) | excluded_records(self.exclusion),
            first=(listed_first(self.likeness), *self.compared_sides),
        )

    @property
    def named(self) -> frozenset[int]:
        """The services a request for services like them, a comparison or an exclusion names (listed
        apart)."""
        return services_named(self.likeness, self.comparison, self.exclusion)

    @property
    def compared_sides(self) -> tuple[frozenset[int], ...]:
        """The services each side of a comparison names, in the query's order."""
        return tuple(map(frozenset, self.comparison.sides)) if self.comparison is not None else ()

    def first(self, count: int) -> list[int]:
        """The first `count` of `order` (fewer when fewer match), without ranking the rest when `order` has
        not been read."""
        if "order" in self.__dict__ or self.matches is None or self.compiled is None or self.named:
            return self.order[:count]
        head: list[int] | None = self.__dict__.get("_head")  # the longest first part ranked so far
        if head is None or (len(head) < count and len(head) < self.total):
            head = ranked(
                self.compiled,
                self.matches,
                self.terms,
                self.english,
                self.optional,
                needed=count,
                analysis=self.analysis,
            )
            self.__dict__["_head"] = head  # as cached_property keeps its value (the dataclass is frozen)
        return head[:count]

    @property
    def total(self) -> int:
        """How many services matched (0 when a cause blocked the search)."""
        return 0 if self.matches is None else self.matches.total

    @property
    def partial(self) -> bool:
        """Best effort: some of the services found meet only part of the query."""
        return self.best_effort and self.complete < self.total

    @property
    def optional_words(self) -> tuple[str, ...]:
        """Best effort: the optional words some of the services meeting every word lack (query order)."""
        if not self.lacking_optional:
            return ()
        pairs = zip(self.terms, self.optional, strict=True)
        return tuple(term.word for term, skippable in pairs if skippable)

    @cached_property
    def unmatched_terms(self) -> tuple[str, ...]:
        """Best effort: the searched words the first service does not meet (query order)."""
        if not self.best_effort or self.matches is None or not self.total:
            return ()
        first = self.matches.masks_of(self.first(1)[0])
        return tuple(term.word for term, mask in zip(self.terms, first, strict=True) if not mask)


def dropped_outside_conditions(analysis: Analysis) -> list[str]:
    """The dropped words, once each, less those that belong to an unsupported condition's phrase."""
    in_conditions = frozenset().union(*(word_set(condition.phrase) for condition in analysis.conditions))
    return [word for word in dict.fromkeys(analysis.dropped) if word not in in_conditions]


def search_mode(request: Request) -> str:
    """browse without a query, agent-translation with queryEnglish, else keywords."""
    if not request.query:
        return "browse"
    return "agent-translation" if request.query_english is not None else "keywords"


def catalogue_terms(compiled: Compiled, text: str, analysis: Analysis) -> tuple[Term, ...]:
    """The analysis's terms as this catalogue reads them: an unknown identifier cut into its words
    (identifier_terms), words written apart that make a brand also matching it (joined_name_terms)."""
    return joined_name_terms(compiled, text, identifier_terms(compiled, text, unique_terms(analysis.terms)))


def query_analysis(request: Request) -> Analysis:
    """The analysis of the wording that is matched: the query, or queryEnglish in agent-translation.

    A translation must keep every condition of the original query. When the English wording has no
    unsupported condition but the original query has one (Dokumente ohne Anmeldung -> pdf parser), the
    original's conditions are kept, so a condition is never silently dropped by translating it away.
    """
    if request.query_english is None:
        return analyze_query(request.query)
    english = analyze_query(request.query_english)
    if english.conditions:
        return english
    original = analyze_query(request.query).conditions
    return replace(english, conditions=original) if original else english


def original_conditions_kept(outcome: Outcome) -> bool:
    """True when the conditions reported come from the original query, not from queryEnglish."""
    english = outcome.request.query_english
    return (
        english is not None
        and outcome.analysis is not None
        and bool(outcome.analysis.conditions)
        and not analyze_query(english).conditions
    )


def refused_as_too_long(request: Request, best_effort: bool) -> bool:
    """A query (or queryEnglish) over QUERY_MAX_UTF16 on the lenient path is not searched, unless the search
    is a best effort and both are at most PASTED_MAX_UTF16 (a paragraph pasted into the search box)."""
    if request.too_long_field is None:
        return False
    return not best_effort or request.longest_wording()[1] > PASTED_MAX_UTF16


def run(request: Request, compiled: Compiled, *, best_effort: bool = False) -> Outcome:
    """Analyse, find the first blocking cause, match, rank and (when nothing matched) weigh relaxations.

    best_effort=True (docs/search.md, "Best effort"): when a condition blocks the search or no service meets
    every word, the services meeting enough of the query are ranked and returned anyway, and the outcome
    says which words and conditions were left out; the reason code still names the blocking cause.
    """
    mode = search_mode(request)
    filters = Filters(request.category, request.protocol, request.pricing)
    if refused_as_too_long(request, best_effort):
        return Outcome(request, mode, None, (), filters, QUERY_TOO_LONG, None, None, (), best_effort)
    analysis = None
    terms: tuple[Term, ...] = ()
    if mode != "browse":
        analysis = query_analysis(request)
        terms = catalogue_terms(compiled, matched_wording(request), analysis)
        if not terms:
            blocked = NO_SEARCHABLE_TERMS
            return Outcome(request, mode, analysis, terms, filters, blocked, None, None, (), best_effort)
        if best_effort:
            return best_effort_run(request, compiled, mode, analysis, terms, filters)
        if analysis.conditions:
            return Outcome(request, mode, analysis, terms, filters, UNSUPPORTED_CONDITIONS, None, None, ())
    english = reads_as_english(request)
    matches = match(compiled, terms, filters)
    if matches.total:
        return Outcome(request, mode, analysis, terms, filters, None, matches, compiled, (), english=english)
    relaxations = single_relaxations(compiled, terms, filters)
    return Outcome(
        request,
        mode,
        analysis,
        terms,
        filters,
        NO_CATALOGUE_MATCH,
        matches,
        compiled,
        relaxations,
        english=english,
        corrections=useful_corrections(compiled, terms, filters, english, matched_wording(request)),
    )


# Best effort keeps a partial match only when it meets an informative word (index.rarity_weight >= 16: at most
# one record in 8 holds it) or covers at least MIN_COVERED_PARTS / COVERED_PARTS of the query's weight (a word
# no record holds weighs UNKNOWN_WORD_WEIGHT, half an informative word's: no service can meet it, so it should
# not leave out the services meeting a rarer word beside it, but a sentence of such words is not answered
# with services meeting only its common words).
MIN_COVERED_PARTS = 1
COVERED_PARTS = 4
# A query of at most SHORT_QUERY searched words keeps every service meeting one of them: the minimum guards
# against long sentences matched only on their common words.
SHORT_QUERY = 2
# Partial matches are added when fewer services than this meet every searched word (when at least this many
# do, partial matches could only start after them, past what a person pages through).
PARTIAL_BELOW = 100
UNKNOWN_WORD_WEIGHT = INFORMATIVE_WEIGHT // 2


def best_effort_run(
    request: Request,
    compiled: Compiled,
    mode: str,
    analysis: Analysis,
    terms: tuple[Term, ...],
    filters: Filters,
) -> Outcome:
    """The best-effort search: typos corrected, conditions left out, the services meeting every searched word
    first, then those meeting enough of it."""
    english = reads_as_english(request)
    comparing = holds_an_alternative(analysis.conditions)
    corrections = useful_corrections(
        compiled, terms, filters, english, matched_wording(request), comparing, best_effort=True
    )
    plan = best_effort_plan(compiled, analysis, terms, corrections, english, matched_wording(request))
    reason: str | None = UNSUPPORTED_CONDITIONS if analysis.conditions else None
    if not plan.terms:
        return Outcome(
            request,
            mode,
            analysis,
            terms,
            filters,
            reason or NO_SEARCHABLE_TERMS,
            None,
            None,
            (),
            best_effort=True,
            unapplied_conditions=plan.unapplied,
            applied_conditions=plan.applied,
            unmet_conditions=plan.unmet,
            unmet_word=plan.unmet_word,
            corrections=corrections,
            broadenings=plan.broadenings,
            products=plan.products,
            respellings=plan.respellings,
            likeness=plan.likeness,
            comparison=plan.comparison,
            exclusion=plan.exclusion,
        )
    searched, optional = plan.terms, plan.optional
    matches = match(compiled, searched, filters)
    if plan.either or matches.total < PARTIAL_BELOW:
        matches = partial_matches(compiled, searched, filters)
    if any(optional):
        matches = with_records(compiled, searched, matches, records_meeting(compiled, plan.needed, filters))
    matches = without_records(matches, auth_records(compiled, plan.applied))
    groups = matches.groups.items()
    named = plan.named
    complete = sum(
        _count_without(found, named) for masks, found in groups if meets_every_needed(masks, optional)
    )
    every_word = sum(_count_without(found, named) for masks, found in groups if all(masks))
    some_word = every_word or any(all(masks) for masks, _ in groups)
    blocked = reason or (None if some_word else NO_CATALOGUE_MATCH)
    relaxations = single_relaxations(compiled, searched, filters) if blocked == NO_CATALOGUE_MATCH else ()
    return Outcome(
        request,
        mode,
        analysis,
        searched,
        filters,
        blocked,
        matches,
        compiled,
        relaxations,
        best_effort=True,
        english=english,
        unapplied_conditions=plan.unapplied,
        applied_conditions=plan.applied,
        unmet_conditions=plan.unmet,
        unmet_word=plan.unmet_word,
        corrections=corrections,
        broadenings=plan.broadenings,
        products=plan.products,
        respellings=plan.respellings,
        likeness=plan.likeness,
        comparison=plan.comparison,
        exclusion=plan.exclusion,
        complete=complete,
        optional=optional,
        lacking_optional=complete - every_word,
    )


def _count_without(records: AbstractSet[int], left_out: frozenset[int]) -> int:
    """How many of the records are not left out."""
    return len(records) - (sum(1 for number in left_out if number in records) if left_out else 0)


@dataclass(frozen=True)
class BestEffortPlan:
    """What a best-effort search searches for once its corrections are known: nothing here reads the
    filters, which only narrow the record sets (best_effort_totals relies on it)."""

    terms: tuple[Term, ...]
    broadenings: tuple[Broadening, ...]
    respellings: tuple[Respelling, ...]
    applied: tuple[Condition, ...]
    unapplied: tuple[Condition, ...]
    either: bool  # an "A or B" left unapplied: the partial matches are always added
    optional: tuple[bool, ...]
    likeness: Likeness | None = None
    unmet: tuple[Condition, ...] = ()  # unmet_exclusions: among unapplied
    unmet_word: str = ""  # the word every service meeting which needs what they exclude
    comparison: Comparison | None = None
    products: tuple[Product, ...] = ()  # products the catalogue lacks, searched as what they are
    exclusion: Exclusion | None = None  # the services the exclusions name, listed last

    @property
    def named(self) -> frozenset[int]:
        """The services a request for services like them, a comparison or an exclusion names (not counted as
        meeting every word: they are listed apart)."""
        return services_named(self.likeness, self.comparison, self.exclusion)

    @property
    def needed(self) -> tuple[Term, ...]:
        """The terms a service must meet to rank with those meeting every word (optional_terms)."""
        return tuple(term for term, skippable in zip(self.terms, self.optional, strict=True) if not skippable)


def best_effort_plan(
    compiled: Compiled,
    analysis: Analysis,
    terms: tuple[Term, ...],
    corrections: tuple[Correction, ...],
    english: bool,
    text: str = "",
) -> BestEffortPlan:
    """The searched terms (corrected, exclusions left out, services like a named one searched as its words,
    broadened, respelled) and the conditions applied and left out (`text`: the matched wording)."""
    corrected = corrected_terms(terms, corrections)
    excluded = excluded_words(analysis.conditions, text) - lacking_products(compiled, corrected)
    liking = liking_words(analysis.conditions)
    searched = tuple(term for term in corrected if term.word not in excluded or term.word in liking)
    searched, likeness = like_terms(compiled, searched, text)
    if likeness is None and liking:  # "other than X" naming no service: X is not searched
        searched = tuple(term for term in searched if term.word not in excluded)
    exclusion = excluded_services(compiled, analysis.conditions, corrected, likeness, excluded, text)
    if likeness is None:
        comparison = compared_services(compiled, analysis.conditions, searched, corrections, text)
    else:
        comparison = compared_by_likeness(likeness, analysis.conditions)
    searched, products = product_terms(compiled, searched)
    searched, broadenings = broadened_terms(compiled, searched)
    searched, respellings = respelled_terms(compiled, searched) if english else (searched, ())
    applicable = tuple(condition for condition in analysis.conditions if left_out_auth(condition))
    optional = optional_terms(compiled, searched) if searched else ()
    needed = tuple(term for term, skippable in zip(searched, optional, strict=True) if not skippable)
    named = services_named(likeness, comparison, exclusion)
    unmet, unmet_word = unmet_exclusions(compiled, applicable, needed, named)
    applied = tuple(condition for condition in applicable if condition not in unmet)
    unapplied = tuple(condition for condition in analysis.conditions if condition not in applied)
    either = holds_an_alternative(unapplied)
    return BestEffortPlan(
        searched, broadenings, respellings, applied, unapplied, either, optional, likeness, unmet, unmet_word,
        comparison, products, exclusion,
    )


def holds_an_alternative(conditions: tuple[Condition, ...]) -> bool:
    """Among the conditions, an "A or B" ("A vs B", "A oder B")."""
    return any(condition.kind == "alternative" for condition in conditions)


def services_named(
    likeness: Likeness | None, comparison: Comparison | None, exclusion: Exclusion | None = None
) -> frozenset[int]:
    """The services a request for services like them names, those a comparison names and those an exclusion
    names."""
    compared = comparison.anchors if comparison is not None else frozenset()
    return named_services(likeness) | compared | excluded_records(exclusion)


def excluded_records(exclusion: Exclusion | None) -> frozenset[int]:
    """The services the query's exclusions name: listed last."""
    return exclusion.records if exclusion is not None else frozenset()


def unmet_exclusions(
    compiled: Compiled, applicable: tuple[Condition, ...], needed: tuple[Term, ...], named: frozenset[int]
) -> tuple[tuple[Condition, ...], str]:
    """The exclusions of credentials best effort does not apply, and the word that decides it: every service
    meeting the query's rarest needed word (whatever the filters) needs what they exclude, so applying them
    would leave only services missing what the query is about ("news api without signup" when every news
    service needs a key)."""
    if not applicable or not needed:
        return (), ""
    holders, term = min(((term_holders(compiled, term) - named, term) for term in needed), key=_holder_count)
    if holders and holders <= auth_records(compiled, applicable):
        return applicable, term.word
    return (), ""


def _holder_count(entry: tuple[frozenset[int], Term]) -> int:
    return len(entry[0])


def best_effort_totals(requests: list[Request], compiled: Compiled) -> list[int]:
    """run(request, compiled, best_effort=True).total for requests that differ only in their filters (the
    facet counts of the search box), from one analysis and the unfiltered record sets: each step of
    best_effort_run but two reads the filters only to intersect with them, and those two (whether the
    corrections find anything, whether fewer than PARTIAL_BELOW services meet every word) are decided per
    request here from the same sets. Exactly the runs' totals (tests/test_search_facets.py)."""
    first = requests[0] if requests else None
    if first is None or not all(_same_words(request, first) for request in requests):
        return [run(request, compiled, best_effort=True).total for request in requests]
    if search_mode(first) == "browse" or refused_as_too_long(first, best_effort=True):
        return [run(request, compiled, best_effort=True).total for request in requests]
    analysis = query_analysis(first)
    terms = catalogue_terms(compiled, matched_wording(first), analysis)
    if not terms:
        return [0 for _ in requests]
    english = reads_as_english(first)
    found = not_products(corrections_of(compiled, terms, matched_wording(first)) if english else ())
    corrected = records_meeting(compiled, corrected_terms(terms, found), Filters()) if found else frozenset()
    comparing = holds_an_alternative(analysis.conditions)
    brands = brand_corrections(compiled, found) if comparing else ()
    sets: dict[tuple[Correction, ...], BestEffortSets | None] = {}
    totals = []
    for request in requests:
        allowed = filter_members(compiled, Filters(request.category, request.protocol, request.pricing))
        corrections = found if found and _within(corrected, allowed) else brands
        if corrections not in sets:
            plan = best_effort_plan(compiled, analysis, terms, corrections, english, matched_wording(first))
            sets[corrections] = best_effort_sets(compiled, plan)
        found_sets = sets[corrections]
        if found_sets is None:
            totals.append(0)
            continue
        met = _narrowed(found_sets.every, allowed)
        if found_sets.either or len(met) < PARTIAL_BELOW:
            met = _narrowed(found_sets.partial, allowed)
        met = met | _narrowed(found_sets.optional, allowed)
        totals.append(len(met - found_sets.left_out))
    return totals


@dataclass(frozen=True)
class BestEffortSets:
    """For best_effort_totals, unfiltered: the services meeting every searched word, those best effort's
    partial matches add (partial_matches), those meeting every word but optional ones, whether the partial
    matches are always added, and the services an applied condition leaves out."""

    every: frozenset[int]
    partial: frozenset[int]
    optional: frozenset[int]
    either: bool
    left_out: frozenset[int]


def best_effort_sets(compiled: Compiled, plan: BestEffortPlan) -> BestEffortSets | None:
    """The BestEffortSets of a best-effort search's plan; None when nothing is searched."""
    if not plan.terms:
        return None
    no_filters = Filters()
    return BestEffortSets(
        every=records_meeting(compiled, plan.terms, no_filters),
        partial=frozenset(partial_matches(compiled, plan.terms, no_filters).records()),
        optional=records_meeting(compiled, plan.needed, no_filters) if any(plan.optional) else frozenset(),
        either=plan.either,
        left_out=auth_records(compiled, plan.applied),
    )


def _same_words(request: Request, other: Request) -> bool:
    """Two requests that differ at most in their filters."""
    return replace(request, category=None, protocol=None, pricing=None) == replace(
        other, category=None, protocol=None, pricing=None
    )


def _within(records: frozenset[int], allowed: frozenset[int] | None) -> bool:
    """Some of the records pass the filters (None: no filter)."""
    return bool(records) if allowed is None else not records.isdisjoint(allowed)


def _narrowed(records: frozenset[int], allowed: frozenset[int] | None) -> frozenset[int]:
    return records if allowed is None else records & allowed


def auth_records(compiled: Compiled, applied: tuple[Condition, ...]) -> frozenset[int]:
    """The records an applied exclusion of credentials leaves out: those whose `auth` it names."""
    values = {value for condition in applied for value in left_out_auth(condition)}
    found = (compiled.by_filter.get(("auth", value), frozenset()) for value in sorted(values))
    return frozenset().union(*found)


def useful_corrections(
    compiled: Compiled,
    terms: tuple[Term, ...],
    filters: Filters,
    english: bool,
    text: str = "",
    comparing: bool = False,
    best_effort: bool = False,
) -> tuple[Correction, ...]:
    """The "did you mean" corrections of the unknown words, when the query reads as English and the corrected
    query finds services meeting every word; else none (a correction that leads nowhere is more likely a real
    word the catalogue does not use than a typo: "renew my passport" is not "renew my password"). In a query
    `comparing` services ("jina reader vs firecrwal"), where no service need meet every word, the corrections
    into a brand (typos.names_a_brand) are kept. In `best_effort`, a product's name is no typo
    (not_products)."""
    if not english:
        return ()
    corrections = corrections_of(compiled, terms, text)
    corrections = not_products(corrections) if best_effort else corrections
    if corrections and not match(compiled, corrected_terms(terms, corrections), filters).total:
        return brand_corrections(compiled, corrections) if comparing else ()
    return corrections


def not_products(corrections: tuple[Correction, ...]) -> tuple[Correction, ...]:
    """The corrections of words that name no product of lexicon.broader.PRODUCTS: best effort searches such a
    word as what the product is (search_core.products; "textract" is not "extract")."""
    return tuple(correction for correction in corrections if correction.word not in PRODUCTS)


def brand_corrections(compiled: Compiled, corrections: tuple[Correction, ...]) -> tuple[Correction, ...]:
    """The corrections into words that are mostly names (typos.names_a_brand: "firecrwal" -> "firecrawl")."""
    return tuple(
        correction
        for correction in corrections
        if all(names_a_brand(compiled, stem(word)) for word in correction.replacement.split())
    )


def matched_wording(request: Request) -> str:
    """The wording that is analysed and matched: queryEnglish when given, else the query."""
    return request.query_english if request.query_english is not None else request.query


def reads_as_english(request: Request) -> bool:
    """The matched wording shows no more evidence of another language than of English (markers.py): the
    typo vocabulary is the catalogue's English words, so a word of another language is not "corrected"."""
    scores = language_scores(tokens(matched_wording(request)))
    return all(score <= scores["en"] for language, score in scores.items() if language != "en")


def corrected_terms(terms: tuple[Term, ...], corrections: tuple[Correction, ...]) -> tuple[Term, ...]:
    """The terms with each corrected word (or run of words written apart) replaced by the terms of its
    replacement."""
    found = list(terms)
    for correction in corrections:
        words = list(dict.fromkeys(correction.word.split(" ")))  # "duck duck go": the terms duck, go
        for start in range(len(found) - len(words) + 1):
            run = found[start : start + len(words)]
            if [term.word for term in run] == words:
                found[start : start + len(words)] = analyze_query(correction.replacement).terms or run
                break
    return unique_terms(tuple(found))


def partial_matches(compiled: Compiled, terms: tuple[Term, ...], filters: Filters) -> Matches:
    """The services meeting an informative word or enough of the query's weight (see the constants above),
    and some word that does not ask how cheap (one meeting only "cheaper" of "like zenrows but cheaper", met
    as "prices", is not what was asked for)."""
    weights = [term_weight(compiled, term) for term in terms]
    via_alias = alias_weights(compiled, terms)
    if len(terms) <= SHORT_QUERY:
        found = match_enough(compiled, terms, filters, weights, 1, INFORMATIVE_WEIGHT, via_alias)
    else:
        query_weight = sum(weight or UNKNOWN_WORD_WEIGHT for weight in weights)
        needed = (query_weight * MIN_COVERED_PARTS + COVERED_PARTS - 1) // COVERED_PARTS
        found = match_enough(compiled, terms, filters, weights, needed, INFORMATIVE_WEIGHT, via_alias)
    cost = tuple(term.word in COST_WORDS for term in terms)
    return meeting_an_unflagged_word(found, cost) if any(cost) else found


def meeting_an_unflagged_word(matches: Matches, flagged: tuple[bool, ...]) -> Matches:
    """The matches less the groups that meet flagged words only."""
    groups = {
        masks: records
        for masks, records in matches.groups.items()
        if any(mask and not flag for mask, flag in zip(masks, flagged, strict=True))
    }
    return Matches(groups, matches.term_count)


def single_relaxations(
    compiled: Compiled, terms: tuple[Term, ...], filters: Filters
) -> tuple[Relaxation, ...]:
    """Each way of dropping one term or one filter that returns results (terms first, in query order).

    Dropping the only constraint is not offered: that is browsing the whole catalogue, not a relaxation; nor
    is dropping a term that leaves only words asking how cheap ("like zenrows but cheaper" without "zenrows"
    is "cheaper", which lists the services that say "prices").
    """
    constraints = len(terms) + len(filters.items())
    if constraints < 2:
        return ()
    counts = drop_one_counts(compiled, terms, filters)
    found = []
    for position, term in enumerate(terms):
        rest = terms[:position] + terms[position + 1 :]
        if counts[position] and not (rest and all(other.word in COST_WORDS for other in rest)):
            found.append(Relaxation("term", term.word, term.word, rest, filters, counts[position]))
    for offset, (name, value) in enumerate(filters.items()):
        total = counts[len(terms) + offset]
        if total:
            found.append(Relaxation("filter", name, value, terms, filters.without(name), total))
    return tuple(found)


def rerun(
    compiled: Compiled,
    relaxation: Relaxation,
    english: bool = True,
    analysis: Analysis | None = None,
) -> list[int]:
    """The ranked matches of a relaxed search (`analysis`: the query's, as rank.ranked reads it)."""
    matches = match(compiled, relaxation.terms, relaxation.filters)
    return ranked(compiled, matches, relaxation.terms, english, analysis=analysis)
