"""The worker's Python side (waypost/pyodide_worker.py), run here under CPython: URL state -> request,
suggestions -> the URL state that applies them, and answers identical to search_core.search_json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser_support import CATALOGUE

import search_core
from waypost.pyodide_worker import (
    Engine,
    apply_change,
    clean_state,
    linked_note,
    partial_start,
    state_request,
    suggestion_action,
)


@pytest.mark.parametrize(
    ("state", "request_object"),
    [
        ({}, {"limit": 10}),  # the page asks for 10 a page
        ({"q": "pdf"}, {"query": "pdf", "limit": 10}),
        ({"q": "búsqueda", "qe": "search"}, {"query": "búsqueda", "queryEnglish": "search", "limit": 10}),
        (
            {"category": "search", "protocol": "MCP", "pricing": "free"},
            {"category": "search", "protocol": "MCP", "pricing": "free", "limit": 10},
        ),
        ({"limit": "20", "offset": "40"}, {"limit": 20, "offset": 40}),
        ({"limit": "ten"}, {"limit": "ten"}),
        ({"limit": "-1"}, {"limit": -1}),
        ({"view": "full"}, {"view": "full", "limit": 10}),
    ],
)
def test_state_request(state: dict[str, str], request_object: dict[str, object]) -> None:
    assert state_request(state) == request_object


def test_clean_state_keeps_known_nonempty_strings() -> None:
    assert clean_state({"q": "a", "x": "1", "limit": 5, "category": ""}) == {"q": "a"}
    assert clean_state([]) == {}


@pytest.mark.parametrize(
    ("state", "kept"),
    [
        ({"q": "a", "protocol": "mcp"}, {"q": "a", "protocol": "MCP"}),  # as /protocol/mcp/ is written
        ({"category": "Documents", "pricing": "FREE"}, {"category": "documents", "pricing": "free"}),
        ({"protocol": "X402"}, {"protocol": "x402"}),
        ({"protocol": "grpc"}, {"protocol": "grpc"}),  # not allowed in any case: the engine's error says so
    ],
)
def test_clean_state_spells_an_allowed_filter_value_as_the_contract_does(
    state: dict[str, str], kept: dict[str, str]
) -> None:
    assert clean_state(state) == kept


@pytest.mark.parametrize(
    ("state", "kept"),
    [
        ({"q": "a", "limit": "7"}, {"q": "a", "limit": "7"}),  # any limit the contract allows stays
        ({"q": "a", "limit": "abc"}, {"q": "a"}),  # ?limit=abc: the page's default, not an error page
        ({"q": "a", "limit": "0"}, {"q": "a"}),
        ({"q": "a", "limit": "101"}, {"q": "a"}),
        ({"q": "a", "limit": "10"}, {"q": "a"}),  # the default is not repeated in the URL
        ({"q": "a", "offset": "-5"}, {"q": "a"}),
        ({"q": "a", "offset": "20"}, {"q": "a", "offset": "20"}),
    ],
)
def test_clean_state_drops_a_limit_or_offset_the_page_cannot_use(
    state: dict[str, str], kept: dict[str, str]
) -> None:
    assert clean_state(state) == kept


@pytest.mark.parametrize(
    ("change", "state", "applied"),
    [
        ({"kind": "drop-phrase", "value": "without login"}, {"q": "pdf without login"}, {"q": "pdf"}),
        ({"kind": "drop-phrase", "value": "not here"}, {"q": "pdf"}, None),
        ({"kind": "drop-filters"}, {"q": "pdf", "category": "data", "pricing": "free"}, {"q": "pdf"}),
        (
            {"kind": "replace-term", "name": "scrape", "value": "scraping"},
            {"q": "scrape pdf"},
            {"q": "scraping pdf"},
        ),
    ],
)
def test_apply_change(change: dict[str, str], state: dict[str, str], applied: dict[str, str] | None) -> None:
    assert apply_change(change, state, TERMS) == applied


@pytest.mark.parametrize(
    ("terms", "name", "applied"),
    [
        (["mongo", "db", "atlas"], "mongo db", {"q": "mongodb atlas"}),  # words written apart, joined
        (["db", "mongo"], "mongo db", None),  # not that run
    ],
)
def test_replacing_words_written_apart(terms: list[str], name: str, applied: dict[str, str] | None) -> None:
    change = {"kind": "replace-term", "name": name, "value": "mongodb"}
    assert apply_change(change, {"q": " ".join(terms)}, terms) == applied


TERMS = ["scrape", "pdf"]


@pytest.mark.parametrize(
    ("text", "state", "applied"),
    [
        (
            'Dropping the term "pdf" would return 2 services.',
            {"q": "scrape pdf", "offset": "5"},
            {"q": "scrape"},
        ),
        (
            'Dropping the term "scrape" would return 1 service.',
            {"q": "x", "qe": "scrape pdf"},
            {"q": "x", "qe": "pdf"},
        ),
        (
            "Removing the filter category=extraction would return 6 services.",
            {"q": "search", "category": "extraction", "limit": "2"},
            {"q": "search", "limit": "2"},
        ),
        (
            "Removing the filter protocol=MCP would return 6 services.",
            {"q": "search", "protocol": "REST"},
            None,
        ),
        (
            "There are 3 more matches: repeat the same request with offset 5 to see them.",
            {"q": "search"},
            {"q": "search", "offset": "5"},
        ),
        (
            "offset 40 is past the end of the 6 matches; repeat the request with an offset from 0 to 5.",
            {"q": "search", "offset": "40"},
            {"q": "search"},
        ),
        ("Use service words such as search, scrape, pdf.", {"q": "the"}, None),
    ],
)
def test_suggestion_action(text: str, state: dict[str, str], applied: dict[str, str] | None) -> None:
    assert suggestion_action(text, state, TERMS) == applied


@pytest.fixture(scope="module")
def engine() -> Engine:
    from search_core.__main__ import read_records

    records = read_records(CATALOGUE)
    index = search_core.build_index(records, search_core.generated_at(records), "https://waypost.example/")
    return Engine(search_core.dump_index(index))


@pytest.mark.parametrize(
    "request_text",
    [
        '{"query": "pdf"}',
        '{"query": "x"}',
        "{nope",
        '{"limit": 0}',
        '{"query": "' + "y" * 250 + '"}',
        '{"query": "help me pull the totals out of invoices without an api key"}',
    ],
)
@pytest.mark.parametrize("profile", ["relay", "isto"])
@pytest.mark.parametrize("lenient", [False, True])
@pytest.mark.parametrize("best_effort", [False, True])
def test_answer_is_search_json(
    engine: Engine, request_text: str, profile: str, lenient: bool, best_effort: bool
) -> None:
    expected = search_core.search_json(
        request_text, engine.index, profile, None, lenient=lenient, best_effort=best_effort
    )
    assert engine.answer(request_text, profile, lenient, best_effort) == expected


def test_page_gives_the_response_its_wording_facets_and_action_links(engine: Engine) -> None:
    view = json.loads(engine.page(json.dumps({"q": "search", "category": "extraction", "junk": "x"})))
    assert view["state"] == {"q": "search", "category": "extraction"}
    assert view["relayText"] == engine.answer(view["request"], "relay", True, True)
    assert json.loads(view["relayText"]) == view["relay"]
    request = json.loads(view["request"])
    assert view["people"] == search_core.explain(request, view["relay"]) | {
        "actions": view["people"]["actions"]
    }
    assert view["facets"] == search_core.facets(request, engine.index, lenient=True, best_effort=True)
    assert {"q": "search"} in [action["state"] for action in view["people"]["actions"]]


def test_page_links_each_fact_to_its_page(engine: Engine) -> None:
    view = json.loads(engine.page(json.dumps({"q": "search", "protocol": "MCP"})))
    facts = [fact for result in view["people"]["results"] for fact in result["facts"]]
    paths = {(fact["kind"], fact["value"]): fact["path"] for fact in facts}
    assert paths[("protocol", "MCP")] == "protocol/mcp/index.html"
    assert all(path is None for (kind, _), path in paths.items() if kind == "auth")


def test_the_dead_end_note_links_the_category_index(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "... Or browse the categories." (search_core.people.NOTHING_TO_TRY): those words link the category
    index; were the engine's wording ever to lack them, a link would follow the note instead."""
    from search_core import people

    view = json.loads(engine.page(json.dumps({"q": "zzqxv"})))
    [note] = view["people"]["notes"]
    assert "".join(part["text"] for part in note) == people.NOTHING_TO_TRY
    assert [part for part in note if "path" in part] == [
        {"text": "browse the categories", "em": False, "path": "category/index.html"}
    ]
    monkeypatch.setattr(people, "NOTHING_TO_TRY", "Try other words.")
    assert linked_note([{"text": "Try other words.", "em": False}]) == [
        {"text": "Try other words.", "em": False},
        {"text": " ", "em": False},
        {"text": "Browse the categories", "em": False, "path": "category/index.html"},
    ]
    other = [{"text": "Or browse the categories, said elsewhere.", "em": False}]
    assert linked_note(other) == other


