"""Turn one group of listings into one catalogue record, by the honest-mapping rules."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from . import categories
from . import connections as connect
from .dedup import Group
from .entry import SourceEntry
from .packages import unusable
from .text import (
    DESCRIPTION_MAX,
    NAME_MAX,
    NOT_HTTPS_URL,
    clean_description,
    clean_line,
    clip,
    has_contact,
    strip_contacts,
    tagline,
    to_words,
)
from .urls import CODE_HOSTS, host_name, https_or_none, normalize_repo_url

PROTOCOL_ORDER = ("MCP", "REST", "x402")
UNKNOWN_PRICING = {"model": "unknown", "summary": "", "url": None, "checkedAt": None}


@dataclass(frozen=True)
class Mapped:
    """A record without its slug (slugs are assigned once every record is known)."""

    key: str
    file: str
    locator: str
    base_slug_source: str
    provider: str
    fields: dict[str, Any]
    decision: categories.Decision


def choose_category(group: Group, keywords: bool) -> categories.Decision | None:
    """The first listing (by source priority) whose own category maps; else keywords if allowed."""
    for entry in group.entries:
        words = f"{entry.name} {entry.description}"
        decision = categories.by_source_category(entry.source_category, words, entry.source)
        if decision:
            return decision
    primary = group.primary
    if not any(e.source_category for e in group.entries):
        tools = [t for e in group.entries for t in e.capabilities]
        return categories.by_listing_words(primary.name, primary.description, tools)
    if not keywords:
        return None
    text = " ".join([primary.name, primary.description, *(e.source_category or "" for e in group.entries)])
    return categories.by_keywords(text)


def _first(values: list[str | None]) -> str | None:
    return next((v for v in values if v), None)


def _website(group: Group) -> str:
    candidates = [https_or_none(e.website) for e in group.entries] + [
        https_or_none(e.url) for e in group.entries
    ]
    return _first(candidates) or group.primary.source_url


def _description(group: Group) -> tuple[str, SourceEntry | None]:
    for entry in group.entries:
        text = clean_description(entry.description)
        if text:
            return text, entry
    label = group.primary.source_label
    return f"{clean_line(group.primary.name, NAME_MAX)} is listed in {label} without a description.", None


def _auth(group: Group) -> tuple[str, str]:
    for entry in group.entries:
        if entry.auth != "unknown":
            return entry.auth, entry.auth_reason
    return "unknown", ""


def links_archived_repository(entry: SourceEntry) -> bool:
    """The listing links a code repository whose name ends in `-archived` (such as the MCP
    project's `servers-archived`): the listing itself says the server is archived."""
    parts = (normalize_repo_url(entry.url) or "").split("/")
    return len(parts) >= 3 and parts[0] in CODE_HOSTS and parts[2].endswith("-archived")


def deprecated_lifecycle(entries: list[SourceEntry]) -> tuple[dict[str, Any], str] | None:
    """`deprecated` with the first listing that says so as evidence (status, archived title or link)."""
    for entry in entries:
        if entry.deprecated or links_archived_repository(entry):
            evidence = {"url": entry.lifecycle_url or entry.source_url, "checkedAt": entry.checked_at}
            how = "Marked deprecated" if entry.deprecated else "Linked to an archived repository"
            return {"status": "deprecated", "evidence": evidence}, f"{how} by {entry.source_label}."
    return None


def _lifecycle(group: Group, endpoint: str | None) -> tuple[dict[str, Any] | None, str]:
    deprecated = deprecated_lifecycle(group.entries)
    if deprecated:
        return deprecated
    for entry in group.entries:
        if entry.source == "mcp-registry" and not entry.declares_endpoint and endpoint is None:
            evidence = {"url": entry.source_url, "checkedAt": entry.checked_at}
            note = f"Its entry in {entry.source_label} declares neither a remote nor a package."
            return {"status": "endpoint_not_declared", "evidence": evidence}, note
    return None, ""


def _also_listed(group: Group) -> list[str]:
    seen: list[str] = []
    for entry in group.entries[1:]:
        line = f"{entry.source_label} ({entry.source_url})"
        if line not in seen and entry.source_url != group.primary.source_url:
            seen.append(line)
    return seen


def _notes(
    group: Group,
    decision: categories.Decision,
    described_by: SourceEntry | None,
    auth_reason: str,
    lifecycle_note: str,
) -> str:
    primary = group.primary
    lines = [
        f"Imported from {primary.source_label} ({primary.source_url}), snapshot of {primary.checked_at}."
    ]
    if described_by is not None:
        lines.append(f"Name and description as listed in {described_by.source_label}.")
    lines.append(decision.note)
    if auth_reason:
        lines.append(auth_reason)
    if lifecycle_note:
        lines.append(lifecycle_note)
    for entry in group.entries:
        lines += [n for n in entry.notes if n not in lines]
    also = _also_listed(group)
    if also:
        lines.append("Also listed in: " + "; ".join(also) + ".")
    text = "\n\n".join(lines)
    return clip(strip_contacts(text) if has_contact(text) else text, DESCRIPTION_MAX)


def _color(key: str) -> str:
    return "#" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:6]


