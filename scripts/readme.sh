#!/usr/bin/env bash
# The README's quick starts, client recipe and game loops, run as a reader would paste them
# against the real binary (scripts/lib/readme_blocks.py says which blocks and how). Run by
# scripts/test.sh; needs curl, jq, python3-venv, node and npm (installed from Debian's packages
# when missing) and the package registries (the recipe installs what it prints).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "== installing ${missing[*]} (Debian packages)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# QUARTERDECK_BIN runs the blocks against another build (an older one, to see them fail).
binary="${QUARTERDECK_BIN:-target/debug/quarterdeck}"
if [ -z "${QUARTERDECK_BIN:-}" ]; then
  echo "== building the server"
  cargo build --locked --bin quarterdeck
fi
mkdir -p target/readme
work="$(mktemp -d "$PWD/target/readme/run.XXXXXX")"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
trap 'stop_loopback_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
start_loopback_server "$binary" "$work" --database "$work/matches.db"
echo "== the README's blocks against http://$address"
python3 scripts/lib/readme_blocks.py README.md "http://$address" "$work"
