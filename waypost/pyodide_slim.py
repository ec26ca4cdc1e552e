"""Runs INSIDE Pyodide (under Node, at build time): write the slim, precompiled standard library zip.

The browser's Python imports only what Pyodide's own start-up, the wheel installer and search_core
need. This module finds that set (the modules loaded after installing and importing search_core, plus
every stdlib module search_core's source imports anywhere, followed through the module-level imports of
the stdlib; a rarer lazy import is fetched from the full zip by the worker; modules the interpreter has
frozen in are left out, since it never reads them from a zip) and writes those modules
as unchecked hash-based .pyc files compiled by Pyodide's own CPython, so the browser skips both the
download of the full stdlib and the compilation of its sources. Output bytes depend only on the inputs.
It must stay valid Python 3.11 (ruff and mypy check it) and use the standard library only.
"""

from __future__ import annotations

import ast
import importlib.machinery
import importlib.util
import marshal
import sys
import types
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
# Codecs Python may look up by name at run time without an import statement.
EXTRA_MODULES = (
    "encodings.ascii",
    "encodings.latin_1",
    "encodings.utf_8",
    "encodings.utf_8_sig",
    "encodings.utf_16",
    "encodings.utf_32",
    "encodings.aliases",
)
SKIPPED_SOURCES = ("__main__.py",)


class Stdlib:
    """The running interpreter's standard library zip."""

    def __init__(self, archive: str) -> None:
        self.archive = archive
        self.zip = zipfile.ZipFile(archive)
        self.names = frozenset(self.zip.namelist())

    def path(self, name: str) -> str | None:
        """The module's source path inside the zip, or None when it is not there."""
        base = name.replace(".", "/")
        for candidate in (base + ".py", base + "/__init__.py"):
            if candidate in self.names:
                return candidate
        return None

    def read(self, path: str) -> bytes:
        return self.zip.read(path)


def with_parents(name: str) -> set[str]:
    """'a.b.c' -> {'a', 'a.b', 'a.b.c'}."""
    parts = name.split(".")
    return {".".join(parts[: i + 1]) for i in range(len(parts))}


