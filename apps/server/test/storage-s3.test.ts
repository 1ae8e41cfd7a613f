// The real server with its uploads in an S3-compatible bucket (s3rver on loopback) instead of the disk.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiled } from "./support/child-server";
import { photoHelpers, type ApiError } from "./support/photos";
import { startS3Server, type S3Server } from "./support/s3";
import { startTestServer, type TestServer } from "./support/server";
import * as images from "./support/images";

let s3: S3Server;
let server: TestServer;
beforeAll(async () => {
  s3 = await startS3Server(["kindred-uploads", "kindred-broken"]);
  server = await startTestServer(s3.env("kindred-uploads"));
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const { newMember, uploadOk, rowsOf, sessionCookie, download } = photoHelpers(() => server);

const objectBytes = async (key: string) => {
  const object = await s3.client("kindred-uploads").send(new GetObjectCommand({ Bucket: "kindred-uploads", Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
};

describe("photos on S3 storage", () => {
  it("stores a photo in the bucket, streams it back byte for byte to its owner, and refuses a stranger a private one", async () => {
    const owner = await newMember("s3-owner");
    const stranger = await newMember("s3-stranger");
    const photo = await uploadOk(owner, await images.jpeg(400, 300));
    const [row] = await rowsOf(owner.id);
    const stored = await objectBytes(row!.storageKey);
    expect(stored.byteLength).toBe(row!.bytes);

    const { response, bytes } = await download(await sessionCookie(owner.email), photo.url);
    expect(response.status).toBe(200);
    expect(bytes.equals(stored)).toBe(true);
    // Nothing went to the local disk.
    expect(await readdir(server.config.uploadsDir).catch(() => [])).toEqual([]);

    expect((await owner.client.request("PATCH", `/api/photos/${photo.id}`, { json: { isPrivate: true } })).status).toBe(
      200,
    );
    for (const url of [photo.url, photo.previewUrl]) {
      const refused = await stranger.client.request<ApiError>("GET", url);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe("NOT_FOUND");
      expect((await owner.client.request("GET", url)).status).toBe(200);
    }
  });
});

/** The real entry point with this environment, expected to refuse to start: its exit code and stderr. */
async function failedStart(env: Record<string, string>) {
  const child = spawn(process.execPath, [compiled("main")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: path.join(server.config.dataDir, "never-started"),
      LOG_LEVEL: "warn",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number];
  return { code, lines: stderr.trim().split("\n") };
}

describe("start-up", () => {
  it("refuses a bad STORAGE_URL with one line naming it, exit code 1", async () => {
    const { code, lines } = await failedStart({ STORAGE_URL: "s3://Not_A_Bucket" });
    expect(code).toBe(1);
    expect(lines.filter((line) => line.includes("STORAGE_URL"))).toEqual([
      "  - STORAGE_URL must name a valid bucket after s3:// (expected s3://bucket?endpoint=https://host:port&region=us-east-1&forcePathStyle=true)",
    ]);
  });

  it("refuses a bucket it cannot reach with one line, exit code 1", async () => {
    const { code, lines } = await failedStart(s3.env("no-such-bucket"));
    expect(code).toBe(1);
    expect(lines).toEqual([`Object storage s3://no-such-bucket at ${s3.endpoint} cannot be reached: no such bucket`]);
  });
});

describe("a storage failure while running", () => {
  it("answers an upload with 503 and the error shape, keeps no row of it, and recovers when the bucket returns", async () => {
    const broken = await startS3Server(["kindred-broken"]);
    const brokenServer = await startTestServer(broken.env("kindred-broken"));
    const helpers = photoHelpers(() => brokenServer);
    try {
      const member = await helpers.newMember("s3-down");
      const before = await helpers.uploadOk(member, await images.jpeg(300, 200));
      expect((await fetch(`${brokenServer.url}/api/ready`)).status).toBe(200);
      await broken.stop();
      // A balancer stops sending this process uploads it cannot keep.
      const notReady = await fetch(`${brokenServer.url}/api/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({
        error: { code: "UNAVAILABLE", message: "Not ready: storage unreachable." },
      });
      const response = await helpers.upload(member.client, await images.jpeg(200, 150));
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: {
          code: "UNAVAILABLE",
          message: "File storage is unavailable just now. Nothing was saved; please try again in a moment.",
        },
      });
      expect((await helpers.rowsOf(member.id)).map((row) => row.id)).toEqual([before.id]);

      // Back again: no restart of ours, the next requests simply work.
      await broken.restart();
      expect((await fetch(`${brokenServer.url}/api/ready`)).status).toBe(200);
      const read = await helpers.download(await helpers.sessionCookie(member.email), before.url);
      expect(read.response.status).toBe(200);
      await helpers.uploadOk(member, await images.jpeg(200, 150));
      expect(await helpers.rowsOf(member.id)).toHaveLength(2);
    } finally {
      await brokenServer.close();
      await broken.close();
    }
  });
});
