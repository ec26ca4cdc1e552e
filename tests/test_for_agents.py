"""llms.txt and the service pages as Markdown (waypost/for_agents.py): what they say, and that catalogue text
never becomes Markdown syntax, raw HTML or a link that is not https. Read back with markdown-it-py, a
CommonMark parser, so "what an agent's Markdown reader sees" is what is tested."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from waypost.for_agents import md_code, md_escape, md_fenced, md_link, md_url, record_markdown  # noqa: E402

COMMONMARK = MarkdownIt("commonmark")


def tokens(markdown: str) -> list[Token]:
    """Every token CommonMark reads, inline children included."""
    found: list[Token] = []
    for token in COMMONMARK.parse(markdown):
        found.append(token)
        found.extend(token.children or [])
    return found


def plain_text(markdown: str) -> str:
    """The text a reader sees: the text and code of every inline token, joined."""
    return "".join(t.content for t in tokens(markdown) if t.type in ("text", "code_inline"))


def assert_record_markdown(source: str, expected: str) -> None:
    """One line of intent per test: a record's Markdown comes out as this Markdown."""
    assert record_markdown(source) == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("Plain *emphasis* and **strong**.", "Plain *emphasis* and **strong**."),
        ("A [link](https://docs.example/a).", "A [link](https://docs.example/a)."),
        ("A [script link](javascript:alert(1)).", "A script link."),
        ("An [http link](http://docs.example/).", "An http link."),
        ("<script>alert(1)</script>", "\\<script\\>alert(1)\\</script\\>"),
        ("Inline `code` stays.", "Inline `code` stays."),
        ("Two `` a`b `` ticks.", "Two ``a`b`` ticks."),
        ("- one\n- two", "- one\n- two"),
        ("1. first\n2. second", "1. first\n2. second"),
        ("> quoted", "> quoted"),
        ("# Title", "### Title"),
        ("para one\n\npara two", "para one\n\npara two"),
        ("    code ``` block", "````\ncode ``` block\n````"),
        ("![alt text](https://img.example/x.png)", "alt text"),
    ],
)
def test_record_markdown(source: str, expected: str) -> None:
    assert_record_markdown(source, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Real-time search (fast).", "Real-time search (fast)."),
        ("TAVILY_API_KEY", "TAVILY_API_KEY"),
        ("_emphasis_", "\\_emphasis\\_"),
        ("*bold*", "\\*bold\\*"),
        ("[x](https://a.example)", "\\[x\\](https://a.example)"),
        ("<b>", "\\<b\\>"),
        ("Q&A &amp;", "Q&A \\&amp;"),
        ("- not a list", "\\- not a list"),
        ("1. not a list", "1\\. not a list"),
        ("# not a heading", "\\# not a heading"),
        ("> not a quote", "\\> not a quote"),
        ("two\nlines", "two lines"),
    ],
)
def test_md_escape(text: str, expected: str) -> None:
    assert md_escape(text) == expected


def test_code_and_fences_outlast_the_backticks_inside() -> None:
    assert md_code("a`b") == "``a`b``"
    assert md_code("`x`") == "`` `x` ``"
    assert md_fenced("```\nx") == "````\n```\nx\n````"
    assert plain_text(md_code("a``b")) == "a``b"


def test_only_https_and_relative_targets_become_links() -> None:
    assert md_url("https://a.example/x") == "<https://a.example/x>"
    assert md_url("javascript:alert(1)") == "javascript:alert(1)"
    assert md_link("x", "services/a/index.html.md") == "[x](services/a/index.html.md)"
    assert md_link("x", "javascript:alert(1)") == "x"
    assert md_link("x", "http://a.example/") == "x"


def link_targets(markdown: str) -> list[str]:
    return [str(t.attrs["href"]) for t in tokens(markdown) if t.type == "link_open"]


def assert_safe(markdown: str) -> None:
    """No raw HTML and no link but https or site-relative, as CommonMark reads the text."""
    kinds = {t.type for t in tokens(markdown)}
    assert not kinds & {"html_inline", "html_block"}, markdown
    for href in link_targets(markdown):
        assert href.startswith("https://") or not re.match(r"[a-z][a-z0-9+.-]*:", href, re.I), href


