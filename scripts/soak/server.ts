// The server under soak: the real entry point in a process of its own, over a fresh embedded database
// (PGlite) in a temporary DATA_DIR, on a free loopback port; its memory read from /proc.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitUntilHealthy } from "../bench/server-process";
import type { Options } from "./options";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BUILD = "apps/server/dist/main.js";
const SOURCE = "apps/server/src/main.ts";
/** What the build is made from: a file here newer than the build means the build is not what is checked out. */
const SOURCE_DIRS = ["apps/server/src", "packages/contracts/src"];

export type SoakServer = {
  url: string;
  /** The Origin a member's browser sends (PUBLIC_URL's default). */
  origin: string;
  host: string;
  port: number;
  pid: number;
  how: string;
  /** The server's own report of trouble (LOG_LEVEL=error), for the figures. */
  stderr: () => string;
  exited: () => boolean;
  stop: () => Promise<void>;
};

function newestSourceMs(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir));
  return newest;
}

/** The build (as `npm start` runs it) when it exists and is current; otherwise the source under tsx. */
function command(choice: Options["server"]): { args: string[]; how: string } {
  const build = path.join(ROOT, BUILD);
  const fromBuild = { args: ["--enable-source-maps", BUILD], how: `node ${BUILD}` };
  const fromSource = { args: ["--import", "tsx", SOURCE], how: `node --import tsx ${SOURCE}` };
  if (choice === "build") {
    if (!existsSync(build)) throw new Error(`${BUILD} does not exist: run npm run build first`);
    return fromBuild;
  }
  if (choice === "source" || !existsSync(build)) return fromSource;
  if (statSync(build).mtimeMs >= newestSourceMs()) return fromBuild;
  return { ...fromSource, how: `${fromSource.how} (the build is older than the source)` };
}

export async function startServer(options: Options): Promise<SoakServer> {
  const { args, how } = command(options.server);
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-soak-"));
  const port = await freePort();
  const host = "127.0.0.1";
  // tsx as a loader, not its command-line wrapper: one process, whose pid is the server's (its memory, its signals).
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: host,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      STORAGE_URL: "",
      SEED_DEMO: "0",
      SMTP_URL: "",
      ADMIN_EMAILS: "",
      LOG_LEVEL: "error",
      PASSWORD_HASH_LOG_N: "12",
      RATE_LIMIT_SCALE: String(options.rateLimitScale),
      // The members' proof-of-work at its cheapest: the soak measures the server, not 300 phones solving.
      PROOF_OF_WORK_COST: "1",
      PROOF_OF_WORK_ATTEMPTS: "4",
      METRICS_PORT: "",
      // No web build to serve: the soak speaks only to the API.
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    // Enough to name what went wrong, not a growing copy of a noisy log.
    if (stderr.length < 200_000) stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // A server that does not drain within its own limits is killed: the soak must stop by itself.
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://${host}:${port}`;
  await waitUntilHealthy(url, child, { timeoutMs: 120_000, stop, stderr: () => stderr, pollMs: 100 });
  return {
    url,
    origin: `http://localhost:${port}`,
    host,
    port,
    pid: child.pid!,
    how,
    stderr: () => stderr,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop,
  };
}

/** A process's resident memory now and its peak so far (VmRSS, VmHWM), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}
