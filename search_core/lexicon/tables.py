"""The language modules merged and folded into the lookup tables search_core.analysis uses.

The tables are precomputed by scripts/gen_lexicon_tables.py (which holds the merging rules) into the
generated plain-data module lexicon/compiled.py, so importing this module folds nothing. Merging is
deterministic: languages in LANGUAGES order, entries in file order; an alias word listed by several
languages gets the union of their targets, in that order, at most MAX_ALIAS_TARGETS.
tests/test_lexicon_compiled.py fails when compiled.py is out of date with the lexicon modules.
"""

from __future__ import annotations

from search_core.lexicon.compiled import (
    ALIAS_LANGUAGES,
    ALIASES,
    ALTERNATIVES,
    COMPARISON_POSTPOSITIONS,
    COMPARISON_POSTPOSITIONS_BY_FIRST_WORD,
    COMPARISONS,
    COMPARISONS_BY_FIRST_WORD,
    ENDINGS,
    EVIDENCE,
    EXCLUSION_POSTPOSITIONS,
    EXCLUSIONS,
    FOLDED_CURRENCY_WORDS,
    FOLDED_RANGE_JOINERS,
    FOLDED_UNITS,
    LANGUAGES,
    LETTERS,
    MAX_ALIAS_TARGETS,
    PHRASES,
    PHRASES_BY_FIRST_WORD,
    RELATIVE_TIME,
    SHARED_WORDS,
    STOPWORDS,
    STOPWORDS_BY_LANGUAGE,
    TIME_UNITS,
)

__all__ = [
    "ALIASES",
    "ALIAS_LANGUAGES",
    "ALTERNATIVES",
    "COMPARISONS",
    "COMPARISONS_BY_FIRST_WORD",
    "COMPARISON_POSTPOSITIONS",
    "COMPARISON_POSTPOSITIONS_BY_FIRST_WORD",
    "ENDINGS",
    "EVIDENCE",
    "EXCLUSIONS",
    "EXCLUSION_POSTPOSITIONS",
    "FOLDED_CURRENCY_WORDS",
    "FOLDED_RANGE_JOINERS",
    "FOLDED_UNITS",
    "LANGUAGES",
    "LETTERS",
    "MAX_ALIAS_TARGETS",
    "PHRASES",
    "PHRASES_BY_FIRST_WORD",
    "RELATIVE_TIME",
    "SHARED_WORDS",
    "STOPWORDS",
    "STOPWORDS_BY_LANGUAGE",
    "TIME_UNITS",
]
