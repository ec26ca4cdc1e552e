"""The relay profile's rules: matching, match reasons, ranking, paging, reason codes, suggestions, views."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_search_support import ask, fixture_index, fixture_records, slugs

import search_core
from search_core.analysis import analyze_query, document_keys
from search_core.index import FIELDS, static_order_key
from search_core.relay import FULL_FIELDS

RECORDS = {record["slug"]: record for record in fixture_records()}
ALL = len(RECORDS)
EMOJI = "\U0001f50e"  # one character, two UTF-16 code units


def every(request: dict[str, Any]) -> list[str]:
    """Every matching slug, in order (one page of up to 100)."""
    return slugs(ask({**request, "limit": 100}))


def deprecated(slug: str) -> bool:
    return (RECORDS[slug].get("registryLifecycle") or {}).get("status") == "deprecated"


def static_key(slug: str) -> tuple[Any, ...]:
    return static_order_key(RECORDS[slug])


# ---- browse -------------------------------------------------------------------------------------------


def test_browse_lists_the_whole_catalogue_in_the_static_order_deprecated_last() -> None:
    response = ask({"limit": 100})
    assert response["search"]["mode"] == "browse"
    assert response["total"] == response["returned"] == ALL
    order = slugs(response)
    assert order == sorted(order, key=lambda slug: (deprecated(slug), static_key(slug)))
    assert deprecated(order[-1])
    for service in response["services"]:
        assert service["matchReasons"] == [
            {"kind": "catalogue", "field": "catalogue", "term": None, "matchedTerm": None}
        ]


@pytest.mark.parametrize(
    ("filters", "check"),
    [
        ({"category": "documents"}, lambda r: r["category"] == "documents"),
        ({"protocol": "x402"}, lambda r: "x402" in r["protocols"]),
        ({"pricing": "unknown"}, lambda r: r["pricing"]["model"] == "unknown"),
        (
            {"category": "search", "protocol": "MCP"},
            lambda r: r["category"] == "search" and "MCP" in r["protocols"],
        ),
        (
            {"category": "data", "pricing": "free", "protocol": "REST"},
            lambda r: r["slug"] == "open-data-commons",
        ),
    ],
)
def test_filters_are_exact_and_give_filter_reasons(filters: dict[str, str], check: Any) -> None:
    response = ask({**filters, "limit": 100})
    expected = {slug for slug, record in RECORDS.items() if check(record)}
    assert set(slugs(response)) == expected and expected
    assert response["search"]["appliedFilters"] == {
        "category": filters.get("category"),
        "protocol": filters.get("protocol"),
        "pricing": filters.get("pricing"),
    }
    for service in response["services"]:
        reasons = service["matchReasons"]
        assert [reason["field"] for reason in reasons] == [
            name for name in ("category", "protocol", "pricing") if name in filters
        ]
        assert all(
            reason["kind"] == "filter" and reason["term"] == reason["matchedTerm"] for reason in reasons
        )


# ---- keywords -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # the parser itself first, then a service that extracts data from PDFs ("parser" meets extract)
        ("pdf parser", ["parsely-pdf", "cafe-extract"]),
        ("headless browser", None),
        ("x402", None),
        ("market data", None),
        ("crawler", None),
    ],
)
def test_every_term_must_match(query: str, expected: list[str] | None) -> None:
    found = every({"query": query})
    assert found
    if expected is not None:
        assert found == expected
    terms = ask({"query": query})["search"]["terms"]
    for slug in found:
        searchable = " ".join(
            [RECORDS[slug][name] for name in ("name", "provider", "tagline", "description", "category")]
            + RECORDS[slug]["tags"]
            + RECORDS[slug]["capabilities"]
            + RECORDS[slug]["protocols"]
            + [RECORDS[slug]["pricing"]["model"]]
        )
        keys = {key for key, _surface in search_core.analysis.document_keys(searchable)}
        for term in analyze_query(query).terms:
            assert term.word in terms
            assert any(alternative.key in keys for alternative in term.alternatives), (slug, term)


def test_match_reasons_name_every_term_and_the_catalogue_word() -> None:
    response = ask({"query": "pdf parser", "category": "documents"})
    reasons = response["services"][0]["matchReasons"]
    keyword = [reason for reason in reasons if reason["kind"] == "keyword"]
    assert {reason["term"] for reason in keyword} == {"pdf", "parser"}
    assert {"kind": "keyword", "field": "name_provider", "term": "pdf", "matchedTerm": "PDF"} in keyword
    assert all(reason["matchedTerm"] for reason in keyword)
    assert reasons[-1] == {
        "kind": "filter",
        "field": "category",
        "term": "documents",
        "matchedTerm": "documents",
    }
    order = [(["pdf", "parser"].index(reason["term"]), FIELDS.index(reason["field"])) for reason in keyword]
    assert order == sorted(order)


def test_an_alias_match_reports_the_records_own_word() -> None:
    """navegador matches through its alias browser; matchedTerm is the record's word (Browser, browsers)."""
    alias_keys = {
        alternative.key
        for term in analyze_query("navegador").terms
        for alternative in term.alternatives
        if alternative.via_alias
    }
    assert "brows" in alias_keys
    response = ask({"query": "navegador"})
    assert response["total"] > 0
    for service in response["services"]:
        for reason in service["matchReasons"]:
            assert reason["term"] == "navegador"
            assert {key for key, _ in document_keys(reason["matchedTerm"])} <= alias_keys
            record = RECORDS[service["slug"]]
            assert reason["matchedTerm"] in json.dumps(record, ensure_ascii=False)