def test_page_marks_where_the_partial_matches_begin(engine: Engine) -> None:
    """Best effort lists the services matching every word first: the page is told, per page of results,
    where those matching only part of the query begin (none when the page holds only complete matches)."""
    from search_core import people

    view = json.loads(engine.page(json.dumps({"q": "search news"})))
    complete, _ = people.complete_matches(view["relay"])
    assert 0 < complete < view["relay"]["returned"]
    label = "These match only part of your search:"
    assert view["people"]["partialFrom"] == {"index": complete, "label": label}
    later = json.loads(engine.page(json.dumps({"q": "search news", "limit": "1", "offset": "2"})))
    assert later["people"]["partialFrom"]["index"] == 0  # a page of partial matches only
    first = json.loads(engine.page(json.dumps({"q": "search news", "limit": str(complete)})))
    assert "partialFrom" not in first["people"]  # this page holds the complete matches only
    for state in ({"q": "search"}, {"q": "zzqxv"}, {"q": "pdf", "view": "full"}):
        assert "partialFrom" not in json.loads(engine.page(json.dumps(state)))["people"]
    assert partial_start({"services": []}, 0) is None


def test_facets_answers_like_search_core(engine: Engine) -> None:
    request = '{"query": "pdf", "category": "documents"}'
    assert json.loads(engine.facets(request)) == search_core.facets(json.loads(request), engine.index)
    assert json.loads(engine.facets("{nope"))["error_code"] == "INVALID_REQUEST"


