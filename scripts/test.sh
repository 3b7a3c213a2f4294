#!/usr/bin/env bash
# Runs every test Quarterdeck has: formatting, lints, unit, integration and browser tests.
# Installs what a fresh machine lacks (Chromium, chromedriver and PostgreSQL from Debian's packages; axe-core
# into tools/axe/node_modules for the browser tests' accessibility checks; the client tooling of
# scripts/clients.sh into target/clients and tools/clients/node_modules).
set -euo pipefail
cd "$(dirname "$0")/.."

need_browser=0
for tool in chromium chromedriver; do
  command -v "$tool" >/dev/null 2>&1 || need_browser=1
done
if [ "$need_browser" = 1 ]; then
  echo "== installing chromium and chromium-driver (browser tests)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "== installing nodejs and npm (axe-core, OpenAPI lint)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nodejs npm >/dev/null
fi

# A one-shot run such as CI's gains nothing from incremental compilation, which grows target/
# by half (a fresh run wrote 9.4 GiB with it, 6.5 GiB without); CI once stopped in clippy with
# "No space left on device".
if [ -n "${CI:-}" ]; then
  export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
fi
free_mib=$(df -Pm . | awk 'NR == 2 { print $4 }')
echo "== ${free_mib} MiB free for target/ (a full run from clean writes about 6.5 GiB)"
if [ "$free_mib" -lt 8192 ]; then
  echo "warning: under 8 GiB free; the build may stop with 'No space left on device' (cargo clean frees target/)" >&2
fi

# Named matches run against PostgreSQL too: one throwaway cluster for the whole run (installed
# from Debian's packages when missing), removed when the script ends however it ends.
source scripts/lib/postgres.sh
echo "== a throwaway PostgreSQL cluster for the named-match tests"
start_throwaway_postgres
trap stop_throwaway_postgres EXIT
export QUARTERDECK_TEST_POSTGRES="$postgres_url"
export QUARTERDECK_REQUIRE_POSTGRES=1

echo "== axe-core for the browser tests' accessibility checks (version pinned in tools/axe/package-lock.json)"
(cd tools/axe && npm ci --no-audit --no-fund --silent)

echo "== rustfmt"
cargo fmt --all -- --check
echo "== clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== build the binary the integration tests start"
cargo build --locked --bin quarterdeck
echo "== tests"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --locked --no-fail-fast
else
  cargo test --workspace --locked --no-fail-fast
fi
echo "== benchmarks, each run once in test mode so none rots (speed is measured by cargo bench; --bench '*' leaves out the unit tests, already run above)"
cargo test --bench '*' --locked -p quarterdeck-engine -p quarterdeck-api
echo "== OpenAPI lint (Redocly CLI, version pinned in tools/openapi-lint/package-lock.json)"
(cd tools/openapi-lint && npm ci --no-audit --no-fund --silent && npx --no-install redocly lint --config redocly.yaml ../../openapi/openapi.json)
echo "== generated clients (Python, TypeScript) play against the real binary; schemathesis fuzzes it"
bash scripts/clients.sh
echo "== the README's quick starts, client recipe and game loops, as printed, against the real binary"
bash scripts/readme.sh