def test_deprecated_services_come_last_with_a_warning() -> None:
    response = ask({"query": "crawler", "limit": 100})
    order = slugs(response)
    assert "legacy-crawler" in order and order[-1] == "legacy-crawler" and len(order) > 1
    assert any(
        "legacy-crawler" in warning and "deprecated" in warning for warning in response["search"]["warnings"]
    )
    assert response["services"][-1]["source"]["registryLifecycle"]["status"] == "deprecated"


def test_no_deprecation_warning_when_the_deprecated_service_is_not_on_the_page() -> None:
    response = ask({"query": "crawler", "limit": 1})
    assert not any("deprecated" in warning for warning in response["search"]["warnings"])


# ---- paging -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("request_value", [{}, {"query": "search"}, {"category": "documents"}])
@pytest.mark.parametrize("limit", [1, 2, 3, 5])
def test_pages_are_windows_of_one_fixed_order(request_value: dict[str, Any], limit: int) -> None:
    whole = every(request_value)
    total = len(whole)
    pages: list[str] = []
    for offset in range(0, total + limit, limit):
        response = ask({**request_value, "limit": limit, "offset": offset})
        assert response["total"] == total
        assert response["returned"] == len(response["services"]) == len(whole[offset : offset + limit])
        pages += slugs(response)
        more = [s for s in response["search"]["suggestions"] if "more match" in s]
        assert bool(more) == (total > offset + limit)
    assert pages == whole


def test_an_offset_past_the_end_gives_an_empty_page_and_a_suggestion() -> None:
    response = ask({"query": "search", "offset": 2000})
    assert response["services"] == [] and response["returned"] == 0 and response["total"] > 0
    assert response["search"]["reasonCodes"] == []
    assert "past the end" in response["search"]["suggestions"][0]


