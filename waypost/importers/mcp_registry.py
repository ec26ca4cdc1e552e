"""The official MCP Registry: the current API shape (schema 2025-09-29) and the two pre-GA seed shapes.

Current: `{"servers": [ENTRY...], "metadata": {...}}` or a bare array of ENTRY, where ENTRY is
`{"server": {...}, "_meta": {"io.modelcontextprotocol.registry/official": {...}}}`.
Seed 2025-05-16: snake_case records with `version_detail`. Seed 2025-04-24: records with `registries`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

from . import auth as auth_rules
from . import connections as connect
from .entry import Problem, SourceEntry
from .provenance import FileOrigin, origin_of
from .reading import dict_of, list_of_dicts, load_json, text_of
from .text import date_part
from .urls import github_owner, https_or_none

SOURCE = "mcp-registry"
OFFICIAL = "io.modelcontextprotocol.registry/official"
REGISTRY_API = "https://registry.modelcontextprotocol.io/v0/servers"
RANK = 10
Item = SourceEntry | Problem


def looks_like(document: object) -> bool:
    """True for any of the three shapes."""
    if isinstance(document, dict):
        return isinstance(document.get("servers"), list)
    if isinstance(document, list) and document and isinstance(document[0], dict):
        first = document[0]
        return "server" in first or "version_detail" in first or "registries" in first
    return False


def _entries_of(document: object) -> list[Any] | None:
    if isinstance(document, dict) and isinstance(document.get("servers"), list):
        return list(document["servers"])
    if isinstance(document, list):
        return document
    return None


def _entry_url(name: str, version: str) -> str:
    base = f"{REGISTRY_API}/{quote(name, safe='')}"
    return f"{base}/versions/{quote(version, safe='')}" if version else base


def provider_of(name: str, repository_url: str | None) -> str | None:
    """GitHub owner for io.github.* names, else the reverse-DNS namespace read as a domain."""
    namespace = name.split("/", 1)[0] if "/" in name else ""
    if namespace.startswith("io.github."):
        return namespace.removeprefix("io.github.")
    owner = github_owner(repository_url)
    if namespace and "." in namespace:
        return ".".join(reversed(namespace.split(".")))
    return owner


def short_name(name: str) -> str:
    """`io.github.example/weather` -> `weather`."""
    return name.rsplit("/", 1)[-1] or name


def _version_key(version: str) -> tuple[tuple[int, object], ...]:
    """Numeric parts compare as numbers, others as text (`1.10.0` > `1.9.2`)."""
    parts = version.replace("-", ".").split(".")
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in parts)


def _newest_date(entries: list[Any]) -> str | None:
    dates = []
    for item in entries:
        meta = dict_of(dict_of(dict_of(item).get("_meta")).get(OFFICIAL))
        dates += [d for d in (date_part(meta.get("updatedAt")), date_part(meta.get("publishedAt"))) if d]
    return max(dates) if dates else None


def parse(path: Path) -> Iterator[Item]:
    """Every server entry of one registry file, in file order."""
    document = load_json(path)
    if isinstance(document, Problem):
        yield document
        return
    entries = _entries_of(document)
    if entries is None:
        yield Problem(
            str(path),
            "",
            "wrong-shape",
            'not an MCP Registry document: expected {"servers": [...]} or an array of entries',
        )
        return
    origin = origin_of(path, _newest_date(entries))
    for index, item in enumerate(entries):
        yield _parse_one(origin, index, item)


def _parse_one(origin: FileOrigin, index: int, item: object) -> Item:
    locator = f"entry {index}"
    if not isinstance(item, dict):
        return Problem(str(origin.path), locator, "wrong-shape", "entry is not a JSON object")
    try:
        if "server" in item:
            return _current(origin, locator, item)
        if "registries" in item:
            return _seed_0424(origin, locator, item)
        if "version_detail" in item or "name" in item:
            return _seed_0516(origin, locator, item)
    except (TypeError, ValueError, AttributeError) as exc:
        return Problem(str(origin.path), locator, "broken-entry", f"cannot read entry: {exc}")
    return Problem(str(origin.path), locator, "wrong-shape", "entry has neither `server` nor `name`")


def _need_name(origin: FileOrigin, locator: str, name: str) -> Problem | None:
    if not name:
        return Problem(str(origin.path), locator, "empty-entry", "entry has no server name")
    return None


def _current(origin: FileOrigin, locator: str, item: dict[str, Any]) -> Item:
    server = item.get("server")
    if not isinstance(server, dict):
        return Problem(str(origin.path), locator, "wrong-shape", "`server` is not a JSON object")
    name = text_of(server.get("name"))
    missing = _need_name(origin, locator, name)
    if missing:
        return missing
    locator = f"{locator} ({name})"
    meta = dict_of(dict_of(item.get("_meta")).get(OFFICIAL))
    version = text_of(server.get("version"))
    status = text_of(meta.get("status")).lower()
    repo = dict_of(server.get("repository"))
    repo_url = text_of(repo.get("url")) or None
    packages = list_of_dicts(server.get("packages"))
    remotes = list_of_dicts(server.get("remotes"))
    entry_url = _entry_url(name, version)
    variables = [
        (text_of(v.get("name")), bool(v.get("isSecret")))
        for p in packages
        for v in list_of_dicts(p.get("environmentVariables"))
    ]
    headers = [
        (text_of(h.get("name")), bool(h.get("isSecret")))
        for r in [*remotes, *packages]
        for h in list_of_dicts(dict_of(r.get("transport")).get("headers")) + list_of_dicts(r.get("headers"))
    ]
    auth, reason = auth_rules.first_known(
        auth_rules.from_headers(headers), auth_rules.from_variables(variables)
    )
    transports = [text_of(r.get("type")) for r in remotes] + [
        text_of(dict_of(p.get("transport")).get("type")) for p in packages
    ]
    return SourceEntry(
        source=SOURCE,
        source_label="the official MCP Registry",
        file=str(origin.path),
        locator=locator,
        name=text_of(server.get("title")) or short_name(name),
        description=text_of(server.get("description")),
        source_url=entry_url,
        checked_at=origin.date,
        url=repo_url,
        url_subdir=text_of(repo.get("subfolder")) or None,
        website=https_or_none(server.get("websiteUrl")),
        provider=provider_of(name, repo_url),
        registry_name=name,
        tags=[text_of(p.get("registryType")) for p in packages] + transports,
        protocols=["MCP"],
        auth=auth,
        auth_reason=reason,
        endpoint=next((u for u in (https_or_none(r.get("url")) for r in remotes) if u), None),
        declares_endpoint=bool(packages or remotes),
        deprecated=status in {"deprecated", "deleted"},
        lifecycle_url=entry_url,
        connections=connect.from_mcp_server(server, connect.source_of(entry_url, origin.date)),
        version_group=f"mcp:{name}",
        version_rank=(bool(meta.get("isLatest")), text_of(meta.get("publishedAt")), _version_key(version)),
        notes=[f"Registry status `{status}`."] if status in {"deprecated", "deleted"} else [],
        rank=RANK,
    )


def _listing(origin: FileOrigin, name: str) -> str:
    return origin.listing_url() or f"{REGISTRY_API}?search={quote(name, safe='')}"


def _seed_entry(
    origin: FileOrigin,
    locator: str,
    item: dict[str, Any],
    name: str,
    repo_url: str | None,
    variables: list[tuple[str, None]],
    remotes: list[dict[str, Any]],
    declares: bool,
    **shape: Any,
) -> SourceEntry:
    """What both pre-GA seed shapes say alike; `shape` carries the fields where they differ."""
    auth, reason = auth_rules.from_variables(variables)
    return SourceEntry(
        source=SOURCE,
        source_label="the official MCP Registry seed",
        file=str(origin.path),
        locator=f"{locator} ({name})",
        name=short_name(name),
        description=text_of(item.get("description")),
        source_url=_listing(origin, name),
        checked_at=origin.date,
        url=repo_url,
        provider=provider_of(name, repo_url),
        registry_name=name,
        protocols=["MCP"],
        auth=auth,
        auth_reason=reason,
        endpoint=next((u for u in (https_or_none(r.get("url")) for r in remotes) if u), None),
        declares_endpoint=declares,
        version_group=f"mcp:{name}",
        **shape,
    )  # fmt: skip


def _seed_0516(origin: FileOrigin, locator: str, item: dict[str, Any]) -> Item:
    name = text_of(item.get("name"))
    missing = _need_name(origin, locator, name)
    if missing:
        return missing
    detail = dict_of(item.get("version_detail"))
    packages = list_of_dicts(item.get("packages"))
    remotes = list_of_dicts(item.get("remotes"))
    variables = [
        (text_of(v.get("name")), None)
        for p in packages
        for v in list_of_dicts(p.get("environment_variables"))
    ]
    return _seed_entry(
        origin, locator, item, name, text_of(dict_of(item.get("repository")).get("url")) or None,
        variables, remotes, bool(packages or remotes),
        connections=connect.from_seed(item, connect.source_of(_listing(origin, name), origin.date)),
        tags=[t for p in packages if (t := text_of(p.get("registry_name"))) != "unknown"]
        + [text_of(r.get("transport_type")) for r in remotes],
        version_rank=(
            bool(detail.get("is_latest")),
            text_of(detail.get("release_date")),
            _version_key(text_of(detail.get("version"))),
        ),
        rank=RANK + 1,
    )  # fmt: skip


def _seed_0424(origin: FileOrigin, locator: str, item: dict[str, Any]) -> Item:
    name = text_of(item.get("name"))
    missing = _need_name(origin, locator, name)
    if missing:
        return missing
    repo = dict_of(item.get("repository"))
    registries = list_of_dicts(item.get("registries"))
    remotes = list_of_dicts(item.get("remotes"))
    variables = [
        (text_of(v.get("name")), None)
        for r in registries
        for v in list_of_dicts(r.get("environmentvariables"))
    ]
    named = [
        (text_of(dict_of(a.get("argument")).get("name")), None)
        for r in registries
        for a in list_of_dicts(dict_of(r.get("commandarguments")).get("namedarguments"))
    ]
    return _seed_entry(
        origin, locator, item, name, text_of(repo.get("url")) or None,
        variables + named, remotes, bool(registries or remotes),
        url_subdir=text_of(repo.get("subfolder")) or None,
        tags=[t for r in registries if (t := text_of(r.get("packagename"))) != "unknown"],
        version_rank=(False, "", _version_key(text_of(item.get("version")))),
        rank=RANK + 2,
    )  # fmt: skip
