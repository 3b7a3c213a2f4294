# A throwaway PostgreSQL cluster for the tests and the measuring scripts. Source it, then:
# start_throwaway_postgres sets $postgres_url (postgres://quarterdeck@127.0.0.1:PORT/postgres,
# trusted on loopback only) and $postgres_dir; stop_throwaway_postgres stops the cluster and
# removes its folder (call it from an EXIT trap). PostgreSQL is installed from Debian's packages
# when no initdb is found; run as root, the cluster runs as the `postgres` user (or `nobody`),
# since PostgreSQL refuses to run as root.

postgres_url=""
postgres_dir=""
postgres_bin=""
postgres_user=""

# The folder holding initdb and pg_ctl: on the PATH, or Debian's newest versioned folder.
find_postgres_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

# Runs a PostgreSQL tool as the cluster's owner.
as_postgres_owner() {
  if [ -n "$postgres_user" ]; then
    runuser -u "$postgres_user" -- "$@"
  else
    "$@"
  fi
}

start_throwaway_postgres() {
  if ! postgres_bin="$(find_postgres_bin)"; then
    echo "== installing postgresql (named matches on PostgreSQL)"
    local sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    # No cluster of the package's own: the tests start theirs.
    $sudo_cmd mkdir -p /etc/postgresql-common
    echo "create_main_cluster = false" | $sudo_cmd tee /etc/postgresql-common/createcluster.conf >/dev/null
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq \
      -o Dpkg::Options::=--force-confold postgresql >/dev/null
    postgres_bin="$(find_postgres_bin)"
  fi
  postgres_dir="$(mktemp -d "${TMPDIR:-/tmp}/quarterdeck-postgres.XXXXXX")"
  postgres_user=""
  if [ "$(id -u)" = 0 ]; then
    if id postgres >/dev/null 2>&1; then postgres_user=postgres; else postgres_user=nobody; fi
    chown "$postgres_user" "$postgres_dir"
  fi
  as_postgres_owner "$postgres_bin/initdb" -D "$postgres_dir/data" -U quarterdeck \
    --auth=trust -E UTF8 --no-sync >"$postgres_dir/initdb.log"
  # The settings go into the configuration file, so a restart keeps them. A port found free
  # can be taken before the server binds it: then another one is tried.
  cp "$postgres_dir/data/postgresql.conf" "$postgres_dir/postgresql.conf.initdb"
  local port attempt
  for attempt in 1 2 3 4 5; do
    while :; do
      port=$((20000 + RANDOM % 40000))
      (: <"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
    done
    cat "$postgres_dir/postgresql.conf.initdb" - >"$postgres_dir/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$postgres_dir'
max_connections = 300
CONF
    if as_postgres_owner "$postgres_bin/pg_ctl" -D "$postgres_dir/data"       -l "$postgres_dir/postgres.log" -w start >/dev/null; then
      break
    fi
    if [ "$attempt" = 5 ]; then
      echo "PostgreSQL did not start:" >&2
      tail -n 20 "$postgres_dir/postgres.log" >&2
      return 1
    fi
  done
  postgres_url="postgres://quarterdeck@127.0.0.1:$port/postgres"
}

stop_throwaway_postgres() {
  if [ -n "$postgres_dir" ] && [ -d "$postgres_dir/data" ]; then
    as_postgres_owner "$postgres_bin/pg_ctl" -D "$postgres_dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$postgres_dir"
  fi
  postgres_dir=""
}
