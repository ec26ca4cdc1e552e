"""Generate search_core/lexicon/compiled.py: the language modules merged and folded, as plain literals.

Run after editing a lexicon module (en, de, es, fr, pt, it, tr, units) or the folding in search_core/text.py:

    .venv/bin/python scripts/gen_lexicon_tables.py          # rewrite the module
    .venv/bin/python scripts/gen_lexicon_tables.py --check  # exit 1 when it is out of date

search_core.lexicon.tables used to derive these tables at import time, folding every lexicon word (some
80-120 ms in the browser); it now loads this module instead. tests/test_lexicon_compiled.py recomputes
the tables in-process and fails when the committed module differs.

Merging is deterministic: languages in LANGUAGES order, entries in file order; an alias word listed by
several languages gets the union of their targets, in that order, at most MAX_ALIAS_TARGETS. Sets are
written sorted and dicts in insertion order, so the output does not depend on PYTHONHASHSEED.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if "search_core" not in sys.modules:
    # Import the lexicon and text modules without running search_core/__init__.py, which imports
    # lexicon.tables and so the very module this script writes (it may be stale or incomplete).
    _package = ModuleType("search_core")
    _package.__path__ = [str(ROOT / "search_core")]
    sys.modules["search_core"] = _package

from search_core.lexicon import de, en, es, fr, it, places, pt, tr, units  # noqa: E402
from search_core.text import fold  # noqa: E402

TARGET = ROOT / "search_core" / "lexicon" / "compiled.py"
COMMAND = ".venv/bin/python scripts/gen_lexicon_tables.py"
LINE_LENGTH = 110
INDENT = "    "

LANGUAGES: tuple[str, ...] = ("en", "de", "es", "fr", "pt", "it", "tr")
MODULES: tuple[ModuleType, ...] = (en, de, es, fr, pt, it, tr)
MAX_ALIAS_TARGETS = 3


def _folded(words: tuple[str, ...]) -> tuple[str, ...]:
    """Fold each word, dropping repeats, keeping order."""
    return tuple(dict.fromkeys(fold(word) for word in words))


def _folded_phrases(phrases: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(fold(word) for word in phrase) for phrase in phrases)


def _longest_first(phrases: list[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """Unique phrases, longest first, then alphabetical: a fixed matching order."""
    return tuple(sorted(set(phrases), key=lambda phrase: (-len(phrase), phrase)))


def _merge_aliases() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """(alias word -> catalogue words, alias word -> languages listing it), both folded; each language's
    ALIASES, then its place names (lexicon/places.PLACE_ALIASES)."""
    targets: dict[str, tuple[str, ...]] = {}
    languages: dict[str, tuple[str, ...]] = {}
    for language, module in zip(LANGUAGES, MODULES, strict=True):
        place_aliases = {word: (name,) for word, name in places.PLACE_ALIASES.get(language, {}).items()}
        for word, words in [*module.ALIASES.items(), *place_aliases.items()]:
            key = fold(word)
            merged = tuple(dict.fromkeys(targets.get(key, ()) + _folded(words)))
            targets[key] = merged[:MAX_ALIAS_TARGETS]
            languages[key] = (*languages.get(key, ()), language)
    return targets, languages


def _evidence(module: ModuleType) -> frozenset[str]:
    """The folded words that suggest a query is written in this module's language."""
    words = set(_folded(module.STOPWORDS)) | {fold(word) for word in module.ALIASES}
    words |= set(_folded(module.EXCLUSIONS)) | set(_folded(module.EXCLUSION_POSTPOSITIONS))
    words |= set(_folded(module.ALTERNATIVES))
    for phrase in _folded_phrases(module.COMPARISONS):
        words.update(phrase)
    return frozenset(words - set(_shared_words(module)))


def _shared_words(module: ModuleType) -> tuple[str, ...]:
    """The module's alias words that other languages write the same way (no evidence of its language)."""
    return _folded(getattr(module, "SHARED_WORDS", ()))


