#!/usr/bin/env bash
# Load run: requests per second and latency of the stateless endpoints on the release binary,
# each measured against a bare actix-web JSON echo of the very same body (quarterdeck-echo),
# and the service's resident memory after a 60-second run.
#
# Builds the release binaries, starts the echo and every server to compare on free loopback
# ports, walks a seeded 4-player New Bedford game ~40 decisions in over HTTP for a realistic
# state, then, round after round, points wrk at each endpoint of each server in turn (echo
# first), so that whatever else the machine does falls on all of them alike. The summary gives
# each figure's median over the rounds, its ratio to the echo's median for the same body, and
# the ratio within each round (and their median):
#   apply          POST /v1/games/new-bedford/apply          {state, action}
#   legal-actions  POST /v1/games/new-bedford/legal-actions  {state}
#   score-sheet    POST /v1/games/new-bedford/score-sheet    a hand-entered 4-player game
# Last, each server takes a LOAD_MEMORY_DURATION run of /apply alone, and its VmRSS (and peak,
# VmHWM) is read from /proc before and after it. Everything stays on 127.0.0.1; the servers
# are stopped on exit, whatever happens. Installs wrk (Debian package) when it is missing.
#
# Environment: LOAD_BINARIES, the servers to compare as label=path pairs (default
# "new=target/release/quarterdeck"; e.g. "old=/tmp/old/quarterdeck new=target/release/quarterdeck"
# measures a build of an earlier commit side by side), LOAD_ROUNDS (3), LOAD_DURATION (10s a
# run), LOAD_CONNECTIONS (32), LOAD_THREADS (2), LOAD_DECISIONS (40), LOAD_ENDPOINTS ("apply
# legal-actions score-sheet"), LOAD_MEMORY_DURATION (60s; 0 skips), QUARTERDECK_WORKERS (the
# servers' default: one per core), LOAD_GAME (new-bedford; another game's state and action
# for apply and legal-actions, e.g. LOAD_GAME=bremerhaven LOAD_ENDPOINTS="apply"; its score
# sheet is New Bedford's only) and LOAD_OPTIONS (the setup's options as JSON, default {}; e.g.
# '{"variant": "long"}').
set -euo pipefail
cd "$(dirname "$0")/.."

binaries="${LOAD_BINARIES:-new=target/release/quarterdeck}"
rounds="${LOAD_ROUNDS:-3}"
duration="${LOAD_DURATION:-10s}"
connections="${LOAD_CONNECTIONS:-32}"
threads="${LOAD_THREADS:-2}"
decisions="${LOAD_DECISIONS:-40}"
endpoints="${LOAD_ENDPOINTS:-apply legal-actions score-sheet}"
memory_duration="${LOAD_MEMORY_DURATION:-60s}"
game="${LOAD_GAME:-new-bedford}"
options="${LOAD_OPTIONS:-{\}}"
if [ "$game" != new-bedford ] && [[ " $endpoints " == *" score-sheet "* ]]; then
  echo "LOAD_ENDPOINTS: score-sheet is measured for new-bedford only (LOAD_GAME=$game)" >&2
  exit 2
fi

if ! command -v wrk >/dev/null 2>&1; then
  echo "== installing wrk (Debian package)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq wrk >/dev/null
fi

echo "== building the release binaries"
cargo build --release --locked --bin quarterdeck --bin quarterdeck-echo

work="$(mktemp -d)"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
trap 'stop_loopback_servers; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# label -> pid and base URL; the echo first, then the servers in the order given.
labels=(echo)
declare -A pids bases idle
mkdir -p "$work/echo"
start_loopback_server target/release/quarterdeck-echo "$work/echo"
pids[echo]="$server_pid"
bases[echo]="http://$address"
echo "== echo listening on ${bases[echo]}"
for pair in $binaries; do
  label="${pair%%=*}"
  binary="${pair#*=}"
  if [ "$label" = "$pair" ] || [ -z "$label" ] || [ "$label" = echo ] || [ ! -x "$binary" ]; then
    echo "LOAD_BINARIES: \"$pair\" is not label=path of an executable (label not \"echo\")" >&2
    exit 2
  fi
  mkdir -p "$work/$label"
  start_loopback_server "$binary" "$work/$label" --database "$work/$label/matches.db"
  labels+=("$label")
  idle[$label]="$(server_memory "$server_pid")"
  pids[$label]="$server_pid"
  bases[$label]="http://$address"
  echo "== $label ($binary) listening on ${bases[$label]}"
