"""Collect a whole site in memory, then write it atomically.

Files go into a temporary directory next to the output and are swapped into place only when every
file is written, so a failed build leaves the previous site byte-identical.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath


class WriterError(ValueError):
    """A path was given twice, or is not a safe relative path, or the output is unsafe to replace."""


@dataclass(frozen=True)
class WriteSummary:
    files: int
    bytes: int
    out: Path


def check_relative_path(path: str) -> str:
    """A normalized POSIX path inside the site, or WriterError."""
    pure = PurePosixPath(path)
    if not path or pure.is_absolute() or "\\" in path or any(p in ("", ".", "..") for p in path.split("/")):
        raise WriterError(f"not a clean relative path inside the site: {path!r}")
    return str(pure)


class Writer:
    """Collects {relative path: bytes}; refuses a path twice; writes everything atomically."""

    def __init__(self) -> None:
        self._files: dict[str, bytes] = {}

    def add(self, path: str, data: bytes | str) -> None:
        """Add one file; text is encoded as UTF-8."""
        clean = check_relative_path(path)
        if clean in self._files:
            raise WriterError(f"{clean} is written twice")
        self._files[clean] = data.encode("utf-8") if isinstance(data, str) else bytes(data)

    def add_all(self, files: Mapping[str, bytes | str] | Iterable[tuple[str, bytes | str]]) -> None:
        items = files.items() if isinstance(files, Mapping) else files
        for path, data in items:
            self.add(path, data)

    @property
    def files(self) -> Mapping[str, bytes]:
        return dict(self._files)

    def total_bytes(self) -> int:
        return sum(len(b) for b in self._files.values())

    def write(self, out: Path, protected: Iterable[Path] = ()) -> WriteSummary:
        """Write every file into a temp dir next to `out`, then swap it into place."""
        out = Path(out).absolute()
        refuse_unsafe_output(out, protected)
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
        try:
            for path in sorted(self._files):
                target = staging / path
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(self._files[path])
            os.chmod(staging, 0o755)  # mkdtemp makes it private; a site is public
            swap_into_place(staging, out)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        return WriteSummary(len(self._files), self.total_bytes(), out)


def refuse_unsafe_output(out: Path, protected: Iterable[Path]) -> None:
    """Never replace the filesystem root, the home or working directory, or anything holding sources."""
    resolved = out.resolve()
    if out.exists() and not out.is_dir():
        raise WriterError(f"{out} exists and is not a directory")
    danger = [Path("/"), Path.home(), Path.cwd(), *protected]
    for path in danger:
        path = Path(path).resolve()
        if resolved == path or resolved in path.parents:
            raise WriterError(f"refusing to replace {out}: it is or contains {path}")


def swap_into_place(staging: Path, out: Path) -> None:
    """Rename the complete staging dir to `out`; the old output is removed only after the swap."""
    if not out.exists():
        staging.rename(out)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
    old.rmdir()
    out.rename(old)
    try:
        staging.rename(out)
    except BaseException:
        old.rename(out)
        raise
    shutil.rmtree(old, ignore_errors=True)