def _by_first_word(phrases: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Phrases grouped by their first word, each group keeping the longest-first order."""
    groups: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        groups.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(group) for first, group in groups.items()}


def _merge_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Folded word sequence -> catalogue words, all languages (later languages add targets)."""
    phrases: dict[tuple[str, ...], tuple[str, ...]] = {}
    for module in MODULES:
        for phrase, words in module.PHRASES.items():
            key = tuple(fold(phrase).split())
            merged = tuple(dict.fromkeys(phrases.get(key, ()) + _folded(words)))
            phrases[key] = merged[:MAX_ALIAS_TARGETS]
    return phrases


def derive_tables() -> dict[str, tuple[str, Any]]:
    """Every table search_core.lexicon.tables exports: name -> (type annotation, value), in output order."""
    by_language = tuple(zip(LANGUAGES, MODULES, strict=True))
    aliases, alias_languages = _merge_aliases()
    stopwords_by_language = {language: frozenset(_folded(m.STOPWORDS)) for language, m in by_language}
    comparisons = _longest_first([p for module in MODULES for p in _folded_phrases(module.COMPARISONS)])
    comparison_postpositions = _longest_first(
        [p for module in MODULES for p in _folded_phrases(module.COMPARISON_POSTPOSITIONS)]
    )
    phrases = _merge_phrases()
    words, phrase_groups = "tuple[str, ...]", "dict[str, tuple[tuple[str, ...], ...]]"
    return {
        "LANGUAGES": (words, LANGUAGES),
        "MAX_ALIAS_TARGETS": ("int", MAX_ALIAS_TARGETS),
        "ALIASES": (f"dict[str, {words}]", aliases),
        "ALIAS_LANGUAGES": (f"dict[str, {words}]", alias_languages),
        "STOPWORDS_BY_LANGUAGE": ("dict[str, frozenset[str]]", stopwords_by_language),
        "STOPWORDS": ("frozenset[str]", frozenset().union(*stopwords_by_language.values())),
        "EXCLUSIONS": ("frozenset[str]", frozenset(w for m in MODULES for w in _folded(m.EXCLUSIONS))),
        "EXCLUSION_POSTPOSITIONS": (
            "frozenset[str]",
            frozenset(w for m in MODULES for w in _folded(m.EXCLUSION_POSTPOSITIONS)),
        ),
        "ALTERNATIVES": ("frozenset[str]", frozenset(w for m in MODULES for w in _folded(m.ALTERNATIVES))),
        "COMPARISONS": ("tuple[tuple[str, ...], ...]", comparisons),
        "COMPARISON_POSTPOSITIONS": ("tuple[tuple[str, ...], ...]", comparison_postpositions),
        "EVIDENCE": ("dict[str, frozenset[str]]", {language: _evidence(m) for language, m in by_language}),
        "SHARED_WORDS": ("frozenset[str]", frozenset(w for m in MODULES for w in _shared_words(m))),
        "COMPARISONS_BY_FIRST_WORD": (phrase_groups, _by_first_word(comparisons)),
        "COMPARISON_POSTPOSITIONS_BY_FIRST_WORD": (phrase_groups, _by_first_word(comparison_postpositions)),
        "LETTERS": (
            "dict[str, frozenset[str]]",
            {language: frozenset(m.LETTERS + m.LETTERS.upper()) for language, m in by_language},
        ),
        "ENDINGS": (f"dict[str, {words}]", {language: tuple(m.ENDINGS) for language, m in by_language}),
        "PHRASES": (f"dict[tuple[str, ...], {words}]", phrases),
        "RELATIVE_TIME": ("frozenset[str]", frozenset(w for m in MODULES for w in _folded(m.RELATIVE_TIME))),
        "TIME_UNITS": ("frozenset[str]", frozenset(w for m in MODULES for w in _folded(m.TIME_UNITS))),
        "PHRASES_BY_FIRST_WORD": (phrase_groups, _by_first_word(_longest_first(list(phrases)))),
        # lexicon/units.py folded, for search_core.comparisons (UNIT_WORDS, CURRENCY, RANGE_WORDS)
        "FOLDED_UNITS": ("frozenset[str]", frozenset(fold(word) for word in units.UNITS)),
        "FOLDED_CURRENCY_WORDS": ("frozenset[str]", frozenset(fold(word) for word in units.CURRENCY_WORDS)),
        "FOLDED_RANGE_JOINERS": ("frozenset[str]", frozenset(fold(word) for word in units.RANGE_JOINERS)),
    }


def _items(value: Any) -> tuple[str, str, list[str]] | None:
    """(opening, closing, rendered items) of a container, None for an atom."""
    if isinstance(value, dict):
        return "{", "}", [f"{render(key)}: {render(item)}" for key, item in value.items()]
    if isinstance(value, frozenset):
        return "frozenset((", "))", [render(item) for item in sorted(value)]
    if isinstance(value, tuple):
        return "(", ")", [render(item) for item in value]
    return None


def render(value: Any) -> str:
    """One-line Python literal of a str/int or (nested) tuple, frozenset or dict of them."""
    if isinstance(value, bool) or not isinstance(value, str | int | tuple | frozenset | dict):
        raise TypeError(f"cannot render {type(value).__name__}")
    parts = _items(value)
    if parts is None:
        return repr(value)
    opening, closing, items = parts
    if not items:
        return {"{": "{}", "(": "()", "frozenset((": "frozenset()"}[opening]
    trailing = "," if len(items) == 1 and opening != "{" else ""
    return opening + ", ".join(items) + trailing + closing


def render_block(value: Any, indent: str, prefix: str, suffix: str) -> list[str]:
    """Lines of `prefix + literal + suffix` at indent, broken over lines to stay within LINE_LENGTH."""
    one_line = indent + prefix + render(value) + suffix
    parts = _items(value)
    if len(one_line) <= LINE_LENGTH or parts is None:
        return [one_line]
    opening, closing, _ = parts
    inner = indent + INDENT
    lines = [indent + prefix + opening]
    if isinstance(value, dict):
        for key, item in value.items():
            lines += render_block(item, inner, f"{render(key)}: ", ",")
    else:
        items = sorted(value) if isinstance(value, frozenset) else list(value)
        if all(_items(item) is None for item in items):
            lines += _packed([render(item) + "," for item in items], inner)
        else:
            for item in items:
                lines += render_block(item, inner, "", ",")
    return [*lines, indent + closing + suffix]


def _packed(words: list[str], indent: str) -> list[str]:
    """Atoms packed greedily into lines of at most LINE_LENGTH."""
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(indent) + len(line) + 1 + len(word) > LINE_LENGTH:
            lines.append(indent + line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, indent + line] if line else lines


def render_module() -> str:
    """The whole generated module."""
    header = (
        '"""Lexicon lookup tables (GENERATED by scripts/gen_lexicon_tables.py; do not edit).\n\n'
        "The language modules (en, de, es, fr, pt, it, tr) merged and folded, as plain literals, so that\n"
        "importing search_core.lexicon.tables folds nothing. Regenerate after editing a lexicon module:\n\n"
        f"    {COMMAND}\n\n"
        "tests/test_lexicon_compiled.py fails when this file is out of date.\n"
        '"""\n\n'
        "from __future__ import annotations\n"
    )
    blocks = [
        "\n".join(render_block(value, "", f"{name}: {annotation} = ", ""))
        for name, (annotation, value) in derive_tables().items()
    ]
    return header + "\n" + "\n".join(blocks) + "\n"


def main(argv: list[str]) -> int:
    text = render_module()
    if argv[1:] == ["--check"]:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET.relative_to(ROOT)} is out of date; run: {COMMAND}")
            return 1
        print(f"{TARGET.relative_to(ROOT)} is up to date")
        return 0
    if argv[1:]:
        print(f"usage: {COMMAND} [--check]")
        return 2
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(text)} bytes, {len(derive_tables())} tables)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
