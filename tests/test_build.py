"""The site build: golden pages for the tiny catalogue, atomic writes, determinism, hostile text.

The golden pages are rendered with a placeholder for partials/search_ui.html (the browser part owns
and tests it), so they change only with our own templates. Regenerate them (only after a deliberate
change to pages or templates) with
    .venv/bin/python tests/test_build.py --regenerate-golden
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.conftest import TINY_CATALOGUE, build_tiny_site, no_runtime  # noqa: E402
from waypost import site  # noqa: E402
from waypost.output_tree import BUILD_MARKER  # noqa: E402
from waypost.writer import Writer, WriterError  # noqa: E402

GOLDEN = ROOT / "tests" / "golden-site"
REGENERATE = ".venv/bin/python tests/test_build.py --regenerate-golden"


def is_golden(relative: str) -> bool:
    """The files the golden copy holds: our rendered pages and exports, not static assets, the index or
    the build marker."""
    return not relative.startswith(("static/", "search/index.json", "pyodide/", BUILD_MARKER))


def snapshot(directory: Path) -> dict[str, bytes]:
    """Every file under a directory as {relative path: bytes}."""
    return {
        p.relative_to(directory).as_posix(): p.read_bytes()
        for p in sorted(directory.rglob("*"))
        if p.is_file()
    }


def golden_files(directory: Path) -> dict[str, bytes]:
    return {path: data for path, data in snapshot(directory).items() if is_golden(path)}


SEARCH_UI_PLACEHOLDER = "<!-- partials/search_ui.html: owned and tested by the browser part -->\n"


def build_golden_site(scratch: Path) -> Path:
    """The tiny site rendered with our templates and a placeholder search UI."""
    from waypost.render import TEMPLATES_DIR

    templates = scratch / "templates"
    shutil.copytree(TEMPLATES_DIR, templates, ignore=shutil.ignore_patterns("static"))
    (templates / "static").mkdir()
    (templates / "partials" / "search_ui.html").write_text(SEARCH_UI_PLACEHOLDER, "utf-8")
    return build_tiny_site(scratch / "site", templates=templates)


def test_golden_pages_match(tmp_path: Path) -> None:
    if not GOLDEN.is_dir():
        pytest.fail(f"no golden copy; create it with: {REGENERATE}")
    built, golden = golden_files(build_golden_site(tmp_path)), golden_files(GOLDEN)
    assert sorted(built) == sorted(golden), f"the set of pages changed; if intended: {REGENERATE}"
    changed = [path for path in built if built[path] != golden[path]]
    assert changed == [], f"pages differ from tests/golden-site; if intended: {REGENERATE}"


def test_two_builds_are_byte_identical(tiny_site: Path, tmp_path: Path) -> None:
    assert snapshot(build_tiny_site(tmp_path / "again")) == snapshot(tiny_site)


def test_the_site_has_every_kind_of_page(tiny_site: Path) -> None:
    files = set(snapshot(tiny_site))
    expected = {
        "index.html", "search/index.html", "404.html", "offline.html", "offline-pages.json", "sitemap.xml",
        "robots.txt", "catalogue.json",
        "schema/service.schema.json", "search/index.json", "static/css/site.css",
        "services/acme-search/index.html", "category/index.html", "category/search/index.html",
        "protocol/index.html", "protocol/mcp/index.html", "pricing/index.html",
        "pricing/usage-based/index.html", "provider/index.html", "provider/acme-labs/index.html",
    }  # fmt: skip
    assert expected <= files


@pytest.mark.parametrize("path", ["static/js/worker.js", "static/js/search-ui.js", "static/css/site.css"])
def test_the_scripts_and_styles_get_precompressed_copies(tiny_site: Path, path: str) -> None:
    import gzip

    import brotli  # type: ignore[import-untyped]

    original = (tiny_site / path).read_bytes()
    assert brotli.decompress((tiny_site / f"{path}.br").read_bytes()) == original
    assert gzip.decompress((tiny_site / f"{path}.gz").read_bytes()) == original


# (page, text that must be on it)
PAGE_CONTENT = [
    ("index.html", 'href="services/acme-search/index.html"'),
    ("index.html", 'id="results"'),
    ("search/index.html", 'id="engine-status"'),
    ("index.html", 'data-root=""'),
    ("search/index.html", '<script type="module" src="../static/js/app.js">'),
    ("services/acme-search/index.html", 'data-root="../../"'),
    ("services/acme-search/index.html", '<a href="../../category/search/index.html">Search</a>'),
    ("services/acme-search/index.html", '<a href="../../protocol/mcp/index.html">MCP</a>'),
    ("services/acme-search/index.html", "Auth: API key"),
    ("services/acme-search/index.html", "Freemium</a>, checked 1 October 2026"),
    ("services/acme-search/index.html", "Listed in a registry"),
    (
        "services/acme-search/index.html",
        'href="https://docs.acme.example/search" rel="nofollow noopener noreferrer"',
    ),
    ("services/acme-search/index.html", "<li>results as JSON</li>"),
    ("services/acme-extract/index.html", "<strong>Deprecated.</strong>"),
    ("services/paywall-browser/index.html", "<strong>Endpoint not declared.</strong>"),
    ("services/paywall-browser/index.html", "Documented by the provider"),
    ("provider/acme-labs/index.html", "Acme Extract"),
    ("provider/acme-labs/index.html", "Acme Search"),
    ("sitemap.xml", "<loc>https://waypost.example/services/acme-search/</loc>"),
    ("robots.txt", "Sitemap: https://waypost.example/sitemap.xml"),
]


@pytest.mark.parametrize(("page", "text"), PAGE_CONTENT)
def test_pages_show_every_fact(tiny_site: Path, page: str, text: str) -> None:
    assert text in (tiny_site / page).read_text("utf-8")


@pytest.mark.parametrize(
    "text",
    ["<dt>Identifier</dt>", "<dt>Featured</dt>", "<dd>Unknown</dd>", ">Unknown<"],
    ids=["identifier", "featured", "unknown-row", "unknown-anywhere"],
)
def test_service_pages_show_no_internal_fields_nor_rows_of_unknown(tiny_site: Path, text: str) -> None:
    for page in sorted((tiny_site / "services").glob("*/index.html")):
        assert text not in page.read_text("utf-8"), page


def test_what_no_source_says_is_named_once(tiny_site: Path) -> None:
    pages = [p.read_text("utf-8") for p in sorted((tiny_site / "services").glob("*/index.html"))]
    assert any("Not stated by our sources" in page for page in pages)
    assert all(page.count("Not stated by our sources") <= 1 for page in pages)


def glance_badges(page: str) -> list[str]:
    """The service page's "Facts at a glance", as plain text, a badge each."""
    badges = re.search(r'<ul class="badges" aria-label="Facts at a glance">(.*?)</ul>', page, re.S)
    assert badges, "no facts at a glance"
    items = re.findall(r"<li[^>]*>(.*?)</li>", badges.group(1))
    return [re.sub(r"<[^>]+>", "", item).strip() for item in items]


