"""Per-call latency of search_services through `build.py mcp` over stdio, beside the in-process figure.
Prints a table; never asserts.

    .venv/bin/python bench/bench_mcp.py [--catalogue DIR] [--queries FILE] [--passes N]

In process is `search_core.search_json` on the same index (what the CLI and the browser worker call);
stdio is a full tool call through the MCP SDK's client: JSON-RPC framing, pydantic models, pipes and
the server's own event loop. DIR defaults to the committed catalogue; bench/corpora/10k (made by
bench/make_corpora.py) shows the same at scale.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import anyio  # noqa: E402
from mcp import Client  # noqa: E402
from mcp.client.stdio import StdioServerParameters  # noqa: E402

from bench.common import latency_summary, load_queries, median_of_runs, progress  # noqa: E402
from search_core.__main__ import load  # noqa: E402

DEFAULT_QUERIES = ROOT / "bench" / "queries.txt"


def in_process_pass(requests: list[str], index: dict[str, object]) -> dict[str, float]:
    import search_core

    samples = []
    for request in requests:
        start = time.perf_counter()
        search_core.search_json(request, index)
        samples.append((time.perf_counter() - start) * 1000)
    return latency_summary(samples)


async def stdio_passes(
    requests: list[str], catalogue: Path, passes: int
) -> tuple[float, list[dict[str, float]]]:
    """The server's start-up (to its tool list) and one latency summary per pass."""
    parameters = StdioServerParameters(
        command=sys.executable, args=["build.py", "mcp", "--catalogue", str(catalogue)], cwd=str(ROOT)
    )
    started = time.perf_counter()
    runs = []
    async with Client(parameters) as client:
        await client.list_tools()
        startup_ms = (time.perf_counter() - started) * 1000
        for number in range(passes):
            samples = []
            for request in requests:
                start = time.perf_counter()
                await client.call_tool("search_services", json.loads(request))
                samples.append((time.perf_counter() - start) * 1000)
            runs.append(latency_summary(samples))
            progress(f"stdio pass {number + 1}/{passes}")
    return startup_ms, runs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--catalogue", type=Path, default=ROOT / "catalogue")
    parser.add_argument("--queries", type=Path, default=DEFAULT_QUERIES)
    parser.add_argument("--passes", type=int, default=5)
    args = parser.parse_args(argv)
    requests = [query.request_json for query in load_queries(args.queries)]
    progress(f"{len(requests)} queries, {args.passes} passes, catalogue {args.catalogue}")
    index = load(str(args.catalogue), None)
    in_process = median_of_runs([in_process_pass(requests, index) for _ in range(args.passes)])
    progress("in-process passes done")
    startup_ms, runs = anyio.run(stdio_passes, requests, args.catalogue, args.passes)
    stdio = median_of_runs(runs)
    print("| path | p50 ms | p95 ms |")
    print("| --- | ---: | ---: |")
    print(f"| in process (search_json) | {in_process['p50_ms']:.2f} | {in_process['p95_ms']:.2f} |")
    print(f"| MCP over stdio (call_tool) | {stdio['p50_ms']:.2f} | {stdio['p95_ms']:.2f} |")
    print(f"\nServer start to its tool list: {startup_ms:.0f} ms. Medians of {args.passes} passes.")
    progress(
        f"done: stdio p50 {stdio['p50_ms']:.2f} ms, in process {in_process['p50_ms']:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
