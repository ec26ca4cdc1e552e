"""How to connect: configs from each source format parse back as JSON and say what the listing says."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from test_import_support import EPOCH

import search_core
from search_core import relay
from waypost import connect, mcp_tools
from waypost.importers import docker, mcp_registry, toolsdk
from waypost.importers.entry import SourceEntry
from waypost.pages import all_pages
from waypost.render import make_environment, render
from waypost.site import index_bytes

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "connections"


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


def option(parse: Any, name: str, entry_name: str, index: int) -> dict[str, Any]:
    found = [e for e in parse(FIXTURES / name) if isinstance(e, SourceEntry) and e.name == entry_name]
    chosen: dict[str, Any] = found[0].connections[index]
    return chosen


@pytest.mark.parametrize(
    ("parse", "name", "entry", "index", "command", "args", "env"),
    [
        # current registry, npm: pinned version, the named argument; a hint-only argument not said
        # to be required is left out; a fixed value is kept
        (mcp_registry.parse, "mcp-current.json", "Acme Finder", 1, "npx",
         ["-y", "@acme/finder-mcp@2.1.0", "--mode", "fast"],
         {"ACME_API_KEY": "<ACME_API_KEY>", "ACME_REGION": "eu"}),
        # current registry, pypi through uvx
        (mcp_registry.parse, "mcp-current.json", "Acme Finder", 2, "uvx", ["acme-finder@2.1.0"],
         {"ACME_API_KEY": "<ACME_API_KEY>"}),
        # current registry, oci: docker run with -e per written setting and the version as tag
        (mcp_registry.parse, "mcp-current.json", "Acme Finder", 3, "docker",
         ["run", "-i", "--rm", "-e", "ACME_API_KEY", "docker.io/acme/finder:2.1.0"],
         {"ACME_API_KEY": "<ACME_API_KEY>"}),
        # Docker: volumes, required and fixed settings; optional ones left out; templates as placeholders
        (docker.parse, "docker.server.yaml", "Acme Local", 0, "docker",
         ["run", "-i", "--rm", "-v", "acme-data:/data", "-e", "ACME_API_KEY", "-e", "ACME_TRANSPORT",
          "-e", "ACME_URL", "mcp/acme-local", "--db-path", "/data/<acme-local.db>"],
         {"ACME_API_KEY": "<ACME_API_KEY>", "ACME_TRANSPORT": "stdio", "ACME_URL": "<ACME_URL>"}),
        # toolsdk: npm without a version; the optional ACME_DEBUG is not written
        (toolsdk.parse, "toolsdk.jsonl", "Acme Node", 0, "npx", ["-y", "@acme/node-search"],
         {"ACME_TOKEN": "<ACME_TOKEN>"}),
        # seed: pypi, flags unknown, so the variable is written
        (mcp_registry.parse, "seed.json", "seeded", 1, "uvx", ["acme-seeded@0.3.0"],
         {"ACME_SEED_KEY": "<ACME_SEED_KEY>"}),
    ],
)  # fmt: skip
def test_package_configs_parse_back_with_placeholders(
    parse: Any, name: str, entry: str, index: int, command: str, args: list[str], env: dict[str, str]
) -> None:
    declared = option(parse, name, entry, index)
    desktop = json.loads(connect.mcp_servers("svc", declared) or "")["mcpServers"]["svc"]
    assert desktop == {"command": command, "args": args, **({"env": env} if env else {})}
    code = json.loads(connect.vscode("svc", declared) or "")
    server = code["servers"]["svc"]
    assert (server["type"], server["command"]) == ("stdio", command)
    prompts = {i["id"] for i in code.get("inputs", [])}
    for value in server.get("env", {}).values():
        assert value in set(env.values()) or value.removeprefix("${input:").removesuffix("}") in prompts
    assert (connect.command_line(declared) or "").split()[-len(args) :] == [
        a if a.isprintable() and "<" not in a else f"'{a}'" for a in args
    ]


@pytest.mark.parametrize(
    ("parse", "name", "entry", "index", "url", "vscode_type", "headers", "vscode_headers"),
    [
        # current registry: a header template filled in place
        (mcp_registry.parse, "mcp-current.json", "Acme Finder", 0, "https://mcp.acme.example.com/mcp", "http",
         {"Authorization": "Bearer <ACME_API_KEY>"}, {"Authorization": "Bearer ${input:acme-api-key}"}),
        # Docker remote: `Bearer ${X}` rewritten as a template, then a placeholder
        (docker.parse, "docker-remote.server.yaml", "Acme Remote", 0, "https://mcp.acme-remote.example.com/mcp",
         "http", {"Authorization": "Bearer <ACME_REMOTE_KEY>"},
         {"Authorization": "Bearer ${input:acme-remote-key}"}),
        # toolsdk remote without headers
        (toolsdk.parse, "toolsdk.jsonl", "Acme Py", 0, "https://py.acme.example.com/mcp", "http", None, None),
        # seed remote over sse
        (mcp_registry.parse, "seed.json", "seeded", 0, "https://seeded.acme.example.com/sse", "sse",
         None, None),
    ],
)  # fmt: skip
def test_remote_configs_parse_back(
    parse: Any,
    name: str,
    entry: str,
    index: int,
    url: str,
    vscode_type: str,
    headers: dict[str, str] | None,
    vscode_headers: dict[str, str] | None,
) -> None:
    declared = option(parse, name, entry, index)
    desktop = json.loads(connect.mcp_servers("svc", declared) or "")["mcpServers"]["svc"]
    assert desktop == {"url": url, **({"headers": headers} if headers else {})}
    code = json.loads(connect.vscode("svc", declared) or "")
    expected = {"type": vscode_type, "url": url, **({"headers": vscode_headers} if vscode_headers else {})}
    assert code["servers"]["svc"] == expected
    assert all(i["password"] for i in code.get("inputs", []))  # secret headers are masked prompts
    assert url in (connect.command_line(declared) or "")


def test_a_package_type_with_no_command_rule_gets_no_config() -> None:
    nuget = option(mcp_registry.parse, "mcp-current.json", "Acme Finder", 4)
    assert (connect.mcp_servers("svc", nuget), connect.vscode("svc", nuget), connect.command_line(nuget)) == (
        None,
        None,
        None,
    )


def record(slug: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((REPO / "catalogue" / "services" / f"{slug}.json").read_text("utf-8"))
    return loaded


def service_page(*records: dict[str, Any]) -> dict[str, str]:
    env = make_environment()
    pages = [p for p in all_pages(list(records), "2026-01-01T00:00:00Z") if p.template == "service.html"]
    return {p.context["service"]["slug"]: render(env, p.template, p.context) for p in pages}


def test_the_service_page_shows_each_option_with_its_blocks_and_the_tools() -> None:
    brave = record("brave-search")
    html = service_page(brave)["brave-search"]
    assert "How to connect" in html and "mcpServers JSON (Claude Desktop, Cursor)" in html
    assert "&lt;BRAVE_API_KEY&gt;" in html and "${input:brave-api-key}" in html
    assert html.count('<pre tabindex="0"><code>') == sum(len(o.blocks) for o in connect.options_for(brave))
    assert '<ul class="tools"' in html and "<li>web search</li>" in html


def test_a_secret_the_listing_requires_is_said_where_no_auth_scheme_is() -> None:
    """Oxylabs states no auth scheme, but its Docker listing requires the secret OXYLABS_PASSWORD: the page
    says so beside Authentication rather than listing authentication as not stated."""
    oxylabs = record("oxylabs")
    assert oxylabs["auth"] == "unknown"
    html = service_page(oxylabs)["oxylabs"]
    assert "Auth: a secret, scheme not stated" in html
    assert "a listing asks for the secret <code>OXYLABS_PASSWORD</code>" in html
    unstated = html.split('class="unknown-facts">')[1].split("<")[0]
    assert "uthentication" not in unstated


@pytest.mark.parametrize(
    ("docs", "shown"),
    [
        (
            "https://docs.example.com/",
            'see the provider\'s documentation: <a href="https://docs.example.com/"',
        ),
        ("", "see the provider's documentation (we know no link to it yet)"),
    ],
)
def test_a_page_with_no_connection_option_says_so(docs: str, shown: str) -> None:
    bare = copy.deepcopy(record("open-meteo"))
    bare.pop("connections", None)
    bare["docsUrl"] = docs
    html = service_page(bare)["open-meteo"]
    assert "Our sources declare no way to connect" in html and shown in html
    assert "<pre" not in html


def test_an_endpoint_no_listing_declares_is_named_beside_the_options() -> None:
    """Explorium's record has a Docker option and, from its README, a hosted endpoint: the page says where
    the endpoint's configuration is, instead of leaving it in the facts alone."""
    explorium = record("explorium-b2b-data")
    assert connect.undeclared_endpoint(explorium) == "https://mcp.explorium.ai/mcp"
    html = service_page(explorium)["explorium-b2b-data"]
    assert "It also has a hosted endpoint, <code>https://mcp.explorium.ai/mcp</code>" in html
    declared = copy.deepcopy(explorium)
    remote = {**declared["connections"][0], "kind": "remote", "url": declared["endpoint"]}
    declared["connections"].append(remote)
    assert connect.undeclared_endpoint(declared) is None
    assert connect.undeclared_endpoint({**explorium, "connections": []}) is None  # said in the other sentence
    assert connect.undeclared_endpoint({**explorium, "endpoint": None}) is None


