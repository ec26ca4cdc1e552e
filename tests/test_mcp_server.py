"""`build.py mcp`: the server started as a subprocess, spoken to with the MCP SDK's own client over
stdio and over Streamable HTTP. Its search_services answers are the CLI's bytes (the golden file)."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from test_search_support import GOLDEN

pytest.importorskip("mcp", reason="the MCP SDK is not installed (scripts/setup.sh installs it)")
from mcp import Client
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT.parent / "shared" / "spec"
FIXTURE = ROOT / "tests" / "fixtures" / "search-catalogue"
CATALOGUE = ROOT / "catalogue"
RSS_GROWTH_BOUND_KB = 30 * 1024  # docs/mcp.md: 1,000 calls grow the server by less than 30 MiB


def server_parameters(*args: str) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["build.py", "mcp", *args], cwd=str(ROOT))


def run(session: Callable[[Client], Awaitable[Any]], *args: str) -> Any:
    """Start `build.py mcp ARGS` over stdio, run `session` with a connected client, return its result."""

    async def main() -> Any:
        async with Client(server_parameters(*args)) as client:
            return await session(client)

    return in_own_thread(main)


def in_own_thread(main: Callable[[], Awaitable[Any]]) -> Any:
    """anyio.run(main) in a thread of its own: the browser tests' Playwright (sync API) keeps an event loop
    in the main thread for the session, and anyio refuses to start a second one there."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(anyio.run, main).result()


def strict_object(text: str) -> dict[str, Any] | None:
    """The request text as tool arguments: None for what MCP arguments cannot carry (not an object,
    duplicate keys, NaN, a lone surrogate)."""

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        if len({key for key, _ in pairs}) != len(pairs):
            raise ValueError("duplicate key")
        return dict(pairs)

    def no_constants(name: str) -> Any:
        raise ValueError(name)

    try:
        value = json.loads(text, object_pairs_hook=no_duplicates, parse_constant=no_constants)
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # a lone surrogate cannot go on the wire
    except (ValueError, UnicodeEncodeError):
        return None
    return value if isinstance(value, dict) else None


def golden_cases(profile: str) -> list[dict[str, Any]]:
    cases = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]
    return [
        case
        for case in cases
        if case["profile"] == profile and not case["lenient"] and strict_object(case["request"]) is not None
    ]


def text_of(result: Any) -> str:
    assert len(result.content) == 1 and result.content[0].type == "text"
    return str(result.content[0].text)


@pytest.mark.parametrize("profile", ["relay", "isto"])
def test_every_golden_request_gives_the_cli_bytes_over_stdio(profile: str) -> None:
    cases = golden_cases(profile)
    assert len(cases) >= (150 if profile == "relay" else 10)

    async def replay(client: Client) -> list[tuple[str, str, bool, Any]]:
        answers = []
        for case in cases:
            result = await client.call_tool("search_services", strict_object(case["request"]))
            answers.append((case["name"], text_of(result), result.is_error, result.structured_content))
        return answers

    answers = run(replay, "--catalogue", str(FIXTURE), "--profile", profile)
    for case, (name, text, is_error, structured) in zip(cases, answers, strict=True):
        assert text == case["response"], name
        assert structured == json.loads(text), name
        assert is_error == ("error_code" in structured), name


TOOL_NAMES = [
    "search_services",
    "search_services_best_effort",
    "get_service",
    "get_connection_spec",
    "compare_services",
]
BEST_EFFORT_REQUESTS = [
    {"query": "help me pull the totals out of supplier invoices"},
    {"query": "serch the web"},
    {"query": "pdf to markdown without an api key", "limit": 3},
    {"query": "web search", "view": "full", "limit": 2},
    {"limit": 0},
    # a request pasted whole: searched up to 2000 UTF-16 code units, as the search box does; refused beyond
    {"query": "we build a research bot for our team. " * 6 + "it must search the web and read pdf files."},
    {"query": "pdf parser " * 200},
]


