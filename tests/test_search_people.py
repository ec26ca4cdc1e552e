"""search_core.people.explain: the search page's wording, from a request and its relay response."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_search_support import fixture_index

import search_core
from search_core import people
from search_core.dates import human_date
from search_core.people import NOTHING_TO_TRY, explain, highlights, key_facts, partial_words, plain, term_keys


@pytest.fixture(scope="module")
def index() -> dict[str, Any]:
    return fixture_index()


def explained(request: dict[str, Any], index: dict[str, Any]) -> dict[str, Any]:
    return explain(request, search_core.search(request, index, lenient=True))


@pytest.mark.parametrize(
    ("request_object", "sentence"),
    [
        ({"query": "search"}, "6 services match search."),  # the plain count
        ({"query": "pdf"}, "2 services match pdf."),
        ({"query": "zzqxv search"}, "No service matches zzqxv search."),
        ({"query": "search", "category": "extraction"}, "No service matches search in Extraction."),
        ({"category": "browser"}, "2 services in Browser."),  # browsing one category
        ({}, "17 services in the catalogue."),
        ({"query": "the"}, "Nothing to search for in the: try words such as search, scrape or pdf."),
        ({"query": "x" * 2001}, "Your search is too long to run: use at most 2000 characters."),
        (
            {"query": "search without login"},
            "No results: search without login asks for something this search cannot do (see below).",
        ),
    ],
)
def test_the_sentence_above_the_results(
    index: dict[str, Any], request_object: dict[str, Any], sentence: str
) -> None:
    assert plain(explained(request_object, index)["sentence"]) == sentence


@pytest.mark.parametrize(
    ("request_object", "sentence"),
    [
        ({"query": "search"}, "6 services match search."),
        (
            {"query": "search without ads"},
            "6 services match search, ignoring without ads, which this search cannot apply (see below).",
        ),
        (  # an exclusion of credentials is applied (auth_conditions.py): said with what it leaves out
            {"query": "search without login"},
            "3 services match search; those whose sources say they need an API key, OAuth or a wallet payment"
            " are left out (without login).",
        ),
        (
            {"query": "search without login except foo"},
            "3 services match search; those whose sources say they need an API key, OAuth or a wallet payment"
            " are left out (without login), ignoring except foo, which this search cannot apply (see below).",
        ),
        (  # partial matches after the complete ones are counted apart, as without a condition
            {"query": "search documents without login"},
            "1 service matches every word of search documents; those whose sources say they need an API key, "
            "OAuth or a wallet payment are left out (without login); 2 more match part of it and come after.",
        ),
        (
            {"query": "zzqx search without login"},
            "No service matches every word of zzqx search; those whose sources say they need an API key, "
            "OAuth or a wallet payment are left out (without login); 3 match part of it.",
        ),
        (
            {"query": "zzqxv pdf"},
            "No service matches every word: showing services that match pdf, not zzqxv.",
        ),
        (  # some match every word: said with how many, not "no service matches every word"
            {"query": "extract pdf"},
            "1 service matches every word of extract pdf; 4 more match part of it and come after.",
        ),
        (
            {"query": "extract pdf", "offset": 2, "limit": 2},  # the same on a page of partial matches only
            "1 service matches every word of extract pdf; 4 more match part of it and come after.",
        ),
    ],
)
def test_the_sentence_above_best_effort_results(
    index: dict[str, Any], request_object: dict[str, Any], sentence: str
) -> None:
    """The search box asks for best effort: results beside an unapplied condition are never 'No results'."""
    response = search_core.search(request_object, index, lenient=True, best_effort=True)
    assert plain(explain(request_object, response)["sentence"]) == sentence


@pytest.mark.parametrize("view", ["compact", "full"])
def test_partial_matches_are_never_said_to_match_in_either_view(index: dict[str, Any], view: str) -> None:
    """The full view's records carry no match reasons; its sentence still says no service matches every
    word (it said "N services match ..." until 2 Dec 2026)."""
    request = {"query": "zzqxv search", "view": view}
    response = search_core.search(request, index, lenient=True, best_effort=True)
    assert response["total"] > 0
    assert plain(explain(request, response)["sentence"]).startswith("No service matches every word")


def test_the_query_is_emphasized_as_data_not_markup(index: dict[str, Any]) -> None:
    parts = explained({"query": "<b>search</b>"}, index)["sentence"]
    assert {"text": "<b>search</b>", "em": True} in parts


@pytest.mark.parametrize(
    ("request_object", "window"),
    [
        ({"query": "search"}, "Showing 1–5 of 6."),
        ({"query": "search", "offset": 5}, "Showing 6–6 of 6."),
        ({"query": "search", "limit": 10}, ""),  # everything on one page: nothing to say
        ({"query": "search", "offset": 40}, "This page is past the last of the 6 matches."),
    ],
)
def test_the_window(index: dict[str, Any], request_object: dict[str, Any], window: str) -> None:
    assert explained(request_object, index)["window"] == window


@pytest.mark.parametrize(
    ("request_object", "labels", "changes"),
    [
        ({"query": "zzqxv search"}, ["Search without zzqxv (6 services)"], [("drop-term", "", "zzqxv")]),
        (
            {"query": "search", "category": "extraction"},
            ["Search without search (3 services)", "Remove the filter Category: Extraction (6 services)"],
            [("drop-term", "", "search"), ("drop-filter", "category", "extraction")],
        ),
        (
            {"query": "search without login"},
            ["Search search instead"],
            [("drop-phrase", "", "without login")],
        ),
        ({"query": "pdf or ocr"}, [], []),  # dropping the phrase would search nothing: no action
        ({"query": "search", "offset": 40}, ["Go to the first page of results"], [("first-page", "", "")]),
        ({"query": "search"}, [], []),  # "more matches" is the page's own Next link, not an action
    ],
)
def test_suggestions_become_actions(
    index: dict[str, Any],
    request_object: dict[str, Any],
    labels: list[str],
    changes: list[tuple[str, str, str]],
) -> None:
    actions = explained(request_object, index)["actions"]
    assert [plain(action["label"]) for action in actions] == labels
    assert [(a["change"]["kind"], a["change"]["name"], a["change"]["value"]) for a in actions] == changes


def test_a_condition_is_said_before_the_results(index: dict[str, Any]) -> None:
    notes = explained({"query": "search without login"}, index)["notes"]
    assert [plain(note) for note in notes] == [
        "without login: this search cannot leave services out, so it shows no results rather than ignore it."
    ]


@pytest.mark.parametrize(
    ("warning", "note"),
    [
        (
            'Best effort: no service uses the word "invoices"; searched for the broader "document" or "pdf" '
            "instead.",
            "No service uses invoices; searched for the broader document or pdf instead.",
        ),
        (
            'Best effort: no service uses the words "mongo db"; searched for "mongodb" instead.',
            "No service uses mongo db; searched for mongodb instead.",
        ),
    ],
)
def test_a_word_searched_as_another_is_said_before_the_results(warning: str, note: str) -> None:
    response = {"search": {"mode": "keywords", "warnings": [warning], "reasonCodes": []}, "services": []}
    found = explain({"query": "x"}, response)["notes"]
    assert [plain(item) for item in found] == [note]
    assert [part["text"] for part in found[0] if part["em"]] == [piece for piece in warning.split('"')[1::2]]


def test_how_the_search_was_read(index: dict[str, Any]) -> None:
    facts = {
        f["label"]: f["value"]
        for f in explained({"query": "how to search", "protocol": "MCP"}, index)["readAs"]
    }
    assert facts["Read as"] == "Keywords: every word must match"
    assert facts["Searched words"] == "search"
    assert facts["Ignored words (no search meaning)"] == "how, to"
    assert facts["Filters"] == "Protocol: MCP"
    assert "Reason code" not in facts  # only when the engine gives one


def test_how_the_search_was_read_says_what_the_reason_code_means(index: dict[str, Any]) -> None:
    facts = {f["label"]: f["value"] for f in explained({"query": "zzzqqq"}, index)["readAs"]}
    assert facts["Reason code"] == "NO_CATALOGUE_MATCH: no service in this catalogue matches the query"


def test_how_the_search_was_read_leaves_paging_to_the_pages_buttons(index: dict[str, Any]) -> None:
    request = {"query": "", "limit": 2}
    response = search_core.search(request, index)
    assert any("repeat the same request with offset 2" in text for text in response["search"]["suggestions"])
    facts = {fact["label"]: fact["value"] for fact in explain(request, response)["readAs"]}
    assert "offset" not in facts.get("Engine suggestions", "")


def test_results_get_facts_reasons_and_highlights(index: dict[str, Any]) -> None:
    view = explained({"query": "search"}, index)
    response = search_core.search({"query": "search"}, index)
    first, service = view["results"][0], response["services"][0]
    assert next(fact["kind"] for fact in first["facts"]) == "category"
    assert first["reasons"] and all("matched" in reason for reason in first["reasons"])
    for name in ("name", "tagline"):
        for start, end in first["highlights"][name]:
            assert service[name][start:end].casefold().startswith("search")


@pytest.mark.parametrize(
    ("pricing", "fact"),
    [
        ({"model": "free", "checkedAt": "2026-03-03"}, {"label": "Free", "checked": "3 March 2026"}),
        ({"model": "usage-based", "checkedAt": None}, {"label": "Usage-based"}),  # undated: no date said
        ({"model": "unknown", "checkedAt": "2026-03-03"}, {"label": "Pricing not stated"}),  # nothing to date
    ],
)
def test_a_stated_pricing_model_says_when_it_was_checked(
    pricing: dict[str, Any], fact: dict[str, str]
) -> None:
    facts = key_facts({"category": "search", "pricing": pricing})
    assert facts[-1] == {"kind": "pricing", "value": pricing["model"], **fact}


@pytest.mark.parametrize(
    ("value", "words"),
    [("2026-10-01", "1 October 2026"), ("2026-12-31", "31 December 2026"), ("2026-13-01", "2026-13-01"),
     ("soon", "soon"), (None, "")],
)  # fmt: skip
def test_a_date_in_words(value: object, words: str) -> None:
    assert human_date(value) == words


@pytest.mark.parametrize(
    ("query", "text", "marked"),
    [
        ("web search", "Free web search, fast.", ["web", "search"]),
        ("scraping", "We scrape pages", ["scrape"]),  # word forms match, as in the engine
        ("search", "🔎 Search here", ["Search"]),  # UTF-16 offsets: the emoji counts two
        ("the search", "The Search", ["Search"]),  # stopwords are never marked
        ("pdf", "nothing here", []),
    ],
)
def test_highlights_mark_the_words_the_engine_matches(query: str, text: str, marked: list[str]) -> None:
    request = {"query": query}
    keys = term_keys(request, {"search": {"mode": "keywords"}})
    units = text.encode("utf-16-le")
    found = [units[2 * start : 2 * end].decode("utf-16-le") for start, end in highlights(text, keys)]
    assert found == marked


def test_partial_results_are_said_as_such() -> None:
    response = {
        "total": 2,
        "search": {
            "terms": ["pdf", "tables", "extract"],
            "mode": "keywords",
            "originalQuery": "pdf tables extract",
        },
        "services": [
            {"matchReasons": [{"kind": "keyword", "term": "pdf"}, {"kind": "keyword", "term": "tables"}]},
            {"matchReasons": [{"kind": "keyword", "term": "pdf"}, {"kind": "keyword", "term": "tables"}]},
        ],
    }
    assert partial_words(response) == (["pdf", "tables"], ["extract"])
    assert plain(explain({"query": "pdf tables extract"}, response)["sentence"]) == (
        "No service matches every word: showing services that match pdf and tables, not extract."
    )


@pytest.mark.parametrize(
    ("matched", "sentence"),
    [
        (  # a word some results match is named apart from those all or none match
            [["pull", "invoices"], ["pull"]],
            "No service matches every word: showing services that match pull (some also invoices), "
            "not totals.",
        ),
        (  # no word that every result matches: the words some match, as alternatives
            [["pull"], ["invoices"]],
            "No service matches every word: showing services that match pull or invoices, not totals.",
        ),
    ],
)
def test_partial_results_name_the_words_only_some_match(matched: list[list[str]], sentence: str) -> None:
    response = {
        "total": 2,
        "search": {"terms": ["pull", "totals", "invoices"], "mode": "keywords", "originalQuery": "q"},
        "services": [
            {"matchReasons": [{"kind": "keyword", "term": word} for word in words]} for words in matched
        ],
    }
    assert plain(explain({"query": "q"}, response)["sentence"]) == sentence


def test_words_in_another_script_get_a_note_naming_the_languages_read(index: dict[str, Any]) -> None:
    notes = [plain(note) for note in explained({"query": "поиск pdf"}, index)["notes"]]
    assert notes == [
        "поиск: written in a script this search does not read. It reads words of English, German, Spanish, "
        "French, Portuguese, Italian and Turkish; search with those, or give an English wording under More "
        "options."
    ]
    assert explained({"query": "zzqxv pdf"}, index)["notes"] == []


def test_an_unknown_one_change_suggestion_reads_as_did_you_mean(monkeypatch: pytest.MonkeyPatch) -> None:
    from search_core import people
    from search_core.suggestion_text import Change

    monkeypatch.setattr(people, "read_change", lambda text: Change("replace-term", "serch", "search"))
    action = people.suggestion_action("whatever the engine says")
    assert action is not None and plain(action["label"]) == "Did you mean search?"


@pytest.mark.parametrize(
    ("request_object", "message", "help_text"),
    [
        (
            {"category": "nope"},
            "This address asks for a category this catalogue does not have.",
            "Choose one of: Search, Extraction, Data, Browser, Documents, or start a new search.",
        ),
        (
            {"limit": 0},
            "This address gives a number of results a page this search cannot use.",
            "Change it in the form above, or start a new search.",
        ),
        (
            {"queryEnglish": "web search"},
            "The English wording needs the search in its own words too.",
            "Type the search in the search box as well, or start a new search.",
        ),
    ],
)
def test_an_error_response_is_said_for_people(
    index: dict[str, Any], request_object: dict[str, Any], message: str, help_text: str
) -> None:
    view = explained(request_object, index)
    assert set(view) == {"error"}
    assert view["error"]["title"] == "This search could not run"
    assert (view["error"]["message"], view["error"]["help"]) == (message, help_text)


def test_explain_is_json_and_deterministic(index: dict[str, Any]) -> None:
    request = {"query": "Büsqueda pdf 🔎", "category": "documents"}
    assert json.dumps(explained(request, index)) == json.dumps(explained(request, index))


def test_a_condition_beside_best_effort_results_says_they_ignore_it() -> None:
    response = {
        "total": 1,
        "search": {
            "mode": "keywords",
            "terms": ["pdf"],
            "originalQuery": "pdf without login",
            "reasonCodes": [],
        },
        "services": [{"matchReasons": [{"kind": "keyword", "term": "pdf"}]}],
    }
    notes = explain({"query": "pdf without login"}, response)["notes"]
    assert [plain(note) for note in notes] == [
        "without login: this search cannot leave services out; the results below do not take it into account."
    ]


def test_a_change_of_an_unknown_kind_gets_no_action(monkeypatch: pytest.MonkeyPatch) -> None:
    from search_core import people
    from search_core.suggestion_text import Change

    monkeypatch.setattr(people, "read_change", lambda text: Change("widen-date", "", "2020"))
    assert people.suggestion_action("whatever the engine says") is None


@pytest.mark.parametrize(
    ("query", "read_as"),
    [
        ("extract pdf", "Keywords: services meeting every word first, then those meeting part of the query"),
        ("zzqxv pdf", "Keywords: services meeting every word first, then those meeting part of the query"),
        ("pdf", "Keywords: every word must match"),  # best effort, every service shown meets every word
    ],
)
def test_how_a_best_effort_search_was_read(index: dict[str, Any], query: str, read_as: str) -> None:
    response = search_core.search({"query": query}, index, best_effort=True)
    facts = {fact["label"]: fact["value"] for fact in explain({"query": query}, response)["readAs"]}
    assert facts["Read as"] == read_as


def test_an_applied_condition_is_a_note_a_fact_and_an_action(index: dict[str, Any]) -> None:
    """Best effort applies an exclusion of credentials: the page says so, and offers to search without it."""
    request = {"query": "search without login"}
    shown = explain(request, search_core.search(request, index, lenient=True, best_effort=True))
    assert [plain(note) for note in shown["notes"]] == [
        "without login: applied. Services whose sources do not say how they authenticate are kept: they show "
        "“Auth not stated”.",
    ]
    facts = {fact["label"]: fact["value"] for fact in shown["readAs"]}
    assert facts["Conditions applied"] == "without login"
    assert "Conditions not applied" not in facts
    assert [item["change"] for item in shown["actions"]] == [
        {"kind": "drop-phrase", "name": "", "value": "without login"}
    ]


def test_an_exclusion_left_unapplied_because_every_match_needs_a_login_says_so(index: dict[str, Any]) -> None:
    """Every service meeting "market" (the rarer word) needs credentials: the condition is not applied,
    and the sentence and the facts say why instead of "this search cannot apply it"."""
    request = {"query": "market news without login"}
    shown = explain(request, search_core.search(request, index, lenient=True, best_effort=True))
    assert plain(shown["sentence"]) == (
        "1 service matches every word of market news; every one matching market needs an API key, OAuth or a "
        "wallet payment, so none is left out for without login; 2 more match part of it and come after."
    )
    assert shown["notes"] == []  # the sentence says it; a note would repeat it
    assert shown["actions"] == []  # searching without the phrase would list the same services
    facts = {fact["label"]: fact["value"] for fact in shown["readAs"]}
    assert facts["Conditions not applied"] == "without login"
    assert "Conditions applied" not in facts


def test_a_search_that_finds_nothing_and_offers_no_change_says_what_to_try(index: dict[str, Any]) -> None:
    notes = [plain(note) for note in explained({"query": "zzqxv qqwwee"}, index)["notes"]]
    assert notes == [NOTHING_TO_TRY]
    assert explained({"query": "zzqxv search"}, index)["notes"] == []  # "Search without zzqxv" is offered
    assert explained({"query": "search"}, index)["notes"] == []


@pytest.mark.parametrize(
    ("reason", "words"),
    [
        (
            {"kind": "keyword", "field": "description", "term": "ocr", "matchedTerm": "ocr"},
            "“ocr” matched in the tagline or description",
        ),  # one field, two texts: not both
        (
            {"kind": "keyword", "field": "name_provider", "term": "scraping", "matchedTerm": "scrape"},
            "“scraping” matched “scrape” in the name or provider",
        ),
        ({"kind": "filter", "field": "protocol", "term": "mcp", "matchedTerm": "MCP"}, "Protocol is MCP"),
    ],
)
def test_a_match_reason_in_words(reason: dict[str, object], words: str) -> None:
    assert people.reason_in_words(reason) == words


@pytest.mark.parametrize(
    ("words", "last", "listed"),
    [
        (["a", "b"], " and ", "a and b"),
        (list("abcdef"), " and ", "a, b, c, d, e and f"),
        (list("abcdefgh"), " and ", "a, b, c, d, e, f and 2 more"),  # a pasted paragraph's many words
        (list("abcdefg"), " or ", "a, b, c, d, e, f or 1 more"),
    ],
)
def test_a_list_of_the_sentence_names_six_words_and_counts_the_others(
    words: list[str], last: str, listed: str
) -> None:
    assert plain(people.text(*people.short_list(words, last))) == listed
