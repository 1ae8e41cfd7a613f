#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (pg_virtualenv, from postgresql-common),
# with DATABASE_URL pointing at it. Usage: scripts/with-postgres.sh npm run test:integration
set -euo pipefail
if ! command -v pg_virtualenv >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq postgresql postgresql-common >/dev/null
  else
    echo "pg_virtualenv not found: install it with 'apt-get install -y postgresql postgresql-common'" >&2
    exit 1
  fi
fi
# pg_virtualenv turns fsync off (fast tests); WITH_POSTGRES_OPTIONS adds settings, e.g. "fsync=on".
options=(-o "max_connections=200" -o "log_checkpoints=off")
for option in ${WITH_POSTGRES_OPTIONS:-}; do options+=(-o "$option"); done
# -t: a cluster in a temporary directory even as root, so two runs side by side (or one that died and
# left its cluster behind) never meet "Cluster 15/regress exists".
exec pg_virtualenv -t "${options[@]}" bash -c '
  export DATABASE_URL="postgresql://${PGUSER}:${PGPASSWORD}@${PGHOST:-localhost}:${PGPORT}/${PGDATABASE}"
  exec "$@"
' with-postgres "$@"
