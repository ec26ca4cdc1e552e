"""Refresh the committed records' source-owned fields from the snapshots, never touching hand edits.

The JSON records are the catalogue's source of truth and people edit them. The refresh changes only
what the registry snapshots own:

- `connections`: the options read from the record's listings (its primary listing, found by
  `sourceUrl` or, for the MCP Registry seed, `registryName`; plus each other listing of the same
  normalised repository when it is the only one of its source with that repository). Options
  whose `source.url` is not a snapshot listing (added by hand from a provider's page) are kept.
- `registryLifecycle`: set to `deprecated`, with the listing as evidence, when a listing marks the
  service deprecated or archived; never removed (a person may have set it from other evidence).

Everything else (names, descriptions, pricing, docsUrl, auth, endpoint, verification, notes...) is
left byte for byte. Running it twice changes nothing the second time.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import connections as connect
from .dedup import dedup_key, latest_versions
from .entry import SourceEntry
from .mapping import deprecated_lifecycle
from .mcp_registry import REGISTRY_API
from .output import render_record
from .packages import CHECKS_FILE, Checks, read_checks, unusable
from .pipeline import read_all
from .provenance import SNAPSHOTS
from .report import Report
from .urls import normalize_repo_url

Record = dict[str, Any]
OWNED_FIELDS = ("connections", "registryLifecycle")
# What the refresh reads in ../shared/data: the listings that declare connections or lifecycle.
LISTING_FILES = (
    "mcp-registry-seed/seed_2025_05_16.json",
    "docker-mcp-registry/servers.jsonl",
    "toolsdk-mcp-registry/packages.jsonl",
    "awesome-punkpeye/README.md",
    "tensorblock-mcp/docs",
)
SNAPSHOT_PREFIXES = (REGISTRY_API, *(f"{s.repo}/blob/" for s in SNAPSHOTS))


@dataclass(frozen=True)
class Change:
    """One field of one record that the refresh changed."""

    slug: str
    field: str
    before: Any
    after: Any

    def describe(self) -> str:
        if self.field == "connections":
            before, after = len(self.before or []), len(self.after or [])
            return f"{self.slug}: connections: {before} → {after} option(s)"
        status = (self.after or {}).get("status")
        return f"{self.slug}: registryLifecycle: {(self.before or {}).get('status')} → {status}"


@dataclass
class Listings:
    """The snapshot listings, indexed the ways a record can point at them."""

    by_source_url: dict[str, list[SourceEntry]] = field(default_factory=lambda: defaultdict(list))
    by_registry_name: dict[str, list[SourceEntry]] = field(default_factory=lambda: defaultdict(list))
    by_key: dict[str, list[SourceEntry]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def read(cls, data: Path) -> Listings:
        entries, _older = latest_versions(
            read_all("all", [data / f for f in LISTING_FILES], Report(), _quiet)
        )
        listings = cls()
        for entry in sorted(entries, key=lambda e: e.order):
            listings.by_source_url[entry.source_url].append(entry)
            if entry.source == "mcp-registry" and entry.registry_name:
                listings.by_registry_name[entry.registry_name].append(entry)
            listings.by_key[dedup_key(entry)].append(entry)
        return listings

    def primary(self, record: Record) -> SourceEntry | None:
        """The listing the record names as its source, when exactly one matches."""
        found = self.by_source_url.get(str(record.get("sourceUrl")), [])
        if len(found) != 1:
            found = self.by_registry_name.get(str(record.get("registryName")), [])
        return found[0] if len(found) == 1 else None

    def of_record(self, record: Record) -> list[SourceEntry]:
        """The primary listing, then each other listing that is its source's only one for that repository."""
        primary = self.primary(record)
        key = dedup_key(primary) if primary else normalize_repo_url(str(record.get("website") or ""))
        per_source: dict[str, list[SourceEntry]] = defaultdict(list)
        for entry in self.by_key.get(key or "", []):
            per_source[entry.source].append(entry)
        others = [found[0] for found in per_source.values() if len(found) == 1 and found[0] is not primary]
        return ([primary] if primary else []) + sorted(others, key=lambda e: e.order)


def _quiet(_: str) -> None:
    """Swallow the reader's progress lines."""


def from_snapshot(option: Record) -> bool:
    """True for a connection option the refresh owns (read from a snapshot listing)."""
    return str(option.get("source", {}).get("url", "")).startswith(SNAPSHOT_PREFIXES)


def refreshed(record: Record, listings: list[SourceEntry], checks: Checks | None = None) -> Record:
    """The record with its owned fields brought up to date; every other field as it was, in place. A listed
    package that its registry does not have, or has as another project's, is left out (packages.unusable)."""
    by_hand = [o for o in record.get("connections", []) if not from_snapshot(o)]
    listed = [[o for o in e.connections if not unusable(o, record, checks or {})] for e in listings]
    options = connect.merge([*listed, by_hand])
    lifecycle = record.get("registryLifecycle")
    deprecated = deprecated_lifecycle(listings)
    if deprecated:
        lifecycle = deprecated[0]
    updated = {key: value for key, value in record.items() if key not in OWNED_FIELDS}
    if options:
        updated["connections"] = options
    if lifecycle is not None:
        updated["registryLifecycle"] = lifecycle
    return updated


def changes(before: Record, after: Record) -> list[Change]:
    slug = str(before.get("slug"))
    return [
        Change(slug, f, before.get(f), after.get(f)) for f in OWNED_FIELDS if before.get(f) != after.get(f)
    ]


def refresh_directory(services: Path, data: Path, *, write: bool = True) -> list[Change]:
    """Refresh every record file in `services`; rewrite only the files that change."""
    listings = Listings.read(data)
    checks = read_checks(services.parent / CHECKS_FILE)
    found: list[Change] = []
    for path in sorted(services.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        after = refreshed(record, listings.of_record(record), checks)
        record_changes = changes(record, after)
        found += record_changes
        if record_changes and write:
            path.write_bytes(render_record(after))
    return found
