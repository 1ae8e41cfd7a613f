// npm run bench:api — requests per second and p99 latency of Kindred's HTTP paths against a
// hello-world route on the same Hono + @hono/node-server stack, in one run: the 404 path, signed-in
// reads (own account and profile, the deck, conversations) and a message send. On PGlite by default,
// on PostgreSQL when DATABASE_URL is set (`scripts/with-postgres.sh npm run bench:api`). The servers
// run in one child process; autocannon drives them from this one.
// BENCH_SECONDS (5; hello world's runs half that) and BENCH_CONNECTIONS (50) set each measurement;
// BENCH_ONLY (comma-separated words) keeps the paths whose name has one; BENCH_PROFILE=<dir> writes
// a CPU profile of the server process per measured window there (open it in Chrome's DevTools).
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
  const headers: Record<string, string> = { origin: servers.publicUrl };
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
  await child.call("mark");
  if (profileDir && profileAs) await child.call("profile-start");
  const result = await run(target, seconds);
  if (profileDir && profileAs) {
    await child.call("profile-stop", { file: path.resolve(profileDir, `${profileAs}.cpuprofile`) });
  }
  const cpuMicros = await child.call<number>("cpu");
  // The 404 path answers 404 by design; everything else must succeed.
  const failed = result.errors + result.timeouts + (target.path.includes("nothing-here") ? 0 : result.non2xx);
  return { rps: result.requests.average, p99: result.latency.p99, failed, cpu: cpuMicros / result.requests.total };
}

// Each path is measured right after hello world and compared with that run: on a shared machine the
// capacity left to the bench drifts within a run, and neighbouring windows see the same conditions.
const rows: Record<string, string | number>[] = [];
for (const [i, target] of chosen.entries()) {
  // Warm-up: JIT, pools, caches.
  await run(helloTarget, 1);
  await run(target, 1);
  const hello = await measure(helloTarget, HELLO_SECONDS, `api-${engine}-${i}-hello`);
  const measured = await measure(target, SECONDS, `api-${engine}-${i}`);
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
    `just before each), ${members.length} signed-in members; load average before ${loadBefore}, after ${load()}\n`,
);
console.log(table(rows));
process.exit(0);
