"""The search_core wheel (a PEP 517 build by hatchling) and the site's own pyodide-lock.json."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_SOURCES = ("pyproject.toml", "README.md", "LICENSE", "search_core")
# 1980-01-01, the earliest date a zip entry can carry; used when SOURCE_DATE_EPOCH is not set.
DEFAULT_SOURCE_DATE_EPOCH = "315532800"
BUILD_WHEEL = "import sys; from hatchling.build import build_wheel; print(build_wheel(sys.argv[1]))"


@dataclass(frozen=True)
class Wheel:
    """A built wheel: its file name and bytes."""

    name: str
    data: bytes

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


def source_fingerprint(root: Path = ROOT) -> str:
    """sha256 over every file the wheel is built from (paths and bytes), for the in-process memo."""
    digest = hashlib.sha256()
    for top in PACKAGE_SOURCES:
        base = root / top  # a file, a directory, or missing (no README yet)
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file())
        for path in files:
            if "__pycache__" not in path.parts:
                digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def source_date_epoch() -> str:
    """SOURCE_DATE_EPOCH from the environment, or the fixed default: the wheel never depends on the clock."""
    return os.environ.get("SOURCE_DATE_EPOCH") or DEFAULT_SOURCE_DATE_EPOCH


_MEMO: dict[tuple[str, str], Wheel] = {}


def build_wheel(root: Path = ROOT) -> Wheel:
    """Build the search_core wheel with hatchling's PEP 517 hook in a subprocess (memoized per source)."""
    key = (source_fingerprint(root), source_date_epoch())
    if key not in _MEMO:
        _MEMO[key] = _build_wheel_now(root, key[1])
    return _MEMO[key]


def _build_wheel_now(root: Path, epoch: str) -> Wheel:
    with tempfile.TemporaryDirectory(prefix="waypost-wheel-") as out:
        env = {**os.environ, "SOURCE_DATE_EPOCH": epoch, "PYTHONDONTWRITEBYTECODE": "1"}
        done = subprocess.run(
            [sys.executable, "-c", BUILD_WHEEL, out], cwd=root, env=env, capture_output=True, text=True
        )
        if done.returncode != 0:
            raise RuntimeError(f"building the search_core wheel failed:\n{done.stderr[-3000:]}")
        name = done.stdout.strip().splitlines()[-1]
        return Wheel(name, (Path(out) / name).read_bytes())


def lock_json(wheel: Wheel, pyodide_lock: dict[str, object], pyodide_version: str) -> bytes:
    """The site's pyodide-lock.json: Pyodide's own `info` and one package, the wheel, with its sha256.

    The entry is a pyodide-lock `PackageSpec` (its name, version and import names read from the wheel
    by the `pyodide-lock` and `packaging` libraries; the wheel's tags checked against Pyodide's `info`).
    """
    from packaging.utils import canonicalize_name, parse_wheel_filename
    from pyodide_lock import InfoSpec, PackageSpec
    from pyodide_lock.utils import _check_wheel_compatible, parse_top_level_import_name

    info = dict(pyodide_lock["info"])  # type: ignore[call-overload]
    name, version, _build, _tags = parse_wheel_filename(wheel.name)
    with tempfile.TemporaryDirectory(prefix="waypost-lock-") as tmp:
        path = Path(tmp) / wheel.name
        path.write_bytes(wheel.data)
        _check_wheel_compatible(path, InfoSpec(version=pyodide_version, **info))
        imports = parse_top_level_import_name(path) or []
    spec = PackageSpec(
        name=canonicalize_name(name),
        version=str(version),
        file_name=wheel.name,
        install_dir="site",
        sha256=wheel.sha256,
        package_type="package",
        imports=imports,
        depends=[],
    )
    lock = {"info": info, "packages": {spec.name: spec.model_dump()}}
    return (json.dumps(lock, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode()