# ---- reason codes and suggestions -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_value", "code", "lenient"),
    [
        ({"query": "pdf"}, None, False),
        ({}, None, False),
        ({"query": "x" * 201}, "QUERY_TOO_LONG", True),
        ({"query": "search", "queryEnglish": "y" * 201}, "QUERY_TOO_LONG", True),
        ({"query": "the"}, "NO_SEARCHABLE_TERMS", False),
        ({"query": "..."}, "NO_SEARCHABLE_TERMS", False),
        ({"query": "search without pdf"}, "UNSUPPORTED_CONDITIONS", False),
        ({"query": "search -pdf"}, "UNSUPPORTED_CONDITIONS", False),
        ({"query": "pdf or browser"}, "UNSUPPORTED_CONDITIONS", False),
        ({"query": "search under $10"}, "UNSUPPORTED_CONDITIONS", False),
        ({"query": "zzqxv"}, "NO_CATALOGUE_MATCH", False),
        ({"query": "pdf", "protocol": "x402"}, "NO_CATALOGUE_MATCH", False),
        ({"category": "browser", "pricing": "free"}, "NO_CATALOGUE_MATCH", False),
    ],
)
def test_reason_codes(request_value: dict[str, Any], code: str | None, lenient: bool) -> None:
    response = ask(request_value, lenient=lenient)
    assert response["search"]["reasonCodes"] == ([code] if code else [])
    if code:
        assert response["services"] == [] and response["total"] == 0
        assert response["search"]["suggestions"]
    else:
        assert response["total"] > 0


def test_query_too_long_comes_first_and_nothing_is_truncated() -> None:
    query = "search without pdf " * 11
    response = ask({"query": query}, lenient=True)
    assert response["search"]["reasonCodes"] == ["QUERY_TOO_LONG"]
    assert response["search"]["originalQuery"] == query.strip()
    assert response["search"]["terms"] == [] and response["search"]["effectiveQuery"] == ""
    assert "208 UTF-16 code units" in response["search"]["warnings"][0]
    assert ask({"query": query})["error_code"] == "QUERY_TOO_LONG"


PASTED = (
    "hi all, we are building a research assistant and it has to search the web for recent articles, then "
    "read a few of the pages it finds. a free tier would be great since we are a small team. thanks in "
    "advance!"
)


def test_a_pasted_paragraph_is_searched_by_the_search_box_and_refused_by_the_contract() -> None:
    assert len(PASTED) > 200
    response = ask({"query": PASTED}, lenient=True, best_effort=True)
    assert response["total"] > 0 and "QUERY_TOO_LONG" not in response["search"]["reasonCodes"]
    assert response["search"]["originalQuery"] == PASTED
    assert "search" in response["search"]["terms"]
    assert response["search"]["warnings"][0] == (
        f"query is {len(PASTED)} UTF-16 code units after trimming, over the limit of 200: as the best effort "
        "all of it was searched, and nothing was truncated."
    )
    # the strict tool, and the best-effort tool of an agent (never lenient), keep the contract's bound
    assert ask({"query": PASTED}, lenient=True)["search"]["reasonCodes"] == ["QUERY_TOO_LONG"]
    assert ask({"query": PASTED}, best_effort=True)["error_code"] == "QUERY_TOO_LONG"


@pytest.mark.parametrize(
    "request_value",
    [{"query": "search " * 286}, {"query": "search", "queryEnglish": "search " * 286}],
    ids=["query", "queryEnglish"],
)
def test_the_search_box_refuses_what_is_over_its_own_limit(request_value: dict[str, Any]) -> None:
    response = ask(request_value, lenient=True, best_effort=True)
    assert response["search"]["reasonCodes"] == ["QUERY_TOO_LONG"] and response["total"] == 0
    field = "queryEnglish" if "queryEnglish" in request_value else "query"
    assert response["search"]["warnings"][0] == (
        f"{field} is 2001 UTF-16 code units after trimming, over the limit of 2000: nothing was searched and "
        "nothing was truncated."
    )
    assert response["search"]["suggestions"] == [
        "Send at most 2000 UTF-16 code units of the request, or at most 200 of focused service words in "
        "query with the complete wording in originalRequest; never truncate conditions."
    ]


