#!/usr/bin/env bash
# Type-checks every project with TypeScript 7, the native compiler: the same checks as 5.9 at about a
# sixth of the CPU (server: 7.5 s against 43 s). typescript-eslint still needs 5.9's JavaScript API
# (it allows < 6.1), so both are installed and the checker is called by its path, not `tsc`.
# Single-threaded: on two cores its threads cost twice the CPU (60 CPU-s against 30) for 7 s less
# wall time, and CI runs it beside the tests, where CPU is what the run waits on.
set -euo pipefail
cd "$(dirname "$0")/.."
for project in tsconfig.json packages/contracts apps/server apps/web apps/web/src/service-worker e2e scripts/bench/bare-page; do
  node node_modules/typescript-7/bin/tsc --singleThreaded -p "$project"
done
