import { createHash } from "node:crypto";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { BlobStoreUnavailableError, keySegments, prefixSegments, type BlobObject, type BlobStore } from "./blob-store";

/** Where the objects live: STORAGE_URL parsed (config/env.ts), with the AWS credentials if set. */
export type S3Location = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2, Garage...); AWS itself when absent. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's usual chain (instance or task role, shared config files). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

/** One-line description for start-up errors and logs; never the credentials. */
export const describeLocation = (location: S3Location) =>
  `s3://${location.bucket}${location.endpoint ? ` at ${location.endpoint}` : ` in ${location.region}`}`;

/**
 * How long a request may wait: to connect, and for the next byte once connected. The SDK has no limit
 * by default, so a bucket that accepts connections and never answers would hold every upload (and the
 * member's request) for ever; with these, it fails as unavailable (503) after the SDK's retries.
 */
export const S3_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 20_000 };

export function createS3Client(location: S3Location, timeouts = S3_TIMEOUTS): S3Client {
  return new S3Client({
    // Without throwOnRequestTimeout the handler only logs a warning when requestTimeout passes, and waits on.
    requestHandler: { ...timeouts, throwOnRequestTimeout: true },
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Many S3-compatible servers reject the CRC checksums newer SDKs add to every request by default;
    // uploads carry Content-MD5 instead, which every S3 implementation checks.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ["NoSuchKey", "NotFound"].includes((error as Error)?.name);

/** Why the bucket cannot be used, in words an operator can act on. */
function reason(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return "no such bucket";
  if (status === 403 || status === 401) return "access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)";
  const message = error instanceof Error ? error.message || error.name : String(error);
  return status ? `HTTP ${status}: ${message}` : message;
}

/**
 * Start-up check (HeadBucket): the bucket exists and these credentials reach it. A server that could
 * not store a single photo should say so at once rather than on the first upload.
 */
export async function checkBucket(client: S3Client, location: S3Location): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
  } catch (error) {
    throw new BlobStoreUnavailableError(
      `Object storage ${describeLocation(location)} cannot be reached: ${reason(error)}`,
      { cause: error },
    );
  }
}

/** Objects in one bucket, one object per key; the app streams them, the bucket stays private. */
export function createS3Store(
  client: S3Client,
  location: S3Location,
  /** Keys per listing page when deleting a folder (S3's maximum is 1000; tests page with fewer). */
  options: { listPageSize?: number } = {},
): BlobStore {
  const Bucket = location.bucket;
  const objectKey = (key: string) => keySegments(key).join("/");

  const send = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw new BlobStoreUnavailableError(`Object storage failed: ${reason(error)}`, { cause: error });
    }
  };

  return {
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      // One PUT: S3 stores the whole object or nothing, and replaces an older one atomically, so no
      // reader sees a half-written object (and no temporary key is left behind by a crash).
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
            ContentMD5: createHash("md5").update(bytes).digest("base64"),
          }),
        ),
      );
    },

    async get(key): Promise<BlobObject | undefined> {
      const Key = objectKey(key);
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw new BlobStoreUnavailableError(`Object storage failed: ${reason(error)}`, { cause: error });
      }
      if (!response.Body) return undefined;
      return {
        body: response.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: response.ContentLength ?? 0,
      };
    },

    async ping() {
      await checkBucket(client, location);
    },

    async delete(key) {
      const Key = objectKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },

    async deletePrefix(prefix) {
      const Prefix = `${prefixSegments(prefix).join("/")}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: options.listPageSize ?? 1000 }),
          ),
        );
        const Objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (Objects.length > 0) {
          const result = await send(() =>
            client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0)
            throw new BlobStoreUnavailableError(
              `Object storage failed to delete ${failed.length} object(s) under ${Prefix}: ${failed[0]?.Code ?? ""} ${failed[0]?.Message ?? ""}`.trim(),
            );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async exists(key) {
      const Key = objectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw new BlobStoreUnavailableError(`Object storage failed: ${reason(error)}`, { cause: error });
      }
    },
  };
}
