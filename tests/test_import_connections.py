"""Connection facts kept from each source format: remotes, packages, env and headers with their flags."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_import_support import EPOCH, imported

from waypost.importers import docker, mcp_registry, toolsdk
from waypost.importers.entry import SourceEntry
from waypost.validate import DEFAULT_SCHEMA, make_validator

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "connections"


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


def options_of(parse: Any, name: str, entry_name: str) -> list[dict[str, Any]]:
    found = [e for e in parse(FIXTURES / name) if isinstance(e, SourceEntry) and e.name == entry_name]
    assert len(found) == 1, found
    return found[0].connections


def brief(option: dict[str, Any]) -> tuple[Any, ...]:
    """kind, address, transport, and (name, isSecret, isRequired, value) of each setting."""
    settings = option.get("headers", []) + option.get("env", [])
    return (
        option["kind"],
        option.get("url") or option.get("identifier"),
        option.get("version"),
        option.get("transport"),
        tuple((s["name"], s["isSecret"], s["isRequired"], s.get("value")) for s in settings),
    )


@pytest.mark.parametrize(
    ("parse", "name", "entry", "expected"),
    [
        # the current registry: remote headers with flags and template, packages of every known type;
        # an http remote and an unknown registry type (cargo) are not kept
        (mcp_registry.parse, "mcp-current.json", "Acme Finder", [
            ("remote", "https://mcp.acme.example.com/mcp", None, "streamable-http",
             (("Authorization", True, True, "Bearer {ACME_API_KEY}"),)),
            ("npm", "@acme/finder-mcp", "2.1.0", "stdio",
             (("ACME_API_KEY", True, True, None), ("ACME_REGION", None, False, "eu"))),
            ("pypi", "acme-finder", "2.1.0", "stdio", (("ACME_API_KEY", True, True, None),)),
            ("oci", "docker.io/acme/finder", "2.1.0", "stdio", (("ACME_API_KEY", True, True, None),)),
            ("nuget", "Acme.Finder", "2.1.0", "stdio", ()),
        ]),
        # Docker: secrets (required unless said), fixed and templated env (required per parameters schema)
        (docker.parse, "docker.server.yaml", "Acme Local", [
            ("oci", "mcp/acme-local", None, "stdio",
             (("ACME_API_KEY", True, True, None), ("ACME_EXTRA_TOKEN", True, False, None),
              ("ACME_TRANSPORT", False, False, "stdio"), ("ACME_URL", False, True, None),
              ("ACME_RETRIES", False, False, None))),
        ]),
        # Docker remote: the header takes a declared secret, so it is secret and required
        (docker.parse, "docker-remote.server.yaml", "Acme Remote", [
            ("remote", "https://mcp.acme-remote.example.com/mcp", None, "streamable-http",
             (("Authorization", True, True, "Bearer {ACME_REMOTE_KEY}"),)),
        ]),
        # toolsdk: node -> npm with env flags as declared (secret unsaid -> null)
        (toolsdk.parse, "toolsdk.jsonl", "Acme Node", [
            ("npm", "@acme/node-search", None, None,
             (("ACME_DEBUG", None, False, None), ("ACME_TOKEN", True, True, None))),
        ]),
        # toolsdk: python -> pypi, and its remote
        (toolsdk.parse, "toolsdk.jsonl", "Acme Py", [
            ("remote", "https://py.acme.example.com/mcp", None, "streamable-http", ()),
            ("pypi", "acme-py-search", None, None, ()),
        ]),
        # toolsdk: a go runtime names no package registry: nothing kept
        (toolsdk.parse, "toolsdk.jsonl", "Acme Go", []),
        # the pre-GA seed: remote and known package types, flags unknown; `unknown` registry dropped
        (mcp_registry.parse, "seed.json", "seeded", [
            ("remote", "https://seeded.acme.example.com/sse", None, "sse", ()),
            ("pypi", "acme-seeded", "0.3.0", None, (("ACME_SEED_KEY", None, None, None),)),
        ]),
    ],
)  # fmt: skip
def test_connection_facts_are_kept_per_source_format(
    parse: Any, name: str, entry: str, expected: list[tuple[Any, ...]]
) -> None:
    assert [brief(o) for o in options_of(parse, name, entry)] == expected


def test_arguments_volumes_and_source_are_kept() -> None:
    finder = options_of(mcp_registry.parse, "mcp-current.json", "Acme Finder")
    assert finder[1]["runtimeHint"] == "npx"
    assert finder[1]["arguments"] == [
        {"type": "named", "name": "--mode", "value": "fast", "isRequired": True},
        {"type": "positional", "valueHint": "workspace", "isRequired": None},
    ]
    assert finder[0]["source"]["url"].startswith("https://registry.modelcontextprotocol.io/v0/servers/")
    local = options_of(docker.parse, "docker.server.yaml", "Acme Local")[0]
    assert [a["value"] for a in local["arguments"]] == ["--db-path", "/data/{acme-local.db}"]
    assert local["volumes"] == ["acme-data:/data"]
    seeded = options_of(mcp_registry.parse, "seed.json", "seeded")[1]
    assert "arguments" not in seeded  # the seed's package_arguments mix runtime flags in


@pytest.mark.parametrize(
    ("source", "name"),
    [
        ("mcp-registry", "mcp-current.json"),
        ("docker", "docker.server.yaml"),
        ("docker", "docker-remote.server.yaml"),
        ("toolsdk", "toolsdk.jsonl"),
        ("mcp-registry", "seed.json"),
    ],
)
def test_imported_connections_validate_against_the_schema(source: str, name: str) -> None:
    result = imported(source, FIXTURES / name)
    validator = make_validator(json.loads(DEFAULT_SCHEMA.read_text(encoding="utf-8")))
    with_options = [r for r in result.records if "connections" in r]
    assert with_options or not result.records
    for record in result.records:
        assert list(validator.iter_errors(record)) == []
