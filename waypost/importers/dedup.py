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
    """Latest flag, then publication date, then version; on a tie the earlier listing (by `order`) stays."""
    if candidate.version_rank != current.version_rank:
        return candidate.version_rank > current.version_rank
    return candidate.order < current.order


def dedup_key(entry: SourceEntry) -> str:
    """The normalised repository URL, else the endpoint, else the website, else source + name."""
    for url, subdir in ((entry.url, entry.url_subdir), (entry.endpoint, None), (entry.website, None)):
        key = normalize_repo_url(url, subdir)
        if key:
            return key
    return f"{entry.source}:{slugify(entry.registry_name or entry.name)}"


def merge(entries: Iterable[SourceEntry]) -> list[Group]:
    """One group per key, sorted by key; inside a group entries run by source rank, file and position."""
    by_key: dict[str, list[SourceEntry]] = defaultdict(list)
    for entry in entries:
        by_key[dedup_key(entry)].append(entry)
    for key, listed in list(by_key.items()):
        for entry, own_key in monorepo_neighbours(listed):
            listed.remove(entry)
            by_key[own_key].append(entry)
        if not listed:
            del by_key[key]
    return [Group(key, sorted(by_key[key], key=lambda e: e.order)) for key in sorted(by_key)]


def monorepo_neighbours(listed: list[SourceEntry]) -> list[tuple[SourceEntry, str]]:
    """The entries of one key to key apart by their sub-directory hints, each with its own key: a source
    lists a service once, so two entries of one source on one key with different hints are two servers of
    one repository (the Docker registry's servers of modelcontextprotocol/servers, each with its own
    Dockerfile folder)."""
    hinted = [
        (entry, own_key)
        for entry in listed
        if entry.subdir_hint and (own_key := normalize_repo_url(entry.url, entry.subdir_hint))
    ]
    hints: dict[str, set[str]] = defaultdict(set)
    for entry, own_key in hinted:
        hints[entry.source].add(own_key)
    return [(entry, own_key) for entry, own_key in hinted if len(hints[entry.source]) > 1]
