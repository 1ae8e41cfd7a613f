import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase } from "../src/db/client";
import { createJobQueue } from "../src/jobs/queue";
import { createLogger } from "../src/lib/logger";
import { withDatabase } from "./support/global-setup";

/**
 * Several app processes start at once on PostgreSQL (systemd's kindred@3001 and kindred@3002, a
 * restart after an upgrade): each migrates the database on start, and none may fail doing it.
 */
const template = inject("dbTemplate");

describe.runIf(template.engine === "postgres")("migrations, several processes starting together", () => {
  it("an empty database is migrated once, the job queue's schema made once, and every process starts", async () => {
    if (template.engine !== "postgres") return;
    const name = `kindred_migrate_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(template.url, name);
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ engine: "postgres", url, poolSize: 2 })));
    try {
      const results = await Promise.allSettled(processes.map((database) => database.migrate()));
      expect(results.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await processes[0]!.pool!.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(journal.entries.length);

      // pg-boss makes its own schema at start, under its own lock, yet a process that waited for it
      // failed on the schema the first had just made (a unique violation it does not take for a race).
      const log = createLogger("silent");
      const queues = await Promise.allSettled(processes.map((database) => createJobQueue({ database, log })));
      await Promise.all(queues.map((queue) => (queue.status === "fulfilled" ? queue.value.stop() : undefined)));
      expect(queues.map((queue) => (queue.status === "rejected" ? String(queue.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
