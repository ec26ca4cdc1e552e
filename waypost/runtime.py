"""The browser runtime added to the site: Pyodide, the search_core wheel, pyodide-lock.json, sw.js.

`runtime_files(index_bytes)` returns `{site path: bytes}`; the site build writes them at the site root:

    pyodide/pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm   Pyodide's runtime, copied from npm
    pyodide/stdlib-slim.zip        only the stdlib modules needed, precompiled (see runtime_stdlib)
    pyodide/python_stdlib.zip      Pyodide's full stdlib, fetched only if a module is missing above
    pyodide/search_core-pycache.zip  search_core compiled from the wheel, without sources: what the worker
                                   unpacks into site-packages (runtime_stdlib)
    pyodide/<search_core wheel>    built by hatchling (PEP 517) from this checkout; loaded by the worker
                                   only when the build had no Node to compile it
    pyodide/pyodide-lock.json      the wheel registered with its sha256 (Pyodide checks it)
    pyodide/waypost_worker.py      the worker's Python side (waypost/pyodide_worker.py)
    pyodide/runtime.json           what the worker loads, sizes (progress), modules the slim zip lacks
    pyodide/snapshot-<hash>.bin    Pyodide's memory snapshot with search_core imported (runtime_snapshot),
                                   used on later visits; named by its content
    sw.js                          the service worker (templates/sw.js), versioned by content
    <file>.br, <file>.gz           precompressed copies of the large files, the index included
                                   (runtime_compress; served by `build.py serve`, docs/deploy.md)

The same inputs give the same bytes.
"""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from functools import cache
from pathlib import Path

from waypost.runtime_compress import ENCODINGS, INDEX_QUALITY, SNAPSHOT_QUALITY, copy_source, precompressed
from waypost.runtime_snapshot import memory_snapshot
from waypost.runtime_stdlib import precompiled
from waypost.runtime_wheel import Wheel, build_wheel, lock_json

ROOT = Path(__file__).resolve().parents[1]
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
TEMPLATES = ROOT / "templates"
PYODIDE_COPIED = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
SLIM_STDLIB = "stdlib-slim.zip"
FALLBACK_STDLIB = "python_stdlib.zip"
PYCACHE = "search_core-pycache.zip"
INDEX_PATH = "search/index.json"
SITE_PAGES = ("./", "index.html", "search/", "search/index.html")
PACKAGE = "search-core"
WORKER_GLUE = Path(__file__).resolve().parent / "pyodide_worker.py"


class RuntimeMissing(RuntimeError):
    """Pyodide is not installed (run scripts/setup.sh, which runs `npm ci`)."""


@cache
def _read(path: Path) -> bytes:
    return path.read_bytes()


def pyodide_version(pyodide_dir: Path = PYODIDE_DIR) -> str:
    """The pinned Pyodide version (from its package.json)."""
    package = pyodide_dir / "package.json"
    if not package.is_file():
        raise RuntimeMissing(f"{package} is missing: run scripts/setup.sh (npm ci) first")
    return str(json.loads(_read(package))["version"])


def runtime_files(index_bytes: bytes, *, source_root: Path = ROOT) -> dict[str, bytes]:
    """Every runtime file, keyed by its path relative to the site root (the wheel built from source_root)."""
    version = pyodide_version()
    wheel = build_wheel(source_root)
    lock = lock_json(wheel, json.loads(_read(PYODIDE_DIR / "pyodide-lock.json")), version)
    files = {f"pyodide/{name}": _read(PYODIDE_DIR / name) for name in PYODIDE_COPIED}
    compiled = precompiled(PYODIDE_DIR, lock, wheel)
    files[f"pyodide/{SLIM_STDLIB}"] = compiled.stdlib
    if compiled.pycache is not None:
        files[f"pyodide/{PYCACHE}"] = compiled.pycache
    files[f"pyodide/{wheel.name}"] = wheel.data
    files["pyodide/pyodide-lock.json"] = lock
    files["pyodide/waypost_worker.py"] = _read(WORKER_GLUE)
    snapshot = None
    if compiled.pycache is not None:  # made with Node: the snapshot is too
        inputs = {
            "stdlib-slim.zip": compiled.stdlib,
            "pyodide-lock.json": lock,
            "wheel.whl": wheel.data,
            "pycache.zip": compiled.pycache,
            "waypost_worker.py": files["pyodide/waypost_worker.py"],
        }
        snapshot = memory_snapshot(PYODIDE_DIR, inputs)
    if snapshot is not None:
        files[snapshot_path(snapshot[1])] = snapshot[1]
    files["pyodide/runtime.json"] = manifest(files, wheel, version, index_bytes, snapshot)
    per_build = {INDEX_PATH: INDEX_QUALITY} | {path: SNAPSHOT_QUALITY for path in files if is_snapshot(path)}
    files |= precompressed({**files, INDEX_PATH: index_bytes}, per_build)
    files["sw.js"] = service_worker(files, index_bytes)
    return files


