"""The browser runtime the build adds (waypost/runtime.py): reproducible, complete, consistent.

Not browser tests: they need the npm Pyodide (scripts/setup.sh) and Node, and skip without them.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
from pathlib import Path

import pytest
from browser_support import ROOT

from waypost import runtime, runtime_snapshot, runtime_stdlib, runtime_wheel

INDEX = b'{"format": "test"}'

pytestmark = pytest.mark.skipif(
    not (runtime.PYODIDE_DIR / "pyodide.asm.wasm").exists() or shutil.which("node") is None,
    reason="node_modules/pyodide or node missing (run scripts/setup.sh)",
)


@pytest.fixture(scope="module")
def files() -> dict[str, bytes]:
    return runtime.runtime_files(INDEX)


def test_the_site_gets_the_runtime_files(files: dict[str, bytes]) -> None:
    wheel = runtime_wheel.build_wheel()
    manifest = json.loads(files["pyodide/runtime.json"])
    assert {path for path in files if not path.endswith((".br", ".gz"))} == {
        f"pyodide/{manifest['snapshot']}",
        "pyodide/pyodide.mjs",
        "pyodide/pyodide.asm.mjs",
        "pyodide/pyodide.asm.wasm",
        "pyodide/python_stdlib.zip",
        "pyodide/stdlib-slim.zip",
        "pyodide/search_core-pycache.zip",
        f"pyodide/{wheel.name}",
        "pyodide/pyodide-lock.json",
        "pyodide/waypost_worker.py",
        "pyodide/runtime.json",
        "sw.js",
    }
    assert files["pyodide/pyodide.asm.wasm"] == (runtime.PYODIDE_DIR / "pyodide.asm.wasm").read_bytes()


def test_precompressed_copies_decode_to_their_file(files: dict[str, bytes]) -> None:
    import gzip

    import brotli  # type: ignore[import-untyped]

    originals = {**files, runtime.INDEX_PATH: INDEX}
    copies = [path for path in files if path.endswith((".br", ".gz"))]
    expected = {"pyodide/pyodide.asm.wasm.br", "pyodide/pyodide.asm.wasm.gz", "pyodide/pyodide.asm.mjs.br"}
    assert expected <= set(copies)
    for path in copies:
        decode = brotli.decompress if path.endswith(".br") else gzip.decompress
        if not path.endswith((".zip.br", ".zip.gz")):
            assert decode(files[path]) == originals[path[:-3]], path
    wheel = next(path for path in files if path.endswith(".whl"))
    assert wheel + ".br" not in files, "Pyodide checks the wheel's sha256: no copy decoding to other bytes"


def zip_entries(data: bytes) -> list[tuple[str, int, bytes]]:
    """(name, compression method, content) of every entry of a zip, in order."""
    archive = zipfile.ZipFile(io.BytesIO(data))
    return [(info.filename, info.compress_type, archive.read(info)) for info in archive.infolist()]


@pytest.mark.parametrize("zip_path", ["pyodide/stdlib-slim.zip", "pyodide/search_core-pycache.zip"])
@pytest.mark.parametrize("suffix", [".br", ".gz"])
def test_a_zips_copies_decode_to_its_entries_stored(
    files: dict[str, bytes], zip_path: str, suffix: str
) -> None:
    """The deflated zip's copies are its stored twin: the same entries, in order, which brotli compresses
    across files (smaller than the deflated zip itself)."""
    import gzip

    import brotli  # type: ignore[import-untyped]

    decoded = (brotli.decompress if suffix == ".br" else gzip.decompress)(files[zip_path + suffix])
    deflated, stored = zip_entries(files[zip_path]), zip_entries(decoded)
    assert {method for _, method, _ in deflated} == {zipfile.ZIP_DEFLATED}
    assert {method for _, method, _ in stored} == {zipfile.ZIP_STORED}
    assert [(name, data) for name, _, data in stored] == [(name, data) for name, _, data in deflated]
    assert len(files[zip_path + suffix]) < len(files[zip_path])


def test_every_file_is_compressed_at_its_quality() -> None:
    """The index (every first visit downloads it) at 10, the snapshot (later visits) at 9, the rest at 11."""
    from waypost.runtime_compress import brotli_bytes

    index = b'{"format": 2, "records": [' + b",".join(b'{"n": %d}' % n for n in range(8000)) + b"]}"
    files = runtime.runtime_files(index)
    manifest = json.loads(files["pyodide/runtime.json"])
    originals = {**files, runtime.INDEX_PATH: index}
    cases = [
        (runtime.INDEX_PATH, 10),
        (f"pyodide/{manifest['snapshot']}", 9),
        ("pyodide/pyodide.asm.mjs", 11),
    ]
    for path, quality in cases:
        assert files[f"{path}.br"] == brotli_bytes(originals[path], quality), path


def test_the_snapshot_is_named_by_its_content_and_runtime_json_carries_its_key(
    files: dict[str, bytes],
) -> None:
    manifest = json.loads(files["pyodide/runtime.json"])
    snapshot = files[f"pyodide/{manifest['snapshot']}"]
    assert manifest["snapshot"] == f"snapshot-{hashlib.sha256(snapshot).hexdigest()[:16]}.bin"
    assert manifest["snapshotBytes"] == len(snapshot)
    assert len(manifest["snapshotKey"]) == 64
    assert f"pyodide/{manifest['snapshot']}" not in runtime.boot_files(files), "not part of a first start"


def test_the_snapshot_key_changes_with_the_glue_and_the_wheel() -> None:
    inputs = {"wheel.whl": b"a", "waypost_worker.py": b"b"}
    key = runtime_snapshot.snapshot_key(runtime.PYODIDE_DIR, inputs)
    assert runtime_snapshot.snapshot_key(runtime.PYODIDE_DIR, {**inputs, "wheel.whl": b"c"}) != key
    assert runtime_snapshot.snapshot_key(runtime.PYODIDE_DIR, {**inputs, "waypost_worker.py": b"c"}) != key
    assert runtime_snapshot.snapshot_key(runtime.PYODIDE_DIR, dict(inputs)) == key


def test_every_module_the_glue_imports_is_in_the_slim_stdlib_or_frozen_in(
    files: dict[str, bytes], tmp_path: Path
) -> None:
    """A module missing from the slim zip makes the worker fetch Pyodide's full stdlib (2.5 MB), unless
    Pyodide's CPython has it frozen in (zipimport, importlib.machinery): then no zip is read for it."""
    from bench.common import run_on_pyodide
    from waypost import pyodide_slim

    glue = files["pyodide/waypost_worker.py"]
    imported = pyodide_slim.imports_in(glue, "waypost_worker", False, nested=True)
    stdlib = runtime.zip_modules(files["pyodide/python_stdlib.zip"])
    missing = sorted(
        name
        for name in imported & stdlib
        if name not in runtime.zip_modules(files["pyodide/stdlib-slim.zip"])
    )
    assert missing, "the glue imports zipimport, which Pyodide has frozen in"
    probe = "import importlib.machinery as m\n"
    probe += f"str([name for name in {missing!r} if not m.FrozenImporter.find_spec(name)])"
    assert run_on_pyodide(tmp_path, probe).strip() == "[]"


