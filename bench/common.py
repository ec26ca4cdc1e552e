"""Shared helpers for the benchmarks: statistics, machine facts, a quiet local server, Chromium.

Everything here is plain measurement plumbing; no figure is ever asserted.
"""

from __future__ import annotations

import contextlib
import gzip
import http.server
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from waypost.chromium import CHROMIUM, CHROMIUM_ARGS
from waypost.serve import NoDelayServer, precompressed_copy

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
OUT = BENCH / "out"
_STARTED = time.monotonic()


def progress(message: str) -> None:
    """One progress line on stderr, stamped with the seconds since the run started."""
    print(f"[bench {time.monotonic() - _STARTED:7.1f}s] {message}", file=sys.stderr, flush=True)


# --- statistics -------------------------------------------------------------------------------


def percentile(values: Sequence[float], pct: float) -> float:
    """The pct-th percentile by linear interpolation between closest ranks (pct in 0..100)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * pct / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def median(values: Sequence[float]) -> float:
    """Median, NaN for no values."""
    return statistics.median(values) if values else float("nan")


def median_of_runs(runs: Sequence[dict[str, float]]) -> dict[str, float]:
    """Per key, the median over runs of that key's value (keys absent from a run are skipped)."""
    keys = {key for run in runs for key in run}
    return {key: median([run[key] for run in runs if key in run]) for key in sorted(keys)}


def latency_summary(samples_ms: Sequence[float]) -> dict[str, float]:
    """p50 and p95 of one pass over the queries, in milliseconds."""
    return {"p50_ms": percentile(samples_ms, 50), "p95_ms": percentile(samples_ms, 95)}


def timed(function: Callable[[], object]) -> float:
    """Seconds one call of function takes (perf_counter)."""
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


# --- bytes ------------------------------------------------------------------------------------


