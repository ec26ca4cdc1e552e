"""Helpers of the browser tests: prerequisites, the test server, request recording, waiting for the engine."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from waypost.chromium import CHROMIUM

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "tests" / "fixtures" / "search-catalogue"
BASE_URL = "https://waypost.example/"
ENGINE_WAIT_MS = 90_000


def missing_prerequisite() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} not found (scripts/setup.sh installs Debian's chromium)"
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm").exists():
        return "node_modules/pyodide missing (run scripts/setup.sh: npm ci)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "python playwright not installed (pip install -e '.[dev]')"
    return None


@dataclass
class Server:
    """The site served on 127.0.0.1 with a random port, in a thread."""

    directory: Path
    close_connections: bool = False
    responses: list[tuple[str, int]] = field(default_factory=list)  # (path, status) of every answer
    server: Any = field(init=False)
    thread: threading.Thread = field(init=False)

    def __post_init__(self) -> None:
        from functools import partial

        from waypost.serve import NoDelayServer, SiteHandler

        responses = self.responses

        class QuietHandler(SiteHandler):
            # Without keep-alive (close_connections), nothing answers once the server is stopped.
            protocol_version = "HTTP/1.0" if self.close_connections else "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                """Stay quiet."""

            def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
                responses.append((self.path.split("?", 1)[0], int(code)))

        handler = partial(QuietHandler, directory=str(self.directory))
        self.server = NoDelayServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/"

    def stop(self) -> None:
        if self.thread.is_alive():
            self.server.shutdown()
            self.server.server_close()


@dataclass
class Recorder:
    """Every request a browser context made, and every page error."""

    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def outside(self, origin: str) -> list[str]:
        """Requests that left `origin` (data: and blob: URLs stay in the page)."""
        return [url for url in self.requests if not url.startswith((origin, "data:", "blob:", "about:"))]


def watch(context: Any) -> Recorder:
    """Record the context's requests (pages, workers, service worker) and page errors."""
    recorder = Recorder()
    context.on("request", lambda request: recorder.requests.append(request.url))
    context.on("page", lambda page: page.on("pageerror", lambda error: recorder.errors.append(str(error))))
    return recorder


def wait_engine(page: Any) -> None:
    """Wait until the search worker is ready (fails with the worker's message when it cannot start)."""
    ready = "window.waypost && (window.waypost.status().ready || window.waypost.status().failed)"
    page.wait_for_function(ready, timeout=ENGINE_WAIT_MS)
    assert page.evaluate("window.waypost.status().failed") is None
