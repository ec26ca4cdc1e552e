"""Runs INSIDE the browser's Pyodide worker (shipped as pyodide/waypost_worker.py); the JS only moves JSON.

- `prepare(...)`, `start(...)`: import search_core from the installed wheel and parse the index once
  (`start_marshalled` on later visits: a marshal copy of the parsed index the worker cached).
- `answer(request_json, profile, lenient, best_effort)`: exactly `search_core.search_json(...)`: the bytes the
  CLI prints (with `--lenient` / `--best-effort`).
- `page(state_json)`: what the search page draws for its URL state (q, qe, category, protocol, pricing,
  limit, offset, view): the relay response, its wording for people (`search_core.people.explain`), the
  facet counts (`search_core.facets`) and, for each suggested action, the URL state that applies it.
- `facets(request_json)`: `search_core.facets` (window.waypost.facets).
A module missing from the slim stdlib is fetched, once, from Pyodide's full stdlib zip.
It must stay valid Python 3.11 (ruff and mypy check it) and import only the standard library at the top.
"""

from __future__ import annotations

import json
import re
import sys
import zipimport
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec, PathFinder
from typing import Any

STATE_KEYS = ("q", "qe", "category", "protocol", "pricing", "limit", "offset", "view")
PAGE_LIMIT = 10  # the search page asks for 10 results a page (the contract's default of 5 stays for agents)
LIMIT_MIN, LIMIT_MAX = 1, 100
FILTERS = ("category", "protocol", "pricing")
FULL_STDLIB_PATH = "/tmp/python_stdlib_full.zip"

State = dict[str, str]


class FullStdlib(MetaPathFinder):
    """Last on sys.meta_path: loads a stdlib module the slim zip lacks from the full zip (one sync fetch)."""

    def __init__(self, url: str, modules: Sequence[str]) -> None:
        self.url = url
        self.modules = frozenset(modules)
        self.importer: zipimport.zipimporter | None = None

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> ModuleSpec | None:
        if fullname not in self.modules:
            return None
        if self.importer is None:
            print(f"waypost: {fullname} is not in the slim stdlib; fetching the full one", file=sys.stderr)
            with open(FULL_STDLIB_PATH, "wb") as out:
                out.write(fetch_sync(self.url))
            self.importer = zipimport.zipimporter(FULL_STDLIB_PATH)
        return self.importer.find_spec(fullname)


STDLIB_ZIP = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
STDLIB_PACKAGES = frozenset(sys.stdlib_module_names) | {"pyodide", "_pyodide"}  # Pyodide's are in its zip


class LazyStdlib(MetaPathFinder):
    """After a memory-snapshot start (no stdlib zip mounted): a standard-library module not imported
    in the snapshot is found in the slim stdlib, fetched (one sync fetch) the first time one is asked for.

    Before FullStdlib on sys.meta_path; names outside the standard library never fetch anything.
    """

    def __init__(self, url: str, zip_path: str = STDLIB_ZIP) -> None:
        self.url = url
        self.zip_path = zip_path
        self.fetched = False

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> ModuleSpec | None:
        if self.fetched or fullname.partition(".")[0] not in STDLIB_PACKAGES:
            return None
        print(f"waypost: {fullname} is not in the snapshot; fetching the slim stdlib", file=sys.stderr)
        with open(self.zip_path, "wb") as out:
            out.write(fetch_sync(self.url))
        self.fetched = True
        forget_zip_directory(self.zip_path)
        return PathFinder.find_spec(fullname, path)  # type: ignore[arg-type]


def forget_zip_directory(zip_path: str) -> None:
    """Drop what the import system remembers of a zip on sys.path (its directory, its importer): the
    snapshot remembers the build's slim zip, which a snapshot start does not mount."""
    zipimport._zip_directory_cache.pop(zip_path, None)  # type: ignore[attr-defined]
    sys.path_importer_cache.pop(zip_path, None)


