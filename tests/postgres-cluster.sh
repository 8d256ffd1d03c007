#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# A private PostgreSQL cluster for the tests (CTest fixture "postgres").
#   postgres-cluster.sh start DIR   initdb into DIR/data, start it on a free
#                                   loopback port with its socket in DIR, and
#                                   write the lake location to DIR/url
#   postgres-cluster.sh stop DIR    stop it (fast) and remove DIR
# Without PostgreSQL installed, start writes no url and succeeds: the suites
# that need it skip with a message saying so. As root (CI), the server runs
# as the unprivileged `postgres` user, since initdb refuses root.
set -eu
action=$1
dir=$2
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
start)
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
        echo "PostgreSQL is not installed (postgresql-15): the PostgreSQL suites will skip"
        exit 0
    fi
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U tarn -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log"; exit 1; }
    # Every connection is trusted but one role's over TCP, which must give
    # its password: tst_postgres_connection checks that the keychain's
    # password really reaches the server (the first matching line wins).
    as_owner sh -c 'hba=$1/data/pg_hba.conf; { echo "host all tarn_password_test 127.0.0.1/32 scram-sha-256"; cat "$hba"; } >"$hba.new" && mv "$hba.new" "$hba"' sh "$dir"
    # The first free port from 55432 up: another cluster (a developer's, or
    # a second build tree's tests) may hold one already.
    port=55432
    while [ $port -lt 55532 ]; do
        if ! (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && [ ! -e "$dir/.s.PGSQL.$port" ]; then
            if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
                -o "-k $dir -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
                echo "postgresql://tarn@127.0.0.1:$port/postgres" >"$dir/url"
                echo "PostgreSQL for the tests on 127.0.0.1:$port"
                exit 0
            fi
        fi
        port=$((port + 1))
    done
    cat "$dir/server.log" 2>/dev/null || true
    echo "could not start PostgreSQL on any port 55432-55531" >&2
    exit 1
    ;;
stop)
    if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
        # Immediate: the cluster is thrown away next, so its shutdown
        # checkpoint (every test database's pages, over a minute under load)
        # would only write what rm deletes.
        as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
