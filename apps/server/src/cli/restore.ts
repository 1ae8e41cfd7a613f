import path from "node:path";
import { BackupRefusedError } from "../backup/archive";
import { restoreBackup } from "../backup/restore";
import { ConfigError, loadConfig } from "../config/env";

// Restores a backup (from npm run backup, or a snapshot in DATA_DIR/backups) into an empty instance:
//   npm run restore -- FILE
// The target is this environment's DATA_DIR (and DATABASE_URL's database): empty, or refused. The
// whole file is checked first; a restore that fails or is stopped leaves the target empty.
const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run restore -- FILE (a file written by npm run backup, or one in DATA_DIR/backups)");
  process.exit(1);
}

try {
  const config = loadConfig();
  const report = await restoreBackup(path.resolve(file), config);
  const { manifest } = report;
  const uploads =
    manifest.storage.kind === "s3"
      ? `the uploads stay in s3://${manifest.storage.bucket}`
      : `${report.uploads} uploaded files into ${config.uploadsDir}`;
  console.log(`Restored the backup made ${manifest.createdAt}: the database and ${uploads}. Start the server.`);
  if (report.missingObjects.length > 0) {
    console.warn(
      `Warning: ${report.missingObjects.length} objects the backup lists are not in the bucket (or not at their size):`,
    );
    for (const key of report.missingObjects.slice(0, 20)) console.warn(`  ${key}`);
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof BackupRefusedError) console.error(`Restore refused: ${error.message}`);
  else
    console.error(
      `Restore failed, and the target was left empty: ${error instanceof Error ? error.message : String(error)}`,
    );
  process.exit(1);
}