def map_group(group: Group, decision: categories.Decision) -> Mapped:
    """Every record field except id and slug."""
    primary = group.primary
    description, described_by = _description(group)
    endpoint = _first([e.endpoint for e in group.entries])
    auth, auth_reason = _auth(group)
    lifecycle, lifecycle_note = _lifecycle(group, endpoint)
    website = _website(group)
    name = clean_line(primary.name, NAME_MAX) or clean_line(host_name(website) or group.key, NAME_MAX)
    provider = clean_line(_first([e.provider for e in group.entries]) or "", NAME_MAX) or "unknown"
    tags = [t for e in group.entries for t in e.tags]
    tags += [categories.category_words(e.source_category) for e in group.entries if e.source_category]
    protocols = {p for e in group.entries for p in e.protocols}
    fields: dict[str, Any] = {
        "name": name,
        "provider": provider,
        "tagline": tagline(description) or clip(f"{name}, listed in {primary.source_label}", 120),
        "description": description,
        "website": website,
        "docsUrl": _first([https_or_none(e.docs_url) for e in group.entries]) or "",
        "category": decision.category,
        "tags": to_words(tags),
        "capabilities": to_words(c for e in group.entries for c in e.capabilities),
        "protocols": [p for p in PROTOCOL_ORDER if p in protocols],
        "auth": auth,
        "pricing": dict(UNKNOWN_PRICING),
        "endpoint": endpoint,
        "registryName": clean_line(_first([e.registry_name for e in group.entries]) or "", 200) or None,
        "sourceUrl": primary.source_url,
        "sourceType": "registry",
        "sourceCheckedAt": primary.checked_at,
        "verification": "listed",
        "notes": _notes(group, decision, described_by, auth_reason, lifecycle_note),
        "featured": False,
        "color": _color(group.key),
    }
    # A ToolSDK package name is ToolSDK's own id, often no package or another project's: the importer, which
    # runs offline, never offers one as a command (packages.unusable with no checks; the committed catalogue's
    # are checked on the registries: scripts/check_packages.py).
    merged = connect.merge(e.connections for e in group.entries)
    options = [option for option in merged if not unusable(option, fields, {})]
    if options:
        fields["connections"] = options
    if lifecycle:
        fields["registryLifecycle"] = lifecycle
    return Mapped(group.key, primary.file, primary.locator, name, provider, fields, decision)


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def leftover_problem(record: dict[str, Any]) -> str | None:
    """Last check: no contact detail and no non-https link survived anywhere in the record."""
    for text in _strings(record):
        if has_contact(text):
            return "contact details remain after clean-up"
        if NOT_HTTPS_URL.search(text):
            return "a non-https link remains after clean-up"
    return None


def record(slug: str, mapped: Mapped) -> dict[str, Any]:
    """The full record in the schema's field order."""
    return {"id": f"svc-{slug}", "slug": slug, **mapped.fields}
