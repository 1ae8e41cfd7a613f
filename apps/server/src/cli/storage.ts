import { ConfigError, loadConfig } from "../config/env";
import { BlobStoreUnavailableError } from "../storage";
import { copyUploadsToS3 } from "../storage/copy-to-s3";
import { checkBucket, createS3Client, describeLocation } from "../storage/s3-store";

// Moves an instance's uploads from the local disk to the bucket STORAGE_URL names:
//   STORAGE_URL=s3://... AWS_ACCESS_KEY_ID=... AWS_SECRET_ACCESS_KEY=... npm run storage -- copy-to-s3
// Resumable (what is already there with the same size is skipped) and verified (counts and sizes).
// Run it, switch the servers to STORAGE_URL, then run it once more for what arrived in between.
const [command] = process.argv.slice(2);
if (command !== "copy-to-s3") {
  console.error("Usage: npm run storage -- copy-to-s3");
  process.exit(2);
}

try {
  const config = loadConfig();
  if (config.storage.kind !== "s3") {
    console.error("Set STORAGE_URL to the bucket to copy DATA_DIR/uploads into (s3://bucket?endpoint=...).");
    process.exit(2);
  }
  const client = createS3Client(config.storage);
  await checkBucket(client, config.storage);
  console.log(`Copying ${config.uploadsDir} to ${describeLocation(config.storage)}`);
  const report = await copyUploadsToS3(config.uploadsDir, client, config.storage, {
    onProgress: (done, total) => {
      if (done % 500 === 0 || done === total) console.log(`  ${done} of ${total}`);
    },
  });
  client.destroy();
  console.log(
    `${report.files} files (${report.bytes} bytes): ${report.copied} copied, ${report.skipped} already there.`,
  );
  for (const key of report.ignored) console.log(`  not a valid key, left on disk: ${key}`);
  if (report.mismatched.length > 0) {
    console.error(`Verification failed: ${report.mismatched.length} missing or of another size in the bucket:`);
    for (const key of report.mismatched.slice(0, 20)) console.error(`  ${key}`);
    process.exit(1);
  }
  console.log(`Verified: all ${report.files} files are in the bucket with their sizes.`);
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof BlobStoreUnavailableError) console.error(error.detail);
  else console.error(error);
  process.exit(1);
}
