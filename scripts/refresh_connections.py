"""Refresh the source-owned fields of the committed records (connections, deprecated lifecycle).

Reads the registry snapshots in ../shared/data and changes only `connections` and
`registryLifecycle` (see waypost/importers/refresh.py); hand edits to any other field survive.
Prints one line per changed field of each record, then a summary. Idempotent.

    .venv/bin/python scripts/refresh_connections.py [--data DIR] [--services DIR] [--check]

--check writes nothing and exits 1 when a refresh would change something.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from waypost.importers.refresh import refresh_directory  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Refresh connections and lifecycle from ../shared/data.")
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--services", type=Path, default=REPO / "catalogue" / "services")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything would change")
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        print(f"refresh: no data folder at {args.data}", file=sys.stderr)
        return 2
    found = refresh_directory(args.services, args.data, write=not args.check)
    for change in found:
        print(f"refresh: {change.describe()}")
    records = len({c.slug for c in found})
    verb = "would change" if args.check else "changed"
    print(f"refresh: {verb} {len(found)} field(s) in {records} record(s) of {args.services}")
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
