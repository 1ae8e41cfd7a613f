import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createS3Client, type S3Location } from "../../src/storage/s3-store";

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), "s3rver-process.mjs");

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * A real S3-protocol server (s3rver, in a child process) on a free loopback port, keeping its objects in a temporary
 * folder: the S3 adapter is tested over HTTP against it, never against a mock of our own code.
 */
export async function startS3Server(buckets: string[] = ["kindred-test"]) {
  const directory = await mkdtemp(path.join(tmpdir(), "kindred-s3-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", SERVER, directory, ...buckets], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), "line"),
    once(child, "exit").then(() => {
      throw new Error(`s3rver did not start: ${stderr}`);
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const location = (bucket = buckets[0]!): S3Location => ({
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
  });
  return {
    endpoint,
    location,
    client: (bucket?: string) => createS3Client(location(bucket)),
    /** What the server reads to use this bucket (startTestServer's env). */
    env: (bucket = buckets[0]!) => ({
      STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    close: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
