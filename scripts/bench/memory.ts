// npm run bench:memory — issue 17's memory figures: the server as `npm start` runs it (PGlite in a
// fresh data directory, the demo community seeded on its first start), its resident memory (VmRSS of
// the server's own process) right after the first start answers /api/health and after it has sat
// idle, then the same after a restart on the now seeded data directory. Measured as a user's server
// runs: no forced garbage collection. Figures move with the machine's load: it is printed beside them.
//   BENCH_MEMORY_IDLE_SECONDS=<n>  how long each start sits idle before the second reading (30)
//   BENCH_MEMORY_MODE=tsx           the server from source under tsx, as `npm start` ran it before issue 29
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COMPILED_MAIN, freePort, memoryOf, SERVER_MODES, startServer, type ServerMode } from "./memory-server";
import { table } from "./stats";

const TARGETS = { afterFirstStartMb: 400, idleMb: 300 };
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 30);
const MODE = (process.env.BENCH_MEMORY_MODE ?? "compiled") as ServerMode;
if (!(MODE in SERVER_MODES)) throw new Error(`BENCH_MEMORY_MODE is one of ${Object.keys(SERVER_MODES).join(", ")}`);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const load = () => loadavg()[0]!.toFixed(2);
const verdict = (mb: number, target: number) =>
  `${mb} ${mb < target ? "<" : ">="} ${target} ${mb < target ? "ok" : "OVER"}`;

if (!existsSync(path.join(ROOT, "apps/web/dist/index.html")) || !existsSync(path.join(ROOT, COMPILED_MAIN))) {
  console.log("Building the web app and the server (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-bench-memory-"));
const rows: Record<string, string | number>[] = [];
let over = false;
try {
  for (const run of ["first start (seeds)", "restart"] as const) {
    const port = await freePort();
    console.log(`${run}: starting on port ${port} over ${dataDir}...`);
    const server = await startServer(dataDir, port, { mode: MODE });
    const started = memoryOf(server.pid);
    const loadAtStart = load();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = memoryOf(server.pid);
    const wrapper = server.wrapperPid === undefined ? undefined : memoryOf(server.wrapperPid);
    await server.stop();
    const startTarget = run === "restart" ? TARGETS.idleMb : TARGETS.afterFirstStartMb;
    over ||= started.rssMb >= startTarget || idle.rssMb >= TARGETS.idleMb;
    rows.push({
      run,
      "ready after": `${server.startSeconds.toFixed(1)} s`,
      "RSS when ready (MB)": verdict(started.rssMb, startTarget),
      [`RSS after ${IDLE_SECONDS} s idle (MB)`]: verdict(idle.rssMb, TARGETS.idleMb),
      "peak RSS (MB)": idle.peakMb,
      "load (1 min) ready / idle": `${loadAtStart} / ${load()}`,
      ...(wrapper ? { "tsx wrapper RSS (MB)": wrapper.rssMb } : {}),
    });
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\n${table(rows)}\n`);
console.log(
  `Targets (issue 17): under ${TARGETS.afterFirstStartMb} MB after the first start, under ${TARGETS.idleMb} MB idle ` +
    `(a restart is held to the idle target from the start). RSS of the server's process (${MODE}); ` +
    "the demo seed runs in a process of its own, not counted here.",
);
if (over) process.exitCode = 1;
