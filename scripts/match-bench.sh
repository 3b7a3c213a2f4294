#!/usr/bin/env bash
# Named-match benchmark: committed actions per second over HTTP, on one match and across
# many matches, against the release binary and a fresh SQLite file.
#
# Builds the release binaries (the server and integration-tests' match-bench client), starts
# the server on a free loopback port with a temporary database, and runs match-bench for
# MATCH_BENCH_SECONDS per run with MATCH_BENCH_THREADS client threads (each thread plays
# its own seeded 3-player New Bedford match, starting a new one when it ends), in two modes:
# `interactive` (GET legal-actions + POST actions per decision, as a real client does) and
# `script` (a recorded game replayed, one POST per action). Everything stays on 127.0.0.1;
# the server is stopped and the database removed on exit, whatever happens.
#
# Environment: MATCH_BENCH_SECONDS (default 10), MATCH_BENCH_THREADS (default "1,4"),
# MATCH_BENCH_MODE (interactive, script or both; default both),
# QUARTERDECK_WORKERS (the server's default: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${MATCH_BENCH_SECONDS:-10}"
threads="${MATCH_BENCH_THREADS:-1,4}"
mode="${MATCH_BENCH_MODE:-both}"

echo "== building the release binaries"
cargo build --release --locked --bin quarterdeck --bin match-bench
binary="target/release/quarterdeck"
bench="target/release/match-bench"

work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    # actix drains open connections for up to 30 s on SIGTERM; do not wait that long.
    for _ in $(seq 1 50); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Only the startup lines get through: per-request access lines would cost more than the
# requests. Port 0 lets the kernel pick a free port; the server logs the one it got.
echo "== starting $binary on a free loopback port, database $work/matches.db"
"$binary" --addr 127.0.0.1:0 --database "$work/matches.db" --log-format json \
  --log-level "warn,quarterdeck_api::server=info" \
  >"$work/stdout.log" 2>"$work/server.log" &
server_pid=$!

address=""
for _ in $(seq 1 200); do
  address="$(python3 - "$work/server.log" <<'PY'
import json, sys
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    try:
        address = json.loads(line).get("fields", {}).get("address")
    except ValueError:
        continue
    if address:
        print(address)
        break
PY
)"
  [ -n "$address" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "the server exited before listening; its log:" >&2
    cat "$work/server.log" >&2
    exit 1
  fi
  sleep 0.1
done
if [ -z "$address" ]; then
  echo "the server did not report a listening address within 20 s; its log:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
case "$address" in
  127.0.0.1:*) ;;
  *) echo "refusing to load $address: only loopback is allowed" >&2; exit 1 ;;
esac
echo "   listening on http://$address"

# Runs: (modes x thread counts) x seconds, plus recording the script; timeout bounds the
# whole run even if the server hangs.
runs=$(( $(echo "$threads" | tr ',' '\n' | wc -l) * $([ "$mode" = both ] && echo 2 || echo 1) ))
limit=$(( runs * ${seconds%.*} + 120 ))
timeout "$limit" "$bench" --url "http://$address" --seconds "$seconds" \
  --threads "$threads" --mode "$mode"

size="$(du -k "$work"/matches.db* | awk '{ total += $1 } END { print total }')"
echo "   database after the run: ${size} KiB (with its write-ahead log)"
ls -l "$work"/matches.db* | awk '{ print "   " $5 " bytes  " $9 }'
