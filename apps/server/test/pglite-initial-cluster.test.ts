// The embedded database's first start from the build's initial cluster (db/client.ts, INITIAL_CLUSTER):
// an empty folder is filled from the tar, not by initdb; a folder that holds a cluster is opened as it is.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, queryRows, type Database } from "../src/db/client";

const template = inject("dbTemplate");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "kindred-initial-cluster-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const tables = async (database: Database) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )
  )[0]!.n;

describe.skipIf(template.engine !== "pglite")("the embedded database's initial cluster", () => {
  it("fills an empty folder from the tar rather than initdb, and opens a folder with a cluster as it is", async () => {
    // The tests' migrated snapshot stands in for the build's cluster: what it holds shows it was loaded
    // (initdb's own cluster has no tables), with no migration run here.
    const cluster = path.join(dir, "cluster.tar.gz");
    if (template.engine === "pglite")
      await pipeline(createReadStream(template.file), createGzip({ level: 1 }), createWriteStream(cluster));
    const dataDir = path.join(dir, "db");

    const first = await openDatabase({ engine: "pglite", dataDir, initialCluster: cluster });
    expect(await tables(first)).toBeGreaterThan(20);
    await first.db.execute(sql`create table kept (n int)`);
    await first.close();

    // Loading the tar again would refuse the folder (PGlite) or lose the table: neither happens.
    const again = await openDatabase({ engine: "pglite", dataDir, initialCluster: cluster });
    expect(await queryRows(again.db, sql`select * from kept`)).toEqual([]);
    await again.close();
  });
});
