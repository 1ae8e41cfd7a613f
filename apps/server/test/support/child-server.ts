import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "./free-port";

/**
 * A file of this run's build of the server (support/global-setup.ts): its entry point, as `npm start`
 * runs it, or a command-line tool, as `npm run backup|restore|storage` runs it.
 */
export const compiled = (entry: "main" | "cli-backup" | "cli-restore" | "cli-storage") =>
  path.join(inject("serverBuild"), `${entry}.js`);

/**
 * A second Kindred server in its own operating-system process (the real entry point, built as `npm start` runs it), on
 * the same PostgreSQL database: what a deployment with several app processes behind a balancer runs.
 */
export async function startChildServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-child-"));
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", compiled("main")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "0",
      PASSWORD_HASH_LOG_N: "12",
      RATE_LIMIT_SCALE: "100",
      PROOF_OF_WORK_COST: "1",
      PROOF_OF_WORK_ATTEMPTS: "4",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Loading the server takes seconds on a loaded machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The child server exited (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      // Not left behind: a child that never answered would outlive the test run.
      child.kill("SIGKILL");
      throw new Error(`The child server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    publicUrl: `http://localhost:${port}`,
    pid: child.pid,
    /** The exit code once the process has ended (a signal sent with `process.kill(pid)`, say). */
    exited,
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
