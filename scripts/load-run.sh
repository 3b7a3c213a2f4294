#!/usr/bin/env bash
# Load run: how many POST /v1/games/new-bedford/apply requests per second the release
# binary serves, and at what latency, for a mid-game 4-player state.
#
# Builds the release binary, starts it on a free loopback port, walks a seeded game ~40
# decisions in over HTTP to get a realistic state, then points wrk at /apply with that state
# and its first legal action (32 connections, 2 threads, 15 s). Everything stays on
# 127.0.0.1; the server is stopped on exit, whatever happens. Installs wrk (Debian package)
# when it is missing.
#
# Environment: LOAD_DURATION (default 15s), LOAD_CONNECTIONS (32), LOAD_THREADS (2),
# LOAD_DECISIONS (40), QUARTERDECK_WORKERS (the server's default: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${LOAD_DURATION:-15s}"
connections="${LOAD_CONNECTIONS:-32}"
threads="${LOAD_THREADS:-2}"
decisions="${LOAD_DECISIONS:-40}"
game="new-bedford"

if ! command -v wrk >/dev/null 2>&1; then
  echo "== installing wrk (Debian package)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq wrk >/dev/null
fi

echo "== building the release binary"
cargo build --release --locked --bin quarterdeck
binary="target/release/quarterdeck"

work="$(mktemp -d)"
# shellcheck source=lib/loopback-server.sh
source scripts/lib/loopback-server.sh
trap 'stop_loopback_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

echo "== starting $binary on a free loopback port"
start_loopback_server "$binary" "$work"
base="http://$address"
echo "   listening on $base"

# A seeded 4-player game, walked $decisions random decisions in (a fixed bot seed, so every
# run loads the same state), then the body wrk sends: that state and its first legal action.
echo "== walking a 4-player game $decisions decisions in"
python3 - "$base" "$game" "$decisions" "$work/body.json" <<'PY'
import json, random, sys, urllib.request

base, game, decisions, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def post(path, body):
    request = urllib.request.Request(
        f"{base}/v1/games/{game}/{path}",
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        sys.exit(f"POST {path} failed with {error.code}: {error.read().decode(errors='replace')}")

bot = random.Random(1)
state = post("setup", {"players": 4, "seed": 1, "chance": "seeded"})["state"]
for step in range(decisions + 1):
    legal = post("legal-actions", {"state": state})
    if not legal["to_act"]:
        sys.exit(f"the game ended after {step} decisions; lower LOAD_DECISIONS")
    if not legal["actions"]:
        # Several actors at once: ask for the first one's actions explicitly.
        actor = legal["to_act"][0]
        legal = post("legal-actions", {"state": state, "actor": actor})
    else:
        actor = None
    actions = [entry["action"] for entry in legal["actions"]]
    if not actions:
        sys.exit(f"no legal action after {step} decisions")
    body = {"state": state, "action": actions[0]}
    if actor is not None:
        body["actor"] = actor
    if step == decisions:
        break
    body["action"] = bot.choice(actions)
    state = post("apply", body)["state"]

with open(out, "w", encoding="utf-8") as file:
    json.dump(body, file, separators=(",", ":"))
print(f"   body: {len(json.dumps(body))} bytes, {len(actions)} legal action(s), "
      f"action {json.dumps(body['action'])}")
PY

# One request by hand first: a load run of 4xx answers would measure nothing.
status="$(curl -s -o "$work/check.json" -w '%{http_code}' --max-time 10 \
  -H 'content-type: application/json' --data-binary "@$work/body.json" \
  "$base/v1/games/$game/apply")"
if [ "$status" != 200 ]; then
  echo "POST /apply answered $status, not 200:" >&2
  cat "$work/check.json" >&2
  exit 1
fi

cat >"$work/apply.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = assert(io.open("$work/body.json", "rb"))
wrk.body = file:read("*a")
file:close()
LUA

echo "== wrk: $connections connections, $threads threads, $duration against POST /v1/games/$game/apply"
# timeout bounds the run even if wrk hangs on a stuck server.
timeout 120 wrk --latency -t "$threads" -c "$connections" -d "$duration" \
  -s "$work/apply.lua" "$base/v1/games/$game/apply" | tee "$work/wrk.txt"

python3 - "$work/wrk.txt" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
def find(pattern):
    match = re.search(pattern, text, re.MULTILINE)
    return match.group(1) if match else "?"
rate = find(r"^Requests/sec:\s+(\S+)")
p50 = find(r"^\s+50%\s+(\S+)")
p99 = find(r"^\s+99%\s+(\S+)")
print("== summary")
print(f"requests/s  {rate}")
print(f"p50         {p50}")
print(f"p99         {p99}")
errors = find(r"Non-2xx or 3xx responses:\s+(\d+)")
if errors != "?":
    print(f"non-2xx     {errors}  (the run is not valid)")
    sys.exit(1)
socket = re.search(r"Socket errors:.*", text)
if socket:
    print(socket.group(0))
PY
