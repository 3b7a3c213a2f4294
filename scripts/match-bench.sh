#!/usr/bin/env bash
# Named-match benchmark: committed actions per second over HTTP, on one match and across
# many matches, against the release binary and a fresh SQLite file.
#
# Builds the release binaries (the server and integration-tests' match-bench client), starts
# the server on a free loopback port with a temporary database, and runs match-bench for
# MATCH_BENCH_SECONDS per run with MATCH_BENCH_THREADS client threads (each thread plays
# its own seeded 3-player New Bedford match, starting a new one when it ends), in two modes:
# `interactive` (GET legal-actions + POST actions per decision, as a real client does) and
# `script` (a recorded game replayed, one POST per action). After each run the stopped
# server's file is measured: its size, and the bytes the log and the states take per action.
# Everything stays on 127.0.0.1; servers are stopped and databases removed on exit, whatever
# happens.
#
# Old against new: with MATCH_BENCH_OLD=<path of another quarterdeck binary> every round runs
# that binary and then this tree's, each on a fresh file, MATCH_BENCH_ROUNDS times (default 3),
# and the medians per binary, mode and thread count are printed at the end. Alternating keeps
# a machine shared with other work from favouring one side.
#
# Memory: with MATCH_BENCH_MATCHES=<n> (e.g. 10000) each binary also gets a fresh server that
# only creates n matches; its VmRSS and VmHWM are read from /proc before and after.
#
# Environment: MATCH_BENCH_SECONDS (default 10), MATCH_BENCH_THREADS (default "1,4"),
# MATCH_BENCH_MODE (interactive, script or both; default both), MATCH_BENCH_OLD,
# MATCH_BENCH_ROUNDS, MATCH_BENCH_MATCHES, QUARTERDECK_WORKERS (the server's default: one per
# core).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${MATCH_BENCH_SECONDS:-10}"
threads="${MATCH_BENCH_THREADS:-1,4}"
mode="${MATCH_BENCH_MODE:-both}"
old="${MATCH_BENCH_OLD:-}"
matches="${MATCH_BENCH_MATCHES:-0}"
if [ -n "$old" ]; then
  rounds="${MATCH_BENCH_ROUNDS:-3}"
  [ -x "$old" ] || { echo "MATCH_BENCH_OLD=$old is not an executable" >&2; exit 2; }
else
  rounds="${MATCH_BENCH_ROUNDS:-1}"
fi

echo "== building the release binaries"
cargo build --release --locked --bin quarterdeck --bin match-bench
binary="target/release/quarterdeck"
bench="target/release/match-bench"

work="$(mktemp -d)"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
trap 'stop_loopback_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# Runs: (modes x thread counts) x seconds, plus recording the script; timeout bounds each
# benchmark even if the server hangs.
runs=$(( $(echo "$threads" | tr ',' '\n' | wc -l) * $([ "$mode" = both ] && echo 2 || echo 1) ))
limit=$(( runs * ${seconds%.*} + 120 ))

# What the stopped server's file holds: size with its write-ahead log, and per action the log
# row's JSON and the state every commit rewrites.
measure_file() {
  python3 - "$1" <<'PY'
import os, sqlite3, sys
path = sys.argv[1]
size = sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p))
db = sqlite3.connect(path)
actions, log_bytes = db.execute(
    "SELECT count(*), coalesce(sum(length(actor) + length(action) + length(events)"
    " + coalesce(length(request_hash), 0) + coalesce(length(response), 0)), 0) FROM actions"
).fetchone()
matches, state_bytes = db.execute("SELECT count(*), coalesce(avg(length(state)), 0) FROM matches").fetchone()
per_action = ""
if actions:
    per_action = (f": {size / actions:.0f} bytes of file per action, "
                  f"log row JSON {log_bytes / actions:.0f} bytes")
print(f"   file: {size} bytes with its WAL ({size / matches:.0f} per match); {matches} matches, "
      f"{actions} actions{per_action}; stored state {state_bytes:.0f} bytes on average"
      if matches else f"   file: {size} bytes with its WAL; no matches")
PY
}

# bench_binary LABEL BINARY: one benchmark on a fresh server and file; result lines are
# prefixed with LABEL into $work/results.
bench_binary() {
  local label="$1" server="$2" dir="$work/$1-$round"
  mkdir -p "$dir"
  echo "== [$label, round $round] starting $server on a free loopback port, database $dir/matches.db"
  start_loopback_server "$server" "$dir" --database "$dir/matches.db"
  echo "   listening on http://$address"
  timeout "$limit" "$bench" --url "http://$address" --seconds "$seconds" \
    --threads "$threads" --mode "$mode" | tee "$dir/bench.out"
  grep '^result ' "$dir/bench.out" | sed "s/^result /$label /" >>"$work/results"
  stop_loopback_server
  measure_file "$dir/matches.db"
  rm -rf "$dir"
}

# memory_binary LABEL BINARY: resident memory of a fresh server before and after it stores
# $matches matches.
memory_binary() {
  local label="$1" server="$2" dir="$work/$1-memory"
  mkdir -p "$dir"
  start_loopback_server "$server" "$dir" --database "$dir/matches.db"
  local before after
  before="$(grep -E '^Vm(RSS|HWM)' "/proc/$server_pid/status" | tr -s ' \t' ' ' | paste -sd ',')"
  timeout 600 "$bench" --url "http://$address" --create "$matches" --threads 4
  after="$(grep -E '^Vm(RSS|HWM)' "/proc/$server_pid/status" | tr -s ' \t' ' ' | paste -sd ',')"
  echo "   [$label] memory at start: $before; after $matches matches: $after"
  stop_loopback_server
  measure_file "$dir/matches.db"
  rm -rf "$dir"
}

: >"$work/results"
for round in $(seq 1 "$rounds"); do
  [ -n "$old" ] && bench_binary old "$old"
  bench_binary new "$binary"
done

if [ "$matches" -gt 0 ]; then
  echo "== memory after $matches stored matches"
  [ -n "$old" ] && memory_binary old "$old"
  memory_binary new "$binary"
fi

echo "== medians over $rounds round(s) (actions/s, action p50 and p99 in ms)"
python3 - "$work/results" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    label, mode, threads, rate, p50, p99 = line.split()
    rows.setdefault((mode, int(threads), label), []).append((float(rate), float(p50), float(p99)))
print(f"{'mode':<12} {'threads':>7} {'binary':>6} {'runs':>4} {'actions/s':>10} {'p50 ms':>8} {'p99 ms':>8}")
for (mode, threads, label), runs in sorted(rows.items(), key=lambda item: (item[0][0], item[0][1], item[0][2] != "old")):
    median = lambda i: statistics.median(run[i] for run in runs)
    print(f"{mode:<12} {threads:>7} {label:>6} {len(runs):>4} {median(0):>10.0f} {median(1):>8.2f} {median(2):>8.2f}")
PY
