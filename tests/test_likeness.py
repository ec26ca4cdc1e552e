"""Services like a named one (search_core/likeness.py; docs/search.md, "Services like a named one")."""

from __future__ import annotations

import json
from typing import Any

import pytest

import search_core
from search_core import engine
from search_core.index import compile_index
from search_core.people import explain, plain
from search_core.request import parse_request


def best_effort(index: Any, query: str, limit: int = 50) -> dict[str, Any]:
    request = json.dumps({"query": query, "limit": limit})
    return json.loads(search_core.search_json(request, index, "relay", lenient=True, best_effort=True))


def strict(index: Any, query: str) -> dict[str, Any]:
    return json.loads(search_core.search_json(json.dumps({"query": query}), index, "relay"))


def likeness_of(index: Any, query: str) -> Any:
    request = parse_request({"query": query}, lenient=True)  # as the search box asks: a paste is searched
    return engine.run(request, compile_index(index), best_effort=True).likeness


# (query, the service it names, the word asking for alternatives)
LIKE_REQUESTS = [
    ("firecrawl alternatives", "firecrawl", "alternatives"),
    ("Alternative zu Firecrawl", "firecrawl", "alternative"),
    ("alternativas a firecrawl", "firecrawl", "alternativas"),
    ("firecrawl alternatifleri", "firecrawl", "alternatifleri"),
    ("tavily competitors", "tavily", "competitors"),
    ("competitors of tavily", "tavily", "competitors"),
    ("similar to exa.ai", "exa", "similar"),
    ("something like browserbase but self hosted", "browserbase", "like"),
    ("like tavily but free", "tavily", "like"),
    ("algo como tavily pero gratis", "tavily", "como"),
    ("instead of browserbase", "browserbase", "instead"),
    ("cheaper than google maps api", "google-maps", "than"),  # named by two words, "google" alone is common
    ("newsapi.org alternative", "newsapi", "alternative"),  # the web address: "newsapi" is News API's name
    ("polygon.io competitors", "polygon-io", "competitors"),  # ".io" does not come between
    ("firecrawl.dev alternatives", "firecrawl", "alternatives"),
    ("alternativa a SerpApi más barata", "serpapi", "alternativa"),  # "más" (more) is no unknown word
    # a joiner with its article, and what it should be between (7 Dec 2026): still next to the name
    ("alternativa ao Firecrawl para extrair conteúdo de sites em markdown", "firecrawl", "alternativa"),
    ("équivalent open source de Browserbase pour piloter un navigateur", "browserbase", "equivalent"),
    # written as code (8 Dec 2026): the class the package exports is read as its name ("TavilyClient": a last
    # "Client" says what kind of code object it is, and is no word of what is wanted)
    ("from tavily import TavilyClient  # alternative with full page text", "tavily", "alternative"),
]


@pytest.mark.parametrize(("query", "slug", "marker"), LIKE_REQUESTS)
def test_a_request_for_services_like_a_named_one(committed: Any, query: str, slug: str, marker: str) -> None:
    likeness = likeness_of(committed, query)
    assert likeness is not None and likeness.marker == marker
    records = compile_index(committed).records
    assert [records[number]["slug"] for number in likeness.anchors] == [slug]
    outcome = engine.run(parse_request({"query": query}), compile_index(committed), best_effort=True)
    slugs = [records[number]["slug"] for number in outcome.order]
    assert slugs[-1] == slug and slug not in slugs[:-1]  # the named service comes last
    response = best_effort(committed, query)
    assert response["services"][0]["slug"] == slugs[0]
    assert marker not in response["search"]["terms"]
    assert set(likeness.words) <= set(response["search"]["terms"])


# Requests that say "alternative", "like", "similar" or "competitor" and ask for no service like a named one.
NOT_LIKE_REQUESTS = [
    "firecrawl",  # no word asks for alternatives
    "I'd like to scrape javascript pages",  # "like" is a verb
    "monitor a competitor's pricing page and alert me when it changes",  # not next to a name
    "scraping dei prezzi dei concorrenti su Amazon.it",
    "Wie kann mein Agent Rechnungen im PDF-Format automatisch auslesen?",  # "wie" is "how"
    "serpapi vs serper",  # two services compared
    "firecrawl versus apify",  # two services compared, though "versus" alone asks for alternatives
    "scrapingbee vs",  # searched as "scraping", a common word no one typed as a name
    "aws textract alternative",  # the name beside a word no record holds: another product of that provider
    "unstructured.io alternatives open source",  # the name before the address is not in the catalogue
    "find similar papers on arxiv",  # "similar" says what papers are wanted: arXiv's
    "Nominatim statt Google Maps Geocoding API nutzen",  # more words, and a marker whose name may come after
    "alert me when a website is not working",  # "website" is inside a name, not the name of what is left
    "privacy-focused web search API with snippets, something like Brave Search",  # an example, said last
    "mailchimp alternatives",  # names nothing of the catalogue
]


