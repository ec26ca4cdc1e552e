"""Whole queries per language, end to end: the terms searched, the words dropped, the conditions reported."""

from __future__ import annotations

import pytest

from search_core.analysis import analyze_query

# (query, terms, dropped, conditions as (kind, phrase))
QUERIES: list[tuple[str, list[str], list[str], list[tuple[str, str]]]] = [
    (
        "I need a web search API for my agent",
        ["web", "search", "api"],
        ["i", "need", "a", "for", "my", "agent"],
        [],
    ),
    (
        "find a free PDF parser that supports OCR",
        ["free", "pdf", "parser", "ocr"],
        ["find", "a", "that", "supports"],
        [],
    ),
    (
        "headless browser automation without login",
        ["headless", "browser", "automation", "login"],
        ["without"],
        [("exclusion", "without login")],
    ),
    ("x402 payments for web scraping", ["x402", "payments", "web", "scraping"], ["for"], []),
    # written in capitals, "US" is the country; "us" is the pronoun
    ("US census data for us", ["usa", "census", "data"], ["for", "us"], []),
    (
        "Ich brauche eine kostenlose Websuche für Dokumente",
        ["kostenlose", "web", "suche", "dokumente"],
        ["ich", "brauche", "eine", "fur"],
        [],
    ),
    (
        "Browser-Automatisierung ohne Anmeldung",
        ["browser", "automatisierung", "anmeldung"],
        ["ohne"],
        [("exclusion", "ohne Anmeldung")],
    ),
    ("Datenextraktion aus PDF-Dokumenten", ["daten", "extraktion", "pdf", "dokumenten"], ["aus"], []),
    (
        "necesito una API de búsqueda web gratuita",
        ["api", "busqueda", "web", "gratuita"],
        ["necesito", "una", "de"],
        [],
    ),
    (
        "navegador sin cabeza para raspar páginas",
        ["navegador", "sin cabeza", "raspar", "paginas"],
        ["para"],
        [],
    ),
    (
        "extraer datos de documentos PDF o imágenes",
        ["extraer", "datos", "documentos", "pdf", "imagenes"],
        ["de", "o"],
        [("alternative", "PDF o imágenes")],
    ),
    (
        "je cherche un outil de recherche web gratuit",
        ["recherche", "web", "gratuit"],
        ["je", "cherche", "un", "outil", "de"],
        [],
    ),
    (
        "extraction de données sans inscription",
        ["extraction", "donnees", "inscription"],
        ["de", "sans"],
        [("exclusion", "sans inscription")],
    ),
    (
        "navigateur où je peux faire des captures d'écran",
        ["navigateur", "captures ecran"],
        ["ou", "je", "peux", "faire", "des", "d"],
        [],
    ),
    ("preciso de uma API de pesquisa na web", ["api", "pesquisa", "web"], ["preciso", "de", "uma", "na"], []),
    ("raspagem de dados no navegador", ["raspagem", "dados", "navegador"], ["de", "no"], []),
    (
        "extrair dados de documentos sem pagar",
        ["extrair", "dados", "documentos", "pagar"],
        ["de", "sem"],
        [("exclusion", "sem pagar")],
    ),
    ("cerco un motore di ricerca per agenti", ["motore di ricerca"], ["cerco", "un", "per", "agenti"], []),
    ("estrazione di dati da documenti PDF", ["estrazione", "dati", "documenti", "pdf"], ["di", "da"], []),
    ("web arama API'si lazım", ["web", "arama", "api"], ["lazim"], []),
    ("tarayıcıda çalışan ücretsiz bir servis", ["tarayicida", "ucretsiz"], ["calisan", "bir", "servis"], []),
    (
        "belgelerden veri çıkarma, reklam olmadan",
        ["belgelerden", "veri", "cikarma", "reklam"],
        ["olmadan"],
        [("exclusion", "reklam olmadan")],
    ),
    ("10 dolar altında arama API'si", ["arama", "api"], ["altinda"], [("comparison", "10 dolar altında")]),
    # the ending of a web address names nothing: the word before it does; "io" apart from an address stays
    ("newsapi.org alternatives", ["newsapi"], ["org", "alternatives"], []),
    ("polygon.io api for io stats", ["polygon", "api", "io", "stats"], ["io", "for"], []),
    # an abbreviation said letter by letter, as a dictation app writes it, is one word: three letters or
    # more, two that are no words ("d b"), a leading "a" of four or more being the article
    ("a p i for o c r", ["api", "ocr"], ["for"], []),
    ("find me a p d f tool", ["pdf"], ["find", "me", "a", "tool"], []),
    ("maria d b server", ["maria", "db", "server"], [], []),
    ("g t f s feeds", ["gtfs", "feeds"], [], []),
    ("u s census data", ["usa", "census", "data"], [], []),
    # two letters that are words stay words ("il y a", Portuguese "e o")
    ("il y a une api", ["api"], ["il", "y", "a", "une"], []),
    # "or something (like that)", "or similar", "oder so" and "i think" hedge one thing: no alternative
    (
        "tavily i think, or something like that",
        ["tavily"],
        ["i", "think", "or", "something", "like", "that"],
        [],
    ),
    ("serpapi or similar", ["serpapi"], ["or", "similar"], []),
    ("ein pdf parser oder so", ["pdf", "parser"], ["ein", "oder", "so"], []),
    ("firecrawl or apify", ["firecrawl", "apify"], ["or"], [("alternative", "firecrawl or apify")]),
    # a speaker taking back the words just before ("no wait", "ich meine"); "no" alone still excludes
    (
        "a scraping api no wait i mean a crawler",
        ["crawler"],
        ["a", "scraping", "api", "no", "wait", "i", "mean"],
        [],
    ),
    ("parser für mysql, ich meine mariadb", ["parser", "mariadb"], ["fur", "mysql", "ich", "meine"], []),
    ("pdf parser no wait", ["pdf", "parser", "wait"], ["no"], [("exclusion", "no wait")]),
    # a request written as code: its syntax is no need (keywords and types only where code punctuation is,
    # "import" only in an import line, install commands, comment markers, a URL's scheme, request lines,
    # quoted config and schema keys, exception names and their module path)
    ("def transcribe(url: str) -> dict", ["transcribe", "url"], ["def", "str", "dict"], []),
    ("async scraping (no login)", ["async", "scraping", "login"], ["no"], [("exclusion", "no login")]),
    ("from bs4 import BeautifulSoup", ["bs4", "beautifulsoup"], ["from", "import"], []),
    ("address import job", ["address", "import", "job"], [], []),
    ("const client = require('coingecko-api')", ["client", "coingecko", "api"], ["const", "require"], []),
    ("pip install spotipy", ["spotipy"], ["pip", "install"], []),
    ("npm i newsapi", ["newsapi"], ["npm", "i"], []),
    ("npm packages search", ["npm", "packages", "search"], [], []),
    ("# TODO: geocode addresses", ["geocode", "addresses"], ["todo"], []),
    ("a todo list app", ["todo", "list", "app"], ["a"], []),
    ("GET /v1/flights status", ["flights", "status"], ["get", "v1"], []),
    ("curl -s https://api.example.com", ["api", "example"], ["curl", "s", "https", "com"], []),
    (
        '{"name": "get_live_score", "type": "object"}',
        ["live", "score"],
        ["name", "get", "type", "object"],
        [],
    ),
    (
        "requests.exceptions.HTTPError: 403 for linkedin",
        ["requests", "linkedin"],
        ["exceptions", "httperror", "403", "for"],
        [],
    ),
    # the package of an exception names the library that failed; a traceback's lines say where it failed
    (
        'Traceback (most recent call last): File "app.py", line 12, in <module> openai.RateLimitError: '
        "Error code: 429",
        ["openai"],
        ["traceback", "most", "recent", "call", "last", "file", "app", "py", "line", "12", "in", "module",
         "ratelimiterror", "error", "code", "429"],
        [],
    ),
    # a snippet's lines pasted into the one-line box arrive joined by spaces
    (
        "import requests from bs4 import BeautifulSoup",
        ["requests", "bs4", "beautifulsoup"],
        ["import", "from"],
        [],
    ),
    ("pip install firecrawl-py", ["firecrawl"], ["pip", "install", "py"], []),
    ("node-js scraper", ["node", "js", "scraper"], [], []),
    ("class Slot(BaseModel): start: datetime", ["slot", "start"], ["class", "basemodel", "datetime"], []),
    ("phone number lookup (json)", ["phone", "number", "lookup", "json"], [], []),
    ("lookup(phone: number) -> string", ["lookup", "phone"], ["number", "string"], []),
    (
        "Request failed with status code 403 at translate (traducao.service.ts:58)",
        ["translate", "traducao"],
        ["request", "failed", "with", "status", "code", "403", "at", "service", "ts", "58"],
        [],
    ),
    ("node.js scraper", ["node", "js", "scraper"], [], []),
    (
        "curl -H 'Content-Type: application/json' eth rpc",
        ["eth", "rpc"],
        ["curl", "h", "content", "type", "application", "json"],
        [],
    ),
]


@pytest.mark.parametrize(("query", "terms", "dropped", "conditions"), QUERIES, ids=[q[0] for q in QUERIES])
def test_whole_query(
    query: str, terms: list[str], dropped: list[str], conditions: list[tuple[str, str]]
) -> None:
    analysis = analyze_query(query)
    assert [term.word for term in analysis.terms] == terms
    assert list(analysis.dropped) == dropped
    assert [(condition.kind, condition.phrase) for condition in analysis.conditions] == conditions
