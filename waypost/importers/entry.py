"""The shapes every source parser produces: one `SourceEntry` per listed service, or a `Problem`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass(frozen=True)
class Problem:
    """An entry (or a whole file) that was skipped, with the reason counted in the report."""

    file: str
    locator: str
    reason: str
    message: str

    def __post_init__(self) -> None:
        """Every text encodes as UTF-8: a lone surrogate (a JSON escape, a file name's bad byte) is
        replaced by U+FFFD, so the report and the terminal never fail on a hostile entry."""
        for name in ("file", "locator", "message"):
            text = getattr(self, name)
            if not text.isascii():
                object.__setattr__(self, name, _LONE_SURROGATE.sub("\ufffd", text))

    def render(self) -> str:
        """`file: entry: message` for the console."""
        where = f"{self.file}: {self.locator}" if self.locator else self.file
        return f"{where}: {self.message} [{self.reason}]"


@dataclass
class SourceEntry:
    """One service as a source lists it, already reduced to the facts a record can use."""

    source: str  # format key: mcp-registry, docker, toolsdk, awesome, public-apis
    source_label: str  # human name of the listing, e.g. "the Docker MCP Registry"
    file: str
    locator: str
    name: str
    description: str
    source_url: str
    checked_at: str
    url: str | None = None  # repository (or the listed link): the deduplication key
    url_subdir: str | None = None  # a monorepo's sub-directory, part of the key
    # A sub-directory the source points at without naming it the server's (Docker's Dockerfile folder):
    # used only to keep apart two entries of one source that would otherwise share a key (dedup.merge).
    subdir_hint: str | None = None
    website: str | None = None
    docs_url: str | None = None
    provider: str | None = None
    registry_name: str | None = None
    source_category: str | None = None
    tags: list[str] = field(default_factory=list)
    capabilities: list[str] = field(default_factory=list)
    protocols: list[str] = field(default_factory=list)
    auth: str = "unknown"
    auth_reason: str = ""
    endpoint: str | None = None
    declares_endpoint: bool = True  # False: an MCP registry entry with neither remote nor package
    deprecated: bool = False
    lifecycle_url: str | None = None
    version_group: str | None = None  # entries of one server in several versions share this
    version_rank: tuple[object, ...] = ()
    connections: list[dict[str, Any]] = field(default_factory=list)  # how to connect, as declared
    notes: list[str] = field(default_factory=list)
    rank: int = 50  # source priority when merging duplicates: lower wins
    sequence: int = 0  # position in its file; with the file, breaks ties independently of input order

    @property
    def order(self) -> tuple[int, str, int]:
        """Source priority, then file, then position: the merge order, whatever order files were given in."""
        return (self.rank, self.file, self.sequence)
