"""The same request gives the same bytes under any PYTHONHASHSEED (checked in subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess

from test_search_support import FIXTURE, PYTHON, REPO

REQUESTS = [
    {},
    {"query": "web search", "limit": 100},
    {"query": "navegador tarayıcı"},
    {"query": "Websuche", "view": "full"},
    {"query": "pdf browser", "pricing": "usage-based"},
    {"query": "search without pdf"},
    {"query": "documents ocr données 🔎", "limit": 100},
    {"requestJson": json.dumps({"query": "data", "category": "data", "limit": 2, "offset": 1})},
    {"query": "crawler", "limit": 100},
    {"category": "browser", "pricing": "free"},
    {"query": "help me pull the totals out of supplier invoices without an api key"},
    {"query": "serch the web for pdf documnets or spreadsheets"},
    {"query": "Rechnungen automatisch auslesen und Formulare ausfüllen"},
]
SCRIPT = """
import json, sys
from pathlib import Path
import search_core
paths = sorted(Path(sys.argv[1]).glob("services/*.json"))
records = [json.loads(path.read_text(encoding="utf-8")) for path in paths]
index = search_core.build_index(records, search_core.generated_at(records))
for text in json.loads(sys.argv[2]):
    for profile in search_core.PROFILES:
        for best_effort in (False, True):
            sys.stdout.write(search_core.search_json(text, index, profile, best_effort=best_effort) + "\\n")
sys.stdout.write(json.dumps(index, ensure_ascii=False))
"""


def run_with_seed(seed: str) -> bytes:
    environment = dict(os.environ, PYTHONHASHSEED=seed)
    texts = json.dumps([json.dumps(request, ensure_ascii=False) for request in REQUESTS])
    result = subprocess.run(
        [str(PYTHON), "-c", SCRIPT, str(FIXTURE), texts],
        cwd=REPO,
        env=environment,
        capture_output=True,
        check=True,
    )
    return result.stdout


def test_same_bytes_under_several_hash_seeds() -> None:
    outputs = {seed: run_with_seed(seed) for seed in ("0", "1", "2026", "4294967295")}
    reference = outputs["0"]
    assert reference.count(b'"services"') >= len(REQUESTS)
    for seed, output in outputs.items():
        assert output == reference, f"PYTHONHASHSEED={seed} changed the output"
