"""The generated search_core/lexicon/compiled.py matches the lexicon modules it is derived from.

scripts/gen_lexicon_tables.py merges and folds the language modules; these tests rerun it in-process
and fail, naming the command, when the committed module is stale (a lexicon file edited without
regenerating), and check that the literals load back as exactly the derived values (types, order).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from search_core.lexicon import compiled, tables

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "gen_lexicon_tables.py"


def _load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_lexicon_tables", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GENERATOR = _load_generator()
DERIVED = GENERATOR.derive_tables()


def _shape(value: Any) -> Any:
    """A comparable picture of a value that keeps container types and dict/tuple order."""
    if isinstance(value, dict):
        return ("dict", [(_shape(key), _shape(item)) for key, item in value.items()])
    if isinstance(value, tuple):
        return ("tuple", [_shape(item) for item in value])
    if isinstance(value, frozenset):
        return ("frozenset", sorted(value))
    return (type(value).__name__, value)


def test_committed_module_is_up_to_date() -> None:
    committed = (ROOT / "search_core" / "lexicon" / "compiled.py").read_text(encoding="utf-8")
    assert committed == GENERATOR.render_module(), (
        "search_core/lexicon/compiled.py is out of date with the lexicon modules; "
        f"regenerate it with: {GENERATOR.COMMAND}"
    )


@pytest.mark.parametrize("name", list(DERIVED))
def test_loaded_table_equals_derived(name: str) -> None:
    _annotation, value = DERIVED[name]
    assert _shape(getattr(compiled, name)) == _shape(value), f"{name} differs; run: {GENERATOR.COMMAND}"
    assert getattr(tables, name) is getattr(compiled, name)


def test_tables_exports_every_derived_table() -> None:
    assert sorted(tables.__all__) == sorted(DERIVED)


def test_generated_module_imports_nothing_but_annotations() -> None:
    source = (ROOT / "search_core" / "lexicon" / "compiled.py").read_text(encoding="utf-8")
    imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert imports == ["from __future__ import annotations"]


@pytest.mark.parametrize(
    "value",
    [
        {"a": ("b",), "c": ()},
        {("x", "y"): ("z", "w")},
        frozenset({"q", "p", "r"}),
        frozenset(),
        (("one",), ("two", "three")),
        ("it's", 'say "hi"', "ß\u0131"),
        3,
    ],
)
def test_render_round_trips(value: Any) -> None:
    assert _shape(eval(GENERATOR.render(value))) == _shape(value)


def test_render_block_round_trips_long_tables() -> None:
    for name, (_annotation, value) in DERIVED.items():
        text = "\n".join(GENERATOR.render_block(value, "", "", ""))
        assert all(len(line) <= GENERATOR.LINE_LENGTH for line in text.splitlines()), name
        assert _shape(eval(text)) == _shape(value), name


def test_check_mode_reports_a_stale_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stale = tmp_path / "compiled.py"
    stale.write_text("STALE = True\n", encoding="utf-8")
    monkeypatch.setattr(GENERATOR, "TARGET", stale)
    monkeypatch.setattr(GENERATOR, "ROOT", tmp_path)
    assert GENERATOR.main(["gen", "--check"]) == 1
    assert stale.read_text(encoding="utf-8") == "STALE = True\n"


def test_check_mode_passes_on_the_committed_module() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_an_edited_lexicon_makes_the_committed_module_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    from search_core.lexicon import es

    monkeypatch.setattr(es, "ALIASES", {**es.ALIASES, "Cosechadora": ("scrape",)})
    committed = (ROOT / "search_core" / "lexicon" / "compiled.py").read_text(encoding="utf-8")
    rendered = GENERATOR.render_module()
    assert rendered != committed and "'cosechadora': ('scrape',)" in rendered
