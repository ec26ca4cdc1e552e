#!/usr/bin/env python3
"""Names and providers searched as a person types them: is the service named first?

    python bench/names.py                 # both corpora (the imported one is made on first use)
    python bench/names.py --engine DIR    # another tree's search_core
    python bench/names.py --list          # also list every miss

Two checks of issue 9's "a query naming a provider or product returns that provider's own service first":
- provider: for each provider, its brand text (`search_core.index.brand_text`: the registrable label of a
  host name, else the whole name) searched in best effort; a hit when the first service's provider has the
  same brand text (several providers can share one: those misses are listed). Providers whose brand text
  has no searchable word, or none of whose services the strict search finds, are not counted.
- name: each record's own name (at most 200 characters) searched in best effort; a hit when the record is
  in the top 5.
Progress on stderr, the table on stdout, the last line a summary. No figure is asserted anywhere.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def provider_misses(index: dict[str, Any]) -> tuple[int, list[str]]:
    """How many brand texts were counted, and those whose first service is another brand's."""
    import search_core
    from search_core.analysis import analyze_query
    from search_core.index import brand_text

    by_brand: dict[str, set[str]] = defaultdict(set)
    for record in index["records"]:
        by_brand[brand_text(record["provider"]).lower()].add(record["provider"])
    counted, misses = 0, []
    for brand, providers in sorted(by_brand.items()):
        if not analyze_query(brand).terms:
            continue
        strict = search_core.search({"query": brand, "limit": 100}, index)["services"] or []
        if not any(found["provider"] in providers for found in strict):
            continue
        counted += 1
        first = (
            search_core.search({"query": brand, "limit": 1}, index, best_effort=True)["services"] or [{}]
        )[0]
        if brand_text(str(first.get("provider", ""))).lower() != brand:
            misses.append(f"{brand!r}: first is {first.get('name')!r} of {first.get('provider')!r}")
    return counted, misses


def name_misses(index: dict[str, Any]) -> tuple[int, list[str]]:
    """How many records were searched by their name, and those not in their name's top 5."""
    import search_core

    records = list(index["records"])
    misses = []
    for record in records:
        response = search_core.search({"query": record["name"][:200], "limit": 5}, index, best_effort=True)
        if record["slug"] not in [found["slug"] for found in response["services"] or []]:
            misses.append(f"{record['name']!r} ({record['slug']})")
    return len(records), misses


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--engine", type=Path, help="a tree whose search_core is used (put first on sys.path)"
    )
    parser.add_argument("--list", action="store_true", help="list every miss")
    arguments = parser.parse_args()
    sys.path.insert(0, str(arguments.engine or ROOT))
    sys.path.insert(1, str(ROOT))
    from bench.relevance import CORPUS_NAMES, corpus_directory, waypost_index

    print("| corpus | providers first for their brand | records in the top 5 for their own name |")
    print("| --- | ---: | ---: |")
    summary = []
    for corpus in CORPUS_NAMES:
        directory = corpus_directory(corpus)
        if directory is None:
            print(f"names: {corpus}: no data, skipped", file=sys.stderr)
            continue
        print(f"names: {corpus}: searching every brand and name", file=sys.stderr)
        index = waypost_index(directory)
        brands, brand_missed = provider_misses(index)
        names, name_missed = name_misses(index)
        brand_cell = f"{brands - len(brand_missed):,} of {brands:,}"
        print(f"| {corpus} | {brand_cell} | {names - len(name_missed):,} of {names:,} |")
        if arguments.list:
            for line in brand_missed + name_missed:
                print(f"- {corpus}: {line}")
        summary.append(
            f"{corpus} {brands - len(brand_missed)}/{brands} brands, {names - len(name_missed)}/{names} names"
        )
    print("names: " + "; ".join(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
