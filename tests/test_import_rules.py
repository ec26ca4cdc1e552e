"""Every mapping rule, on the whole fixture set: versions, lifecycle, dedup, categories, auth, slugs, text."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_import_support import EPOCH, EPOCH_DATE, FIXTURES, by_name, imported

from waypost.importers import auth, categories, slugs, text, urls
from waypost.importers.dedup import latest_versions, merge
from waypost.importers.docker import dockerfile_folder
from waypost.importers.entry import SourceEntry
from waypost.importers.pipeline import Result


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


@pytest.fixture
def everything() -> Result:
    return imported("all", FIXTURES)


@pytest.fixture
def records(everything: Result) -> dict[str, dict[str, Any]]:
    return by_name(everything)


# --- versions -------------------------------------------------------------------------------------


def test_only_the_latest_version_is_kept(records: dict[str, dict[str, Any]], everything: Result) -> None:
    assert records["weather"]["sourceUrl"].endswith("/versions/1.10.0")
    assert records["db-query"]["description"] == "Run SQL against Postgres databases."
    assert records["browser-pilot"]["description"] == "Drives a headless Chrome browser for agents."
    assert everything.report.skipped["older-version"] == 4  # weather 1.0.0, db-query 3.0.9, two pilots


def _entry(group: str, rank: tuple[object, ...], name: str) -> SourceEntry:
    return SourceEntry(
        "mcp-registry",
        "x",
        "f",
        name,
        name,
        "",
        "https://x.example",
        "2025-01-01",
        version_group=group,
        version_rank=rank,
    )


@pytest.mark.parametrize(
    ("ranks", "winner"),
    [
        (
            [(False, "", ((0, 1), (0, 9), (0, 2))), (False, "", ((0, 1), (0, 10), (0, 0)))],
            1,
        ),  # 1.10.0 > 1.9.2
        ([(True, "2025-01-01", ((0, 1),)), (False, "2025-06-01", ((0, 2),))], 0),  # isLatest wins
        ([(True, "2025-01-01", ((0, 1),)), (True, "2025-06-01", ((0, 1),))], 1),  # then publication date
    ],
)
def test_latest_version_order(ranks: list[tuple[object, ...]], winner: int) -> None:
    items = [_entry("g", rank, f"v{i}") for i, rank in enumerate(ranks)]
    kept, dropped = latest_versions(items)
    assert [e.name for e in kept] == [f"v{winner}"] and len(dropped) == len(items) - 1


# --- lifecycle ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slug", "status", "evidence_url"),
    [
        (
            "finder",
            "deprecated",
            "https://registry.modelcontextprotocol.io/v0/servers/com.oldsearch%2Ffinder/versions/0.3.0",
        ),
        (
            "scraper",
            "deprecated",
            "https://registry.modelcontextprotocol.io/v0/servers/io.github.gone%2Fscraper/versions/2.0.0",
        ),
        (
            "mono-db",
            "deprecated",
            "https://github.com/docker/mcp-registry/blob/main/servers/SQLite/server.yaml",
        ),
        (
            "pdf-reader",
            "endpoint_not_declared",
            "https://registry.modelcontextprotocol.io/v0/servers/io.github.bare%2Fpdf-reader/versions/0.1.0",
        ),
        ("weather", None, None),
        ("db-query", None, None),
    ],
)
def test_lifecycle(
    records: dict[str, dict[str, Any]], slug: str, status: str | None, evidence_url: str | None
) -> None:
    lifecycle = records[slug].get("registryLifecycle")
    if status is None:
        assert lifecycle is None
    else:
        assert lifecycle == {"status": status, "evidence": {"url": evidence_url, "checkedAt": EPOCH_DATE}}


def test_lifecycle_counts_in_report(everything: Result) -> None:
    assert dict(everything.report.lifecycle) == {"deprecated": 3, "endpoint_not_declared": 1}


# --- deduplication --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "subdir", "key"),
    [
        ("https://github.com/Example/Weather.git", None, "github.com/example/weather"),
        ("https://www.github.com/example/weather/", None, "github.com/example/weather"),
        ("https://github.com/example/weather/tree/main", None, "github.com/example/weather"),
        (
            "https://github.com/oldorg/servers/tree/main/src/sqlite",
            None,
            "github.com/oldorg/servers/src/sqlite",
        ),
        ("https://github.com/oldorg/servers", "src/sqlite", "github.com/oldorg/servers/src/sqlite"),
        ("github.com/a/b", None, "github.com/a/b"),
        ("https://gitlab.com/g/p/-/tree/dev/sub", None, "gitlab.com/g/p/sub"),
        ("https://api.example.com/v1/?utm_source=x", None, "api.example.com/v1"),
        ("", None, None),
    ],
)
def test_normalized_repository_url(url: str, subdir: str | None, key: str | None) -> None:
    assert urls.normalize_repo_url(url, subdir) == key


def test_one_record_per_repository_naming_the_other_sources(records: dict[str, dict[str, Any]]) -> None:
    weather = records["weather"]
    assert sum(1 for r in records.values() if "github.com/example/weather" in r["website"] + r["notes"]) == 1
    assert "Also listed in: the Docker MCP Registry" in weather["notes"]
    assert "tensorblock-search.md" in weather["notes"]
    assert weather["category"] == "search"  # from the Docker listing: the registry has no categories
    acme = records["acme-search"]
    assert "the toolsdk MCP Registry" in acme["notes"] and "acme-search-toolsdk" not in records
    assert records["mono-db"]["category"] == "data"  # the seed's monorepo folder met Docker's directory


MONOREPO = "https://github.com/modelcontextprotocol/servers"


def listing(source: str, name: str, url: str, hint: str | None = None, sequence: int = 0) -> SourceEntry:
    """A bare listing of `name` at `url` (`hint`: the folder of its Dockerfile)."""
    return SourceEntry(
        source=source, source_label=source, file=f"{source}.json", locator=name, name=name, description="",
        source_url=url, checked_at="2026-07-08", url=url, subdir_hint=hint, sequence=sequence,
    )  # fmt: skip


def merged(*entries: SourceEntry) -> dict[str, list[str]]:
    return {group.key: [entry.name for entry in group.entries] for group in merge(entries)}


@pytest.mark.parametrize(
    ("dockerfile", "folder"),
    [
        ("src/slack/Dockerfile", "src/slack"),
        ("/src/slack/Dockerfile", "src/slack"),
        ("Dockerfile", None),
        ("", None),
    ],
)
def test_the_folder_of_a_dockerfile(dockerfile: str, folder: str | None) -> None:
    assert dockerfile_folder(dockerfile) == folder


def test_servers_of_one_repository_listed_apart_by_one_source_stay_apart() -> None:
    """Docker lists modelcontextprotocol/servers' Slack and GitHub servers with only their Dockerfiles'
    folders to tell them apart: two records, not one carrying both servers' tags."""
    slack = listing("docker", "slack", MONOREPO, "src/slack", 1)
    github = listing("docker", "github", MONOREPO, "src/github", 2)
    awesome_slack = listing("awesome", "Slack", MONOREPO + "/tree/main/src/slack")
    assert merged(slack, github, awesome_slack) == {
        "github.com/modelcontextprotocol/servers/src/github": ["github"],
        "github.com/modelcontextprotocol/servers/src/slack": ["Slack", "slack"],
    }


