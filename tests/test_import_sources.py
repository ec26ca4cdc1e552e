"""One table of expectations per source format: what each parser reads from its fixture."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_import_support import EPOCH, by_name, fixture, imported

from waypost.importers import awesome, docker, mcp_registry, public_apis, toolsdk
from waypost.importers.entry import Problem, SourceEntry


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


def entries(parse: object, path: Path) -> list[SourceEntry]:
    return [e for e in parse(path) if isinstance(e, SourceEntry)]  # type: ignore[operator]


def problems(parse: object, path: Path) -> list[Problem]:
    return [e for e in parse(path) if isinstance(e, Problem)]  # type: ignore[operator]


@pytest.mark.parametrize(
    ("parse", "path", "names"),
    [
        (
            mcp_registry.parse,
            fixture("mcp-registry", "current.json"),
            ["Weather", "Weather", "finder", "scraper", "pdf-reader", "unmapped"],
        ),
        (mcp_registry.parse, fixture("mcp-registry", "bare-array.json"), ["DB Query", "DB Query"]),
        (
            mcp_registry.parse,
            fixture("mcp-registry", "seed-0516.json"),
            ["browser-pilot", "browser-pilot", "no-endpoint"],
        ),
        (mcp_registry.parse, fixture("mcp-registry", "seed-0424.json"), ["browser-pilot", "mono-db"]),
        (docker.parse, fixture("docker", "servers", "acme-search.server.yaml"), ["Acme Search"]),
        (docker.parse, fixture("docker", "servers", "sqlite.server.yaml"), ["SQLite"]),
        (docker.parse, fixture("docker", "servers.jsonl"), ["Weather (Docker)", "ScrapeCo", "Chatty"]),
        (
            toolsdk.parse,
            fixture("toolsdk", "packages.jsonl"),
            ["PageGrab", "FindIt", "Acme Search (toolsdk)", "dice", "notes-fs", "Dupe", "Dupe"],
        ),
        (
            awesome.parse,
            fixture("awesome", "tensorblock-search.md"),
            ["oldsearch/finder", "gone/scraper", "bare/pdf-reader", "example/weather", "findit/findit"],
        ),
        (
            awesome.parse,
            fixture("awesome", "punkpeye.md"),
            [
                "seedorg/browser-pilot",
                "kit/webkit-driver",
                "kit/crawler",
                "kit/lookup",
                "arraycorp/db-query",
                "kit/chess",
                "kit/framework",
            ],
        ),
        (public_apis.parse, fixture("apis-list", "README.md"), ["CityData", "OldData", "DocConvert", "Cats"]),
    ],
)
def test_each_parser_reads_its_entries(parse: object, path: Path, names: list[str]) -> None:
    assert [e.name for e in entries(parse, path)] == names


@pytest.mark.parametrize(
    ("parse", "path", "expected"),
    [
        (mcp_registry.parse, fixture("mcp-registry", "current.json"), [("entry 5", "wrong-shape")]),
        (mcp_registry.parse, fixture("mcp-registry", "seed-0516.json"), [("entry 2", "empty-entry")]),
        (docker.parse, fixture("docker", "servers", "broken.server.yaml"), [("", "not-yaml")]),
        (
            docker.parse,
            fixture("docker", "servers.jsonl"),
            [("line 3", "not-json"), ("line 5", "wrong-shape")],
        ),
        (toolsdk.parse, fixture("toolsdk", "packages.jsonl"), [("line 4", "not-json")]),
        (awesome.parse, fixture("awesome", "tensorblock-search.md"), [("line 9 (Relative link)", "no-url")]),
        (public_apis.parse, fixture("apis-list", "README.md"), [("line 13 (Broken row)", "wrong-shape")]),
        (mcp_registry.parse, fixture("bad", "not-json.json"), [("", "not-json")]),
        (mcp_registry.parse, fixture("bad", "wrong-shape.json"), [("", "wrong-shape")]),
        (mcp_registry.parse, fixture("bad", "not-utf8.json"), [("", "unreadable-file")]),
        (toolsdk.parse, fixture("bad", "missing.jsonl"), [("", "unreadable-file")]),
    ],
)
def test_bad_input_is_named_and_only_that_entry_skipped(
    parse: object, path: Path, expected: list[tuple[str, str]]
) -> None:
    found = problems(parse, path)
    assert [(p.locator, p.reason) for p in found] == expected
    assert all(p.file == str(path) for p in found)
    assert all(str(path) in p.render() for p in found)


def test_current_shape_reads_remote_auth_status_and_entry_url() -> None:
    weather, newest, finder, scraper, bare, _ = entries(
        mcp_registry.parse, fixture("mcp-registry", "current.json")
    )
    assert newest.endpoint == "https://mcp.weather.example.com/mcp"
    assert newest.auth == "api-key" and "Authorization" in newest.auth_reason
    assert weather.auth == "unknown"
    assert newest.source_url.endswith("/v0/servers/io.github.example%2Fweather/versions/1.10.0")
    assert (finder.deprecated, scraper.deprecated, bare.deprecated) == (True, True, False)
    assert bare.declares_endpoint is False and newest.declares_endpoint is True
    assert finder.provider == "oldsearch.com" and newest.provider == "example"


def test_seed_shapes_read_auth_from_key_named_variables() -> None:
    pilot = entries(mcp_registry.parse, fixture("mcp-registry", "seed-0516.json"))[0]
    assert (pilot.auth, pilot.tags) == ("api-key", ["npm"])
    old_pilot, mono = entries(mcp_registry.parse, fixture("mcp-registry", "seed-0424.json"))
    assert old_pilot.auth == "api-key"  # the named argument API_KEY
    assert (mono.url, mono.url_subdir) == ("https://github.com/oldorg/servers", "src/sqlite")


def test_docker_yaml_reads_sibling_tools_secrets_and_archived_title() -> None:
    (acme,) = entries(docker.parse, fixture("docker", "servers", "acme-search.server.yaml"))
    assert acme.capabilities == ["web_search", "get_page"]
    assert acme.auth == "api-key" and "ACME_API_KEY" in acme.auth_reason
    (sqlite,) = entries(docker.parse, fixture("docker", "servers", "sqlite.server.yaml"))
    assert sqlite.deprecated and sqlite.name == "SQLite"


def test_docker_jsonl_reads_oauth_remote_and_tools() -> None:
    scrapeco = entries(docker.parse, fixture("docker", "servers.jsonl"))[1]
    assert (scrapeco.auth, scrapeco.endpoint) == ("oauth", "https://mcp.scrapeco.example.com/mcp")
    assert scrapeco.capabilities == ["scrape_url", "crawl_site"]


def test_toolsdk_reads_tool_lists_beside_it_and_secret_names() -> None:
    pagegrab, findit, *_ = entries(toolsdk.parse, fixture("toolsdk", "packages.jsonl"))
    assert pagegrab.capabilities == ["crawl", "extract_text"]
    assert (pagegrab.auth, findit.auth) == ("api-key", "unknown")  # DEBUG is no secret
    assert pagegrab.source_category == "search-data-extraction"


def test_awesome_reads_legend_and_headings() -> None:
    pilot, driver, crawler, *_ = entries(awesome.parse, fixture("awesome", "punkpeye.md"))
    assert pilot.tags == ["typescript", "local", "macos"] and pilot.source_category == "Browser Automation"
    assert driver.description == "Scrape pages by driving WebKit, extracting tables."
    assert driver.tags == ["python", "cloud"]
    assert crawler.notes == ["The list marks it as an official implementation."]
    assert crawler.source_category == "Search & Data Extraction"


def test_public_apis_maps_the_auth_column() -> None:
    city, old, doc, cats = entries(public_apis.parse, fixture("apis-list", "README.md"))
    assert [e.auth for e in (city, old, doc, cats)] == ["api-key", "none", "oauth", "api-key"]
    assert old.website is None and city.protocols == ["REST"]


def test_an_explicit_source_reads_only_its_own_format() -> None:
    result = imported("toolsdk", fixture("toolsdk", "packages.jsonl"))
    assert sorted(by_name(result)) == [
        "acme-search-toolsdk",
        "dupe",
        "dupe-other",
        "findit",
        "notes-fs",
        "pagegrab",
    ]
