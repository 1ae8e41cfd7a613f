// `npm run storage -- copy-to-s3`: an instance's uploads folder into the bucket, resumable and verified.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyUploadsToS3 } from "../src/storage/copy-to-s3";
import { compiled } from "./support/child-server";
import { startS3Server, type S3Server } from "./support/s3";

let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server(["copy-api", "copy-cli"]);
  dataDir = await mkdtemp(path.join(tmpdir(), "kindred-copy-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  "profile_photos/u1/0_1_main.webp": "main photo bytes",
  "profile_photos/u1/0_1_preview.webp": "preview",
  "message_photos/u2/abc.webp": "message image",
  "data_exports/u1/export.zip": "zip bytes",
};

async function writeUploads(root: string) {
  for (const [key, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, key)), { recursive: true });
    await writeFile(path.join(root, key), content);
  }
  // The disk adapter's leftover from a crash mid-write: never copied.
  await writeFile(path.join(root, "profile_photos/u1/0_1_main.webp.0a1b2c.tmp"), "half");
}

const objectText = async (bucket: string, key: string) => {
  const object = await s3.client(bucket).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return object.Body!.transformToString();
};

describe("copying the uploads folder to S3", () => {
  it("copies every file under its key, skips what is already there on a second run, and verifies", async () => {
    const uploads = path.join(dataDir, "api", "uploads");
    await writeUploads(uploads);
    const location = s3.location("copy-api");
    // An earlier run stopped part-way: one object is there whole, another was left at the wrong size.
    await s3
      .client("copy-api")
      .send(new PutObjectCommand({ Bucket: "copy-api", Key: "message_photos/u2/abc.webp", Body: "message image" }));
    await s3
      .client("copy-api")
      .send(new PutObjectCommand({ Bucket: "copy-api", Key: "data_exports/u1/export.zip", Body: "zip" }));

    const first = await copyUploadsToS3(uploads, s3.client("copy-api"), location, { concurrency: 2 });
    expect(first).toEqual({ files: 4, bytes: 45, copied: 3, skipped: 1, ignored: [], mismatched: [] });
    for (const [key, content] of Object.entries(FILES)) expect(await objectText("copy-api", key)).toBe(content);

    const again = await copyUploadsToS3(uploads, s3.client("copy-api"), location);
    expect(again).toMatchObject({ files: 4, copied: 0, skipped: 4, mismatched: [] });
  });

  it("runs as `npm run storage -- copy-to-s3` and says what it verified", async () => {
    const root = path.join(dataDir, "cli");
    await writeUploads(path.join(root, "uploads"));
    const child = spawn(process.execPath, [compiled("cli-storage"), "copy-to-s3"], {
      env: {
        ...process.env,
        DATA_DIR: root,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        ...s3.env("copy-cli"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number];
    expect(code, output).toBe(0);
    expect(output).toContain("4 files (45 bytes): 4 copied, 0 already there.");
    expect(output).toContain("Verified: all 4 files are in the bucket with their sizes.");
    expect(await objectText("copy-cli", "profile_photos/u1/0_1_main.webp")).toBe("main photo bytes");
  });
});
