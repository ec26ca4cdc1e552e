"""How to connect, as the registries declare it: remote endpoints and installable packages.

Each function reads one source shape and returns connection options in the record's `connections`
form (catalogue/schema/service.schema.json, `$defs/connection`), each with the `source` it came
from. Nothing is guessed: a flag the source does not give is null, a value it does not give is left
out, and a package whose registry type is unknown is not kept (no command could be derived from it).
Templates are written one way, `{NAME}`: Docker's `{{name}}` and `${NAME}` are rewritten to it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from waypost.contact import has_contact

from .reading import dict_of, list_of_dicts, text_of
from .text import NOT_HTTPS_URL
from .urls import https_or_none

Connection = dict[str, Any]
Source = dict[str, str]

PACKAGE_KINDS = {
    "npm": "npm",
    "pypi": "pypi",
    "oci": "oci",
    "docker": "oci",
    "nuget": "nuget",
    "mcpb": "mcpb",
}
TRANSPORTS = ("stdio", "streamable-http", "sse")
TOOLSDK_RUNTIMES = {"node": "npm", "python": "pypi"}
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]{0,99}$")
DOCKER_TEMPLATE = re.compile(r"\{\{\s*([^{}]+?)\s*\}\}|\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
VALUE_MAX = 200
LIST_MAX = 100  # the schema's maxItems for env, headers, arguments and volumes


def source_of(url: str, checked_at: str) -> Source:
    """The listing a connection option was read from, and its date."""
    return {"url": url, "checkedAt": checked_at}


def _flag(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _value(value: object) -> str | None:
    """A fixed value or template as one trimmed line; None when absent, too long, or holding a
    non-https link or contact details (which the catalogue never carries)."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return None
    text = " ".join(str(value).split())
    if not text or len(text) > VALUE_MAX or NOT_HTTPS_URL.search(text) or has_contact(text):
        return None
    return text


def docker_template(text: str) -> str:
    """Docker's `{{brave.api_key}}` and `${BRAVE_API_KEY}` as `{brave.api_key}` / `{BRAVE_API_KEY}`."""
    return DOCKER_TEMPLATE.sub(lambda m: "{" + (m.group(1) or m.group(2)) + "}", text)


def setting(name: str, secret: object, required: object, value: object = None) -> Connection | None:
    """One environment variable or header: its name, the source's flags, and a fixed value if given."""
    if not NAME.match(name):
        return None
    item: Connection = {"name": name, "isSecret": _flag(secret), "isRequired": _flag(required)}
    fixed = _value(value)
    if fixed is not None:
        item["value"] = fixed
    return item


def _settings(items: Iterable[Connection | None]) -> list[Connection]:
    seen: set[str] = set()
    kept = []
    for item in items:
        if item is not None and item["name"] not in seen:
            seen.add(item["name"])
            kept.append(item)
    return kept[:LIST_MAX]


def _transport(value: object) -> str | None:
    text = text_of(value).lower()
    return text if text in TRANSPORTS else None


def _optional(option: Connection, **facts: Any) -> Connection:
    """Add the facts that are present (not None, not empty)."""
    option.update({key: value for key, value in facts.items() if value not in (None, "", [])})
    return option


def remote(url: object, transport: object, headers: list[Connection], source: Source) -> Connection | None:
    """A hosted endpoint: its https URL, transport and the headers it asks for."""
    https = https_or_none(url)
    if https is None:
        return None
    option: Connection = {"kind": "remote", "url": https}
    return _optional(option, transport=_transport(transport), headers=_settings(headers), source=source)


