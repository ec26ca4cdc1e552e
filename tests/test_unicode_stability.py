"""Unicode-version stability: results on Python 3.11 (Unicode 14) equal those on Pyodide's 3.14 (Unicode 16).

The language layer asks unicodedata (and str.casefold) only about characters assigned in Unicode 14 (the
generated table in search_core/lexicon/unicode14.py); everything else is a word separator and passes
through fold unchanged. Newer Pythons are simulated by spying on unicodedata: it is never consulted for a
character outside the table, so a database that knows more characters cannot change a result.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.common import PYODIDE_DIR, run_on_pyodide
from search_core import analysis, forms, text
from search_core.analysis import compute_analysis, document_keys
from search_core.lexicon import unicode14

ROOT = Path(__file__).resolve().parents[1]
# Characters assigned after Unicode 14: letters, marks and symbols of Unicode 15.0 and 16.0.
NEWER_CHARACTERS = {
    "\U0001fa75": "LIGHT BLUE HEART (15.0, symbol)",
    "\U00011f04": "KAWI LETTER A (15.0, letter)",
    "\U0001e4d0": "NAG MUNDARI LETTER O (15.0, letter)",
    "\u0cf3": "KANNADA SIGN COMBINING ANUSVARA ABOVE RIGHT (15.0, mark)",
    "\U0001e030": "MODIFIER LETTER CYRILLIC SMALL A (15.0, letter)",
    "\u1c89": "CYRILLIC CAPITAL LETTER TJE (16.0, cased letter: casefolds on 3.14)",
    "\U00016d40": "KIRAT RAI SIGN ANUSVARA (16.0)",
}
UNASSIGNED_EVERYWHERE = "\u0378"  # never assigned, in any Unicode version
SAMPLE_QUERIES = [
    "search{c}api",
    "Websuche{c}",
    "{c}tarayıcıda arama",
    "pdf {c} csv",
    "busca no navegador{c}",
    "l'API{c}d'extraction",
    "x402{c}MCP",
]


def is_in_table(char: str) -> bool:
    return text.is_assigned(char)


@pytest.mark.parametrize("char", sorted(NEWER_CHARACTERS), ids=lambda c: f"U+{ord(c):04X}")
def test_newer_characters_are_outside_the_table(char: str) -> None:
    assert not is_in_table(char), NEWER_CHARACTERS[char]
    if unicodedata.unidata_version == "14.0.0":
        assert unicodedata.category(char) == "Cn"


@pytest.mark.parametrize("char", sorted(NEWER_CHARACTERS), ids=lambda c: f"U+{ord(c):04X}")
@pytest.mark.parametrize("template", SAMPLE_QUERIES)
def test_newer_character_acts_like_an_unassigned_one(char: str, template: str) -> None:
    newer, unassigned = template.format(c=char), template.format(c=UNASSIGNED_EVERYWHERE)
    assert compute_analysis(newer).terms == compute_analysis(unassigned).terms
    assert [k for k, _ in document_keys(newer)] == [k for k, _ in document_keys(unassigned)]
    assert text.fold(char) == char


class SpyingUnicodedata:
    """Stands in for unicodedata in search_core.text and records every character it is asked about."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def normalize(self, form: str, value: str) -> str:
        self.seen.extend(value)
        return unicodedata.normalize(form, value)

    def __getattr__(self, name: str) -> Any:
        real = getattr(unicodedata, name)

        def spy(value: str, *rest: Any) -> Any:
            self.seen.extend(value)
            return real(value, *rest)

        return spy


def clear_caches() -> None:
    for module in (text, forms, analysis):
        for name, value in vars(module).items():
            if name.endswith("_CACHE") and isinstance(value, dict):
                value.clear()


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Iterator[SpyingUnicodedata]:
    clear_caches()
    spying = SpyingUnicodedata()
    monkeypatch.setattr(text, "unicodedata", spying)
    yield spying
    clear_caches()


def test_unicodedata_is_consulted_only_inside_the_table(spy: SpyingUnicodedata) -> None:
    probes = [template.format(c=char) for template in SAMPLE_QUERIES for char in NEWER_CHARACTERS]
    probes += ["Ünïcödé ﬁle ½ İstanbul ＡＰＩ 𝐀𝐏𝐈 Straße", "".join(NEWER_CHARACTERS) + "déjà vu"]
    for probe in probes:
        compute_analysis(probe)
        document_keys(probe)
        text.fold(probe)
    assert spy.seen, "the spy must see the folding of non-ASCII text"
    outside = sorted({f"U+{ord(c):04X}" for c in spy.seen if not is_in_table(c)})
    assert outside == []


