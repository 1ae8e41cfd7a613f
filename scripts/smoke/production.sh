#!/usr/bin/env bash
# The production smoke test: Debian's Caddy (TLS from its own local CA) in front of two Kindred processes
# in production mode, on a throw-away PostgreSQL and an S3 server, all on loopback (production.ts).
# Installs Caddy and pg_virtualenv when missing, as .ci/run installs Chromium (CI runs as root).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -x /usr/bin/caddy ]; then
  apt-get update -qq && apt-get install -y -qq caddy >/dev/null
fi
exec scripts/with-postgres.sh node --import tsx scripts/smoke/production.ts
