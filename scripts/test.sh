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
say "pytest"; .venv/bin/python -m pytest -n 2 "$@"
