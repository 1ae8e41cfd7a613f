import type { Config } from "../config/env";
import { openDatabase } from "../db/client";

/** The configured database (PostgreSQL, or the embedded one in DATA_DIR), migrated: what every command works on. */
export async function openConfiguredDatabase(config: Config) {
  const database = config.DATABASE_URL
    ? await openDatabase({ engine: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ engine: "pglite", dataDir: `${config.dataDir}/db` });
  await database.migrate();
  return database;
}