def test_the_glue_imports_only_the_standard_library_at_the_top() -> None:
    source = (Path(__file__).resolve().parents[2] / "waypost" / "pyodide_worker.py").read_text(
        encoding="utf-8"
    )
    top = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert all(
        line.split()[1].split(".")[0]
        in {"__future__", "json", "re", "sys", "zipimport", "collections", "importlib", "typing"}
        for line in top
    ), top


def test_the_marshal_copy_answers_the_same(engine: Engine, tmp_path: Path) -> None:
    import waypost.pyodide_worker as glue

    saved = glue.ENGINE
    try:
        glue.ENGINE = engine
        copy = tmp_path / "index.marshal"
        copy.write_bytes(glue.marshalled_index("a" * 64))
        assert glue.start_marshalled(str(copy), "a" * 64)
        assert glue.ENGINE is not engine and glue.ENGINE.index == engine.index
        for request in ('{"query": "scrape pdf"}', "{}", '{"query": "búsqueda", "view": "full"}'):
            assert glue.answer(request, "relay", False) == engine.answer(request, "relay", False)
    finally:
        glue.ENGINE = saved


@pytest.mark.parametrize(
    ("kept", "expected_sha256"),
    [
        (b"not marshal", "a" * 64),  # unreadable
        ("marshal of the right index, other build", "b" * 64),  # another build's index: refused
        ("marshal of the right index, other build", ""),  # runtime.json names no index
        ("bare index, as before", "a" * 64),  # an older copy without its sha256
        ("records in rows, as before", "a" * 64),  # the right sha256, records not in columns
    ],
)
def test_a_marshal_copy_of_another_index_is_refused(
    engine: Engine, tmp_path: Path, kept: bytes | str, expected_sha256: str
) -> None:
    import marshal

    import waypost.pyodide_worker as glue

    saved = glue.ENGINE
    try:
        glue.ENGINE = engine
        copy = tmp_path / "index.marshal"
        if isinstance(kept, bytes):
            copy.write_bytes(kept)
        elif kept.startswith("bare"):
            copy.write_bytes(marshal.dumps(engine.core.stored_index(engine.index)))
        elif kept.startswith("records in rows"):
            rows = {**engine.index, "records": list(engine.index["records"])}
            copy.write_bytes(marshal.dumps({"indexSha256": "a" * 64, "index": rows}))
        else:
            copy.write_bytes(glue.marshalled_index("a" * 64))
        glue.ENGINE = None
        assert not glue.start_marshalled(str(copy), expected_sha256)
        assert glue.ENGINE is None
    finally:
        glue.ENGINE = saved


