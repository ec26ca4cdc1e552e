"""The search index: built once from the records, JSON-serializable, compiled lazily at query time.

Index format 1 (a dict):
- ``format``: 1; ``generatedAt``: RFC 3339 date-time; ``baseUrl``: the site URL or null.
- ``records``: the catalogue records, in catalogue order (the full view serves them as they are).
- ``rank``: for each record, its position in the static order (verification level, folded name, name, slug).
- ``postings``: for each match key, the records whose fields hold it: a list of ints, one per record, each
  ``(record_delta << 6) | field_mask``, sorted by record: record_delta is the distance from the previous
  record of the list (for the first, from record 0); field_mask has bit i set for FIELDS[i].
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from search_core import analysis

INDEX_FORMAT = 1

# Searchable fields, in ranking order; the bit of field i in a posting's mask is 1 << i.
FIELDS = ("name_provider", "capabilities", "description", "category", "protocol", "pricing")
FIELD_BITS = 6
VERIFICATION_ORDER = {"connection-tested": 0, "documented": 1, "listed": 2}
COMPILED_CACHE_SIZE = 4
# ASCII whitespace only, so the patterns never depend on the Unicode database.
_LINK_TARGET = re.compile(r"\]\([^()\t\n\r\f\v ]*(?:[ \t\n]+\"[^\"]*\")?\)")
_URL = re.compile(r"<?(?:https?|ftp)://[^\t\n\r\f\v <>()\[\]]+>?")


def prose(markdown: str) -> str:
    """The words of Markdown prose: link texts kept, link targets and bare URLs removed (not searchable)."""
    return _URL.sub(" ", _LINK_TARGET.sub("] ", markdown))


def field_texts(record: dict[str, Any]) -> tuple[list[str], ...]:
    """The texts of each searchable field of a record, in FIELDS order."""
    pricing = record.get("pricing") or {}
    return (
        [str(record.get("name", "")), str(record.get("provider", ""))],
        [str(word) for word in list(record.get("capabilities") or []) + list(record.get("tags") or [])],
        [prose(str(record.get("tagline", ""))), prose(str(record.get("description", "")))],
        [str(record.get("category", ""))],
        [str(protocol) for protocol in record.get("protocols") or []],
        [str(pricing.get("model", ""))],
    )


def field_keys(record: dict[str, Any]) -> list[list[tuple[str, str]]]:
    """(match key, surface word) pairs of each searchable field, in FIELDS order."""
    return [
        [pair for text in texts for pair in analysis.document_keys(text)] for texts in field_texts(record)
    ]


def static_order_key(record: dict[str, Any]) -> tuple[int, str, str, str]:
    """Ranking tie-breaker: verification level (best first), then folded name, then name, then slug."""
    name = str(record.get("name", ""))
    return (
        VERIFICATION_ORDER.get(str(record.get("verification")), len(VERIFICATION_ORDER)),
        analysis.fold(name),
        name,
        str(record.get("slug", "")),
    )


def build_index(
    records: list[dict[str, Any]], generated_at: str, base_url: str | None = None
) -> dict[str, Any]:
    """Make the JSON-serializable index from records in catalogue order."""
    masks: dict[str, dict[int, int]] = {}
    for position, record in enumerate(records):
        if not isinstance(record, dict):
            raise ValueError(f"record {position} is not an object")
        for field_number, pairs in enumerate(field_keys(record)):
            for key, _surface in pairs:
                per_record = masks.setdefault(key, {})
                per_record[position] = per_record.get(position, 0) | (1 << field_number)
    order = sorted(range(len(records)), key=lambda i: static_order_key(records[i]))
    rank = [0] * len(records)
    for position, record_number in enumerate(order):
        rank[record_number] = position
    return {
        "format": INDEX_FORMAT,
        "generatedAt": generated_at,
        "baseUrl": base_url,
        "records": records,
        "rank": rank,
        "postings": {key: _encode(masks[key]) for key in sorted(masks)},
    }


def _encode(per_record: dict[int, int]) -> list[int]:
    encoded = []
    previous = 0
    for record_number in sorted(per_record):
        encoded.append(((record_number - previous) << FIELD_BITS) | per_record[record_number])
        previous = record_number
    return encoded


def _decode(encoded: list[int]) -> dict[int, int]:
    decoded = {}
    record_number = 0
    for value in encoded:
        record_number += value >> FIELD_BITS
        decoded[record_number] = value & ((1 << FIELD_BITS) - 1)
    return decoded


def load_index(text: str) -> dict[str, Any]:
    """Parse an index made by build_index (serialized with json.dumps)."""
    index = json.loads(text)
    if not isinstance(index, dict) or index.get("format") != INDEX_FORMAT:
        raise ValueError(f"not a search index of format {INDEX_FORMAT}")
    return index


class UnusableIndex(ValueError):
    """The index given to search() is not one build_index made."""


@dataclass
class Compiled:
    """Query-time structures derived from an index, made once per index object."""

    index: dict[str, Any]
    records: list[dict[str, Any]]
    rank: list[int]
    postings: dict[str, list[int]]
    deprecated: list[bool]
    browse_order: list[int]
    by_filter: dict[tuple[str, str], frozenset[int]]
    decoded: dict[str, dict[int, int]] = field(default_factory=dict)
    keys_cache: dict[int, list[list[tuple[str, str]]]] = field(default_factory=dict)

    def matches_of(self, key: str) -> dict[int, int]:
        """Record number -> field mask for one match key (decoded on first use)."""
        found = self.decoded.get(key)
        if found is None:
            encoded = self.postings.get(key)
            found = _decode(encoded) if encoded else {}
            self.decoded[key] = found
        return found

    def record_keys(self, record_number: int) -> list[list[tuple[str, str]]]:
        """Per-field (key, surface) pairs of one record, for match reasons (cached)."""
        found = self.keys_cache.get(record_number)
        if found is None:
            found = field_keys(self.records[record_number])
            self.keys_cache[record_number] = found
        return found


_COMPILED: list[Compiled] = []


def compile_index(index: object) -> Compiled:
    """The compiled form of an index (cached by identity: an index is never changed after it is built)."""
    for compiled in _COMPILED:
        if compiled.index is index:
            return compiled
    compiled = _compile(index)
    _COMPILED.insert(0, compiled)
    del _COMPILED[COMPILED_CACHE_SIZE:]
    return compiled


def _compile(index: object) -> Compiled:
    if not isinstance(index, dict) or index.get("format") != INDEX_FORMAT:
        raise UnusableIndex(f"not a search index of format {INDEX_FORMAT}")
    records, rank, postings = index.get("records"), index.get("rank"), index.get("postings")
    if not isinstance(records, list) or not isinstance(rank, list) or not isinstance(postings, dict):
        raise UnusableIndex("the index lacks records, rank or postings")
    if len(rank) != len(records) or not all(isinstance(record, dict) for record in records):
        raise UnusableIndex("the index's records and rank do not agree")
    deprecated = [_is_deprecated(record) for record in records]
    browse_order = sorted(range(len(records)), key=lambda i: (deprecated[i], rank[i]))
    return Compiled(
        index=index,
        records=records,
        rank=rank,
        postings=postings,
        deprecated=deprecated,
        browse_order=browse_order,
        by_filter=_filter_sets(records),
    )


def _is_deprecated(record: dict[str, Any]) -> bool:
    lifecycle = record.get("registryLifecycle")
    return isinstance(lifecycle, dict) and lifecycle.get("status") == "deprecated"


def _filter_sets(records: list[dict[str, Any]]) -> dict[tuple[str, str], frozenset[int]]:
    members: dict[tuple[str, str], list[int]] = {}
    for number, record in enumerate(records):
        pricing = record.get("pricing") or {}
        values = [("category", str(record.get("category")))]
        values += [("protocol", str(protocol)) for protocol in record.get("protocols") or []]
        values.append(("pricing", str(pricing.get("model"))))
        for value in values:
            members.setdefault(value, []).append(number)
    return {value: frozenset(numbers) for value, numbers in members.items()}
