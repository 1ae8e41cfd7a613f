import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { keySegments } from "./blob-store";
import { createS3Store, type S3Location } from "./s3-store";

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".zip": "application/zip",
  ".json": "application/json",
};

export type CopyReport = {
  files: number;
  bytes: number;
  copied: number;
  /** Already in the bucket with the same size: a run that was interrupted resumes where it stopped. */
  skipped: number;
  /** Files whose names are not valid keys (the server never writes such names): left on disk, listed. */
  ignored: string[];
  /** After the copy, keys missing from the bucket or of another size there; empty when verified. */
  mismatched: string[];
};

/** Every file under the folder, as keys (forward slashes), except the disk adapter's temporary files. */
async function filesUnder(root: string): Promise<{ key: string; file: string; size: number }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join("/");
    files.push({ key, file, size: (await stat(file)).size });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

async function sizesInBucket(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return sizes;
}

/**
 * Copies the local uploads folder into the bucket under the same keys, then checks that every file is
 * there with its size. Safe to run again, and while the servers still use the disk: what is already
 * there with the same size is skipped (a photo's key never names new content; a rewritten file differs).
 */
export async function copyUploadsToS3(
  uploadsDir: string,
  client: S3Client,
  location: S3Location,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  const store = createS3Store(client, location);
  const all = await filesUnder(uploadsDir);
  const ignored: string[] = [];
  const files = all.filter(({ key }) => {
    try {
      keySegments(key);
      return true;
    } catch {
      ignored.push(key);
      return false;
    }
  });
  let copied = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { key, file, size } = files[next++]!;
      if ((await sizeInBucket(client, location.bucket, key)) === size) skipped++;
      else {
        const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
        await store.put(key, await readFile(file), contentType);
        copied++;
      }
      options.onProgress?.(copied + skipped, files.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));

  const inBucket = await sizesInBucket(client, location.bucket);
  const mismatched = files.filter(({ key, size }) => inBucket.get(key) !== size).map(({ key }) => key);
  return {
    files: files.length,
    bytes: files.reduce((sum, { size }) => sum + size, 0),
    copied,
    skipped,
    ignored,
    mismatched,
  };
}
