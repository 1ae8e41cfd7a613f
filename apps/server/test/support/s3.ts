import { spawn, type ChildProcess } from "node:child_process";
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
  const first = await spawnS3rver(directory, buckets, 0);
  const port = first.port;
  let child = first.child;
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
    /** The server goes away (its objects kept), as a bucket's outage. */
    stop: () => stopChild(child),
    /** The server comes back on the same address with the same objects. */
    restart: async () => {
      await stopChild(child);
      ({ child } = await spawnS3rver(directory, buckets, port));
    },
    close: async () => {
      await stopChild(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function spawnS3rver(directory: string, buckets: string[], port: number) {
  const child = spawn(process.execPath, ["--openssl-legacy-provider", SERVER, directory, ...buckets], {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, S3RVER_PORT: String(port) },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), "line"),
    once(child, "exit").then(() => {
      throw new Error(`s3rver did not start: ${stderr}`);
    }),
  ])) as [string];
  return { child, port: (JSON.parse(line) as { port: number }).port };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
