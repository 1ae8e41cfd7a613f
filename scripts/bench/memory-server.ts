// The server as `npm start` runs it (the build, apps/server/dist/main.js; or from source under tsx, as
// before issue 29), in its own process on a free loopback port, and its memory as the system counts
// it: VmRSS and VmHWM from /proc/<pid>/status.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitUntilHealthy } from "./server-process";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const MAIN = "apps/server/src/main.ts";
export const COMPILED_MAIN = "apps/server/dist/main.js";

/** How the server is started: as `npm start` runs it, without its source maps, or from source under tsx. */
export const SERVER_MODES = {
  compiled: [process.execPath, "--enable-source-maps", COMPILED_MAIN],
  "compiled, no source maps": [process.execPath, COMPILED_MAIN],
  tsx: [TSX, MAIN],
} as const;
export type ServerMode = keyof typeof SERVER_MODES;

export { freePort } from "./server-process";

/** A process's resident and peak resident memory, in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** The node process tsx's command line started to run main.ts: the server itself. */
function childOf(parent: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(MAIN)) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  return undefined;
}

export type StartedServer = {
  /** The server's process (tsx's child under tsx), whose memory is measured. */
  pid: number;
  /** tsx's command-line process, which only relays signals to the server (under tsx only). */
  wrapperPid?: number;
  startSeconds: number;
  stop: () => Promise<void>;
};

/** Starts the server on `dataDir` (PGlite, demo seed as by default) and waits until /api/health answers. */
export async function startServer(
  dataDir: string,
  port: number,
  { mode = "compiled", pollMs }: { mode?: ServerMode; pollMs?: number } = {},
): Promise<StartedServer> {
  const [command, ...args] = SERVER_MODES[mode];
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // The defaults a fresh install runs with: embedded database, demo community seeded on first start.
      DATABASE_URL: "",
      SEED_DEMO: "",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, { timeoutMs: 10 * 60_000, stop, stderr: () => stderr, pollMs });
  const startSeconds = (performance.now() - started) / 1000;
  if (mode !== "tsx") return { pid: child.pid!, startSeconds, stop };
  const pid = childOf(child.pid!);
  if (pid === undefined) {
    await stop();
    throw new Error("Could not find the server's process under tsx");
  }
  return { pid, wrapperPid: child.pid!, startSeconds, stop };
}
