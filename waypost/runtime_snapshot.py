"""A Pyodide memory snapshot made at build time: Python started, search_core and the glue imported.

The browser restores it instead of starting CPython, installing the wheel and importing search_core
(docs/browser.md). Made under Node by waypost/pyodide_snapshot.mjs from the site's own slim stdlib,
wheel, pycache and glue; cached under node_modules/.cache/waypost-snapshot/ by the sha256 of those
inputs. `snapshot_key` names what it was made from: the worker uses a snapshot only when the key it
carries equals runtime.json's (and Pyodide itself refuses one made by another build of Pyodide), so
a rebuilt site never runs an old snapshot. The snapshot holds no index. Without Node: no snapshot.
"""

from __future__ import annotations

import hashlib
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "pyodide_snapshot.mjs"
NODE_TIMEOUT_S = 300
SPARSE_MAGIC = b"WPSN"
SPARSE_BLOCK = 256  # zero runs are dropped in whole blocks of this many bytes
# How the site ships a snapshot (`sparse`), part of its key: a browser that kept one in an earlier form
# refuses it as another build's and fetches this one, instead of failing to read it.
SHIPPED_FORM = SPARSE_MAGIC + SPARSE_BLOCK.to_bytes(4, "little")


def snapshot_key(pyodide_dir: Path, inputs: dict[str, bytes]) -> str:
    """sha256 over Pyodide's wasm, the helper script, the form it ships in and the inputs (name and
    bytes), hex."""
    digest = hashlib.sha256(SHIPPED_FORM)
    for path in (pyodide_dir / "pyodide.asm.wasm", SCRIPT):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    for name in sorted(inputs):
        digest.update(name.encode() + b"\0" + hashlib.sha256(inputs[name]).digest())
    return digest.hexdigest()


def sparse(memory: bytes, block: int = SPARSE_BLOCK) -> bytes:
    """The snapshot as the site ships it: without its zero blocks (most of Python's 31.5 MB memory).

    Little-endian uint32s: the magic, the memory's length, the number of runs, each run's offset and
    length; then the runs' bytes in order. The worker expands it (`expandedSnapshot` in worker.js).
    """
    zero = bytes(block)
    runs: list[tuple[int, int]] = []
    for start in range(0, len(memory), block):
        chunk = memory[start : start + block]
        if chunk == zero[: len(chunk)]:
            continue
        if runs and runs[-1][0] + runs[-1][1] == start:
            runs[-1] = (runs[-1][0], runs[-1][1] + len(chunk))
        else:
            runs.append((start, len(chunk)))
    header = SPARSE_MAGIC + struct.pack("<II", len(memory), len(runs))
    table = b"".join(struct.pack("<II", offset, length) for offset, length in runs)
    return header + table + b"".join(memory[offset : offset + length] for offset, length in runs)


def memory_snapshot(pyodide_dir: Path, inputs: dict[str, bytes]) -> tuple[str, bytes] | None:
    """(key, snapshot as shipped: `sparse`), from the cache or made now with Node; None without Node.

    `inputs`: stdlib-slim.zip, pyodide-lock.json, wheel.whl, pycache.zip, waypost_worker.py.
    """
    key = snapshot_key(pyodide_dir, inputs)
    cache = pyodide_dir.parent / ".cache" / "waypost-snapshot" / f"{key}.bin"
    if cache.is_file():
        return key, sparse(cache.read_bytes())
    node = shutil.which("node")
    if node is None:
        print("runtime: node not found; the site ships no memory snapshot (slower start)", file=sys.stderr)
        return None
    data = _make_with_node(node, pyodide_dir, inputs, key)
    cache.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=cache.parent, prefix=cache.name + ".", delete=False) as out:
        out.write(data)
    Path(out.name).replace(cache)
    return key, sparse(data)


def _make_with_node(node: str, pyodide_dir: Path, inputs: dict[str, bytes], key: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="waypost-snapshot-") as tmp:
        work = Path(tmp)
        for name, data in inputs.items():
            (work / name).write_bytes(data)
        print("runtime: taking Pyodide's memory snapshot under Node…", file=sys.stderr)
        done = subprocess.run(
            [node, str(SCRIPT), str(pyodide_dir), str(work), key],
            capture_output=True,
            text=True,
            timeout=NODE_TIMEOUT_S,
        )
        if done.returncode != 0:
            raise RuntimeError(f"taking the memory snapshot failed:\n{done.stderr[-3000:]}")
        return (work / "snapshot.bin").read_bytes()
