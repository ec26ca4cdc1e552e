"""The toolsdk MCP Registry: `packages.jsonl`, one package a line; tool lists come from the
`packages-list.json` beside it when present."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import auth as auth_rules
from . import connections as connect
from .entry import Problem, SourceEntry
from .provenance import FileOrigin, origin_of
from .reading import dict_of, iter_jsonl, list_of_dicts, load_json, text_of
from .urls import github_owner, host_name, https_or_none

SOURCE = "toolsdk"
UPSTREAM = "https://github.com/toolsdk-ai/toolsdk-mcp-registry"
TOOL_LISTS = "packages-list.json"
RANK = 30
Item = SourceEntry | Problem


def is_tool_lists(document: object) -> bool:
    """packages-list.json: {packageName: {"category": ..., "path": ..., "tools": {...}}}."""
    if not isinstance(document, dict) or not document:
        return False
    first = next(iter(document.values()))
    return isinstance(first, dict) and "path" in first and "category" in first


def tool_lists(path: Path) -> dict[str, list[str]]:
    """Tool names per package from packages-list.json ({} when absent or unusable)."""
    if not path.is_file():
        return {}
    document = load_json(path)
    if isinstance(document, Problem) or not is_tool_lists(document):
        return {}
    return {key: sorted(dict_of(dict_of(value).get("tools"))) for key, value in document.items()}


def parse(path: Path) -> Iterator[Item]:
    """Every package of one packages.jsonl file."""
    origin = origin_of(path)
    tools = tool_lists(path.with_name(TOOL_LISTS))
    for row in iter_jsonl(path):
        if isinstance(row, Problem):
            yield row
            continue
        number, obj = row
        yield _entry(origin, f"line {number}", obj, tools)


def _variables(env: dict[str, Any]) -> list[tuple[str, bool | None]]:
    return [(name, bool(dict_of(spec).get("secret")) or None) for name, spec in sorted(env.items())]


def _entry(origin: FileOrigin, locator: str, obj: object, tools: dict[str, list[str]]) -> Item:
    if not isinstance(obj, dict):
        return Problem(str(origin.path), locator, "wrong-shape", "not a package object")
    package = text_of(obj.get("packageName"))
    if not package:
        return Problem(str(origin.path), locator, "empty-entry", "package has no `packageName`")
    locator = f"{locator} ({package})"
    repo_url = text_of(obj.get("url")) or None
    remotes = list_of_dicts(obj.get("remotes"))
    endpoint = next((u for u in (https_or_none(r.get("url")) for r in remotes) if u), None)
    repo_path = text_of(obj.get("_path"))
    listing = origin.listing_url(repo_path=repo_path) if repo_path else origin.listing_url()
    auth, reason = auth_rules.from_variables(_variables(dict_of(obj.get("env"))))
    source_url = listing or f"{UPSTREAM}/blob/main/{repo_path or 'packages'}"
    return SourceEntry(
        source=SOURCE,
        source_label="the toolsdk MCP Registry",
        file=str(origin.path),
        locator=locator,
        name=text_of(obj.get("name")) or package,
        description=text_of(obj.get("description")),
        source_url=source_url,
        checked_at=origin.date,
        url=repo_url,
        provider=text_of(obj.get("author")) or github_owner(repo_url) or host_name(repo_url),
        source_category=text_of(obj.get("_category_dir")) or None,
        tags=[text_of(obj.get("runtime"))] + [text_of(r.get("type")) for r in remotes],
        capabilities=tools.get(package, []),
        protocols=["MCP"],
        auth=auth,
        auth_reason=reason,
        endpoint=endpoint,
        connections=connect.from_toolsdk(obj, connect.source_of(source_url, origin.date)),
        notes=[f"toolsdk package `{package}`."],
        rank=RANK,
    )