def test_a_dockerfile_folder_alone_on_its_repository_changes_nothing() -> None:
    """A single server whose Dockerfile sits in a folder still merges with the listings of its repository."""
    repository = "https://github.com/ppl-ai/modelcontextprotocol"
    docker = listing("docker", "perplexity-ask", repository, "perplexity-ask")
    awesome = listing("awesome", "Perplexity Ask", repository)
    assert merged(docker, awesome) == {
        "github.com/ppl-ai/modelcontextprotocol": ["Perplexity Ask", "perplexity-ask"]
    }


def test_report_adds_up(everything: Result) -> None:
    report = everything.report
    assert report.read == report.imported + sum(report.skipped.values()) + report.duplicates_merged
    assert report.imported == len(everything.records) == 20
    assert report.duplicates_merged == 10
    assert report.skipped["no-https-url"] == 1  # OldData: an http link in a list of unknown origin


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://ok.example.com/x?y=1#z", "https://ok.example.com/x?y=1#z"),
        ("https://x.example.com/パス", "https://x.example.com/%E3%83%91%E3%82%B9"),
        ("https://x.example.com/a|b", "https://x.example.com/a%7Cb"),
        ("https://{tenant}.example.com/mcp", None),  # a template, not an address
        ("http://x.example.com", None),  # never upgraded
        ("https://localhost:8080/sse", None),
        ("https://x.example.com/" + "a" * 600, None),
        (None, None),
    ],
)
def test_https_urls(url: str | None, expected: str | None) -> None:
    assert urls.https_or_none(url) == expected


