"""Collect a whole site in memory, then write it atomically.

Files go into a new version directory next to the output, which becomes the output in one atomic
switch only when every file is written (waypost/output_tree.py: safe under SIGKILL at any instant),
so a failed or killed build leaves the previous site byte-identical.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from waypost.output_tree import (
    BUILD_MARKER,
    OutputTreeError,
    check_replaceable,
    output_path,
    replace_tree,
)

# What identifies an earlier build: the marker every build writes, or, from before the marker, the index.
BUILD_MARKERS = (BUILD_MARKER, "search/index.json")


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
        """Write every file into a new version beside `out`, then switch `out` to it atomically.

        Refuses (WriterError, nothing written) an `out` that is neither absent, empty, nor an earlier build.
        """
        out = output_path(out)
        refuse_unsafe_output(out, protected)
        try:
            replace_tree(out, self._files, BUILD_MARKERS, BUILD_MARKER)
        except OutputTreeError as refusal:
            raise WriterError(str(refusal)) from None
        return WriteSummary(len(self._files), self.total_bytes(), out)


def check_output(out: Path, protected: Iterable[Path] = ()) -> None:
    """WriterError unless `out` may be replaced by a build (checked again, under a lock, when writing)."""
    out = output_path(out)
    refuse_unsafe_output(out, protected)
    try:
        check_replaceable(out, BUILD_MARKERS)
    except OutputTreeError as refusal:
        raise WriterError(str(refusal)) from None


def refuse_unsafe_output(out: Path, protected: Iterable[Path]) -> None:
    """Never replace the filesystem root, the home or working directory, or anything holding sources."""
    resolved = out.parent.resolve() / out.name
    danger = [Path("/"), Path.home(), Path.cwd(), *protected]
    for path in danger:
        path = Path(path).resolve()
        if resolved == path or resolved in path.parents:
            raise WriterError(f"refusing to replace {out}: it is or contains {path}")
