"""The import report: what was read, imported, skipped (by reason) and merged. Printed and saved as JSON."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .entry import Problem

REPORT_FILE = "import-report.json"
PRINT_PROBLEMS = 40
EXAMPLES_PER_REASON = 3


@dataclass
class Report:
    """Counts and messages; `to_json` is deterministic (no times, sorted keys where order is free)."""

    files: list[dict[str, Any]] = field(default_factory=list)
    read: int = 0
    imported: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    unmapped_categories: Counter[str] = field(default_factory=Counter)
    duplicates_merged: int = 0
    categories: Counter[str] = field(default_factory=Counter)
    category_rules: Counter[str] = field(default_factory=Counter)
    lifecycle: Counter[str] = field(default_factory=Counter)
    problems: list[Problem] = field(default_factory=list)

    def add_file(self, path: str, source: str, entries: int, problems: int) -> None:
        self.files.append({"file": path, "source": source, "entries": entries, "problems": problems})

    def skip(self, problem: Problem) -> None:
        """Count a skipped entry and keep its message."""
        self.skipped[problem.reason] += 1
        self.problems.append(problem)

    def to_dict(self) -> dict[str, Any]:
        return {
            "read": self.read,
            "imported": self.imported,
            "skipped": dict(sorted(self.skipped.items())),
            "skippedTotal": sum(self.skipped.values()),
            "duplicatesMerged": self.duplicates_merged,
            "categories": dict(sorted(self.categories.items())),
            "categoryRules": dict(sorted(self.category_rules.items())),
            "registryLifecycle": dict(sorted(self.lifecycle.items())),
            "unmappedSourceCategories": dict(sorted(self.unmapped_categories.items())),
            "files": sorted(self.files, key=lambda f: str(f["file"])),
            "problems": [
                {"file": p.file, "entry": p.locator, "reason": p.reason, "message": p.message}
                for p in self.loud_problems()
            ],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2) + "\n"

    def summary(self) -> str:
        """One line: imported, read, skipped by reason, merged."""
        reasons = ", ".join(f"{n} {r}" for r, n in sorted(self.skipped.items())) or "none"
        return (
            f"imported {self.imported} services from {self.read} entries in {len(self.files)} files; "
            f"skipped {sum(self.skipped.values())} ({reasons}); {self.duplicates_merged} duplicates merged"
        )

    def examples(self, per_reason: int = EXAMPLES_PER_REASON) -> list[str]:
        """For each skip reason: its count and its first examples (file: entry: message)."""
        lines = []
        for reason, count in sorted(self.skipped.items()):
            first = [p for p in self.problems if p.reason == reason][:per_reason]
            lines.append(f"skipped {count} {reason}, e.g.:")
            lines += [f"  {p.render()}" for p in first]
        return lines

    def loud_problems(self) -> list[Problem]:
        """Problems with the input itself (not the expected skips like no-category)."""
        loud = [p for p in self.problems if p.reason not in QUIET_REASONS]
        return sorted(loud, key=lambda p: p.file)  # stable: entries of one file stay in file order


# Expected, counted skips: listed per entry only as counts, not as messages.
QUIET_REASONS = frozenset({"no-category", "older-version", "empty-entry", "not-a-service"})
