"""The refresh changes only the fields the snapshots own; every hand edit survives, and twice is once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from waypost.importers.refresh import OWNED_FIELDS, refresh_directory

REPO = Path(__file__).resolve().parents[1]
LISTING = "https://github.com/docker/mcp-registry/blob/818bf169/servers/{}/server.yaml"
HAND_OPTION = {
    "kind": "remote",
    "url": "https://mcp.acme.example.com/mcp",
    "transport": "streamable-http",
    "source": {"url": "https://docs.acme.example.com/mcp", "checkedAt": "2026-11-30"},
}
DOCKER_LINES = [
    {
        "name": "acme-local",
        "image": "mcp/acme-local",
        "meta": {"category": "search"},
        "about": {"title": "Acme Local", "description": "Search."},
        "source": {"project": "https://github.com/acme/local"},
        "config": {"secrets": [{"name": "acme.api_key", "env": "ACME_API_KEY"}]},
    },
    {
        "name": "oldie",
        "image": "mcp/oldie",
        "meta": {"category": "search"},
        "about": {"title": "Oldie (Archived)", "description": "Search."},
        "source": {"project": "https://github.com/acme/oldie"},
    },
]


def record(slug: str, docker_name: str, **edits: Any) -> dict[str, Any]:
    """A committed record pointing at a Docker listing, with hand edits applied."""
    base = json.loads((REPO / "catalogue" / "services" / "brave-search.json").read_text(encoding="utf-8"))
    base = {k: v for k, v in base.items() if k not in OWNED_FIELDS}
    base.update(id=f"svc-{slug}", slug=slug, sourceUrl=LISTING.format(docker_name), registryName=docker_name)
    base.update(edits)
    return base


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    data = tmp_path / "data"
    (data / "docker-mcp-registry").mkdir(parents=True)
    lines = "".join(json.dumps(line) + "\n" for line in DOCKER_LINES)
    (data / "docker-mcp-registry" / "servers.jsonl").write_text(lines, encoding="utf-8")
    services = tmp_path / "services"
    services.mkdir()
    hand = record(
        "acme-local", "acme-local",
        pricing={"model": "usage-based", "summary": "Per request.", "url": "https://acme.example.com/pricing",
                 "checkedAt": "2026-11-30"},
        docsUrl="https://docs.acme.example.com/", auth="oauth", endpoint="https://mcp.acme.example.com/mcp",
        verification="documented", notes="Read on the provider's pages.", description="Our words, edited.",
        connections=[HAND_OPTION],
    )  # fmt: skip
    for item in (hand, record("oldie", "oldie"), record("unlisted", "not-in-any-listing")):
        text = json.dumps(item, indent=2, ensure_ascii=False) + "\n"
        (services / f"{item['slug']}.json").write_text(text, encoding="utf-8")
    return data, services


def load(services: Path, slug: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((services / f"{slug}.json").read_text(encoding="utf-8"))
    return loaded


def test_a_hand_edit_survives_a_refresh(dirs: tuple[Path, Path]) -> None:
    data, services = dirs
    before = load(services, "acme-local")
    refresh_directory(services, data)
    after = load(services, "acme-local")
    assert {k: v for k, v in after.items() if k != "connections"} == {
        k: v for k, v in before.items() if k != "connections"
    }
    kinds = [(o["kind"], o.get("identifier") or o["url"]) for o in after["connections"]]
    assert kinds == [("oci", "mcp/acme-local"), ("remote", HAND_OPTION["url"])]  # hand option kept, last
    assert after["connections"][0]["env"] == [{"name": "ACME_API_KEY", "isSecret": True, "isRequired": True}]


def test_the_refresh_reports_each_changed_field_and_is_idempotent(dirs: tuple[Path, Path]) -> None:
    data, services = dirs
    first = refresh_directory(services, data)
    assert sorted((c.slug, c.field) for c in first) == [
        ("acme-local", "connections"),
        ("oldie", "connections"),
        ("oldie", "registryLifecycle"),
    ]
    snapshot = {p.name: p.read_bytes() for p in services.iterdir()}
    assert refresh_directory(services, data) == []
    assert {p.name: p.read_bytes() for p in services.iterdir()} == snapshot


def test_an_archived_listing_gives_the_deprecated_lifecycle_with_evidence(dirs: tuple[Path, Path]) -> None:
    data, services = dirs
    refresh_directory(services, data)
    assert load(services, "oldie")["registryLifecycle"] == {
        "status": "deprecated",
        "evidence": {"url": LISTING.format("oldie"), "checkedAt": "2026-07-08"},
    }


def test_check_mode_writes_nothing_and_an_unlisted_record_is_left_alone(dirs: tuple[Path, Path]) -> None:
    data, services = dirs
    snapshot = {p.name: p.read_bytes() for p in services.iterdir()}
    assert refresh_directory(services, data, write=False)
    assert {p.name: p.read_bytes() for p in services.iterdir()} == snapshot
    refresh_directory(services, data)
    assert (services / "unlisted.json").read_bytes() == snapshot["unlisted.json"]
