#!/usr/bin/env python3
"""Time the importer, the validator and the site build on everything in ../shared/data.

    python bench/bench_import.py [--data DIR] [--runs N] [--keep DIR] [--no-build]

Each step runs as its own `build.py` process, as a user would run it:
  import    `build.py import all FILES... --out DIR` (documented rules only), and again with
            `all+keywords` (scale-test classification, as bench/make_corpora.py uses)
  validate  `build.py validate --catalogue DIR`
  build     `build.py build --catalogue DIR --out SITE`
Prints a Markdown table (median wall time of N runs, records, output bytes) and exits 0; a step
that fails shows `failed` and its last error line, and never changes the exit status.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from waypost.importers.provenance import SHARED_DATA_FILES  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
SOURCES = SHARED_DATA_FILES
_STARTED = time.monotonic()


def progress(message: str) -> None:
    print(f"[bench_import {time.monotonic() - _STARTED:6.1f}s] {message}", file=sys.stderr, flush=True)


@dataclass
class Step:
    """One measured command: its wall times, and what went wrong if it failed."""

    label: str
    times: list[float] = field(default_factory=list)
    error: str = ""
    records: int | None = None
    size: int | None = None

    def row(self) -> str:
        if self.error:
            return f"| {self.label} | failed | | | {self.error[:90]} |"
        median = statistics.median(self.times)
        records = f"{self.records:,}" if self.records is not None else ""
        size = f"{self.size / 1e6:.1f} MB" if self.size is not None else ""
        return f"| {self.label} | {median:.2f} s | {records} | {size} | runs: {len(self.times)} |"


def run(step: Step, command: list[str]) -> bool:
    """Run the command once, adding its wall time to the step; False (and the error) if it failed."""
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        lines = (done.stderr or done.stdout).strip().splitlines()
        step.error = lines[-1] if lines else f"exit status {done.returncode}"
        return False
    step.times.append(elapsed)
    return True


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def measure(label: str, source: str, files: list[str], work: Path, runs: int, build: bool) -> list[Step]:
    python = sys.executable
    catalogue, site = work / f"{label}-catalogue", work / f"{label}-site"
    imp, val, bld = Step(f"import ({label})"), Step(f"validate ({label})"), Step(f"build ({label})")
    for number in range(runs):
        progress(f"{label}: import run {number + 1}/{runs}")
        if not run(imp, [python, "build.py", "import", source, *files, "--out", str(catalogue)]):
            return [imp]
    report = json.loads((catalogue / "import-report.json").read_text("utf-8"))
    imp.records, imp.size = report["imported"], tree_size(catalogue / "services")
    val.records = bld.records = imp.records
    for number in range(runs):
        progress(f"{label}: validate run {number + 1}/{runs}")
        if not run(val, [python, "build.py", "validate", "--catalogue", str(catalogue)]):
            break
    steps = [imp, val]
    if build:
        for number in range(runs):
            progress(f"{label}: build run {number + 1}/{runs}")
            if not run(bld, [python, "build.py", "build", "--catalogue", str(catalogue), "--out", str(site)]):
                break
        if not bld.error and site.exists():
            bld.size = tree_size(site)
        steps.append(bld)
    return steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--runs", type=int, default=1, help="runs of each step (median reported)")
    parser.add_argument("--keep", type=Path, help="keep the imported catalogues and sites here")
    parser.add_argument("--no-build", action="store_true", help="skip the site builds")
    args = parser.parse_args(argv)
    files = [str(args.data / s) for s in SOURCES if (args.data / s).exists()]
    if not files:
        print(f"bench_import: no data under {args.data}; nothing measured")
        return 0
    work = args.keep or Path(tempfile.mkdtemp(prefix="waypost-bench-import-"))
    work.mkdir(parents=True, exist_ok=True)
    env_note = f"python {sys.version.split()[0]}, {os.cpu_count()} cpus"
    try:
        steps = measure("documented rules", "all", files, work, args.runs, not args.no_build)
        steps += measure("all+keywords", "all+keywords", files, work, args.runs, not args.no_build)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    print(f"\nImport, validation and build of everything in {args.data} ({env_note})\n")
    print("| step | wall time (median) | records | output | notes |")
    print("| --- | ---: | ---: | ---: | --- |")
    for step in steps:
        print(step.row())
    failed = [s.label for s in steps if s.error]
    print(
        f"\nbench_import: {len(steps)} steps measured" + (f"; failed: {', '.join(failed)}" if failed else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
