"""Listed packages that their registry lacks, or has as another project's, are never shown as commands.

ToolSDK's `packageName` is the registry's own id: for several committed services no npm or PyPI package has
that name (`agentql-mcp`), or the name belongs to another project (`markdownify`). `npx -y markdownify`
would run someone else's code. `catalogue/package-checks.json` (scripts/check_packages.py) records what the
registries said; the refresh leaves those options out.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from waypost.importers.packages import CHECKS_FILE, KINDS, PackageCheck, read_checks, unusable
from waypost.importers.refresh import refresh_directory

REPO = Path(__file__).resolve().parents[1]
SERVICES = REPO / "catalogue" / "services"
TOOLSDK = "https://github.com/toolsdk-ai/toolsdk-mcp-registry/blob/4bfe8262/packages/search-data-extraction/{}.json"
RECORD = {"website": "https://github.com/acme/acme-mcp"}


def check(found: bool, repository: str | None = None) -> dict[tuple[str, str], PackageCheck]:
    return {("npm", "acme-mcp"): PackageCheck("npm", "acme-mcp", found, repository)}


@pytest.mark.parametrize(
    ("checks", "reason"),
    [
        (check(True, "git+https://github.com/acme/acme-mcp.git"), ""),
        (check(True, "https://github.com/acme-labs/acme-mcp"), ""),  # moved to another owner, same name
        (check(True, "https://github.com/acme/mcp"), ""),  # renamed by its owner
        (check(True, None), ""),  # the registry names no repository: nothing to contradict
        ({}, ""),  # never checked, from a listing other than ToolSDK: as the listing says
        (check(False), "no npm package is called `acme-mcp`"),
        (
            check(True, "https://github.com/someone/markdown"),
            "the npm package `acme-mcp` is another project's (https://github.com/someone/markdown)",
        ),
    ],
)
def test_when_a_listed_package_is_unusable(checks: dict[Any, PackageCheck], reason: str) -> None:
    assert unusable({"kind": "npm", "identifier": "acme-mcp"}, RECORD, checks) == reason


def test_the_refresh_leaves_out_a_package_its_registry_lacks(tmp_path: Path) -> None:
    data = tmp_path / "data" / "toolsdk-mcp-registry"
    data.mkdir(parents=True)
    listing = {
        "_path": "packages/search-data-extraction/acme.json",
        "_category_dir": "search-data-extraction",
        "type": "mcp-server",
        "packageName": "acme-mcp",
        "description": "Search.",
        "url": "https://github.com/acme/acme-mcp",
        "runtime": "node",
        "env": {},
        "name": "Acme",
    }
    (data / "packages.jsonl").write_text(json.dumps(listing) + "\n", encoding="utf-8")
    services = tmp_path / "catalogue" / "services"
    services.mkdir(parents=True)
    base = json.loads((SERVICES / "brave-search.json").read_text(encoding="utf-8"))
    base.pop("connections", None)
    base.update(slug="acme", id="svc-acme", website=RECORD["website"], sourceUrl=TOOLSDK.format("acme"))
    (services / "acme.json").write_text(json.dumps(base, indent=2) + "\n", encoding="utf-8")

    def refreshed_options(found: bool | None) -> list[tuple[str, str]]:
        entry = {"kind": "npm", "identifier": "acme-mcp", "found": found, "repository": RECORD["website"]}
        checks = [] if found is None else [entry]
        document = {"checkedAt": "2026-12-01", "packages": checks}
        (services.parent / CHECKS_FILE).write_text(json.dumps(document), encoding="utf-8")
        refresh_directory(services, tmp_path / "data")
        written = json.loads((services / "acme.json").read_text(encoding="utf-8"))
        return [(o["kind"], o["identifier"]) for o in written.get("connections", [])]

    assert refreshed_options(True) == [("npm", "acme-mcp")]
    assert refreshed_options(False) == []  # no such package on npm
    assert refreshed_options(None) == []  # a ToolSDK package name nobody checked


def test_the_importer_offers_no_toolsdk_package_as_a_command() -> None:
    """The importer runs offline: a package name from ToolSDK, never checked, is not kept; its remote is."""
    from test_import_support import imported

    fixture = REPO / "tests" / "fixtures" / "connections" / "toolsdk.jsonl"
    records = imported("toolsdk", fixture).records
    kinds = {str(r["slug"]): [o["kind"] for o in r.get("connections", [])] for r in records}
    assert kinds and not any(kind in KINDS for found in kinds.values() for kind in found), kinds
    assert any("remote" in found for found in kinds.values())


def committed_options() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    found = []
    for path in sorted(SERVICES.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        found += [(path.stem, option, record) for option in record.get("connections") or []]
    return found


def test_every_committed_package_was_checked_on_its_registry() -> None:
    checks = read_checks(REPO / "catalogue" / CHECKS_FILE)
    unchecked = [
        (slug, option["identifier"])
        for slug, option, _ in committed_options()
        if option.get("kind") in KINDS and (option["kind"], option["identifier"]) not in checks
    ]
    assert not unchecked, f"run scripts/check_packages.py, then scripts/refresh_connections.py: {unchecked}"


def test_no_committed_page_shows_a_package_its_registry_lacks_or_gives_to_another_project() -> None:
    checks = read_checks(REPO / "catalogue" / CHECKS_FILE)
    shown = [(slug, unusable(option, record, checks)) for slug, option, record in committed_options()]
    assert [(slug, reason) for slug, reason in shown if reason] == []


def test_the_committed_connections_are_what_the_refresh_writes() -> None:
    """The committed records' connections equal the refresh's output over the snapshots, with the package
    checks applied: a checks file that forgot a package would bring its command back."""
    data = REPO.parent / "shared" / "data"
    if not data.is_dir():
        pytest.skip("../shared/data is absent: the snapshots the refresh reads are not here")
    changed = refresh_directory(SERVICES, data, write=False)
    assert [change.describe() for change in changed] == []
