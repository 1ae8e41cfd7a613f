import { existsSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { BackupRefusedError, ENTRY } from "../backup/archive";
import { createBackup, type DatabaseSource } from "../backup/backup";
import { pgliteInUse } from "../backup/pglite";
import { checkTool } from "../backup/postgres";
import { listSnapshots, snapshotsDir } from "../backup/schedule";
import { ConfigError, loadConfig } from "../config/env";
import { openDatabase } from "../db/client";

// Writes one archive holding the database and the uploads (with S3 storage, the list of its objects):
//   npm run backup -- FILE
// On PostgreSQL through pg_dump, while the servers run. The embedded database allows one process at a
// time: while the server runs, it writes its own snapshots into DATA_DIR/backups (BACKUP_INTERVAL_HOURS),
// and this command refuses and points there.
const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run backup -- FILE (for example npm run backup -- kindred-backup.tar.gz)");
  process.exit(1);
}

try {
  const config = loadConfig();
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupRefusedError(`${target} already exists: name a new file`);
  await mkdir(path.dirname(target), { recursive: true });
  const started = performance.now();
  let source: DatabaseSource;
  let database;
  if (config.DATABASE_URL) {
    await checkTool("pg_dump");
    database = await openDatabase({ engine: "postgres", url: config.DATABASE_URL, poolSize: 1 });
    source = { engine: "postgres", url: config.DATABASE_URL };
  } else {
    const dbDir = path.join(config.dataDir, "db");
    if (!existsSync(path.join(dbDir, "PG_VERSION"))) throw new BackupRefusedError(`there is no database in ${dbDir}`);
    if (pgliteInUse(dbDir)) {
      const latest = (await listSnapshots(snapshotsDir(config))).at(-1);
      throw new BackupRefusedError(
        `${dbDir} is open in a running Kindred server (the embedded database allows one process). ` +
          `The server writes snapshots into ${snapshotsDir(config)} (BACKUP_INTERVAL_HOURS)` +
          (latest ? `: the newest is ${latest}` : "") +
          `; or stop the server and run this again. (A server that was killed leaves this mark too: start and stop it once.)`,
      );
    }
    database = await openDatabase({ engine: "pglite", dataDir: dbDir });
    source = { engine: "pglite", pglite: database.pglite! };
  }
  let manifest;
  try {
    manifest = await createBackup(target, { config, source, db: database.db });
  } finally {
    await database.close();
  }
  const uploads = manifest.entries.filter((entry) => entry.name.startsWith(ENTRY.uploadsPrefix)).length;
  const what =
    manifest.storage.kind === "s3"
      ? `the list of the objects in s3://${manifest.storage.bucket}`
      : `${uploads} uploaded files`;
  const megabytes = ((await stat(target)).size / 1024 / 1024).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up the database and ${what} to ${target} (${megabytes} MB, ${seconds} s).`);
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof BackupRefusedError) console.error(`Backup refused: ${error.message}`);
  else console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
