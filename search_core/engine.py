"""One search, independent of the response profile: analysis, the blocking cause, matches and relaxations."""

from __future__ import annotations

from dataclasses import dataclass, replace

from search_core.analysis import Analysis, Term, analyze_query, fold
from search_core.index import Compiled
from search_core.match import Filters, Matches, drop_one_counts, match
from search_core.rank import ranked
from search_core.request import Request

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
    order: list[int]
    relaxations: tuple[Relaxation, ...]

    @property
    def total(self) -> int:
        """How many services matched (0 when a cause blocked the search)."""
        return len(self.order)


def dropped_outside_conditions(analysis: Analysis) -> list[str]:
    """The dropped words, once each, less those that belong to an unsupported condition's phrase."""
    in_conditions = {word for condition in analysis.conditions for word in fold(condition.phrase).split()}
    return [word for word in dict.fromkeys(analysis.dropped) if word not in in_conditions]


def search_mode(request: Request) -> str:
    """browse without a query, agent-translation with queryEnglish, else keywords."""
    if not request.query:
        return "browse"
    return "agent-translation" if request.query_english is not None else "keywords"


def unique_terms(terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms with repeated words removed (first kept): a repeated word adds no condition."""
    seen: set[str] = set()
    kept = []
    for term in terms:
        if term.word not in seen:
            seen.add(term.word)
            kept.append(term)
    return tuple(kept)


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


def run(request: Request, compiled: Compiled) -> Outcome:
    """Analyse, find the first blocking cause, match, rank and (when nothing matched) weigh relaxations."""
    mode = search_mode(request)
    filters = Filters(request.category, request.protocol, request.pricing)
    if request.too_long_field is not None:
        return Outcome(request, mode, None, (), filters, QUERY_TOO_LONG, None, [], ())
    analysis = None
    terms: tuple[Term, ...] = ()
    if mode != "browse":
        analysis = query_analysis(request)
        terms = unique_terms(analysis.terms)
        if not terms:
            return Outcome(request, mode, analysis, terms, filters, NO_SEARCHABLE_TERMS, None, [], ())
        if analysis.conditions:
            return Outcome(request, mode, analysis, terms, filters, UNSUPPORTED_CONDITIONS, None, [], ())
    matches = match(compiled, terms, filters)
    order = ranked(compiled, matches, terms)
    if order:
        return Outcome(request, mode, analysis, terms, filters, None, matches, order, ())
    relaxations = single_relaxations(compiled, terms, filters)
    return Outcome(request, mode, analysis, terms, filters, NO_CATALOGUE_MATCH, matches, order, relaxations)


def single_relaxations(
    compiled: Compiled, terms: tuple[Term, ...], filters: Filters
) -> tuple[Relaxation, ...]:
    """Each way of dropping one term or one filter that returns results (terms first, in query order).

    Dropping the only constraint is not offered: that is browsing the whole catalogue, not a relaxation.
    """
    constraints = len(terms) + len(filters.items())
    if constraints < 2:
        return ()
    counts = drop_one_counts(compiled, terms, filters)
    found = []
    for position, term in enumerate(terms):
        if counts[position]:
            rest = terms[:position] + terms[position + 1 :]
            found.append(Relaxation("term", term.word, term.word, rest, filters, counts[position]))
    for offset, (name, value) in enumerate(filters.items()):
        total = counts[len(terms) + offset]
        if total:
            found.append(Relaxation("filter", name, value, terms, filters.without(name), total))
    return tuple(found)


def rerun(compiled: Compiled, relaxation: Relaxation) -> list[int]:
    """The ranked matches of a relaxed search."""
    return ranked(compiled, match(compiled, relaxation.terms, relaxation.filters), relaxation.terms)
