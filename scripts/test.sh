#!/usr/bin/env bash
# Every test (`npm test`): unit, API integration on PGlite and again on a throw-away PostgreSQL,
# end-to-end in Chromium, the production smoke, the fault tests and the soak's 30-second mode.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/chromium.mjs
# The integration tests that are the same code over either engine run once, on PostgreSQL, beside the
# journeys (vitest.config.ts, ENGINE_FREE).
export ENGINE_FREE_TESTS=postgres
npm run test:unit
npm run test:integration
npm run build

# The journeys spend much of their time waiting on a browser, so everything else runs beside them rather
# than after: the integration tests' PostgreSQL pass, and in a second line the soak (mostly waiting on
# servers and its fixed clock; its checks are errors, losses and memory, not speed), the fault tests
# and the production smoke. Started together, the two lines end before the journeys: the
# soak after the PostgreSQL pass left a minute and a half alone at the end. The two cores are busy
# throughout, so this saves their waits rather than their work; each one's output is printed after
# the journeys, in order.
logs=$(mktemp -d)
beside() {
  local name=$1 start=$SECONDS
  shift
  "$@" >"$logs/$name.log" 2>&1 && echo 0 >"$logs/$name.rc" || echo $? >"$logs/$name.rc"
  echo "$name: from ${start}s to ${SECONDS}s" >"$logs/$name.time"
}
(
  beside postgres scripts/with-postgres.sh npm run test:integration &
  # The soak first: on PGlite, it gives the PostgreSQL pass's cluster time to take its port before
  # the faults and the smoke make theirs (pg_createcluster takes the first port nothing listens on).
  (
    beside soak npm run test:soak
    beside faults npm run test:faults
    beside smoke npm run test:smoke
  ) &
  wait
) &
rest=$!
e2e_status=0
npm run test --workspace @kindred/e2e || e2e_status=$?
echo "the journeys ended at ${SECONDS}s"
wait "$rest"

failed=()
[ "$e2e_status" = 0 ] || failed+=("the journeys (exit $e2e_status)")
for name in postgres faults smoke soak; do
  printf '\n--- %s (run beside the journeys; %s)\n' "$name" "$(cat "$logs/$name.time")"
  cat "$logs/$name.log"
  [ "$(cat "$logs/$name.rc")" = 0 ] || failed+=("$name (exit $(cat "$logs/$name.rc"))")
done
if [ "$(cat "$logs/postgres.rc")" != 0 ]; then
  # pg_virtualenv follows a failure with the server's log, which buries vitest's report; CI shows
  # only the end of the output, so the failed tests are repeated last.
  printf '\n--- the PostgreSQL pass failed; its failed tests again:\n'
  sed -n '/Failed Tests/,/Duration/p' "$logs/postgres.log" | head -200
fi
rm -rf "$logs"
if [ "${#failed[@]}" != 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
