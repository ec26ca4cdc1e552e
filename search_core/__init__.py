"""search_core: the search_services contract in pure Python (stub; the engine replaces this)."""

from __future__ import annotations

import json
from typing import Any

DEFAULT_BASE_URL = "https://waypost.example/"


def build_index(records: list[dict[str, Any]], generated_at: str, base_url: str | None = None) -> dict[str, Any]:
    """Make the JSON-serializable index (stub)."""
    return {"format": 0, "generatedAt": generated_at, "baseUrl": base_url, "records": records}


def search(
    request: object, index: dict[str, Any], profile: str = "relay", base_url: str | None = None
) -> dict[str, Any]:
    """Answer a request (stub)."""
    return {"error_code": "NOT_IMPLEMENTED", "error": {"code": "NOT_IMPLEMENTED", "message": "stub"}}


def render(response: dict[str, Any]) -> str:
    """The exact response bytes."""
    return json.dumps(response, ensure_ascii=False, indent=2)


def search_json(
    request_json: str, index: dict[str, Any], profile: str = "relay", base_url: str | None = None
) -> str:
    """Parse the request text, answer it, render it."""
    return render(search(json.loads(request_json), index, profile, base_url))


def load_index(text: str) -> dict[str, Any]:
    """Parse an index made by build_index."""
    return dict(json.loads(text))


def generated_at(records: list[dict[str, Any]], source_date_epoch: int | None = None) -> str:
    """RFC 3339 date-time of the newest date in the catalogue (stub)."""
    dates = [str(r.get("sourceCheckedAt", "")) for r in records]
    return (max(dates) if dates else "1970-01-01") + "T00:00:00Z"
