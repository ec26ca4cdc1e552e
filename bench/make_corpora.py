#!/usr/bin/env python3
"""Make the benchmark corpora from ../shared/data: bench/corpora/1k, 10k and 50k-synthetic (git-ignored).

    python bench/make_corpora.py [--data DIR] [--out DIR]

- The full import reads every source in ../shared/data with keyword classification switched on
  (`all+keywords`: scale tests only; every keyword-classified record says so in its notes).
- `1k`: 1,000 records picked by a hash of their slug from the records whose category comes from
  the source's own category (no keyword classification).
- `10k`: 10,000 records picked the same way from the whole import; when fewer real records exist
  it is topped up with synthetic variants (see below), and the summary line says how many.
- `50k-synthetic`: every real record plus synthetic variants up to 50,000.
A synthetic variant copies a real record, takes a new slug and name (`... (variant N)`), adds the
tag `synthetic` and starts its notes with "Synthetic benchmark variant of `<slug>`; not a real
service." Output is deterministic: the same data gives the same bytes. Each corpus is a catalogue
directory (services/*.json, schema/, import-report.json, corpus.json) written atomically.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from waypost.importers import run_import  # noqa: E402
from waypost.importers.output import render_record, schema_bytes, write_tree  # noqa: E402
from waypost.importers.provenance import SHARED_DATA_FILES  # noqa: E402
from waypost.importers.report import REPORT_FILE  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
CORPORA = ROOT / "bench" / "corpora"
Record = dict[str, Any]
SOURCES = SHARED_DATA_FILES
SIZES = (("1k", 1_000, False), ("10k", 10_000, True), ("50k-synthetic", 50_000, True))
_STARTED = time.monotonic()


def progress(message: str) -> None:
    print(f"[corpora {time.monotonic() - _STARTED:6.1f}s] {message}", file=sys.stderr, flush=True)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def import_everything(data: Path) -> tuple[list[Record], dict[str, Any]]:
    """Every record of the full import (keyword classification on), and its report."""
    paths = [data / source for source in SOURCES if (data / source).exists()]
    if not paths:
        raise SystemExit(f"make_corpora: no source data under {data} (expected {', '.join(SOURCES)})")
    result = run_import("all+keywords", paths, lambda line: None)
    progress(f"imported {result.report.summary()}")
    return result.records, result.report.to_dict()


def by_hash(records: list[Record]) -> list[Record]:
    """A fixed, well-mixed order: by the hash of the slug."""
    return sorted(records, key=lambda r: digest(str(r["slug"])))


def variant(record: Record, number: int, taken: set[str]) -> Record:
    """A clearly marked synthetic copy of a real record under a new, unused slug."""
    copy_ = copy.deepcopy(record)
    base = str(record["slug"])[:70].rstrip("-")
    slug = f"{base}-v{number}"
    while slug in taken:
        number += 1
        slug = f"{base}-v{number}"
    taken.add(slug)
    copy_["id"] = f"svc-{slug}"
    copy_["slug"] = slug
    copy_["name"] = f"{str(record['name'])[:80]} (variant {number})"
    copy_["tags"] = (
        [*list(record["tags"])[:23], "synthetic"] if "synthetic" not in record["tags"] else record["tags"]
    )
    note = f"Synthetic benchmark variant of `{record['slug']}`; not a real service."
    copy_["notes"] = f"{note}\n\n{record['notes']}"[:4000]
    return copy_


def top_up(real: list[Record], size: int) -> tuple[list[Record], int]:
    """`size` records: the real ones first, then synthetic variants cycling over them."""
    chosen = real[:size]
    taken = {str(r["slug"]) for r in chosen}
    synthetic = 0
    number = 2
    while len(chosen) < size:
        for record in real:
            if len(chosen) == size:
                break
            chosen.append(variant(record, number, taken))
            synthetic += 1
        number += 1
    return chosen, synthetic


def corpus_files(records: list[Record], report: dict[str, Any], facts: dict[str, Any]) -> dict[str, bytes]:
    files = {f"services/{r['slug']}.json": render_record(r) for r in records}
    files["schema/service.schema.json"] = schema_bytes()
    files[REPORT_FILE] = (json.dumps(report, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    files["corpus.json"] = (json.dumps(facts, indent=2) + "\n").encode("utf-8")
    return files


def make(
    records: list[Record], report: dict[str, Any], out: Path, sizes: tuple[tuple[str, int, bool], ...] = SIZES
) -> list[str]:
    """Write the corpora (name, size, keyword-classified records allowed); one summary fragment each."""
    strict = by_hash([r for r in records if "classified by keyword" not in str(r["notes"])])
    everything = by_hash(records)
    lines = []
    for name, size, use_all in sizes:
        pool = everything if use_all else strict
        chosen, synthetic = top_up(pool, size)
        chosen.sort(key=lambda r: str(r["slug"]))
        keyword = sum("classified by keyword" in str(r["notes"]) for r in chosen)
        facts = {
            "name": name,
            "records": len(chosen),
            "real": len(chosen) - synthetic,
            "synthetic": synthetic,
            "keywordClassified": keyword,
            "source": "../shared/data via build.py import all+keywords",
        }
        write_tree(out / name, corpus_files(chosen, report, facts))
        progress(f"{name}: {len(chosen)} records ({synthetic} synthetic, {keyword} keyword-classified)")
        lines.append(f"{name}={len(chosen)} ({synthetic} synthetic)")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the shared data folder")
    parser.add_argument("--out", type=Path, default=CORPORA, help="where the corpora go")
    args = parser.parse_args(argv)
    records, report = import_everything(args.data)
    lines = make(records, report, args.out)
    print(f"make_corpora: {len(records)} real records imported; wrote {', '.join(lines)} under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
