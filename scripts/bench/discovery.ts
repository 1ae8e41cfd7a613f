// npm run bench:discovery — deck latency through the API and as raw SQL, the floor under any signed-in
// request (GET /api/me: the session check alone), and like latency, at several sizes: 10k and 100k
// members on PGlite, 100k and 1M on PostgreSQL (a throw-away server through pg_virtualenv when
// DATABASE_URL is not set). Prints one table; sizes can be chosen with
// BENCH_PGLITE_SIZES / BENCH_POSTGRES_SIZES (comma-separated, empty to skip). The scale run is
// BENCH_PGLITE_SIZES= BENCH_POSTGRES_SIZES=1000000,10000000 BENCH_INTERLEAVE=1 with DATABASE_URL set
// (about 20 minutes for 10M, ~9 GB of disk). By default each size is seeded and measured before the
// next, one database on disk at a time. With BENCH_INTERLEAVE=1 (PostgreSQL from DATABASE_URL only)
// every PostgreSQL size is seeded first, each in its own database with its own server and viewers, and
// then the requests alternate between the sizes one by one: on a shared box the load drifts over the
// minutes between two sequential sizes, which made a 10M/1M ratio measure the load, not the size.
// After the table it prints the last PostgreSQL size's p95 over the first's (interleaved: the largest
// over the smallest).
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database } from "../../apps/server/src/db/client";
import { profiles, sessions, users } from "../../apps/server/src/db/schema";
import { createLogger } from "../../apps/server/src/lib/logger";
import { createDemoRepository } from "../../apps/server/src/modules/demo/demo.repository";
import { bulkSeedMembers } from "../../apps/server/src/modules/demo/demo.service";
import { createDeckRepository } from "../../apps/server/src/modules/matching/deck.repository";
import { viewerOf } from "../../apps/server/src/modules/matching/deck.service";
import { createPhotosRepository } from "../../apps/server/src/modules/photos/photos.repository";
import { createPhotoReader } from "../../apps/server/src/modules/photos/photos.service";
import { createProfileRepository } from "../../apps/server/src/modules/profile/profile.repository";
import { startServer } from "../../apps/server/src/server";
import { TestClient } from "../../apps/server/test/support/client";
import { benchConfig, rowsFromThrowawayPostgres, VIEWER_HUBS } from "./harness";
import { fmt, percentile, table, time } from "./stats";

const sizes = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(",").filter(Boolean).map(Number);
const VIEWERS = 20;
const DECK_REQUESTS = 200;
const LIKE_REQUESTS = 200;

type Row = Record<string, string | number>;

/** One size, seeded and served: everything the measurements need, and how to take it down. */
type Prepared = Awaited<ReturnType<typeof prepare>>;

