"""Unique, deterministic slugs: a slug wanted by two services gets the provider appended, then a number."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from .text import SLUG_MAX, slugify


def _base(name: str, key: str) -> str:
    return slugify(name) or slugify(key) or "service"


def _with_suffix(slug: str, suffix: str) -> str:
    """`slug-suffix`, cutting the slug (never the suffix) to stay within the limit."""
    room = SLUG_MAX - len(suffix) - 1
    head = slug[:room].rstrip("-")
    return f"{head}-{suffix}" if head else suffix[:SLUG_MAX]


def assign(items: Sequence[tuple[str, str, str]]) -> dict[str, str]:
    """{key: slug} for (key, name, provider) triples; the result does not depend on input order."""
    wanted: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for key, name, provider in sorted(items):
        wanted[_base(name, key)].append((key, provider))
    slugs: dict[str, str] = {}
    taken: set[str] = {base for base, claims in wanted.items() if len(claims) == 1}
    for base, claims in sorted(wanted.items()):
        if len(claims) == 1:
            slugs[claims[0][0]] = base
            continue
        for key, provider in claims:
            owner = slugify(provider, 30)
            slug = (
                _with_suffix(base, owner)
                if owner and owner != "unknown" and not base.endswith(owner)
                else base
            )
            number = 2
            candidate = slug
            while candidate in taken:
                candidate = _with_suffix(slug, str(number))
                number += 1
            taken.add(candidate)
            slugs[key] = candidate
    return slugs
