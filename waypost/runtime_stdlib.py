"""The slim, precompiled standard library zip for the browser (made by Pyodide itself under Node).

Pyodide's own python_stdlib.zip is 2.5 MB of sources that the browser would download and compile at
every start. The build instead runs Pyodide once under Node (waypost/pyodide_slim.mjs) to keep only
the modules needed and precompile them with Pyodide's CPython. The result depends only on its inputs
(Pyodide's files, the wheel, the two helper scripts) and is cached under node_modules/.cache/ by their
sha256. Without Node the build falls back to Pyodide's full stdlib zip: slower in the browser, never wrong.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
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


def slim_stdlib(pyodide_dir: Path, lock: bytes, wheel: Wheel) -> bytes:
    """The slim precompiled stdlib zip, from the cache or made now; Pyodide's full zip without Node."""
    cache = pyodide_dir.parent / ".cache" / "waypost-stdlib" / f"{cache_key(pyodide_dir, lock, wheel)}.zip"
    if cache.is_file():
        return cache.read_bytes()
    node = shutil.which("node")
    if node is None:
        print("runtime: node not found; the site ships Pyodide's full stdlib (slower start)", file=sys.stderr)
        return (pyodide_dir / "python_stdlib.zip").read_bytes()
    data = _make_with_node(node, pyodide_dir, lock, wheel)
    cache.parent.mkdir(parents=True, exist_ok=True)
    partial = cache.with_suffix(".part")
    partial.write_bytes(data)
    partial.replace(cache)
    return data


def _make_with_node(node: str, pyodide_dir: Path, lock: bytes, wheel: Wheel) -> bytes:
    with tempfile.TemporaryDirectory(prefix="waypost-stdlib-") as tmp:
        work = Path(tmp)
        (work / "pyodide-lock.json").write_bytes(lock)
        (work / wheel.name).write_bytes(wheel.data)
        shutil.copyfile(HERE / "pyodide_slim.py", work / "pyodide_slim.py")
        print("runtime: precompiling the slim stdlib with Pyodide under Node…", file=sys.stderr)
        done = subprocess.run(
            [node, str(SCRIPTS[0]), str(pyodide_dir), str(work)],
            capture_output=True,
            text=True,
            timeout=NODE_TIMEOUT_S,
        )
        if done.returncode != 0:
            raise RuntimeError(f"making the slim stdlib failed:\n{done.stderr[-3000:]}")
        modules = json.loads(done.stdout.strip().splitlines()[-1])
        data = (work / "stdlib-slim.zip").read_bytes()
        print(f"runtime: slim stdlib: {len(modules)} modules, {len(data):,} bytes", file=sys.stderr)
        return data
