#!/usr/bin/env python3
"""Share judgments between queries that ask for exactly the same thing (same intent, other words or language).

    python bench/relevance/same_intent.py      # adds the missing pairs to judgments.jsonl, idempotent

A record judged for one query of a class holds the same grade for every other query of the class in the
same corpus, unless that query already has its own judgment of the record (a direct judgment always
wins). FEEDS copy one way only: a class whose intent contains another's (any database ⊇ SQL database).
This keeps a query whose own pool held few or no relevant records from getting an easy (or no) ideal.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

JUDGMENTS = Path(__file__).resolve().parent / "judgments.jsonl"

CLASSES: dict[str, tuple[str, ...]] = {
    "invoice extraction": ("s01", "mde01", "mes02", "mfr05", "mpt02", "mit02", "mtr02", "k09"),
    "web search for an agent": ("s02", "mde05", "mes01", "mfr01", "mpt01", "mit01", "mtr01", "k01"),
    "news search": ("s08", "mde02", "mfr07", "mpt08", "mtr08", "k05"),
    "PDF to text": ("mde03", "mes03", "mfr02", "mpt03", "mit03", "mtr03", "t32", "k03"),
    "browser automation": ("s05", "mde04", "mes04", "mfr03", "mpt04", "mit04", "mtr04", "k04"),
    "web scraping": ("mpt05", "mtr05", "k02", "t22"),
    "scrape product prices": ("s03", "mes05"),
    "SQL database": ("mde07", "mit06", "t05"),
    "any database": ("mpt06", "mtr06"),
    "Postgres": ("mes06", "t13", "k20"),
    "OCR": ("mes07", "mit07", "t03", "t29", "mfr08", "mtr07", "mde09"),
    "web page screenshot": ("s12", "mde08", "mes08", "mpt07", "mit09", "k06"),
    "any screenshot": ("mtr09",),
    "academic papers": ("s15", "mes09", "mit08", "k11"),
    "web page to markdown": ("s04", "mfr04", "t31"),
    "Google Sheets": ("s28", "mpt09"),
    "YouTube transcripts": ("s25", "k21"),
    "vector database": ("mfr06", "k07"),
    "email finder": ("s21", "k16"),
    "Word to PDF": ("s13", "mfr09"),
    "crawl a site": ("t30", "k08"),
}
FEEDS = (("SQL database", "any database"), ("web page screenshot", "any screenshot"))

Key = tuple[str, str, str]


def read(path: Path) -> dict[Key, int]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {(r["id"], r["corpus"], r["slug"]): int(r["grade"]) for r in rows}


def class_grades(judged: dict[Key, int], members: tuple[str, ...]) -> dict[tuple[str, str], int]:
    """(corpus, slug) -> grade over the direct judgments of a class; the highest when members disagree."""
    grades: dict[tuple[str, str], int] = {}
    for (qid, corpus, slug), grade in judged.items():
        if qid in members:
            grades[(corpus, slug)] = max(grade, grades.get((corpus, slug), 0))
    return grades


def shared(judged: dict[Key, int]) -> dict[Key, int]:
    """The judgments each query inherits from its class (and from the classes feeding it)."""
    direct = dict(judged)
    pools = {name: class_grades(direct, members) for name, members in CLASSES.items()}
    for source, target in FEEDS:
        for pair, grade in pools[source].items():
            pools[target].setdefault(pair, grade)
    added: dict[Key, int] = {}
    for name, members in CLASSES.items():
        for qid in members:
            for (corpus, slug), grade in pools[name].items():
                if (qid, corpus, slug) not in direct:
                    added[(qid, corpus, slug)] = grade
    return added


def write(path: Path, judged: dict[Key, int]) -> None:
    lines = [
        json.dumps({"id": qid, "corpus": corpus, "slug": slug, "grade": grade})
        for (qid, corpus, slug), grade in sorted(judged.items())
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    judged = read(JUDGMENTS)
    added = shared(judged)
    write(JUDGMENTS, {**judged, **added})
    total = len(judged) + len(added)
    print(f"same_intent: {len(added)} judgments shared within intent classes; {total} in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
