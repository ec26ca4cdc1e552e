"""waypost/mcp_tools.py without the SDK: argument checks, unknown slugs, and facts never filled in."""

from __future__ import annotations

import json
from typing import Any

import pytest

from waypost.mcp_tools import (
    Catalogue,
    compare_services,
    facts,
    get_connection_spec,
    get_service,
    search_services,
)

RECORD: dict[str, Any] = {
    "slug": "acme", "name": "Acme", "provider": "Acme Labs", "category": "search", "protocols": ["MCP"],
    "auth": "unknown", "pricing": {"model": "unknown", "summary": "", "url": None, "checkedAt": None},
    "docsUrl": "", "endpoint": None, "sourceUrl": "https://example.org/listing", "sourceType": "registry",
    "sourceCheckedAt": "2026-07-08", "verification": "listed",
}  # fmt: skip
KNOWN: dict[str, Any] = {
    **RECORD, "slug": "beta", "auth": "api-key", "docsUrl": "https://beta.example/docs",
    "pricing": {
        "model": "freemium", "summary": "Free tier.", "url": "https://beta.example/p",
        "checkedAt": "2026-12-01",
    },
    "registryLifecycle": {
        "status": "deprecated", "evidence": {"url": "https://x.example/", "checkedAt": "2026-07-08"},
    },
    "connections": [{"kind": "npm"}], "tagline": "Searches the web.", "capabilities": ["web search"],
}  # fmt: skip
CATALOGUE = Catalogue(index={}, records={"acme": RECORD, "beta": KNOWN})


def error_code(answer: Any) -> str:
    assert answer.is_error and json.loads(answer.text) == answer.structured
    # the search errors' shape: error_code beside error, so one reading serves every tool
    assert answer.structured["error_code"] == answer.structured["error"]["code"]
    return str(answer.structured["error"]["code"])


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"slug": "acme", "extra": 1}, "INVALID_ARGUMENTS"),
        ({"slug": 3}, "INVALID_ARGUMENTS"),
        (None, "INVALID_ARGUMENTS"),
        ({"slug": "acmee"}, "UNKNOWN_SLUG"),
    ],
)
def test_get_service_refuses_what_it_cannot_answer(arguments: object, code: str) -> None:
    assert error_code(get_service(arguments, CATALOGUE)) == code


def test_an_unknown_slug_names_the_closest_slugs() -> None:
    assert get_service({"slug": "acmee"}, CATALOGUE).structured["error"]["closest"] == ["acme"]


@pytest.mark.parametrize(
    ("slugs", "code"),
    [
        (["acme"], "INVALID_ARGUMENTS"),
        (["acme", "acme"], "INVALID_ARGUMENTS"),
        (["acme", "beta", "a", "b", "c", "d"], "INVALID_ARGUMENTS"),
        (["acme", 1], "INVALID_ARGUMENTS"),
        (["acme", "gamma"], "UNKNOWN_SLUG"),
    ],
)
def test_compare_services_takes_two_to_five_known_slugs(slugs: list[Any], code: str) -> None:
    assert error_code(compare_services({"slugs": slugs}, CATALOGUE)) == code


def test_unknown_facts_are_named_never_filled_in() -> None:
    unknown, known = facts(RECORD), facts(KNOWN)
    assert unknown["unknown"] == ["auth", "pricing", "docsUrl", "endpoint", "connections"]
    assert unknown["pricing"] == {"model": "unknown", "summary": None, "url": None, "checkedAt": None}
    assert known["unknown"] == ["endpoint"]
    assert known["lifecycle"] == "deprecated" and unknown["lifecycle"] == "active"


@pytest.mark.parametrize(
    ("slugs", "says"),
    [
        ("acme, beta", 'slugs is a string; send an array of strings, e.g. ["tavily", "exa"].'),
        (["acme"], "1 were given."),
        (["acme", "acme"], "One is given twice."),
        (["acme", 1], "slugs must be an array of strings."),
    ],
)
def test_compare_services_says_what_is_wrong_with_its_slugs(slugs: object, says: str) -> None:
    assert compare_services({"slugs": slugs}, CATALOGUE).structured["error"]["message"].endswith(says)