def test_the_spy_would_catch_a_leak(spy: SpyingUnicodedata) -> None:
    text.unicodedata.normalize("NFKC", "\U0001fa75")  # type: ignore[attr-defined]
    assert not all(is_in_table(c) for c in spy.seen)


def test_folding_is_nfkc_casefold_without_diacritics() -> None:
    assert (
        text.fold("Ünïcödé ＡＰＩ Straße ﬁle İ où TARAYICI tarayıcı")
        == "unicode api strasse file i ou tarayici tarayici"
    )


def load_generator() -> Any:
    spec = importlib.util.spec_from_file_location(
        "gen_unicode_table", ROOT / "scripts" / "gen_unicode_table.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(
    unicodedata.unidata_version != "14.0.0", reason="the table is generated on Unicode 14 (3.11)"
)
def test_committed_table_is_the_generated_one() -> None:
    generator = load_generator()
    committed = (ROOT / "search_core" / "lexicon" / "unicode14.py").read_text(encoding="utf-8")
    assert committed == generator.render_module()
    assert unicode14.UNICODE_VERSION == "14.0.0"


@pytest.mark.parametrize(
    "ranges",
    [unicode14.WORD, unicode14.ASSIGNED, ((0x2D, 0x2D), (0x5B, 0x5E), (0x30, 0x39), (0x0, 0x20))],
    ids=["word", "assigned", "class syntax"],
)
def test_a_character_class_holds_exactly_its_ranges(ranges: tuple[tuple[int, int], ...]) -> None:
    """The classes are written with the characters themselves ("-", "[", "\\", "]", "^" escaped)."""
    import re

    inside = re.compile(f"[{text._char_class(ranges)}]")
    edges = {code for first, last in ranges for code in (first - 1, first, last, last + 1)}
    probes = edges | set(range(0x80))
    for code in sorted(code for code in probes if 0 <= code <= 0x10FFFF):
        held = any(first <= code <= last for first, last in ranges)
        assert bool(inside.fullmatch(chr(code))) is held, f"U+{code:04X}"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80) | st.text(alphabet=st.characters(max_codepoint=0x2FF), max_size=40))
def test_fast_word_patterns_agree_with_the_full_one(sample: str) -> None:
    assert text.word_pattern_for(sample).findall(sample) == text.full_word_re().findall(sample)
    if all(ord(char) <= 0xFFFF for char in sample):
        assert text.bmp_word_re().findall(sample) == text.full_word_re().findall(sample)
    if sample.isascii():
        assert text.ASCII_WORD_RE.findall(sample) == text.full_word_re().findall(sample)


# --- the real thing: the same probes on Pyodide's Python 3.14 (Unicode 16), when Node and Pyodide are here

PROBE = """
import dataclasses, json, sys, unicodedata
sys.path.insert(0, "/home/pyodide")
from search_core.analysis import compute_analysis, document_keys
from search_core.text import fold
QUERIES = %(queries)r
ROWS = [[dataclasses.asdict(compute_analysis(q)), document_keys(q), fold(q)] for q in QUERIES]
RESULT = json.dumps({"unicode": unicodedata.unidata_version, "rows": ROWS}, ensure_ascii=True)
RESULT
"""
PARITY_QUERIES = [
    *[template.format(c=char) for template in SAMPLE_QUERIES for char in NEWER_CHARACTERS],
    "Ünïcödé ＡＰＩ Straße ﬁle İstanbul où ½ 𝐀𝐏𝐈 \u1c89\u1c8a ꟀꟁꟂ",
    "Websuche ohne Anmeldung unter 10 € pro Monat; busca no navegador; pdf o csv",
    "tarayıcılarda arama, reklam olmadan; l'extraction de données où recherche",
]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to run Pyodide")
@pytest.mark.skipif(not (PYODIDE_DIR / "pyodide.mjs").exists(), reason="needs node_modules/pyodide (npm ci)")
def test_pyodide_gives_the_same_results(tmp_path: Path) -> None:
    pyodide = json.loads(run_on_pyodide(tmp_path, PROBE % {"queries": PARITY_QUERIES}))
    namespace: dict[str, Any] = {}
    exec(PROBE % {"queries": PARITY_QUERIES}, namespace)
    cpython = json.loads(namespace["RESULT"])
    versions = f"Pyodide Unicode {pyodide['unicode']}, CPython Unicode {cpython['unicode']}"
    assert pyodide["rows"] == cpython["rows"], versions