def test_facts_at_a_glance_say_unknown_auth_and_pricing_in_the_results_words(tiny_site: Path) -> None:
    """Auth and pricing no source states are said at a glance as the search results say them (they were
    left out, so the glance read as if the page had forgotten them); a known pricing keeps its check date."""
    hostile = (tiny_site / HOSTILE_PAGE).read_text("utf-8")
    expected = ["Documents", "Auth not stated", "Pricing not stated", "Listed in a registry"]
    assert glance_badges(hostile) == expected
    assert '<a href="../../pricing/unknown/index.html">Pricing not stated</a>' in hostile
    known = glance_badges((tiny_site / "services/acme-search/index.html").read_text("utf-8"))
    assert "Auth: API key" in known and "Pricing: Freemium, checked 1 October 2026" in known


def side_by_side_rows(page: str) -> list[list[str]]:
    """The cells of a group page's side-by-side table, as plain text, a row per service."""
    body = re.search(r"<tbody>(.*?)</tbody>", page, re.S)
    assert body, "no side-by-side table"
    rows = re.findall(r"<tr>(.*?)</tr>", body.group(1), re.S)
    cells = [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S) for row in rows]
    return [[" ".join(re.sub(r"<[^>]+>", " ", cell).split()) for cell in row] for row in cells]


