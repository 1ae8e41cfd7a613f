import type { Config } from "../config/env";
import type { BlobStore } from "./blob-store";
import { createLocalDiskStore } from "./local-disk-store";
import { checkBucket, createS3Client, createS3Store } from "./s3-store";

export type { BlobObject, BlobStore } from "./blob-store";
export { BlobStoreUnavailableError } from "./blob-store";

type StorageConfig = Pick<Config, "uploadsDir"> & Partial<Pick<Config, "storage">>;

/** The configured blob store: an S3-compatible bucket when STORAGE_URL is set, else the local disk. */
export function createBlobStore(config: StorageConfig): BlobStore {
  const storage = config.storage ?? { kind: "local" };
  if (storage.kind === "s3") return createS3Store(createS3Client(storage), storage);
  return createLocalDiskStore(config.uploadsDir);
}

/** At start-up: throws BlobStoreUnavailableError when the configured bucket cannot be reached. */
export async function checkBlobStore(config: StorageConfig): Promise<void> {
  const storage = config.storage ?? { kind: "local" };
  if (storage.kind !== "s3") return;
  const client = createS3Client(storage);
  try {
    await checkBucket(client, storage);
  } finally {
    client.destroy();
  }
}