def import_nodes(statements: list[ast.stmt], nested: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    """Import statements at module level (inside if/try/with too); in functions and classes when `nested`."""
    for node in statements:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and not nested:
            continue
        else:
            for field in ("body", "orelse", "finalbody", "handlers", "cases"):
                children = getattr(node, field, None)
                if isinstance(children, list):
                    inner = [child for child in children if isinstance(child, ast.stmt)]
                    inner += [
                        s for c in children if not isinstance(c, ast.stmt) for s in getattr(c, "body", [])
                    ]
                    yield from import_nodes(inner, nested)


def imports_in(source: bytes, module: str, is_package: bool, nested: bool = False) -> set[str]:
    """Every module the import statements of `source` name (with their parents); see import_nodes."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in import_nodes(ast.parse(source).body, nested):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, *([node.module] if node.module else [])])
        found.add(base)
        found.update(f"{base}.{alias.name}" for alias in node.names)
    return {parent for name in found if name for parent in with_parents(name)}


def stdlib_closure(stdlib: Stdlib, seeds: set[str]) -> set[str]:
    """The seeds plus every stdlib module their sources import, transitively."""
    seen: set[str] = set()
    todo = sorted(seeds)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = stdlib.path(name)
        if path is not None:
            todo.extend(imports_in(stdlib.read(path), name, path.endswith("__init__.py")))
    return seen


def package_imports(package_dir: Path, package: str) -> set[str]:
    """Every module imported anywhere in the package's own sources (its __main__ excepted)."""
    found: set[str] = set()
    for path in sorted(package_dir.rglob("*.py")):
        if path.name in SKIPPED_SOURCES:
            continue
        relative = path.relative_to(package_dir).with_suffix("")
        module = ".".join([package, *relative.parts])
        name = module.removesuffix(".__init__")
        found |= imports_in(path.read_bytes(), name, path.name == "__init__.py", nested=True)
    return found


UNCHECKED = 0b01  # PEP 552 flags: hash-based, the source's hash not checked on import


# The stdlib is compiled as `python -OO` would: without docstrings (and asserts), 15 % fewer bytes
# to download (1.59 -> 1.35 MB); the standard library and Pyodide's modules work without them
# (their tests run under -OO too). search_core's pycache keeps both: it must act as on the CLI.
STDLIB_OPTIMIZE = 2


def without_line_numbers(code: types.CodeType) -> types.CodeType:
    """`code` and every code object in it with a location table that says "no location" throughout.

    The table maps bytecode to source lines and columns, for tracebacks only: without it a frame's
    line is None and a traceback says "line None" (an empty table would break traceback formatting,
    hence one "no location" entry per 8 code units, PEP 626/657 format). The stdlib's tables are a
    third of its brotli bytes (10k records: 853 -> 531 KB); search_core keeps its own.
    """
    consts = tuple(without_line_numbers(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=no_locations(len(code.co_code) // 2), co_consts=consts)


NO_LOCATION = 0x80 | 15 << 3  # a location table entry's first byte: code 15, "no location"


def no_locations(units: int) -> bytes:
    """A location table that says "no location" for `units` code units (entries cover 1 to 8 each)."""
    full, rest = divmod(units, 8)
    return bytes([NO_LOCATION | 7] * full + ([NO_LOCATION | (rest - 1)] if rest else []))


def compiled(
    source: bytes, filename: str, flags: int = UNCHECKED, optimize: int = 0, line_numbers: bool = True
) -> bytes:
    """A hash-based .pyc of `source` (PEP 552), compiled by this interpreter."""
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    if not line_numbers:
        code = without_line_numbers(code)
    header = importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little") + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


def write_entries(entries: dict[str, bytes], out: Path) -> None:
    """A zip of `entries`, sorted, with fixed dates: the same inputs give the same bytes."""
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            target.writestr(info, entries[name])


def write_zip(stdlib: Stdlib, paths: Iterable[str], out: Path) -> None:
    """The stdlib modules as unchecked .pyc files (there is no source beside them to check), without
    docstrings (STDLIB_OPTIMIZE) or line numbers (without_line_numbers)."""
    entries = {}
    for path in set(paths):
        filename = f"{stdlib.archive}/{path}"
        source = stdlib.read(path)
        entries[path[:-3] + ".pyc"] = compiled(source, filename, optimize=STDLIB_OPTIMIZE, line_numbers=False)
    write_entries(entries, out)


def write_pycache(package_dir: Path, out: Path) -> list[str]:
    """The package as sourceless .pyc files (`search_core/rank.pyc`), relative to site-packages.

    Unpacked into site-packages, they are the package: Python's sourceless loader imports a .pyc
    that has no source beside it, so a normal start in the browser needs neither the wheel (its
    sources) nor their compilation. Unchecked hash-based (PEP 552): there is no source to check,
    and both are made from the same wheel in the same build. search_core keeps its docstrings and
    line numbers: it must act as on the CLI.
    """
    site = package_dir.parent
    entries = {}
    for path in sorted(package_dir.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        name = path.relative_to(site).with_suffix(".pyc").as_posix()
        entries[name] = compiled(path.read_bytes(), str(path))
    write_entries(entries, out)
    return sorted(entries)


def is_frozen(name: str) -> bool:
    """This interpreter has the module frozen in (os, codecs, site, ...): its FrozenImporter comes before
    any zip on sys.meta_path, so a copy in the zip would never be read."""
    return importlib.machinery.FrozenImporter.find_spec(name) is not None


def main(out_zip: str, package: str, loaded: Iterable[str], pycache_zip: str) -> list[str]:
    """Write the slim stdlib zip and the package's pycache zip; return the stdlib module list.

    `loaded` is sys.modules as it was right after importing the package, before this module ran.
    """
    stdlib = Stdlib(next(entry for entry in sys.path if entry.endswith(".zip")))
    package_dir = Path(str(importlib.import_module(package).__file__)).parent
    wanted = set(loaded) | stdlib_closure(stdlib, package_imports(package_dir, package) | set(EXTRA_MODULES))
    paths = {name: path for name in wanted if not is_frozen(name) and (path := stdlib.path(name))}
    write_zip(stdlib, paths.values(), Path(out_zip))
    write_pycache(package_dir, Path(pycache_zip))
    return sorted(paths)
