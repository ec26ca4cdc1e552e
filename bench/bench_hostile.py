#!/usr/bin/env python3
"""The hostile inputs of issue 10, timed: prints one table (case, size, seconds). Never asserts a timing.

    .venv/bin/python bench/bench_hostile.py            # every case once
    .venv/bin/python bench/bench_hostile.py --scale 2  # sizes doubled: linear cases take about twice as long

Before the fixes: a 200,000-character word took 65 s in the e-mail pattern, a heading followed by 2,000
spaces 20 s, `"[" * 3999` 2.8 s in Python-Markdown, an 80,000-character string 22 s in the validator, and
a 1 MiB lenient Isto query 1.6 s. The validation rows at n and 2n records show the whole catalogue's cost
growing linearly.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import search_core  # noqa: E402
from waypost.catalogue import load  # noqa: E402
from waypost.contact import has_contact, strip_contacts  # noqa: E402
from waypost.importers import awesome  # noqa: E402
from waypost.markdown_safe import convert  # noqa: E402
from waypost.validate import validate  # noqa: E402

TINY = ROOT / "tests" / "fixtures" / "catalogue-tiny" / "services" / "acme-search.json"


def seconds(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def catalogue_of(directory: Path, count: int, description: str) -> Path:
    """A catalogue of `count` copies of the tiny record, each with the given description."""
    record = json.loads(TINY.read_text("utf-8"))
    services = directory / "services"
    services.mkdir(parents=True)
    for number in range(count):
        slug = f"svc{number:05d}"
        record.update(slug=slug, id=f"svc-{slug}", description=description)
        (services / f"{slug}.json").write_text(json.dumps(record), "utf-8")
    return directory


def awesome_file(directory: Path, spaces: int) -> Path:
    path = directory / "README.md"
    path.write_text("## Search" + " " * spaces + "x\n- [a](https://github.com/a/a) - A server.\n", "utf-8")
    return path


def cases(scale: int, scratch: Path) -> list[tuple[str, str, Callable[[], object]]]:
    index = search_core.build_index([json.loads(TINY.read_text("utf-8"))], "2026-10-01T00:00:00Z")
    word = "a" * (200_000 * scale)
    return [
        ("e-mail/phone check of one word", f"{len(word):,} chars", lambda: has_contact(word + "@")),
        ("contact strip of one word", f"{len(word):,} chars", lambda: strip_contacts(word)),
        (
            "awesome heading + spaces",
            f"{100_000 * scale:,} spaces",
            lambda: list(awesome.parse(awesome_file(scratch, 100_000 * scale))),
        ),
        ("Markdown '[' * n", f"{3999 * scale:,} chars", lambda: convert("[" * 3999 * scale)),
        (
            "validate a 10 MB description",
            f"{10_000_000 * scale:,} chars",
            lambda: validate(load(catalogue_of(scratch / f"big{scale}", 1, "x" * 10_000_000 * scale))),
        ),
        (
            "validate n records (4,000-char descriptions)",
            f"{500 * scale:,} records",
            lambda: validate(load(catalogue_of(scratch / f"n{scale}", 500 * scale, "a." * 1999))),
        ),
        (
            "Isto lenient, 1 MiB query",
            f"{(1 << 20) * scale:,} chars",
            lambda: search_core.search(
                {"query": "é" * (1 << 20) * scale}, index, "isto", "https://x.example/", lenient=True
            ),
        ),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=1, help="multiply every size by this factor")
    args = parser.parse_args()
    print("| case | size | seconds |\n| --- | --- | --- |")
    with tempfile.TemporaryDirectory() as scratch:
        for name, size, work in cases(args.scale, Path(scratch)):
            print(f"| {name} | {size} | {seconds(work):.3f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
