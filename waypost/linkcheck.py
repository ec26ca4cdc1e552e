"""Check a built site's links: every internal href/src resolves, nothing outside the site is loaded.

External links are allowed only as plain https links (<a href>) to URLs a record names itself;
anything a page would load (src, <link href>, form actions) must stay inside the site.

    python -m waypost.linkcheck SITE_DIR [CATALOGUE_JSON]
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote, urlsplit

LINK_ATTRIBUTES = {
    ("a", "href"), ("area", "href"), ("link", "href"), ("form", "action"), ("object", "data"),
    ("script", "src"), ("img", "src"), ("iframe", "src"), ("source", "src"), ("video", "src"),
    ("audio", "src"), ("embed", "src"),
}  # fmt: skip
HTTPS_URL = re.compile(r"https://[^\s<>\"'()\[\]]+")


@dataclass(frozen=True)
class Link:
    page: str
    tag: str
    attribute: str
    url: str


class _LinkParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[tuple[str, str, str]] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if (tag, name) in LINK_ATTRIBUTES and value is not None:
                self.links.append((tag, name, value))
            if name == "srcset" and value:
                self.links.extend((tag, name, part.split()[0]) for part in value.split(",") if part.split())


def parse_page(html: str) -> tuple[list[tuple[str, str, str]], set[str]]:
    """The (tag, attribute, url) links of a page and its element ids."""
    parser = _LinkParser()
    parser.feed(html)
    parser.close()
    return parser.links, parser.ids


def record_urls(records: Iterable[dict[str, Any]]) -> set[str]:
    """Every https URL any record names, in a field or in its Markdown."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.update(m.rstrip(".,;:") for m in HTTPS_URL.findall(value))
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for record in records:
        walk(record)
    return found


def resolve(site: Path, page: str, url: str) -> Path | None:
    """The file a relative URL on `page` points to, or None if it goes above the site root."""
    path = unquote(urlsplit(url).path)
    target = PurePosixPath(page).parent / path if path else PurePosixPath(page)
    parts: list[str] = []
    for part in target.parts:
        if part == "..":
            if not parts:
                return None
            parts.pop()
        elif part != ".":
            parts.append(part)
    file = site.joinpath(*parts)
    return file / "index.html" if file.is_dir() or path.endswith("/") else file


NOT_FOUND_PAGE = "404.html"


def check_link(site: Path, link: Link, ids: dict[str, set[str]], allowed: set[str]) -> str | None:
    """Why a link is wrong, or None."""
    split = urlsplit(link.url)
    if split.scheme or link.url.startswith("//"):
        if link.tag != "a" or link.attribute != "href":
            return f"loads from outside the site: {link.url}"
        if split.scheme != "https":
            return f"not an https link: {link.url}"
        if link.url not in allowed:
            return f"external link no record names: {link.url}"
        return None
    url = link.url
    if url.startswith("/") and link.page == NOT_FOUND_PAGE:
        url = url.lstrip("/")  # served at any depth: links from the site path (templates/404.html)
    elif url.startswith("/"):
        return f"root-absolute link (breaks under a sub-path): {link.url}"
    target = resolve(site, link.page, url)
    if target is None:
        return f"goes above the site root: {link.url}"
    if not target.is_file():
        return f"broken link: {link.url}"
    if split.fragment and target.suffix == ".html":
        relative = target.relative_to(site).as_posix()
        if relative in ids and split.fragment not in ids[relative]:
            return f"no element with id {split.fragment!r}: {link.url}"
    return None


def html_pages(site: Path) -> Iterator[Path]:
    yield from sorted(site.rglob("*.html"))


def check_site(site: Path, records: Iterable[dict[str, Any]]) -> list[str]:
    """Every problem of every link in every HTML page, as `page: tag[attribute]: why`."""
    allowed = record_urls(records)
    links: list[Link] = []
    ids: dict[str, set[str]] = {}
    for file in html_pages(site):
        page = file.relative_to(site).as_posix()
        found, ids[page] = parse_page(file.read_text(encoding="utf-8"))
        links.extend(Link(page, tag, attribute, url) for tag, attribute, url in found)
    problems = []
    for link in links:
        why = check_link(site, link, ids, allowed)
        if why:
            problems.append(f"{link.page}: {link.tag}[{link.attribute}]: {why}")
    return problems


def main(argv: list[str]) -> int:
    site = Path(argv[0])
    catalogue = Path(argv[1]) if len(argv) > 1 else site / "catalogue.json"
    records = json.loads(catalogue.read_text(encoding="utf-8"))["services"]
    problems = check_site(site, records)
    for problem in problems:
        print(problem)
    print(f"linkcheck: {sum(1 for _ in html_pages(site))} pages, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
