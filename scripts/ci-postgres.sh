#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the platform's PostgreSQL tests (two
# instances on one database sharing NOTIFY/LISTEN, migrations on PostgreSQL) and prints its URL.
# Usage: eval "$(bash scripts/ci-postgres.sh start)"; … ; bash scripts/ci-postgres.sh stop
# CI_PG_PORT (54329) and CI_PG_DIR (/tmp/rrp-ci-pg) choose another port and directory (bench/volume.ts).
# Installs Debian's postgresql when no initdb is found. Prints nothing (and the tests skip) if it
# cannot start a server.
set -u
dir=${CI_PG_DIR:-/tmp/rrp-ci-pg}
port=${CI_PG_PORT:-54329}
find_bin() {
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && { echo "$d"; return; }; done
  command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)"
}
case "${1:-start}" in
  start)
    bin=$(find_bin)
    if [ -z "$bin" ]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1; }
      bin=$(find_bin)
    fi
    [ -n "$bin" ] || { echo "echo 'PostgreSQL not available: its tests will be skipped' >&2"; exit 0; }
    user=postgres
    id "$user" >/dev/null 2>&1 || useradd --system --no-create-home "$user" >/dev/null 2>&1 || true
    run() { if [ "$(id -u)" = 0 ]; then runuser -u "$user" -- "$@"; else "$@"; fi; }
    # A throw-away cluster needs no crash safety: no fsync, no full-page images, no waiting for commits,
    # and no checkpoint in the middle of the million-row load (tests/server/order-indexes-postgres.test.ts).
    fast="-c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_wal_size=4GB"
    rm -rf "$dir" && mkdir -p "$dir" && chown "$user" "$dir" 2>/dev/null
    run "$bin/initdb" -D "$dir/data" -U rrp --auth=trust >"$dir.log" 2>&1 || { echo "echo 'initdb failed: PostgreSQL tests will be skipped' >&2"; exit 0; }
    run "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir $fast" start >>"$dir.log" 2>&1 || { echo "echo 'PostgreSQL did not start: its tests will be skipped' >&2"; exit 0; }
    echo "export TEST_DATABASE_URL=postgres://rrp@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(find_bin)
    [ -n "$bin" ] && [ -d "$dir/data" ] && { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast stop; else "$bin/pg_ctl" -D "$dir/data" -m fast stop; fi; } >/dev/null 2>&1
    rm -rf "$dir"
    ;;
esac
