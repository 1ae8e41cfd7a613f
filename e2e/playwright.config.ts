import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { HEARTBEAT_MS } from "./support/heartbeat";
import { PROOF_OF_WORK_ENV } from "./support/proof-of-work";
// @ts-expect-error plain ESM helper shared with scripts/
import { CHROMIUM_ARGS, findJourneyBrowser } from "../scripts/chromium.mjs";

const executablePath = (await findJourneyBrowser()) as string | undefined;
if (!executablePath) throw new Error("No Chromium found: run `node scripts/chromium.mjs` for how to get one.");

const PORT = Number(process.env.E2E_PORT ?? 3999);
// The global setup's SMTP server; derived from the environment so workers re-reading this file agree.
process.env.E2E_SMTP_PORT ??= String(PORT - 1);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
// Workers re-read this file: the environment keeps one data directory for the whole run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "kindred-e2e-"));

export default defineConfig({
  testDir: "./journeys",
  globalSetup: "./support/mail-server.ts",
  fullyParallel: true,
  // Two at a time on two cores: a third worker made full-cost sign-ins and photo processing time out.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Journeys run two at a time on two cores, each with several accessibility scans: leave room for a slow machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every journey to keep only the failed ones cost a third of the run: a failed
    // journey is retried in CI, and its retry is traced.
    trace: "on-first-retry",
    // The app honours reduced motion (index.css): no spinner or transition frames to paint on two
    // cores, and no waiting for a dialog or toast to finish sliding in.
    reducedMotion: "reduce",
    // The app's service worker is the installable-app journey's (it allows it): in every other journey
    // it would only add an install per new browser context, and stand between a test's routes and the
    // page's requests.
    serviceWorkers: "block",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" } },
    {
      name: "desktop",
      // Only the journeys tagged DESKTOP_TOO (support/fixtures.ts): the screens whose layout changes.
      grep: /@desktop/,
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
  webServer: {
    // The server as `npm start` runs it: the build (test:e2e builds first), so every run proves it works.
    command: "node --enable-source-maps ../apps/server/dist/main.js",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "error",
      NODE_ENV: "test",
      // Journeys sign up and in many times from one address, and hashing at full cost is slow on 2 cores
      // (production's N=2^17 is the unit tests' to check; the API tests hash at 2^12 too).
      RATE_LIMIT_SCALE: "100",
      PASSWORD_HASH_LOG_N: "12",
      ...PROOF_OF_WORK_ENV,
      // Journeys that wait for a socket's session re-check wait one of these (support/fixtures.ts).
      REALTIME_HEARTBEAT_MS: String(HEARTBEAT_MS),
      SEED_DEMO: "0",
      // Reviews count at once, so the reviews journeys see their counts and badges (decision 010's
      // delay is the integration tests' to check, on the database's clock).
      REVIEW_PUBLISH_DELAY_HOURS: "0",
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The safety journeys' moderators (support/safety-helpers.ts): one per project and attempt.
      ADMIN_EMAILS: ["phone", "desktop"]
        .flatMap((project) => [0, 1].map((n) => `moderator-${project}-${n}@kindred.test`))
        .join(","),
    },
  },
});