def gzip_size(data: bytes) -> int:
    """Size of data gzipped at level 6 (what static hosts typically serve)."""
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def tree_bytes(directory: Path) -> tuple[int, int]:
    """Raw and gzipped bytes of every file under directory."""
    raw = packed = 0
    for path in sorted(directory.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            raw += len(data)
            packed += gzip_size(data)
    return raw, packed


# --- machine facts ----------------------------------------------------------------------------


def _first_line(command: list[str]) -> str:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return "unavailable"
    lines = (done.stdout or done.stderr).strip().splitlines()
    return lines[0].strip() if lines else "unavailable"


def _cpu_model() -> str:
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown"


def _memory_gib() -> str:
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    return "unknown"


def _package_version(package_json: Path) -> str:
    with contextlib.suppress(OSError, ValueError):
        return str(json.loads(package_json.read_text())["version"])
    return "not installed"


def pagefind_binary() -> Path | None:
    """The Pagefind executable shipped by the pinned PyPI package pagefind-bin, if installed."""
    with contextlib.suppress(ImportError, FileNotFoundError):
        from pagefind_bin import get_executable  # type: ignore[import-untyped]

        return Path(get_executable())
    found = shutil.which("pagefind")
    return Path(found) if found else None


def load_average() -> str:
    """The 1, 5 and 15 minute load averages."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def machine_facts() -> dict[str, str]:
    """Cores, memory, CPU, OS and the versions of every program measured."""
    chromium = _first_line([str(CHROMIUM), "--version"]) if CHROMIUM.exists() else "not installed"
    pagefind = pagefind_binary()
    commit = _first_line(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"])
    return {
        "cpu": _cpu_model(),
        "cores": str(os.cpu_count()),
        "memory": _memory_gib(),
        "os": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "node": _first_line(["node", "--version"]),
        "chromium": chromium,
        "pagefind": _first_line([str(pagefind), "--version"]) if pagefind else "not installed",
        "minisearch": _package_version(ROOT / "node_modules" / "minisearch" / "package.json"),
        "pyodide": _package_version(ROOT / "node_modules" / "pyodide" / "package.json"),
        "commit": commit,
        "load average at the start": load_average(),
    }


# --- a quiet local server that counts what it sends ------------------------------------------


@dataclass
class ServedLog:
    """What the server sent, so a benchmark can count the bytes before its first result."""

    raw: int = 0
    gzip: int = 0
    sent: int = 0
    requests: list[str] = field(default_factory=list)
    files: list[tuple[str, int, int]] = field(default_factory=list)  # (url, raw, sent) in order
    lock: threading.Lock = field(default_factory=threading.Lock)
    gzip_cache: dict[Path, int] = field(default_factory=dict)

    def reset(self) -> None:
        """Forget everything counted so far."""
        with self.lock:
            self.raw = self.gzip = self.sent = 0
            self.requests = []
            self.files = []

    def add(self, path: Path, raw: int, url: str, sent: int | None = None) -> None:
        """Count one body: its raw size, its gzipped size (what a gzip host would send) and what was
        sent (`sent`: the size of the precompressed copy served instead, else the raw size)."""
        with self.lock:
            if path not in self.gzip_cache:
                self.gzip_cache[path] = gzip_size(path.read_bytes())
            self.raw += raw
            self.gzip += self.gzip_cache[path]
            self.sent += raw if sent is None else sent
            self.requests.append(url)
            self.files.append((url, raw, raw if sent is None else sent))

    def snapshot(self) -> dict[str, float]:
        """Bytes and request count so far."""
        with self.lock:
            return {
                "bytes_raw": self.raw,
                "bytes_gzip": self.gzip,
                "bytes_sent": self.sent,
                "requests": len(self.requests),
            }


def _handler(
    mounts: dict[str, Path], log: ServedLog, isolated: bool, cache_control: str, precompressed: bool = False
) -> type[http.server.SimpleHTTPRequestHandler]:
    """A request handler serving URL prefixes from directories, quietly, counting bytes.

    precompressed: send a file's `.br`/`.gz` copy when the browser accepts it (as `build.py serve` does).
    """
    ordered = sorted(mounts.items(), key=lambda item: -len(item[0]))

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {  # noqa: RUF012 (the base class declares it as a class attribute)
            **http.server.SimpleHTTPRequestHandler.extensions_map,
            ".js": "text/javascript",
            ".mjs": "text/javascript",
            ".wasm": "application/wasm",
            ".json": "application/json",
            ".pagefind": "application/octet-stream",
            ".pf_meta": "application/octet-stream",
            ".pf_index": "application/octet-stream",
            ".pf_fragment": "application/octet-stream",
            ".pf_filter": "application/octet-stream",
        }

        encoding: str | None = None
        original = ""

        def translate_path(self, path: str) -> str:
            target = self.mounted_path(path)
            self.original, self.encoding = target, None
            if precompressed:
                accept = self.headers.get("Accept-Encoding") or ""
                target, self.encoding, _varies = precompressed_copy(target, accept)
            return target

        def guess_type(self, path: Any) -> str:
            return super().guess_type(self.original if self.encoding else path)

        def mounted_path(self, path: str) -> str:
            url_path = unquote(urlsplit(path).path)
            for prefix, directory in ordered:
                if url_path.startswith(prefix):
                    rest = url_path[len(prefix) :].lstrip("/")
                    target = (directory / rest).resolve()
                    if target == directory.resolve() or directory.resolve() in target.parents:
                        return str(target)
            return str(Path("/nonexistent") / url_path.lstrip("/"))

        def copyfile(self, source: Any, outputfile: Any) -> None:
            name = getattr(source, "name", None)
            before = source.tell()
            super().copyfile(source, outputfile)
            if isinstance(name, str):
                sent = source.tell() - before
                if self.encoding:
                    log.add(Path(self.original), Path(self.original).stat().st_size, self.path, sent)
                else:
                    log.add(Path(name), sent, self.path)

        def end_headers(self) -> None:
            if self.encoding:
                self.send_header("Content-Encoding", self.encoding)
                self.send_header("Vary", "Accept-Encoding")
            self.send_header("Cache-Control", cache_control)
            if isolated:  # cross-origin isolation: performance.now() at 5 µs instead of 100 µs
                self.send_header("Cross-Origin-Opener-Policy", "same-origin")
                self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            super().end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            """Stay quiet."""

    return Handler


class _NoDelayServer(NoDelayServer):
    """The preview server's TCP_NODELAY server (http.server adds ~40 ms per response otherwise), quiet."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Stay quiet when the browser hangs up mid-response (a closed page or profile); report the rest."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serve(
    mounts: dict[str, Path],
    isolated: bool = False,
    cache_control: str = "no-cache",
    precompressed: bool = False,
) -> Iterator[tuple[str, ServedLog]]:
    """Serve the mounts (URL prefix -> directory) on 127.0.0.1; yields the base URL and the byte log.

    isolated adds the COOP/COEP headers that give pages a fine-grained performance.now();
    cache_control is sent with every response (default: revalidate every time); precompressed sends
    the build's `.br`/`.gz` copies where the browser accepts them.
    """
    log = ServedLog()
    server = _NoDelayServer(("127.0.0.1", 0), _handler(mounts, log, isolated, cache_control, precompressed))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", log
    finally:
        server.shutdown()
        server.server_close()


