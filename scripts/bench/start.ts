// npm run bench:start — issue 29's figures: how long the server takes from its spawn until
// /api/health answers, and its resident memory (VmRSS) after it has sat idle, started as `npm start`
// runs it (the build, with its source maps), the build without source maps, and from source under
// tsx (`npm start` before issue 29). One data directory, migrated and seeded with the demo community by
// a first start, then each way in turn, several rounds; medians, with the lowest and highest beside.
// The CPU time each start used (the server's process and tsx's wrapper) moves less with the machine's
// load than the wall clock does.
//   BENCH_START_RUNS=<n>          rounds (5)
//   BENCH_START_IDLE_SECONDS=<n>  idle time before the memory reading (10)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COMPILED_MAIN, freePort, memoryOf, SERVER_MODES, startServer, type ServerMode } from "./memory-server";
import { percentile, table } from "./stats";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_START_IDLE_SECONDS ?? 10);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MODES = Object.keys(SERVER_MODES) as ServerMode[];

/** User and system CPU time a process has used, in ms (/proc/<pid>/stat's fields 14 and 15, in 1/100 s). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// The build `npm run build` left (the e2e journeys share it): run that first to measure the code as it is.
if (!existsSync(path.join(ROOT, "apps/web/dist/index.html")) || !existsSync(path.join(ROOT, COMPILED_MAIN))) {
  console.log("Building the web app and the server (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-bench-start-"));
const samples = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    { startMs: [] as number[], cpuMs: [] as number[], rssMb: [] as number[], wrapperMb: [] as number[] },
  ]),
);
const loadBefore = loadavg()[0]!.toFixed(2);
try {
  console.log(`Migrating and seeding ${dataDir} (first start)...`);
  const first = await startServer(dataDir, await freePort());
  await first.stop();
  for (let round = 1; round <= RUNS; round++) {
    for (const mode of MODES) {
      const server = await startServer(dataDir, await freePort(), { mode, pollMs: 10 });
      const cpu = cpuMs(server.pid) + (server.wrapperPid === undefined ? 0 : cpuMs(server.wrapperPid));
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const { rssMb } = memoryOf(server.pid);
      const wrapperMb = server.wrapperPid === undefined ? 0 : memoryOf(server.wrapperPid).rssMb;
      await server.stop();
      const sample = samples[mode]!;
      sample.startMs.push(server.startSeconds * 1000);
      sample.cpuMs.push(cpu);
      sample.rssMb.push(rssMb);
      sample.wrapperMb.push(wrapperMb);
      console.log(`round ${round}, ${mode}: ${Math.round(server.startSeconds * 1000)} ms (CPU ${cpu} ms), ${rssMb} MB`);
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const spread = (values: number[]) =>
  `${Math.round(percentile(values, 50))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
console.log(
  `\n${table(
    MODES.map((mode) => ({
      server: mode,
      "start until /api/health (ms)": spread(samples[mode]!.startMs),
      "CPU until then (ms)": spread(samples[mode]!.cpuMs),
      [`RSS after ${IDLE_SECONDS} s idle (MB)`]: spread(samples[mode]!.rssMb),
      "+ tsx's wrapper (MB)": mode === "tsx" ? spread(samples[mode]!.wrapperMb) : "-",
    })),
  )}\n`,
);
console.log(`${RUNS} rounds; load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after.`);
