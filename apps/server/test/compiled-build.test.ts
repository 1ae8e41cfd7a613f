// The server as `npm start` runs it (issue 29): built by apps/server/scripts/build.mjs, run by plain
// node. Node 20 runs no TypeScript without a loader and nothing here registers one, so a piece the
// bundle missed (a file read beside the source, a workspace package left as TypeScript) fails here.
import { execFile, fork, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/env";
import type { SeedReply, SeedRequest } from "../src/modules/demo/seed-process";
import { freePort } from "./support/free-port";
import { TestClient, uniqueEmail } from "./support/client";
import { createDurableDatabase, type DurableDatabase } from "./support/durable-server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const BUILD = path.join(ROOT, "apps/server/scripts/build.mjs");
/** What the compiled processes get of this one's environment: no NODE_OPTIONS, so no loader. */
const BARE_ENV = { PATH: process.env.PATH ?? "" };

let outdir: string;
let database: DurableDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  // Outside the repository, with the repository's packages where node looks for them from there.
  outdir = await mkdtemp(path.join(tmpdir(), "kindred-build-"));
  await symlink(path.join(ROOT, "node_modules"), path.join(outdir, "node_modules"), "dir");
  // Without the initial cluster: these processes start on a database made for them.
  await promisify(execFile)(process.execPath, [BUILD, path.join(outdir, "dist"), "--no-initial-cluster"], {
    env: BARE_ENV,
  });
  database = await createDurableDatabase();
  env = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SEED_DEMO: "0",
    DATABASE_URL: "",
    PASSWORD_HASH_LOG_N: "12",
    RATE_LIMIT_SCALE: "100",
    WEB_DIST_DIR: path.join(outdir, "no-web-build"),
    ...database.env,
  };
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("seeds the demo community in its compiled child process", async () => {
    const config = loadConfig({ ...env, PORT: "0" });
    const child = fork(path.join(outdir, "dist/seed-process.child.js"), [], {
      execArgv: [],
      env: BARE_ENV,
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const replied = once(child, "message") as Promise<[SeedReply]>;
    const exited = once(child, "exit") as Promise<[number | null]>;
    const request: SeedRequest = {
      config,
      dbDir: path.join(config.dataDir, "db"),
      options: { cities: ["London"], photos: false },
    };
    child.send(request);
    const [[code], [reply]] = await Promise.all([exited, replied]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(reply).toEqual({ seeded: true });
  }, 60_000);

  it("starts with plain node, answers health, readiness and sign-up, and exits 0 on SIGTERM", async () => {
    const port = await freePort();
    const main = path.join(outdir, "dist/main.js");
    const server: ChildProcess = spawn(process.execPath, ["--enable-source-maps", main], {
      env: { ...BARE_ENV, ...env, PORT: String(port) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(server, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      const url = `http://127.0.0.1:${port}`;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`The compiled server exited (${server.exitCode}): ${stderr}`);
        const healthy = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const commandLine = (await readFile(`/proc/${server.pid}/cmdline`, "utf8")).split("\0").filter(Boolean);
      expect(commandLine).toEqual([process.execPath, "--enable-source-maps", main]);
      expect((await fetch(`${url}/api/ready`)).status).toBe(200);

      // The migrations folder and the common-passwords list are read from beside the bundle.
      const client = new TestClient({ url, publicUrl: `http://localhost:${port}` });
      const common = await client.signUp(uniqueEmail("common"), "iloveyou123");
      expect(common.status).toBe(400);
      expect((common.body as { error: { code: string } }).error.code).toBe("PASSWORD_TOO_COMMON");
      expect((await client.signUp(uniqueEmail("compiled"))).status).toBe(200);
      expect((await client.get<{ id: string }>("/api/me")).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
    }
    expect(await exited).toEqual([0, null]);
    expect(stderr).toBe("");
  }, 60_000);
});
