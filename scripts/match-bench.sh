#!/usr/bin/env bash
# Named-match benchmark: committed actions per second over HTTP, on one match and across
# many matches, against the release binary and a fresh database: a SQLite file, PostgreSQL
# with one node, or PostgreSQL with two nodes sharing the database (MATCH_BENCH_STORES).
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
# Stores: MATCH_BENCH_STORES is a comma-separated list of `sqlite` (default), `postgres` (one
# node) and `postgres-2` (two nodes on one database, the client threads split between them);
# the PostgreSQL ones run on a throwaway cluster (scripts/lib/postgres.sh: installed from
# Debian's packages when missing, removed on exit), a fresh database per run.
#
# Memory: with MATCH_BENCH_MATCHES=<n> (e.g. 10000) each binary also gets a fresh server that
# only creates n matches; its VmRSS and VmHWM are read from /proc before and after.
#
# Environment: MATCH_BENCH_SECONDS (default 10), MATCH_BENCH_THREADS (default "1,4"),
# MATCH_BENCH_MODE (interactive, script or both; default both), MATCH_BENCH_OLD,
# MATCH_BENCH_ROUNDS, MATCH_BENCH_MATCHES, MATCH_BENCH_STORES, MATCH_BENCH_KEYS (1: every action
# carries an Idempotency-Key, as a client that retries safely sends), QUARTERDECK_WORKERS (the server's default: one per
# core).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${MATCH_BENCH_SECONDS:-10}"
threads="${MATCH_BENCH_THREADS:-1,4}"
mode="${MATCH_BENCH_MODE:-both}"
key_flag=""
[ "${MATCH_BENCH_KEYS:-0}" = 1 ] && key_flag="--keys"
old="${MATCH_BENCH_OLD:-}"
matches="${MATCH_BENCH_MATCHES:-0}"
stores="${MATCH_BENCH_STORES:-sqlite}"
for store in ${stores//,/ }; do
  case "$store" in
    sqlite | postgres | postgres-2) ;;
    *) echo "MATCH_BENCH_STORES: $store is not sqlite, postgres or postgres-2" >&2; exit 2 ;;
  esac
done
if [ -n "$old" ]; then
  rounds="${MATCH_BENCH_ROUNDS:-3}"
  [ -x "$old" ] || { echo "MATCH_BENCH_OLD=$old is not an executable" >&2; exit 2; }
else
  rounds="${MATCH_BENCH_ROUNDS:-1}"
fi

echo "== building the release binaries"
cargo build --release --locked --bin quarterdeck --bin match-bench
# cargo puts them under CARGO_TARGET_DIR when it is set.
target_dir="${CARGO_TARGET_DIR:-target}"
binary="$target_dir/release/quarterdeck"
bench="$target_dir/release/match-bench"

work="$(mktemp -d)"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh
trap 'stop_loopback_servers; stop_throwaway_postgres; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
if [ "$stores" != sqlite ]; then
  echo "== a throwaway PostgreSQL cluster"
  start_throwaway_postgres
  psql_bin="$(command -v psql || echo "$postgres_bin/psql")"
fi

# A fresh PostgreSQL database called NAME; prints its URL (run in a command substitution, so a
# failure stops the script through the assignment).
fresh_pg_database() {
  "$psql_bin" "$postgres_url" -qc "CREATE DATABASE $1" >/dev/null || return 1
  echo "${postgres_url%/*}/$1"
}

# What a PostgreSQL benchmark left in its database.
measure_pg() {
  "$psql_bin" "$1" -At -F ' ' -c "SELECT pg_database_size(current_database()),
      (SELECT count(*) FROM matches), (SELECT count(*) FROM actions)" |
    while read -r size count actions; do
      echo "   database: $size bytes; $count matches, $actions actions"
    done
}

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

# bench_binary LABEL BINARY STORE: one benchmark on fresh servers and a fresh database;
# result lines are prefixed with LABEL/STORE into $work/results.
bench_binary() {
  local label="$1" server="$2" store="$3" dir="$work/$1-$3-$round"
  local database urls="" nodes=1 node
  mkdir -p "$dir"
  case "$store" in
    sqlite) database="$dir/matches.db" ;;
    postgres) database="$(fresh_pg_database "bench_${label}_1_$round")" ;;
    postgres-2) database="$(fresh_pg_database "bench_${label}_2_$round")"; nodes=2 ;;
  esac
  echo "== [$label, $store, round $round] $nodes node(s) of $server on free loopback ports, database ${database##*@}"
  for node in $(seq 1 "$nodes"); do
    mkdir -p "$dir/node$node"
    start_loopback_server "$server" "$dir/node$node" --database "$database"
    urls="${urls:+$urls,}http://$address"
  done
  echo "   listening on $urls"
  timeout "$limit" "$bench" --url "$urls" --seconds "$seconds" \
    --threads "$threads" --mode "$mode" $key_flag | tee "$dir/bench.out"
  grep '^result ' "$dir/bench.out" | sed "s|^result |$label/$store |" >>"$work/results"
  stop_loopback_servers
  loopback_pids=()
  case "$store" in
    sqlite) measure_file "$database" ;;
    *) measure_pg "$database" ;;
  esac
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
  for store in ${stores//,/ }; do
    [ -n "$old" ] && bench_binary old "$old" "$store"
    bench_binary new "$binary" "$store"
  done
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
print(f"{'mode':<12} {'threads':>7} {'binary/store':>16} {'runs':>4} {'actions/s':>10} {'p50 ms':>8} {'p99 ms':>8}")
for (mode, threads, label), runs in sorted(rows.items(), key=lambda item: (item[0][0], item[0][1], item[0][2].split("/")[1], item[0][2].split("/")[0] != "old")):
    median = lambda i: statistics.median(run[i] for run in runs)
    print(f"{mode:<12} {threads:>7} {label:>16} {len(runs):>4} {median(0):>10.0f} {median(1):>8.2f} {median(2):>8.2f}")
PY
