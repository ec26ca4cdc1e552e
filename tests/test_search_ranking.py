"""Each statement of docs/search.md's "Ranking", as one case on a small catalogue.

Every case has two services that tie on every rule but the one under test, and the static order (the last
rule: folded name) would put the other one first ("Aa ..." before "Zz ..."), so each case fails when its
rule is removed. Filler services make the test words rare (informative) and "mcp" common.
"""

from __future__ import annotations

from typing import Any

import pytest

import search_core
from search_core import index as index_module
from search_core import rank
from search_core.analysis import analyze_query, document_keys
from search_core.index import compile_index, rarity_weight


def service(slug: str, name: str, **fields: Any) -> dict[str, Any]:
    """A listed MCP record with nothing but what the case sets."""
    return {
        "id": f"svc-{slug}",
        "slug": slug,
        "name": name,
        "provider": fields.pop("provider", "someone"),
        "tagline": fields.pop("tagline", "A service."),
        "description": fields.pop("description", "A service."),
        "website": "https://example.org/",
        "docsUrl": fields.pop("docsUrl", ""),
        "category": fields.pop("category", "data"),
        "tags": fields.pop("tags", ["mcp"]),
        "capabilities": fields.pop("capabilities", []),
        "protocols": ["MCP"],
        "auth": "unknown",
        "pricing": {"model": "unknown", "summary": "", "url": None, "checkedAt": None},
        "endpoint": fields.pop("endpoint", None),
        "registryName": fields.pop("registryName", None),
        "sourceUrl": "https://example.org/list",
        "sourceType": "registry",
        "sourceCheckedAt": "2026-11-01",
        "verification": fields.pop("verification", "listed"),
        "notes": fields.pop("notes", ""),
        "featured": False,
        "color": "#000000",
        **fields,
    }