def package(
    kind: str,
    identifier: str,
    source: Source,
    *,
    version: str = "",
    runtime_hint: str = "",
    transport: str | None = None,
    env: Iterable[Connection | None] = (),
    arguments: list[Connection] | None = None,
    volumes: list[str] | None = None,
) -> Connection | None:
    """An installable package (npm, pypi, oci...), with what it needs to run."""
    identifier = identifier.strip()
    if kind not in PACKAGE_KINDS.values() or not identifier or _value(identifier) != identifier:
        return None
    option: Connection = {"kind": kind, "identifier": identifier}
    return _optional(
        option,
        version=_value(version),
        runtimeHint=_value(runtime_hint),
        transport=_transport(transport),
        env=_settings(env),
        arguments=(arguments or [])[:LIST_MAX],
        volumes=(volumes or [])[:LIST_MAX],
        source=source,
    )


def _argument(kind: object, name: object, value: object, hint: object, required: object) -> Connection | None:
    arg_type = text_of(kind)
    if arg_type not in ("positional", "named"):
        return None
    item: Connection = {"type": arg_type}
    if arg_type == "named":
        named = _value(name)
        if named is None:
            return None
        item["name"] = named
    _optional(item, value=_value(value), valueHint=_value(hint))
    if "name" not in item and "value" not in item and "valueHint" not in item:
        return None
    item["isRequired"] = _flag(required)
    return item


def _arguments(items: list[dict[str, Any]]) -> list[Connection]:
    found = (
        _argument(a.get("type"), a.get("name"), a.get("value"), a.get("valueHint"), a.get("isRequired"))
        for a in items
    )
    return [a for a in found if a is not None]


# --- the official MCP Registry (schema 2025-09-29) --------------------------------------------------


def _mcp_headers(items: list[dict[str, Any]]) -> list[Connection | None]:
    return [
        setting(text_of(h.get("name")), h.get("isSecret"), h.get("isRequired"), h.get("value")) for h in items
    ]


def from_mcp_server(server: dict[str, Any], source: Source) -> list[Connection]:
    """Every remote, then every package, of a current registry `server` object."""
    options = [
        remote(r.get("url"), r.get("type"), _settings(_mcp_headers(list_of_dicts(r.get("headers")))), source)
        for r in list_of_dicts(server.get("remotes"))
    ]
    for p in list_of_dicts(server.get("packages")):
        kind = PACKAGE_KINDS.get(text_of(p.get("registryType")).lower(), "")
        env = [
            setting(text_of(v.get("name")), v.get("isSecret"), v.get("isRequired"), v.get("value"))
            for v in list_of_dicts(p.get("environmentVariables"))
        ]
        options.append(
            package(
                kind,
                text_of(p.get("identifier")),
                source,
                version=text_of(p.get("version")),
                runtime_hint=text_of(p.get("runtimeHint")),
                transport=text_of(dict_of(p.get("transport")).get("type")),
                env=env,
                arguments=_arguments(list_of_dicts(p.get("packageArguments"))),
            )
        )
    return [o for o in options if o is not None]


# --- the pre-GA seed (2025-05-16) --------------------------------------------------------------------


def from_seed(item: dict[str, Any], source: Source) -> list[Connection]:
    """Remotes and the packages of a known registry type. The seed's `package_arguments` are not kept:
    they mix runtime flags (`-i`, `--rm`, `-e X` for docker) with the server's own arguments."""
    options = [
        remote(r.get("url"), r.get("transport_type"), [], source) for r in list_of_dicts(item.get("remotes"))
    ]
    for p in list_of_dicts(item.get("packages")):
        kind = PACKAGE_KINDS.get(text_of(p.get("registry_name")).lower(), "")
        env = [
            setting(text_of(v.get("name")), None, None) for v in list_of_dicts(p.get("environment_variables"))
        ]
        options.append(
            package(kind, text_of(p.get("name")), source, version=text_of(p.get("version")), env=env)
        )
    return [o for o in options if o is not None]


# --- the Docker MCP Registry ---------------------------------------------------------------------------


