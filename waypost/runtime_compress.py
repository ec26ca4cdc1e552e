"""Precompressed copies of the site's large files: `X.br` (brotli) and `X.gz` (gzip) beside `X`.

A host that serves them (`build.py serve`, nginx's `gzip_static`/`brotli_static`, see docs/deploy.md)
sends the wasm, the standard library, the index and the rest in a fraction of their size without
compressing at every request. Only files of at least MIN_BYTES that compress to under MAX_RATIO of
their size get copies. Brotli at its best quality takes a minute on Pyodide's wasm, so every copy is
cached under node_modules/.cache/waypost-compressed/ by the sha256 of the input: a rebuild with the
same runtime and index compresses nothing. The same input gives the same bytes (gzip with mtime 0).

A zip's copies are made from its stored twin (`stored_twin`: the same entries, in the same order,
stored instead of deflated), so brotli compresses across its files: the slim stdlib travels as
0.54 MB of brotli instead of 0.81 MB (10k-record site, 1 Dec 2026). The zip itself stays deflated
for hosts that serve files as they are (they do not compress `application/zip` on the fly). Either
body is a zip of the same modules, which is all Pyodide's mount and the worker's unpacking read; a
wheel is left out (Pyodide checks its sha256, so its copies must decode to its own bytes).
"""

from __future__ import annotations

import gzip
import hashlib
import io
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / "node_modules" / ".cache" / "waypost-compressed"
MIN_BYTES = 1024  # the page's scripts and styles and runtime.json too: a first visit gets each once
MAX_RATIO = 0.9
ENCODINGS = (".br", ".gz")
# Pyodide's files are the same for every build (cached once): brotli's best quality. What changes
# with the build: the index, which every first visit downloads, at quality 10 (10k records: 1.62 MB
# in 7.7 s against 1.74 MB in 1.5 s at 9); the memory snapshot (31 MB, later visits only) at 9.
BEST_QUALITY = 11
INDEX_QUALITY = 10
SNAPSHOT_QUALITY = 9
WINDOW_BITS = 24


def brotli_bytes(data: bytes, quality: int) -> bytes:
    """data compressed with brotli (PyPI `brotli`), the largest window."""
    import brotli  # type: ignore[import-untyped]

    return bytes(brotli.compress(data, quality=quality, lgwin=WINDOW_BITS))


def gzip_bytes(data: bytes) -> bytes:
    """data gzipped at level 9 with no name and mtime 0 (reproducible)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def compressed(data: bytes, suffix: str, quality: int, cache: Path = CACHE) -> bytes:
    """data as `.br` or `.gz`, from the cache when this input was compressed before."""
    key = f"{hashlib.sha256(data).hexdigest()}-q{quality}{suffix}"
    hit = cache / key
    if hit.is_file():
        return hit.read_bytes()
    out = brotli_bytes(data, quality) if suffix == ".br" else gzip_bytes(data)
    _store(hit, out)
    return out


def _store(path: Path, data: bytes) -> None:
    """Write a cache entry atomically (a concurrent build may write the same bytes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name + ".", delete=False) as out:
        out.write(data)
    Path(out.name).replace(path)


ZIP_SUFFIX = ".zip"


def stored_twin(data: bytes) -> bytes:
    """The same zip with every entry stored, in the same order with the same names, dates and modes."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
        for info in source.infolist():
            twin = zipfile.ZipInfo(info.filename, info.date_time)
            twin.external_attr = info.external_attr
            target.writestr(twin, source.read(info), zipfile.ZIP_STORED)
    return out.getvalue()


def copy_source(path: str, data: bytes) -> bytes:
    """What the `.br` and `.gz` copies of a file decode to: its stored twin for a zip, else itself."""
    return stored_twin(data) if path.endswith(ZIP_SUFFIX) else data


def worth_compressing(path: str, data: bytes) -> bool:
    """Large enough, and not already compressed (give a zip as its stored_twin)."""
    if len(data) < MIN_BYTES or path.endswith(ENCODINGS):
        return False
    sample = data[: 256 * 1024]
    return len(gzip.compress(sample, compresslevel=1)) < MAX_RATIO * len(sample)


def precompressed(files: dict[str, bytes], per_build: dict[str, int]) -> dict[str, bytes]:
    """The `.br` and `.gz` copies of the files worth compressing, keyed by site path (`per_build`:
    the paths that change with every build and their brotli quality, lower than BEST_QUALITY)."""
    copies: dict[str, bytes] = {}
    for path in sorted(files):
        data = copy_source(path, files[path])
        if not worth_compressing(path, data):
            continue
        quality = per_build.get(path, BEST_QUALITY)
        for suffix in ENCODINGS:
            copies[path + suffix] = compressed(data, suffix, quality)
    return copies