@pytest.mark.parametrize("query", NOT_LIKE_REQUESTS)
def test_other_requests_are_searched_as_they_are(committed: Any, query: str) -> None:
    assert likeness_of(committed, query) is None


def test_the_warning_says_what_was_searched_and_where_the_named_service_is(committed: Any) -> None:
    likeness = likeness_of(committed, "firecrawl alternatives")
    words = ", ".join(f'"{word}"' for word in likeness.words)
    warning = (
        'Best effort: "alternatives" asks for services like Firecrawl (firecrawl): searched for the words '
        f"that say what it does, {words}; Firecrawl is listed after the services like it."
    )
    response = best_effort(committed, "firecrawl alternatives")
    assert warning in response["search"]["warnings"]
    assert likeness.words[:2] == ("crawl", "scrape")  # what every text of Firecrawl's record says


def test_people_read_it_in_the_sentence_and_a_note(committed: Any) -> None:
    request = {"query": "firecrawl alternatives"}
    response = best_effort(committed, "firecrawl alternatives", limit=10)
    explained = explain(request, response)
    assert plain(explained["sentence"]) == (
        f"{response['total']} services for firecrawl alternatives: services like Firecrawl (firecrawl), "
        "those doing most of what it does first; Firecrawl comes last."
    )
    notes = [plain(note) for note in explained["notes"]]
    assert notes[0].startswith("Services like Firecrawl (firecrawl): searched for what it does, crawl, ")
    assert notes[0].endswith("; Firecrawl is listed after them.")


@pytest.mark.parametrize(
    ("query", "named", "example"),
    [
        ("weather api like openweather", "openweather", True),  # a kind of service, then an example of it
        ("how can i check a company by api, like companies house", "uk-companies-house", True),
        ("something like openweather", "openweather", False),  # a service to replace
        ("weather api like openweather but cheaper", "openweather", False),  # contrasted: one to replace
    ],
)
def test_like_after_a_kind_of_service_gives_an_example_ranked_among_the_others(
    committed: Any, query: str, named: str, example: bool
) -> None:
    assert likeness_of(committed, query).example is example
    response = best_effort(committed, query, limit=10)
    where = "among" if example else "after"
    warnings = response["search"]["warnings"]
    assert any(f"listed {where} the services like it." in warning for warning in warnings)
    assert (response["services"][0]["slug"] == named) is example


def test_people_read_an_example_in_the_sentence(committed: Any) -> None:
    request = {"query": "weather api like openweather"}
    explained = explain(request, best_effort(committed, request["query"], limit=10))
    assert plain(explained["sentence"]).endswith(
        ": services like OpenWeather (openweather), those doing most of what it does first, OpenWeather "
        "among them."
    )


def test_a_comparison_word_ending_the_query_lists_the_named_service_first(committed: Any) -> None:
    likeness = likeness_of(committed, "tavily vs")
    assert likeness is not None and likeness.compared
    response = best_effort(committed, "tavily vs", limit=10)
    assert response["services"][0]["slug"] == "tavily"
    warnings = response["search"]["warnings"]
    assert any(warning.endswith("; Tavily is listed before the services like it.") for warning in warnings)
    explained = explain({"query": "tavily vs"}, response)
    assert plain(explained["sentence"]) == (
        f"{response['total']} services for tavily vs: Tavily first, then services like Tavily (tavily), "
        "those doing most of what it does first."
    )
    assert plain(explained["notes"][0]).endswith("; Tavily is listed before them.")
    assert explained["actions"] == []


def test_the_named_service_is_not_counted_among_those_meeting_every_word(committed: Any) -> None:
    outcome = engine.run(
        parse_request({"query": "firecrawl alternatives"}), compile_index(committed), best_effort=True
    )
    named = set(outcome.likeness.anchors)
    assert outcome.complete == sum(
        1 for number in outcome.order if all(outcome.matches.masks_of(number)) and number not in named
    )


def test_the_strict_search_searches_the_name(committed: Any) -> None:
    request = json.dumps({"query": "firecrawl alternatives"})
    response = json.loads(search_core.search_json(request, committed, "relay"))
    assert response["search"]["terms"] == ["firecrawl"]
    assert response["services"][0]["slug"] == "firecrawl"


