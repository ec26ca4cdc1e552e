"""Marker words that mean different things in different languages, each tested both ways."""

from __future__ import annotations

import pytest

from search_core.analysis import Analysis, analyze_query


def kinds(analysis: Analysis) -> list[str]:
    return [condition.kind for condition in analysis.conditions]


def words(analysis: Analysis) -> list[str]:
    return [term.word for term in analysis.terms]


# "no": Portuguese "in the" (em + o) in a Portuguese query; otherwise an exclusion (en "no", es "no").
# The spelling counts as evidence too: "automação" (ã, -ção) is Portuguese, "información" (-ción) Spanish.
NO_AS_ARTICLE = [
    "busca no navegador",
    "pesquisa no navegador",
    "dados no navegador",
    "extrair dados no PDF",
    "automação no navegador",
    "raspagem no site",
    # as Portuguese as Spanish, and a noun follows (an alias noun, or -dor, -mento, -agem, -ção)
    "navegador no servidor",
    "documento no navegador",
]
NO_AS_EXCLUSION = [
    "no ads",
    "search api no login",
    "buscador no gratuito",  # as Portuguese as Spanish, but an adjective follows
    "navegador no requiere",
    "información no disponible",
    "no",
]


@pytest.mark.parametrize("query", NO_AS_ARTICLE)
def test_portuguese_no_is_in_the(query: str) -> None:
    analysis = analyze_query(query)
    assert analysis.conditions == ()
    assert "no" in analysis.dropped


@pytest.mark.parametrize("query", NO_AS_EXCLUSION)
def test_no_elsewhere_is_an_exclusion(query: str) -> None:
    analysis = analyze_query(query)
    assert kinds(analysis) == ["exclusion"]
    assert analysis.conditions[0].phrase.lower().startswith("no")


# "o": "or" in Spanish and Italian between two words; the article in Portuguese (and a pronoun in Turkish).
O_AS_OR = [
    "pdf o csv",
    "buscador o navegador",
    "ricerca o estrazione",
    "documento o imagen",
    "buscar o extraer",  # two infinitives
    "scraper o crawler",  # "-er" is English as often as an infinitive
]
O_AS_ARTICLE = [
    "o navegador",
    "pesquisa o navegador para dados",
    "busca o preço",
    "o",
    "automatizar o navegador",  # an infinitive, then its object
    "extrair o texto de um pdf",
]


@pytest.mark.parametrize("query", O_AS_OR)
def test_o_between_words_is_or(query: str) -> None:
    analysis = analyze_query(query)
    assert kinds(analysis) == ["alternative"]
    assert " o " in analysis.conditions[0].phrase


@pytest.mark.parametrize("query", O_AS_ARTICLE)
def test_portuguese_o_is_the_article(query: str) -> None:
    analysis = analyze_query(query)
    assert analysis.conditions == ()
    assert "o" in analysis.dropped


# "ou" is "or" (French, Portuguese); French "où" (where) folds to "ou" but is told apart by its accent.
def test_ou_is_or() -> None:
    analysis = analyze_query("recherche ou extraction")
    assert kinds(analysis) == ["alternative"]
    assert analysis.conditions[0].phrase == "recherche ou extraction"


@pytest.mark.parametrize("query", ["recherche où extraire", "navigateur Où", "recherche ou\u0300 extraire"])
def test_french_ou_with_accent_is_where(query: str) -> None:
    analysis = analyze_query(query)
    assert analysis.conditions == ()
    assert "ou" in analysis.dropped


# Turkish "ya ... ya da" (either ... or) against Spanish "ya" (already).
def test_turkish_ya_da_is_or() -> None:
    analysis = analyze_query("pdf ya da csv")
    assert kinds(analysis) == ["alternative"]
    assert analysis.conditions[0].phrase == "pdf ya da csv"


def test_spanish_ya_is_a_stopword() -> None:
    analysis = analyze_query("ya buscador")
    assert analysis.conditions == ()
    assert words(analysis) == ["buscador"]


# Spanish "u" is "or" only before a word starting with o / ho.
def test_spanish_u_before_o_is_or() -> None:
    assert kinds(analyze_query("imagen u ocr")) == ["alternative"]


def test_u_elsewhere_is_dropped() -> None:
    assert analyze_query("imagen u datos").conditions == ()


# Portuguese "sem" (without) against the acronym SEM (search engine marketing).
def test_sem_is_without() -> None:
    analysis = analyze_query("busca sem anúncios")
    assert kinds(analysis) == ["exclusion"]
    assert analysis.conditions[0].phrase == "sem anúncios"


def test_sem_in_capitals_is_a_term() -> None:
    analysis = analyze_query("SEM keyword data")
    assert analysis.conditions == ()
    assert "sem" in words(analysis)


def test_evidence_decides_no_per_query_not_per_word() -> None:
    # The same "no navegador" reads as "in the" with Portuguese words around it, and as an exclusion
    # when the rest of the query is English.
    assert analyze_query("pesquisa no navegador").conditions == ()
    assert kinds(analyze_query("search with no navegador")) == ["exclusion"]
