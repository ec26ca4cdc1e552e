"""`build.py mcp`: Waypost's catalogue as a local MCP server (stdio, or Streamable HTTP on 127.0.0.1).

A thin caller of search_core through waypost/mcp_tools.py: the tools' answers are the engine's bytes.
Uses the official MCP Python SDK's low-level server, so the tool list carries exactly the contract's
schemas and every call reaches the engine unvalidated (a malformed request gets the contract's error
response as a tool error, never a protocol error). docs/mcp.md describes the tools.
"""

from __future__ import annotations

import argparse
import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from search_core.__main__ import UsageError, checked_base_url, load, read_records
from search_core.errors import BEST_EFFORT_TOOL_NAME, TOOL_NAME
from waypost import mcp_tools
from waypost.mcp_tools import Catalogue, ToolAnswer

DEFAULT_CATALOGUE = Path(__file__).resolve().parents[1] / "catalogue"
SERVER_NAME = "waypost"
HTTP_HOST = "127.0.0.1"
HTTP_PATH = "/mcp"


def load_catalogue(catalogue: Path | None, index: Path | None, base_url: str | None) -> Catalogue:
    """The index (built exactly as `python -m search_core` builds it) and the full records by slug."""
    if index is not None:
        if index.is_dir():
            raise UsageError(f"{index}: --index takes an index file; use --catalogue for a directory")
        loaded = load(str(index), base_url)
        records = loaded.get("records") or []
    else:
        directory = catalogue or DEFAULT_CATALOGUE
        if not directory.is_dir():
            raise UsageError(f"{directory}: no such catalogue directory")
        loaded = load(str(directory), base_url)
        records = read_records(directory)
    by_slug = {str(record.get("slug")): record for record in records if isinstance(record, dict)}
    return Catalogue(loaded, by_slug, base_url, connections_read=index is None)


ToolFunction = Callable[[object, Catalogue], ToolAnswer]


INSTRUCTIONS = (
    "Waypost: a catalogue of services AI agents can use. Search with search_services (every word must match) "
    "or search_services_best_effort (the closest matches, for a request written as a sentence), then read a "
    "record with get_service, its sourced setup options with get_connection_spec, or set two to five side by "
    "side with compare_services. search_services' description is the contract's, written for another "
    "catalogue: the recommend_services and get_task_options tools and ToolSkipper it mentions are not part "
    "of Waypost; filter with category, protocol and pricing instead. Leave optional fields out rather than "
    "sending them as null."
)


def tool_table(profile: str) -> dict[str, tuple[dict[str, Any], ToolFunction]]:
    """Each tool's definition (as the tool list shows it) and the function that answers it."""

    def search(arguments: object, catalogue: Catalogue) -> ToolAnswer:
        return mcp_tools.search_services(arguments, catalogue, profile)

    def search_best_effort(arguments: object, catalogue: Catalogue) -> ToolAnswer:
        return mcp_tools.search_services(arguments, catalogue, profile, best_effort=True)

    read_only = {
        "readOnlyHint": True,
        "idempotentHint": True,
        "destructiveHint": False,
        "openWorldHint": False,
    }
    return {
        TOOL_NAME: (
            {
                "name": TOOL_NAME,
                "title": "Search agent services",
                "description": mcp_tools.search_description(),
                "inputSchema": mcp_tools.search_input_schema(),
                "outputSchema": mcp_tools.output_schema(profile),
                "annotations": {"title": "Search agent services", **read_only},
            },
            search,
        ),
        BEST_EFFORT_TOOL_NAME: (
            {
                "name": BEST_EFFORT_TOOL_NAME,
                "title": "Search agent services, closest matches",
                "description": mcp_tools.BEST_EFFORT_DESCRIPTION,
                "inputSchema": mcp_tools.search_input_schema(best_effort=True),
                "outputSchema": mcp_tools.output_schema(profile),
                "annotations": {"title": "Search agent services, closest matches", **read_only},
            },
            search_best_effort,
        ),
        "get_service": (
            {
                "name": "get_service",
                "title": "Get one service",
                "description": mcp_tools.GET_SERVICE_DESCRIPTION,
                "inputSchema": mcp_tools.GET_SERVICE_INPUT,
                "annotations": {"title": "Get one service", **read_only},
            },
            mcp_tools.get_service,
        ),
        "get_connection_spec": (
            {
                "name": "get_connection_spec",
                "title": "Get a service's setup options",
                "description": mcp_tools.CONNECTION_SPEC_DESCRIPTION,
                "inputSchema": mcp_tools.GET_SERVICE_INPUT,
                "annotations": {"title": "Get a service's setup options", **read_only},
            },
            mcp_tools.get_connection_spec,
        ),
        "compare_services": (
            {
                "name": "compare_services",
                "title": "Compare services",
                "description": mcp_tools.COMPARE_DESCRIPTION,
                "inputSchema": mcp_tools.COMPARE_INPUT,
                "annotations": {"title": "Compare services", **read_only},
            },
            mcp_tools.compare_services,
        ),
    }


def make_server(catalogue: Catalogue, profile: str = "relay") -> Any:
    """The SDK's low-level Server with its five tools."""
    import mcp_types as types
    from mcp.server.lowlevel import Server

    table = tool_table(profile)
    tools = [types.Tool.model_validate(definition) for definition, _ in table.values()]

    async def list_tools(_context: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(_context: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        entry = table.get(params.name)
        if entry is None:
            answer = mcp_tools.tool_error(
                "UNKNOWN_TOOL", f"No tool named {params.name!r}; the tools are {', '.join(table)}."
            )
        else:
            answer = entry[1](params.arguments, catalogue)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=answer.text)],
            structured_content=answer.structured,
            is_error=answer.is_error,
        )

    return Server(
        SERVER_NAME,
        version="1",
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


async def serve_stdio(server: Any) -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def http_socket(port: int) -> socket.socket:
    """The HTTP server's socket, bound at start: a port in use or out of range stops the start with one line
    (UsageError), as an unusable catalogue does, before anything says the server is up."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((HTTP_HOST, port))
    except (OSError, OverflowError) as error:
        sock.close()
        reason = getattr(error, "strerror", None) or error
        raise UsageError(
            f"--http {port}: cannot listen on {HTTP_HOST}:{port} ({reason}); "
            "choose another port, or stop what uses this one"
        ) from None
    return sock


def serve_http(server: Any, sock: socket.socket) -> None:
    import uvicorn

    port = sock.getsockname()[1]
    app = server.streamable_http_app(streamable_http_path=HTTP_PATH, host=HTTP_HOST)
    sys.stderr.write(f"waypost mcp: Streamable HTTP on http://{HTTP_HOST}:{port}{HTTP_PATH}\n")
    uvicorn.Server(uvicorn.Config(app, host=HTTP_HOST, port=port, log_level="warning")).run(sockets=[sock])


def main(args: argparse.Namespace) -> int:
    """Start the server; a catalogue or index that cannot be used stops it with one line."""
    try:
        base_url = checked_base_url(args.base_url) if args.base_url else None
        sock = http_socket(args.http) if args.http is not None else None
        try:
            catalogue = load_catalogue(args.catalogue, args.index, base_url)
        except UsageError:
            if sock is not None:
                sock.close()
            raise
    except UsageError as problem:
        sys.stderr.write(f"build.py mcp: error: {problem}\n")
        return 2
    server = make_server(catalogue, args.profile)
    if sock is not None:
        serve_http(server, sock)
        return 0
    import anyio

    anyio.run(serve_stdio, server)
    return 0
