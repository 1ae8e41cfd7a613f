import { open, readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { ENTRY, type EntrySource } from "./archive";

/** Every uploaded file under the folder as an entry, skipping the disk adapter's temporary files and any gone by the time it is read. */
export async function localUploadEntries(uploadsDir: string): Promise<EntrySource[]> {
  const found = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  return found
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({
      name: ENTRY.uploadsPrefix + path.relative(uploadsDir, file).split(path.sep).join("/"),
      async open() {
        // A photo deleted while a running server is backed up is simply not in the backup.
        const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return undefined;
          throw error;
        });
        if (!handle) return undefined;
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      },
    }));
}

export type StoredObject = { key: string; size: number; etag?: string };

/** The bucket's objects (key, size, ETag) from its listing: what a backup of S3 storage records. */
export async function listObjects(client: S3Client, bucket: string): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? [])
      if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0, etag: object.ETag });
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/** The recorded objects the bucket lacks now, or holds at another size. */
export async function missingObjects(client: S3Client, bucket: string, recorded: StoredObject[]): Promise<string[]> {
  const present = new Map((await listObjects(client, bucket)).map((object) => [object.key, object.size]));
  return recorded.filter((object) => present.get(object.key) !== object.size).map((object) => object.key);
}