def fetch_sync(url: str) -> bytes:
    """GET `url` with a synchronous XMLHttpRequest (allowed in workers)."""
    from js import XMLHttpRequest  # type: ignore[import-not-found]

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send(None)
    if request.status != 200:
        raise ImportError(f"could not fetch {url} (HTTP {request.status})")
    return bytes(request.response.to_bytes())


class Engine:
    """search_core and the parsed index, ready to answer."""

    def __init__(self, index_text: str | None = None, *, parsed: dict[str, Any] | None = None) -> None:
        import search_core

        self.core = search_core
        self.index = parsed if parsed is not None else search_core.load_index(index_text or "")

    def answer(
        self, request_json: str, profile: str = "relay", lenient: bool = False, best_effort: bool = False
    ) -> str:
        """The exact response text (what `python -m search_core` prints, without the final newline)."""
        return str(
            self.core.search_json(
                request_json, self.index, profile or "relay", None, lenient=lenient, best_effort=best_effort
            )
        )

    def page_response(self, request: dict[str, Any]) -> dict[str, Any]:
        """The relay response the search page shows: lenient and best effort (the engine's partial
        matches and spelling corrections)."""
        return dict(self.core.search(request, self.index, "relay", None, lenient=True, best_effort=True))

    def page(self, state_json: str) -> str:
        """The search page's view of a URL state (JSON in, JSON out): the relay response, the wording
        for people (search_core.people), the facet counts and, per suggested action, its URL state."""
        from search_core.facets import facets
        from search_core.people import explain

        state = clean_state(json.loads(state_json))
        request = state_request(state)
        request_text = json.dumps(request, ensure_ascii=False)
        relay = self.page_response(request)
        relay_text = self.core.render(relay)
        people = explain(request, relay, self.index)
        search = relay.get("search") or {}
        terms = [str(term) for term in search.get("terms") or []]
        for action in people.get("actions", []):
            action["state"] = apply_change(action["change"], state, terms)
        for result in people.get("results", []):
            for fact in result.get("facts", []):
                fact["path"] = fact_path(fact["kind"], fact["value"])
        people["notes"] = [linked_note(note) for note in people.get("notes", [])]
        partial = partial_start(relay, int(request.get("offset") or 0))
        if partial is not None:
            people["partialFrom"] = {"index": partial, "label": PARTIAL_LABEL}
        return json.dumps(
            {
                "state": state,
                "request": request_text,
                "relay": relay,
                "relayText": relay_text,
                "people": people,
                "facets": facets(request, self.index, lenient=True, best_effort=True),
            },
            ensure_ascii=False,
        )

    def facets(self, request_json: str, best_effort: bool = False) -> str:
        """search_core.facets for a request given as JSON text (an error response for bad JSON)."""
        from search_core.facets import facets

        try:
            request = json.loads(request_json)
        except ValueError:
            return self.answer(request_json)
        return json.dumps(facets(request, self.index, best_effort=best_effort), ensure_ascii=False)


# The dead end's note (search_core.people.NOTHING_TO_TRY, "... Or browse the categories.") names the
# category index: those words become a link to it (or, were the engine's wording to lack them, a link
# follows the note). The wording stays the engine's; the page only adds where it points.
BROWSE_WORDS = "browse the categories"
BROWSE_LINK = {"text": "Browse the categories", "em": False, "path": "category/index.html"}


# Best effort lists the services that match every word first, then those matching part of the query (the
# sentence above the results says how many: search_core.people.complete_matches reads it back from the
# engine's warning). The page marks where the second group begins on the page shown, with these words.
PARTIAL_LABEL = "These match only part of your search:"


def partial_start(relay: dict[str, Any], offset: int) -> int | None:
    """The index, on the page shown, of the first result that matches only part of the query, when some
    before it (on this page or an earlier one) match every word; None when there is no such boundary."""
    from search_core import people

    found = people.complete_matches(relay) if hasattr(people, "complete_matches") else None
    returned = len(relay.get("services") or [])
    if not found or found[0] < 1 or found[0] - offset >= returned:
        return None
    return max(0, found[0] - offset)


