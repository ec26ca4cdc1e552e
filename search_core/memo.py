"""Bounded memo tables for the language layer's per-word work (stems, aliases, folding, keys).

A table is a plain module-level dict named ``*_CACHE`` (tests empty them by that name); when it holds
``limit`` entries it is emptied before the next one is added, so memory stays bounded and the result
never depends on what was cached.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

CACHE_LIMIT = 50_000

Key = TypeVar("Key")
Value = TypeVar("Value")


def remembered(
    cache: dict[Key, Value], key: Key, compute: Callable[[Key], Value], limit: int = CACHE_LIMIT
) -> Value:
    """compute(key), looked up in cache first and kept there (values are never None)."""
    value = cache.get(key)
    if value is None:
        value = compute(key)
        if len(cache) >= limit:
            cache.clear()
        cache[key] = value
    return value