done
servers=("${labels[@]:1}")

# A seeded 4-player game, walked $decisions random decisions in on the first server (a fixed
# bot seed, so every run loads the same state); then the bodies wrk sends.
echo "== walking a 4-player game $decisions decisions in"
python3 - "${bases[${servers[0]}]}" "$game" "$decisions" "$work" "$options" <<'PY'
import json, random, sys, urllib.request

base, game, decisions, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
options = json.loads(sys.argv[5])

def call(path, body=None):
    request = urllib.request.Request(
        f"{base}{path}",
        data=None if body is None else json.dumps(body).encode(),
        headers={"content-type": "application/json"},
        method="GET" if body is None else "POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        sys.exit(f"{path} failed with {error.code}: {error.read().decode(errors='replace')}")

def post(path, body):
    return call(f"/v1/games/{game}/{path}", body)

def new_bedford_sheet():
    """The score sheet a person would enter for a finished 4-player game: the published
    example (three players) and a fourth."""
    document = call("/openapi.json")
    operation = document["paths"]["/v1/games/new-bedford/score-sheet"]["post"]
    examples = operation["requestBody"]["content"]["application/json"]["examples"]
    sheet = next(iter(examples.values()))["value"]
    sheet["players"].append({
        "name": "Dee", "money": 11, "right_whales": 4, "bowhead_whales": 3, "sperm_whales": 2,
        "goods": {"wood": 1, "food": 1, "brick": 0},
        "buildings": ["post-office", "bakery", "cooperage", "shanty"],
    })
    return sheet

bot = random.Random(1)
state = post("setup", {"players": 4, "seed": 1, "chance": "seeded", "options": options})["state"]
for step in range(decisions + 1):
    legal = post("legal-actions", {"state": state})
    if not legal["to_act"]:
        sys.exit(f"the game ended after {step} decisions; lower LOAD_DECISIONS")
    # Several actors at once (a simultaneous phase): each entry names its actor, which goes
    # back with the action.
    actor = None if "actor" in legal else legal["to_act"][0]
    entries = legal["actions"]
    if not entries:
        sys.exit(f"no legal action after {step} decisions")
    chosen = entries[0] if step == decisions else bot.choice(entries)
    body = {"state": state, "action": chosen["action"]}
    if actor is not None:
        body["actor"] = chosen["actor"]
        actor = chosen["actor"]
    if step == decisions:
        break
    state = post("apply", body)["state"]

bodies = {
    "apply": body,
    "legal-actions": {"state": state} if actor is None else {"state": state, "actor": actor},
}
if game == "new-bedford":
    bodies["score-sheet"] = new_bedford_sheet()
for name, value in bodies.items():
    with open(f"{work}/{name}.json", "w", encoding="utf-8") as file:
        json.dump(value, file, separators=(",", ":"))
    print(f"   {name}: {len(json.dumps(value, separators=(',', ':')))} bytes")
print(f"   apply's action: {json.dumps(body['action'])}")
PY

# One request by hand on every server first: a load run of 4xx answers would measure nothing.
for endpoint in $endpoints; do
  cat >"$work/$endpoint.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = assert(io.open("$work/$endpoint.json", "rb"))
wrk.body = file:read("*a")
file:close()
LUA
  for label in "${labels[@]}"; do
    status="$(curl -s -o "$work/check.json" -w '%{http_code}' --max-time 10 \
      -H 'content-type: application/json' --data-binary "@$work/$endpoint.json" \
      "${bases[$label]}/v1/games/$game/$endpoint")"
    if [ "$status" != 200 ]; then
      echo "$label: POST /$endpoint answered $status, not 200:" >&2
      cat "$work/check.json" >&2
      exit 1
    fi
  done
done

echo "== $rounds round(s) of wrk: $connections connections, $threads threads, $duration a run"
: >"$work/runs.tsv"
for round in $(seq 1 "$rounds"); do
  for endpoint in $endpoints; do
    for label in "${labels[@]}"; do
      # timeout bounds the run even if wrk hangs on a stuck server.
      timeout 300 wrk --latency -t "$threads" -c "$connections" -d "$duration" \
        -s "$work/$endpoint.lua" "${bases[$label]}/v1/games/$game/$endpoint" >"$work/wrk.txt"
      python3 - "$work/wrk.txt" "$round" "$endpoint" "$label" >>"$work/runs.tsv" <<'PY'
import re, sys
path, round_, endpoint, label = sys.argv[1:]
text = open(path, encoding="utf-8").read()
def find(pattern):
    match = re.search(pattern, text, re.MULTILINE)
    return match.group(1) if match else "?"
def ms(value):
    match = re.fullmatch(r"([\d.]+)(us|ms|s)", value)
    if not match:
        return "?"
    number, unit = float(match.group(1)), match.group(2)
    return f"{number * {'us': 0.001, 'ms': 1, 's': 1000}[unit]:.3f}"
errors = find(r"Non-2xx or 3xx responses:\s+(\d+)")
socket = re.search(r"Socket errors:.*", text)
print("\t".join([round_, endpoint, label, find(r"^Requests/sec:\s+(\S+)"),
                 ms(find(r"^\s+50%\s+(\S+)")), ms(find(r"^\s+99%\s+(\S+)")),
                 "0" if errors == "?" else errors, socket.group(0) if socket else ""]))
PY
      tail -n 1 "$work/runs.tsv" | awk -F'\t' '{ printf "   round %s  %-14s %-8s %10s req/s  p50 %7s ms  p99 %7s ms%s\n", $1, $2, $3, $4, $5, $6, ($7 != "0" ? "  NON-2xx " $7 : "") }'
    done
  done
done

echo "== summary: medians of $rounds round(s); ratio = req/s over the echo's for the same body"
python3 - "$work/runs.tsv" "${labels[*]}" "$endpoints" <<'PY'
import statistics, sys
path, labels, endpoints = sys.argv[1], sys.argv[2].split(), sys.argv[3].split()
runs = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8")]
invalid = [run for run in runs if run[6] != "0"]
def median(endpoint, label, column):
    values = [float(run[column]) for run in runs
              if run[1] == endpoint and run[2] == label and run[column] != "?"]
    return statistics.median(values) if values else float("nan")
def round_ratios(endpoint, label):
    # Each round's runs follow each other within seconds: their ratio shrugs off the load
    # other processes put on the machine between rounds better than a ratio of medians.
    rates = {(run[0], run[2]): float(run[3]) for run in runs
             if run[1] == endpoint and run[3] != "?"}
    return [rates[(round_, label)] / rates[(round_, "echo")] for round_, name in rates
            if name == "echo" and (round_, label) in rates and rates[(round_, "echo")] > 0]
print(f"{'endpoint':<14} {'server':<8} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'ratio':>6} "
      f"{'ratio by round (median; each)':>30}")
for endpoint in endpoints:
    echo = median(endpoint, "echo", 3)
    for label in labels:
        rate = median(endpoint, label, 3)
        ratios = round_ratios(endpoint, label)
        each = " ".join(f"{ratio:.2f}" for ratio in ratios)
        by_round = f"{statistics.median(ratios):.2f}; {each}" if ratios else "?"
        print(f"{endpoint:<14} {label:<8} {rate:>9.0f} {median(endpoint, label, 4):>8.2f} "
              f"{median(endpoint, label, 5):>8.2f} {rate / echo:>6.2f} {by_round:>30}")
for run in runs:
    if run[7]:
        print(f"round {run[0]} {run[1]} {run[2]}: {run[7]}")
if invalid:
    print(f"{len(invalid)} run(s) had non-2xx answers: the run is not valid")
    sys.exit(1)
PY

if [ "$memory_duration" != 0 ]; then
  echo "== memory: each server alone under POST /apply for $memory_duration, VmRSS from /proc"
  for label in "${servers[@]}"; do
    before="$(server_memory "${pids[$label]}")"
    timeout 600 wrk -t "$threads" -c "$connections" -d "$memory_duration" \
      -s "$work/apply.lua" "${bases[$label]}/v1/games/$game/apply" >"$work/wrk.txt"
    after="$(server_memory "${pids[$label]}")"
    rate="$(awk '/^Requests\/sec:/ { print $2 }' "$work/wrk.txt")"
    printf "   %-8s started: %s\n" "$label" "${idle[$label]}"
    printf "   %-8s before:  %s(after the rounds)\n" "" "$before"
    printf "   %-8s after:   %s(%s req/s over the run)\n" "" "$after" "$rate"
  done
fi