def committed_records() -> list[dict[str, Any]]:
    paths = sorted((REPO / "catalogue" / "services").glob("*.json"))
    return [json.loads(p.read_text("utf-8")) for p in paths]


@pytest.mark.parametrize("view", ["compact", "full"])
def test_search_responses_keep_exactly_their_fields(view: str) -> None:
    records = committed_records()
    assert any("connections" in r for r in records)
    index = search_core.build_index(records, "2026-01-01T00:00:00Z")
    response = search_core.search({"query": "search", "view": view}, index)
    assert response["services"] and all("connections" not in r for r in response["services"])
    if view == "full":
        assert all(set(r) == set(relay.FULL_FIELDS) for r in response["services"])


def test_the_search_index_leaves_connections_out() -> None:
    text = index_bytes(committed_records(), "2026-01-01T00:00:00Z", "https://w.example/").decode()
    index = search_core.load_index(text)
    assert all("connections" not in r for r in index["records"])
    assert sum("registryLifecycle" in r for r in index["records"]) == 5  # the archived services


SRC = {"url": "https://example.com/listing", "checkedAt": "2026-01-01"}


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        # a required argument with only a hint becomes a named placeholder
        ({"kind": "npm", "identifier": "x",
          "arguments": [{"type": "positional", "valueHint": "dir", "isRequired": True}]},
         ("npx", ["-y", "x", "<dir>"])),
        # an image that already carries a tag keeps it; the version is not appended twice
        ({"kind": "oci", "identifier": "ghcr.io/acme/x:1.0", "version": "1.0"},
         ("docker", ["run", "-i", "--rm", "ghcr.io/acme/x:1.0"])),
        # a registry host with a port is not a tag
        ({"kind": "oci", "identifier": "localhost:5000/x", "version": "2"},
         ("docker", ["run", "-i", "--rm", "localhost:5000/x:2"])),
        # mcpb bundles have no command rule
        ({"kind": "mcpb", "identifier": "https://example.com/x.mcpb"}, None),
    ],
)  # fmt: skip
def test_launch_rules(option: dict[str, Any], expected: tuple[str, list[str]] | None) -> None:
    assert connect.launch({**option, "source": SRC}) == expected


