import { createServer, type AddressInfo, type Socket } from "node:net";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../test/support/s3";
import { describeBlobStoreContract } from "./blob-store.contract";
import { BlobStoreUnavailableError } from "./blob-store";
import { checkBucket, createS3Client, createS3Store } from "./s3-store";

let s3: S3Server;
let client: S3Client;
let bucket = 0;
const buckets = Array.from({ length: 24 }, (_, i) => `kindred-test-${i}`);

beforeAll(async () => {
  // One bucket per test: each starts empty, with no clean-up between them.
  s3 = await startS3Server(buckets);
}, 30_000);
afterAll(() => s3?.close());

const nextLocation = () => s3.location(buckets[bucket++]!);

describeBlobStoreContract("S3 (s3rver)", () => {
  const location = nextLocation();
  return createS3Store(createS3Client(location), location);
});

describe("S3 blob store", () => {
  beforeEach(() => {
    client = s3.client();
  });

  it("stores the content type on the object and keeps the bucket's keys as given", async () => {
    const location = nextLocation();
    const store = createS3Store(createS3Client(location), location);
    await store.put("profile_photos/abc/0_1_main.webp", Buffer.from("webp"), "image/webp");
    const listed = await createS3Client(location).send(new ListObjectsV2Command({ Bucket: location.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(["profile_photos/abc/0_1_main.webp"]);
    const head = await fetch(`${s3.endpoint}/${location.bucket}/profile_photos/abc/0_1_main.webp`, { method: "HEAD" });
    // s3rver answers unsigned reads; a real bucket stays private (the app streams every file).
    expect(head.headers.get("content-type")).toBe("image/webp");
  });

  it("deletes a folder of more objects than one listing page holds", async () => {
    const location = nextLocation();
    const store = createS3Store(createS3Client(location), location, { listPageSize: 2 });
    const gone = Array.from({ length: 7 }, (_, i) => `message_photos/abc/${i}.jpg`);
    for (const key of [...gone, "message_photos/abd/kept.jpg"]) await store.put(key, Buffer.from(key), "image/jpeg");
    await store.deletePrefix("message_photos/abc");
    for (const key of gone) expect(await store.exists(key)).toBe(false);
    expect(await store.exists("message_photos/abd/kept.jpg")).toBe(true);
  });

  it("checks the bucket at start: a missing bucket or a server that is not there is one clear error", async () => {
    await expect(checkBucket(client, s3.location())).resolves.toBeUndefined();
    const missing = { ...s3.location(), bucket: "no-such-bucket" };
    await expect(checkBucket(createS3Client(missing), missing)).rejects.toThrow(BlobStoreUnavailableError);
    const failure = await checkBucket(createS3Client(missing), missing).catch((error) => error);
    expect(failure.detail).toBe(
      `Object storage s3://no-such-bucket at ${s3.endpoint} cannot be reached: no such bucket`,
    );
  });

  it("answers a storage failure with BlobStoreUnavailableError (503), which holds no detail for the client", async () => {
    const down = { ...s3.location(), endpoint: "http://127.0.0.1:9" };
    const store = createS3Store(createS3Client(down), down);
    const failure = await store.put("profile_photos/abc/1.jpg", Buffer.from("x"), "image/jpeg").catch((e) => e);
    expect(failure).toBeInstanceOf(BlobStoreUnavailableError);
    expect(failure.status).toBe(503);
    expect(failure.message).not.toMatch(/127\.0\.0\.1/);
    expect(failure.detail).toMatch(/ECONNREFUSED|connect/i);
    await expect(store.get("profile_photos/abc/1.jpg")).rejects.toThrow(BlobStoreUnavailableError);
  });

  it("gives up on a bucket that accepts connections and never answers, as unavailable", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const hanging = { ...s3.location(), endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` };
      const store = createS3Store(createS3Client(hanging, { connectionTimeout: 200, requestTimeout: 300 }), hanging);
      const failure = await store.put("profile_photos/abc/1.jpg", Buffer.from("x"), "image/jpeg").catch((e) => e);
      expect(failure).toBeInstanceOf(BlobStoreUnavailableError);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
