#!/usr/bin/env bash
# Proof that apps can use the published contract: generates a Python client
# (openapi-python-client) and a TypeScript client (openapi-typescript + openapi-fetch) from
# openapi/openapi.json, type-checks the game scripts in tools/clients/ against them
# (mypy --strict, tsc --strict --noEmit), runs them against the real binary, then fuzzes every
# operation of that binary with schemathesis. Any error fails the run.
#
# Everything it installs or generates stays in target/clients/ and tools/clients/node_modules
# (both ignored): the Python tools come from the pinned tools/clients/requirements.txt, the
# Node tools from tools/clients/package-lock.json. python3-venv, nodejs and npm come from
# Debian's packages when missing. The server listens on a free loopback port with a fresh
# database and is stopped on exit, whatever happens.
#
# Environment: CLIENTS_FUZZ_EXAMPLES (schemathesis examples per operation, default 25),
# CLIENTS_SKIP_FUZZ=1 (only the clients, while iterating on them).
set -euo pipefail
cd "$(dirname "$0")/.."

root="$PWD"
out="$root/target/clients"
tools="$root/tools/clients"
mkdir -p "$out"

apt_install() {
  local sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null
}

missing=()
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "== installing ${missing[*]} (Debian packages)"
  apt_install "${missing[@]}"
fi

# A stamp holding the requirements' hash: the venv is rebuilt only when they change.
venv="$out/venv"
stamp="$venv/.requirements.sha256"
wanted="$(sha256sum "$tools/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "== Python tools into $venv (pinned: tools/clients/requirements.txt)"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --require-virtualenv \
    -r "$tools/requirements.txt"
  echo "$wanted" >"$stamp"
fi
export PATH="$venv/bin:$PATH"

# npm ci only when the lock file changed since the last install (a copy of it is the stamp).
if ! cmp -s "$tools/package-lock.json" "$tools/node_modules/.package-lock.json.installed" 2>/dev/null; then
  echo "== Node tools into tools/clients/node_modules (pinned: package-lock.json)"
  (cd "$tools" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$tools/package-lock.json" "$tools/node_modules/.package-lock.json.installed"
fi

echo "== generating the clients from openapi/openapi.json"
rm -rf "$out/python" "$out/typescript"
mkdir -p "$out/python" "$out/typescript"
# --fail-on-warning: a schema the generator cannot turn into a model is a broken contract.
openapi-python-client generate --path openapi/openapi.json --meta none --fail-on-warning \
  --output-path "$out/python/quarterdeck_client" >"$out/python-generate.log" 2>&1 || {
  cat "$out/python-generate.log" >&2
  exit 1
}
# A variant the generator could only number (`NewBedfordActionType7`) means a union lost its
# discriminator or a variant its title: every playable game's actions and events (each game
# with an apply request), and every other union, must be named by their tags or titles.
models="$out/python/quarterdeck_client/models"
numbered="$(ls "$models" | grep -E '_type_[0-9]+(_|\.py$)' || true)"
for game in $(ls "$models" | sed -n 's/_apply_request\.py$//p'); do
  for union in action event; do
    ls "$models/${game}_${union}_"*.py >/dev/null 2>&1 || numbered+=$'\n'"no ${game}_${union}_<tag> models"
  done
done
if [ -n "$numbered" ]; then
  echo "generated models not named by tag or title:" >&2
  echo "$numbered" >&2
  exit 1
fi
# The generated package is fully annotated; the marker lets mypy use its types.
touch "$out/python/quarterdeck_client/py.typed"
"$tools/node_modules/.bin/openapi-typescript" openapi/openapi.json \
  --output "$out/typescript/schema.d.ts" --silent

echo "== type checks: mypy --strict, tsc --strict --noEmit"
export PYTHONPATH="$out/python"
(cd "$tools" && mypy --strict --cache-dir "$out/mypy-cache" play.py)
(cd "$tools" && node_modules/.bin/tsc -p tsconfig.json)

echo "== building the server"
cargo build --locked --bin quarterdeck
work="$(mktemp -d "$out/run.XXXXXX")"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
trap 'stop_loopback_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
# Schemathesis asks bot-move for every boundary budget (a million iterations): bots think at
# most 25 ms a move here, so the fuzzing measures the contract, not the search.
start_loopback_server "${CARGO_TARGET_DIR:-target}/debug/quarterdeck" "$work" --database "$work/matches.db" \
  --max-bot-time-ms 25
base="http://$address"
echo "   listening on $base"

echo "== Python client plays"
python "$tools/play.py" "$base"
echo "== TypeScript client plays"
(cd "$tools" && node_modules/.bin/tsx play.ts "$base")

if [ "${CLIENTS_SKIP_FUZZ:-0}" = 1 ]; then
  echo "== schemathesis skipped (CLIENTS_SKIP_FUZZ=1)"
  exit 0
fi
echo "== schemathesis against $base (fixed seed)"
# Run from the work folder so that its example database and reports stay out of the tree.
# fuzz_hooks gives the fuzzer the tokens and versions of the matches it creates.
(cd "$work" && PYTHONPATH="$tools" SCHEMATHESIS_HOOKS=fuzz_hooks \
  schemathesis --config-file "$tools/schemathesis.toml" run \
  "$root/openapi/openapi.json" --url "$base" \
  --max-examples "${CLIENTS_FUZZ_EXAMPLES:-25}" \
  --report junit --report-junit-path "$out/schemathesis-junit.xml")