def test_unsupported_conditions_are_quoted_with_a_suggestion() -> None:
    response = ask({"query": "pdf parser without ocr"})
    conditions = analyze_query("pdf parser without ocr").conditions
    assert conditions
    for condition in conditions:
        assert any(f'"{condition.phrase}"' in warning for warning in response["search"]["warnings"])
        assert condition.suggestion in response["search"]["suggestions"]


def test_relaxation_suggestions_give_the_true_counts() -> None:
    response = ask({"query": "pdf browser", "pricing": "usage-based"})
    assert response["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]
    suggestions = response["search"]["suggestions"]
    for dropped, rest in (("pdf", {"query": "browser"}), ("browser", {"query": "pdf"})):
        count = ask({**rest, "pricing": "usage-based"})["total"]
        line = f'Dropping the term "{dropped}" would return {count} service'
        assert any(s.startswith(line) for s in suggestions) == (count > 0)
    count = ask({"query": "pdf browser"})["total"]
    assert any(
        s.startswith(f"Removing the filter pricing=usage-based would return {count}") for s in suggestions
    ) == (count > 0)


def test_a_filter_relaxation() -> None:
    response = ask({"query": "pdf", "protocol": "x402"})
    total = ask({"query": "pdf"})["total"]
    x402 = ask({"protocol": "x402"})["total"]
    assert response["search"]["suggestions"] == [
        f'Dropping the term "pdf" would return {x402} services.',
        f"Removing the filter protocol=x402 would return {total} services.",
    ]


def test_no_single_relaxation_is_said_plainly() -> None:
    response = ask({"query": "zzqxv qqwxz"})
    assert response["search"]["suggestions"][0].startswith("No single dropped term or filter")


# ---- modes, discovery, views -------------------------------------------------------------------------


def test_agent_translation_matches_the_english_and_keeps_the_original() -> None:
    response = ask({"query": "  Programm zum Zerlegen von Dokumenten ", "queryEnglish": " pdf parser "})
    search = response["search"]
    assert search["mode"] == "agent-translation"
    assert search["originalQuery"] == "Programm zum Zerlegen von Dokumenten"
    assert search["terms"] == ["pdf", "parser"] and search["effectiveQuery"] == "pdf parser"
    assert slugs(response) == ["parsely-pdf", "cafe-extract"]
    assert any('"pdf parser"' in warning and "unverified" in warning for warning in search["warnings"])


@pytest.mark.parametrize(
    ("query", "english", "phrase"),
    [
        ("Dokumente ohne Anmeldung", "pdf parser", "ohne Anmeldung"),
        ("pdf sin ocr", "pdf parser", "sin ocr"),
        ("búsqueda web o scraping", "web search", "web o scraping"),
        ("arama 10 dolar altında", "web search", "10 dolar altında"),
    ],
)
def test_a_translation_that_drops_a_condition_does_not_drop_it(query: str, english: str, phrase: str) -> None:
    """queryEnglish must retain every constraint: the original query's conditions still block the search."""
    response = ask({"query": query, "queryEnglish": english})
    search = response["search"]
    assert search["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"] and response["services"] == []
    assert search["originalQuery"] == query and search["effectiveQuery"] == english
    assert any(f'"{phrase}"' in warning for warning in search["warnings"])
    assert any("English wording leaves out" in warning for warning in search["warnings"])


def test_a_translation_that_keeps_the_condition_reports_it_once() -> None:
    response = ask({"query": "pdf sin ocr", "queryEnglish": "pdf without ocr"})
    warnings = response["search"]["warnings"]
    assert response["search"]["reasonCodes"] == ["UNSUPPORTED_CONDITIONS"]
    assert [w for w in warnings if w.startswith("Unsupported")] == [
        'Unsupported exclusion "without ocr": this search cannot exclude services, so it returns none '
        "rather than ignore the condition."
    ]
    assert not any("leaves out" in warning for warning in warnings)


def test_discovery_echoes_the_caller_decomposition() -> None:
    policy = {"providerCalls": False, "accountConnections": False, "payments": False}
    response = ask(
        {
            "query": "pdf parser",
            "originalRequest": "Find a PDF parser for invoices; do not pay or connect anything now.",
            "requirements": ["parses tables", "handles scanned invoices"],
            "executionPolicy": policy,
        }
    )
    assert response["search"]["discovery"] == {
        "originalRequest": "Find a PDF parser for invoices; do not pay or connect anything now.",
        "requirements": ["parses tables", "handles scanned invoices"],
        "executionPolicy": policy,
        "decomposition": "caller_supplied",
        "assessment": "unassessed",
        "resultsAre": "metadata_candidates",
    }
    assert ask({"query": "pdf"})["search"]["discovery"] == {
        "originalRequest": None,
        "requirements": [],
        "executionPolicy": policy,
        "decomposition": "not_supplied",
        "assessment": "unassessed",
        "resultsAre": "metadata_candidates",
    }


def test_full_view_is_the_record_without_registry_lifecycle() -> None:
    response = ask({"view": "full", "limit": 100})
    assert response["view"] == "full"
    for service in response["services"]:
        record = RECORDS[service["slug"]]
        assert list(service) == list(FULL_FIELDS)
        assert service == {name: record[name] for name in FULL_FIELDS}


def test_compact_view_shows_the_registry_lifecycle() -> None:
    response = ask({"limit": 100})
    by_slug = {service["slug"]: service for service in response["services"]}
    for slug, record in RECORDS.items():
        assert by_slug[slug]["source"]["registryLifecycle"] == record.get("registryLifecycle")
    assert by_slug["quiet-notes-mcp"]["source"]["registryLifecycle"]["status"] == "endpoint_not_declared"


def test_generated_at_comes_from_the_index() -> None:
    index = search_core.build_index(fixture_records(), "2030-01-02T03:04:05Z")
    assert search_core.search({}, index)["generatedAt"] == "2030-01-02T03:04:05Z"
    assert ask({})["generatedAt"] == fixture_index()["generatedAt"] == "2026-11-02T00:00:00Z"


def test_an_empty_catalogue() -> None:
    index = search_core.build_index([], search_core.generated_at([]))
    response = search_core.search({}, index)
    assert response["total"] == 0 and response["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]
    assert "empty" in response["search"]["suggestions"][0]
    assert search_core.search({"query": "pdf"}, index)["search"]["reasonCodes"] == ["NO_CATALOGUE_MATCH"]


@pytest.mark.parametrize(
    ("query", "filters"),
    [
        ("pdf browser", {}),
        ("pdf browser web", {"pricing": "usage-based"}),
        ("search", {"category": "data", "protocol": "MCP", "pricing": "free"}),
        ("web search zzqxv", {"protocol": "x402"}),
    ],
)
def test_relaxation_counts_equal_the_relaxed_searches(query: str, filters: dict[str, str]) -> None:
    from search_core.index import compile_index
    from search_core.match import Filters, count, drop_one_counts

    compiled = compile_index(fixture_index())
    terms = analyze_query(query).terms
    applied = Filters(**filters)
    expected = [count(compiled, terms[:i] + terms[i + 1 :], applied) for i in range(len(terms))]
    expected += [count(compiled, terms, applied.without(name)) for name, _ in applied.items()]
    assert drop_one_counts(compiled, terms, applied) == expected


def test_no_searchable_terms_comes_first_yet_the_condition_is_still_reported() -> None:
    query = "at most 3 results"
    analysis = analyze_query(query)
    assert not analysis.terms and analysis.conditions
    response = ask({"query": query})
    assert response["search"]["reasonCodes"] == ["NO_SEARCHABLE_TERMS"]
    for condition in analysis.conditions:
        assert any(f'"{condition.phrase}"' in warning for warning in response["search"]["warnings"])
        assert condition.suggestion in response["search"]["suggestions"]


# ---- the tool description, sentence by sentence ------------------------------------------------------

POLICY = {"providerCalls": False, "accountConnections": False, "payments": False}
PAID = ("usage-based", "subscription", "freemium")


@pytest.mark.parametrize("query", ["search", "data", "pdf"])
def test_a_payment_prohibition_now_does_not_exclude_paid_or_account_services(query: str) -> None:
    """executionPolicy restricts current actions, not which paid or account-based services are discovered;
    requirements stay unassessed and filter nothing."""
    plain = ask({"query": query, "limit": 100})
    separated = ask(
        {
            "requestJson": json.dumps(
                {
                    "query": query,
                    "limit": 100,
                    "originalRequest": f"Find a {query} service; do not pay, sign up or call anything now.",
                    "requirements": ["must be free", "no account", "no payment"],
                    "executionPolicy": POLICY,
                }
            )
        }
    )
    assert slugs(separated) == slugs(plain) and separated["total"] == plain["total"]
    assert separated["search"]["reasonCodes"] == plain["search"]["reasonCodes"] == []
    models = {service["pricing"]["model"] for service in separated["services"]}
    auths = {service["auth"] for service in separated["services"]}
    assert models & set(PAID), models
    assert auths & {"api-key", "oauth", "wallet-payment"}, auths
    discovery = separated["search"]["discovery"]
    assert discovery["assessment"] == "unassessed" and discovery["decomposition"] == "caller_supplied"
    assert discovery["requirements"] == ["must be free", "no account", "no payment"]
    warnings = separated["search"]["warnings"]
    assert any("unassessed" in warning for warning in warnings)
    assert any("does not exclude paid or account-based services" in warning for warning in warnings)
    assert not any("satisf" in text and "unassessed" not in text for text in warnings)


def test_the_default_is_five_compact_results_with_match_reasons_and_no_scores() -> None:
    response = ask({"query": "search"})
    assert response["total"] > 5 and response["returned"] == 5 and response["view"] == "compact"
    for service in response["services"]:
        assert service["matchReasons"]
        assert service["source"]["checkedAt"] and "checkedAt" in service["pricing"]
        assert not any("score" in key.lower() for key in service)
        for reason in service["matchReasons"]:
            assert set(reason) == {"kind", "field", "term", "matchedTerm"}


@pytest.mark.parametrize(
    "request_value",
    [
        {"query": "search " + "a" * 193},
        {"query": "  " + EMOJI * 100 + "  "},
        {"query": "x", "queryEnglish": EMOJI * 100},
        {"query": "pdf", "originalRequest": EMOJI * 2000},
        {"query": "pdf", "originalRequest": "Find\n  a PDF parser,\tbut do not pay.\n" + "é" * 1900},
        {"query": "pdf", "originalRequest": "r", "requirements": [EMOJI * 200, "é" * 200]},
    ],
)
def test_nothing_is_ever_truncated(request_value: dict[str, Any]) -> None:
    """Values at their limits are answered and echoed whole (trimmed at the ends only)."""
    search = ask(request_value)["search"]
    assert search["originalQuery"] == request_value["query"].strip()
    discovery = search["discovery"]
    assert discovery["originalRequest"] == (
        request_value["originalRequest"].strip() if "originalRequest" in request_value else None
    )
    assert discovery["requirements"] == request_value.get("requirements", [])
    if "queryEnglish" in request_value:
        assert any(request_value["queryEnglish"] in warning for warning in search["warnings"])


@pytest.mark.parametrize(
    ("request_value", "code"),
    [
        ({"query": "x", "queryEnglish": EMOJI * 100 + "a"}, "QUERY_TOO_LONG"),
        ({"query": "pdf", "originalRequest": EMOJI * 2001}, "OUT_OF_RANGE"),
        ({"query": "pdf", "originalRequest": "r", "requirements": [EMOJI * 201]}, "OUT_OF_RANGE"),
    ],
)
def test_over_long_values_are_errors_not_truncated(request_value: dict[str, Any], code: str) -> None:
    assert ask(request_value)["error_code"] == code


@pytest.mark.parametrize(
    ("request_value", "lenient", "code"),
    [
        ({"query": "the " * 60}, True, "QUERY_TOO_LONG"),  # too long before no searchable terms
        ({"query": "the without"}, False, "NO_SEARCHABLE_TERMS"),  # no terms before conditions
        ({"query": "zzqxv without pdf"}, False, "UNSUPPORTED_CONDITIONS"),  # conditions before no match
        ({"query": "zzqxv or qqwxz"}, False, "UNSUPPORTED_CONDITIONS"),
        ({"query": "zzqxv", "category": "search"}, False, "NO_CATALOGUE_MATCH"),
    ],
)
def test_reason_codes_give_exactly_the_first_blocking_cause(
    request_value: dict[str, Any], lenient: bool, code: str
) -> None:
    assert ask(request_value, lenient=lenient)["search"]["reasonCodes"] == [code]


def test_offset_paging_keeps_query_and_filters() -> None:
    request = {"query": "search", "protocol": "REST"}
    first, second = ask({**request, "limit": 2}), ask({**request, "limit": 2, "offset": 2})
    assert first["total"] > 2
    assert first["search"]["suggestions"][0].endswith("repeat the same request with offset 2 to see them.")
    assert second["search"]["appliedFilters"] == first["search"]["appliedFilters"]
    assert slugs(second) == every(request)[2:4]


def test_full_view_of_a_deprecated_service_has_no_lifecycle_key_but_keeps_order_and_warning() -> None:
    """The contract's full item has no registryLifecycle (additionalProperties false): the lifecycle shows
    as the order (last) and the warning, never as an extra key."""
    response = ask({"query": "crawler", "view": "full", "limit": 100})
    assert slugs(response)[-1] == "legacy-crawler"
    assert all("registryLifecycle" not in service for service in response["services"])
    warnings = response["search"]["warnings"]
    assert any("legacy-crawler" in warning and "deprecated" in warning for warning in warnings)


@pytest.mark.parametrize(
    ("request_object", "words"),
    [
        ({"query": "поиск в интернете"}, ["поиск", "в", "интернете"]),  # Cyrillic
        ({"query": "网页搜索 pdf"}, ["网页搜索"]),  # Han, beside a word that matches
        ({"query": "αναζήτηση"}, ["αναζητηση"]),  # Greek, named as searched (folded)
        ({"query": "zzqxv"}, []),  # an unknown Latin word: not a script the search cannot read
        ({"query": "поиск", "queryEnglish": "web search"}, []),  # the English wording is what is searched
    ],
)
def test_words_in_a_script_the_search_does_not_read_are_named_with_the_languages_it_reads(
    request_object: dict[str, Any], words: list[str]
) -> None:
    """A Russian or Chinese query found nothing and suggested only "try broader service words"."""
    from search_core.suggestion_text import other_script

    suggestions = ask(request_object)["search"]["suggestions"]
    assert (other_script(words) in suggestions) == bool(words)
    assert not any("does not read" in suggestion for suggestion in suggestions if not words)


def test_a_word_of_another_script_that_a_service_holds_is_searched_as_any_other() -> None:
    russian = {**fixture_records()[0], "slug": "poisk", "id": "svc-poisk", "tagline": "Поиск."}
    records = [*fixture_records(), russian]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    response = search_core.search({"query": "поиск"}, index)
    assert [service["slug"] for service in response["services"]] == ["poisk"]


@pytest.mark.parametrize(
    ("word", "other"),
    [("straße", False), ("ılık", False), ("tiếng", False), ("ñandú", False), ("поиск", True), ("搜索", True),
     ("بحث", True), ("αβ", True)],
)
def test_other_scripts_by_code_point(word: str, other: bool) -> None:
    from search_core.text import in_other_script

    assert in_other_script(word) is other
