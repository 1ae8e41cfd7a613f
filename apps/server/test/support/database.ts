import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/db/client";
import { withDatabase } from "./global-setup";

/** A fresh, migrated database of the engine under test, private to the caller; close() drops it. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject("dbTemplate");
  if (template.engine === "pglite") {
    const snapshot = new Blob([await readFile(template.file)]);
    return openDatabase({ engine: "pglite", loadDataDir: snapshot });
  }
  const name = `kindred_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const database = await openDatabase({ engine: "postgres", url: withDatabase(template.url, name), poolSize: 4 });
  return {
    ...database,
    url: withDatabase(template.url, name),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
