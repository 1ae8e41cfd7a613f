// npm run bench:api — requests per second and p99 latency of Kindred's HTTP paths against a
// hello-world route on the same Hono + @hono/node-server stack, in one run: the 404 path, signed-in
// reads (own account and profile, the deck, conversations) and a message send. On PGlite by default,
// on PostgreSQL when DATABASE_URL is set (`scripts/with-postgres.sh npm run bench:api`). The servers
// run in one child process; autocannon drives them from this one.
// BENCH_SECONDS (5; hello world's runs half that) and BENCH_CONNECTIONS (50) set each measurement,
// taken in BENCH_ROUNDS (3) alternating windows of hello world and the path;
// BENCH_ONLY (comma-separated words) keeps the paths whose name has one; BENCH_PROFILE=<dir> writes
// a CPU profile of the server process per path's first window there (open it in Chrome's DevTools);
// BENCH_METRICS=1 turns the server's Prometheus metrics on (METRICS_PORT).
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { ApiBenchServers } from "./api-server";
import { spawnChild } from "./realtime-meter";
import { fmt, table } from "./stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HELLO_SECONDS = Math.max(1, Math.round(SECONDS / 2));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const here = path.dirname(fileURLToPath(import.meta.url));
const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

type Target = {
  name: string;
  url: string;
  method?: string;
  path: string;
  /** Per request: the member's cookie, and the body for a write. */
  signedIn?: boolean;
  body?: (matchId: string, n: number) => string;
  pathFor?: (matchId: string) => string;
};

const loadBefore = load();
const child = spawnChild(path.join(here, "api-server.ts"), {
  ...(process.env.DATABASE_URL ? { BENCH_DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const servers = (await child.ready) as ApiBenchServers;
const { members } = servers;

const targets: Target[] = [
  { name: "hello world", url: servers.hello, path: "/hello" },
  { name: "404 (GET /api/nothing-here)", url: servers.kindred, path: "/api/nothing-here" },
  { name: "GET /api/me", url: servers.kindred, path: "/api/me", signedIn: true },
  { name: "GET /api/profile", url: servers.kindred, path: "/api/profile", signedIn: true },
  { name: "GET /api/discovery/deck", url: servers.kindred, path: "/api/discovery/deck", signedIn: true },
  { name: "GET /api/conversations", url: servers.kindred, path: "/api/conversations", signedIn: true },
  {
    name: "POST message",
    url: servers.kindred,
    method: "POST",
    path: "/api/conversations",
    signedIn: true,
    pathFor: (matchId) => `/api/conversations/${matchId}/messages`,
    body: (_matchId, n) => JSON.stringify({ clientId: `bench-${process.pid}-${n}`, content: "Hello from the bench" }),
  },
];

let sent = 0;
function run(target: Target, seconds: number) {
  // What a browser sends: large answers then go compressed, and their cost is in the figures.
  const headers: Record<string, string> = { origin: servers.publicUrl, "accept-encoding": "gzip, deflate, br, zstd" };
  if (target.body) headers["content-type"] = "application/json";
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method ?? "GET",
        path: target.path,
        headers,
        // Requests rotate over the members (and their conversations), each with its own session.
        setupRequest: (request) => {
          if (!target.signedIn) return request;
          const member = members[sent++ % members.length]!;
          return {
            ...request,
            headers: { ...headers, cookie: member.cookie },
            ...(target.pathFor ? { path: target.pathFor(member.matchId) } : {}),
            ...(target.body ? { body: target.body(member.matchId, sent) } : {}),
          };
        },
      },
    ],
  });
}

const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const [helloTarget, ...paths] = targets as [Target, ...Target[]];
const chosen = paths.filter((t) => !only || only.some((word) => t.name.includes(word)));
const profileDir = process.env.BENCH_PROFILE;

/** One measured window: throughput, p99, failures, and the server process's CPU time per request. */
async function measure(target: Target, seconds: number, profileAs?: string) {
  await child.call("settle");
  await child.call("mark");
  if (profileDir && profileAs) await child.call("profile-start");
  const result = await run(target, seconds);
  if (profileDir && profileAs) {
    await child.call("profile-stop", { file: path.resolve(profileDir, `${profileAs}.cpuprofile`) });
  }
  const cpuMicros = await child.call<number>("cpu");
  // The 404 path answers 404 by design; everything else must succeed.
  const failed = result.errors + result.timeouts + (target.path.includes("nothing-here") ? 0 : result.non2xx);
  // (Seconds as measured: a window ends on its last response, a little after the nominal time.)
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99, failed, cpuMicros };
}
type Window = Awaited<ReturnType<typeof measure>>;
/** Windows added up: requests over time, CPU over requests; p99 is the worst window's. */
const total = (windows: Window[]) => {
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  return {
    rps: requests / windows.reduce((sum, w) => sum + w.seconds, 0),
    p99: Math.max(...windows.map((w) => w.p99)),
    failed: windows.reduce((sum, w) => sum + w.failed, 0),
    cpu: windows.reduce((sum, w) => sum + w.cpuMicros, 0) / requests,
  };
};

// Each path is compared with hello world measured in turn with it, ROUNDS times (hello world, then the
// path): on a shared machine the capacity left to the bench drifts within a run, and alternating short
// windows see the same conditions on average where one long window each would not.
const rows: Record<string, string | number>[] = [];
for (const [i, target] of chosen.entries()) {
  // Warm-up: JIT, pools, caches.
  await run(helloTarget, 1);
  await run(target, 1);
  const hellos: Window[] = [];
  const windows: Window[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const profileAs = round === 0 ? `api-${engine}-${i}` : undefined;
    hellos.push(await measure(helloTarget, HELLO_SECONDS / ROUNDS, profileAs && `${profileAs}-hello`));
    windows.push(await measure(target, SECONDS / ROUNDS, profileAs));
  }
  const hello = total(hellos);
  const measured = total(windows);
  rows.push({
    path: target.name,
    "req/s": Math.round(measured.rps),
    "p99 ms": fmt(measured.p99),
    "hello req/s": Math.round(hello.rps),
    "vs hello": `${((measured.rps / hello.rps) * 100).toFixed(1)} %`,
    "CPU us/req": measured.cpu.toFixed(0),
    "hello CPU us/req": hello.cpu.toFixed(0),
    failed: measured.failed + hello.failed,
  });
}
await child.close();

console.log(
  `\nAPI throughput on ${engine}: ${CONNECTIONS} connections, ${SECONDS} s per path (hello world ${HELLO_SECONDS} s ` +
    `with each), in ${ROUNDS} alternating rounds, ${members.length} signed-in members; load average before ` +
    `${loadBefore}, after ${load()}\n`,
);
console.log(table(rows));
process.exit(0);