def test_a_slug_in_another_case_or_with_spaces_finds_its_service() -> None:
    assert get_service({"slug": " ACME "}, CATALOGUE).structured["slug"] == "acme"
    answer = compare_services({"slugs": ["Beta", "acme"]}, CATALOGUE)
    assert [service["slug"] for service in answer.structured["services"]] == ["beta", "acme"]
    assert error_code(compare_services({"slugs": ["ACME", "acme"]}, CATALOGUE)) == "INVALID_ARGUMENTS"


def test_compare_says_what_each_service_does() -> None:
    """Which one does X is half of choosing: each entry carries the record's tagline and capabilities."""
    entry = compare_services({"slugs": ["beta", "acme"]}, CATALOGUE).structured["services"][0]
    assert entry["tagline"] == KNOWN["tagline"] and entry["capabilities"] == KNOWN["capabilities"]


def test_compare_keeps_the_order_asked() -> None:
    answer = compare_services({"slugs": ["beta", "acme"]}, CATALOGUE)
    assert [service["slug"] for service in answer.structured["services"]] == ["beta", "acme"]


def test_search_services_answers_an_argument_that_is_not_an_object_with_the_contract_error() -> None:
    answer = search_services(["not", "an", "object"], CATALOGUE)
    assert answer.is_error and answer.structured["error_code"] == "INVALID_REQUEST"


def test_a_server_on_an_index_never_says_connections_are_not_stated(tmp_path: Any) -> None:
    """The search index leaves out how to connect (waypost.site.NOT_IN_INDEX): `build.py mcp --index` cannot
    know the connections, so compare_services gives null and says why, never "not stated by our sources"."""
    from pathlib import Path

    import search_core
    from search_core.__main__ import read_records
    from waypost.mcp_server import load_catalogue
    from waypost.site import NOT_IN_INDEX

    directory = Path(__file__).parent / "fixtures" / "search-catalogue"
    records = [{k: v for k, v in r.items() if k not in NOT_IN_INDEX} for r in read_records(directory)]
    index = tmp_path / "index.json"
    index.write_text(search_core.dump_index(search_core.build_index(records, "2026-12-01T00:00:00Z")))
    slugs = {"slugs": ["quiet-notes-mcp", sorted(r["slug"] for r in records)[0]]}
    from_directory = compare_services(slugs, load_catalogue(directory, None, None)).structured
    from_index = compare_services(slugs, load_catalogue(None, index, None)).structured
    assert from_directory["services"][0]["connections"], "the fixture record declares its connections"
    assert "connectionsNotRead" not in from_directory
    for entry in from_index["services"]:
        assert entry["connections"] is None and "connections" not in entry["unknown"], entry
    assert "--catalogue" in from_index["connectionsNotRead"]
    for before, after in zip(from_directory["services"], from_index["services"], strict=True):
        assert [name for name in before["unknown"] if name != "connections"] == after["unknown"]


WITH_OPTIONS: dict[str, Any] = {
    **RECORD, "slug": "gamma", "endpoint": "https://gamma.example/mcp",
    "connections": [
        {
            "kind": "npm", "identifier": "gamma-mcp", "version": "1.2.0", "transport": "stdio",
            "env": [
                {"name": "GAMMA_KEY", "isSecret": True, "isRequired": True},
                {"name": "GAMMA_REGION", "isSecret": False, "isRequired": False},
            ],
            "source": {"url": "https://registry.example/gamma", "checkedAt": "2026-07-08"},
        },
    ],
}  # fmt: skip
SPEC_CATALOGUE = Catalogue(index={}, records={"acme": RECORD, "gamma": WITH_OPTIONS})


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"slug": "gamma", "extra": 1}, "INVALID_ARGUMENTS"),
        ({"slug": 3}, "INVALID_ARGUMENTS"),
        ([], "INVALID_ARGUMENTS"),
        ({"slug": "gama"}, "UNKNOWN_SLUG"),
    ],
)
def test_get_connection_spec_refuses_what_it_cannot_answer(arguments: object, code: str) -> None:
    assert error_code(get_connection_spec(arguments, SPEC_CATALOGUE)) == code