@pytest.mark.parametrize(
    ("query", "count", "category"),
    [("firecrawl alternatives", 5, "extraction"), ("alpha vantage alternatives", 3, "data")],
)
def test_the_services_like_it_do_what_it_does(committed: Any, query: str, count: int, category: str) -> None:
    first = best_effort(committed, query)["services"][:count]
    assert [service["category"] for service in first] == [category] * count


def test_services_meeting_only_a_word_of_cost_are_not_partial_matches(committed: Any) -> None:
    """"cheaper" is met as "prices" by price APIs: with the named product missing from the catalogue (and from
    lexicon.broader.PRODUCTS), they are not what was asked for, so nothing is shown; beside a word that is
    met, the cost word stays optional."""
    assert best_effort(committed, "like octoparse but cheaper")["services"] == []
    responses = (best_effort(committed, "like octoparse but cheaper"), strict(committed, "octoparse cheaper"))
    for response in responses:  # no "Search without octoparse": "cheaper" alone lists the price APIs
        assert not any("octoparse" in text for text in response["search"]["suggestions"])
    assert best_effort(committed, "cheaper serp api")["services"][0]["slug"] == "serper"


# (query, the service it names, the phrase as written, a word searched or "")
LEAVING_REQUESTS = [
    ("serpapi isn't working", "serpapi", "isn't working", ""),
    ("tavily is too expensive", "tavily", "too expensive", ""),
    ("my browserbase plan got too expensive", "browserbase", "too expensive", ""),
    ("puppeteer keeps getting blocked", "puppeteer", "keeps getting blocked", "blocked"),
    ("Firecrawl funktioniert nicht mehr", "firecrawl", "funktioniert nicht mehr", ""),
    ("browserbase est trop cher", "browserbase", "trop cher", ""),
    ("jina reader times out on big pages", "jina-reader-mcp", "times out", ""),
    ("firecrawl credits ran out", "firecrawl", "ran out", ""),
    ("selenium is so slow and flaky", "selenium-mcp-server", "slow", ""),  # a word of trouble, anywhere
    ("getting 429 from coingecko all day", "coingecko", "429", ""),  # before the name too
    ("puppeteer is eating memory", "puppeteer", "eating memory", ""),  # 7 Dec 2026
    ("coingecko api rate limit, getting 429", "coingecko", "rate limit", ""),  # the limit suffered
    ("browserbase asks for a credit card", "browserbase", "asks for a credit card", ""),
    ("apify actors keep breaking", "apify", "keep breaking", ""),
]


@pytest.mark.parametrize(("query", "slug", "phrase", "kept"), LEAVING_REQUESTS)
def test_a_phrase_leaving_a_named_service_asks_for_services_like_it(
    committed: Any, query: str, slug: str, phrase: str, kept: str
) -> None:
    likeness = likeness_of(committed, query)
    assert likeness is not None and likeness.leaving and likeness.marker == phrase
    records = compile_index(committed).records
    assert [records[number]["slug"] for number in likeness.anchors] == [slug]
    outcome = engine.run(parse_request({"query": query}), compile_index(committed), best_effort=True)
    assert [records[number]["slug"] for number in outcome.order][-1] == slug  # the named service comes last
    terms = best_effort(committed, query)["search"]["terms"]
    assert set(likeness.words) <= set(terms)
    searched = [word for word in phrase.replace("'", "").lower().split() if word in terms]
    assert searched == ([kept] if kept else [])


def test_a_leaving_phrase_read_is_not_reported_as_a_condition_left_out(committed: Any) -> None:
    request = {"query": "serpapi isn't working"}
    response = best_effort(committed, request["query"], limit=10)
    assert not any("isn't working" in warning and "not applied" in warning for warning in response["search"][
        "warnings"])  # fmt: skip
    explained = explain(request, response)
    sentence = plain(explained["sentence"])
    assert sentence.startswith(f"{response['total']} services for serpapi isn't working: ")
    assert not any(plain(note).startswith("isn't working:") for note in explained["notes"])


@pytest.mark.parametrize(
    "query",
    [
        "is a web search api too expensive for a hobby project",  # no name
        "official census population numbers broken down by county",  # "broken down" is no trouble
        "serp api under $1 per 1000 searches with high rate limits",  # limits wanted, not suffered
        "apify another actor for instagram scraping",  # another of Apify's
        "nominatim geocoding for costa rica addresses",  # a coast, not "costs"
        "open-meteo sunrise and sunset times",  # the sun's, not a service's
        "tavily breaking news search",  # news that breaks, not a service
    ],
)
def test_a_leaving_phrase_after_no_name_is_searched_as_it_is(committed: Any, query: str) -> None:
    assert likeness_of(committed, query) is None


