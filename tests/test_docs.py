"""The README and docs name every command and option a person can use: an undocumented option fails here."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

import build
from search_core import __main__ as search_cli

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def options_of(parser: argparse.ArgumentParser) -> list[str]:
    """Every long option of a parser, --help excepted."""
    return sorted(
        option
        for action in parser._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help"
    )


def subparsers_of(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The sub-commands of a parser by name."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


BUILD_COMMANDS = subparsers_of(build.make_parser())


@pytest.mark.parametrize("command", sorted(BUILD_COMMANDS))
def test_readme_names_every_build_command(command: str) -> None:
    assert re.search(rf"build\.py {command}\b", README), f"README.md does not show `build.py {command}`"


@pytest.mark.parametrize(
    ("command", "option"),
    [(name, option) for name, parser in sorted(BUILD_COMMANDS.items()) for option in options_of(parser)],
)
def test_readme_names_every_build_option(command: str, option: str) -> None:
    lines = [line for line in README.splitlines() if f"build.py {command}" in line]
    assert any(option in line for line in lines), f"README.md: `build.py {command}` line lacks {option}"


def search_cli_options() -> list[str]:
    """The options of python -m search_core."""
    source = Path(search_cli.__file__).read_text(encoding="utf-8")
    return sorted(set(re.findall(r'add_argument\(\s*"(--[a-z-]+)"', source)))


@pytest.mark.parametrize("option", search_cli_options())
def test_search_cli_options_are_documented(option: str) -> None:
    docs = README + (ROOT / "docs" / "search.md").read_text(encoding="utf-8")
    assert option in docs, f"python -m search_core {option} is documented nowhere (README.md, docs/search.md)"


def test_the_cli_option_list_is_not_empty() -> None:
    assert {"--catalogue", "--request", "--profile", "--base-url"} <= set(search_cli_options())


@pytest.mark.parametrize("link", re.findall(r"\]\(((?:docs|catalogue)/[^)#]+)\)", README))
def test_readme_links_resolve(link: str) -> None:
    assert (ROOT / link).exists(), f"README.md links to {link}, which does not exist"
