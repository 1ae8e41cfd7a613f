import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config/env";
import { createLogger } from "../../src/lib/logger";
import { startServer } from "../../src/server";
import { createTestDatabase } from "./database";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real server on a random port over a fresh database; tests talk to it over HTTP. */
export async function startTestServer(env: Record<string, string> = {}, options: { realtimeHeartbeatMs?: number } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-data-"));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_SCALE: "100",
    SEED_DEMO: "0",
    PASSWORD_HASH_LOG_N: "12",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  const server = await startServer(config, { database, log: createLogger("silent"), ...options });
  // The public URL must match the port we got, for auth's origin checks.
  return {
    ...server,
    config,
    db: database.db,
    /** The PostgreSQL database's URL (undefined on PGlite), for a second server process. */
    databaseUrl: database.url,
    close: async () => {
      await server.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
