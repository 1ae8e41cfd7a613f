import type { Config } from "../config/env";
import type { BlobStore } from "./blob-store";
import { createLocalDiskStore } from "./local-disk-store";

export type { BlobObject, BlobStore } from "./blob-store";

/** The configured blob store; local disk until the S3 adapter lands. */
export function createBlobStore(config: Pick<Config, "uploadsDir">): BlobStore {
  return createLocalDiskStore(config.uploadsDir);
}
