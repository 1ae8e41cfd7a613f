// A bucket's objects, for the backup of an instance on S3 storage: its own module, loaded only when
// the storage is a bucket, so a server on the local disk never loads the AWS SDK (storage/index.ts).
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";

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
