"""Properties: analyze_query and document_keys never raise and are deterministic, under any hash seed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from search_core.analysis import MAX_ALTERNATIVES, analyze_query, compute_analysis, document_keys

ROOT = Path(__file__).resolve().parents[1]
MARKERS = [
    "no",
    "o",
    "ou",
    "où",
    "or",
    "not",
    "-",
    "<",
    "under",
    "$",
    "10",
    "ms",
    "ya",
    "da",
    "sem",
    "'",
    "’",
]
WORDS = ["search", "Suche", "búsqueda", "tarayıcıda", "Websuche", "pdf", "x402", "navegador", "l'API", "ß"]
query_text = st.one_of(
    st.text(max_size=200),
    st.lists(st.sampled_from(MARKERS + WORDS), max_size=12).map(" ".join),
    st.lists(st.sampled_from(MARKERS + WORDS + ["", " ", "-", "\u0301", "\U0001fa75"]), max_size=16).map(
        "".join
    ),
)


@settings(max_examples=300, deadline=None)
@given(query_text)
def test_analyze_query_never_raises_and_is_deterministic(text: str) -> None:
    first = compute_analysis(text)
    assert compute_analysis(text) == first
    assert analyze_query(text) == first
    for term in first.terms:
        assert 1 <= len(term.alternatives) <= MAX_ALTERNATIVES
        assert term.alternatives[0].word == term.word and not term.alternatives[0].via_alias
    for condition in first.conditions:
        assert condition.kind in ("exclusion", "alternative", "comparison")
        assert condition.phrase and condition.phrase in text
        assert condition.suggestion


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_document_keys_never_raise_and_keep_surfaces(text: str) -> None:
    pairs = document_keys(text)
    assert pairs == document_keys(text)
    for key, surface in pairs:
        assert key and surface in text


SCRIPT = """
from search_core.analysis import compute_analysis, document_keys
for q in QUERIES:
    print(repr(compute_analysis(q)))
    print(repr(document_keys(q)))
"""
QUERIES = [
    "busca no navegador",
    "pdf o csv ou json or xml",
    "Websuche ohne Anmeldung unter 10 € pro Monat",
    "tarayıcıda arama yapan servis, reklam olmadan",
    "l'extraction de données où recherche",
    "either scraping or crawling -google at most 3",
]


def test_same_result_under_any_hash_seed() -> None:
    outputs = set()
    for seed in ("0", "1", "4242"):
        environment = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", f"QUERIES = {QUERIES!r}\n{SCRIPT}"],
            cwd=ROOT,
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(result.stdout)
    assert len(outputs) == 1
