"""Precompiled Python for the browser: a slim stdlib zip and the wheel's pycache (made by Pyodide under Node).

Pyodide's own python_stdlib.zip is 2.5 MB of sources that the browser would download and compile at
every start. The build instead runs Pyodide once under Node (waypost/pyodide_slim.mjs) to keep only
the modules needed and precompile them with Pyodide's CPython. The result depends only on its inputs
(Pyodide's files, the wheel, the two helper scripts) and is cached under node_modules/.cache/ by their
sha256. The same run compiles the wheel's modules into sourceless .pyc files (pycache.zip): the package
the browser unpacks into site-packages instead of downloading and installing the wheel. Without Node the
build falls back to Pyodide's full stdlib zip and no pycache: the browser installs the wheel, slower,
never wrong.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from waypost.runtime_wheel import Wheel

HERE = Path(__file__).resolve().parent
SCRIPTS = (HERE / "pyodide_slim.mjs", HERE / "pyodide_slim.py")
NODE_TIMEOUT_S = 300


def cache_key(pyodide_dir: Path, lock: bytes, wheel: Wheel) -> str:
    """sha256 over everything the slim zip is made from."""
    digest = hashlib.sha256()
    for path in (*SCRIPTS, pyodide_dir / "python_stdlib.zip", pyodide_dir / "pyodide.asm.wasm"):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update(hashlib.sha256(lock).digest() + hashlib.sha256(wheel.data).digest())
    return digest.hexdigest()


@dataclass(frozen=True)
class Precompiled:
    """The slim stdlib zip and the package compiled without sources (None without Node)."""

    stdlib: bytes
    pycache: bytes | None


OUTPUTS = ("stdlib-slim.zip", "pycache.zip")


def precompiled(pyodide_dir: Path, lock: bytes, wheel: Wheel) -> Precompiled:
    """From the cache, or made now with Node; Pyodide's full stdlib and no pycache without Node."""
    cache = pyodide_dir.parent / ".cache" / "waypost-stdlib" / cache_key(pyodide_dir, lock, wheel)
    if all((cache / name).is_file() for name in OUTPUTS):
        return Precompiled(*(_read(cache / name) for name in OUTPUTS))
    node = shutil.which("node")
    if node is None:
        print("runtime: node not found; the site ships Pyodide's full stdlib (slower start)", file=sys.stderr)
        return Precompiled((pyodide_dir / "python_stdlib.zip").read_bytes(), None)
    made = _make_with_node(node, pyodide_dir, lock, wheel)
    _store(cache, made)
    return made


def _store(cache: Path, made: Precompiled) -> None:
    """Write the cache entry atomically (a private temp dir renamed); a concurrent build may win."""
    cache.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=cache.name + ".", dir=cache.parent))
    for name, data in zip(OUTPUTS, (made.stdlib, made.pycache), strict=True):
        (partial / name).write_bytes(data or b"")
    try:
        partial.rename(cache)
    except OSError:  # another build stored the same (identical) entry first
        shutil.rmtree(partial, ignore_errors=True)


def _read(path: Path) -> bytes:
    return path.read_bytes()


def _make_with_node(node: str, pyodide_dir: Path, lock: bytes, wheel: Wheel) -> Precompiled:
    with tempfile.TemporaryDirectory(prefix="waypost-stdlib-") as tmp:
        work = Path(tmp)
        (work / "pyodide-lock.json").write_bytes(lock)
        (work / wheel.name).write_bytes(wheel.data)
        shutil.copyfile(HERE / "pyodide_slim.py", work / "pyodide_slim.py")
        print("runtime: precompiling the slim stdlib and the wheel with Pyodide under Node…", file=sys.stderr)
        done = subprocess.run(
            [node, str(SCRIPTS[0]), str(pyodide_dir), str(work)],
            capture_output=True,
            text=True,
            timeout=NODE_TIMEOUT_S,
        )
        if done.returncode != 0:
            raise RuntimeError(f"precompiling with Pyodide failed:\n{done.stderr[-3000:]}")
        modules = json.loads(done.stdout.strip().splitlines()[-1])
        made = Precompiled(*((work / name).read_bytes() for name in OUTPUTS))
        print(f"runtime: slim stdlib: {len(modules)} modules, {len(made.stdlib):,} bytes", file=sys.stderr)
        return made
