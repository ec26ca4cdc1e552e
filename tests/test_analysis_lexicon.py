"""The reviewed language data: bounded, finite, well-formed; stopwords per language; no I/O in the layer."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from search_core.analysis import MAX_ALTERNATIVES, analyze_query
from search_core.engine import reads_as_english
from search_core.lexicon import places, tables
from search_core.request import parse_request
from search_core.text import fold, tokens

LANGUAGE_MODULES = [importlib.import_module(f"search_core.lexicon.{code}") for code in tables.LANGUAGES]
PACKAGE = Path(__file__).resolve().parents[1] / "search_core"
LAYER_FILES = [
    PACKAGE / "analysis.py",
    PACKAGE / "text.py",
    PACKAGE / "forms.py",
    *sorted((PACKAGE / "lexicon").glob("*.py")),
]
FORBIDDEN_IMPORTS = {"os", "pathlib", "io", "time", "random", "sys", "subprocess", "socket", "datetime"}


def test_at_least_the_seven_languages() -> None:
    assert set(tables.LANGUAGES) >= {"en", "de", "es", "fr", "pt", "it", "tr"}


@pytest.mark.parametrize("module", LANGUAGE_MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_language_module_is_plain_bounded_data(module: object) -> None:
    assert (module.__doc__ or "").strip(), "each data module starts with a header on what it holds"
    assert "Bounds" in (module.__doc__ or "") or "bounded" in (module.__doc__ or "").lower()
    stopwords = module.STOPWORDS  # type: ignore[attr-defined]
    aliases = module.ALIASES  # type: ignore[attr-defined]
    assert isinstance(stopwords, tuple) and all(isinstance(w, str) and w for w in stopwords)
    assert isinstance(aliases, dict) and 0 < len(aliases) <= 260
    for word, targets in aliases.items():
        assert [token.word for token in tokens(word)] == [fold(word)], (
            f"{word}: one word, as tokens() sees it"
        )
        assert isinstance(targets, tuple) and 1 <= len(targets) <= tables.MAX_ALIAS_TARGETS, word
        assert all(target.isascii() and target == fold(target) for target in targets), word
    phrases = module.PHRASES  # type: ignore[attr-defined]
    assert isinstance(phrases, dict) and len(phrases) <= 80
    for phrase, targets in phrases.items():
        assert " ".join(token.word for token in tokens(phrase) if not token.elided) == fold(phrase), phrase
        assert len(phrase.split()) >= 2 and 1 <= len(targets) <= tables.MAX_ALIAS_TARGETS, phrase
    for name in ("EXCLUSIONS", "EXCLUSION_POSTPOSITIONS", "ALTERNATIVES"):
        assert isinstance(getattr(module, name), tuple)
    for name in ("COMPARISONS", "COMPARISON_POSTPOSITIONS"):
        assert all(isinstance(phrase, tuple) and phrase for phrase in getattr(module, name))


@pytest.mark.parametrize("module", LANGUAGE_MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_no_entry_is_listed_twice(module: object) -> None:
    for name in ("STOPWORDS", "EXCLUSIONS", "EXCLUSION_POSTPOSITIONS", "ALTERNATIVES", "ALIASES"):
        folded = [fold(word) for word in getattr(module, name)]
        assert sorted({w for w in folded if folded.count(w) > 1}) == [], name


def test_markers_are_not_stopwords_except_the_documented_ambiguous_ones() -> None:
    markers = tables.EXCLUSIONS | tables.EXCLUSION_POSTPOSITIONS | tables.ALTERNATIVES
    assert sorted(markers & tables.STOPWORDS) == ["ou"]  # French où (where) against ou (or)


def test_every_alias_expands_to_at_most_max_alternatives() -> None:
    assert len(tables.ALIASES) < 1820  # finite and small: at most 260 a language, seven languages
    for word in tables.ALIASES:
        for term in analyze_query(word).terms:
            assert 1 <= len(term.alternatives) <= MAX_ALTERNATIVES, word
            assert term.alternatives[0].via_alias is False
            assert len({alternative.key for alternative in term.alternatives}) == len(term.alternatives)


def test_no_alias_of_another_language_folds_to_an_english_word() -> None:
    """A false friend would change what an English query means ("résumé" folds to "resume", a CV)."""
    english = importlib.import_module("search_core.lexicon.en")
    words = {fold(word) for word in [*english.VOCABULARY, *english.ALIASES]}
    words |= {fold(target) for targets in english.ALIASES.values() for target in targets}
    foreign = {word for word, languages in tables.ALIAS_LANGUAGES.items() if "en" not in languages}
    assert sorted(foreign & words) == []


def test_alias_words_are_not_stopwords_or_markers() -> None:
    markers = tables.EXCLUSIONS | tables.EXCLUSION_POSTPOSITIONS | tables.ALTERNATIVES
    assert sorted(set(tables.ALIASES) & tables.STOPWORDS) == []
    assert sorted(set(tables.ALIASES) & markers) == []


STOPWORDS = [
    ("en", "find me a tool for the web", ["web"]),
    ("en", "I need a parser that supports OCR for my agent", ["parser", "ocr"]),
    ("de", "Suche nach einer API", ["suche", "api"]),
    ("de", "ich brauche einen Dienst für die Suche", ["suche"]),
    ("es", "necesito un servicio para la búsqueda", ["busqueda"]),
    ("fr", "je cherche un outil pour la recherche", ["recherche"]),
    ("pt", "preciso de um serviço para a pesquisa", ["pesquisa"]),
    ("it", "ho bisogno di uno strumento per la ricerca", ["ricerca"]),
    ("tr", "arama için bir servis", ["arama"]),
    ("fr", "l'extraction d'images", ["extraction", "images"]),
    ("it", "dell'estrazione", ["estrazione"]),
    ("en", "a fast pdf parser but cheap", ["fast", "pdf", "parser", "cheap"]),
    ("de", "Websuche, aber schnell", ["web", "suche", "schnell"]),
    ("es", "búsqueda web pero rápida", ["busqueda", "web", "rapida"]),
    ("tr", "web arama ama hızlı", ["web", "arama", "hizli"]),
    # "automatically" says how, not what, in every language that has one word for it
    ("en", "read invoices automatically", ["read", "invoices"]),
    ("de", "Rechnungen automatisch auslesen", ["rechnungen", "auslesen"]),
    ("es", "leer facturas automáticamente", ["leer", "facturas"]),
    ("fr", "lire les factures automatiquement", ["lire", "factures"]),
    ("it", "leggere fatture automaticamente", ["leggere", "fatture"]),
    ("pt", "ler faturas automaticamente", ["ler", "faturas"]),
    # words of time and extent say when or how much, never what a service does
    ("en", "news articles published today", ["news", "articles", "published"]),
    ("en", "crawl an entire documentation site", ["crawl", "documentation", "site"]),
    ("en", "summarize a long pdf", ["summarize", "pdf"]),
    ("en", "turn every page into markdown", ["turn", "page", "markdown"]),
    # "an alternative to X" names X, not a kind of service (7 Dec 2026, fifteenth session)
    ("en", "open source alternative to Firecrawl", ["open", "source", "firecrawl"]),
    ("es", "alternativa a DeepL", ["deepl"]),
    ("tr", "bir web sitesindeki tüm sayfaları taramak", ["web", "sitesindeki", "sayfalari", "taramak"]),
    # dates and small counts say what a request is about; spans of time stay searched ("7 day forecast")
    ("en", "the euro to yen rate on 3 March 2021", ["euro", "yen", "rate"]),
    ("en", "cheapest flights this weekend in May", ["cheapest", "flights"]),
    ("en", "stock prices going back ten years", ["stock", "prices", "going", "back", "years"]),
    ("en", "7 day forecast", ["day", "forecast"]),
    ("en", "geocode thousands of addresses", ["geocode", "addresses"]),
    ("en", "a matrix between hundreds of addresses", ["matrix", "addresses"]),
    # "next", "last" ... before a span of time say when; the span itself stays searched
    ("en", "hourly forecast for Lisbon next weekend", ["hourly", "forecast", "lisbon"]),
    ("en", "weather for the next three days", ["weather", "days"]),
    ("en", "headlines from the last 24 hours", ["headlines", "hours"]),
    ("en", "stock prices over the past five years", ["stock", "prices", "years"]),
    # and the six other languages' words for them (7 Dec 2026)
    ("de", "Nachrichten der letzten 24 Stunden", ["nachrichten", "stunden"]),
    ("es", "noticias de los últimos días", ["noticias", "dias"]),
    ("fr", "actualités des dernières 24 heures", ["actualites", "heures"]),
    ("it", "dati degli ultimi 7 giorni", ["dati", "giorni"]),
    ("pt", "notícias das últimas 24 horas", ["noticias", "horas"]),
    ("tr", "önümüzdeki 3 gün hava durumu", ["gun", "hava durumu"]),
    ("it", "ultima versione di un pacchetto npm", ["ultima", "versione", "pacchetto", "npm"]),  # no span
    # getting, showing, today and yesterday name no service in any language
    ("es", "resultados de ayer", ["resultados"]),
    ("de", "Nachrichten von heute anzeigen", ["nachrichten"]),
    ("fr", "les actualités d'aujourd'hui", ["actualites"]),
    ("tr", "haberleri göster", ["haberleri"]),
    # prepositions, adverbs and small talk never name a service
    ("en", "run sql queries against a postgres database", ["run", "sql", "queries", "postgres", "database"]),
    ("en", "record a video of what my agent did in the browser", ["record", "video", "browser"]),
    ("en", "unemployment figures straight from the government", ["unemployment", "figures", "government"]),
    # quantifiers and generic adjectives say which one or how many, never what
    ("en", "CVEs affecting a specific library version", ["cves", "affecting", "library", "version"]),
    ("en", "who owns a patent and when does it expire", ["owns", "patent", "expire"]),
    ("en", "merge several pdfs from different sources", ["merge", "pdfs", "sources"]),
    ("en", "translate a document keeping the formatting", ["translate", "document", "formatting"]),
    # "call", and "use" after a modal or "to", are request filler ("an API my agent can call")
    ("en", "a web search api my agent can call", ["web", "search", "api"]),
    ("en", "a browser my assistant can use", ["browser"]),
    # a finder is a tool that finds: "email finder" asks for email lookups
    ("en", "email finder", ["email"]),
    # KI is AI and the assistant is the agent: words English ignores too
    ("de", "Websuche für meinen KI-Agenten", ["web", "suche"]),
    ("de", "Internetsuche für meinen Assistenten", ["internet", "suche"]),
    ("it", "estrarre dati dalle fatture", ["estrarre", "dati", "fatture"]),
    # a sentence's function words, rare in the records and so weighing most when searched
    ("en", "check whether a similar patent already exists", ["check", "similar", "patent", "exists"]),
    ("en", "a weather api, perhaps even hourly", ["weather", "api", "hourly"]),
    # the assistant every service is for, as "agent", and "using", which says how
    ("en", "manage Linear issues from an AI assistant", ["manage", "linear", "issues"]),
    ("en", "look up who cites a paper using its DOI", ["look up", "cites", "paper", "doi"]),
    # "now" in five other languages, as in English: when, never what (not "agora", a product's name)
    ("es", "cotización del bitcoin ahora", ["cotizacion", "bitcoin"]),
    ("de", "Bitcoin Kurs jetzt", ["bitcoin", "kurs"]),
    ("fr", "cours du bitcoin maintenant", ["cours", "bitcoin"]),
    ("it", "quotazione bitcoin adesso", ["quotazione", "bitcoin"]),
    ("tr", "bitcoin fiyatı şimdi", ["bitcoin", "fiyati"]),
    # politeness, address and chat words, and how many or whether
    ("en", "convert docx to pdf by api, plz suggest", ["convert", "docx", "pdf", "api"]),
    ("en", "kindly help sir, youtube transcript api any one know?", ["youtube", "transcript", "api"]),
    ("en", "job postings from many sites together if possible", ["job", "postings", "sites"]),
    ("es", "verificar si un dominio está disponible", ["verificar", "dominio", "disponible"]),
    # spoken Portuguese "is", "has", "some" and Spanish "more" (7 Dec 2026)
    ("pt", "o navegador tá lento, tem algum serviço na nuvem", ["navegador", "lento", "nuvem"]),
    ("es", "una api más barata", ["api", "barata"]),
    ("tr", "otobüs sefer saatlerini veren bir API var mı", ["otobus", "sefer", "saatlerini", "veren", "api"]),
    # a pasted paragraph's chat, wishes and judgments, and "I" in a contraction (I'd, I've: not "id")
    ("en", "ideally a free weather api, hourly would be a huge bonus", ["free", "weather", "api", "hourly"]),
    ("en", "hello folks, I'd love a pdf parser, thanks in advance", ["love", "pdf", "parser"]),
    ("en", "I've tried ocr, I'm stuck, I'll pay", ["tried", "ocr", "stuck", "pay"]),
    # the fillers of speech as a dictation app writes them
    ("en", "um a crawler uh that follows links, yeah", ["crawler", "follows", "links"]),
    ("de", "äh wetterdaten vom dwd halt", ["wetterdaten", "dwd"]),
    ("es", "pues tipo una api de fútbol", ["api", "futbol"]),
    ("fr", "euh une api bah sirene quoi", ["api", "sirene"]),
    ("it", "allora devo estrarre le tabelle cioè", ["estrarre", "tabelle"]),
    ("pt", "então, um servidor mcp pro jira", ["servidor", "mcp", "pro", "jira"]),
    ("tr", "şey döviz kurları yani", ["doviz kurlari"]),
    # must, should, be, will ("deve" had matched "dev")
    ("de", "muss DSGVO konform sein", ["dsgvo", "konform"]),
    ("it", "deve essere gratuito", ["gratuito"]),
    ("pt", "deve ser gratuito", ["gratuito"]),
]


@pytest.mark.parametrize(
    ("language", "query", "terms"), STOPWORDS, ids=[f"{lang}-{q}" for lang, q, _ in STOPWORDS]
)
def test_stopwords_are_dropped(language: str, query: str, terms: list[str]) -> None:
    analysis = analyze_query(query)
    assert [term.word for term in analysis.terms] == terms
    assert analysis.dropped and analysis.conditions == ()


@pytest.mark.parametrize("word", ["today", "yesterday", "now", "long", "entire", "whole", "every"])
def test_words_of_time_and_extent_are_english_stopwords(word: str) -> None:
    """They say when or how much, never what a service does."""
    assert [term.word for term in analyze_query(f"pdf {word}").terms] == ["pdf"]
    assert fold(word) in tables.STOPWORDS_BY_LANGUAGE["en"]


@pytest.mark.parametrize(
    ("query", "terms"), [("3d models", ["3d", "models"]), ("2fa codes", ["2fa", "codes"])]
)
def test_a_word_that_only_starts_with_a_digit_is_searched(query: str, terms: list[str]) -> None:
    """Only a plain number is dropped: "3d" and "2fa" say what is asked for."""
    assert [term.word for term in analyze_query(query).terms] == terms


@pytest.mark.parametrize(
    ("query", "terms"),
    [
        ("browser use", ["browser", "use"]),
        ("monday", ["monday"]),
        ("use cases", ["use", "cases"]),
        ("next.js docs", ["next", "js", "docs"]),
        ("last.fm scrobbles", ["last", "fm", "scrobbles"]),
        ("past papers", ["past", "papers"]),
        ("next gen sequencing", ["next", "gen", "sequencing"]),
        ("agora mcp", ["agora", "mcp"]),  # Portuguese "now", and a product's name
    ],
)
def test_names_made_of_filler_words_stay_searched(query: str, terms: list[str]) -> None:
    """"Browser Use", monday.com, Next.js and Last.fm are products: "use" is dropped only after a modal,
    "next" and "last" only before a span of time, "monday" never."""
    assert [term.word for term in analyze_query(query).terms] == terms


def test_tomorrow_is_searched_it_names_a_weather_api() -> None:
    """Tomorrow.io's listing is named "Tomorrow": as a stopword, "tomorrow.io" searched only "io" (the
    address's ending, which is not searched either since 7 Dec 2026)."""
    assert [term.word for term in analyze_query("tomorrow.io").terms] == ["tomorrow"]
    assert "tomorrow" not in tables.STOPWORDS_BY_LANGUAGE["en"]


