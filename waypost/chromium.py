"""Debian's Chromium as Waypost's browser tests and benchmarks start it (never a downloaded browser)."""

from __future__ import annotations

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
# Headless as root in a closed network: no sandbox, no GPU, and none of Chromium's own calls home.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
