#!/usr/bin/env python3
"""Judging aid for the pooled pairs of `bench/relevance.py --pool`.

    python bench/relevance/judge.py show [POOL]            # numbered blocks, one per query, to read
    python bench/relevance/judge.py apply GRADES [POOL]    # add the grades to judgments.jsonl

POOL defaults to bench/out/relevance-pool.jsonl. `show` prints, per query, its intent and each pooled
record once (a record pooled in both corpora under the same name and tagline is shown once and graded
for both). GRADES is a text file with one line per shown query: `QUERY_ID: N=GRADE N=GRADE ...`, where
N is the number `show` printed; an unlisted record is graded 0 and every shown query needs a line
(`QUERY_ID:` alone grades all 0). `apply` refuses grades for pairs already judged, unknown numbers and
missing queries, then writes judgments.jsonl sorted.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
JUDGMENTS = HERE / "judgments.jsonl"
POOL = HERE.parent / "out" / "relevance-pool.jsonl"
Row = dict[str, Any]
Blocks = dict[str, list[list[Row]]]


def blocks_of(pool: Path) -> Blocks:
    """query id -> the pooled records in order, each a list of its rows (one per corpus)."""
    rows = [json.loads(line) for line in pool.read_text(encoding="utf-8").splitlines() if line.strip()]
    grouped: dict[str, dict[tuple[str, str, str], list[Row]]] = {}
    for row in rows:
        key = (str(row["slug"]), str(row["name"]), str(row["tagline"]))
        grouped.setdefault(str(row["id"]), {}).setdefault(key, []).append(row)
    return {query_id: list(items.values()) for query_id, items in grouped.items()}


def describe(row: Row) -> str:
    """One line: what a judge needs to know about a record."""
    tagline = str(row.get("tagline") or "")
    if len(tagline) < 40:
        tagline += " // " + str(row.get("description") or "")[:160].replace("\n", " ")
    capabilities = ", ".join(row.get("capabilities") or [])[:100]
    facts = f" || {row['facts']}" if row.get("facts") else ""
    return (
        f"{row['slug']} | {row['name']} | {row['provider']} | {row['category']} | {tagline} | {capabilities}"
        + facts
    )


def show(pool: Path) -> None:
    for query_id, items in blocks_of(pool).items():
        first = items[0][0]
        print(f"## {query_id} «{first['query']}» — {first['intent']}")
        for number, rows in enumerate(items):
            corpora = ",".join(sorted(str(row["corpus"]) for row in rows))
            print(f"{number}. [{corpora}] {describe(rows[0])}")


def read_grades(path: Path) -> dict[str, dict[int, int]]:
    grades: dict[str, dict[int, int]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        query_id, _, rest = line.partition(":")
        if query_id.strip() in grades:
            raise SystemExit(f"judge: {query_id} graded twice")
        pairs = (part.split("=") for part in rest.split())
        grades[query_id.strip()] = {int(number): int(grade) for number, grade in pairs}
    return grades


def apply(grades_path: Path, pool: Path) -> None:
    judged = {}
    for line in JUDGMENTS.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        judged[(row["id"], row["corpus"], row["slug"])] = int(row["grade"])
    grades = read_grades(grades_path)
    added = 0
    for query_id, items in blocks_of(pool).items():
        if query_id not in grades:
            raise SystemExit(f"judge: no line for {query_id}")
        given = grades[query_id]
        if any(not 0 <= number < len(items) or grade not in (0, 1, 2) for number, grade in given.items()):
            raise SystemExit(f"judge: {query_id}: a number or grade out of range")
        for number, rows in enumerate(items):
            for row in rows:
                key = (query_id, str(row["corpus"]), str(row["slug"]))
                if key in judged:
                    raise SystemExit(f"judge: {key} is already judged")
                judged[key] = given.get(number, 0)
                added += 1
    lines = [
        json.dumps({"id": query_id, "corpus": corpus, "slug": slug, "grade": grade})
        for (query_id, corpus, slug), grade in sorted(judged.items())
    ]
    JUDGMENTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"judge: {added} judgments added, {len(judged)} in all")


def main(argv: list[str]) -> int:
    if len(argv) >= 1 and argv[0] == "show":
        show(Path(argv[1]) if len(argv) > 1 else POOL)
        return 0
    if len(argv) >= 2 and argv[0] == "apply":
        apply(Path(argv[1]), Path(argv[2]) if len(argv) > 2 else POOL)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
