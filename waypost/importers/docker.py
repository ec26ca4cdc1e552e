"""The Docker MCP Registry: `servers/<name>.server.yaml` (with `<name>.tools.json` beside it) or
`servers.jsonl` (the same YAML as JSON, tools under `_tools`)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from . import auth as auth_rules
from . import connections as connect
from .entry import Problem, SourceEntry
from .provenance import FileOrigin, origin_of
from .reading import dict_of, iter_jsonl, list_of_dicts, read_text, text_of
from .urls import github_owner, host_name, https_or_none

SOURCE = "docker"
UPSTREAM = "https://github.com/docker/mcp-registry"
RANK = 20
ARCHIVED = re.compile(r"\s*\((archived|deprecated)\)\s*$", re.IGNORECASE)
Item = SourceEntry | Problem


def parse(path: Path) -> Iterator[Item]:
    """Every server of a servers.jsonl file, or the one server of a server.yaml file."""
    if path.suffix in {".yaml", ".yml"}:
        yield from _parse_yaml(path)
        return
    origin = origin_of(path)
    for row in iter_jsonl(path):
        if isinstance(row, Problem):
            yield row
            continue
        number, obj = row
        yield _entry(origin, f"line {number}", obj, tools=None)


def _parse_yaml(path: Path) -> Iterator[Item]:
    text = read_text(path)
    if isinstance(text, Problem):
        yield text
        return
    try:
        obj = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        yield Problem(str(path), "", "not-yaml", f"not YAML: {str(exc).splitlines()[0]}")
        return
    yield _entry(origin_of(path), "", obj, tools=_sibling_tools(path))


def _sibling_tools(path: Path) -> list[Any] | None:
    """The `<name>.tools.json` next to `<name>.server.yaml`, when present and readable."""
    sibling = path.with_name(
        path.name.replace(".server.yaml", ".tools.json").replace(".server.yml", ".tools.json")
    )
    if sibling == path or not sibling.is_file():
        return None
    try:
        tools = json.loads(sibling.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    return tools if isinstance(tools, list) else None


def _listing_url(origin: FileOrigin, name: str) -> str:
    repo_path = f"servers/{name}/server.yaml"
    return origin.listing_url(repo_path=repo_path) or f"{UPSTREAM}/blob/main/{repo_path}"


def _auth(obj: dict[str, Any]) -> tuple[str, str]:
    if list_of_dicts(obj.get("oauth")):
        return "oauth", "Auth `oauth`: the source lists an OAuth provider."
    config = dict_of(obj.get("config"))
    secrets = [
        (text_of(s.get("env")) or text_of(s.get("name")), True) for s in list_of_dicts(config.get("secrets"))
    ]
    headers = dict_of(dict_of(obj.get("remote")).get("headers"))
    return auth_rules.first_known(
        auth_rules.from_variables(secrets), auth_rules.from_headers((h, None) for h in sorted(headers))
    )


def _tool_names(obj: dict[str, Any], tools: list[Any] | None) -> list[str]:
    listed = tools if tools is not None else obj.get("_tools") or obj.get("tools") or []
    return [text_of(t.get("name")) for t in list_of_dicts(listed)]


def dockerfile_folder(path: str) -> str | None:
    """The folder of a source's Dockerfile (`src/slack/Dockerfile` -> `src/slack`); None at the root."""
    folder = path.strip().strip("/").rpartition("/")[0]
    return folder or None


def _entry(origin: FileOrigin, locator: str, obj: object, tools: list[Any] | None) -> Item:
    if not isinstance(obj, dict):
        return Problem(str(origin.path), locator, "wrong-shape", "not a server object")
    name = text_of(obj.get("name"))
    if not name:
        return Problem(str(origin.path), locator, "empty-entry", "server has no `name`")
    locator = f"{locator} ({name})" if locator else name
    about = dict_of(obj.get("about"))
    meta = dict_of(obj.get("meta"))
    source = dict_of(obj.get("source"))
    remote = dict_of(obj.get("remote"))
    title = text_of(about.get("title")) or name
    archived = bool(ARCHIVED.search(title))
    repo_url = text_of(source.get("project")) or None
    endpoint = https_or_none(remote.get("url"))
    auth, reason = _auth(obj)
    listing = _listing_url(origin, name)
    return SourceEntry(
        source=SOURCE,
        source_label="the Docker MCP Registry",
        file=str(origin.path),
        locator=locator,
        name=ARCHIVED.sub("", title) or name,
        description=text_of(about.get("description")),
        source_url=listing,
        checked_at=origin.date,
        url=repo_url,
        url_subdir=text_of(source.get("directory")) or None,
        subdir_hint=dockerfile_folder(text_of(source.get("dockerfile"))),
        provider=github_owner(repo_url) or host_name(endpoint),
        source_category=text_of(meta.get("category")) or None,
        tags=[text_of(t) for t in meta.get("tags") or [] if isinstance(t, str)]
        + [text_of(remote.get("transport_type"))],
        capabilities=_tool_names(obj, tools),
        protocols=["MCP"],
        auth=auth,
        auth_reason=reason,
        endpoint=endpoint,
        deprecated=archived,
        lifecycle_url=listing,
        connections=connect.from_docker(obj, connect.source_of(listing, origin.date)),
        notes=[f"Docker catalogue name `{name}`."] + (["The source marks it archived."] if archived else []),
        rank=RANK,
    )