def test_a_request_saying_more_than_what_it_leaves_lists_the_named_service_last(committed: Any) -> None:
    query = "firecrawl alternative for crawling whole documentation sites into markdown"
    likeness = likeness_of(committed, query)
    assert likeness is not None and likeness.own_words and likeness.words == ()
    response = best_effort(committed, query)
    assert response["search"]["terms"] == ["crawling", "documentation", "sites", "markdown"]
    assert response["services"][-1]["slug"] == "firecrawl"
    assert (
        'Best effort: "alternative" asks for services other than Firecrawl (firecrawl): the query\'s other '
        "words say what is wanted and were searched as typed; Firecrawl is listed after the services meeting "
        "them." in response["search"]["warnings"]
    )
    explained = explain({"query": query}, best_effort(committed, query, limit=10))
    assert plain(explained["sentence"]).endswith(
        ": services other than Firecrawl (firecrawl), those meeting most of your other words first; "
        "Firecrawl comes last."
    )
    assert plain(explained["notes"][0]) == (
        "Services other than Firecrawl (firecrawl): searched for your other words; Firecrawl is listed after "
        "them."
    )


def test_a_pasted_paragraph_leaves_the_service_one_of_its_sentences_leaves(committed: Any) -> None:
    """Over 200 UTF-16 code units, the reading is made in each sentence: the paragraph's first asks for "a
    replacement" but names nothing, its second leaves SerpApi; read as one text, nothing was left."""
    query = (
        "We need a replacement web search api for our research agent, with a news vertical, a free tier and "
        "python examples. We were on SerpApi, but serpapi got too expensive for us this quarter, so the team "
        "wants to move."
    )
    likeness = likeness_of(committed, query)
    assert likeness is not None and likeness.own_words and likeness.leaving
    response = best_effort(committed, query)
    assert response["services"][-1]["slug"] == "serpapi"
    assert "news" in response["search"]["terms"] and "expensive" not in response["search"]["terms"]


def test_words_saying_how_it_should_be_still_search_what_the_named_service_does(committed: Any) -> None:
    likeness = likeness_of(committed, "something like browserbase but open source and self-hosted")
    assert likeness is not None and not likeness.own_words and likeness.words
    response = best_effort(committed, "something like browserbase but open source and self-hosted")
    assert {"open", "source", "self", "hosted"} <= set(response["search"]["terms"])
    assert [service["category"] for service in response["services"][:5]] == ["browser"] * 5


def named_word_records() -> Any:
    """Chroma, two stores named "DB ...", other vector databases, "Open Source Radar" and fillers."""
    from test_search_ranking import service

    records = [service("chroma", "Chroma", description="Vector database for embeddings.", tags=["vector"])]
    records += [service(f"db-{n}", f"DB Kit {n}", description="Key-value store.") for n in range(2)]
    records += [
        service(f"vectors-{n}", f"Vector Store {n}", description="Vector database.", tags=["vector"])
        for n in range(3)
    ]
    records.append(service("radar", "Open Source Radar", description="News of open-source projects."))
    records += [service(f"filler-{n:02d}", f"Filler {n:02d}", tagline="Weather.") for n in range(20)]
    return search_core.build_index(records, "2026-11-02T00:00:00Z")


@pytest.mark.parametrize(
    ("query", "named"),
    [
        ("chroma db alternative", ("chroma",)),  # "db" is part of the name written, not a second service
        ("open source alternative to chroma", ("chroma",)),  # "open" says how it should be, names nothing
    ],
)
def test_a_word_of_the_name_or_of_how_it_should_be_names_no_other_service(
    query: str, named: tuple[str]
) -> None:
    likeness = likeness_of(named_word_records(), query)
    assert likeness is not None and likeness.named == named


def test_a_name_forty_servers_carry_is_still_one_service() -> None:
    """7 Dec 2026: the imported catalogue has 36 Playwright servers; up to 40 (MAX_ANCHORS) still name one
    service, not a family, when they are at most 1 record in 8."""
    from test_search_ranking import service

    doing = {"description": "Browser automation.", "capabilities": ["browser automation"]}
    records = [service(f"pw-{n:02d}", f"Playwright Server {n:02d}", **doing) for n in range(36)]
    records += [service(f"browser-{n}", f"Browser Kit {n}", **doing) for n in range(3)]
    records += [service(f"filler-{n:03d}", f"Filler {n:03d}", tagline="Weather.") for n in range(300)]
    likeness = likeness_of(search_core.build_index(records, "2026-11-02T00:00:00Z"), "playwright alternative")
    assert likeness is not None and len(likeness.anchors) == 36
