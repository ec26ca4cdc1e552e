"""The importers on the real snapshots in ../shared/data (skipped, with a message, when it is absent)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_import_support import DATA, imported, need_data, read_records, write

from waypost.catalogue import load
from waypost.importers import awesome, docker, mcp_registry, public_apis, toolsdk
from waypost.importers.entry import Problem, SourceEntry
from waypost.importers.provenance import SHARED_DATA_FILES
from waypost.validate import validate

EVERYTHING = SHARED_DATA_FILES


def split(items: object) -> tuple[list[SourceEntry], list[Problem]]:
    found = list(items)  # type: ignore[call-overload]
    return [e for e in found if isinstance(e, SourceEntry)], [e for e in found if isinstance(e, Problem)]


@pytest.mark.parametrize(
    ("parse", "relative", "entries", "problems"),
    [
        (mcp_registry.parse, "mcp-registry-seed/seed_2025_05_16.json", 464, 7),  # 7 records are empty
        (mcp_registry.parse, "mcp-registry-seed/seed_2025_04_24.json", 373, 0),
        (docker.parse, "docker-mcp-registry/servers.jsonl", 328, 0),
        (toolsdk.parse, "toolsdk-mcp-registry/packages.jsonl", 4908, 0),
        (awesome.parse, "awesome-punkpeye/README.md", 1359, 0),  # 1,355 servers + 4 frameworks
        (public_apis.parse, "public-apis/README.md", 1695, 0),
        (awesome.parse, "tensorblock-mcp/docs/search.md", 207, 0),
    ],
)
def test_each_real_file_parses(parse: object, relative: str, entries: int, problems: int) -> None:
    found, bad = split(parse(need_data(relative)))  # type: ignore[operator]
    assert (len(found), len(bad)) == (entries, problems)
    assert all(e.source_url.startswith("https://github.com/") for e in found)


def test_docker_yaml_files_match_the_jsonl() -> None:
    folder = need_data("docker-mcp-registry", "servers")
    from_yaml = [e for path in sorted(folder.glob("*.server.yaml")) for e in split(docker.parse(path))[0]]
    from_jsonl, _ = split(docker.parse(need_data("docker-mcp-registry", "servers.jsonl")))
    assert {e.name for e in from_yaml} == {e.name for e in from_jsonl}
    with_tools = sum(1 for e in from_yaml if e.capabilities)
    assert with_tools == sum(1 for e in from_jsonl if e.capabilities) > 0


def test_toolsdk_tool_lists_are_read_beside_packages() -> None:
    found, _ = split(toolsdk.parse(need_data("toolsdk-mcp-registry", "packages.jsonl")))
    assert sum(1 for e in found if e.capabilities) > 500  # 814 packages list tools


def test_seeds_keep_one_version_per_server() -> None:
    result = imported("mcp-registry+keywords", need_data("mcp-registry-seed"))
    names = [r["registryName"] for r in result.records]
    assert len(names) == len(set(names))
    assert result.report.skipped["older-version"] >= 300  # the April seed repeats the May one


def _everything() -> list[Path]:
    need_data()
    return [DATA / relative for relative in EVERYTHING if (DATA / relative).exists()]


@pytest.mark.slow
def test_full_import_validates_and_adds_up(tmp_path: Path) -> None:
    out = tmp_path / "catalogue"
    result = write("all", out, *_everything())
    report = result.report
    assert report.imported > 2000
    assert report.read == report.imported + sum(report.skipped.values()) + report.duplicates_merged
    assert report.duplicates_merged > 2500  # the same repositories across sources
    assert set(report.categories) == {"search", "extraction", "data", "browser", "documents"}
    checked = validate(load(out))
    assert [str(p) for p in checked.errors] == []
    assert len(read_records(out)) == report.imported


@pytest.mark.slow
def test_full_import_is_deterministic() -> None:
    first = imported("all", *_everything())
    second = imported("all", *reversed(_everything()))
    assert first.files == second.files  # the report included: files and problems are listed sorted
