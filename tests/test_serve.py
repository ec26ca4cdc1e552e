"""The preview server: MIME types Pyodide needs, the site's 404 page, TCP_NODELAY on connections."""

from __future__ import annotations

import socket
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from waypost.serve import NoDelayServer, make_server


@pytest.fixture
def server(tmp_path: Path) -> Iterator[NoDelayServer]:
    files = {
        "index.html": b"<p>home</p>", "404.html": b"<p>not here</p>", "pyodide/pyodide.asm.wasm": b"\0asm",
        "pyodide/pyodide.mjs": b"export {}", "search/index.json": b"{}", "pyodide/stdlib.zip": b"PK",
        "pyodide/search_core-0.1.0-py3-none-any.whl": b"PK",
        "pyodide/pyodide.asm.wasm.br": b"BR-wasm", "pyodide/pyodide.asm.wasm.gz": b"GZ-wasm",
        "search/index.json.gz": b"GZ-index", "pyodide/snapshot-0123abcd.bin": b"snap",
    }  # fmt: skip
    for name, data in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    with make_server(tmp_path, 0) as srv:
        thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        thread.start()
        yield srv
        srv.shutdown()
        thread.join()


def url(server: NoDelayServer, path: str) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/{path}"


@pytest.mark.parametrize(
    ("path", "content_type"),
    [
        ("pyodide/pyodide.asm.wasm", "application/wasm"),
        ("pyodide/pyodide.mjs", "text/javascript"),
        ("search/index.json", "application/json"),
        ("pyodide/stdlib.zip", "application/zip"),
        ("pyodide/search_core-0.1.0-py3-none-any.whl", "application/zip"),
        ("", "text/html; charset=utf-8"),
    ],
)
def test_mime_types(server: NoDelayServer, path: str, content_type: str) -> None:
    with urllib.request.urlopen(url(server, path)) as response:
        assert response.headers["Content-Type"] == content_type


@pytest.mark.parametrize(
    ("path", "accept", "body", "encoding"),
    [
        ("pyodide/pyodide.asm.wasm", "gzip, deflate, br", b"BR-wasm", "br"),  # brotli preferred
        ("pyodide/pyodide.asm.wasm", "gzip", b"GZ-wasm", "gzip"),  # only gzip accepted
        ("pyodide/pyodide.asm.wasm", "br;q=0, gzip", b"GZ-wasm", "gzip"),  # q=0 refuses brotli
        ("pyodide/pyodide.asm.wasm", "", b"\0asm", None),  # no encoding accepted: the file itself
        ("search/index.json", "br, gzip", b"GZ-index", "gzip"),  # no .br copy: the .gz one
        ("pyodide/pyodide.mjs", "br, gzip", b"export {}", None),  # no copy at all
    ],
)
def test_precompressed_copies_are_served_with_their_encoding(
    server: NoDelayServer, path: str, accept: str, body: bytes, encoding: str | None
) -> None:
    request = urllib.request.Request(url(server, path), headers={"Accept-Encoding": accept})
    with urllib.request.urlopen(request) as response:
        assert response.read() == body
        assert response.headers["Content-Encoding"] == encoding
        assert response.headers["Content-Type"] != "application/octet-stream"
        has_copies = path != "pyodide/pyodide.mjs"
        assert (response.headers["Vary"] == "Accept-Encoding") is has_copies


@pytest.mark.parametrize(
    ("path", "cache_control"),
    [
        ("pyodide/snapshot-0123abcd.bin", "public, max-age=31536000, immutable"),  # named by its content
        ("pyodide/pyodide.asm.wasm", "no-cache"),  # same name in every build: revalidated
        ("search/index.json", "no-cache"),
    ],
)
def test_only_content_named_files_are_immutable(server: NoDelayServer, path: str, cache_control: str) -> None:
    with urllib.request.urlopen(url(server, path)) as response:
        assert response.headers["Cache-Control"] == cache_control


def test_missing_pages_get_the_site_404_page(server: NoDelayServer) -> None:
    with pytest.raises(urllib.error.HTTPError) as failure:
        urllib.request.urlopen(url(server, "services/nope/"))
    assert failure.value.code == 404 and failure.value.read() == b"<p>not here</p>"


def test_connections_use_tcp_nodelay(server: NoDelayServer) -> None:
    seen: list[int] = []
    original = server.get_request

    def spy() -> tuple[socket.socket, object]:
        connection, address = original()
        seen.append(connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
        return connection, address

    server.get_request = spy  # type: ignore[method-assign]
    with urllib.request.urlopen(url(server, "index.html")) as response:
        assert response.read() == b"<p>home</p>"
    assert seen and all(seen)


@pytest.mark.parametrize(
    ("error", "reported"),
    [(BrokenPipeError(), False), (ConnectionResetError(), False), (ValueError("a bug"), True)],
)
def test_a_browser_gone_mid_response_is_no_server_error(
    server: NoDelayServer, capsys: pytest.CaptureFixture[str], error: Exception, reported: bool
) -> None:
    """A closed tab or cancelled download prints no traceback; any other error in a request still does."""
    try:
        raise error
    except Exception:
        server.handle_error(None, ("127.0.0.1", 1))
    assert ("Traceback" in capsys.readouterr().err) is reported


def test_a_port_in_use_is_said_in_one_line_before_any_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`build.py serve` on a busy port (a second serve.sh): one line and exit 1, no traceback, and at once,
    not after a build of a minute or more."""
    import argparse

    from waypost import serve, site

    (tmp_path / "index.html").write_bytes(b"<p>home</p>")
    built: list[object] = []
    monkeypatch.setattr(site, "main", lambda args: built.append(args) or 0)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        for no_build in (True, False):
            args = argparse.Namespace(no_build=no_build, out=str(tmp_path), port=port)
            assert serve.main(args) == 1
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and "Traceback" not in err, err
            assert f"127.0.0.1:{port}" in err and "--port" in err, err
    assert built == [], "the port is checked before the build"
