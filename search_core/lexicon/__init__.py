"""Reviewed language data for search_core.analysis: one plain-data module per language.

Each language module (en, de, es, fr, pt, it, tr) holds, in natural spelling (folded when loaded by
``lexicon.tables``): STOPWORDS, ALIASES (word -> catalogue vocabulary words), EXCLUSIONS,
EXCLUSION_POSTPOSITIONS, ALTERNATIVES, COMPARISONS (word sequences that precede a number) and
COMPARISON_POSTPOSITIONS (words that follow a number). ``suffixes`` holds the suffix rules used for
alias lookup and ``unicode14`` the generated Unicode 14 tables.
"""