# --- categories -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source_category", "words", "category"),
    [
        ("search", "", "search"),
        ("Search", "", "search"),
        ("web-scraping", "", "extraction"),
        ("Browser Automation", "", "browser"),
        ("browser-automation", "", "browser"),
        ("Databases", "", "data"),
        ("data-analytics", "", "data"),
        ("Data Analysis & Business Intelligence", "", "data"),
        ("Open Data", "", "data"),
        ("file-systems", "", "documents"),
        ("Documents & Productivity", "", "documents"),
        ("search-data-extraction", "web search with ranking", "search"),
        ("Search & Data Extraction", "crawl sites and extract data", "extraction"),
        ("Browser Automation & Web Scraping", "drives chrome to scrape", "browser"),
        ("Browser Automation & Web Scraping", "scrape pages to markdown", "extraction"),
        ("Gaming", "search for games", None),
        ("Knowledge & Memory", "", None),
        (None, "search", None),
    ],
)
def test_source_category_rules(source_category: str | None, words: str, category: str | None) -> None:
    decision = categories.by_source_category(source_category, words)
    assert (decision.category if decision else None) == category


@pytest.mark.parametrize(
    ("source", "source_category", "category"),
    [
        ("public-apis", "Weather", "data"),
        ("public-apis", "Finance", "data"),
        ("public-apis", "Animals", None),
        ("awesome", "Finance", None),  # MCP finance servers trade and pay: no data rule there
        ("toolsdk", "finance-fintech", None),
    ],
)
def test_source_specific_rules(source: str, source_category: str, category: str | None) -> None:
    decision = categories.by_source_category(source_category, "", source)
    assert (decision.category if decision else None) == category


@pytest.mark.parametrize(
    ("words", "category"),
    [
        ("A SQL database for analytics", "data"),
        ("Drive a headless browser with Playwright", "browser"),
        ("Convert PDF documents with OCR", "documents"),
        ("Scrape and crawl pages", "extraction"),
        ("Play chess", None),
    ],
)
def test_keyword_rules(words: str, category: str | None) -> None:
    decision = categories.by_keywords(words)
    assert (decision.category if decision else None) == category


def test_unmapped_entries_are_skipped_and_counted(
    everything: Result, records: dict[str, dict[str, Any]]
) -> None:
    assert not {"chess", "dice", "chatty"} & set(records)
    assert everything.report.skipped["no-category"] == 6
    assert everything.report.unmapped_categories["awesome: Gaming"] == 1


def test_keyword_classification_is_opt_in_and_marked() -> None:
    plain = by_name(imported("all", FIXTURES))
    keyed = imported("all+keywords", FIXTURES)
    extra = {slug: r for slug, r in by_name(keyed).items() if slug not in plain}
    assert "chess" not in extra and "unmapped" not in extra  # inferred without +keywords
    assert all("classified by keyword" in r["notes"] for r in extra.values())
    assert keyed.report.category_rules["keyword"] == len(extra)


# --- auth -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ([("BRAVE_API_KEY", None)], "api-key"),
        ([("GITHUB_TOKEN", None)], "api-key"),
        ([("CLIENT_SECRET", None)], "api-key"),
        ([("DATABASE_URL", True)], "api-key"),  # declared secret
        ([("DATABASE_URL", False)], "unknown"),
        ([("DEBUG", None), ("LOG_LEVEL", None)], "unknown"),
        ([("MONKEY", None)], "unknown"),
        ([], "unknown"),
    ],
)
def test_auth_from_variables(variables: list[tuple[str, bool | None]], expected: str) -> None:
    assert auth.from_variables(variables)[0] == expected


@pytest.mark.parametrize(
    ("slug", "expected"),
    [
        ("weather", "api-key"),
        ("scrapeco", "oauth"),
        ("citydata", "api-key"),
        ("docconvert", "oauth"),
        ("findit", "unknown"),
        ("kit-lookup", "unknown"),
    ],
)
def test_auth_on_records(records: dict[str, dict[str, Any]], slug: str, expected: str) -> None:
    assert records[slug]["auth"] == expected


# --- slugs ----------------------------------------------------------------------------------------


def test_slug_collisions_are_resolved_by_provider(records: dict[str, dict[str, Any]]) -> None:
    assert records["dupe"]["provider"] == "dupe" and records["dupe-other"]["provider"] == "other"


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        ([("k1", "Alpha", "a"), ("k2", "Beta", "b")], {"k1": "alpha", "k2": "beta"}),
        ([("k1", "Tool", "x"), ("k2", "Tool", "y")], {"k1": "tool-x", "k2": "tool-y"}),
        ([("k1", "Tool", "x"), ("k2", "Tool", "x")], {"k1": "tool-x", "k2": "tool-x-2"}),
        ([("k1", "Tool", "unknown"), ("k2", "Tool", "unknown")], {"k1": "tool", "k2": "tool-2"}),
        (
            [("k1", "Tool", "x"), ("k2", "Tool", "x"), ("k3", "Tool X", "z")],
            {"k1": "tool-x-2", "k2": "tool-x-3", "k3": "tool-x"},
        ),
        ([("k1", "!!!", "p")], {"k1": "k1"}),
    ],
)
def test_slug_assignment(items: list[tuple[str, str, str]], expected: dict[str, str]) -> None:
    assert slugs.assign(items) == expected
    assert slugs.assign(list(reversed(items))) == expected


