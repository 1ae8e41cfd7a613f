// What the benchmarks share: the server's configuration for a measured run, and re-running a bench
// script inside a throw-away PostgreSQL.
import { spawnSync } from "node:child_process";
import { loadConfig } from "../../apps/server/src/config/env";

type Row = Record<string, string | number>;

/** A quiet server on a random loopback port whose limits never say no (the limiter still runs). */
export function benchConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
    // Sign-ups are set-up, not what is measured: a cheap hash, as the tests use.
    PASSWORD_HASH_LOG_N: "12",
    // Every limit times 10,000: the limiter still runs its upsert on every request, it just never says no.
    RATE_LIMIT_SCALE: "10000",
    // The sign-ups' proof-of-work at its cheapest, as the tests have it: at production cost, and harder
    // with each account made from one address, a thousand members' set-up never ended.
    PROOF_OF_WORK_COST: "1",
    PROOF_OF_WORK_ATTEMPTS: "4",
    ...env,
  });
}

/**
 * Re-runs `script` with BENCH_CHILD=postgres inside a throw-away PostgreSQL (pg_virtualenv) and
 * answers the rows it printed as `BENCH_ROWS <json>`. fsync is on, as in production (pg_virtualenv
 * turns it off), so every commit is flushed to disk as a real one is.
 */
export function rowsFromThrowawayPostgres(script: string, args: string[] = []): Row[] {
  const child = spawnSync("scripts/with-postgres.sh", ["npx", "tsx", script, ...args], {
    env: { ...process.env, BENCH_CHILD: "postgres", BENCH_JSON: "1", WITH_POSTGRES_OPTIONS: "fsync=on" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const marker = child.stdout.split("\n").find((line) => line.startsWith("BENCH_ROWS "));
  if (marker) return JSON.parse(marker.slice("BENCH_ROWS ".length)) as Row[];
  console.error("PostgreSQL run failed:\n" + child.stdout);
  return [];
}

/** Where the benches' signed-in members live: four of the bulk seed's metro hubs. */
export const VIEWER_HUBS = [
  { latitude: 40.71, longitude: -74.01 },
  { latitude: 51.51, longitude: -0.13 },
  { latitude: 30.27, longitude: -97.74 },
  { latitude: 48.85, longitude: 2.35 },
];