def test_the_lock_registers_the_wheel_with_its_sha256(files: dict[str, bytes]) -> None:
    lock = json.loads(files["pyodide/pyodide-lock.json"])
    pyodide_lock = json.loads((runtime.PYODIDE_DIR / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == pyodide_lock["info"]
    (entry,) = lock["packages"].values()
    wheel = files[f"pyodide/{entry['file_name']}"]
    assert entry["name"] == "search-core"
    assert entry["imports"] == ["search_core"]
    assert entry["sha256"] == hashlib.sha256(wheel).hexdigest()


def test_the_wheel_holds_search_core_only(files: dict[str, bytes]) -> None:
    manifest = json.loads(files["pyodide/runtime.json"])
    names = zipfile.ZipFile(io.BytesIO(files[f"pyodide/{manifest['wheel']}"])).namelist()
    assert "search_core/__init__.py" in names
    assert all(name.startswith(("search_core/", "search_core-")) for name in names)


def test_the_wheel_is_byte_identical_across_builds() -> None:
    first = runtime_wheel._build_wheel_now(ROOT, runtime_wheel.source_date_epoch())
    second = runtime_wheel._build_wheel_now(ROOT, runtime_wheel.source_date_epoch())
    assert first == second


def test_runtime_files_are_byte_identical_for_the_same_index(files: dict[str, bytes]) -> None:
    again = runtime.runtime_files(INDEX)
    assert again == files
    other = runtime.runtime_files(INDEX + b" ")
    assert other["sw.js"] != files["sw.js"], "the service worker's cache must change with the index"
    per_index = ("sw.js", "pyodide/runtime.json")  # runtime.json (and its copies) names the index's sha256
    assert {k: v for k, v in other.items() if not k.startswith(per_index)} == {
        k: v for k, v in files.items() if not k.startswith(per_index)
    }


def test_the_slim_stdlib_is_made_the_same_by_two_node_runs(files: dict[str, bytes]) -> None:
    wheel = runtime_wheel.build_wheel()
    lock = files["pyodide/pyodide-lock.json"]
    node = shutil.which("node")
    assert node is not None
    made = runtime_stdlib._make_with_node(node, runtime.PYODIDE_DIR, lock, wheel)
    assert made.stdlib == files["pyodide/stdlib-slim.zip"]
    assert made.pycache == files["pyodide/search_core-pycache.zip"]


def test_the_slim_stdlib_is_precompiled_and_the_manifest_knows_what_it_lacks(files: dict[str, bytes]) -> None:
    import brotli  # type: ignore[import-untyped]

    slim = zipfile.ZipFile(io.BytesIO(files["pyodide/stdlib-slim.zip"])).namelist()
    assert slim and all(name.endswith(".pyc") for name in slim)
    assert {"json/__init__.pyc", "encodings/utf_8.pyc", "re/__init__.pyc", "_pyodide/__init__.pyc"} <= set(
        slim
    )
    manifest = json.loads(files["pyodide/runtime.json"])
    slim_modules = runtime.zip_modules(files["pyodide/stdlib-slim.zip"])
    assert set(manifest["missingModules"]).isdisjoint(slim_modules)
    assert "tkinter" not in slim_modules
    assert set(manifest["missingModules"]) | slim_modules == runtime.zip_modules(
        files["pyodide/python_stdlib.zip"]
    )
    for path, size in manifest["sizes"].items():  # decoded bytes, as served from the .br copies
        decoded = files[path + ".br"] if path.endswith(".zip") else files.get(path, INDEX)
        assert size == len(brotli.decompress(decoded) if path.endswith(".zip") else decoded), path


def test_the_slim_stdlib_leaves_out_the_modules_python_has_frozen_in(files: dict[str, bytes]) -> None:
    """Pyodide's CPython imports os, codecs, site, ... from its frozen modules before any zip: a copy in
    the zip would never be read (docs/browser.md); the modules it does read from the zip stay."""
    slim = set(zipfile.ZipFile(io.BytesIO(files["pyodide/stdlib-slim.zip"])).namelist())
    assert {
        "os.pyc",
        "codecs.pyc",
        "site.pyc",
        "posixpath.pyc",
        "zipimport.pyc",
        "importlib/util.pyc",
    }.isdisjoint(slim)
    assert {"importlib/__init__.pyc", "json/__init__.pyc", "encodings/__init__.pyc"} <= slim


@pytest.mark.parametrize(
    ("archive", "member", "docstring", "kept"),
    [
        ("stdlib-slim.zip", "typing.pyc", b"Support for gradual typing", False),  # the stdlib: -OO
        (
            "search_core-pycache.zip",
            "search_core/index.pyc",
            b"JSON-serializable",
            True,
        ),
    ],
)
def test_the_stdlib_is_compiled_without_docstrings_and_search_core_with(
    files: dict[str, bytes], archive: str, member: str, docstring: bytes, kept: bool
) -> None:
    compiled = zipfile.ZipFile(io.BytesIO(files[f"pyodide/{archive}"])).read(member)
    assert (docstring in compiled) is kept


def test_the_compiled_package_is_every_module_of_the_wheel_without_sources(files: dict[str, bytes]) -> None:
    manifest = json.loads(files["pyodide/runtime.json"])
    wheel = zipfile.ZipFile(io.BytesIO(files[f"pyodide/{manifest['wheel']}"])).namelist()
    cache = zipfile.ZipFile(io.BytesIO(files["pyodide/search_core-pycache.zip"]))
    names = cache.namelist()
    assert sorted(names) == sorted(name + "c" for name in wheel if name.endswith(".py"))
    for name in names:
        # sourceless: Python's own loader reads it where the source would be; no hash to check against
        assert int.from_bytes(cache.read(name)[4:8], "little") == 0b01, f"{name}: not an unchecked pyc"
    assert manifest["pycache"] == "search_core-pycache.zip"
    assert manifest["wheel"] not in json.dumps(manifest["sizes"]), "the first start does not download it"


def test_runtime_json_names_the_compiled_package_as_a_host_may_send_it(files: dict[str, bytes]) -> None:
    """The zip itself, or its stored twin decoded from the .br/.gz copy: the worker accepts either."""
    import brotli  # type: ignore[import-untyped]

    manifest = json.loads(files["pyodide/runtime.json"])
    zip_path = "pyodide/search_core-pycache.zip"
    sent = [files[zip_path], brotli.decompress(files[zip_path + ".br"])]
    assert sorted(hashlib.sha256(body).hexdigest() for body in sent) == manifest["pycacheSha256"]


def test_the_service_worker_is_filled_in(files: dict[str, bytes]) -> None:
    text = files["sw.js"].decode()
    assert "__WAYPOST_" not in text
    precache = json.loads(text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    runtime_paths = [path for path in precache if path.startswith("pyodide/")]
    assert sorted(runtime_paths) == sorted(
        path
        for path in files
        if path.startswith("pyodide/")
        and path != "pyodide/python_stdlib.zip"
        and not path.endswith((".br", ".gz"))  # the browser asks for the file; the host picks a copy
        and not runtime.is_snapshot(path)  # 31 MB, for later visits only: the HTTP cache keeps it
        and not path.endswith(".whl")  # the worker unpacks the compiled package instead
    )
    assert {"search/index.json", "static/js/app.js", "static/js/worker.js", "search/index.html"} <= set(
        precache
    )
    for path in precache:
        if path.startswith("static/"):
            assert (ROOT / "templates" / path).is_file(), path
