#!/usr/bin/env bash
# Every test (`npm test`): unit, API integration on PGlite and again on a throw-away PostgreSQL,
# end-to-end in Chromium, the production smoke, the fault tests and the soak's 30-second mode.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/chromium.mjs
npm run test:unit
npm run test:integration

# The journeys spend most of their time waiting on a browser (about a third of two cores used), so the
# integration tests' PostgreSQL pass runs beside them rather than after: it saves its whole run time.
postgres_log=$(mktemp)
scripts/with-postgres.sh npm run test:integration >"$postgres_log" 2>&1 &
postgres_pass=$!
e2e_status=0
npm run test:e2e || e2e_status=$?
postgres_status=0
wait "$postgres_pass" || postgres_status=$?
printf '\n--- integration tests, on PostgreSQL (run beside the journeys)\n'
cat "$postgres_log"
# Not `[ a ] && [ b ]`: under set -e a failure before the last `&&` does not stop the script.
if [ "$e2e_status" != 0 ] || [ "$postgres_status" != 0 ]; then
  if [ "$postgres_status" != 0 ]; then
    # pg_virtualenv follows a failure with the server's log, which buries vitest's report; CI shows
    # only the end of the output, so the failed tests are repeated last.
    printf '\n--- the PostgreSQL pass failed; its failed tests again:\n'
    sed -n '/Failed Tests/,/Duration/p' "$postgres_log" | head -200
  fi
  rm -f "$postgres_log"
  echo "Failed: the journeys (exit $e2e_status) or the PostgreSQL pass (exit $postgres_status)" >&2
  exit 1
fi
rm -f "$postgres_log"

# The soak's 30 seconds are mostly waiting on its fixed clock, and the smoke and the fault tests leave a
# core idle: the soak runs beside them (its checks are errors, losses and memory, not speed).
soak_log=$(mktemp)
npm run test:soak >"$soak_log" 2>&1 &
soak=$!
tail_status=0
npm run test:smoke || tail_status=$?
[ "$tail_status" != 0 ] || npm run test:faults || tail_status=$?
soak_status=0
wait "$soak" || soak_status=$?
printf '\n--- the soak (run beside the smoke and the fault tests)\n'
cat "$soak_log"
rm -f "$soak_log"
if [ "$tail_status" != 0 ] || [ "$soak_status" != 0 ]; then
  echo "Failed: the smoke or the fault tests (exit $tail_status), or the soak (exit $soak_status)" >&2
  exit 1
fi
