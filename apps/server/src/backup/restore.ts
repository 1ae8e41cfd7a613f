import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import type { Config } from "../config/env";
import { MIGRATIONS_DIR } from "../db/client";
import { BackupRefusedError, ENTRY, readArchive, type Manifest } from "./archive";
import { loadPglite } from "./pglite";
import { checkTool, pgRestore, postgresContents } from "./postgres";
import type { StoredObject } from "./bucket-objects";

export type RestoreConfig = Pick<Config, "dataDir" | "uploadsDir" | "storage" | "databaseEngine" | "DATABASE_URL">;

export type RestoreReport = {
  manifest: Manifest;
  /** Files put back into DATA_DIR/uploads. */
  uploads: number;
  /** With S3 storage: the objects the backup lists that the bucket no longer holds (at their size). */
  missingObjects: string[];
};

/** Staging folders are hidden in DATA_DIR itself (a mounted volume cannot be renamed, nor renamed across). */
const STAGING_PREFIX = ".restore-";

const ENGINE_NAMES = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" } as const;

async function codeMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** A folder's entries; none when it does not exist. */
const entriesOf = (folder: string) =>
  readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [] as string[];
    throw error;
  });

const sha256Of = async (file: string) => {
  try {
    return createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
};

/** Why the backup cannot go into this instance at all (another engine, storage or newer app). */
async function checkCompatible(manifest: Manifest, config: RestoreConfig) {
  if (manifest.engine !== config.databaseEngine)
    throw new BackupRefusedError(
      `this backup is of ${ENGINE_NAMES[manifest.engine]} and this instance uses ${ENGINE_NAMES[config.databaseEngine]}: ` +
        (manifest.engine === "postgres"
          ? "set DATABASE_URL to an empty database to restore it"
          : "restore it without DATABASE_URL, into an empty DATA_DIR"),
    );
  const known = await codeMigrations();
  if (manifest.migrations > known)
    throw new BackupRefusedError(
      `this backup was made by a newer Kindred (${manifest.migrations} database migrations, this one knows ${known}): update Kindred first`,
    );
  if (manifest.storage.kind !== config.storage.kind)
    throw new BackupRefusedError(
      manifest.storage.kind === "s3"
        ? `this backup's uploads are in the bucket s3://${manifest.storage.bucket}: set STORAGE_URL to it`
        : "this backup holds its uploads' files, and STORAGE_URL is set: restore without STORAGE_URL, then copy them with npm run storage -- copy-to-s3",
    );
}

/** What in the target is not empty, in the operator's words; an empty list: the restore may go ahead. */
async function targetContents(manifest: Manifest, config: RestoreConfig): Promise<string[]> {
  const found: string[] = [];
  if (config.databaseEngine === "pglite" && (await entriesOf(path.join(config.dataDir, "db"))).length > 0)
    found.push(`${path.join(config.dataDir, "db")} holds a database`);
  if (config.storage.kind === "local" && (await entriesOf(config.uploadsDir)).length > 0)
    found.push(`${config.uploadsDir} is not empty`);
  for (const name of [ENTRY.authSecret, ENTRY.vapidKeys]) {
    const kept = manifest.entries.find((entry) => entry.name === name);
    const existing = await sha256Of(path.join(config.dataDir, name));
    if (kept && existing && existing !== kept.sha256)
      found.push(`${path.join(config.dataDir, name)} differs from the backup's`);
  }
  if (config.databaseEngine === "postgres") {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
    try {
      const contents = await postgresContents(pool);
      if (contents.length > 0)
        found.push(
          `the database at DATABASE_URL is not empty (${contents.slice(0, 3).join(", ")}${contents.length > 3 ? ", ..." : ""})`,
        );
    } finally {
      await pool.end();
    }
  }
  return found;
}

const collector = (into: Buffer[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      into.push(chunk);
      done();
    },
  });

/** Moves `from` to `to`, where `to` may be an empty folder (an empty DATA_DIR/db or uploads). */
async function moveInto(from: string, to: string) {
  await rmdir(to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(from, to);
}

/**
 * Restores a backup into this instance's empty DATA_DIR (and empty database, on PostgreSQL). The whole
 * archive is checked first; then everything is written into a staging folder in DATA_DIR and moved into
 * place at the end (on PostgreSQL the dump is restored in one transaction first), so a restore that
 * fails or is stopped half-way leaves the target as empty as it found it.
 * `beforeCommit` runs when everything is staged, before anything is moved (tests fail there).
 */
export async function restoreBackup(
  file: string,
  config: RestoreConfig,
  options: { beforeCommit?: () => Promise<void> } = {},
): Promise<RestoreReport> {
  const objectList: Buffer[] = [];
  const manifest = await readArchive(file, async (name) =>
    name === ENTRY.objectList ? collector(objectList) : undefined,
  );
  await checkCompatible(manifest, config);
  if (config.databaseEngine === "postgres") await checkTool("pg_restore");
  const contents = await targetContents(manifest, config);
  if (contents.length > 0)
    throw new BackupRefusedError(`the target is not empty: ${contents.join("; ")}. Restore into an empty one.`);

  let missing: string[] = [];
  if (config.storage.kind === "s3") {
    const recorded = JSON.parse(Buffer.concat(objectList).toString("utf8")) as StoredObject[];
    const [{ createS3Client }, { missingObjects }] = await Promise.all([
      import("../storage/s3-store"),
      import("./bucket-objects"),
    ]);
    const client = createS3Client(config.storage);
    try {
      missing = await missingObjects(client, config.storage.bucket, recorded);
    } finally {
      client.destroy();
    }
  }

  await mkdir(config.dataDir, { recursive: true });
  // What a restore that was killed left behind: the target was found empty, so it never got further.
  for (const name of await entriesOf(config.dataDir))
    if (name.startsWith(STAGING_PREFIX)) await rm(path.join(config.dataDir, name), { recursive: true, force: true });
  const staging = path.join(config.dataDir, `${STAGING_PREFIX}${randomBytes(6).toString("hex")}`);
  await mkdir(staging, { mode: 0o700 });
  let uploads = 0;
  try {
    await readArchive(file, async (name) => {
      if (name === ENTRY.objectList) return undefined;
      if (name.startsWith(ENTRY.uploadsPrefix)) uploads++;
      const target = path.join(staging, ...name.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      return createWriteStream(target, { flags: "wx", mode: 0o600 });
    });
    const stagedDb = path.join(staging, "db");
    if (manifest.engine === "pglite") {
      await loadPglite(path.join(staging, ...ENTRY.pgliteData.split("/")), stagedDb);
      await rm(path.join(staging, "database"), { recursive: true });
    }
    await options.beforeCommit?.();
    if (manifest.engine === "postgres") {
      await pgRestore(config.DATABASE_URL!, path.join(staging, ...ENTRY.postgresDump.split("/")));
    }
    if (uploads > 0) await moveInto(path.join(staging, "uploads"), config.uploadsDir);
    const staged = await entriesOf(staging);
    for (const name of [ENTRY.authSecret, ENTRY.vapidKeys])
      if (staged.includes(name)) await rename(path.join(staging, name), path.join(config.dataDir, name));
    // The database last: until it is in place, the target holds no database.
    if (manifest.engine === "pglite") await moveInto(stagedDb, path.join(config.dataDir, "db"));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { manifest, uploads, missingObjects: missing };
}