async function prepare(engine: "pglite" | "postgres", members: number, url?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-bench-"));
  let database: Database;
  let dropName: string | undefined;
  if (engine === "postgres") {
    dropName = `kindred_bench_${members}`;
    const admin = await openDatabase({ engine: "postgres", url: url! });
    await admin.db.execute(`drop database if exists ${dropName}`);
    await admin.db.execute(`create database ${dropName}`);
    await admin.close();
    const target = new URL(url!);
    target.pathname = `/${dropName}`;
    database = await openDatabase({ engine: "postgres", url: target.toString(), poolSize: 10 });
  } else {
    database = await openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "db") });
  }
  await database.migrate();
  // On PostgreSQL the indexes are built after the load, at every size, so sizes compare like for like.
  const [seedMs] = await time(() =>
    bulkSeedMembers(createDemoRepository(database.db), members, { deferIndexes: engine === "postgres" }),
  );
  // A steady-state database is vacuumed (autovacuum): the visibility map lets the deck use index-only scans.
  const [vacuumMs] = await time(() => database.db.execute("vacuum analyze"));
  const [{ size } = { size: 0 }] =
    engine === "postgres"
      ? await queryRows<{ size: string }>(database.db, sql`select pg_database_size(current_database()) as size`)
      : [];

  const server = await startServer(benchConfig(dataDir), { database, log: createLogger("silent") });
  const viewers: { client: TestClient; id: string }[] = [];
  for (let i = 0; i < VIEWERS; i++) {
    const client = new TestClient(server);
    await client.signUp(`viewer-${i}@bench.kindred.invalid`);
    const { id } = (await client.get<{ id: string }>("/api/me")).body;
    const hub = VIEWER_HUBS[i % VIEWER_HUBS.length]!;
    await database.db.insert(profiles).values({
      id,
      firstName: `Viewer${i}`,
      age: 25 + (i % 20),
      gender: i % 2 ? "male" : "female",
      interestedIn: i % 2 ? "women" : "men",
      ...hub,
      location: "Bench",
      discoveryDistanceKm: 80,
      lookingFor: ["Long-term Relationship"],
      interests: ["Travel", "Hiking"],
      matchStyle: "deep_connector",
      mbtiType: "INFJ",
    });
    viewers.push({ client, id });
  }
  const repo = createDeckRepository(database.db);
  const profileRepo = createProfileRepository(database.db);
  const photoReader = createPhotoReader(createPhotosRepository(database.db));
  const viewerRows = await Promise.all(
    viewers.map(async (v) => (await database.db.select().from(profiles).where(eq(profiles.id, v.id)))[0]!),
  );
  const sessionTokens = await Promise.all(
    viewers.map(
      async (v) =>
        (await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, v.id)))[0]!.token,
    ),
  );
  const sessionQuery = database.db
    .select({ id: sessions.id, userId: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare(`bench_session_by_token_${engine}_${members}`);
  /**
   * Every statement a deck request sends, in its order, run directly: the session check, the viewer,
   * the candidate query, then the 20 cards' rows and photos together. What the API adds on top of
   * this is HTTP, routing, JSON and the scoring of the pool.
   */
  const deckStatements = async (i: number) => {
    await sessionQuery.execute({ token: sessionTokens[i]! });
    const row = (await profileRepo.find(viewers[i]!.id))!;
    const candidates = await repo.candidates(viewerOf(row, false));
    const ids = candidates.slice(0, 20).map((candidate) => candidate.id);
    await Promise.all([profileRepo.findMany(ids, row.id), photoReader.visibleToMany(ids, row.id)]);
  };
  const likeTargets = (
    await database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isDemo, true)).limit(LIKE_REQUESTS)
  ).map((t) => t.id);

  const samples = { api: [] as number[], raw: [] as number[], all: [] as number[], floor: [] as number[] };
  const likes: number[] = [];
  let cards = 0;
  let loadAtDeck = Number.NaN;
  return {
    engine,
    members,
    /** Warm up caches and the JIT before anything is timed. */
    warm: async () => {
      for (const v of viewers) await v.client.get("/api/discovery/deck");
    },
    deck: async (i: number) => {
      const v = viewers[i % VIEWERS]!;
      const [ms, response] = await time(() => v.client.get<{ cards: unknown[] }>("/api/discovery/deck"));
      samples.api.push(ms);
      cards += response.body.cards.length;
      const [sqlMs] = await time(() => repo.candidates(viewerOf(viewerRows[i % VIEWERS]!, false)));
      samples.raw.push(sqlMs);
      samples.all.push((await time(() => deckStatements(i % VIEWERS)))[0]);
    },
    deckDone: () => {
      loadAtDeck = loadavg()[0]!;
    },
    // The floor under any signed-in request: GET /api/me is the session check and nothing else.
    me: async (i: number) => {
      samples.floor.push((await time(() => viewers[i % VIEWERS]!.client.get("/api/me")))[0]);
    },
    like: async (i: number) => {
      if (i >= likeTargets.length) return;
      const [ms] = await time(() => viewers[i % VIEWERS]!.client.post("/api/likes", { targetId: likeTargets[i] }));
      likes.push(ms);
    },
    row: (): Row => {
      const p95Api = percentile(samples.api, 95);
      const p95Raw = percentile(samples.raw, 95);
      const p95All = percentile(samples.all, 95);
      return {
        engine,
        members: members.toLocaleString("en-US"),
        "seed s": (seedMs / 1000).toFixed(1),
        "vacuum s": (vacuumMs / 1000).toFixed(1),
        "db GB": engine === "postgres" ? (Number(size) / 1e9).toFixed(2) : "-",
        // The 1-minute load average as the deck was measured: this box is shared, timings move with it.
        load: loadAtDeck.toFixed(2),
        "deck api p50": fmt(percentile(samples.api, 50)),
        "deck api p95": fmt(p95Api),
        "deck sql p50": fmt(percentile(samples.raw, 50)),
        "deck sql p95": fmt(p95Raw),
        "api/sql p95": (p95Api / p95Raw).toFixed(2),
        "all sql p50": fmt(percentile(samples.all, 50)),
        "all sql p95": fmt(p95All),
        "api/all sql p95": (p95Api / p95All).toFixed(2),
        "/api/me p95": fmt(percentile(samples.floor, 95)),
        "cards/deck": (cards / samples.api.length).toFixed(1),
        "like p95": fmt(percentile(likes, 95)),
      };
    },
    close: async () => {
      await server.close();
      await database.close();
      if (dropName) {
        const admin = await openDatabase({ engine: "postgres", url: url! });
        await admin.db.execute(`drop database if exists ${dropName} with (force)`);
        await admin.close();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs each step for every size, request by request, starting with a different size each round, so
 * that load drift on a shared box and going first or second weigh on all sizes alike.
 */
async function measure(sizes: Prepared[]): Promise<Row[]> {
  const each = async (steps: number, step: (s: Prepared, i: number) => Promise<void>) => {
    for (let i = 0; i < steps; i++)
      for (let k = 0; k < sizes.length; k++) await step(sizes[(i + k) % sizes.length]!, i);
  };
  for (const s of sizes) await s.warm();
  await each(DECK_REQUESTS, (s, i) => s.deck(i));
  for (const s of sizes) s.deckDone();
  await each(DECK_REQUESTS, (s, i) => s.me(i));
  await each(LIKE_REQUESTS, (s, i) => s.like(i));
  return sizes.map((s) => s.row());
}

/** Seeds one size, measures it and takes it down before the next: one database at a time on disk. */
async function sequential(engine: "pglite" | "postgres", members: number, url?: string): Promise<Row> {
  const prepared = await prepare(engine, members, url);
  const [row] = await measure([prepared]);
  await prepared.close();
  return row!;
}

async function interleaved(members: number[], url: string): Promise<Row[]> {
  const prepared: Prepared[] = [];
  for (const n of members) prepared.push(await prepare("postgres", n, url));
  const rows = await measure(prepared);
  for (const p of prepared) await p.close();
  return rows;
}

/** The last PostgreSQL row against the first, on p95: interleaved runs sort them, smallest first. */
function ratios(rows: Row[]): string | undefined {
  const pg = rows.filter((r) => r.engine === "postgres");
  if (pg.length < 2) return undefined;
  const [small, large] = [pg[0]!, pg[pg.length - 1]!];
  const ratio = (column: string) => (Number(large[column]) / Number(small[column])).toFixed(2);
  return (
    `PostgreSQL ${large.members} / ${small.members} p95: deck api ${ratio("deck api p95")}x, ` +
    `deck sql ${ratio("deck sql p95")}x, all sql ${ratio("all sql p95")}x`
  );
}

const pgliteSizes = sizes("BENCH_PGLITE_SIZES", "10000,100000");
const postgresSizes = sizes("BENCH_POSTGRES_SIZES", "100000,1000000");
const rows: Row[] = [];
if (process.env.BENCH_CHILD !== "postgres") for (const n of pgliteSizes) rows.push(await sequential("pglite", n));
if (postgresSizes.length) {
  const url = process.env.DATABASE_URL;
  if (url && process.env.BENCH_INTERLEAVE === "1") {
    rows.push(
      ...(await interleaved(
        [...postgresSizes].sort((a, b) => a - b),
        url,
      )),
    );
  } else if (url) {
    for (const n of postgresSizes) rows.push(await sequential("postgres", n, url));
  } else {
    // Re-run this script for the PostgreSQL sizes inside a throw-away server.
    rows.push(...rowsFromThrowawayPostgres("scripts/bench/discovery.ts"));
  }
}
if (process.env.BENCH_JSON) console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
else {
  const interleave = process.env.BENCH_INTERLEAVE === "1" ? ", PostgreSQL sizes interleaved" : "";
  console.log(`\nDiscovery: ms per request (timings in one run, same machine${interleave})\n`);
  console.log(table(rows));
  const line = ratios(rows);
  if (line) console.log(`\n${line}`);
}
process.exit(0);
