"""Where a file came from: the pinned upstream listing and the snapshot date, or honest fallbacks.

The snapshots in ../shared/data are recognised by their folder name (the table in that folder's
README). For any other file the date is `SOURCE_DATE_EPOCH` when set, else what the file itself
says (the newest date inside an MCP Registry dump), else the file's modification date.
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Snapshot:
    """A pinned copy of a public listing."""

    folder: str
    repo: str  # https://github.com/owner/name
    commit: str
    date: str
    label: str
    paths: tuple[tuple[str, str], ...] = ()  # local file name -> path in the upstream repository

    def blob_url(self, repo_path: str, line: int | None = None) -> str:
        """The file (and line) at the pinned commit on GitHub."""
        anchor = f"#L{line}" if line else ""
        return f"{self.repo}/blob/{self.commit}/{repo_path}{anchor}"

    def upstream_path(self, relative: str) -> str:
        """The file's path in the upstream repository."""
        return dict(self.paths).get(relative, relative)


# What `build.py import all` reads of ../shared/data to import everything: each snapshot once
# (derived/ is left out: it repeats the Markdown lists as JSON).
SHARED_DATA_FILES = (
    "mcp-registry-seed",
    "docker-mcp-registry/servers.jsonl",
    "toolsdk-mcp-registry/packages.jsonl",
    "tensorblock-mcp/docs",
    "awesome-punkpeye/README.md",
    "public-apis/README.md",
)

SNAPSHOTS = (
    Snapshot(
        "mcp-registry-seed",
        "https://github.com/modelcontextprotocol/registry",
        "81e5174a",
        "2025-07-02",
        "the official MCP Registry seed",
        (("seed_2025_05_16.json", "data/seed_2025_05_16.json"), ("seed_2025_04_24.json", "data/seed.json")),
    ),
    Snapshot(
        "docker-mcp-registry",
        "https://github.com/docker/mcp-registry",
        "818bf169",
        "2026-07-08",
        "the Docker MCP Registry",
    ),
    Snapshot(
        "toolsdk-mcp-registry",
        "https://github.com/toolsdk-ai/toolsdk-mcp-registry",
        "4bfe8262",
        "2026-07-28",
        "the toolsdk MCP Registry",
    ),
    Snapshot(
        "tensorblock-mcp",
        "https://github.com/TensorBlock/awesome-mcp-servers",
        "8db761c3",
        "2026-08-22",
        "TensorBlock awesome-mcp-servers",
    ),
    Snapshot(
        "awesome-punkpeye",
        "https://github.com/punkpeye/awesome-mcp-servers",
        "f120e72e",
        "2026-02-23",
        "punkpeye awesome-mcp-servers",
    ),
    Snapshot("public-apis", "https://github.com/public-apis/public-apis", "c045a2eb", "", "public-apis"),
)
SEED_0424_COMMIT = "c0b5d20d"


@dataclass(frozen=True)
class FileOrigin:
    """The snapshot a file belongs to (if known), its path inside it and the date to record."""

    path: Path
    snapshot: Snapshot | None
    relative: str
    date: str

    def listing_url(self, line: int | None = None, repo_path: str | None = None) -> str | None:
        """The pinned upstream URL of this file (or of `repo_path` in the same repository)."""
        if self.snapshot is None:
            return None
        if self.snapshot.folder == "mcp-registry-seed" and self.relative == "seed_2025_04_24.json":
            return f"{self.snapshot.repo}/blob/{SEED_0424_COMMIT}/data/seed.json"
        return self.snapshot.blob_url(repo_path or self.snapshot.upstream_path(self.relative), line)


def _find_snapshot(path: Path) -> tuple[Snapshot | None, str]:
    resolved = path.resolve()
    for ancestor in resolved.parents:
        for snap in SNAPSHOTS:
            if ancestor.name == snap.folder:
                return snap, resolved.relative_to(ancestor).as_posix()
    return None, path.name


def _env_date() -> str | None:
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not epoch.isdigit():
        return None
    return dt.datetime.fromtimestamp(int(epoch), dt.UTC).date().isoformat()


def _mtime_date(path: Path) -> str:
    try:
        return dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC).date().isoformat()
    except OSError:
        return dt.datetime.now(dt.UTC).date().isoformat()


def origin_of(path: Path, intrinsic_date: str | None = None) -> FileOrigin:
    """Resolve the snapshot and the sourceCheckedAt date for one input file."""
    snapshot, relative = _find_snapshot(path)
    if snapshot is not None and snapshot.date:
        date = snapshot.date
    else:
        date = _env_date() or intrinsic_date or _mtime_date(path)
    return FileOrigin(path, snapshot, relative, date)