def linked_note(note: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A note of search_core.people, with the page it names as a link (a part with a "path")."""
    from search_core import people

    if "".join(str(part.get("text", "")) for part in note) != getattr(people, "NOTHING_TO_TRY", None):
        return note
    for i, part in enumerate(note):
        text = str(part.get("text", ""))
        at = -1 if part.get("em") else text.find(BROWSE_WORDS)
        if at >= 0:
            end = at + len(BROWSE_WORDS)
            words = {**part, "text": text[at:end], "path": BROWSE_LINK["path"]}
            split = [{**part, "text": text[:at]}, words, {**part, "text": text[end:]}]
            return note[:i] + [piece for piece in split if piece["text"]] + note[i + 1 :]
    return [*note, {"text": " ", "em": False}, dict(BROWSE_LINK)]


def fact_path(kind: str, value: str) -> str | None:
    """The site page of a category, protocol or pricing value (None for auth: no page)."""
    if kind == "protocol":
        return f"protocol/{value.lower()}/index.html"
    return f"{kind}/{value}/index.html" if kind in ("category", "pricing") else None


def filter_spellings() -> dict[str, dict[str, str]]:
    """The filter values the contract allows, by their lower case: a URL written by hand ("?protocol=mcp", as
    the protocol page's own address /protocol/mcp/ is) gets the contract's spelling, not an error page.
    (search_core is imported here, not at the top: it is installed after this module loads.)"""
    from search_core.request import FILTER_VALUES

    return {name: {value.lower(): value for value in values} for name, values in FILTER_VALUES}


def clean_state(raw: object) -> State:
    """Only the known URL keys, as nonempty strings; a limit or offset that is no number is dropped, and a
    filter value the contract allows in another case is written as the contract spells it."""
    if not isinstance(raw, dict):
        return {}
    state = {key: str(raw[key]) for key in STATE_KEYS if isinstance(raw.get(key), str) and raw[key] != ""}
    for name, spellings in filter_spellings().items():
        if name in state:
            state[name] = spellings.get(state[name].lower(), state[name])
    for name, low, high in (("limit", LIMIT_MIN, LIMIT_MAX), ("offset", 0, 10**9)):
        value = state.get(name, "")
        if value and not (re.fullmatch(r"[0-9]{1,9}", value) and low <= int(value) <= high):
            del state[name]
    if state.get("limit") == str(PAGE_LIMIT):
        del state["limit"]
    return state


def state_request(state: State) -> dict[str, Any]:
    """The request object for a URL state (the page asks for PAGE_LIMIT results unless limit says)."""
    request: dict[str, Any] = {}
    if "q" in state:
        request["query"] = state["q"]
    if "qe" in state:
        request["queryEnglish"] = state["qe"]
    for name in FILTERS:
        if name in state:
            request[name] = state[name]
    request["limit"] = number_or_text(state.get("limit", str(PAGE_LIMIT)))
    if "offset" in state:
        request["offset"] = number_or_text(state["offset"])
    if "view" in state:
        request["view"] = state["view"]
    return request


def number_or_text(value: str) -> int | str:
    """'20' -> 20; anything else stays text, so the engine's error response names the field."""
    return int(value) if re.fullmatch(r"-?[0-9]{1,9}", value) else value


def apply_change(change: dict[str, str], state: State, terms: list[str]) -> State | None:
    """The URL state after one change proposed by search_core.people (None when it does not apply)."""
    kind, name, value = change.get("kind"), change.get("name", ""), change.get("value", "")
    changed = {key: item for key, item in state.items() if key != "offset"}
    field = "qe" if "qe" in state else "q"
    if kind == "drop-term":
        return without_empty({**changed, field: " ".join(term for term in terms if term != value)})
    if kind == "drop-filter":
        if state.get(name) != value:
            return None
        return {key: item for key, item in changed.items() if key != name}
    if kind == "drop-filters":
        return {key: item for key, item in changed.items() if key not in FILTERS}
    if kind == "drop-phrase":
        if value not in state.get(field, ""):
            return None
        return without_empty({**changed, field: " ".join(state[field].replace(value, " ").split())})
    if kind == "offset":
        return {**changed, "offset": value}
    if kind == "first-page":
        return changed
    replaced = replaced_words(terms, name, value) if value and name else None
    if replaced is not None:  # a replaced word or words written apart (a spelling suggestion)
        return without_empty({**changed, field: " ".join(replaced)})
    return None


def replaced_words(terms: list[str], name: str, value: str) -> list[str] | None:
    """The terms with the run of words `name` ("mongo db", or one word) replaced by `value`; None when the
    terms do not hold that run."""
    words = name.split(" ")
    for start in range(len(terms) - len(words) + 1):
        if terms[start : start + len(words)] == words:
            return [*terms[:start], value, *terms[start + len(words) :]]
    return None


def suggestion_action(text: str, state: State, terms: list[str]) -> State | None:
    """The URL state that applies one engine suggestion (read by search_core, which wrote it)."""
    from search_core.suggestion_text import read_change

    change = read_change(text)
    if change is None:
        return None
    return apply_change({"kind": change.kind, "name": change.name, "value": change.value}, state, terms)


def without_empty(state: State) -> State:
    """Drop the keys whose value became empty."""
    return {key: value for key, value in state.items() if value}


ENGINE: Engine | None = None
# Set at build time in the memory snapshot (waypost/pyodide_snapshot.mjs): the key runtime.json must
# name for this snapshot to be used (the wheel and this glue it was made from).
SNAPSHOT_KEY: str | None = None


def snapshot_prepare(key: str) -> None:
    """Before the build takes the memory snapshot: import every search_core module, record the key."""
    import importlib
    import os

    import search_core

    global SNAPSHOT_KEY
    base = os.path.dirname(str(search_core.__file__))
    for folder, _dirs, names in sorted(os.walk(base)):
        for name in sorted(names):
            if name.endswith(".py") and name != "__main__.py":
                relative = os.path.relpath(os.path.join(folder, name), os.path.dirname(base))
                importlib.import_module(relative[:-3].replace(os.sep, ".").removesuffix(".__init__"))
    warm_caches()
    SNAPSHOT_KEY = key


# One made-up record with ASCII, accented and astral text: building its index and searching it
# compiles the word patterns and fills the engine's per-word memo tables that every first search
# needs (some 60-80 ms in Pyodide), so a start from the snapshot does not pay them again. Those
# tables are pure (a result never depends on what was cached), so what they keep changes nothing.
WARM_UP_RECORD = {
    "id": "svc-warm-up",
    "slug": "warm-up",
    "name": "Warm-up search",
    "provider": "Waypost",
    "tagline": "Búsqueda web… and PDF text",
    "description": "Searches the web (l'api) and extracts PDF text 🔎.",
    "category": "search",
    "tags": ["web search"],
    "capabilities": ["search"],
    "protocols": ["MCP"],
    "pricing": {"model": "free"},
}
WARM_UP_QUERIES = ("web search pdf", "búsqueda wéb", "🔎 search", "serch")


def warm_caches() -> None:
    """Run the engine once on a one-record index (see WARM_UP_RECORD); the engine is then reset."""
    import search_core

    global ENGINE
    index = search_core.build_index([dict(WARM_UP_RECORD)], "2026-01-01T00:00:00Z", None)
    ENGINE = Engine(parsed=index)
    for query in WARM_UP_QUERIES:
        ENGINE.page(json.dumps({"q": query}))
        ENGINE.answer(json.dumps({"query": query}), "isto")
        ENGINE.facets(json.dumps({"query": query}))
    ENGINE = None


def snapshot_started(slim_stdlib_url: str) -> None:
    """Right after a memory-snapshot start that mounted no stdlib zip: forget the build's zip and
    fetch the slim stdlib only if a module the snapshot lacks is ever imported (LazyStdlib)."""
    forget_zip_directory(STDLIB_ZIP)
    sys.meta_path.append(LazyStdlib(slim_stdlib_url))


def prepare(full_stdlib_url: str, missing_modules: Sequence[str], pycache_path: str | None) -> str:
    """Install the stdlib fallback and the compiled package, import search_core; returns its file path.

    The compiled package (`pycache_path`, made by the build from the wheel) holds search_core as
    sourceless .pyc files: unpacked into site-packages, it is the package. Without it (a build made
    without Node) the worker has installed the wheel itself with Pyodide's package loader.
    """
    sys.meta_path.append(FullStdlib(full_stdlib_url, list(missing_modules)))
    if pycache_path:
        install_compiled(pycache_path, "search_core")
    import search_core

    return str(search_core.__file__)


def install_compiled(pycache_path: str, package: str) -> None:
    """Unpack the package's compiled modules into site-packages (nothing outside `package/`)."""
    import zipfile
    from pathlib import Path

    from pyodide._package_loader import SITE_PACKAGES  # type: ignore[import-not-found]

    site = Path(SITE_PACKAGES)
    with zipfile.ZipFile(pycache_path) as cache:
        for name in cache.namelist():
            if name.startswith(f"{package}/") and name.endswith(".pyc") and ".." not in name:
                target = site / name
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(cache.read(name))
    # A finder made before may hold the directory's old listing: let the import make a new one
    # (importlib.invalidate_caches() would import importlib.metadata).
    sys.path_importer_cache.pop(str(site), None)


def start(index_path: str) -> None:
    """Parse the index (once, with search_core.load_index) and keep the engine."""
    global ENGINE
    with open(index_path, encoding="utf-8") as index_file:
        ENGINE = Engine(index_file.read())


def start_marshalled(path: str, index_sha256: str) -> bool:
    """Start from a marshal copy of the parsed index file (a later visit's cache); False if unusable.

    The copy carries the sha256 of the index text it was parsed from: it is used only when that is
    `index_sha256` (runtime.json's, for this build), so a cache filled by another build or another
    site on the same origin never answers for this one. It holds exactly what json.loads made of those
    bytes (search_core.stored_index: the records still in columns): plain dicts, lists, strings and
    numbers, which marshal restores equal and in order; search_core.index_from_stored reads it as
    load_index reads the text.
    """
    import marshal

    global ENGINE
    try:
        with open(path, "rb") as data:
            kept = marshal.loads(data.read())  # marshal.load(file) reads item by item: far slower
    except (OSError, EOFError, ValueError, TypeError):
        return False
    if not isinstance(kept, dict) or kept.get("indexSha256") != index_sha256 or not index_sha256:
        return False
    import search_core

    try:
        index = search_core.index_from_stored(kept.get("index"))
    except ValueError:
        return False
    ENGINE = Engine(parsed=index)
    return True


def marshalled_index(index_sha256: str) -> bytes:
    """The loaded index in marshal form with the sha256 of the text it was parsed from (the worker
    computes it with crypto.subtle), for the worker to cache for the next visit."""
    import marshal

    assert ENGINE is not None, "start() first"
    return marshal.dumps({"indexSha256": index_sha256, "index": ENGINE.core.stored_index(ENGINE.index)})


def answer(
    request_json: str, profile: str = "relay", lenient: bool = False, best_effort: bool = False
) -> str:
    """search_core.search_json on the loaded index."""
    assert ENGINE is not None, "start() first"
    return ENGINE.answer(request_json, profile, lenient, best_effort)


def page(state_json: str) -> str:
    """The search page's view of a URL state."""
    assert ENGINE is not None, "start() first"
    return ENGINE.page(state_json)


def facets(request_json: str, best_effort: bool = False) -> str:
    """search_core.facets on the loaded index (window.waypost.facets)."""
    assert ENGINE is not None, "start() first"
    return ENGINE.facets(request_json, best_effort)
