"""Awesome-list Markdown: `- [name](url): description` (TensorBlock docs/*.md) or
`- [name](url) 🐍 ☁️ - description` with an emoji legend (punkpeye README.md).

An entry's category is the nearest heading above it. Sections that list no servers (clients,
tutorials, community, legend, tips) are not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from .entry import Problem, SourceEntry
from .provenance import FileOrigin, origin_of
from .reading import read_text
from .urls import github_owner, host_name, https_or_none

SOURCE = "awesome"
RANK = 40
# Linear-cost patterns: the closing hashes and spaces of a heading are stripped in code (the pattern
# `(.*?)\s*#*\s*$` cost cubic time on a heading followed by many spaces), a tag stops at the next `<`.
HEADING = re.compile(r"(#{1,6})\s+(.*)")
ENTRY = re.compile(r"^\s{0,3}[-*]\s+\[([^\]]+)\]\(([^)\s]+)\)\s*(.*)$")
TAG = re.compile(r"<[^<>]+>")
LEGEND_DASH = re.compile(r"[-–—](?=\s)")
NOT_SERVERS = {
    "clients",
    "tutorials",
    "community",
    "legend",
    "what is mcp",
    "tips and tricks",
    "star history",
    "contents",
    "table of contents",
    "server implementations",
    "contributing",
    "license",
}
LEGEND = {
    "🎖": "official",
    "🐍": "python",
    "📇": "typescript",
    "🏎": "go",
    "🦀": "rust",
    "#️⃣": "csharp",
    "☕": "java",
    "🌊": "c++",
    "💎": "ruby",
    "☁": "cloud",
    "🏠": "local",
    "📟": "embedded",
    "🍎": "macos",
    "🪟": "windows",
    "🐧": "linux",
}
Item = SourceEntry | Problem


def looks_like(text: str) -> bool:
    """Markdown with at least one `- [name](https://...)` entry."""
    return any(ENTRY.match(line) and "](http" in line for line in text.splitlines())


def heading_of(line: str) -> tuple[int, str] | None:
    """(level, text) of an ATX heading line (`## Title ##` → (2, "Title")), or None."""
    match = HEADING.fullmatch(line)
    if match is None:
        return None
    return len(match.group(1)), match.group(2).rstrip().rstrip("#").rstrip()


def heading_text(raw: str) -> str:
    """`🔎 <a name="search"></a>Search & Data Extraction` -> `Search & Data Extraction`."""
    text = TAG.sub("", raw)
    text = re.sub(r"^[^\w(]+", "", text)
    return text.strip()


def split_rest(rest: str) -> tuple[list[str], str]:
    """(legend marks, description) from what follows the link."""
    rest = rest.strip()
    if rest.startswith(":"):
        return [], rest[1:].strip()
    legend = ""
    dash = LEGEND_DASH.search(rest)  # the first dash followed by a space ends the legend marks
    if dash and not re.search(r"[A-Za-z0-9]", rest[: dash.start()]):
        legend, rest = rest[: dash.start()].rstrip(), rest[dash.end() :].lstrip()
    lead = re.match(r"^[^A-Za-z0-9`\[(\"']+", rest)
    if lead:
        legend += lead.group(0)
        rest = rest[lead.end() :]
    marks = [word for mark, word in LEGEND.items() if mark in legend]
    return marks, rest.strip()


def parse(path: Path) -> Iterator[Item]:
    """Every list entry with a link under a server section."""
    text = read_text(path)
    if isinstance(text, Problem):
        yield text
        return
    origin = origin_of(path)
    label = origin.snapshot.label if origin.snapshot else f"the awesome list {path.name}"
    category: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        heading = heading_of(line)
        if heading:
            level, words = heading
            category = heading_text(words) if level >= 2 else None
            continue
        match = ENTRY.match(line)
        if not match or category is None or category.lower().replace("&", "and") in NOT_SERVERS:
            continue
        yield _entry(origin, label, number, category, match)


def _entry(origin: FileOrigin, label: str, number: int, category: str, match: re.Match[str]) -> Item:
    name, link, rest = match.group(1).strip(), match.group(2).strip(), match.group(3)
    locator = f"line {number} ({name})"
    if link.startswith("#"):
        return Problem(str(origin.path), locator, "not-a-service", "link points inside the document")
    marks, description = split_rest(rest)
    url = https_or_none(link) or (link if link.startswith("http://") else None)
    if url is None:
        return Problem(str(origin.path), locator, "no-url", f"link `{link}` is not a web address")
    official = "official" in marks
    return SourceEntry(
        source=SOURCE,
        source_label=label,
        file=str(origin.path),
        locator=locator,
        name=name,
        description=description,
        source_url=origin.listing_url(line=number) or https_or_none(link) or "",
        checked_at=origin.date,
        url=url,
        provider=github_owner(url) or host_name(url),
        source_category=category,
        tags=[m for m in marks if m != "official"],
        protocols=["MCP"],
        notes=["The list marks it as an official implementation."] if official else [],
        rank=RANK + (0 if "punkpeye" in label else 1),
    )
