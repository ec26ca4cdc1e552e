"""Best effort and "did you mean" give the same bytes on Pyodide's Python 3.14 as on CPython (slow: Node).

The browser parity test replays the strict golden cases through the page; this runs best-effort requests
straight through search_core on Pyodide (the worker's engine) and compares them with CPython's.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from test_search_support import fixture_records
from test_unicode_stability import PYODIDE_DIR, run_on_pyodide

QUERIES = [
    "help me pull the totals out of supplier invoices without an api key",
    "serch the web for pdf documnets or spreadsheets",
    "Rechnungen automatisch auslesen und Formulare ausfüllen",
    "tools like Notion or Obsidian",
    "búsqueda web 🔎 sin anuncios",
    "image to text",
    "text to image",
    "parse my monthly statements and receipts",  # broader words
    "html2md playwrite scrapingbee",  # joined words, a long word, a brand the catalogue lacks
]
PROBE = """
import json, sys
sys.path.insert(0, "/home/pyodide")
import search_core
RECORDS = json.loads(%(records)r)
INDEX = search_core.build_index(RECORDS, search_core.generated_at(RECORDS))
ROWS = []
for query in %(queries)r:
    for profile in search_core.PROFILES:
        for best_effort in (False, True):
            text = json.dumps({"query": query, "limit": 10})
            ROWS.append(search_core.search_json(text, INDEX, profile, best_effort=best_effort))
RESULT = json.dumps(ROWS, ensure_ascii=True)
RESULT
"""


def probe() -> str:
    records = json.dumps(fixture_records(), ensure_ascii=True)
    return PROBE % {"records": records, "queries": QUERIES}


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to run Pyodide")
@pytest.mark.skipif(not (PYODIDE_DIR / "pyodide.mjs").exists(), reason="needs node_modules/pyodide (npm ci)")
def test_best_effort_is_byte_identical_on_pyodide(tmp_path: Path) -> None:
    pyodide = run_on_pyodide(tmp_path, probe())
    namespace: dict[str, Any] = {}
    exec(probe(), namespace)
    cpython = json.loads(namespace["RESULT"])
    assert json.loads(pyodide) == cpython
    assert any('"Best effort:' in row for row in cpython)
    assert any("searched for the broader" in row for row in cpython)
