#!/usr/bin/env bash
# Sets up everything Waypost needs on a fresh clone: a virtual environment with the pinned
# Python packages, the pinned npm packages (the Pyodide runtime) and, unless WAYPOST_NO_BROWSER=1,
# Debian's Chromium for the browser tests. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  say "creating .venv with $($PYTHON --version)"
  "$PYTHON" -m venv .venv
fi
say "installing Python packages"
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'

say "installing npm packages (package-lock.json)"
npm ci --no-audit --no-fund --loglevel=error

if [ "${WAYPOST_NO_BROWSER:-0}" != "1" ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
say "ready: $(.venv/bin/python --version), node $(node --version), chromium: $([ -x /usr/bin/chromium ] && echo yes || echo no)"
