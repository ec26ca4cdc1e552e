"""Which pages the site has: every page as (path, template, context), with relative links via `root`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from waypost import connect
from waypost.render import (
    CATEGORY_LABELS,
    PRICING_LABELS,
    PROTOCOL_LABELS,
    slugify,
)

Record = dict[str, Any]
# The renderer's own rules, whatever schema validated the data: pages link only to https URLs and a
# colour goes into a style attribute only as #rrggbb. Anything else is left out of the pages.
HTTPS_URL = re.compile(r"https://[^\s/?#\"'<>\\]+[^\s\"'<>\\]*")
HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
DEFAULT_COLOUR = "#6b7280"
URL_PATHS = (
    ("website",),
    ("docsUrl",),
    ("endpoint",),
    ("pricing", "url"),
    ("sourceUrl",),
    ("registryLifecycle", "evidence", "url"),
)


def https_or_none(value: object) -> str | None:
    """The value when it is an https URL, else None (the page then shows no link)."""
    return value if isinstance(value, str) and HTTPS_URL.fullmatch(value) else None


def safe_for_pages(record: Record) -> Record:
    """A copy of the record whose URLs are https or None and whose colour is #rrggbb."""
    safe = dict(record)
    for path in URL_PATHS:
        node = safe
        for part in path[:-1]:
            if not isinstance(node.get(part), dict):
                break
            node[part] = node = dict(node[part])
        else:
            if path[-1] in node:
                node[path[-1]] = https_or_none(node[path[-1]])
    colour = safe.get("color")
    safe["color"] = colour if isinstance(colour, str) and HEX_COLOUR.fullmatch(colour) else DEFAULT_COLOUR
    return safe


@dataclass(frozen=True)
class Page:
    """One HTML page: where it goes, which template renders it, and with what."""

    path: str
    template: str
    context: dict[str, Any]


@dataclass
class Group:
    """Services sharing one value of one facet: a category, protocol, pricing model or provider."""

    kind: str
    value: str
    slug: str
    label: str
    services: list[Record] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"{self.kind}/{self.slug}/index.html"


@dataclass(frozen=True)
class Facet:
    """How to group services by one field, and how to name that grouping."""

    kind: str
    title: str
    intro: str
    values_of: Callable[[Record], list[str]]
    fixed: dict[str, str] | None  # every value with its label, or None when values come from the records
    slug_of: Callable[[str], str]


FACETS = (
    Facet(
        "category", "Categories", "What the services do.",
        lambda r: [r["category"]], CATEGORY_LABELS, lambda v: v,
    ),
    Facet(
        "protocol", "Protocols", "How an agent talks to the services. A service may speak several.",
        lambda r: list(r["protocols"]), PROTOCOL_LABELS, lambda v: v.lower(),
    ),
    Facet(
        "pricing", "Pricing models", "How the services charge, as the pages we read said when checked.",
        lambda r: [r["pricing"]["model"]], PRICING_LABELS, lambda v: v,
    ),
    Facet(
        "provider", "Providers", "Who runs the services.",
        lambda r: [r["provider"]], None, slugify,
    ),
)  # fmt: skip


def root_for(path: str) -> str:
    """The relative prefix from a page back to the site root: 'a/b/index.html' → '../../'."""
    return "../" * path.count("/")


def url_for(path: str) -> str:
    """The public URL path of a page: 'a/index.html' → 'a/', 'index.html' → ''."""
    return path.removesuffix("index.html")


def group_services(facet: Facet, records: list[Record]) -> list[Group]:
    """The groups of one facet: fixed values in their order, or providers sorted by name. A value no
    service has (a protocol of the schema no record speaks) gets no group: no page, no link, no option
    in the search form, rather than a page that lists nothing."""
    groups: dict[str, Group] = {}
    if facet.fixed is not None:
        for value, text in facet.fixed.items():
            groups[facet.slug_of(value)] = Group(facet.kind, value, facet.slug_of(value), text)
    for record in records:
        for value in facet.values_of(record):
            slug = facet.slug_of(value)
            group = groups.setdefault(slug, Group(facet.kind, value, slug, value))
            group.services.append(record)
    ordered = [group for group in groups.values() if group.services]
    if facet.fixed is None:
        ordered.sort(key=lambda g: (g.label.casefold(), g.slug))
    return ordered


