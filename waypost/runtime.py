"""The browser runtime added to the site: Pyodide, the search_core wheel, pyodide-lock.json (stub)."""

from __future__ import annotations


def runtime_files(index_bytes: bytes) -> dict[str, bytes]:
    """Files to add under the site root (stub: none yet)."""
    return {}
