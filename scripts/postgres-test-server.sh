#!/usr/bin/env bash
# Starts (start DIR PORT) or stops (stop DIR) a throwaway PostgreSQL server on 127.0.0.1 for the
# tests, installing Debian's postgresql when missing. PostgreSQL refuses to run as root, so the
# cluster belongs to the postgres user. `down DIR [fast|immediate]` stops the server and keeps its
# data, `up DIR PORT` starts it again (e2e/database-failure.spec.ts: the database fails under a
# running site).
set -euo pipefail
action=$1 dir=$2 port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

pg_up() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off" start >/dev/null
}

case "$action" in
  start)
    if [ -z "$bin" ]; then
      echo "Installing PostgreSQL from Debian's packages..."
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
      bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    fi
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
    pg_up
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  up)
    pg_up
    ;;
  down)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m "${3:-fast}" -w stop >/dev/null
    ;;
  stop)
    [ -n "$bin" ] && [ -d "$dir/data" ] && as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|up DIR [PORT] | down DIR [fast|immediate] | stop DIR" >&2
    exit 2
    ;;
esac
