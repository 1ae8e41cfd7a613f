// npm run bench:discovery — deck latency through the API and as raw SQL, the floor under any signed-in
// request (GET /api/me: the session check alone), and like latency, at several sizes: 10k and 100k
// members on PGlite, 100k and 1M on PostgreSQL (a throw-away server through pg_virtualenv when
// DATABASE_URL is not set). Prints one table; sizes can be chosen with
// BENCH_PGLITE_SIZES / BENCH_POSTGRES_SIZES (comma-separated, empty to skip).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../apps/server/src/db/client";
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
import { benchConfig, rowsFromThrowawayPostgres } from "./harness";
import { fmt, percentile, table, time } from "./stats";

const sizes = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(",").filter(Boolean).map(Number);
const VIEWERS = 20;
const DECK_REQUESTS = 200;
const LIKE_REQUESTS = 200;
const HUBS = [
  { latitude: 40.71, longitude: -74.01 },
  { latitude: 51.51, longitude: -0.13 },
  { latitude: 30.27, longitude: -97.74 },
  { latitude: 48.85, longitude: 2.35 },
];

type Row = Record<string, string | number>;

async function measure(engine: "pglite" | "postgres", members: number, url?: string): Promise<Row> {
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
  const [seedMs] = await time(() => bulkSeedMembers(createDemoRepository(database.db), members));
  // A steady-state database is vacuumed (autovacuum): the visibility map lets the deck use index-only scans.
  await database.db.execute("vacuum analyze");

  const server = await startServer(benchConfig(dataDir), { database, log: createLogger("silent") });
  const viewers: { client: TestClient; id: string }[] = [];
  for (let i = 0; i < VIEWERS; i++) {
    const client = new TestClient(server);
    await client.signUp(`viewer-${i}@bench.kindred.invalid`);
    const { id } = (await client.get<{ id: string }>("/api/me")).body;
    const hub = HUBS[i % HUBS.length]!;
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
    .prepare("bench_session_by_token");
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

  // Warm up caches and the JIT, then measure.
  for (const v of viewers) await v.client.get("/api/discovery/deck");
  const api: number[] = [];
  const raw: number[] = [];
  const all: number[] = [];
  let cards = 0;
  for (let i = 0; i < DECK_REQUESTS; i++) {
    const v = viewers[i % VIEWERS]!;
    const [ms, response] = await time(() => v.client.get<{ cards: unknown[] }>("/api/discovery/deck"));
    api.push(ms);
    cards += response.body.cards.length;
    const [sqlMs] = await time(() => repo.candidates(viewerOf(viewerRows[i % VIEWERS]!, false)));
    raw.push(sqlMs);
    all.push((await time(() => deckStatements(i % VIEWERS)))[0]);
  }
  // The floor under any signed-in request: GET /api/me is the session check and nothing else.
  const floor: number[] = [];
  for (let i = 0; i < DECK_REQUESTS; i++)
    floor.push((await time(() => viewers[i % VIEWERS]!.client.get("/api/me")))[0]);
  const likes: number[] = [];
  const targets = await database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.isDemo, true))
    .limit(LIKE_REQUESTS);
  for (let i = 0; i < targets.length; i++) {
    const v = viewers[i % VIEWERS]!;
    const [ms] = await time(() => v.client.post("/api/likes", { targetId: targets[i]!.id }));
    likes.push(ms);
  }
  await server.close();
  await database.close();
  if (dropName) {
    const admin = await openDatabase({ engine: "postgres", url: url! });
    await admin.db.execute(`drop database if exists ${dropName} with (force)`);
    await admin.close();
  }
  await rm(dataDir, { recursive: true, force: true });
  const p95Api = percentile(api, 95);
  const p95Raw = percentile(raw, 95);
  const p95All = percentile(all, 95);
  return {
    engine,
    members: members.toLocaleString("en-US"),
    "seed s": (seedMs / 1000).toFixed(1),
    "deck api p50": fmt(percentile(api, 50)),
    "deck api p95": fmt(p95Api),
    "deck sql p50": fmt(percentile(raw, 50)),
    "deck sql p95": fmt(p95Raw),
    "api/sql p95": (p95Api / p95Raw).toFixed(2),
    "all sql p50": fmt(percentile(all, 50)),
    "all sql p95": fmt(p95All),
    "api/all sql p95": (p95Api / p95All).toFixed(2),
    "/api/me p95": fmt(percentile(floor, 95)),
    "cards/deck": (cards / DECK_REQUESTS).toFixed(1),
    "like p95": fmt(percentile(likes, 95)),
  };
}

const pgliteSizes = sizes("BENCH_PGLITE_SIZES", "10000,100000");
const postgresSizes = sizes("BENCH_POSTGRES_SIZES", "100000,1000000");
const rows: Row[] = [];
if (process.env.BENCH_CHILD !== "postgres") for (const n of pgliteSizes) rows.push(await measure("pglite", n));
if (postgresSizes.length) {
  if (process.env.DATABASE_URL) {
    for (const n of postgresSizes) rows.push(await measure("postgres", n, process.env.DATABASE_URL));
  } else {
    // Re-run this script for the PostgreSQL sizes inside a throw-away server.
    rows.push(...rowsFromThrowawayPostgres("scripts/bench/discovery.ts"));
  }
}
if (process.env.BENCH_JSON) console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
else {
  console.log("\nDiscovery: ms per request (timings in one run, same machine)\n");
  console.log(table(rows));
}
process.exit(0);
