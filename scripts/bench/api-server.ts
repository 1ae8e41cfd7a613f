// The servers `npm run bench:api` measures, in one child process: Kindred (PGlite, or the PostgreSQL at
// BENCH_DATABASE_URL) with seeded members, and a hello-world route on the same Hono + @hono/node-server
// stack beside it, so both run under the same process conditions. Talks to the bench over IPC.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { openDatabase, type Database } from "../../apps/server/src/db/client";
import { profiles } from "../../apps/server/src/db/schema";
import { createLogger } from "../../apps/server/src/lib/logger";
import { createDemoRepository } from "../../apps/server/src/modules/demo/demo.repository";
import { bulkSeedMembers } from "../../apps/server/src/modules/demo/demo.service";
import { startServer } from "../../apps/server/src/server";
import { TestClient } from "../../apps/server/test/support/client";
import { benchConfig, VIEWER_HUBS } from "./harness";

/** Members others see in their decks (spread over 20 hubs by the bulk seed). */
const SEEDED = 10_000;
/** Signed-in members the load rotates over; pairs of them are matched. */
const MEMBERS = 20;

export type BenchMember = { cookie: string; matchId: string };
export type ApiBenchServers = { kindred: string; publicUrl: string; hello: string; members: BenchMember[] };

async function openBenchDatabase(dataDir: string, url: string | undefined) {
  if (!url) return { database: await openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "db") }) };
  const name = "kindred_bench_api";
  const admin = await openDatabase({ engine: "postgres", url });
  await admin.db.execute(`drop database if exists ${name} with (force)`);
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // The pool the server opens for itself from DATABASE_URL (10 connections).
  const database: Database = await openDatabase({ engine: "postgres", url: target.toString() });
  const drop = async () => {
    const cleanup = await openDatabase({ engine: "postgres", url });
    await cleanup.db.execute(`drop database if exists ${name} with (force)`);
    await cleanup.close();
  };
  return { database, drop };
}

async function start() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-bench-api-"));
  const { database, drop } = await openBenchDatabase(dataDir, process.env.BENCH_DATABASE_URL || undefined);
  await database.migrate();
  await bulkSeedMembers(createDemoRepository(database.db), SEEDED);
  // A steady-state database is vacuumed (autovacuum): the deck then uses index-only scans.
  await database.db.execute("vacuum analyze");
  // BENCH_METRICS=1: with Prometheus metrics on (METRICS_PORT), so their cost per request shows.
  const metrics: Record<string, string> = process.env.BENCH_METRICS === "1" ? { METRICS_PORT: "0" } : {};
  const server = await startServer(
    benchConfig(dataDir, { WEB_DIST_DIR: path.join(dataDir, "no-web-build"), ...metrics }),
    {
      database,
      log: createLogger("silent"),
    },
  );

  const hello = new Hono().get("/hello", (c) => c.json({ hello: "world" }));
  const helloServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: hello.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  const helloPort = (helloServer.address() as AddressInfo).port;

  // Members sign up through the API (as the web app does); profiles are written straight to the table.
  const clients: { client: TestClient; id: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const client = new TestClient(server);
    await client.signUp(`api-bench-${i}@bench.kindred.invalid`);
    const { id } = (await client.get<{ id: string }>("/api/me")).body;
    await database.db.insert(profiles).values({
      id,
      firstName: `Bench${i}`,
      age: 25 + (i % 20),
      gender: i % 2 ? "male" : "female",
      interestedIn: "everyone",
      ...VIEWER_HUBS[Math.floor(i / 2) % VIEWER_HUBS.length]!,
      location: "Bench",
      discoveryDistanceKm: 80,
      lookingFor: ["Long-term Relationship"],
      interests: ["Travel", "Hiking"],
      matchStyle: "deep_connector",
      mbtiType: "INFJ",
    });
    clients.push({ client, id });
  }
  const members: BenchMember[] = [];
  for (let i = 0; i < MEMBERS; i += 2) {
    const [a, b] = [clients[i]!, clients[i + 1]!];
    await a.client.post("/api/likes", { targetId: b.id });
    const back = await b.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: a.id });
    if (back.body.outcome !== "matched") throw new Error(`expected a match, got ${JSON.stringify(back.body)}`);
    for (const member of [a, b]) members.push({ cookie: member.client.cookieHeader, matchId: back.body.matchId });
  }
  await database.db.execute("analyze");

  const servers: ApiBenchServers = {
    kindred: server.url,
    publicUrl: server.publicUrl,
    hello: `http://127.0.0.1:${helloPort}`,
    members,
  };
  return {
    servers,
    async close() {
      await new Promise<void>((resolve) => helloServer.close(() => resolve()));
      await server.close();
      await database.close();
      await drop?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** BENCH_PROFILE: a CPU profile of one measured window, written where the bench says. */
function profiler() {
  const session = new Session();
  session.connect();
  return {
    start: async () => {
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    },
    stop: async (file: string) => {
      const { profile } = await session.post("Profiler.stop");
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

/**
 * Resolves once this process is idle (under 10 % of a core for 100 ms, or after 15 s): requests a window
 * left in flight (50 decks on PGlite take a second or more) must not be finished in the next window.
 */
async function settle(): Promise<null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const start = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { user, system } = process.cpuUsage(start);
    if (user + system < 10_000 || Date.now() > deadline) return null;
  }
}

// Run as a child (scripts/bench/api.ts spawns it with an IPC channel).
const running = await start();
const profile = profiler();
// CPU time of this process over a measured window: per request, steadier than req/s on a shared machine.
let cpuMark = process.cpuUsage();
process.on("message", (request: { id: number; type: string; file?: string }) => {
  const reply = (body: unknown) => process.send!({ id: request.id, body });
  const fail = (error: unknown) => process.send!({ id: request.id, error: String(error) });
  if (request.type === "mark") reply((cpuMark = process.cpuUsage()) && null);
  else if (request.type === "settle") settle().then(reply, fail);
  else if (request.type === "cpu") {
    const { user, system } = process.cpuUsage(cpuMark);
    reply(user + system);
  } else if (request.type === "profile-start") profile.start().then(reply, fail);
  else if (request.type === "profile-stop") profile.stop(request.file!).then(reply, fail);
  else if (request.type === "close") {
    running.close().then(() => process.send!({ id: request.id, body: null }, () => process.exit(0)), fail);
  }
});
// The bench that started this process is gone (it failed): nothing will ever ask for the rest.
process.on("disconnect", () => process.exit(1));
process.send!({ id: 0, body: running.servers });