def test_long_names_give_slugs_within_the_limit() -> None:
    assigned = slugs.assign([("a", "x" * 200, "p"), ("b", "x" * 200, "q" * 50)])
    assert all(len(s) <= 80 for s in assigned.values()) and len(set(assigned.values())) == 2


# --- text -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Reads PDFs. Contact sales@x.example.com for a key.", "Reads PDFs."),
        ("Reads PDFs. Call +1 (555) 123-4567 today.", "Reads PDFs."),
        ("See http://old.example.org/docs for more.", "See old.example.org/docs for more."),
        ("Released 2025-05-16; 130,000+ acts; v1.2.3.", "Released 2025-05-16; 130,000+ acts; v1.2.3."),
        ("Uses `rsshub://` routes.", "Uses `` routes."),
    ],
)
def test_descriptions_lose_contacts_and_non_https_links(raw: str, clean: str) -> None:
    assert text.clean_description(raw) == clean


@pytest.mark.parametrize(
    ("description", "tagline"),
    [
        ("Search the web. Returns pages.", "Search the web."),
        ("One line\nsecond line", "One line second line"),
        ("word " * 60, ("word " * 23).strip() + "…"),
    ],
)
def test_taglines(description: str, tagline: str) -> None:
    assert text.tagline(description) == tagline and len(text.tagline(description)) <= 120


@pytest.mark.parametrize(
    ("raw", "word"),
    [
        ("Web Search", "web search"),
        ("send_email", "send-email"),
        ("C++", "c"),
        ("Data & AI", "data ai"),
        ("  --x--  ", "x"),
        ("🙂", None),
        ("a" * 50, "a" * 40),
    ],
)
def test_words(raw: str, word: str | None) -> None:
    assert text.to_word(raw) == word


def test_pdf_reader_description_dropped_the_contact_sentence(records: dict[str, dict[str, Any]]) -> None:
    record = records["pdf-reader"]
    assert record["description"] == "Reads PDF documents."
    assert "@" not in json.dumps(record) and "555" not in json.dumps(record)


def test_honest_defaults(records: dict[str, dict[str, Any]]) -> None:
    for record in records.values():
        assert record["pricing"] == {"model": "unknown", "summary": "", "url": None, "checkedAt": None}
        assert (record["verification"], record["sourceType"], record["featured"]) == (
            "listed",
            "registry",
            False,
        )
        assert record["sourceCheckedAt"] == EPOCH_DATE
        assert record["id"] == f"svc-{record['slug']}"


# --- categories inferred from the listing's own words (registry-only entries) ----------------------


@pytest.mark.parametrize(
    ("name", "description", "tools", "category", "decided"),
    [
        ("finder", "Search the web.", [], "search", "“search”"),
        ("pdf-reader", "Reads PDF documents.", ["read_pdf"], "documents", "“pdf” ×3, “documents”"),
        (
            "pilot",
            "Drives a browser.",
            ["take_screenshot", "click"],
            "browser",
            "“browser”, “screenshot”",
        ),
        ("chess", "Play a game.", [], None, None),  # no category word: skipped
        # generic words (api, data, fetch, notes) decide nothing, unlike the scale-test keywords
        ("slack", "Send notes and fetch data through the Slack API.", ["post_message"], None, None),
    ],
)
def test_listing_words_decide_a_category_and_the_note_names_them(
    name: str, description: str, tools: list[str], category: str | None, decided: str | None
) -> None:
    decision = categories.by_listing_words(name, description, tools)
    assert (decision.category if decision else None) == category
    if decision:
        assert decision.rule == "inferred" and decision.note.endswith(f": {decided}.")


def test_unmapped_registry_entry_gets_an_inferred_category_disclosed_in_notes(
    records: dict[str, dict[str, Any]],
) -> None:
    unmapped = records["unmapped"]
    assert unmapped["category"] == "data"
    assert "inferred from the listing's own words" in unmapped["notes"] and "“sql”" in unmapped["notes"]
