#!/usr/bin/env bash
# Event-stream benchmark (issue 28's figures), against the release binary on fresh databases:
#   1. commit-to-event on one node (SQLite): STREAM_BENCH_MOVES moves, each timed from sending
#      the action to reading its event on a stream, then the same with 100 more streams
#      reading along (the cost of a commit with 100 listeners beside the commit without);
#   2. the same across two nodes on one PostgreSQL database: the move on node A, the stream
#      on node B (skipped with STREAM_BENCH_POSTGRES=0);
#   3. memory: one node's resident memory before and with STREAM_BENCH_IDLE (2,000) idle
#      streams open.
# Everything stays on 127.0.0.1; servers and databases are removed on exit.
# Environment: STREAM_BENCH_MOVES (default 300), STREAM_BENCH_LISTENERS (100),
# STREAM_BENCH_IDLE (2000), STREAM_BENCH_POSTGRES (1).
set -euo pipefail
cd "$(dirname "$0")/.."

moves="${STREAM_BENCH_MOVES:-300}"
listeners="${STREAM_BENCH_LISTENERS:-100}"
idle="${STREAM_BENCH_IDLE:-2000}"
postgres="${STREAM_BENCH_POSTGRES:-1}"

echo "== building the release binaries"
cargo build --release --locked --bin quarterdeck --bin stream-bench
target_dir="${CARGO_TARGET_DIR:-target}"
binary="$target_dir/release/quarterdeck"
bench="$target_dir/release/stream-bench"

work="$(mktemp -d)"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh
trap 'stop_loopback_servers; stop_throwaway_postgres; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

memory() {
  grep -E '^VmRSS' "/proc/$1/status" | tr -s ' \t' ' ' | cut -d' ' -f2
}

echo "== 1. one node, SQLite: $moves moves, then again with $listeners listeners"
mkdir -p "$work/one"
start_loopback_server "$binary" "$work/one" --database "$work/one/matches.db"
timeout 600 "$bench" --url "http://$address" --moves "$moves" --listeners "$listeners"
stop_loopback_servers
loopback_pids=()

if [ "$postgres" = 1 ]; then
  echo "== 2. two nodes on one PostgreSQL database: the move on A, the stream on B"
  start_throwaway_postgres
  psql_bin="$(command -v psql || echo "$postgres_bin/psql")"
  "$psql_bin" "$postgres_url" -qc "CREATE DATABASE stream_bench" >/dev/null
  database="${postgres_url%/*}/stream_bench"
  urls=""
  for node in a b; do
    mkdir -p "$work/$node"
    start_loopback_server "$binary" "$work/$node" --database "$database"
    urls="${urls:+$urls,}http://$address"
  done
  timeout 600 "$bench" --url "$urls" --moves "$moves"
  stop_loopback_servers
  loopback_pids=()
fi

echo "== 3. memory of one node holding $idle idle streams"
mkdir -p "$work/idle"
start_loopback_server "$binary" "$work/idle" --database "$work/idle/matches.db"
before="$(memory "$server_pid")"
coproc HOLD { "$bench" --url "http://$address" --idle "$idle"; }
read -r opened <&"${HOLD[0]}"
sleep 1
with="$(memory "$server_pid")"
echo "   $opened; resident memory ${before} kB before, ${with} kB with them: $(( (with - before) / 1024 )) MiB more, $(( (with - before) * 1024 / idle )) bytes a stream"
echo "result idle_streams $idle $before $with"
exec {HOLD[1]}>&-
wait "$HOLD_PID" || true
