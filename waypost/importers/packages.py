"""Registry checks of the npm and PyPI packages that listings name (`catalogue/package-checks.json`).

A listing's package name is not always a package. ToolSDK's `packageName` is the registry's own id: for
several committed services no npm or PyPI package has that name, or the package of that name belongs to
another project. A ready-to-copy `npx -y NAME` would then run someone else's code. `scripts/check_packages.py`
reads each named package on its registry once (needs the network); the refresh leaves out every option
whose package does not exist or names another repository than the record's (`unusable`). The build never
reaches a registry: it reads what the refresh wrote.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .provenance import SNAPSHOTS
from .urls import normalize_repo_url

CHECKS_FILE = "package-checks.json"
KINDS = ("npm", "pypi")
# ToolSDK's package names are its own ids: one of them is offered as a command only once checked.
TOOLSDK_LISTING = next(s.repo for s in SNAPSHOTS if s.folder == "toolsdk-mcp-registry") + "/"
REGISTRY_NAMES = {"npm": "npm", "pypi": "PyPI"}


@dataclass(frozen=True)
class PackageCheck:
    """What a registry said of one package name on the day of the check."""

    kind: str
    identifier: str
    found: bool
    repository: str | None


Checks = dict[tuple[str, str], PackageCheck]


def read_checks(path: Path) -> Checks:
    """The checks in a package-checks.json file (none when the file does not exist)."""
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        (str(item["kind"]), str(item["identifier"])): PackageCheck(
            str(item["kind"]), str(item["identifier"]), bool(item["found"]), item.get("repository")
        )
        for item in data.get("packages", [])
    }


def render_checks(day: str, checks: list[dict[str, Any]]) -> str:
    """The file's text: the day of the check and the packages, sorted."""
    ordered = sorted(checks, key=lambda item: (item["kind"], item["identifier"]))
    document = {"checkedAt": day, "how": "scripts/check_packages.py", "packages": ordered}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def repository_name(url: str | None) -> tuple[str, str] | None:
    """(owner, repository) of a code-host URL, lowercased, else None."""
    key = normalize_repo_url((url or "").removeprefix("git+").removeprefix("git://"))
    if not key:
        return None
    parts = key.split("/")
    return (parts[1], parts[2]) if len(parts) >= 3 else None


def unusable(option: dict[str, Any], record: dict[str, Any], checks: Checks) -> str:
    """Why a connection option must not be shown ("" when it may): a package name ToolSDK gives that no
    check covers, a package on no registry, or the package of that name names another project's
    repository: another owner and another repository name than the record's website (a repository
    renamed by its owner, or moved to another owner under its name, is still the record's)."""
    kind, identifier = str(option.get("kind", "")), str(option.get("identifier", ""))
    check = checks.get((kind, identifier))
    registry = REGISTRY_NAMES.get(kind, kind)
    if check is None:
        listed_by_toolsdk = TOOLSDK_LISTING in str(option.get("source", {}).get("url", ""))
        return f"ToolSDK's package name `{identifier}` was not checked on {registry}" if (
            kind in KINDS and listed_by_toolsdk) else ""  # fmt: skip
    if not check.found:
        return f"no {registry} package is called `{identifier}`"
    own, theirs = repository_name(str(record.get("website") or "")), repository_name(check.repository)
    if own and theirs and own[0] != theirs[0] and own[1] != theirs[1]:
        return f"the {registry} package `{identifier}` is another project's ({check.repository})"
    return ""