@pytest.mark.parametrize(
    ("secret", "required", "flags"),
    [(True, True, "secret, required"), (None, True, "required"), (True, None, "secret"), (None, None, "")],
)
def test_setting_flags_say_only_what_the_source_says(secret: Any, required: Any, flags: str) -> None:
    assert connect.Setting("X", secret, required, None).flags == flags


def test_an_optional_templated_header_is_named_but_not_written() -> None:
    option = {
        "kind": "remote",
        "url": "https://mcp.example.com/mcp",
        "headers": [{"name": "X-Key", "isSecret": True, "isRequired": False, "value": "{KEY}"}],
        "source": SRC,
    }
    assert json.loads(connect.mcp_servers("svc", option) or "") == {
        "mcpServers": {"svc": {"url": "https://mcp.example.com/mcp"}}
    }
    shown = connect.options_for({"slug": "svc", "connections": [option]})[0]
    assert (shown.settings, shown.optional) == ([], ["X-Key"])


@pytest.mark.parametrize(
    ("auth", "headers", "note"),
    [
        ("api-key", [], "needs an API key, but this listing declares no setting for it: how to pass it"),
        ("oauth", [], "needs an OAuth sign-in, but this listing declares no setting for it: how to sign in"),
        ("api-key", [{"name": "Authorization", "isSecret": True}], None),  # the listing names where it goes
        ("none", [], None),
        ("unknown", [], None),  # no source says a credential is needed
    ],
)
def test_an_option_declaring_no_setting_for_a_needed_credential_says_so(
    auth: str, headers: list[dict[str, object]], note: str | None
) -> None:
    option = {"kind": "remote", "url": "https://mcp.example.com/mcp", "headers": headers, "source": SRC}
    shown = connect.options_for({"slug": "svc", "auth": auth, "connections": [option]})[0]
    if note is None:
        assert shown.credential_note is None
    else:
        assert shown.credential_note is not None and note in shown.credential_note


def test_the_note_is_on_the_page_and_in_the_connection_spec() -> None:
    bright = record("bright-data")
    assert "how to pass it to this option is not stated here" in service_page(bright)["bright-data"]
    spec = mcp_tools.connection_spec(bright)
    assert spec["options"][0]["credentialNote"].startswith("Our sources say the service needs an API key")


def test_a_page_with_an_endpoint_but_no_option_names_the_endpoint() -> None:
    bare = copy.deepcopy(record("open-meteo"))
    bare.pop("connections", None)
    bare["endpoint"] = "https://api.example.com/mcp"
    html = service_page(bare)["open-meteo"]
    assert "Our sources give its endpoint, <code>https://api.example.com/mcp</code>, but no client" in html
    assert "declare no way to connect" not in html


@pytest.mark.parametrize(
    ("endpoint", "kinds", "ways"),
    [
        (None, [], []),  # no source says
        ("https://mcp.example/mcp", [], ["Hosted"]),  # an endpoint from the provider's documentation
        (None, ["remote"], ["Hosted"]),
        ("https://mcp.example/mcp", ["remote", "oci", "npm", "npm"], ["Hosted", "npm", "Container"]),
        (None, ["pypi", "nuget", "mcpb"], ["PyPI", "NuGet", "MCP bundle"]),
    ],
)
def test_ways_to_connect_name_each_declared_kind_once_in_a_fixed_order(
    endpoint: str | None, kinds: list[str], ways: list[str]
) -> None:
    record = {"endpoint": endpoint, "connections": [{"kind": kind} for kind in kinds]}
    assert connect.ways_to_connect(record) == ways