FILLERS = [service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather and calendar.") for n in range(16)]
DEPRECATED = {"status": "deprecated", "evidence": {"url": "https://example.org/d", "checkedAt": "2026-11-01"}}
OLD = DEPRECATED
LISTED_TWICE = "Also listed in: list one (https://example.org/1); list two (https://example.org/2)."

# (rule, query, the service that must come first, the other service); the other is always "Aa ..."
CASES = [
    (
        "a word the query says twice, apart, counts twice",
        "patent text about the patent",
        service("zz", "Zz Patent Kit", description="Reads text."),
        service("aa", "Aa Text Kit", description="Reads patent files."),
    ),
    (
        "among the first matches, a service that writes the format converted into",
        "convert docx to pdf",
        service("zz", "Zz Converter", description="Converts docx files: Office to PDF."),
        service("aa", "Aa Converter", description="Converts pdf and docx files to Markdown."),
    ),
    (
        "among the first matches, a converter into Markdown after one that names no output",
        "convert docx to pdf",
        service("zz", "Zz Converter", description="Converts docx and pdf files."),
        service("aa", "Aa Converter", description="Converts docx and pdf files to Markdown."),
    ),
    (
        "among the first matches, a converter into PDF after others for a document converted into Markdown",
        "pdf to markdown",
        service("zz", "Zz Converter", description="Reads pdf files and writes markdown."),
        service("aa", "Aa Converter", description="Converts markdown files to polished PDFs."),
    ),
    (
        "among the first matches of a search naming nothing to search, a service that says web search",
        "search api",
        service("zz", "Zz Search", capabilities=["web search"], description="An api."),
        service("aa", "Aa Search", capabilities=["listing search"], description="An api."),
    ),
    (
        "not deprecated before deprecated",
        "ocr",
        service("zz", "Zz OCR Kit"),
        service("aa", "Aa OCR Kit", registryLifecycle=DEPRECATED),
    ),
    (
        "a deprecated service's score counts half: before a live one meeting the word only in passing",
        "routing",
        service("zz", "Zz Maps", capabilities=["routing"], description="Routing.", registryLifecycle=OLD),
        service("aa", "Aa Kit", description="Its routing table."),
    ),
    (
        "a deprecated service's score counts half: after a live one meeting the word nearly as well",
        "routing",
        service("zz", "Zz Maps", capabilities=["routing"]),
        service("aa", "Aa Maps", capabilities=["routing"], description="Routing.", registryLifecycle=OLD),
    ),
    (
        "the provider named by a query word first",
        "brave search",
        service("zz", "Zz Brave Search Server", provider="Brave"),
        service("aa", "Aa Brave Search Server", provider="someone"),
    ),
    (
        "a place named in a query of several words counts half its weight",
        "berlin forecast",
        service("zz", "Zz Forecast", description="Covers berlin."),
        service("aa", "Aa Berlin", description="A forecast."),
    ),
    (
        "a language named in a query of several words counts half its weight",
        "japanese glossary",
        service("zz", "Zz Glossary", description="Covers japanese."),
        service("aa", "Aa Japanese", description="A glossary."),
    ),
    (
        "a word asking how often, how fresh or how cheap counts half its weight",
        "daily quotes",
        service("zz", "Zz Quotes", description="Updated daily."),
        service("aa", "Aa Daily", description="Stock quotes."),
    ),
    (
        "a word the records holding it mostly mention in passing counts half its weight",
        "results forecast",
        service("zz", "Zz Forecast", description="Results."),
        service("aa", "Aa Results", description="A forecast."),
    ),
    (
        "an item of an enumeration of three or more counts half its weight",
        "invoices: totals, dates and names",
        service("zz", "Zz Invoices", description="Totals, dates, names."),
        service("aa", "Aa Totals", description="Invoices, dates, names."),
    ),
    (
        "a word a request looks things up by counts half its weight",
        "census data by county",
        service("zz", "Zz Census", description="Data for each county."),
        service("aa", "Aa County", description="Census data."),
    ),
    (
        "a place still names a provider at its whole weight",
        "lisbon forecast",
        service("zz", "Zz Lisbon Forecast", provider="Lisbon"),
        service("aa", "Aa Lisbon Forecast", provider="someone"),
    ),
    (
        "a word in the name before the same word in capabilities",
        "ocr",
        service("zz", "Zz OCR Kit"),
        service("aa", "Aa Kit", capabilities=["ocr"]),
    ),
    (
        "a word in capabilities before the same word in the description",
        "ocr",
        service("zz", "Zz Kit", capabilities=["ocr"]),
        service("aa", "Aa Kit", description="Reads text with ocr."),
    ),
    (
        "a word in the description before the same word only in the category",
        "search",
        service("zz", "Zz Kit", description="Search for things."),
        service("aa", "Aa Kit", category="search"),
    ),
    (
        "a word met in more fields before a word met in fewer",
        "ocr",
        service("zz", "Zz OCR Kit", description="Reads text with ocr."),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "a rare word in the name before a common word in the name",
        "pdf mcp",
        service("zz", "Zz PDF Kit", description="Served over mcp."),
        service("aa", "Aa MCP Kit", description="Reads pdf files."),
    ),
    (
        "the literal word before an alias of it",
        "navegador",
        service("zz", "Zz Kit", description="Un navegador remoto."),
        service("aa", "Aa Browser Kit"),
    ),
    (
        "an alias counts as much as a literal word when no record holds the literal word",
        "navegador ocr",
        service("zz", "Zz Browser Kit", description="Also ocr."),
        service("aa", "Aa OCR Kit", description="Also a browser."),
    ),
    (
        "query words next to each other found next to each other in the same order",
        "image to text",
        service("zz", "Zz Image to Text"),
        service("aa", "Aa Text to Image"),
    ),
    (
        "a name made only of query words first",
        "playwright",
        service("zz", "Playwright"),
        service("aa", "Aa Playwright Tools"),
    ),
    (
        "a better verification level first",
        "ocr",
        service("zz", "Zz OCR Kit", verification="documented"),
        service("aa", "Aa OCR Kit", registryName="io.example/aa"),
    ),
    (
        "more independent listings first",
        "ocr",
        service("zz", "Zz OCR Kit", notes=LISTED_TWICE),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "an official implementation first",
        "ocr",
        service("zz", "Zz OCR Kit", notes="The list marks it as an official implementation."),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "a registry name first",
        "ocr",
        service("zz", "Zz OCR Kit", registryName="io.example/zz"),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "a declared endpoint first",
        "ocr",
        service("zz", "Zz OCR Kit", endpoint="https://example.org/mcp"),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "a query word read as another query word adds nothing",
        "headless browser",
        service("zz", "Zz Kit", tagline="Headless browser."),
        service("aa", "Aa Browser"),
    ),
    (
        "a query word read only as another query word does not count as met",
        "academic papers",
        service("zz", "Zz Kit", tagline="Academic notes, and papers."),
        service("aa", "Aa Paper Kit"),
    ),
    (
        "the query's own two words side by side in its order count more than an alias pair",
        "html to pdf",
        service("zz", "Zz Kit", tagline="Html to pdf."),
        service("aa", "Aa Kit", capabilities=["html", "pdf"]),
    ),
    (
        "a word in the tagline before the same word in the description only",
        "ocr",
        service("zz", "Zz Kit", tagline="Reads text with ocr."),
        service("aa", "Aa Kit", description="Reads text with ocr."),
    ),
    (
        "a declared package first",
        "ocr",
        service("zz", "Zz OCR Kit", notes="toolsdk package `zz-ocr`."),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "documentation first",
        "ocr",
        service("zz", "Zz OCR Kit", docsUrl="https://example.org/docs"),
        service("aa", "Aa OCR Kit"),
    ),
    (
        "a category from the source's own category first",
        "ocr",
        service("zz", "Zz OCR Kit", notes="Category `data` from the source category “OCR”."),
        service(
            "aa", "Aa OCR Kit", notes="Category `data` from the source category “Misc” (split by the words)."
        ),
    ),
    (
        "a maker's name in a name, not beside the query's next word, counts as met in the description",
        "google search",
        service("zz", "Zz Kit", tagline="Google search engine results."),
        service("aa", "Aa Google Drive", capabilities=["google"], description="Search files."),
    ),
    (
        "an archived service last among equals",
        "ocr",
        service("zz", "Zz OCR Kit"),
        service("aa", "Aa OCR Kit", notes="The source marks it archived."),
    ),
    (
        "a request in another language naming no place puts a service named for an English-speaking country "
        "lower",
        "daten zu einer firma",
        service("zz", "Zz Company Data"),
        service("aa", "Aa UK Company Data"),
    ),
    (
        "a name starting with a letter before one starting with a digit or @",
        "ocr",
        service("zz", "OCR Zeta"),
        service("aa", "0-OCR"),
    ),
]


def first_of(records: list[dict[str, Any]], query: str) -> list[str]:
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    response = search_core.search({"query": query, "limit": 100}, index)
    return [found["slug"] for found in response["services"] if not found["slug"].startswith("filler")]


# More fillers for a case: the alias case needs "ocr" of middling rarity (between a third and all of the
# weight of "browser"), so that only counting the alias as much as the literal word decides it.
EXTRA_FILLERS = {
    "a word the records holding it mostly mention in passing counts half its weight": [
        service(f"filler-results-{n}", f"Filler Shows {n}", description="Shows results.") for n in range(4)
    ]
    + [service(f"filler-forecast-{n}", f"Forecast {n}") for n in range(4)],
    "the query's own two words side by side in its order count more than an alias pair": [
        service("filler-pair", "Filler Pair", tagline="Html to pdf.")
    ],
    # the index keeps a pair only when two records or more hold each of its words
    "among the first matches of a search naming nothing to search, a service that says web search": [
        service("filler-web", "Filler Web", tagline="Reads web pages.")
    ],
    "an alias counts as much as a literal word when no record holds the literal word": [
        service(f"filler-ocr-{n}", f"Filler OCR {n}") for n in range(4)
    ],
}


@pytest.mark.parametrize(("rule", "query", "first", "other"), CASES, ids=[case[0] for case in CASES])
def test_ranking_rule(rule: str, query: str, first: dict[str, Any], other: dict[str, Any]) -> None:
    fillers = FILLERS + EXTRA_FILLERS.get(rule, [])
    assert first_of([other, first, *fillers], query) == [first["slug"], other["slug"]], rule
    assert first_of([first, other, *fillers], query) == [first["slug"], other["slug"]], rule


def test_a_translation_into_a_language_puts_what_translates_first_among_partial_matches() -> None:
    """Best effort: two partial matches covering as much of the request, one of which translates."""
    records = [
        service("aa", "Aa Kit", description="Writes a subtitle file."),
        service("zz", "Zz Kit", description="Translates a file."),
        *FILLERS,
    ]
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    request = {"query": "translate a subtitle file into japanese"}
    response = search_core.search(request, index, best_effort=True)
    assert [found["slug"] for found in response["services"]][:2] == ["zz", "aa"]


@pytest.mark.parametrize(
    "query",
    [
        "company data",  # English
        "daten zu einer firma in berlin",  # names a place
        "daten zu einer firma in london",  # names the record's place
        "company daten",  # one word of German evidence: not enough to read as German
    ],
)
def test_a_service_named_for_an_english_speaking_country_is_not_lowered_otherwise(query: str) -> None:
    records = [
        service("zz", "Zz Company Data", description="Berlin."),
        service("aa", "Aa UK Company Data", description="Berlin."),
    ]
    index = search_core.build_index([*records, *FILLERS], "2026-11-02T00:00:00Z")
    response = search_core.search({"query": query}, index, best_effort=True)
    assert [found["slug"] for found in response["services"]][:2] == ["aa", "zz"]


@pytest.mark.parametrize(
    ("query", "foreign"),
    [
        ("Handelsregister Daten zu einer GmbH abfragen", True),
        ("API pour rechercher une entreprise par numéro SIREN", True),
        ("döviz kurları ve borsa verileri için api", True),
        ("live bus departures API", False),  # "api" is Turkish evidence too: one word is not enough
        ("consultar CNPJ", False),
        ("scrape a web page", False),
    ],
)
def test_a_query_reads_as_another_language_on_two_words_of_evidence(query: str, foreign: bool) -> None:
    assert analyze_query(query).foreign is foreign


def test_text_to_image_and_image_to_text_differ() -> None:
    case = next(case for case in CASES if case[1] == "image to text")
    records = [case[2], case[3], *FILLERS]
    assert first_of(records, "image to text") == ["zz", "aa"]
    assert first_of(records, "text to image") == ["aa", "zz"]


def test_a_provider_named_by_a_common_word_is_not_put_first() -> None:
    """ "data" is in most records: a provider called Data is not the provider a "data" query names."""
    records = [service(f"d{n:02d}", f"Data {n:02d}", description="Data.") for n in range(20)]
    records.append(service("zz-data", "Zz Data", provider="Data"))
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    assert compiled.weight_of("data") < rank.INFORMATIVE_WEIGHT
    assert first_of(records, "data")[0] == "d00"


@pytest.mark.parametrize(
    ("provider", "words"),
    [
        ("Brave", "brave"),
        ("Exa Labs", "exa"),  # company words are left out
        ("Bright Data", "bright data"),
        ("open.fda.gov", "fda"),  # a host name: its registrable label
        ("OCR.Space", "ocr"),
        ("bbc.co.uk", "bbc"),  # a second-level label under a country's domain
        ("data.gouv.fr", "data"),
        ("docstruct.pages.dev", "docstruct"),  # a site on a hosting platform's domain: the site's own label
        ("kdp-api.vercel.app", "kdp"),  # "api" is a company word
        ("under-doc", ""),  # "under" is a stopword: no query names the whole provider
        ("AI Labs", ""),  # company words only
    ],
)
def test_the_brand_keys_a_query_must_meet_to_name_a_provider(provider: str, words: str) -> None:
    assert index_module.brand_keys(provider) == {key for key, _ in document_keys(words)}


def test_a_query_meeting_one_word_of_a_provider_does_not_name_it() -> None:
    """ "Doc Tools MCP" named the provider "under-doc" through "doc" and put its server before the one of
    that name; "bright" alone does not name Bright Data, "bright data" does."""
    records = [
        service("aa-doc", "Aa Doc Reader", provider="under-doc"),
        service("doc-tools", "Doc Tools", provider="someone"),
        service("aa-lamp", "Aa Bright Lamp", provider="someone", description="Lamp data."),
        service("zz-lamp", "Zz Bright Lamp", provider="Bright Data"),
        *FILLERS,
    ]
    assert first_of(records, "doc tools")[0] == "doc-tools"
    assert first_of(records, "bright lamp")[0] == "aa-lamp"
    assert first_of(records, "bright data lamp")[0] == "zz-lamp"


def test_a_hosting_platform_is_not_the_provider_of_the_sites_it_hosts() -> None:
    """ "pages" put DocStruct (provider "docstruct.pages.dev") first as the provider it named, and "vercel"
    found nine unrelated APIs hosted on vercel.app; the platform's domain is not searched at all."""
    records = [
        service("aa-pages", "Aa Pages", description="Capture web pages."),
        service("docstruct", "DocStruct", provider="docstruct.pages.dev", description="Parse invoice pages."),
        service("kdp", "KDP Intelligence", provider="kdp-api.vercel.app"),
        *FILLERS,
    ]
    assert first_of(records, "pages")[0] == "aa-pages"
    assert first_of(records, "vercel") == []
    assert first_of(records, "docstruct") == ["docstruct"]
    assert first_of(records, "kdp api") == ["kdp"]


def test_weights_follow_rarity() -> None:
    assert rarity_weight(1, 16) > rarity_weight(2, 16) > rarity_weight(16, 16)


@pytest.mark.parametrize(
    ("query", "held", "alias"),
    [
        ("pull", "Pull.", "extract"),  # an English word met through a broader alias
        # a word of another language met through its translation: one French record says the word itself,
        # which made it the rarest of words, and every "search" service met it at that weight
        ("rechercher", "Rechercher.", "search"),
    ],
)
def test_an_alias_of_a_held_word_weighs_between_it_and_the_alias(query: str, held: str, alias: str) -> None:
    """Rule 5.5: the mean of the word's weight and its commoner alias's, in every language."""
    records = [service("zz-held", "Zz Kit", description=held)]
    records += [service(f"x{n:02d}", f"{alias.title()} {n:02d}") for n in range(12)] + FILLERS
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    terms = search_core.analysis.analyze_query(query).terms
    literal, common = rank.term_weight(compiled, terms[0]), compiled.weight_of(alias)
    assert common < literal
    assert rank.alias_weights(compiled, terms) == [(literal + common + 1) // 2]


@pytest.mark.parametrize("covered", range(1, 120))
def test_one_more_point_of_coverage_always_ranks_higher(covered: int) -> None:
    """Rule 3 compares coverage exactly, whatever the score: until 2 Dec 2026 its field overlapped the
    provider's by one bit of the sort key, so coverages 2k and 2k - 1 tied and the score decided."""

    def key(weight: int, field: str) -> int:
        masks = (1 << index_module.FIELDS.index(field), 0)  # a partial match: the second word is not met
        tables = [rank.LITERAL_POINTS] * 2
        return rank.masks_key(masks, [weight, 30], [weight, 30], tables, ["a", "b"], (False, False))[0]

    assert key(covered + 1, "pricing") < key(covered, "description")  # more covered, lower score


@pytest.mark.parametrize(
    ("query", "places"),
    [
        ("flights from london to new york", [False, True, True, True]),
        ("new york", [True, True]),
        ("new scraper", [False, False]),
        ("translate japanese to english", [False, True, True]),
        ("weather", [False]),
        ("cheapest flights from berlin", [True, False, True]),
        ("live bus departures", [True, False, False]),
        ("aktuelle börsenkurse täglich", [True, False, True]),
        ("historical hourly weather", [False, False, False]),
        ("deprem verilerini anlık takip", [False, False, True, False]),
        ("forecast for a latitude longitude", [False, True, True]),
        ("feed of newly published cves", [False, True, False]),  # "newly" is a stopword
        ("job listings posted this week", [False, False, True, False]),
        ("eu hosted web search", [True, True, False, False]),  # where it is hosted, not what it does
        ("ocr api gdpr compliant", [False, False, True, True]),  # the law a request wants met
    ],
)
def test_the_words_that_name_a_place_or_a_language(query: str, places: list[bool]) -> None:
    """Rule 3: place and language names and words asking how often, how fresh or how cheap count half; "new"
    only right before a place ("new york")."""
    assert rank.parameter_terms(analyze_query(query).terms) == places


def test_incidental_words_count_half_unless_every_word_is_one() -> None:
    """Rule 3: "results" only in descriptions is incidental, "forecast" in names is not; a query of incidental
    words only keeps their whole weights (there is nothing else to weigh them against)."""
    records = [service(f"r{n}", f"Kit {n}", description="Shows results.") for n in range(4)]
    records += [service(f"f{n}", f"Forecast {n}") for n in range(4)]
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    assert rank.shared_terms(compiled, analyze_query("results forecast").terms) == [True, False]
    assert rank.shared_terms(compiled, analyze_query("shows results").terms) == [False, False]
    assert rank.shared_terms(compiled, analyze_query("results").terms) == [False]


def test_listed_words_count_half_but_an_informative_brand_keeps_its_weight() -> None:
    """Rule 3: the items of an enumeration count half, except a word that is a provider's brand key and
    informative (weight 16 or more): "across Binance, Bybit and OKX" names the services asked for."""
    records = [service("b", "Order Books", provider="Binance", description="Funding rates and dates.")]
    records += [service(f"f{n}", f"Filler {n}", description="Weather.") for n in range(8)]
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    analysis = analyze_query("rates across binance, dates and totals")
    assert analysis.listed == ("binance", "dates", "totals")
    assert rank.shared_terms(compiled, analysis.terms, analysis.listed) == [False, False, True, True]


def family_records(providers: list[str]) -> list[dict[str, Any]]:
    """Six "Amazon ..." servers by the given providers, a scraper that says "scrape" only in its description,
    and fillers: "amazon" (in six names) weighs less than "scrape" (in two descriptions), but doubled for the
    name it weighs more."""
    amazon = [
        service(f"amazon-{n}", f"Amazon Store {n}", provider=provider) for n, provider in enumerate(providers)
    ]
    scraper = service("scraper", "Page Kit", description="Scrape any page.")
    other = service("other", "Other Kit", description="Scrape feeds.", tags=["feeds"])
    fillers = [service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather.") for n in range(22)]
    return [*amazon, scraper, other, *fillers]


def first_partial(records: list[dict[str, Any]], query: str) -> str:
    index = search_core.build_index(records, "2026-11-02T00:00:00Z")
    response = search_core.search({"query": query, "limit": 5}, index, best_effort=True)
    return str(response["services"][0]["slug"])


def test_a_providers_family_name_is_not_doubled_in_a_partial_match() -> None:
    """Rule 3: a word most names holding it share with one provider ("Amazon" in AWS Labs' "Amazon DynamoDB",
    "Amazon Neptune" ...) says whose service it is: met in the name, it is not doubled in a partial match."""
    one_provider = family_records(["aws"] * 6)
    assert first_partial(one_provider, "scrape amazon prices") in {"scraper", "other"}
    many_providers = family_records([f"maker{n}" for n in range(6)])
    assert first_partial(many_providers, "scrape amazon prices").startswith("amazon-")


@pytest.mark.parametrize(
    ("providers", "family"),
    [
        (["aws", "aws", "aws"], True),  # three names of one provider
        (["aws", "aws"], False),  # two are not a family
        (["aws", "aws", "aws", "a", "b", "c"], False),  # not most of the names holding it
        (["aws", "aws", "aws", "a", "b"], True),
    ],
)
def test_which_name_words_are_a_providers_family_name(providers: list[str], family: bool) -> None:
    records = [service(f"s{n}", f"Amazon Store {n}", provider=p) for n, p in enumerate(providers)]
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    assert rank.is_family_name(compiled, "amazon") is family


@pytest.mark.parametrize(("servers", "family"), [(3, True), (2, False)])
def test_a_word_of_a_providers_own_name_is_its_family_name_too(servers: int, family: bool) -> None:
    """"context" of the provider "Model Context Protocol", held by its servers whose names do not say it."""
    records = [service(f"s{n}", f"Store {n}", provider="Model Context Protocol") for n in range(servers)]
    records.append(service("other", "Context Kit", provider="Someone"))
    compiled = compile_index(search_core.build_index(records, "2026-11-02T00:00:00Z"))
    assert rank.is_family_name(compiled, "context") is family


def test_a_providers_family_word_met_in_its_provider_is_not_doubled_in_a_partial_match() -> None:
    """Rule 3: "markdown for llm context" does not put the reference servers of "Model Context Protocol"
    first for meeting "context" in their provider's name ("llm", in 3 records, weighs more than "context",
    in 7, but less than twice as much)."""
    reference = [
        service(f"ref-{n}", f"Store {n}", provider="Model Context Protocol", tagline="Markdown files.")
        for n in range(3)
    ]
    reader = service("reader", "Page Reader", tagline="Any page as Markdown for an LLM.")
    fillers = [service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather.") for n in range(22)]
    fillers += [service(f"llm-{n}", f"Helper {n}", tagline="LLM tools.") for n in range(2)]
    fillers += [service(f"ctx-{n}", f"Other {n}", tagline="Context tools.") for n in range(4)]
    assert first_partial([*reference, reader, *fillers], "markdown for llm context") == "reader"


def hyphen_records() -> list[dict[str, Any]]:
    """Six "Drive ..." stores by six makers, two routers that say "isochrones" only in their descriptions, and
    fillers: "drive" (in six names) weighs less than "isochrones" (in two descriptions), but doubled for the
    name it weighs more."""
    drives = [service(f"drive-{n}", f"Drive Store {n}", provider=f"maker{n}") for n in range(6)]
    routers = [service(f"router-{n}", f"Router {n}", description="Isochrones and routes.") for n in range(2)]
    fillers = [service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather.") for n in range(22)]
    return [*drives, *routers, *fillers]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("drive time isochrones", "drive-"),  # "drive" may name the store: doubled in its name
        ("drive-time isochrones", "router-"),  # one word with "time": the stores' names hold only a part
    ],
)
def test_a_hyphen_joined_word_met_alone_in_a_name_is_not_doubled(query: str, first: str) -> None:
    """Rule 3: in an English query, a word the query joins to another by a hyphen ("drive-time") counts as met
    elsewhere in a partial match whose name holds none of the words it is joined to (7 Dec 2026: "15 minute
    drive-time isochrones" listed Google Drive servers before the one routing service with isochrones)."""
    assert first_partial(hyphen_records(), query).startswith(first)
