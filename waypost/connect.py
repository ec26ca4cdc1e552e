"""Ready-to-copy client configuration from a record's `connections` (pure: no I/O).

Every command is derived mechanically from the listing's facts, never invented:

- npm → `npx -y <identifier>[@<version>]`; pypi → `uvx <identifier>[@<version>]`;
  oci → `docker run -i --rm [-v VOLUME]... [-e NAME]... <image>[:<version>]`; then the package's
  arguments (a named one as its name and value, a required one without a value as `<hint>`).
  nuget and mcpb packages get no command (no source names one); remote → its URL and transport.
- Settings (env, headers) are written when required, required-unsaid, or given a fixed value;
  settings declared optional (a template value included) are named beside the blocks instead.
- Values are placeholders, never real values: `<NAME>` in `mcpServers` JSON (Claude Desktop, Cursor)
  and on the command line; `${input:name}` in VS Code's `.vscode/mcp.json`, with a matching
  `promptString` input (`password: true` unless the source says the value is not secret).
  A `{NAME}` template in a source value (`Bearer {API_KEY}`) gets the same placeholder in place.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field
from typing import Any

Record = dict[str, Any]
Option = dict[str, Any]
TEMPLATE = re.compile(r"\{([A-Za-z_][A-Za-z0-9_.-]*)\}")
# Each kind of connection option: its title on a service page, and its word in a group page's comparison.
KINDS = {
    "remote": ("Hosted endpoint", "Hosted"),
    "npm": ("npm package", "npm"),
    "pypi": ("PyPI package", "PyPI"),
    "oci": ("Container image", "Container"),
    "nuget": ("NuGet package", "NuGet"),
    "mcpb": ("MCP bundle", "MCP bundle"),
}
KIND_LABELS = {kind: title for kind, (title, _) in KINDS.items()}
SHORT_KIND_LABELS = {kind: word for kind, (_, word) in KINDS.items()}


@dataclass(frozen=True)
class Block:
    """One ready-to-copy text: what it is for, and the text."""

    label: str
    text: str


@dataclass(frozen=True)
class Setting:
    """An environment variable or header as the page lists it."""

    name: str
    secret: bool | None
    required: bool | None
    value: str | None

    @property
    def flags(self) -> str:
        """What the source says of it: `secret, required`; '' when it says nothing."""
        said = ["secret" if self.secret else "", "required" if self.required else ""]
        return ", ".join(word for word in said if word)


@dataclass(frozen=True)
class ConnectOption:
    """One way to connect, as the service page shows it."""

    title: str
    summary: str
    source_url: str
    checked_at: str
    settings: list[Setting]
    optional: list[str]
    blocks: list[Block] = field(default_factory=list)
    credential_note: str | None = None  # credential_note(): the record needs a credential this names nowhere


def plain_placeholder(name: str) -> str:
    return f"<{name}>"


def input_id(name: str) -> str:
    """`BRAVE_API_KEY` → `brave-api-key` (a VS Code input id)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "value"


def vscode_placeholder(name: str) -> str:
    return "${input:" + input_id(name) + "}"


def _fill(template: str, placeholder: Any) -> str:
    return TEMPLATE.sub(lambda m: placeholder(m.group(1)), template)


def _written(settings: list[Option]) -> list[Option]:
    """Settings that go into a configuration: not declared optional, or given a fixed value
    (a template such as `Bearer {KEY}` declared optional stays optional)."""
    return [
        s
        for s in settings
        if s.get("isRequired") is not False or ("value" in s and not TEMPLATE.search(s["value"]))
    ]


def _value(setting: Option, placeholder: Any) -> str:
    if "value" in setting:
        return _fill(setting["value"], placeholder)
    return str(placeholder(setting["name"]))


def _inputs(option: Option) -> list[Option]:
    """VS Code promptString inputs for every placeholder the configuration uses."""
    names: dict[str, bool] = {}
    for setting in _written(option.get("env", []) + option.get("headers", [])):
        used = TEMPLATE.findall(setting["value"]) if "value" in setting else [setting["name"]]
        for name in used:
            names[name] = names.get(name, False) or setting.get("isSecret") is not False
    return [
        {"type": "promptString", "id": input_id(name), "description": name, "password": secret}
        for name, secret in names.items()
    ]


def _arguments(option: Option, placeholder: Any) -> list[str]:
    words: list[str] = []
    for arg in option.get("arguments", []):
        if "value" not in arg and arg.get("isRequired") is not True:
            continue
        value = (
            _fill(arg["value"], placeholder) if "value" in arg else placeholder(arg.get("valueHint", "value"))
        )
        words += [arg["name"], value] if arg["type"] == "named" else [value]
    return words


def launch(option: Option, placeholder: Any = plain_placeholder) -> tuple[str, list[str]] | None:
    """(command, args) that start a package's server, or None when no rule gives one."""
    kind, identifier, version = option["kind"], option.get("identifier", ""), option.get("version")
    arguments = _arguments(option, placeholder)
    if kind == "npm":
        return "npx", ["-y", f"{identifier}@{version}" if version else identifier, *arguments]
    if kind == "pypi":
        return "uvx", [f"{identifier}@{version}" if version else identifier, *arguments]
    if kind == "oci":
        image = (
            f"{identifier}:{version}" if version and ":" not in identifier.rsplit("/", 1)[-1] else identifier
        )
        volumes = [w for v in option.get("volumes", []) for w in ("-v", _fill(v, placeholder))]
        env = [w for s in _written(option.get("env", [])) for w in ("-e", s["name"])]
        return "docker", ["run", "-i", "--rm", *volumes, *env, image, *arguments]
    return None


def _env(option: Option, placeholder: Any) -> dict[str, str]:
    return {s["name"]: _value(s, placeholder) for s in _written(option.get("env", []))}


