#!/usr/bin/env python3
"""Waypost's command line: validate the catalogue, build and serve the site, import registries.

    python build.py                      build the site with the defaults
    python build.py validate [--catalogue DIR] [--strict]
    python build.py build [--catalogue DIR] [--out DIR] [--base-url URL]
    python build.py serve [--port N] [build options]
    python build.py import SOURCE FILE... --out DIR
    python build.py mcp [--catalogue DIR | --index FILE] [--base-url URL] [--profile P] [--http PORT]

The work lives in the `waypost` package, one module a command; this file only parses arguments.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DEFAULT_CATALOGUE = ROOT / "catalogue"
DEFAULT_OUT = ROOT / "site"
DEFAULT_BASE_URL = "https://waypost.example/"


def _add_catalogue(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--catalogue", type=Path, default=DEFAULT_CATALOGUE, help="catalogue directory")


def _add_build_options(parser: argparse.ArgumentParser) -> None:
    _add_catalogue(parser)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory (replaced whole)")
    parser.add_argument(
        "--base-url",
        default=DEFAULT_BASE_URL,
        help="https URL the site is published at (sitemap, Isto links)",
    )
    parser.add_argument("--strict", action="store_true", help="treat validation warnings as errors")


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")

    validate = commands.add_parser("validate", help="check every record; list every error at once")
    _add_catalogue(validate)
    validate.add_argument("--strict", action="store_true", help="treat warnings as errors")

    build = commands.add_parser("build", help="validate, then build the site atomically")
    _add_build_options(build)

    serve = commands.add_parser("serve", help="build, then serve the site on 127.0.0.1")
    _add_build_options(serve)
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--no-build", action="store_true", help="serve the existing output as it is")

    imp = commands.add_parser("import", help="import a registry dump into catalogue records")
    imp.add_argument("source", help="source format (see `build.py import --help`)")
    imp.add_argument("files", nargs="+", type=Path)
    imp.add_argument("--out", type=Path, required=True, help="directory for the records (replaced whole)")

    mcp = commands.add_parser("mcp", help="serve the catalogue as an MCP server (stdio, or --http PORT)")
    source = mcp.add_mutually_exclusive_group()
    source.add_argument(
        "--catalogue", type=Path, default=None, help="catalogue directory (default: catalogue/)"
    )
    source.add_argument(
        "--index", type=Path, default=None, help="a built search index (site/search/index.json)"
    )
    mcp.add_argument("--base-url", default=None, help="https URL of the site (Isto profile links)")
    mcp.add_argument("--profile", choices=("relay", "isto"), default="relay", help="search_services profile")
    mcp.add_argument(
        "--http", type=int, default=None, metavar="PORT", help="Streamable HTTP on 127.0.0.1:PORT"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = make_parser().parse_args(argv)
    command = args.command or "build"
    if args.command is None:
        args = make_parser().parse_args(["build", *(argv or [])])
    if command == "validate":
        from waypost.validate import main as run_validate

        return run_validate(args)
    if command == "build":
        from waypost.site import main as run_build

        return run_build(args)
    if command == "serve":
        from waypost.serve import main as run_serve

        return run_serve(args)
    if command == "import":
        from waypost.importers import main as run_import

        return run_import(args)
    if command == "mcp":
        from waypost.mcp_server import main as run_mcp

        return run_mcp(args)
    raise AssertionError(command)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