def test_the_best_effort_tool_gives_the_cli_best_effort_bytes() -> None:
    """search_services_best_effort answers exactly as `python -m search_core --lenient --best-effort` does,
    as the site's search box: a request pasted whole is searched."""

    async def replay(client: Client) -> list[tuple[str, bool]]:
        answers = []
        for request in BEST_EFFORT_REQUESTS:
            result = await client.call_tool("search_services_best_effort", request)
            answers.append((text_of(result), result.is_error))
        return answers

    answers = run(replay, "--catalogue", str(FIXTURE))
    for request, (text, is_error) in zip(BEST_EFFORT_REQUESTS, answers, strict=True):
        command = [sys.executable, "-m", "search_core", "--catalogue", str(FIXTURE), "--lenient"]
        command += ["--best-effort"]
        command += ["--request", json.dumps(request)]
        cli = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        assert text == cli.stdout.rstrip("\n"), request
        assert is_error == ("error_code" in json.loads(text)), request
    assert "Best effort:" in answers[0][0] and answers[0][0] != answers[-1][0]
    pasted, refused = (json.loads(text) for text, _ in answers[-2:])
    assert pasted["search"]["warnings"][0].endswith("all of it was searched, and nothing was truncated.")
    assert refused["search"]["reasonCodes"] == ["QUERY_TOO_LONG"] and not refused["services"]


def test_errors_arrive_as_tool_errors_with_the_contract_json() -> None:
    async def call(client: Client) -> Any:
        return await client.call_tool("search_services", {"query": "pdf", "requestJson": "{}"})

    result = run(call, "--catalogue", str(FIXTURE))
    assert result.is_error
    error = json.loads(text_of(result))
    assert error == result.structured_content
    assert error["error_code"] == "MIXED_REQUEST_FORMS"
    assert error["recovery"]["tool"] == "search_services"


def test_the_tool_list_carries_the_contract() -> None:
    tools = {
        tool.name: tool for tool in run(lambda client: client.list_tools(), "--catalogue", str(FIXTURE)).tools
    }
    assert list(tools) == TOOL_NAMES
    search = tools["search_services"]
    contract = ROOT / "contract"
    served = search.input_schema
    input_schema = json.loads((contract / "search-services.input.schema.json").read_text())
    # the contract's schema, each field described in its page's words, the provenance notes left out
    assert served["title"] == "search_services request" and "reconstructed" not in json.dumps(served)
    descriptions = json.loads((contract / "search-services.input.descriptions.json").read_text())
    assert {name: field["description"] for name, field in served["properties"].items()} == descriptions
    fields = served["properties"].items()
    bare = {name: {k: v for k, v in field.items() if k != "description"} for name, field in fields}
    notes = {"title": input_schema["title"], "description": input_schema["description"]}
    assert served | notes | {"properties": bare} == input_schema
    # the best-effort tool: the same, but query and queryEnglish take a request pasted whole
    best_effort = tools["search_services_best_effort"].input_schema
    assert "2000 UTF-16 code units" in best_effort["properties"]["query"]["description"]
    assert "2000" in best_effort["properties"]["queryEnglish"]["$comment"]
    others = {name for name in served["properties"] if name not in ("query", "queryEnglish")}
    assert {name: best_effort["properties"][name] for name in others} == {
        name: served["properties"][name] for name in others
    }
    # the contract's schema, said to be an object at its root as MCP requires (both its shapes are objects)
    output = json.loads((contract / "search-services.output.schema.json").read_text())
    assert "type" not in output and all(shape["type"] == "object" for shape in output["anyOf"])
    assert search.output_schema == {"type": "object", **output}
    assert search.description == (contract / "search_services.description.txt").read_text().strip()
    assert tools["search_services_best_effort"].output_schema == search.output_schema
    for tool in tools.values():
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint and tool.annotations.idempotent_hint


def raw_stdio_exchange(messages: list[dict[str, Any]], *args: str) -> dict[int, dict[str, Any]]:
    """Send JSON-RPC messages to `build.py mcp ARGS` over stdio, one a line, each request's response read
    before the next message is sent; the responses by id."""
    command = [sys.executable, "build.py", "mcp", *args]
    server = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None
    responses: dict[int, dict[str, Any]] = {}
    try:
        for message in messages:
            server.stdin.write(json.dumps(message).encode() + b"\n")
            server.stdin.flush()
            while "id" in message and message["id"] not in responses:
                response = json.loads(server.stdout.readline())
                responses[response.get("id")] = response
    finally:
        server.stdin.close()
        server.wait(timeout=30)
    return responses


