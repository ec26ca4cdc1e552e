"""Which parser reads which file: named by SOURCE, or detected from the file's name and content."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

from . import awesome, docker, mcp_registry, public_apis, toolsdk
from .entry import Problem, SourceEntry
from .reading import load_json, read_text

Parser = Callable[[Path], Iterator[SourceEntry | Problem]]
PARSERS: dict[str, Parser] = {
    "mcp-registry": mcp_registry.parse,
    "docker": docker.parse,
    "toolsdk": toolsdk.parse,
    "awesome": awesome.parse,
    "public-apis": public_apis.parse,
}
AUTO = ("all", "auto")
COMPANION = "companion"  # read together with another file, not on its own
PATTERNS: dict[str, tuple[str, ...]] = {
    "mcp-registry": ("*.json",),
    "docker": ("*.server.yaml", "*.server.yml", "*.jsonl"),
    "toolsdk": ("packages.jsonl", "*.jsonl"),
    "awesome": ("*.md",),
    "public-apis": ("*.md",),
}
SKIP_NAMES = {"packages-list.json", "categories-list.json"}


def source_names() -> list[str]:
    return [*PARSERS, *AUTO]


def expand(paths: list[Path], source: str) -> list[Path]:
    """Files as given; a directory stands for its matching files (sorted; hidden files, companions out)."""
    out: list[Path] = []
    for path in paths:
        if not path.is_dir():
            out.append(path)
            continue
        patterns = PATTERNS.get(source, ("*.json", "*.jsonl", "*.yaml", "*.yml", "*.md"))
        found = {p for pattern in patterns for p in path.rglob(pattern) if p.is_file()}
        out += sorted(p for p in found if _wanted(p, path))
    return out


def _wanted(path: Path, root: Path) -> bool:
    relative = path.relative_to(root).parts
    if any(part.startswith(".") for part in relative):
        return False
    return path.name not in SKIP_NAMES and not path.name.endswith(".tools.json")


def detect(path: Path) -> str | Problem:
    """The parser for a file, COMPANION for a file read with another, or why none fits."""
    name = path.name.lower()
    if name in SKIP_NAMES or name.endswith(".tools.json"):
        return COMPANION
    if name.endswith((".yaml", ".yml")):
        return "docker"
    if name.endswith(".jsonl"):
        return _detect_jsonl(path)
    if name.endswith(".json"):
        document = load_json(path)
        if isinstance(document, Problem):
            return document
        if mcp_registry.looks_like(document):
            return "mcp-registry"
        if toolsdk.is_tool_lists(document):
            return COMPANION
        return Problem(str(path), "", "unrecognised-file", "JSON of no known registry shape")
    if name.endswith((".md", ".markdown")):
        text = read_text(path)
        if isinstance(text, Problem):
            return text
        if public_apis.looks_like(text):
            return "public-apis"
        if awesome.looks_like(text):
            return "awesome"
    return Problem(str(path), "", "unrecognised-file", "not a format this importer reads")


def _detect_jsonl(path: Path) -> str | Problem:
    text = read_text(path)
    if isinstance(text, Problem):
        return text
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            first = json.loads(line)
        except (json.JSONDecodeError, RecursionError):
            continue
        if isinstance(first, dict) and "packageName" in first:
            return "toolsdk"
        if isinstance(first, dict) and ("about" in first or "image" in first):
            return "docker"
        break
    return Problem(str(path), "", "unrecognised-file", "JSON lines of no known registry shape")
