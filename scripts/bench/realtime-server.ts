// The Kindred server for `npm run bench:realtime`, started in its own process (the default) or in the
// load generator's process (BENCH_INPROCESS=1). In a child it talks to the bench over IPC: it says where
// it listens, creates profiles and active matches for members the bench signed up over HTTP, and
// reports its own CPU time and event-loop delay for a measured window.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import type { Database } from "../../apps/server/src/db/client";
import { matches, profiles } from "../../apps/server/src/db/schema";
import { createLogger } from "../../apps/server/src/lib/logger";
import { startServer } from "../../apps/server/src/server";
import { benchConfig } from "./harness";
import { createProcessMeter, machineNow, type ProcessStats } from "./realtime-meter";
import { fmt, percentile } from "./stats";

export type BenchServer = {
  url: string;
  publicUrl: string;
  /** Profiles for these members and one active match per pair; answers the match ids in pair order. */
  setup: (pairs: [string, string][]) => Promise<string[]>;
  /** Starts a measured window (CPU time, event-loop delay). */
  mark: () => Promise<void>;
  stats: () => Promise<ProcessStats>;
  close: () => Promise<void>;
};

/** The real server (loadConfig + startServer, as `main.ts`), on PGlite or on the PostgreSQL at databaseUrl. */
export async function startBenchServer(databaseUrl?: string): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-bench-rt-"));
  const config = benchConfig(dataDir, {
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Several processes on one database must sign sessions with one secret.
    ...(process.env.BENCH_AUTH_SECRET ? { AUTH_SECRET: process.env.BENCH_AUTH_SECRET } : {}),
  });
  // BENCH_SESSION_CACHE_MS: how long the server keeps a session it read (auth's default otherwise), to
  // see what the reads a lapsed cache makes cost a send.
  const sessionCacheMs = Number(process.env.BENCH_SESSION_CACHE_MS) || undefined;
  const server = await startServer(config, { log: createLogger("silent"), sessionCacheMs });
  const { db } = server.database;
  const meter = createProcessMeter(`kindred-${databaseUrl ? "postgres" : "pglite"}`);
  const trace = process.env.BENCH_TRACE_SQL ? traceQueries(server.database) : undefined;
  // The moment each message is committed and handed to the bus: what follows is delivery proper.
  let published: Record<string, number> = {};
  const { bus } = server.realtime;
  const publish = bus.publish.bind(bus);
  bus.publish = (to, event) => {
    if (event.type === "message.created") published[event.message.clientId] = machineNow();
    return publish(to, event);
  };

  return {
    url: server.url,
    publicUrl: server.publicUrl,
    async setup(pairs) {
      const ids = pairs.flat();
      for (let i = 0; i < ids.length; i += 500) {
        await db.insert(profiles).values(
          ids.slice(i, i + 500).map((id, j) => ({
            id,
            firstName: `Member${i + j}`,
            lastName: "Bench",
            age: 25 + ((i + j) % 20),
            gender: (i + j) % 2 ? "male" : "female",
            interestedIn: "everyone",
            location: "Austin, Texas, United States",
            latitude: 30.2672,
            longitude: -97.7431,
          })),
        );
      }
      const byFirst = new Map<string, string>();
      for (let i = 0; i < pairs.length; i += 500) {
        const rows = await db
          .insert(matches)
          .values(
            pairs
              .slice(i, i + 500)
              .map(([a, b]) => ({ user1Id: a, user2Id: b, status: "active", matchedAt: new Date() })),
          )
          .returning({ id: matches.id, user1Id: matches.user1Id });
        for (const row of rows) byFirst.set(row.user1Id!, row.id);
      }
      // A live database is analysed by autovacuum; these tables were empty a moment ago.
      await db.execute(sql`analyze`);
      return pairs.map(([a]) => byFirst.get(a)!);
    },
    mark: async () => {
      trace?.clear();
      published = {};
      await meter.mark();
    },
    stats: async () => {
      trace?.print();
      return { ...(await meter.stats()), published };
    },
    close: async () => {
      await server.close(); // closes the database it opened too
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_TRACE_SQL=1: counts and times every statement the server sends to the database in the measured
 * window (from the call to its answer, so queueing for PGlite's single connection or a pool client
 * counts too; run at a low rate to see the cost of the statement alone). Printed to stderr.
 */
function traceQueries(database: Database) {
  type Query = (...args: unknown[]) => Promise<unknown>;
  const target = (database.pglite ?? database.pool) as unknown as { query: Query };
  const original = target.query.bind(target);
  const byStatement = new Map<string, { count: number; ms: number; samples: number[] }>();
  target.query = async (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === "string" ? first : String((first as { text?: string }).text ?? "?");
    const key = text.replace(/\s+/g, " ").slice(0, 110);
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      const entry = byStatement.get(key) ?? { count: 0, ms: 0, samples: [] };
      const ms = performance.now() - started;
      entry.count += 1;
      entry.ms += ms;
      entry.samples.push(ms);
      byStatement.set(key, entry);
    }
  };
  return {
    clear: () => byStatement.clear(),
    print() {
      const rows = [...byStatement].sort((a, b) => b[1].ms - a[1].ms);
      console.error(`SQL in the window (${database.engine}): count, total ms, mean, p99, max ms, statement`);
      for (const [statement, { count, ms, samples }] of rows.slice(0, 25)) {
        const cells = [String(count).padStart(7), ms.toFixed(0).padStart(8), (ms / count).toFixed(3).padStart(8)];
        cells.push(fmt(percentile(samples, 99)).padStart(7), fmt(Math.max(...samples)).padStart(7));
        console.error(`${cells.join(" ")}  ${statement}`);
      }
    },
  };
}

// Run as a child: `node --import tsx scripts/bench/realtime-server.ts` with an IPC channel.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await startBenchServer(process.env.BENCH_DATABASE_URL || undefined);
  type Request =
    { id: number; type: "setup"; pairs: [string, string][] } | { id: number; type: "mark" | "stats" | "close" };
  process.on("message", (request: Request) => {
    const reply = (body: unknown) => process.send!({ id: request.id, body });
    const fail = (error: unknown) => process.send!({ id: request.id, error: String(error) });
    if (request.type === "setup") server.setup(request.pairs).then(reply, fail);
    else if (request.type === "mark") server.mark().then(reply, fail);
    else if (request.type === "stats") server.stats().then(reply, fail);
    else if (request.type === "close") {
      server.close().then(() => process.send!({ id: request.id, body: null }, () => process.exit(0)), fail);
    }
  });
  process.send!({ id: 0, body: { url: server.url, publicUrl: server.publicUrl } });
}
