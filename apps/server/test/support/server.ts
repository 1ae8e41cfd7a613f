import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config/env";
import { createLogger } from "../../src/lib/logger";
import type { DemoSeedOptions } from "../../src/modules/demo/demo.service";
import { startServer } from "../../src/server";
import { createTestDatabase } from "./database";
import { startSmtpCapture, type SmtpCapture } from "./smtp";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real server on a random port over a fresh database; tests talk to it over HTTP. Its mail goes
 * over SMTP to `server.mail`, unless env names its own SMTP_URL ("" for none: mail to the log only).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    realtimeHeartbeatMs?: number;
    jobPollingSeconds?: number;
    messageMailDelaySeconds?: number;
    pushMessageDelaySeconds?: number;
    pushRetryAfterSeconds?: number;
    sessionCacheMs?: number;
    demoSeed?: DemoSeedOptions;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-data-"));
  const database = await createTestDatabase();
  const capture = "SMTP_URL" in env ? undefined : await startSmtpCapture();
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_SCALE: "100",
    // The proof-of-work as cheap as it goes (a few derivations): the tests solve one per sign-up and report.
    PROOF_OF_WORK_COST: "1",
    PROOF_OF_WORK_ATTEMPTS: "4",
    SEED_DEMO: "0",
    // No scheduled backup snapshots (the backup test asks for them).
    BACKUP_INTERVAL_HOURS: "0",
    PASSWORD_HASH_LOG_N: "12",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...(capture ? { SMTP_URL: capture.url } : {}),
    ...env,
  });
  // TEST_LOG_LEVEL=error prints what the server logs as an error (a 500's cause) while a test runs.
  const log = createLogger(process.env.TEST_LOG_LEVEL === "error" ? "error" : "silent");
  const server = await startServer(config, { database, log, ...options });
  // The public URL must match the port we got, for auth's origin checks.
  return {
    ...server,
    config,
    db: database.db,
    /** The PostgreSQL database's URL (undefined on PGlite), for a second server process. */
    databaseUrl: database.url,
    /** The mail this server sent. */
    get mail(): SmtpCapture {
      if (!capture) throw new Error("startTestServer was given SMTP_URL: its mail does not come to server.mail");
      return capture;
    },
    close: async () => {
      await server.close();
      await capture?.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
