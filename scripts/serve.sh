#!/usr/bin/env bash
# Sets everything up, builds the site from catalogue/ and serves it on http://127.0.0.1:8000/
# (WAYPOST_NO_BROWSER=1 is implied: serving needs no Chromium). Extra arguments go to `build.py serve`.
set -euo pipefail
cd "$(dirname "$0")/.."
WAYPOST_NO_BROWSER=1 scripts/setup.sh
exec .venv/bin/python build.py serve "$@"
