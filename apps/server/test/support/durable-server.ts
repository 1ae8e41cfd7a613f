import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase } from "../../src/db/client";
import { loadConfig } from "../../src/config/env";
import { createLogger } from "../../src/lib/logger";
import { startServer } from "../../src/server";
import { createTestDatabase } from "./database";
import type { TestServer } from "./server";
import type { SmtpCapture } from "./smtp";

export type DurableDatabase = { env: Record<string, string>; close: () => Promise<void> };

/**
 * A database that outlives the servers started on it, which open and close it themselves as a
 * restarted process does: a PGlite data directory (a copy of the migrated template), or on PostgreSQL
 * a database of its own, by URL.
 */
export async function createDurableDatabase(): Promise<DurableDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-durable-"));
  const template = inject("dbTemplate");
  if (template.engine === "pglite") {
    // Where startServer opens PGlite for DATA_DIR.
    const copy = await openDatabase({
      engine: "pglite",
      dataDir: path.join(dataDir, "db"),
      loadDataDir: new Blob([await readFile(template.file)]),
    });
    await copy.close();
    return { env: { DATA_DIR: dataDir }, close: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = await createTestDatabase();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real server on a durable database, its mail going to `smtp`; close() leaves both as they are. */
export async function startServerOn(
  durable: DurableDatabase,
  smtp: SmtpCapture,
  options: Parameters<typeof startServer>[1] = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    RATE_LIMIT_SCALE: "100",
    SEED_DEMO: "0",
    // No scheduled backup snapshots (the backup test asks for them).
    BACKUP_INTERVAL_HOURS: "0",
    PASSWORD_HASH_LOG_N: "12",
    WEB_DIST_DIR: path.join(durable.env.DATA_DIR!, "no-web-build"),
    SMTP_URL: smtp.url,
    ...durable.env,
  });
  const server = await startServer(config, { log: createLogger("silent"), ...options });
  return { ...server, config, db: server.database.db, databaseUrl: durable.env.DATABASE_URL, mail: smtp };
}
