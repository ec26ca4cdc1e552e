"""waypost/offline.py: which pages the service worker saves at install, in which order, within the budget."""

from __future__ import annotations

import json

import pytest

from waypost.offline import offline_pages_json, saved_pages

PAGES = {
    "services/b/index.html": b"x" * 10,
    "services/a/index.html": b"x" * 10,
    "provider/acme/index.html": b"x" * 10,
    "category/search/index.html": b"x" * 10,
    "category/index.html": b"x" * 10,
    "search/index.html": b"x" * 10,
    "index.html": b"x" * 10,
    "offline.html": b"x" * 10,
    "404.html": b"x" * 10,
    "search/index.json": b"x" * 10,
}


@pytest.mark.parametrize(
    ("budget", "saved"),
    [
        (
            1000,  # everything fits: every page but 404, the reader's pages first
            [
                "offline.html", "index.html", "search/index.html", "category/index.html",
                "category/search/index.html", "provider/acme/index.html",
                "services/a/index.html", "services/b/index.html",
            ],
        ),
        (35, ["offline.html", "index.html", "search/index.html"]),  # the budget stops before the browse pages
        (0, []),
    ],
)  # fmt: skip
def test_pages_are_saved_by_priority_within_the_budget(budget: int, saved: list[str]) -> None:
    assert saved_pages(PAGES, budget) == saved


def test_the_list_says_its_size_and_whether_every_page_is_saved() -> None:
    data = json.loads(offline_pages_json(PAGES, 1000))
    assert data == {"budgetBytes": 1000, "bytes": 80, "pages": saved_pages(PAGES, 1000), "allPages": True}
    assert json.loads(offline_pages_json(PAGES, 35))["allPages"] is False
