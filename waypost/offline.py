"""Which pages the service worker saves for offline use at its first install: offline-pages.json.

Every HTML page of the site, in the order a reader needs them (the offline page, home and search, the
browse indexes, the category, protocol and pricing pages, the providers, then every service page),
until PAGE_BUDGET_BYTES of HTML is reached: the 217 pages of the catalogue's 102 services make about 1.2 MB,
so all of them are saved; a 10,000-service catalogue saves its browse pages and as many service pages as fit.
Pages not saved still work offline once visited (sw.js keeps what it serves). docs/browser.md, "Offline".
"""

from __future__ import annotations

import json

PAGE_BUDGET_BYTES = 5_000_000
OFFLINE_PAGE = "offline.html"
NOT_SAVED = ("404.html",)
FIRST = (OFFLINE_PAGE, "index.html", "search/index.html")
BROWSE_KINDS = ("category", "protocol", "pricing", "provider")


def priority(path: str) -> tuple[int, int, str]:
    """Sort key: the pages a reader needs first come first; ties by path."""
    if path in FIRST:
        return (0, FIRST.index(path), path)
    kind, _, rest = path.partition("/")
    if kind in BROWSE_KINDS:
        group = 1 if rest == "index.html" else 2 + (kind == "provider")
        return (group, BROWSE_KINDS.index(kind), path)
    return (4, 0, path)


def saved_pages(pages: dict[str, bytes], budget: int = PAGE_BUDGET_BYTES) -> list[str]:
    """The HTML pages to save, by priority, while their total size stays within the budget."""
    saved, spent = [], 0
    for path in sorted((p for p in pages if p.endswith(".html") and p not in NOT_SAVED), key=priority):
        spent += len(pages[path])
        if spent > budget:
            break
        saved.append(path)
    return saved


def offline_pages_json(pages: dict[str, bytes], budget: int = PAGE_BUDGET_BYTES) -> bytes:
    """offline-pages.json: the pages sw.js saves at install, their size and the budget."""
    saved = saved_pages(pages, budget)
    data = {
        "budgetBytes": budget,
        "bytes": sum(len(pages[path]) for path in saved),
        "pages": saved,
        "allPages": len(saved) == sum(1 for p in pages if p.endswith(".html") and p not in NOT_SAVED),
    }
    return (json.dumps(data, indent=1) + "\n").encode()