def _docker_env(config: dict[str, Any]) -> list[Connection | None]:
    """Secrets (required unless `required: false`), then plain settings (required when the
    parameters schema lists the parameter they take their value from, or `required: true`)."""
    parameters = dict_of(config.get("parameters"))
    needed = {text_of(n) for n in parameters.get("required") or [] if isinstance(n, str)}
    secrets = [
        setting(text_of(s.get("env")), True, s.get("required", True) is not False)
        for s in list_of_dicts(config.get("secrets"))
    ]
    plain = []
    for e in list_of_dicts(config.get("env")):
        raw = e.get("value")
        found = DOCKER_TEMPLATE.search(raw) if isinstance(raw, str) else None
        parameter = (found.group(1) or "") if found else ""
        required = e.get("required") is True or (bool(parameter) and parameter.split(".")[-1] in needed)
        plain.append(setting(text_of(e.get("name")), False, required, None if found else raw))
    return secrets + plain


def _docker_headers(headers: dict[str, Any], config: dict[str, Any]) -> list[Connection | None]:
    """Headers as declared; one whose value takes a declared secret is secret and as required as it."""
    secrets = {
        text_of(s.get("env")): s.get("required", True) is not False
        for s in list_of_dicts(config.get("secrets"))
    }
    items = []
    for name in sorted(headers):
        value = headers[name]
        used = [m.group(2) for m in DOCKER_TEMPLATE.finditer(value)] if isinstance(value, str) else []
        secret = next((s for s in used if s in secrets), None)
        shown = docker_template(value) if isinstance(value, str) else None
        items.append(setting(name, True if secret else None, secrets[secret] if secret else None, shown))
    return items


def _docker_words(items: object) -> list[str]:
    words = (
        [_value(docker_template(i)) for i in items if isinstance(i, str)] if isinstance(items, list) else []
    )
    return [w for w in words if w is not None]


def from_docker(obj: dict[str, Any], source: Source) -> list[Connection]:
    """The remote (hosted entries) or the image (local ones) of a Docker catalogue server."""
    config = dict_of(obj.get("config"))
    remote_spec = dict_of(obj.get("remote"))
    options: list[Connection | None] = []
    if remote_spec:
        headers = _docker_headers(dict_of(remote_spec.get("headers")), config)
        options.append(
            remote(remote_spec.get("url"), remote_spec.get("transport_type"), _settings(headers), source)
        )
    image = text_of(obj.get("image"))
    if image:
        run = dict_of(obj.get("run"))
        arguments = [
            {"type": "positional", "value": w, "isRequired": None} for w in _docker_words(run.get("command"))
        ]
        options.append(
            package(
                "oci",
                image,
                source,
                transport="stdio",
                env=_docker_env(config),
                arguments=arguments,
                volumes=_docker_words(run.get("volumes")),
            )
        )
    return [o for o in options if o is not None]


# --- the toolsdk MCP Registry ------------------------------------------------------------------------


def from_toolsdk(obj: dict[str, Any], source: Source) -> list[Connection]:
    """Remotes, and the package for node (npm) and python (pypi) runtimes."""
    options = [remote(r.get("url"), r.get("type"), [], source) for r in list_of_dicts(obj.get("remotes"))]
    kind = TOOLSDK_RUNTIMES.get(text_of(obj.get("runtime")), "")
    env = [
        setting(name, dict_of(spec).get("secret"), dict_of(spec).get("required"))
        for name, spec in sorted(dict_of(obj.get("env")).items())
    ]
    options.append(package(kind, text_of(obj.get("packageName")), source, env=env))
    return [o for o in options if o is not None]


# --- merging -------------------------------------------------------------------------------------------


def identity(option: Connection) -> tuple[str, str]:
    """Two listings declaring the same remote URL or the same package are one option."""
    return (option["kind"], option.get("url") or option.get("identifier", "").lower())


def merge(lists: Iterable[list[Connection]]) -> list[Connection]:
    """Options of several listings, in listing order; the first listing of an option wins."""
    seen: set[tuple[str, str]] = set()
    merged = []
    for options in lists:
        for option in options:
            if identity(option) not in seen:
                seen.add(identity(option))
                merged.append(option)
    return merged
