# Starts and stops a quarterdeck server on a free loopback port, for the measuring scripts.
# Source it, then: start_loopback_server BINARY WORKDIR [EXTRA ARGS...] sets $server_pid and
# $address (127.0.0.1:PORT); stop_loopback_server stops it. Only the startup log lines get
# through: per-request access lines at load would cost more than the requests.

server_pid=""
address=""

start_loopback_server() {
  local binary="$1" work="$2"
  shift 2
  # Port 0 lets the kernel pick a free port; the server logs the address it got.
  "$binary" --addr 127.0.0.1:0 --log-format json \
    --log-level "warn,quarterdeck_api::server=info" "$@" \
    >"$work/stdout.log" 2>"$work/server.log" &
  server_pid=$!
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
}