SNAPSHOT_PREFIX = "pyodide/snapshot-"


def snapshot_path(data: bytes) -> str:
    """The snapshot's site path, named by its content (a new snapshot never reuses a cached name)."""
    return f"{SNAPSHOT_PREFIX}{hashlib.sha256(data).hexdigest()[:16]}.bin"


def is_snapshot(path: str) -> bool:
    return path.startswith(SNAPSHOT_PREFIX) and path.endswith(".bin")


def boot_files(files: dict[str, bytes]) -> list[str]:
    """The runtime files a first start downloads (not the fallback stdlib, the snapshot or copies;
    the wheel only when there is no compiled package)."""
    compiled = f"pyodide/{PYCACHE}" in files
    return sorted(
        path
        for path in files
        if path.startswith("pyodide/")
        and path != f"pyodide/{FALLBACK_STDLIB}"
        and not path.endswith(ENCODINGS)
        and not is_snapshot(path)
        and not (compiled and path.endswith(".whl"))
    )


def zip_modules(data: bytes) -> set[str]:
    """Dotted names of the modules (.py or .pyc) in a zip."""
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    modules = {name.rsplit(".", 1)[0] for name in names if name.endswith((".py", ".pyc"))}
    return {name.removesuffix("/__init__").replace("/", ".") for name in modules}


def manifest(
    files: dict[str, bytes],
    wheel: Wheel,
    version: str,
    index_bytes: bytes,
    snapshot: tuple[str, bytes] | None = None,
) -> bytes:
    """pyodide/runtime.json: what the worker loads, how big it is, what the slim stdlib lacks,
    the memory snapshot (name, size, and the key it must carry to be used).

    Sizes are those the worker counts (decoded bytes) from a host that serves the `.br` copies: a zip's
    is its stored twin's (runtime_compress.copy_source)."""
    sizes = {path: len(copy_source(path, files[path])) for path in boot_files(files)}
    sizes[INDEX_PATH] = len(index_bytes)
    full = zip_modules(files[f"pyodide/{FALLBACK_STDLIB}"])
    data = {
        "pyodide": version,
        "package": PACKAGE,
        "wheel": wheel.name,
        "wheelSha256": wheel.sha256,
        "stdlib": SLIM_STDLIB,
        "pycache": PYCACHE if f"pyodide/{PYCACHE}" in files else None,
        "pycacheSha256": compiled_package_digests(files),
        "fullStdlib": FALLBACK_STDLIB,
        "missingModules": sorted(full - zip_modules(files[f"pyodide/{SLIM_STDLIB}"])),
        "indexSha256": hashlib.sha256(index_bytes).hexdigest(),
        "bootBytes": sum(sizes.values()),
        "sizes": sizes,
        "snapshot": snapshot_path(snapshot[1]).removeprefix("pyodide/") if snapshot else None,
        "snapshotKey": snapshot[0] if snapshot else None,
        "snapshotBytes": len(snapshot[1]) if snapshot else None,
    }
    return (json.dumps(data, indent=2, sort_keys=True) + "\n").encode()


def compiled_package_digests(files: dict[str, bytes]) -> list[str] | None:
    """The sha256 of the compiled package as a host may send it: the zip itself, or (decoded from its `.br` or
    `.gz` copy) its stored twin; None without one."""
    path = f"pyodide/{PYCACHE}"
    if path not in files:
        return None
    bodies = (files[path], copy_source(path, files[path]))
    return sorted({hashlib.sha256(body).hexdigest() for body in bodies})


def static_scripts() -> list[str]:
    """The site's own JavaScript (templates/static/js), as site paths."""
    js = TEMPLATES / "static" / "js"
    return sorted(f"static/js/{path.name}" for path in js.glob("*.js")) if js.is_dir() else []


def service_worker(files: dict[str, bytes], index_bytes: bytes) -> bytes:
    """sw.js from templates/sw.js: its cache is named by a hash of the runtime and the index."""
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(path.encode() + b"\0" + hashlib.sha256(files[path]).digest())
    digest.update(hashlib.sha256(index_bytes).digest())
    template = _read(TEMPLATES / "sw.js").decode()
    precache = [*SITE_PAGES, *static_scripts(), INDEX_PATH, *boot_files(files)]
    text = template.replace('"__WAYPOST_VERSION__"', json.dumps(digest.hexdigest()[:16]))
    text = text.replace('["__WAYPOST_PRECACHE__"]', json.dumps(precache, indent=2))
    return text.encode()