HOSTILE = st.lists(
    st.sampled_from([*"ab <>&;#*_`[]()!-+.1~\\:/\"'\n", "javascript:", "https://x.example", "&amp;"]),
    max_size=30,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(HOSTILE)
def test_escaped_text_reads_back_as_the_same_text(text: str) -> None:
    escaped = md_escape(text)
    assert_safe(escaped)
    assert plain_text(escaped) == " ".join(text.split())


@settings(max_examples=200, deadline=None)
@given(HOSTILE)
def test_record_markdown_never_yields_raw_html_or_unsafe_links(text: str) -> None:
    assert_safe(record_markdown(text))


# The built site: llms.txt and the Markdown copies (the tiny catalogue, its hostile record included).


def catalogue_records(site: Path) -> list[dict[str, object]]:
    services: list[dict[str, object]] = json.loads((site / "catalogue.json").read_text("utf-8"))["services"]
    return services


def test_llms_txt_follows_the_proposal_and_lists_every_service_once(tiny_site: Path) -> None:
    text = (tiny_site / "llms.txt").read_text("utf-8")
    parsed = COMMONMARK.parse(text)
    assert next(t.tag for t in parsed if t.type == "heading_open") == "h1"
    assert text.startswith("# Waypost\n\n> ")
    headings = [
        parsed[i + 1].content for i, t in enumerate(parsed) if t.type == "heading_open" and t.tag == "h2"
    ]
    assert headings[-1] == "Optional"
    targets = link_targets(text)
    services = [target for target in targets if target.startswith("services/")]
    assert sorted(services) == sorted(
        f"services/{record['slug']}/index.html.md" for record in catalogue_records(tiny_site)
    )
    for target in targets:
        assert (tiny_site / target).is_file(), target
    assert_safe(text)


def test_every_service_page_has_its_markdown_copy_with_the_facts(tiny_site: Path) -> None:
    for record in catalogue_records(tiny_site):
        page = tiny_site / "services" / str(record["slug"]) / "index.html"
        copy = page.with_name("index.html.md")
        assert '<link rel="alternate" type="text/markdown" href="index.html.md"' in page.read_text("utf-8")
        markdown = copy.read_text("utf-8")
        assert_safe(markdown)
        assert plain_text(markdown.split("\n", 1)[0]) == " ".join(str(record["name"]).split())
        assert "## Facts" in markdown and "## How to connect" in markdown
        source = f"<{record['sourceUrl']}>" if str(record["sourceUrl"]).startswith("https://") else ""
        assert source in markdown


def test_what_no_source_states_is_named_in_the_markdown_copy(tiny_site: Path) -> None:
    markdown = (tiny_site / "services" / "hostile-docs" / "index.html.md").read_text("utf-8")
    unknown = "- Not stated by our sources: Protocols, endpoint, authentication, pricing, documentation"
    assert unknown in markdown
    assert not any("evil" in href for href in link_targets(markdown))


def test_llms_txt_says_how_to_search_from_a_shell_only_when_the_build_ships_the_engine() -> None:
    from tests.conftest import TINY_CATALOGUE
    from waypost.catalogue import load
    from waypost.for_agents import agent_files

    records = load(TINY_CATALOGUE).records
    with_engine = agent_files(
        records, "2026-10-20T00:00:00Z", engine_wheel="pyodide/e-0.1.0-py3-none-any.whl"
    )
    text = with_engine["llms.txt"].decode("utf-8")
    assert "- [search_core](pyodide/e-0.1.0-py3-none-any.whl): the search engine" in text
    assert '`python -m search_core --catalogue index.json --request \'{"query": "pdf to markdown"}\'`' in text
    without = agent_files(records, "2026-10-20T00:00:00Z")["llms.txt"].decode("utf-8")
    assert "python -m search_core" not in without and ".whl" not in without


def test_a_catalogue_too_large_to_list_links_its_categories_instead(tiny_site: Path) -> None:
    from tests.conftest import TINY_CATALOGUE
    from waypost.catalogue import load
    from waypost.for_agents import agent_files

    text = agent_files(load(TINY_CATALOGUE).records, "2026-10-20T00:00:00Z", list_limit=3)[
        "llms.txt"
    ].decode()
    targets = link_targets(text)
    assert not any(target.startswith("services/") for target in targets)
    categories = [target for target in targets if target.startswith("category/")]
    assert len(categories) == 4
    for target in categories:
        assert (tiny_site / target).is_file(), target
    assert_safe(text)


def test_optional_settings_read_as_a_list_in_the_markdown_copy() -> None:
    """The Markdown copy names optional settings as the HTML page does, "`A`, `B`", never "`A`,`B`"."""
    from tests.conftest import TINY_CATALOGUE
    from waypost.catalogue import load
    from waypost.for_agents import agent_files

    record = dict(load(TINY_CATALOGUE).records[0])
    env = [{"name": name, "isSecret": False, "isRequired": required} for name, required in
           [("ACME_KEY", True), ("ACME_URL", False), ("ACME_RETRIES", False), ("ACME_DELAY", False)]]
    source = {"url": "https://registry.example/acme.yaml", "checkedAt": "2026-07-08"}
    record["connections"] = [{"kind": "oci", "identifier": "acme/mcp", "transport": "stdio", "env": env,
                              "source": source}]
    path = f"services/{record['slug']}/index.html.md"
    markdown = agent_files([record], "2026-10-20T00:00:00Z")[path].decode()
    line = next(line for line in markdown.splitlines() if line.startswith("Optional settings: "))
    assert line == "Optional settings: `ACME_URL`, `ACME_RETRIES`, `ACME_DELAY`."
    assert plain_text(line) == "Optional settings: ACME_URL, ACME_RETRIES, ACME_DELAY."


def test_llms_txt_says_the_order_catalogue_json_has(tiny_site: Path) -> None:
    """catalogue.json is sorted by slug; llms.txt lists by category: it must not say "in the order above"."""
    text = (tiny_site / "llms.txt").read_text("utf-8")
    slugs = [str(record["slug"]) for record in catalogue_records(tiny_site)]
    listed = [target.split("/")[1] for target in link_targets(text) if target.startswith("services/")]
    assert slugs == sorted(slugs) and listed != slugs, "the tiny catalogue tells the two orders apart"
    assert "- [catalogue.json](catalogue.json): every record as JSON, sorted by slug\n" in text
