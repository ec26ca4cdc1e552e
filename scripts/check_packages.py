#!/usr/bin/env python3
"""Check every npm and PyPI package the committed records' connections name, on the registries themselves.

    .venv/bin/python scripts/check_packages.py            # writes catalogue/package-checks.json
    .venv/bin/python scripts/check_packages.py --check    # says what would change, writes nothing

A listing's package name is not always a package: ToolSDK's `packageName` is the registry's own id, and
for several committed services it names no npm or PyPI package, or another project's. For each
`npm`/`pypi` connection option this reads the package's registry entry (https://registry.npmjs.org/NAME,
https://pypi.org/pypi/NAME/json) and records whether it exists and which repository it names. The
refresh (scripts/refresh_connections.py) then leaves out the options whose package does not exist or
names another repository than the record's (waypost/importers/packages.py). Needs the network (the two
registries only); the site build never runs it. Progress on stderr; the last line is a summary.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from waypost.importers.packages import CHECKS_FILE, KINDS, read_checks, render_checks  # noqa: E402

REGISTRY_URLS = {
    "npm": "https://registry.npmjs.org/{name}",
    "pypi": "https://pypi.org/pypi/{name}/json",
}
TIMEOUT_SECONDS = 30


def registry_entry(kind: str, name: str) -> dict[str, Any] | None:
    """The package's registry document, or None when the registry has no such package."""
    quoted = name.replace("/", "%2F") if kind == "npm" else urllib.parse.quote(name, safe="")
    try:
        url = REGISTRY_URLS[kind].format(name=quoted)
        with urllib.request.urlopen(url, timeout=TIMEOUT_SECONDS) as response:
            return dict(json.load(response))
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return None
        raise


def repository_of(kind: str, entry: dict[str, Any]) -> str | None:
    """The repository URL a registry entry names (npm `repository`, PyPI project URLs or home page)."""
    if kind == "npm":
        latest = (entry.get("dist-tags") or {}).get("latest")
        newest = (entry.get("versions") or {}).get(latest, {})
        repository = entry.get("repository") or newest.get("repository")
        if isinstance(repository, dict):
            repository = repository.get("url")
        return str(repository) if repository else None
    info = entry.get("info") or {}
    urls = dict(info.get("project_urls") or {})
    labels = ("Source", "Source Code", "Repository", "repository", "source", "Code", "GitHub", "Homepage")
    for label in labels:
        if urls.get(label):
            return str(urls[label])
    github = [str(url) for url in urls.values() if "github.com/" in str(url)]
    if github:
        return github[0]
    return str(info["home_page"]) if info.get("home_page") else None


def named_packages(services: Path) -> list[tuple[str, str]]:
    """(kind, name) of every npm or PyPI option of the committed records, and of every package the checks
    file already holds (the refresh has left out those found unusable, but their listings still name
    them), sorted, each once."""
    found = set(read_checks(services.parent / CHECKS_FILE))
    for path in sorted(services.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        for option in record.get("connections") or []:
            if option.get("kind") in KINDS and option.get("identifier"):
                found.add((str(option["kind"]), str(option["identifier"])))
    return sorted(found)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--services", type=Path, default=ROOT / "catalogue" / "services")
    parser.add_argument("--date", default=None, help="the day of the check (default: today, UTC)")
    parser.add_argument("--check", action="store_true", help="write nothing")
    arguments = parser.parse_args()
    day = arguments.date or datetime.datetime.now(datetime.UTC).date().isoformat()
    packages = named_packages(arguments.services)
    checks = []
    for number, (kind, name) in enumerate(packages, 1):
        entry = registry_entry(kind, name)
        repository = repository_of(kind, entry) if entry is not None else None
        found = entry is not None
        checks.append({"kind": kind, "identifier": name, "found": found, "repository": repository})
        said = f"found, {repository}" if found else "no such package"
        print(f"check_packages: [{number}/{len(packages)}] {kind} {name}: {said}", file=sys.stderr)
    text = render_checks(day, checks)
    target = arguments.services.parent / CHECKS_FILE
    missing = sum(1 for check in checks if not check["found"])
    if not arguments.check:
        target.write_text(text, encoding="utf-8")
    print(f"check_packages: {len(checks)} packages checked, {missing} not on their registry; "
          f"{'wrote ' + str(target) if not arguments.check else 'nothing written'}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