def test_the_instructions_name_the_tools_and_disown_those_the_contract_mentions() -> None:
    """The contract's description sends agents to tools of the catalogue it was written for: the server says
    they are not Waypost's, so no call is wasted on them."""
    client = {"name": "t", "version": "1"}
    initialize = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": client}
    message = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize}
    responses = raw_stdio_exchange([message], "--catalogue", str(FIXTURE))
    instructions = responses[1]["result"]["instructions"]
    assert all(name in instructions for name in TOOL_NAMES)
    description = (ROOT / "contract" / "search_services.description.txt").read_text()
    foreign = set(re.findall(r"\b[a-z]+(?:_[a-z]+)+\b", description)) - set(TOOL_NAMES)
    assert foreign == {"recommend_services", "get_task_options"}
    assert all(name in instructions for name in foreign) and "not part of Waypost" in instructions


@pytest.mark.parametrize("version", ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
@pytest.mark.parametrize("profile", ["relay", "isto"])
def test_clients_of_every_protocol_version_get_the_tool_list(version: str, profile: str) -> None:
    """The desktop clients speak these versions; the SDK validates the tool list against each one's schema."""
    initialize = {
        "protocolVersion": version,
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "1"},
    }
    responses = raw_stdio_exchange(
        [
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        ],
        "--catalogue", str(FIXTURE), "--profile", profile,
    )  # fmt: skip
    listed = responses[2]
    assert "error" not in listed, listed
    tools = listed["result"]["tools"]
    assert [tool["name"] for tool in tools] == TOOL_NAMES
    assert tools[0]["outputSchema"]["type"] == "object"


def test_the_contract_copies_equal_the_shared_spec() -> None:
    if not SPEC.is_dir():
        pytest.skip("../shared/spec is absent: the contract copies cannot be compared with it")
    contract = ROOT / "contract"
    for name in ("search-services.input.schema.json", "search-services.output.schema.json"):
        assert json.loads((contract / name).read_text()) == json.loads((SPEC / name).read_text()), name
    isto = json.loads((contract / "isto-search-result.schema.json").read_text())
    spec_isto = json.loads((SPEC / "isto-search-result.schema.json").read_text())
    local_ref = json.dumps(isto).replace('"#/$defs/currency"', '"REF"')
    spec_ref = json.dumps(spec_isto).replace(
        '"https://istointents.org/schemas/0.1/common.schema.json#/$defs/currency"', '"REF"'
    )
    isto_without_currency = json.loads(local_ref)
    del isto_without_currency["$defs"]["currency"]
    assert isto_without_currency == json.loads(spec_ref)
    seed = (SPEC.parent / "seeds" / "relay-search-services-page.txt").read_text()
    assert (contract / "search_services.description.txt").read_text().strip() in seed
    descriptions = json.loads((contract / "search-services.input.descriptions.json").read_text())
    assert all(f"`{name}`\t" in seed and text in seed for name, text in descriptions.items())


def test_the_isto_profile_serves_the_isto_schema() -> None:
    tools = run(lambda client: client.list_tools(), "--catalogue", str(FIXTURE), "--profile", "isto").tools
    schema = json.loads((ROOT / "contract" / "isto-search-result.schema.json").read_text())
    assert tools[0].output_schema == schema