def test_only_stopwords_give_no_terms() -> None:
    analysis = analyze_query("the a of for with")
    assert analysis.terms == ()
    assert analysis.dropped == ("the", "a", "of", "for", "with")


@pytest.mark.parametrize("path", LAYER_FILES, ids=lambda p: p.name)
def test_language_layer_does_no_io(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            assert not {alias.name.split(".")[0] for alias in node.names} & FORBIDDEN_IMPORTS
        elif isinstance(node, ast.ImportFrom):
            assert (node.module or "").split(".")[0] not in FORBIDDEN_IMPORTS
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"open", "input", "print", "exec", "eval"}


@pytest.mark.parametrize("word", ["scanned", "escaneados", "escaneado", "scansionati"])
def test_scanned_is_searched_as_ocr_in_every_language_that_has_the_word(word: str) -> None:
    (term,) = analyze_query(word).terms
    assert {"ocr", "scan"} <= {alternative.key for alternative in term.alternatives}


@pytest.mark.parametrize("query", ["read her emails", "find his invoices", "scrape their website"])
def test_english_pronouns_are_no_evidence_of_another_language(query: str) -> None:
    """Turkish "her" (every) is not a Turkish stopword: English "her" would make a query read as Turkish."""
    assert reads_as_english(parse_request({"query": query}))



