"""`build.py serve`: build (unless --no-build), then serve the output on 127.0.0.1 for preview.

Where the build wrote a precompressed copy beside a file (`X.br`, `X.gz`: waypost/runtime_compress.py)
and the browser accepts that encoding, the copy is sent with `Content-Encoding` and the file's own
type; every such file is sent with `Vary: Accept-Encoding` (what docs/deploy.md asks of other hosts).
Everything is sent with `Cache-Control: no-cache`, except the content-named snapshot (immutable).
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import sys
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".map": "application/json",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".tar": "application/x-tar",
    ".svg": "image/svg+xml",
    ".xml": "application/xml",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".webmanifest": "application/manifest+json",
}


# Files named by their content (the memory snapshot): a revisit never needs to ask for them again.
CONTENT_NAMED = re.compile(r"/pyodide/snapshot-[0-9a-f]+\.bin(?:$|\?)")
IMMUTABLE = "public, max-age=31536000, immutable"
# (suffix, Content-Encoding), in order of preference.
PRECOMPRESSED = ((".br", "br"), (".gz", "gzip"))


def accepted_encodings(header: str) -> set[str]:
    """The encodings an Accept-Encoding header names (those given q=0 excepted)."""
    accepted = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        if name and params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
            accepted.add(name.strip().lower())
    return accepted


def precompressed_copy(target: str, accept_encoding: str) -> tuple[str, str | None, bool]:
    """(file to send, its Content-Encoding or None, whether the response varies by Accept-Encoding)."""
    if not os.path.isfile(target):
        return target, None, False
    accepted = accepted_encodings(accept_encoding)
    copies = [(suffix, encoding) for suffix, encoding in PRECOMPRESSED if os.path.isfile(target + suffix)]
    for suffix, encoding in copies:
        if encoding in accepted:
            return target + suffix, encoding, True
    return target, None, bool(copies)


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs, no caching, and the site's own 404 page."""

    protocol_version = "HTTP/1.1"  # keep-alive: Pyodide loads many files

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
        super().__init__(*args, **kwargs)  # handles the request, so the map must be set first

    def translate_path(self, path: str) -> str:
        """The file for `path`, or its precompressed copy when the browser accepts that encoding."""
        target = super().translate_path(path)
        self.original_path = target
        chosen, self.content_encoding, self.varies = precompressed_copy(
            target, self.headers.get("Accept-Encoding") or ""
        )
        return chosen

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """The type of the file itself, not of its .br/.gz copy."""
        if getattr(self, "content_encoding", None):
            path = self.original_path
        return super().guess_type(path)

    def end_headers(self) -> None:
        if getattr(self, "content_encoding", None):
            self.send_header("Content-Encoding", str(self.content_encoding))
        if getattr(self, "varies", False):
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", IMMUTABLE if CONTENT_NAMED.search(self.path) else "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        page = Path(str(self.directory)) / "404.html"
        if code != HTTPStatus.NOT_FOUND or not page.is_file():
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(code, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        print(f"[serve] {self.address_string()} {format % args}")


class NoDelayServer(ThreadingHTTPServer):
    """ThreadingHTTPServer that sets TCP_NODELAY on every connection (no Nagle delay on small files)."""

    daemon_threads = True

    def get_request(self) -> tuple[socket.socket, Any]:
        connection, address = super().get_request()
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return connection, address

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that goes away mid-response (a closed tab, a cancelled download) is no server error:
        no traceback for it."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int, host: str = "127.0.0.1") -> NoDelayServer:
    """A server for `directory` (port 0 picks a free port)."""
    handler = partial(SiteHandler, directory=str(directory))
    return NoDelayServer((host, port), handler)


def main(args: argparse.Namespace) -> int:
    """Build unless --no-build, then serve until interrupted. The port is taken first: one that is in use
    is said in one line at once, not as a traceback after the build."""
    out = Path(args.out)
    try:
        server = make_server(out, args.port)
    except (OSError, OverflowError) as error:  # in use, not allowed, or no port number at all (--port 70000)
        print(
            f"serve: cannot listen on 127.0.0.1:{args.port} ({getattr(error, 'strerror', None) or error}); "
            "choose another port with --port N, or stop what uses this one",
            file=sys.stderr,
        )
        return 1
    with server:
        if not args.no_build:
            from waypost import site  # only when building: --no-build needs no search_core

            if site.main(args) != 0:
                return 1
        if not (out / "index.html").is_file():
            print(f"serve: {out} has no index.html; run `python build.py build` first")
            return 1
        port = server.server_address[1]
        print(f"[serve] {out} at http://127.0.0.1:{port}/ (Ctrl-C to stop)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\n[serve] stopped")
    return 0
