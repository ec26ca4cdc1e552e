"""Replace an output directory whole, safely under SIGKILL at any instant: one definition for
`build.py build` (the site) and `build.py import` (catalogue records).

Layout: `OUT` is a symbolic link to a sibling version directory `.OUT-xxxxxxxx` (relative target).
A write (1) takes an exclusive lock on the parent directory (two writers never interleave; the kernel
drops the lock when a process dies), (2) removes stale temporaries a killed run left beside `OUT`,
(3) writes every file into a fresh `.OUT-xxxxxxxx` (the marker file first), (4) points a temporary link
`.OUT-link-xxxxxxxx` at it and renames that link over `OUT` (rename is atomic: `OUT` is the old tree or
the new one, never missing), then (5) removes the previous version. A killed run leaves at worst a stale
version directory or link, which the next run removes (step 2).

`OUT` may also be absent, an empty directory, or a real directory from an earlier Waypost layout: it is
exchanged with the link in one atomic `renameat2(RENAME_EXCHANGE)` on Linux; where the kernel or file
system lacks it, the directory is renamed aside first (the one case with an instant where `OUT` is
missing; it happens once, on the first write over the old layout). Anything else (a file, another
symbolic link, a non-empty directory without the marker) is refused and left untouched.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import re
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

BUILD_MARKER = ".waypost-build"
BUILD_MARKER_TEXT = b"Written by Waypost's build.py build: the next build replaces this directory whole.\n"
# Names only this module makes: version directories, temporary links, and the aside/old names the
# earlier layout used (so their leftovers are cleaned too).
_STALE_NAME = r"(?:link-|old-|import-)?[a-z0-9_]{8}"


class OutputTreeError(ValueError):
    """The output path cannot be (safely) replaced: nothing was written."""


def _reached(step: str) -> None:
    """A named point of the write sequence (tests replace this to kill the process there)."""


def output_path(out: Path) -> Path:
    """The absolute output path, its last part unresolved (it is our symbolic link)."""
    return Path(os.path.abspath(out))


def version_name(out: Path, name: str) -> bool:
    """True when `name` is one this module makes beside `out` (version, link, or old-layout temporary)."""
    return re.fullmatch(re.escape(f".{out.name}-") + _STALE_NAME, name) is not None


def current_version(out: Path) -> Path | None:
    """The version directory `out` links to, when `out` is one of our links."""
    if not out.is_symlink():
        return None
    target = os.readlink(out)
    if "/" in target or not version_name(out, target):
        return None
    return out.parent / target


def is_marked(directory: Path, markers: tuple[str, ...]) -> bool:
    """True when the directory holds one of the marker files."""
    return any((directory / marker).is_file() for marker in markers)


def check_replaceable(out: Path, markers: tuple[str, ...]) -> None:
    """Refuse an output that is neither absent, empty, nor an earlier Waypost output (holding a marker)."""
    if out.is_symlink():
        if current_version(out) is None:
            raise OutputTreeError(f"{out}: a symbolic link not made by Waypost; refusing to replace it")
        return
    if not out.exists():
        return
    if not out.is_dir():
        raise OutputTreeError(f"{out}: exists and is not a directory; refusing to replace it")
    if any(out.iterdir()) and not is_marked(out, markers):
        raise OutputTreeError(
            f"{out}: not empty and not an earlier Waypost output (no {' or '.join(markers)}); "
            "refusing to replace it: remove it or choose another --out"
        )


@contextmanager
def locked(directory: Path) -> Iterator[None]:
    """An exclusive lock on a directory for the duration (released by the kernel if the process dies)."""
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)


def remove(path: Path) -> None:
    """Remove a file, link or directory tree; missing is fine."""
    if path.is_symlink() or path.is_file():
        path.unlink(missing_ok=True)
    elif path.is_dir():
        shutil.rmtree(path, ignore_errors=True)


def stale_temporaries(out: Path) -> list[Path]:
    """What killed runs left beside `out`: our names, except the version `out` links to."""
    current = current_version(out)
    return sorted(
        path
        for path in out.parent.iterdir()
        if version_name(out, path.name) and (current is None or path.name != current.name)
    )


def write_files(directory: Path, files: Mapping[str, bytes]) -> None:
    """Write {relative path: bytes} under a directory, in sorted order."""
    for relative in sorted(files):
        target = directory / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(files[relative])
        _reached("file-written")


def exchange(first: Path, second: Path) -> bool:
    """Swap two paths atomically (Linux renameat2 RENAME_EXCHANGE); False where unsupported."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(first), at_fdcwd, os.fsencode(second), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code), str(second))


def switch(out: Path, version: Path) -> Path | None:
    """Point `out` at `version` atomically; returns what `out` was before (to remove), if anything."""
    previous = current_version(out)
    link = Path(tempfile.mktemp(prefix=f".{out.name}-link-", dir=out.parent))
    os.symlink(version.name, link)
    _reached("linked")
    if out.is_symlink() or not out.exists():
        os.replace(link, out)
        return previous
    # A real directory (empty, or the earlier layout): exchange it with the link in one step.
    if exchange(link, out):
        return link
    aside = Path(tempfile.mktemp(prefix=f".{out.name}-old-", dir=out.parent))
    os.rename(out, aside)
    try:
        os.replace(link, out)
    except BaseException:
        os.rename(aside, out)
        raise
    return aside


def replace_tree(out: Path, files: Mapping[str, bytes], markers: tuple[str, ...], mark: str | None) -> Path:
    """Write `files` as the new content of `out`, atomically (see the module docstring).

    `markers` name the files that identify an earlier output; `mark` is written first into every new
    version (None when `files` holds a marker itself, as an import's report does). Returns `out`.
    """
    out = output_path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with locked(out.parent):
        check_replaceable(out, markers)
        for stale in stale_temporaries(out):
            remove(stale)
        version = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
        try:
            if mark is not None:
                (version / mark).write_bytes(BUILD_MARKER_TEXT)
            _reached("version-created")
            write_files(version, files)
            os.chmod(version, 0o755)  # mkdtemp makes it private; the output is public
            _reached("staged")
            previous = switch(out, version)
        except BaseException:
            shutil.rmtree(version, ignore_errors=True)
            for link in out.parent.glob(f".{out.name}-link-*"):
                if link.is_symlink():
                    link.unlink(missing_ok=True)
            raise
        _reached("switched")
        if previous is not None:
            remove(previous)
    return out
