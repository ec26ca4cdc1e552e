"""public-apis README: `| [Name](url) | Description | Auth | HTTPS | CORS |` rows under `### Category`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from .entry import Problem, SourceEntry
from .provenance import FileOrigin, origin_of
from .reading import read_text
from .urls import provider_host

SOURCE = "public-apis"
RANK = 60
HEADING = re.compile(r"^###\s+(.*)")  # the text is stripped in code: `(.*?)\s*$` cost quadratic time
ROW = re.compile(r"^\|\s*\[([^\]]+)\]\(([^)\s]+)\s*\)\s*\|(.*)$")
AUTH = {
    "apikey": ("api-key", "the Auth column says `apiKey`"),
    "x-mashape-key": ("api-key", "the Auth column says `X-Mashape-Key`"),
    "oauth": ("oauth", "the Auth column says `OAuth`"),
    "no": ("none", "the Auth column says `No`"),
}
Item = SourceEntry | Problem


def looks_like(text: str) -> bool:
    """A Markdown table with the Auth / HTTPS / CORS columns."""
    return bool(re.search(r"^\|?\s*API\s*\|\s*Description\s*\|\s*Auth\s*\|\s*HTTPS\s*\|\s*CORS", text, re.M))


def parse(path: Path) -> Iterator[Item]:
    """Every API row of the categorised index."""
    text = read_text(path)
    if isinstance(text, Problem):
        yield text
        return
    origin = origin_of(path)
    category: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        heading = HEADING.match(line)
        if heading:
            category = heading.group(1).strip()
            continue
        if line.startswith("#"):
            category = None
            continue
        match = ROW.match(line)
        if match and category:
            yield _entry(origin, number, category, match)


def _entry(origin: FileOrigin, number: int, category: str, match: re.Match[str]) -> Item:
    name, link = match.group(1).strip(), match.group(2).strip()
    cells = [c.strip() for c in match.group(3).split("|")]
    locator = f"line {number} ({name})"
    if len(cells) < 4:
        return Problem(str(origin.path), locator, "wrong-shape", "row has fewer than five columns")
    description, auth_cell, https_cell = cells[0], cells[1].strip("`").lower(), cells[2].lower()
    auth, reason = AUTH.get(auth_cell, ("unknown", ""))
    return SourceEntry(
        source=SOURCE,
        source_label="public-apis",
        file=str(origin.path),
        locator=locator,
        name=name,
        description=description,
        source_url=origin.listing_url(line=number) or "",
        checked_at=origin.date,
        url=link,
        website=link if link.startswith("https://") else None,
        provider=provider_host(link),
        source_category=category,
        tags=["rest api"] + (["cors"] if cells[3].lower() == "yes" else []),
        protocols=["REST"],
        auth=auth,
        auth_reason=f"Auth `{auth}`: {reason}." if reason else "",
        notes=[] if https_cell == "yes" else ["The source says the API is not served over HTTPS."],
        rank=RANK,
    )
