#!/usr/bin/env bash
# Sets everything up, then runs every check: ruff, mypy, the catalogue validation and all tests
# (browser tests included). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
say() { printf '\033[1m[test]\033[0m %s\n' "$*"; }
say "ruff"; .venv/bin/ruff check .
say "mypy"; .venv/bin/mypy
say "validate the committed catalogue"; .venv/bin/python build.py validate
# Every prerequisite was just installed, so a skipped test would hide a broken check: make skips fail.
# Only ../shared (the contracts and real data beside the repository) may legitimately be absent.
if [ -d ../shared/spec ] && [ -d ../shared/data ]; then
  export WAYPOST_REQUIRE_ALL_TESTS=1
else
  say "../shared is absent: the contract and real-data tests will skip (and say so)"
fi
say "pytest"; .venv/bin/python -m pytest -n 2 "$@"
