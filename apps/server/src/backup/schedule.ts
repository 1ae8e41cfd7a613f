import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/env";
import type { Database } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../lib/logger";
import { createBackup } from "./backup";

export const SNAPSHOT_JOB = "backup.snapshot";
const SNAPSHOT_NAME = /^kindred-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/;

export const snapshotsDir = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "backups");

/** `kindred-2026-11-28T02-46-16.123Z.tar.gz`: names sort by time. */
const snapshotName = (at: Date) => `kindred-${at.toISOString().replace(/:/g, "-")}.tar.gz`;

/** The snapshots in the folder, oldest first (only finished ones: a snapshot being written has a hidden name). */
export async function listSnapshots(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((name) => SNAPSHOT_NAME.test(name)).sort();
}

/** Keeps the newest `keep` snapshots. */
export async function pruneSnapshots(directory: string, keep: number): Promise<void> {
  const names = await listSnapshots(directory);
  for (const name of names.slice(0, Math.max(0, names.length - keep)))
    await rm(path.join(directory, name), { force: true });
}

/** Writes a snapshot of the running embedded database and the uploads into DATA_DIR/backups, then prunes. */
export async function writeSnapshot(config: Config, database: Database): Promise<string> {
  if (!database.pglite) throw new Error("Snapshots are taken of the embedded database only");
  const directory = snapshotsDir(config);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  // What a snapshot cut off by the process's end left (hidden names); one process takes them, one at a time.
  for (const name of await readdir(directory))
    if (name.startsWith(".kindred-")) await rm(path.join(directory, name), { force: true });
  const file = path.join(directory, snapshotName(new Date()));
  await createBackup(file, { config, source: { engine: "pglite", pglite: database.pglite }, db: database.db });
  await pruneSnapshots(directory, config.BACKUP_KEEP);
  return file;
}

/**
 * Scheduled snapshots of the embedded database, taken in the process that holds it (PGlite is
 * single-process): a pg-boss job that, when it runs, queues the next one an interval later. One
 * is queued at a time (its singleton key), and a queued one survives restarts. pg-boss's own cron
 * stays off (jobs/queue.ts).
 */
export async function scheduleSnapshots({
  config,
  database,
  jobs,
  log,
}: {
  config: Config;
  database: Database;
  jobs: JobQueue;
  log: Logger;
}): Promise<void> {
  if (database.engine !== "pglite" || config.backupIntervalHours <= 0) return;
  const queueNext = () =>
    jobs.send(
      SNAPSHOT_JOB,
      {},
      { singletonKey: SNAPSHOT_JOB, startAfterSeconds: Math.round(config.backupIntervalHours * 3600) },
    );
  await jobs.work(SNAPSHOT_JOB, async () => {
    await queueNext();
    const started = performance.now();
    const file = await writeSnapshot(config, database);
    log.info("backup snapshot written", { file, ms: Math.round(performance.now() - started) });
  });
  await queueNext();
}
