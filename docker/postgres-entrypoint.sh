#!/bin/sh
# PostgreSQL for docker-compose.yml, from Debian's package: makes the cluster on the first start (POSTGRES_USER,
# POSTGRES_PASSWORD, POSTGRES_DB), then runs the server in the foreground as PID 1 so `docker stop` stops it cleanly.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=agrofund}"
if [ -z "${POSTGRES_PASSWORD:-}" ]; then echo "postgres-entrypoint: POSTGRES_PASSWORD is required" >&2; exit 1; fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA" && chmod 700 "$PGDATA"
  pwfile=$(mktemp) && printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  psql -v ON_ERROR_STOP=1 --username="$POSTGRES_USER" -d postgres -c "create database \"$POSTGRES_DB\"" >/dev/null
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres-entrypoint: cluster created in $PGDATA"
fi
exec "$@" -D "$PGDATA"