def test_a_group_page_compares_its_services_side_by_side(tiny_site: Path) -> None:
    page = (tiny_site / "provider" / "acme-labs" / "index.html").read_text("utf-8")
    assert '2 services from Acme Labs. <a href="#side-by-side">Compare them side by side</a>.' in page
    assert side_by_side_rows(page) == [
        # service and provider, authentication, pricing, how to connect, protocols, verification
        ["Acme Extract Acme Labs Deprecated", "OAuth",
         "Usage-based (checked 15 September 2026) : Charged per page fetched.", "Not stated", "REST",
         "Listed in a registry"],
        ["Acme Search Acme Labs", "API key",
         "Freemium (checked 1 October 2026) : A free monthly allowance, then paid plans.", "Hosted",
         "MCP, REST", "Listed in a registry"],
    ]  # fmt: skip


LANDMARK_TAGS = {"nav": "navigation", "aside": "complementary", "main": "main", "section": "region"}
LANDMARK_ROLES = {"region", "navigation", "complementary", "main", "form", "search"}


def landmarks(page: str) -> list[tuple[str, str]]:
    """(role, name) of the page's named landmarks: their aria-label, or the text aria-labelledby names."""
    from html.parser import HTMLParser

    found: list[tuple[str, str, str]] = []  # role, aria-label, aria-labelledby
    texts: dict[str, list[str]] = {}
    open_ids: list[tuple[str, str]] = []  # (tag, id) of the elements with an id still open

    class Parser(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            a = {name: value or "" for name, value in attrs}
            role = a.get("role") or LANDMARK_TAGS.get(tag)
            if role in LANDMARK_ROLES and ("aria-label" in a or "aria-labelledby" in a):
                found.append((role, a.get("aria-label", ""), a.get("aria-labelledby", "")))
            if "id" in a and tag not in ("input", "img", "br", "hr", "meta", "link"):  # void: no text
                texts[a["id"]] = []
                open_ids.append((tag, a["id"]))

        def handle_endtag(self, tag: str) -> None:
            if open_ids and open_ids[-1][0] == tag:
                open_ids.pop()

        def handle_data(self, data: str) -> None:
            for _, ident in open_ids:
                texts[ident].append(data)

    Parser().feed(page)
    return [
        (role, label or " ".join(" ".join("".join(texts.get(i, [])) for i in labelledby.split()).split()))
        for role, label, labelledby in found
    ]


def test_no_two_pages_share_a_title(tiny_site: Path) -> None:
    """A tab, a bookmark, the history and a screen reader's first words tell every page apart: the search
    page and the Search category, a provider and its service of the same name."""
    titles: dict[str, list[str]] = {}
    for path in sorted(tiny_site.rglob("*.html")):
        match = re.search(r"<title>(.*?)</title>", path.read_text("utf-8"))
        assert match, path
        titles.setdefault(match.group(1), []).append(str(path.relative_to(tiny_site)))
    shared = {title: paths for title, paths in titles.items() if len(paths) > 1}
    assert shared == {}
    assert titles["Category: Search · Waypost"] == ["category/search/index.html"]
    assert titles["Pricing: Freemium · Waypost"] == ["pricing/freemium/index.html"]


def test_no_two_landmarks_of_a_page_share_a_name(tiny_site: Path) -> None:
    """A screen reader's landmark list tells every region apart ("Side by side" and its scrolling table)."""
    pages = sorted(tiny_site.rglob("*.html"))
    assert len(pages) > 10
    for path in pages:
        named = landmarks(path.read_text("utf-8"))
        assert all(name for _, name in named), (path, named)
        assert len(set(named)) == len(named), (path, named)
    table = landmarks((tiny_site / "provider" / "acme-labs" / "index.html").read_text("utf-8"))
    assert ("region", "Side by side") in table
    assert ("region", "Side by side table, scrolls sideways") in table


def render_group(group: Any, compare_limit: int) -> str:
    """A category page of `group` rendered alone."""
    from waypost import pages
    from waypost.render import make_environment, render

    context = {"root": "../../", "path": group.path, "title": group.label, "description": ""}
    return render(
        make_environment(), "group.html",
        {**context, "facet": pages.FACETS[0], "group": group, "compare_limit": compare_limit},
    )  # fmt: skip


def tiny_group(*slugs: str) -> Any:
    """A "Search" category group of the tiny catalogue's records `slugs`."""
    from waypost import pages

    records = [
        pages.safe_for_pages(json.loads((TINY_CATALOGUE / "services" / f"{slug}.json").read_text("utf-8")))
        for slug in slugs
    ]
    return pages.Group("category", "search", "search", "Search", records)


def test_what_no_source_says_reads_not_stated_in_the_table() -> None:
    from waypost import pages

    group = tiny_group("acme-search", "hostile-docs")
    page = render_group(group, pages.COMPARE_LIMIT)
    hostile = side_by_side_rows(page)[1]
    assert hostile == [  # the name's markup stays text: escaped
        "Hostile &lt;b&gt;Docs&lt;/b&gt; Mallory &amp; Sons &#34;Ltd&#34;",
        "Not stated", "Not stated", "Not stated", "Not stated", "Listed in a registry",
    ]  # fmt: skip


SECRET_OPTION = {
    "kind": "pypi",
    "identifier": "acme-mcp",
    "env": [
        {"name": "ACME_PASSWORD", "isSecret": True, "isRequired": True},
        {"name": "ACME_USER", "isSecret": False, "isRequired": True},
        {"name": "ACME_TOKEN", "isSecret": None, "isRequired": None},  # the source does not say
    ],
    "source": {"url": "https://registry.example/acme", "checkedAt": "2026-10-01"},
}


def test_a_secret_a_listing_requires_is_said_where_no_auth_scheme_is() -> None:
    from waypost import pages
    from waypost.render import not_stated, required_secrets

    group = tiny_group("acme-search", "hostile-docs")
    hostile = group.services[1]
    assert "authentication" in not_stated(hostile)
    hostile["connections"] = [SECRET_OPTION]
    assert required_secrets(hostile) == ["ACME_PASSWORD"]
    assert "authentication" not in not_stated(hostile)
    assert side_by_side_rows(render_group(group, pages.COMPARE_LIMIT))[1][1] == "A secret, scheme not stated"


def test_a_group_too_large_to_compare_points_to_the_search_instead() -> None:
    page = render_group(tiny_group("acme-search", "acme-extract", "hostile-docs"), compare_limit=2)
    assert "side-by-side" not in page
    assert '<a href="../../search/index.html?category=search">search within Search</a>' in page


def rendered_service_page(slug: str, same_category: tuple[str, ...]) -> str:
    """The service page of `slug` when the tiny records `same_category` are all "search" services."""
    from waypost import pages
    from waypost.render import make_environment, render

    records = []
    for path in sorted((TINY_CATALOGUE / "services").glob("*.json")):
        record = json.loads(path.read_text("utf-8"))
        if record["slug"] in same_category:
            record["category"] = "search"
        records.append(record)
    found = next(p for p in pages.all_pages(records, "2026-10-20") if p.path == f"services/{slug}/index.html")
    return render(make_environment(), found.template, found.context)


def test_a_service_page_points_to_its_category_side_by_side() -> None:
    page = rendered_service_page("acme-search", ("acme-search", "acme-extract", "hostile-docs"))
    link = '<a href="../../category/search/index.html#side-by-side">Compare it side by side</a>'
    assert f"{link} with the other 2 Search services" in page
    alone = rendered_service_page("acme-search", ("acme-search",))
    assert "compare-peers" not in alone


def test_a_service_in_a_category_too_large_to_compare_points_to_the_search(monkeypatch: Any) -> None:
    from waypost import pages

    monkeypatch.setattr(pages, "COMPARE_LIMIT", 2)
    page = rendered_service_page("acme-search", ("acme-search", "acme-extract", "hostile-docs"))
    assert "side-by-side" not in page
    assert '<a href="../../search/index.html?category=search">search within Search</a>' in page


def test_a_group_of_one_service_has_no_table(tiny_site: Path) -> None:
    page = (tiny_site / "provider" / "paywall-co" / "index.html").read_text("utf-8")
    assert "1 service from Paywall Co." in page
    assert "side-by-side" not in page


def test_the_home_page_lists_featured_services_not_every_service(tiny_site: Path) -> None:
    home = (tiny_site / "index.html").read_text("utf-8")
    records = json.loads((tiny_site / "catalogue.json").read_text("utf-8"))["services"]
    for record in records:
        link = f'href="services/{record["slug"]}/index.html"'
        assert (link in home) is bool(record.get("featured")), record["slug"]


HOSTILE_PAGE = "services/hostile-docs/index.html"


@pytest.mark.parametrize(
    "forbidden",
    [
        "<script>alert",
        "<b>Docs</b>",
        "javascript:",
        "data:text/html",
        "<iframe",
        "<div onclick",
        "tracker.example",
    ],
)
def test_hostile_text_is_escaped_or_removed(tiny_site: Path, forbidden: str) -> None:
    assert forbidden not in (tiny_site / HOSTILE_PAGE).read_text("utf-8")


@pytest.mark.parametrize(
    "escaped",
    [
        "Hostile &lt;b&gt;Docs&lt;/b&gt;",
        "&lt;script&gt;alert(&#39;tagline&#39;)&lt;/script&gt;",
        "<h3>Big heading</h3>",
    ],
)
def test_hostile_text_is_shown_as_text(tiny_site: Path, escaped: str) -> None:
    assert escaped in (tiny_site / HOSTILE_PAGE).read_text("utf-8")


def test_catalogue_export_holds_every_record(tiny_site: Path) -> None:
    exported = json.loads((tiny_site / "catalogue.json").read_text("utf-8"))
    records = [json.loads(p.read_text("utf-8")) for p in sorted((TINY_CATALOGUE / "services").glob("*.json"))]
    assert exported["services"] == records and exported["count"] == len(records)


def test_sitemap_uses_the_base_url_and_pages_stay_relative(tmp_path: Path) -> None:
    out = build_tiny_site(tmp_path / "sub", base_url="https://example.org/tools/waypost")
    assert "<loc>https://example.org/tools/waypost/protocol/x402/</loc>" in (out / "sitemap.xml").read_text()
    assert "example.org" not in (out / "index.html").read_text()
    not_found = (out / "404.html").read_text()  # served at any depth: links from the site's own path
    assert "<base" not in not_found and 'href="/tools/waypost/search/index.html"' in not_found
    assert 'data-root="/tools/waypost/"' in not_found
    assert "<base" not in (out / "services" / "acme-search" / "index.html").read_text()


def test_sitemap_is_well_formed_and_lists_every_page_but_404(tiny_site: Path) -> None:
    tree = ElementTree.parse(tiny_site / "sitemap.xml")
    locs = [e.text for e in tree.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    pages = sorted(p.relative_to(tiny_site).as_posix() for p in tiny_site.rglob("*.html"))
    listed = [p for p in pages if p not in ("404.html", "offline.html")]
    expected = ["https://waypost.example/" + p.removesuffix("index.html") for p in listed]
    assert sorted(locs) == sorted(expected)


def select_options(page: str, name: str) -> list[str]:
    """The values a <select name=...> of the page offers (the empty "Any" left out)."""
    select = re.search(rf'<select[^>]*name="{name}"[^>]*>(.*?)</select>', page, re.S)
    assert select, name
    return [value for value in re.findall(r'<option value="([^"]*)"', select.group(1)) if value]


def test_a_value_no_service_has_gets_no_page_no_link_and_no_option(tiny_site: Path) -> None:
    """The tiny catalogue has no "data" service and no "free" or "subscription" one: no page lists nothing,
    nothing links there, the sitemap leaves them out and the search form does not offer them."""
    empty = ["category/data/", "pricing/free/", "pricing/subscription/"]
    for path in empty:
        assert not (tiny_site / path).exists(), path
    html = {p.relative_to(tiny_site).as_posix(): p.read_text("utf-8") for p in tiny_site.rglob("*.html")}
    for name, page in html.items():
        assert not any(f"{path}index.html" in page for path in empty), name
    assert not any(path in (tiny_site / "sitemap.xml").read_text("utf-8") for path in empty)
    assert "(0 services)" not in html["category/index.html"] + html["pricing/index.html"]
    for form in ("index.html", "search/index.html"):
        assert select_options(html[form], "category") == ["search", "extraction", "browser", "documents"]
        assert select_options(html[form], "protocol") == ["MCP", "REST", "x402"]
        assert select_options(html[form], "pricing") == ["freemium", "usage-based", "unknown"]


def test_a_protocol_no_service_speaks_is_left_out(tmp_path: Path) -> None:
    """Without its one x402 service, the tiny site has no x402 page, index entry, link or option."""
    from waypost import pages
    from waypost.render import make_environment, render

    records = [
        json.loads(path.read_text("utf-8"))
        for path in sorted((TINY_CATALOGUE / "services").glob("*.json"))
        if path.stem != "paywall-browser"
    ]
    built = pages.all_pages(records, "2026-10-20")
    assert "protocol/x402/index.html" not in {p.path for p in built}
    env = make_environment()
    html = {p.path: render(env, p.template, p.context) for p in built}
    assert not any("x402/index.html" in page for page in html.values())
    assert "x402" not in html["protocol/index.html"]
    assert select_options(html["search/index.html"], "protocol") == ["MCP", "REST"]
    assert "protocol/x402" not in site.sitemap(built, "https://waypost.example/").decode()


def test_providers_differing_only_in_case_share_one_page(tmp_path: Path) -> None:
    catalogue = tmp_path / "catalogue"
    shutil.copytree(TINY_CATALOGUE, catalogue)
    record = catalogue / "services" / "acme-extract.json"
    record.write_text(record.read_text("utf-8").replace('"Acme Labs"', '"ACME Labs"'), "utf-8")
    out = tmp_path / "site"
    site.build(catalogue, out, "https://x.example/", spec_dir=None, runtime_files=no_runtime, log=print)
    page = (out / "services" / "acme-extract" / "index.html").read_text("utf-8")
    assert '<a href="../../provider/acme-labs/index.html">ACME Labs</a>' in page
    assert sorted(p.name for p in (out / "provider").iterdir()) == [
        "acme-labs", "index.html", "mallory-sons-ltd", "paywall-co",
    ]  # fmt: skip


def broken_catalogue(tmp_path: Path) -> Path:
    broken = tmp_path / "broken"
    shutil.copytree(TINY_CATALOGUE, broken)
    record = broken / "services" / "acme-search.json"
    record.write_text(
        record.read_text("utf-8").replace('"category": "search"', '"category": "weather"'), "utf-8"
    )
    return broken


def test_a_broken_catalogue_leaves_the_old_site_byte_identical(tiny_site: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    shutil.copytree(tiny_site, out)
    before = snapshot(out)
    with pytest.raises(site.BuildError) as failure:
        site.build(
            broken_catalogue(tmp_path), out, "https://waypost.example/", runtime_files=no_runtime, log=print
        )
    assert any(p.rule == "schema:enum" for p in failure.value.report.errors)
    assert snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken", "site"]  # no temp dir left behind


def test_a_failure_while_gathering_leaves_the_old_site_byte_identical(
    tiny_site: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    shutil.copytree(tiny_site, out)
    before = snapshot(out)
    with pytest.raises(WriterError, match=r"index\.html is written twice"):
        site.build(
            TINY_CATALOGUE, out, "https://x.example/", runtime_files=lambda _: {"index.html": b"x"}, log=print
        )
    assert snapshot(out) == before


def test_the_command_exits_1_and_writes_nothing_on_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = argparse.Namespace(
        catalogue=broken_catalogue(tmp_path), out=tmp_path / "out", base_url="https://x.example/"
    )
    args.strict = False
    assert site.main(args) == 1
    assert "acme-search.json:/category: " in capsys.readouterr().out
    assert not (tmp_path / "out").exists()


def test_strict_builds_fail_on_warnings(tmp_path: Path) -> None:
    with pytest.raises(site.BuildError) as failure:
        site.build(
            TINY_CATALOGUE, tmp_path / "out", "https://x.example/", strict=True, runtime_files=no_runtime
        )
    assert {p.rule for p in failure.value.report.warnings} == {"docs-missing", "all-unknown"}
    assert not (tmp_path / "out").exists()


def test_runtime_files_are_added_to_the_site(tmp_path: Path) -> None:
    seen: list[bytes] = []

    def fake_runtime(index: bytes) -> dict[str, bytes]:
        seen.append(index)
        return {"pyodide/marker.txt": b"runtime"}

    out = tmp_path / "site"
    site.build(
        TINY_CATALOGUE, out, "https://x.example/", spec_dir=None, runtime_files=fake_runtime, log=print
    )
    assert (out / "pyodide" / "marker.txt").read_bytes() == b"runtime"
    assert seen == [(out / "search" / "index.json").read_bytes()]


def test_source_date_epoch_is_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert site.source_date_epoch() == 1700000000
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert site.source_date_epoch() is None


# --- the Writer ----------------------------------------------------------------------------------


def test_writer_refuses_a_path_twice() -> None:
    writer = Writer()
    writer.add("a/index.html", "one")
    with pytest.raises(WriterError, match="written twice"):
        writer.add("a/index.html", b"two")


@pytest.mark.parametrize("path", ["", "/etc/passwd", "../up", "a/../b", "a//b", "./a", "a\\b", "a/"])
def test_writer_refuses_paths_outside_the_site(path: str) -> None:
    with pytest.raises(WriterError):
        Writer().add(path, b"x")


def test_writer_replaces_the_whole_output(tmp_path: Path) -> None:
    out = tmp_path / "out"
    (out / "old").mkdir(parents=True)
    (out / "old" / "stale.html").write_text("stale")
    (out / BUILD_MARKER).write_text("an earlier build")
    writer = Writer()
    writer.add("new/index.html", "fresh")
    summary = writer.write(out)
    assert snapshot(out) == {"new/index.html": b"fresh", BUILD_MARKER: (out / BUILD_MARKER).read_bytes()}
    assert (summary.files, summary.bytes) == (1, 5)
    assert [p.name for p in tmp_path.iterdir() if p.name != os.readlink(out)] == ["out"]


@pytest.mark.parametrize("target", ["cwd", "protected", "parent-of-protected"])
def test_writer_never_replaces_sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str) -> None:
    protected = tmp_path / "project" / "catalogue"
    protected.mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    out = {"cwd": tmp_path, "protected": protected, "parent-of-protected": protected.parent}[target]
    writer = Writer()
    writer.add("index.html", "x")
    with pytest.raises(WriterError, match="refusing"):
        writer.write(out, protected=[protected])


def regenerate_golden() -> None:
    """Rebuild tests/golden-site from the tiny catalogue (pages and exports only)."""
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        files = golden_files(build_golden_site(Path(scratch)))
    # A plain committed folder, not a build output (no version link, no marker): written file by file.
    shutil.rmtree(GOLDEN, ignore_errors=True)
    for relative, data in sorted(files.items()):
        target = GOLDEN / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    size = sum(len(data) for data in files.values())
    print(f"golden: {len(files)} files, {size:,} bytes → {GOLDEN.relative_to(ROOT)}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate-golden"]:
        sys.exit(__doc__)
    regenerate_golden()
