"""Keep the latest version of each registry server, then merge listings of the same repository."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from .entry import SourceEntry
from .text import slugify
from .urls import normalize_repo_url


@dataclass
class Group:
    """All listings of one service: `entries[0]` is the primary (highest-priority source)."""

    key: str
    entries: list[SourceEntry]

    @property
    def primary(self) -> SourceEntry:
        return self.entries[0]


def latest_versions(entries: Iterable[SourceEntry]) -> tuple[list[SourceEntry], list[SourceEntry]]:
    """(kept, dropped): of entries sharing a version group only the latest survives."""
    kept: list[SourceEntry] = []
    best: dict[str, SourceEntry] = {}
    dropped: list[SourceEntry] = []
    order: list[str] = []
    for entry in entries:
        group = entry.version_group
        if group is None:
            kept.append(entry)
            continue
        current = best.get(group)
        if current is None:
            best[group] = entry
            order.append(group)
        elif _newer(entry, current):
            dropped.append(current)
            best[group] = entry
        else:
            dropped.append(entry)
    return kept + [best[g] for g in order], dropped


def _newer(candidate: SourceEntry, current: SourceEntry) -> bool:
    """Latest flag, then publication date, then version; on a tie the earlier (higher-rank) listing stays."""
    return (candidate.version_rank, -candidate.rank) > (current.version_rank, -current.rank)


def dedup_key(entry: SourceEntry) -> str:
    """The normalised repository URL, else the endpoint, else the website, else source + name."""
    for url, subdir in ((entry.url, entry.url_subdir), (entry.endpoint, None), (entry.website, None)):
        key = normalize_repo_url(url, subdir)
        if key:
            return key
    return f"{entry.source}:{slugify(entry.registry_name or entry.name)}"


def merge(entries: Iterable[SourceEntry]) -> list[Group]:
    """One group per key, sorted by key; inside a group entries run by source rank, then input order."""
    by_key: dict[str, list[tuple[int, SourceEntry]]] = defaultdict(list)
    for position, entry in enumerate(entries):
        by_key[dedup_key(entry)].append((position, entry))
    groups = []
    for key in sorted(by_key):
        ordered = sorted(by_key[key], key=lambda pair: (pair[1].rank, pair[0]))
        groups.append(Group(key, [entry for _, entry in ordered]))
    return groups
