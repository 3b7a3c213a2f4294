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
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
trap 'stop_loopback_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

echo "== starting $binary on a free loopback port, database $work/matches.db"
start_loopback_server "$binary" "$work" --database "$work/matches.db"
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