def filter_options(grouped: dict[str, list[Group]]) -> dict[str, list[tuple[str, str]]]:
    """(value, label) of the search form's filters: the values some service has, as the browse pages."""
    return {
        name: [(g.value, g.label) for g in grouped[kind]]
        for name, kind in (("categories", "category"), ("protocols", "protocol"), ("pricing", "pricing"))
    }


def group_links(facet: Facet, groups: list[Group], records: list[Record]) -> dict[str, str]:
    """Value → group page, for every value a record uses ('ACME' and 'Acme' share one page)."""
    paths = {g.slug: g.path for g in groups}
    links = {g.value: g.path for g in groups}
    for record in records:
        links.update({v: paths[facet.slug_of(v)] for v in facet.values_of(record)})
    return links


def service_path(record: Record) -> str:
    return f"services/{record['slug']}/index.html"


def page(path: str, template: str, title: str, description: str, **context: Any) -> Page:
    shared = {"root": root_for(path), "path": path, "title": title, "description": description}
    return Page(path, template, {**shared, **context})


def service_pages(
    records: list[Record], links: dict[str, dict[str, str]], category_sizes: dict[str, int]
) -> list[Page]:
    return [
        page(
            service_path(r),
            "service.html",
            r["name"],
            r["tagline"],
            service=r,
            links=links,
            connect_options=connect.options_for(r),
            undeclared_endpoint=connect.undeclared_endpoint(r),
            category_peers=category_sizes[r["category"]] - 1,
            compare_limit=COMPARE_LIMIT,
        )
        for r in records
    ]


# A group page compares its services side by side up to this many: a table of thousands of rows (a
# 10,000-service catalogue's "Data" page) would be megabytes of HTML that nobody reads row by row.
COMPARE_LIMIT = 100


def facet_pages(facet: Facet, groups: list[Group]) -> list[Page]:
    """The index page of a facet and one page per group."""
    index = page(
        f"{facet.kind}/index.html", "groups.html", facet.title, facet.intro, facet=facet, groups=groups
    )
    # The title names the grouping ("Category: Search", "Provider: Firecrawl"): alone, the label would be
    # the title of the search page, or of the provider's service of the same name (the h1 stays the label).
    return [index] + [
        page(
            g.path, "group.html", f"{facet.kind.capitalize()}: {g.label}", f"{facet.title}: {g.label}",
            facet=facet, group=g, compare_limit=COMPARE_LIMIT,
        )
        for g in groups
    ]  # fmt: skip


def all_pages(records: list[Record], generated_at: str, base_url: str = "/") -> list[Page]:
    """Every HTML page of the site, in a fixed order."""
    records = [safe_for_pages(record) for record in records]
    grouped = {f.kind: group_services(f, records) for f in FACETS}
    links = {f.kind: group_links(f, grouped[f.kind], records) for f in FACETS}
    intro = "A catalogue of services AI agents can use, with every fact traced to a dated public source."
    facets = filter_options(grouped)  # the search box's filters (partials/search_ui.html)
    pages = [
        page("index.html", "home.html", "Services for AI agents", intro,
             services=records, groups=grouped, links=links, generated_at=generated_at, facets=facets),
        page("search/index.html", "search.html", "Search", "Search the Waypost catalogue in your browser.",
             facets=facets),
        *service_pages(records, links, {g.value: len(g.services) for g in grouped["category"]}),
    ]  # fmt: skip
    for facet in FACETS:
        pages.extend(facet_pages(facet, grouped[facet.kind]))
    base_path = urlsplit(base_url).path or "/"
    pages.append(
        page("404.html", "404.html", "Page not found", "This page does not exist.", root=base_path)
    )
    pages.append(
        page("offline.html", "offline.html", "You are offline", "This page was not saved for offline use.",
             groups=grouped)
    )  # fmt: skip
    return pages
