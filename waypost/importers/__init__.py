"""`build.py import SOURCE FILE... --out DIR`: registry dumps and awesome lists into catalogue records.

One module per source format (mcp_registry, docker, toolsdk, awesome, public_apis); the shared
rules live in categories, auth, text, urls, dedup, mapping and slugs; docs/importers.md explains them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .output import OutputError, write_tree
from .pipeline import Echo, Result, UnknownSource, run_import
from .report import PRINT_PROBLEMS

__all__ = ["Result", "import_to", "main", "run_import"]


def _echo(line: str) -> None:
    print(line, flush=True)


def import_to(source: str, paths: list[Path], out: Path, echo: Echo = _echo) -> Result:
    """Run the import and write `out` atomically (nothing is written when it fails)."""
    result = run_import(source, paths, echo)
    if result.report.imported == 0:
        raise OutputError("nothing to import: no entry could be mapped to a record; output left untouched")
    write_tree(out, result.files)
    return result


def _print_problems(result: Result) -> None:
    loud = result.report.loud_problems()
    for problem in loud[:PRINT_PROBLEMS]:
        print(f"[import] skipped {problem.render()}", file=sys.stderr)
    if len(loud) > PRINT_PROBLEMS:
        print(f"[import] ... and {len(loud) - PRINT_PROBLEMS} more (see import-report.json)", file=sys.stderr)


def main(args: argparse.Namespace) -> int:
    """Entry point for build.py: returns the exit status."""
    try:
        result = import_to(args.source, list(args.files), Path(args.out))
    except UnknownSource as exc:
        print(f"[import] error: {exc}", file=sys.stderr)
        return 2
    except (OutputError, OSError) as exc:
        print(f"[import] error: {exc}; nothing written", file=sys.stderr)
        return 1
    _print_problems(result)
    for line in result.report.examples():
        print(f"[import] {line}", flush=True)
    print(f"[import] {result.report.summary()}; wrote {args.out}", flush=True)
    return 0
