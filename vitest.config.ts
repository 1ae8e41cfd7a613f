import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { catalogues } from "./apps/web/scripts/catalogues-plugin";

/**
 * CI runs the API tests on PGlite, then again on PostgreSQL (DATABASE_URL set). These files test what
 * is the same code over either engine: the compiled build and the demo's first start (both always
 * on PGlite), image handling, object storage, the disk filling up, headers, compression, origins,
 * mail, and the fuzzing of our edge (validation, parsing, access). On a second engine they would only
 * repeat the first, so they run on one: the one named by ENGINE_FREE_TESTS (`npm test` names
 * PostgreSQL, where they cost half of PGlite's CPU and run beside the journeys rather than before
 * them), else whichever this pass has. `ALL_TESTS_ON_POSTGRES=1` runs them there too, and the fuzzing's
 * long mode (`npm run fuzz`, FUZZ_RUNS set) runs on whichever database it is given.
 */
const ENGINE_FREE = [
  "compiled-build",
  "demo",
  "upload-corpus",
  "storage-s3",
  "faults-disk-full",
  "security-headers",
  "compressed-json",
  "origin",
  "http",
  "spa-delivery",
  "mail",
  "fuzz",
  "fuzz-socket",
].map((name) => `apps/server/test/${name}.test.ts`);
const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const skipEngineFree =
  (process.env.ENGINE_FREE_TESTS ?? engine) !== engine &&
  !(engine === "postgres" && process.env.ALL_TESTS_ON_POSTGRES) &&
  !process.env.FUZZ_RUNS;

export default defineConfig({
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): `npm test` runs the
    // server's tests twice, on PGlite and then on PostgreSQL, and the second pass reuses the first's
    // transforms (4 files: 61 CPU-s cold, 56 warm).
    experimental: { fsModuleCache: true },
    // Two cores: one file at a time per core keeps PGlite's memory in check.
    maxWorkers: 2,
    projects: [
      // The pure-logic projects share a worker's module graph between files, as the API tests do:
      // re-importing React, zod and the contracts per file was two thirds of their run (33 s against 14).
      // Their state is per test (restoreMocks, unstubGlobals), so nothing leaks from file to file.
      {
        test: {
          name: "contracts",
          isolate: false,
          include: ["packages/contracts/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The server's pure modules (config, hashing, cookies, gazetteer, disk store) and the CI
        // scripts' (the dependency audit's verdict): no database.
        test: {
          name: "server-unit",
          isolate: false,
          include: ["apps/server/src/**/*.test.ts", "scripts/*.test.ts"],
          environment: "node",
          // Full-strength scrypt (N=2^17) takes seconds on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // API integration tests: the real server over a real database (PGlite, or PostgreSQL in CI).
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(skipEngineFree ? ENGINE_FREE : [])],
          environment: "node",
          globalSetup: ["apps/server/test/support/global-setup.ts"],
          // Files share a worker's module graph: each starts its own server and database copy, and
          // importing the server's graph afresh per file cost about 3 s each (a third of the run).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Faults that stop what every other file shares (the PostgreSQL cluster): run alone, on a
        // cluster of their own (`npm run test:faults`).
        test: {
          name: "server-faults",
          include: ["apps/server/test/**/*.fault.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/support/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's pure modules (formatting, cache updates, URL state): no DOM needed. The
        // catalogues come through the build's own plugin, as in the app.
        plugins: [catalogues(path.resolve(import.meta.dirname, "packages/contracts/locales"))],
        resolve: {
          alias: { "@": path.resolve(import.meta.dirname, "apps/web/src") },
        },
        test: {
          name: "web",
          isolate: false,
          setupFiles: ["apps/web/src/lib/i18n/test-setup.ts"],
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "node",
          // Dates and clock times read the same on every machine: one time zone (with daylight
          // saving, so the day boundaries are tested across it) and one default locale. Passed to the
          // worker process at start, which is when Node's ICU reads the locale.
          env: { TZ: "America/New_York", LANG: "en_US.UTF-8", LC_ALL: "en_US.UTF-8" },
          // Spies and stubbed browser globals (fetch, WebSocket, localStorage) end with their test.
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
