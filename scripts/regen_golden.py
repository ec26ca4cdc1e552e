"""Regenerate tests/golden/search_cases.jsonl: requests to tests/fixtures/search-catalogue and responses.

Run only on purpose, after a deliberate change of the engine or the language layer:
    .venv/bin/python scripts/regen_golden.py
Each line: {"name", "profile", "lenient", "request" (the exact --request text), "response" (render() output)}.
The index is built from the fixture directory as the CLI builds it (SOURCE_DATE_EPOCH unset), base URL
https://waypost.example/. tests/test_search_golden.py checks the file still matches; the browser parity test
replays it in Pyodide.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import search_core  # noqa: E402

FIXTURE = REPO / "tests" / "fixtures" / "search-catalogue"
GOLDEN = REPO / "tests" / "golden" / "search_cases.jsonl"
BASE_URL = "https://waypost.example/"
POLICY = {"providerCalls": False, "accountConnections": False, "payments": False}

QUERIES = [
    # English, forms and compounds
    "search", "web search", "pdf", "pdf parser", "parse pdf", "parsing documents", "scrape", "scraper",
    "scraping websites", "crawler", "crawl", "browser", "headless browser", "browser automation",
    "screenshots",
    "market data", "crypto prices", "open data", "datasets", "ocr", "document analysis", "tables", "markdown",
    "x402", "MCP", "rest api", "free", "usage-based", "subscription", "wallet payment", "news search",
    "image search", "notes", "docs search", "code examples",
    # other languages and aliases
    "Websuche", "Suche", "Suchmaschine", "Dokumentenanalyse", "Dokumente", "búsqueda", "búsqueda web",
    "buscar documentos", "raspar páginas", "navegador", "navegador sin cabeza", "recherche web",
    "extraction de données", "données", "navigateur", "pesquisa na web", "raspagem", "ricerca web",
    "navigatore",
    "arama", "web araması", "tarayıcı", "tarayıcıda otomasyon", "veri", "belge analizi",
    # marker words (both readings)
    "o", "no", "pdf o ocr", "busca no navegador", "où", "search où", "o navegador",
    # unsupported conditions
    "search without pdf", "search -pdf", "not pdf", "pdf or ocr", "either pdf or ocr", "search under $10",
    "latency < 100 ms", "at most 3 results", "sin pdf", "ohne Anmeldung", "sans pdf", "senza pdf",
    "pdf olmadan",
    "pdf ou ocr", "pdf oder ocr",
    # nothing searchable / nothing found
    "the", "the of and", "...", "🔎", "zzqxv", "pdf browser", "quantum teleportation",
    # non-ASCII and emoji
    "Market Pulse 📈", "📈 market", "Café", "cafe extract", "CAFÉ EXTRACT", "ﬁle search", "ＰＤＦ",
    "Tarayıcı Bulut",
    "Société", "straße", "İstanbul", "👩‍💻 search", "search 🔎 web",
    # ranking: a request in another language naming no place puts the UK register lower, one in English not
    "Handelsregister Daten zu einer Firma", "company data",
]  # fmt: skip


def request_text(request: Any) -> str:
    """The exact --request text of a case."""
    return request if isinstance(request, str) else json.dumps(request, ensure_ascii=False)


def cases() -> list[tuple[str, str, bool, str]]:
    """(name, profile, lenient, request text) of every golden case."""
    found: list[tuple[str, str, bool, Any]] = []

    def add(name: str, request: Any, profile: str = "relay", lenient: bool = False) -> None:
        found.append((name, profile, lenient, request))

    for query in QUERIES:
        add(f"query {query}", {"query": query})
    for query in QUERIES[::3]:
        add(f"isto {query}", {"query": query}, "isto")
    for query in ("pdf parser", "Websuche", "crawler", "navegador", "Market Pulse 📈"):
        add(f"full view {query}", {"query": query, "view": "full"})
    browse_and_filters(add)
    paging(add)
    forms_and_discovery(add)
    errors(add)
    lenient(add)
    return [
        (name, profile, is_lenient, request_text(request)) for name, profile, is_lenient, request in found
    ]


def browse_and_filters(add: Any) -> None:
    """Browse with every filter value, alone and with a query."""
    add("browse", {})
    add("browse full", {"view": "full", "limit": 100})
    add("browse all compact", {"limit": 100})
    add("isto browse", {}, "isto")
    for name, values in (
        ("category", ["search", "extraction", "data", "browser", "documents"]),
        ("protocol", ["MCP", "REST", "x402"]),
        ("pricing", ["free", "freemium", "usage-based", "subscription", "unknown"]),
    ):
        for value in values:
            add(f"filter {name}={value}", {name: value, "limit": 100})
            add(f"filter {name}={value} search", {name: value, "query": "search"})
    add("three filters", {"category": "data", "protocol": "REST", "pricing": "free"})
    add("filters nothing", {"category": "browser", "pricing": "free"})
    add("isto filters nothing", {"category": "browser", "pricing": "free"}, "isto")
    add("query and filter nothing", {"query": "pdf", "protocol": "x402"})
    add("isto query and filter nothing", {"query": "pdf", "protocol": "x402"}, "isto")
    add("isto two terms nothing", {"query": "pdf browser"}, "isto")
    add("relax with filter", {"query": "pdf browser", "pricing": "usage-based"})


def paging(add: Any) -> None:
    """Windows of one order, the last page and past the end."""
    for limit, offset in (
        (1, 0),
        (1, 1),
        (2, 2),
        (3, 3),
        (5, 5),
        (4, 12),
        (100, 0),
        (5, 15),
        (5, 16),
        (1, 2000),
    ):
        add(f"page limit={limit} offset={offset}", {"limit": limit, "offset": offset})
    for limit, offset in ((2, 0), (2, 2), (2, 4), (2, 6), (3, 100)):
        add(
            f"search page limit={limit} offset={offset}",
            {"query": "search", "limit": limit, "offset": offset},
        )
    add("isto page", {"query": "search", "limit": 2, "offset": 2}, "isto")
    add("isto limit 100", {"limit": 100}, "isto")
    add("full view page", {"query": "search", "view": "full", "limit": 2, "offset": 1})


def forms_and_discovery(add: Any) -> None:
    """The requestJson form, agent translation and separated discovery."""
    add("requestJson", {"requestJson": json.dumps({"query": "pdf parser", "limit": 3})})
    add("requestJson non-ASCII", {"requestJson": json.dumps({"query": "búsqueda 🔎"}, ensure_ascii=False)})
    add("requestJson escaped", {"requestJson": json.dumps({"query": "Suchmaschine für Agenten"})})
    add("requestJson empty object", {"requestJson": "{}"})
    add("requestJson padded", {"requestJson": "  \n" + json.dumps({"query": "ocr"}) + "\t"})
    add("translation", {"query": "Websuche für Agenten", "queryEnglish": "web search for agents"})
    add(
        "translation full",
        {"query": "navegador sin cabeza", "queryEnglish": "headless browser", "view": "full"},
    )
    add("translation isto", {"query": "tarayıcı", "queryEnglish": "browser"}, "isto")
    add("translation nothing", {"query": "kuantum", "queryEnglish": "quantum"})
    add("translation condition", {"query": "pdf sin ocr", "queryEnglish": "pdf without ocr"})
    add("trimmed query", {"query": "  \u3000pdf parser\u2003 "})
    add(
        "discovery",
        {
            "query": "pdf parser",
            "originalRequest": "Find a PDF parser for invoices, but do not pay or connect anything now.",
            "requirements": ["parses tables", "handles scanned invoices"],
            "executionPolicy": POLICY,
        },
    )
    add(
        "discovery in requestJson",
        {
            "requestJson": json.dumps(
                {
                    "query": "navegador",
                    "queryEnglish": "browser",
                    "originalRequest": "Busco un navegador en la nube; no pagues nada todavía.",
                    "requirements": ["  sesiones headless  "],
                    "executionPolicy": POLICY,
                },
                ensure_ascii=False,
            )
        },
    )
    add("discovery only originalRequest", {"query": "ocr", "originalRequest": "OCR for scanned forms 📄"})
    add("discovery isto", {"query": "ocr", "originalRequest": "OCR for scanned forms"}, "isto")


def errors(add: Any) -> None:
    """Every request error, in both forms where it applies, and a few in the Isto profile."""
    texts = [
        ("not JSON", "{query: pdf}"),
        ("empty text", ""),
        ("array", '["pdf"]'),
        ("string", '"pdf"'),
        ("null", "null"),
        ("duplicate key", '{"query": "pdf", "query": "ocr"}'),
        ("NaN", '{"limit": NaN}'),
        ("lone surrogate", '{"query": "pdf \\ud800"}'),
        ("trailing comma", '{"query": "pdf",}'),
        ("nested too deep", '{"requirements": ' + "[" * 40 + "]" * 40 + "}"),
    ]
    for name, text in texts:
        add(f"error {name}", text)
    bad_fields: list[tuple[str, dict[str, Any]]] = [
        ("unknown field", {"q": "pdf"}),
        ("unknown fields", {"lang": "de", "q": "pdf", "sort": "name"}),
        ("query type", {"query": 42}),
        ("query too long", {"query": "a" * 201}),
        ("query emoji too long", {"query": "🔎" * 101}),
        ("queryEnglish too long", {"query": "x", "queryEnglish": "b" * 201}),
        ("queryEnglish empty", {"query": "suche", "queryEnglish": " "}),
        ("queryEnglish without query", {"queryEnglish": "search"}),
        ("category", {"category": "Search"}),
        ("category null", {"category": None}),
        ("protocol", {"protocol": "mcp"}),
        ("pricing", {"pricing": "paid"}),
        ("limit 0", {"limit": 0}),
        ("limit 101", {"limit": 101}),
        ("limit float", {"limit": 5.0}),
        ("limit bool", {"limit": True}),
        ("offset", {"offset": 2001}),
        ("offset negative", {"offset": -1}),
        ("view", {"view": "detailed"}),
        ("originalRequest without query", {"originalRequest": "find a pdf tool"}),
        ("originalRequest too long", {"query": "pdf", "originalRequest": "é" * 2001}),
        ("requirements without originalRequest", {"query": "pdf", "requirements": ["ocr"]}),
        ("nine requirements", {"query": "pdf", "originalRequest": "r", "requirements": ["a"] * 9}),
        ("requirement empty", {"query": "pdf", "originalRequest": "r", "requirements": [" "]}),
        ("executionPolicy without originalRequest", {"query": "pdf", "executionPolicy": POLICY}),
        ("executionPolicy true",
         {"query": "pdf", "originalRequest": "r", "executionPolicy": {**POLICY, "payments": True}}),
        ("executionPolicy missing",
         {"query": "pdf", "originalRequest": "r", "executionPolicy": {"payments": False}}),
    ]  # fmt: skip
    for name, fields in bad_fields:
        add(f"error {name}", fields)
        add(f"error {name} requestJson", {"requestJson": json.dumps(fields, ensure_ascii=False)})
    add("error mixed forms", {"requestJson": "{}", "limit": 3})
    add("error requestJson type", {"requestJson": {"query": "pdf"}})
    add("error requestJson not JSON", {"requestJson": "{query: pdf}"})
    add("error requestJson array", {"requestJson": "[]"})
    add("error requestJson duplicate", {"requestJson": '{"limit": 1, "limit": 2}'})
    add("error requestJson nested", {"requestJson": json.dumps({"requestJson": "{}"})})
    add(
        "error requestJson too long",
        {"requestJson": json.dumps({"originalRequest": "🔎" * 4100}, ensure_ascii=False)},
    )
    for name, fields in bad_fields[:6]:
        add(f"isto error {name}", fields, "isto")


def lenient(add: Any) -> None:
    """The lenient path: QUERY_TOO_LONG as a reason code."""
    add("lenient too long", {"query": "search without pdf " * 11}, lenient=True)
    add("lenient emoji too long", {"query": "🔎" * 101}, lenient=True)
    add("lenient queryEnglish too long", {"query": "suche", "queryEnglish": "web " * 60}, lenient=True)
    add("lenient isto too long", {"query": "x" * 300}, "isto", lenient=True)
    add("lenient normal query", {"query": "pdf"}, lenient=True)
    add("lenient other error", {"limit": 0}, lenient=True)


def index() -> dict[str, Any]:
    """The fixture index, as the CLI builds it from the directory with SOURCE_DATE_EPOCH unset."""
    paths = sorted((FIXTURE / "services").glob("*.json"), key=lambda path: path.name)
    records = [json.loads(path.read_text(encoding="utf-8")) for path in paths]
    return search_core.build_index(records, search_core.generated_at(records))


def golden_lines() -> list[str]:
    """Every golden line, in case order."""
    built = index()
    lines = []
    for name, profile, is_lenient, text in cases():
        response = search_core.search_json(text, built, profile, BASE_URL, lenient=is_lenient)
        case = {
            "name": name,
            "profile": profile,
            "lenient": is_lenient,
            "request": text,
            "response": response,
        }
        lines.append(json.dumps(case, ensure_ascii=False))
    return lines


def main() -> int:
    """Write the golden file and report how many cases it holds."""
    lines = golden_lines()
    names = [json.loads(line)["name"] for line in lines]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        print(f"regen_golden: duplicate case names: {duplicates}", file=sys.stderr)
        return 1
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"regen_golden: wrote {len(lines)} cases to {GOLDEN.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
