# Starts and stops a quarterdeck server on a free loopback port, for the measuring scripts.
# Source it, then: start_loopback_server BINARY WORKDIR [EXTRA ARGS...] sets $server_pid and
# $address (127.0.0.1:PORT); stop_loopback_server stops it. Several servers side by side (a
# load run comparing binaries): give each its own WORKDIR, keep each $server_pid and $address,
# and stop them all with stop_loopback_servers. Only the startup log lines get through:
# per-request access lines at load would cost more than the requests. Any binary that takes
# --addr, --log-format and --log-level and logs its address as the server does can be started
# (quarterdeck-echo does). server_memory PID prints a process's resident memory.

server_pid=""
address=""
loopback_pids=()

start_loopback_server() {
  local binary="$1" work="$2"
  shift 2
  # Port 0 lets the kernel pick a free port; the server logs the address it got.
  "$binary" --addr 127.0.0.1:0 --log-format json \
    --log-level "warn,quarterdeck_api::server=info" "$@" \
    >"$work/stdout.log" 2>"$work/server.log" &
  server_pid=$!
  loopback_pids+=("$server_pid")
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
      return 1
    fi
    sleep 0.1
  done
  if [ -z "$address" ]; then
    echo "the server did not report a listening address within 20 s; its log:" >&2
    cat "$work/server.log" >&2
    return 1
  fi
  case "$address" in
    127.0.0.1:*) ;;
    *) echo "refusing to load $address: only loopback is allowed" >&2; return 1 ;;
  esac
}

stop_loopback_server() {
  stop_loopback_pid "$server_pid"
}

stop_loopback_servers() {
  local pid
  for pid in "${loopback_pids[@]}"; do
    stop_loopback_pid "$pid"
  done
}

stop_loopback_pid() {
  local pid="$1"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    # actix drains open connections for up to 30 s on SIGTERM; do not wait that long.
    for _ in $(seq 1 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
}

# "VmRSS 12345 kB VmHWM 23456 kB": resident memory now and at its peak, from /proc.
server_memory() {
  awk '$1 == "VmRSS:" || $1 == "VmHWM:" { printf "%s %s %s ", substr($1, 1, length($1) - 1), $2, $3 }' \
    "/proc/$1/status"
  echo
}