def test_an_english_word_gets_no_alias_from_a_foreign_word_with_the_same_stem() -> None:
    """A foreign alias is looked up by its stem too, so one sharing its stem with an English word (Portuguese
    "saúde", health, and "saudi") would give that word a meaning it does not have: left out of pt.py."""
    assert [[a.key for a in term.alternatives] for term in analyze_query("saudi arabia").terms] == [
        ["saudi"],
        ["arabia"],
    ]


def test_place_and_language_names_and_qualifiers_are_folded_and_searched() -> None:
    """Ranking weighs them by their folded query word; a place or a qualifier is still searched, never a
    stopword."""
    from search_core.lexicon.places import LANGUAGE_NAMES, PLACES
    from search_core.lexicon.qualifiers import QUALIFIERS

    names = PLACES | LANGUAGE_NAMES | QUALIFIERS
    assert all(fold(name) == name and " " not in name for name in names)
    assert not names & tables.STOPWORDS
    assert [term.word for term in analyze_query("weather in Berlin").terms] == ["weather", "berlin"]
    assert [term.word for term in analyze_query("tägliche Aktienkurse").terms] == ["tagliche", "aktienkurse"]


@pytest.mark.parametrize(
    ("query", "country"),
    [("dati della pubblica amministrazione italiana", "italy"), ("deutschen Firmen", "germany"),
     ("empresas brasileiras", "brazil"), ("brazilian companies", "brazil"), ("données françaises", "france")],
)
def test_a_nationality_adjective_meets_its_country_and_counts_as_a_place(query: str, country: str) -> None:
    from search_core import rank

    terms = analyze_query(query).terms
    adjective = next(term for term in terms if country in {choice.word for choice in term.alternatives})
    assert rank.parameter_terms(terms)[terms.index(adjective)]