def test_get_compare_and_connection_spec_over_stdio() -> None:
    async def calls(client: Client) -> list[Any]:
        return [
            await client.call_tool("get_service", {"slug": "brave-search"}),
            await client.call_tool("get_service", {"slug": "brave-serch"}),
            await client.call_tool("compare_services", {"slugs": ["brave-search", "tavily"]}),
            await client.call_tool("compare_services", {"slugs": ["brave-search"]}),
            await client.call_tool("get_connection_spec", {"slug": "firecrawl"}),
        ]

    found, unknown, compared, too_few, setup = run(calls)
    record = json.loads((CATALOGUE / "services" / "brave-search.json").read_text())
    assert not found.is_error and json.loads(text_of(found)) == record == found.structured_content
    assert unknown.is_error and "brave-search" in json.loads(text_of(unknown))["error"]["closest"]
    assert [service["slug"] for service in compared.structured_content["services"]] == [
        "brave-search",
        "tavily",
    ]
    assert too_few.is_error and "2 to 5" in text_of(too_few)
    firecrawl = json.loads((CATALOGUE / "services" / "firecrawl.json").read_text())
    assert not setup.is_error and json.loads(text_of(setup)) == setup.structured_content
    assert [option["source"] for option in setup.structured_content["options"]] == [
        option["source"] for option in firecrawl["connections"]
    ]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--catalogue", "/nonexistent/catalogue"], "/nonexistent/catalogue"),
        (["--index", "/nonexistent/index.json"], "/nonexistent/index.json"),
        (["--base-url", "http://insecure.example/"], "--base-url"),
    ],
)
def test_an_unusable_start_fails_with_one_clear_line(args: list[str], fragment: str) -> None:
    done = subprocess.run(
        [sys.executable, "build.py", "mcp", *args], cwd=ROOT, capture_output=True, text=True, timeout=60,
        stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("build.py mcp: error:") and fragment in lines[0], (
        done.stderr
    )


@pytest.mark.parametrize("busy", [True, False], ids=["port-in-use", "port-out-of-range"])
def test_an_http_port_that_cannot_be_used_fails_with_one_clear_line(busy: bool) -> None:
    """`--http PORT` on a busy port (or no port at all): one line, exit 2, as any unusable start; not
    "Streamable HTTP on ..." followed by uvicorn's error (exit 3) or its traceback."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1] if busy else 70000
        done = subprocess.run(
            [sys.executable, "build.py", "mcp", "--catalogue", str(FIXTURE), "--http", str(port)],
            cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        )  # fmt: skip
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("build.py mcp: error:"), done.stderr
    assert f"127.0.0.1:{port}" in lines[0] and "--http" in lines[0], done.stderr


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def server_pid() -> int:
    """The pid of the one `build.py mcp` child of this process."""
    children = Path(f"/proc/{__import__('os').getpid()}/task").glob("*/children")
    for pid in (int(p) for path in children for p in path.read_text().split()):
        if "mcp" in Path(f"/proc/{pid}/cmdline").read_text():
            return pid
    raise AssertionError("server process not found")


MIXED_CALLS: list[tuple[str, Any]] = [
    ("search_services", {"query": "web search"}),
    ("search_services", {"limit": "x"}),
    ("search_services", {"requestJson": '{"query": "pdf", "query": "x"}'}),
    ("search_services", {"requestJson": '{"query": "\\ud800"}'}),
    ("search_services", {"query": "pdf", "view": "full", "limit": 100}),
    ("get_service", {"slug": "no-such-service"}),
    ("get_service", {"slug": 12}),
    ("compare_services", {"slugs": ["exa", "tavily", "serper"]}),
    ("search_services", {"query": "x" * 5000}),
    ("nonexistent_tool", {}),
]


def test_the_server_survives_1000_mixed_calls_within_its_memory_bound() -> None:
    async def soak(client: Client) -> tuple[int, int, int]:
        for name, arguments in MIXED_CALLS * 10:
            await client.call_tool(name, arguments)
        pid = server_pid()
        warm = rss_kb(pid)
        errors = 0
        for name, arguments in MIXED_CALLS * 90:
            errors += (await client.call_tool(name, arguments)).is_error
        ping = await client.call_tool("search_services", {"query": "pdf"})
        assert not ping.is_error
        return warm, rss_kb(pid), errors

    warm, after, errors = run(soak)
    assert errors == 90 * 7
    assert after - warm < RSS_GROWTH_BOUND_KB, (warm, after)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@asynccontextmanager
async def http_server(*args: str) -> AsyncIterator[str]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "build.py", "mcp", "--http", str(port), *args], cwd=ROOT,
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None, process.stderr.read() if process.stderr else ""
                assert time.monotonic() < deadline, "the HTTP server did not start"
                await anyio.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_streamable_http_gives_the_same_bytes_as_the_cli() -> None:
    request = {"query": "search", "limit": 3}
    cli = subprocess.run(
        [sys.executable, "-m", "search_core", "--catalogue", str(FIXTURE), "--request", json.dumps(request)],
        cwd=ROOT, capture_output=True, timeout=60, check=True,
    ).stdout.decode("utf-8")  # fmt: skip

    async def main() -> tuple[list[str], str, bool]:
        async with http_server("--catalogue", str(FIXTURE)) as url, Client(url) as client:
            tools = await client.list_tools()
            result = await client.call_tool("search_services", request)
            error = await client.call_tool("search_services", {"limit": 0})
            return [tool.name for tool in tools.tools], text_of(result), error.is_error

    names, text, error_is_tool_error = in_own_thread(main)
    assert names == TOOL_NAMES
    assert text + "\n" == cli
    assert error_is_tool_error
