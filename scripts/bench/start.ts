// npm run bench:start — issue 29's figures: how long the server takes from its spawn until
// /api/health answers, and its resident memory (VmRSS) after it has sat idle, started as `npm start`
// runs it (the build, with its source maps), the build without source maps, and from source under
// tsx (`npm start` before issue 29). One data directory, migrated and seeded with the demo community by
// a first start, then each way in turn, several rounds; medians, with the lowest and highest beside.
//   BENCH_START_RUNS=<n>          rounds (5)
//   BENCH_START_IDLE_SECONDS=<n>  idle time before the memory reading (10)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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

// The build `npm run build` left (the e2e journeys share it): run that first to measure the code as it is.
if (!existsSync(path.join(ROOT, "apps/web/dist/index.html")) || !existsSync(path.join(ROOT, COMPILED_MAIN))) {
  console.log("Building the web app and the server (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-bench-start-"));
const samples = Object.fromEntries(MODES.map((mode) => [mode, { startMs: [] as number[], rssMb: [] as number[] }]));
const loadBefore = loadavg()[0]!.toFixed(2);
try {
  console.log(`Migrating and seeding ${dataDir} (first start)...`);
  const first = await startServer(dataDir, await freePort());
  await first.stop();
  for (let round = 1; round <= RUNS; round++) {
    for (const mode of MODES) {
      const server = await startServer(dataDir, await freePort(), { mode, pollMs: 10 });
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const { rssMb } = memoryOf(server.pid);
      await server.stop();
      samples[mode]!.startMs.push(server.startSeconds * 1000);
      samples[mode]!.rssMb.push(rssMb);
      console.log(`round ${round}, ${mode}: ${Math.round(server.startSeconds * 1000)} ms, ${rssMb} MB`);
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
      [`RSS after ${IDLE_SECONDS} s idle (MB)`]: spread(samples[mode]!.rssMb),
    })),
  )}\n`,
);
console.log(`${RUNS} rounds; load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after.`);