def test_get_connection_spec_gives_each_declared_option_with_its_source_and_placeholders() -> None:
    """What the service page's "How to connect" shows: the option, its settings as the source flags them,
    ready-to-paste configuration with placeholders, the source and its date; nothing added."""
    answer = get_connection_spec({"slug": "gamma"}, SPEC_CATALOGUE)
    assert not answer.is_error and json.loads(answer.text) == answer.structured
    spec = answer.structured
    assert spec["endpoint"] == "https://gamma.example/mcp"
    assert spec["endpointWithoutOption"] == "https://gamma.example/mcp"  # no listing declares a remote there
    [option] = spec["options"]
    assert option["kind"] == "npm" and option["summary"] == "gamma-mcp, version 1.2.0, stdio transport"
    assert option["settings"] == [{"name": "GAMMA_KEY", "secret": True, "required": True, "value": None}]
    assert option["optionalSettings"] == ["GAMMA_REGION"]
    assert option["source"] == {"url": "https://registry.example/gamma", "checkedAt": "2026-07-08"}
    servers = json.loads(option["configurations"]["mcpServers JSON (Claude Desktop, Cursor)"])
    gamma = {"command": "npx", "args": ["-y", "gamma-mcp@1.2.0"], "env": {"GAMMA_KEY": "<GAMMA_KEY>"}}
    assert servers == {"mcpServers": {"gamma": gamma}}
    assert option["configurations"]["Command line"] == "GAMMA_KEY='<GAMMA_KEY>' npx -y gamma-mcp@1.2.0"


def test_get_connection_spec_says_when_no_source_states_how_to_connect() -> None:
    spec = get_connection_spec({"slug": "acme"}, SPEC_CATALOGUE).structured
    assert spec["options"] == [] and spec["endpoint"] is None
    assert spec["unknownMeans"] == "not stated by our sources"


def test_get_connection_spec_on_an_index_says_it_cannot_read_them() -> None:
    on_index = Catalogue(index={}, records={"gamma": WITH_OPTIONS}, connections_read=False)
    answer = get_connection_spec({"slug": "gamma"}, on_index)
    assert error_code(answer) == "CONNECTIONS_NOT_READ"
    assert "--catalogue" in answer.structured["error"]["message"]


@pytest.fixture(scope="module")
def committed() -> Catalogue:
    from waypost.mcp_server import load_catalogue

    return load_catalogue(None, None, None)


def test_the_best_effort_tool_does_what_its_description_says(committed: Catalogue) -> None:
    """Each reading the description promises, with its own example, on the committed catalogue: the named
    service listed last, and web search services first."""
    from waypost.mcp_tools import BEST_EFFORT_DESCRIPTION

    def slugs(example: str) -> list[str]:
        assert f'"{example}"' in BEST_EFFORT_DESCRIPTION
        answer = search_services({"query": example, "limit": 100}, committed, best_effort=True)
        return [service["slug"] for service in answer.structured["services"]]

    alternatives = slugs("firecrawl alternatives")
    assert alternatives[-1] == "firecrawl" and len(alternatives) > 1
    for leaving, named in (("serpapi is too expensive", "serpapi"), ("tavily keeps returning 429", "tavily")):
        found = slugs(leaving)
        assert found[-1] == named and "web search" in committed.records[found[0]]["capabilities"]
    own_words = slugs("firecrawl alternative for crawling docs into markdown")
    assert own_words[-1] == "firecrawl" and "crawl" in committed.records[own_words[0]]["description"]
    assert slugs("tavily vs exa")[:2] == ["tavily", "exa"]
    assert slugs("firecrawl or apify for scraping")[:2] == ["firecrawl", "apify"]
    excluding = slugs("web scraping without apify")
    assert excluding[-1] == "apify" and len(excluding) > 1
    assert "scrape" in committed.records[slugs("zenrows alternative")[0]]["capabilities"]
    first = committed.records[slugs("free search api")[0]]
    assert "web search" in first["capabilities"]
