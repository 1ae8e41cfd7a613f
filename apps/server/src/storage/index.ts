import type { Config } from "../config/env";
import type { BlobStore } from "./blob-store";
import { createLocalDiskStore } from "./local-disk-store";
import type { S3Location } from "./s3-store";

export type { BlobObject, BlobStore } from "./blob-store";
export { BlobStoreUnavailableError } from "./blob-store";

type StorageConfig = Pick<Config, "uploadsDir"> & Partial<Pick<Config, "storage">>;

/** The configured blob store: an S3-compatible bucket when STORAGE_URL is set, else the local disk. */
export function createBlobStore(config: StorageConfig): BlobStore {
  const storage = config.storage ?? { kind: "local" };
  if (storage.kind === "s3") return lazyS3Store(storage);
  return createLocalDiskStore(config.uploadsDir);
}

/**
 * The bucket's store, the AWS SDK loaded on its first use: a server on the local disk never loads it
 * (a third of a CPU-second at every start, and its memory).
 */
function lazyS3Store(location: S3Location): BlobStore {
  let loaded: Promise<BlobStore> | undefined;
  const store = () =>
    (loaded ??= import("./s3-store").then((s3) => s3.createS3Store(s3.createS3Client(location), location)));
  return {
    put: async (key, bytes, contentType) => (await store()).put(key, bytes, contentType),
    get: async (key) => (await store()).get(key),
    delete: async (key) => (await store()).delete(key),
    deletePrefix: async (prefix) => (await store()).deletePrefix(prefix),
    exists: async (key) => (await store()).exists(key),
    ping: async () => (await store()).ping(),
  };
}

/** At start-up: throws BlobStoreUnavailableError when the configured bucket cannot be reached. */
export async function checkBlobStore(config: StorageConfig): Promise<void> {
  const storage = config.storage ?? { kind: "local" };
  if (storage.kind !== "s3") return;
  const { checkBucket, createS3Client } = await import("./s3-store");
  const client = createS3Client(storage);
  try {
    await checkBucket(client, storage);
  } finally {
    client.destroy();
  }
}