def test_italian_in_auto_is_driving_not_the_automatic_prefix() -> None:
    """ "calcolare il percorso in auto": by car (directions), not services named "auto-..."."""
    terms = analyze_query("calcolare il percorso in auto tra due indirizzi").terms
    by_car = next(term for term in terms if term.word == "in auto")
    assert [alternative.key for alternative in by_car.alternatives] == ["in auto", "direction"]


def test_place_aliases_are_places_that_meet_their_english_name() -> None:
    for language, table in places.PLACE_ALIASES.items():
        assert language in tables.LANGUAGES and language != "en" and len(table) <= 40
        for word, name in table.items():
            assert [token.word for token in tokens(word)] == [fold(word)], word
            assert fold(word) in places.PLACES and name == fold(name) and fold(word) != name, word
            assert name in tables.ALIASES[fold(word)], word


def test_a_country_named_in_spanish_meets_its_english_name() -> None:
    (term,) = analyze_query("España").terms
    assert [alternative.key for alternative in term.alternatives] == ["espana", "spain"]



def test_uber_is_searched_although_german_ueber_folds_to_it() -> None:
    """A stopword "über" would fold to "uber" and hide Uber's own record from a search for "Uber"."""
    assert [term.word for term in analyze_query("Uber").terms] == ["uber"]
