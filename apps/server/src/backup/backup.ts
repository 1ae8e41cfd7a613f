import { randomBytes } from "node:crypto";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Config } from "../config/env";
import { queryRows, type Db } from "../db/client";
import { ENTRY, writeArchive, type EntrySource, type Manifest } from "./archive";
import { dumpPglite } from "./pglite";
import { pgDump } from "./postgres";
import { localUploadEntries } from "./uploads";

/** Where the database is read from: the open embedded one (in this process), or PostgreSQL by URL through pg_dump. */
export type DatabaseSource = { engine: "pglite"; pglite: PGlite } | { engine: "postgres"; url: string };

export type BackupConfig = Pick<Config, "dataDir" | "uploadsDir" | "storage" | "AUTH_SECRET" | "VAPID_PUBLIC_KEY">;

/** How many of the app's migrations the database has had applied (none yet: 0). */
export async function appliedMigrations(db: Db): Promise<number> {
  try {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return row?.count ?? 0;
  } catch {
    return 0;
  }
}

const fileEntry = (name: string, file: string): EntrySource => ({
  name,
  async open() {
    const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (!handle) return undefined;
    return { stream: handle.createReadStream(), size: (await handle.stat()).size };
  },
});

const bytesEntry = (name: string, bytes: Buffer): EntrySource => ({
  name,
  open: async () => ({ stream: Readable.from([bytes]), size: bytes.length }),
});

/**
 * Writes one archive holding the database, the generated auth secret (it signs the sessions and seals
 * the two-factor secrets; none when AUTH_SECRET is set) and the uploads: their files from the local
 * disk, or with S3 storage the list of the bucket's objects, which stay where they are. The database is
 * read first, so every photo its rows name was already on disk when the files are read.
 */
export async function createBackup(
  file: string,
  { config, source, db }: { config: BackupConfig; source: DatabaseSource; db: Db },
): Promise<Manifest> {
  const migrations = await appliedMigrations(db);
  const dumpFile = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.dump`);
  try {
    const entries: EntrySource[] = [];
    if (source.engine === "pglite") {
      const dump = await dumpPglite(source.pglite);
      entries.push({ name: ENTRY.pgliteData, open: async () => dump });
    } else {
      await pgDump(source.url, dumpFile);
      entries.push(fileEntry(ENTRY.postgresDump, dumpFile));
    }
    if (!config.AUTH_SECRET) entries.push(fileEntry(ENTRY.authSecret, path.join(config.dataDir, "auth-secret")));
    // Without it a restored instance makes a new pair, and every browser's subscription stops working.
    if (!config.VAPID_PUBLIC_KEY) entries.push(fileEntry(ENTRY.vapidKeys, path.join(config.dataDir, ENTRY.vapidKeys)));
    const storage = config.storage;
    if (storage.kind === "s3") {
      const [{ createS3Client }, { listObjects }] = await Promise.all([
        import("../storage/s3-store"),
        import("./bucket-objects"),
      ]);
      const client = createS3Client(storage);
      try {
        const objects = await listObjects(client, storage.bucket);
        entries.push(bytesEntry(ENTRY.objectList, Buffer.from(JSON.stringify(objects))));
      } finally {
        client.destroy();
      }
    } else {
      entries.push(...(await localUploadEntries(config.uploadsDir)));
    }
    return await writeArchive(
      file,
      {
        createdAt: new Date().toISOString(),
        engine: source.engine,
        migrations,
        storage: storage.kind === "s3" ? { kind: "s3", bucket: storage.bucket } : { kind: "local" },
      },
      entries,
    );
  } finally {
    await rm(dumpFile, { force: true });
  }
}