# --- Chromium ---------------------------------------------------------------------------------


def browser_available() -> str | None:
    """None when Chromium and Playwright are usable, else why not."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} not found"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "python playwright not installed"
    return None


@contextlib.contextmanager
def playwright_session() -> Iterator[tuple[Any, Any]]:
    """Playwright's driver (for persistent profiles) and Debian's headless Chromium launched by it."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield driver, browser
        finally:
            browser.close()


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """Debian's headless Chromium through Playwright (never `playwright install`)."""
    with playwright_session() as (_driver, browser):
        yield browser


def write_json(path: Path, data: object) -> None:
    """Write data as compact UTF-8 JSON, making the parent directory."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


# --- queries ----------------------------------------------------------------------------------

FILTER_FIELDS = {"category": "category", "protocol": "protocols", "pricing": "pricing"}


@dataclass(frozen=True)
class Query:
    """One benchmark query: the Waypost request, and what a peer engine can search for."""

    request: dict[str, Any]

    @property
    def request_json(self) -> str:
        """The request as Waypost's search_json takes it."""
        return json.dumps(self.request, ensure_ascii=False)

    @property
    def fields(self) -> dict[str, Any]:
        """The request's fields, unwrapped from requestJson when it has that form."""
        wrapped = self.request.get("requestJson")
        if isinstance(wrapped, str):
            with contextlib.suppress(ValueError):
                inner = json.loads(wrapped)
                if isinstance(inner, dict):
                    return inner
        return self.request

    @property
    def text(self) -> str:
        """The words a peer searches for (the English wording when the request has one)."""
        return str(self.fields.get("queryEnglish") or self.fields.get("query") or "")

    @property
    def filters(self) -> dict[str, str]:
        """The request's filters, keyed by the peer record field they constrain."""
        return {FILTER_FIELDS[k]: str(v) for k, v in self.fields.items() if k in FILTER_FIELDS}

    @property
    def window(self) -> tuple[int, int]:
        """The page of results asked for: (offset, limit), Waypost's defaults when absent."""
        offset, limit = self.fields.get("offset", 0), self.fields.get("limit", 5)
        return (offset if isinstance(offset, int) else 0, limit if isinstance(limit, int) else 5)

    def for_peer(self) -> dict[str, Any]:
        """What the peer harnesses take: words, filters and the page window."""
        offset, limit = self.window
        return {"text": self.text, "filters": self.filters, "offset": offset, "limit": limit}


def parse_query_line(line: str) -> Query | None:
    """A line of bench/queries.txt: a JSON request object, or plain query words; None for blanks and #."""
    stripped = line.strip()
    if not stripped or stripped.startswith("#"):
        return None
    if stripped.startswith("{"):
        with contextlib.suppress(ValueError):
            request = json.loads(stripped)
            if isinstance(request, dict):
                return Query(request)
    return Query({"query": stripped})


def load_queries(path: Path) -> list[Query]:
    """Every query in the file, in order."""
    queries = (parse_query_line(line) for line in path.read_text(encoding="utf-8").splitlines())
    return [query for query in queries if query is not None]


# --- search_core on Pyodide under Node (tests/test_unicode_stability.py, bench/bench_pyodide.py) ---

PYODIDE_DIR = Path(__file__).resolve().parents[1] / "node_modules" / "pyodide"
NODE_RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";
const [root, script, ...files] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
function copy(dir, dest) {
  py.FS.mkdirTree(dest);
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) { if (name !== "__pycache__") copy(full, dest + "/" + name); }
    else if (name.endsWith(".py")) py.FS.writeFile(dest + "/" + name, fs.readFileSync(full));
  }
}
copy(path.join(root, "search_core"), "/home/pyodide/search_core");
for (const file of files) py.FS.writeFile("/tmp/" + path.basename(file), fs.readFileSync(file));
process.stdout.write(await py.runPythonAsync(fs.readFileSync(script, "utf8")));
"""


def run_on_pyodide(work: Path, probe: str, files: Sequence[Path] = (), timeout: int = 300) -> str:
    """What a Python probe prints (its last expression) when run on Pyodide under Node, with this tree's
    search_core importable from /home/pyodide and each of `files` copied to /tmp/ under its name."""
    runner = work / "run.mjs"
    runner.write_text(NODE_RUNNER % {"pyodide": PYODIDE_DIR.as_posix()}, encoding="utf-8")
    script = work / "probe.py"
    script.write_text(probe, encoding="utf-8")
    root = Path(__file__).resolve().parents[1]
    command = ["node", str(runner), str(root), str(script), *map(str, files)]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True).stdout

