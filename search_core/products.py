"""Products the catalogue lacks, in best effort: "zenrows alternative" searches for what ZenRows is.

A query word no record holds (typos.is_unknown) that names a product of lexicon.broader.PRODUCTS is searched
as the catalogue's words for what that product is, each a term of its own ("mapbox": "geocoding", "map",
"location"), so that the services meeting more of them come first; a warning says so. Never in the strict
search. docs/search.md, "Products the catalogue lacks".
"""

from __future__ import annotations

from dataclasses import dataclass

from search_core.analysis import Term
from search_core.forms import stem
from search_core.index import Compiled
from search_core.lexicon.broader import MAKERS, PRODUCTS
from search_core.likeness import term_for
from search_core.typos import is_unknown


@dataclass(frozen=True)
class Product:
    """A query word naming a product no record holds, and the words searched in its place."""

    word: str  # the query's word (folded)
    words: tuple[str, ...]  # what it is, in the catalogue's words some record holds (the table's order)


def product_words(compiled: Compiled, term: Term) -> tuple[str, ...]:
    """What the term's product is, in the catalogue words some record holds; () when the term names no
    product the catalogue lacks."""
    kinds = PRODUCTS.get(term.word, ()) if is_unknown(compiled, term) else ()
    return tuple(word for word in kinds if stem(word) in compiled.postings)


def lacking_products(compiled: Compiled, terms: tuple[Term, ...]) -> set[str]:
    """The words of the terms naming a product the catalogue lacks: an exclusion of one is searched as what it
    is all the same ("instead of scraperapi" asks for what ScraperAPI does; excluded.py)."""
    return {term.word for term in terms if product_words(compiled, term)}


def product_terms(
    compiled: Compiled, terms: tuple[Term, ...]
) -> tuple[tuple[Term, ...], tuple[Product, ...]]:
    """The terms with each product the catalogue lacks replaced by the terms of what it is (a word already
    searched is not searched twice: "zenrows vs scrapingbee" searches scraping, proxy and extraction once),
    and its maker's name right before it left out ("aws textract": MAKERS)."""
    result: list[Term] = []
    found: list[Product] = []
    searched = {alternative.key for term in terms for alternative in term.alternatives}
    for term in terms:
        held = product_words(compiled, term)
        if not held:
            result.append(term)
            continue
        if result and result[-1].word in MAKERS:
            result.pop()
        result += [term_for(stem(word), word) for word in held if stem(word) not in searched]
        searched.update(stem(word) for word in held)
        found.append(Product(term.word, held))
    return tuple(result), tuple(found)