def probe_zip(path: Path, module: str) -> None:
    """A zip holding one module `module` whose NAME is its own name."""
    import zipfile

    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{module}.py", f"NAME = {module!r}\n")


@pytest.mark.parametrize(
    ("asked", "found", "fetches"),
    [
        ("waypost_probe_stdlib", True, 1),  # a stdlib name the snapshot lacks: the slim zip is fetched, once
        ("waypost_probe_elsewhere", False, 0),  # not a stdlib name: nothing fetched (other finders decide)
    ],
)
def test_a_stdlib_module_the_snapshot_lacks_is_found_in_the_slim_zip_fetched_then(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, asked: str, found: bool, fetches: int
) -> None:
    import importlib
    import sys

    import waypost.pyodide_worker as glue

    mounted = tmp_path / "python314.zip"
    probe_zip(mounted, "waypost_probe_old")  # what the snapshot remembers of the build's zip
    monkeypatch.syspath_prepend(str(mounted))
    importlib.import_module("waypost_probe_old")  # (the importer now caches that zip's directory)
    served = tmp_path / "served.zip"
    probe_zip(served, "waypost_probe_stdlib")
    fetched: list[str] = []
    monkeypatch.setattr(glue, "fetch_sync", lambda url: fetched.append(url) or served.read_bytes())
    monkeypatch.setattr(glue, "STDLIB_PACKAGES", frozenset({"waypost_probe_stdlib"}))
    mounted.unlink()  # a snapshot start mounts no stdlib zip
    glue.forget_zip_directory(str(mounted))
    finder = glue.LazyStdlib("https://site.example/pyodide/stdlib-slim.zip", str(mounted))
    try:
        spec = finder.find_spec(asked)
        assert (spec is not None) is found
        assert len(fetched) == fetches
        if spec is not None:
            assert spec.origin and spec.origin.startswith(str(mounted))
            assert finder.find_spec("waypost_probe_stdlib_other") is None and len(fetched) == 1  # once
    finally:
        glue.forget_zip_directory(str(mounted))
        for name in ("waypost_probe_old", "waypost_probe_stdlib"):
            sys.modules.pop(name, None)


def test_warming_the_caches_leaves_no_engine_and_fills_the_word_patterns() -> None:
    import waypost.pyodide_worker as glue
    from search_core import text

    saved = glue.ENGINE
    try:
        text.bmp_word_re.cache_clear()
        text.full_word_re.cache_clear()
        glue.warm_caches()
        assert glue.ENGINE is None
        assert (text.bmp_word_re.cache_info().currsize, text.full_word_re.cache_info().currsize) == (1, 1)
    finally:
        glue.ENGINE = saved