def _headers(option: Option, placeholder: Any) -> dict[str, str]:
    return {s["name"]: _value(s, placeholder) for s in _written(option.get("headers", []))}


def _dump(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


def mcp_servers(name: str, option: Option) -> str | None:
    """The `mcpServers` JSON that Claude Desktop and Cursor read (`url` form for a remote)."""
    if option["kind"] == "remote":
        server: Option = {"url": option["url"]}
        headers = _headers(option, plain_placeholder)
        if headers:
            server["headers"] = headers
        return _dump({"mcpServers": {name: server}})
    started = launch(option)
    if started is None:
        return None
    server = {"command": started[0], "args": started[1]}
    env = _env(option, plain_placeholder)
    if env:
        server["env"] = env
    return _dump({"mcpServers": {name: server}})


def vscode(name: str, option: Option) -> str | None:
    """VS Code's `.vscode/mcp.json`: `servers` (stdio or http/sse) and the `inputs` it prompts for."""
    if option["kind"] == "remote":
        server: Option = {"type": "sse" if option.get("transport") == "sse" else "http", "url": option["url"]}
        headers = _headers(option, vscode_placeholder)
        if headers:
            server["headers"] = headers
    else:
        started = launch(option, vscode_placeholder)
        if started is None:
            return None
        server = {"type": "stdio", "command": started[0], "args": started[1]}
        env = _env(option, vscode_placeholder)
        if env:
            server["env"] = env
    config: Option = {"servers": {name: server}}
    inputs = _inputs(option)
    if inputs:
        config = {"inputs": inputs, **config}
    return _dump(config)


def command_line(option: Option) -> str | None:
    """A shell line (`NAME='<NAME>'` assignments, then the command); for a remote, URL and transport."""
    if option["kind"] == "remote":
        return f"URL: {option['url']}\nTransport: {option.get('transport', 'not declared')}"
    started = launch(option)
    if started is None:
        return None
    assignments = [f"{name}={shlex.quote(value)}" for name, value in _env(option, plain_placeholder).items()]
    return " ".join([*assignments, *(shlex.quote(w) for w in [started[0], *started[1]])])


def _summary(option: Option) -> str:
    if option["kind"] == "remote":
        return f"{option['url']} ({option.get('transport', 'transport not declared')})"
    parts = [option["identifier"]]
    if option.get("version"):
        parts.append(f"version {option['version']}")
    if option.get("transport"):
        parts.append(f"{option['transport']} transport")
    return ", ".join(parts)


def _blocks(name: str, option: Option) -> list[Block]:
    candidates = [
        ("mcpServers JSON (Claude Desktop, Cursor)", mcp_servers(name, option)),
        ("VS Code (.vscode/mcp.json)", vscode(name, option)),
        ("Endpoint" if option["kind"] == "remote" else "Command line", command_line(option)),
    ]
    return [Block(label, text) for label, text in candidates if text is not None]


def options_for(record: Record) -> list[ConnectOption]:
    """Every declared way to connect to a record's service, with its ready-to-copy blocks."""
    name = str(record.get("slug", "server"))
    shown = []
    for option in record.get("connections", []):
        settings = option.get("env", []) + option.get("headers", [])
        shown.append(
            ConnectOption(
                title=KIND_LABELS.get(option["kind"], option["kind"]),
                summary=_summary(option),
                source_url=option["source"]["url"],
                checked_at=option["source"]["checkedAt"],
                settings=[
                    Setting(
                        s["name"],
                        s.get("isSecret"),
                        s.get("isRequired"),
                        _fill(s["value"], plain_placeholder) if "value" in s else None,
                    )
                    for s in _written(settings)
                ],
                optional=[s["name"] for s in settings if s not in _written(settings)],
                blocks=_blocks(name, option),
                credential_note=credential_note(record, option),
            )
        )
    return shown


# How the record's auth names the credential a connection option would carry, and what is then not stated.
CREDENTIALS = {
    "api-key": ("an API key", "how to pass it to this option"),
    "oauth": ("an OAuth sign-in", "how to sign in through this option"),
    "wallet-payment": ("a wallet payment", "how to pay through this option"),
}


def credential_note(record: Record, option: Option) -> str | None:
    """When our sources say the service needs a credential and the option's listing declares no setting at
    all (Bright Data's hosted endpoint, Notte's PyPI package): that how to use it is not stated here. Nothing
    is inferred: not where the credential goes, nor that this option would work without it."""
    needed = CREDENTIALS.get(str(record.get("auth")))
    if needed is None or option.get("env") or option.get("headers"):
        return None
    credential, unsaid = needed
    return (
        f"Our sources say the service needs {credential}, but this listing declares no setting for it: "
        f"{unsaid} is not stated here (see the provider's documentation and the notes)."
    )


def ways_to_connect(record: Record) -> list[str]:
    """The ways to reach a service in a word each, in a fixed order: "Hosted" when it has an endpoint or a
    listing declares a remote, then each kind of package its listings declare; [] when no source says."""
    kinds = {str(option.get("kind")) for option in record.get("connections") or []}
    if record.get("endpoint"):
        kinds.add("remote")
    return [label for kind, label in SHORT_KIND_LABELS.items() if kind in kinds]


def undeclared_endpoint(record: Record) -> str | None:
    """The record's endpoint when it has connection options but none of them is a remote at that URL (the
    provider's documentation gave it, no listing declares how to connect to it); else None."""
    endpoint = record.get("endpoint")
    options = record.get("connections") or []
    if not endpoint or not options:
        return None
    declared = {option.get("url") for option in options if option.get("kind") == "remote"}
    return None if endpoint in declared else str(endpoint)
