import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/env";
import { profilePhotos, profiles } from "../src/db/schema";
import { findCity } from "../src/lib/gazetteer";
import { createLogger, type Logger } from "../src/lib/logger";
import { planDemoCommunity, type DemoCityName } from "../src/modules/demo/demo-community";
import { DEMO_CITIES } from "../src/modules/demo/demo-data";
import { createDemoRepository } from "../src/modules/demo/demo.repository";
import { bulkSeedMembers, seedDemoIfEmpty, seedDemoMembers } from "../src/modules/demo/demo.service";
import { PORTRAIT_SIZE } from "../src/modules/demo/portrait";
import { startServer } from "../src/server";
import { createBlobStore } from "../src/storage";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const demoDeps = () => ({
  repo: createDemoRepository(server.db),
  store: createBlobStore(server.config),
  log: createLogger("silent"),
});

/** The five kinds of newcomer the issue names: a deck for each must hold at least 30 cards. */
const NEWCOMERS = [
  { gender: "female", interestedIn: "men" },
  { gender: "male", interestedIn: "women" },
  { gender: "male", interestedIn: "men" },
  { gender: "female", interestedIn: "women" },
  { gender: "non-binary", interestedIn: "everyone" },
] as const;

/**
 * Everyone a newcomer aged 30 who picked `city` in the profile form (its gazetteer position, default deck
 * filters) can see: the deck shows a page at a time, so each page is skipped to reach the next.
 */
async function deckOfNewcomer(city: DemoCityName, newcomer: (typeof NEWCOMERS)[number]): Promise<string[]> {
  const place = DEMO_CITIES.find((c) => c.city === city)!;
  const at = findCity(place.country, place.state, place.city)!;
  const member = await createMember(server, {
    ...newcomer,
    age: 30,
    country: at.country,
    state: at.state,
    city: at.name,
    location: city,
    latitude: at.latitude,
    longitude: at.longitude,
  });
  const seen: string[] = [];
  for (;;) {
    const { status, body } = await member.client.get<{ cards: { profile: { id: string } }[] }>("/api/discovery/deck");
    expect(status).toBe(200);
    if (body.cards.length === 0 || seen.length >= 40) return seen;
    for (const card of body.cards) {
      expect(seen).not.toContain(card.profile.id);
      seen.push(card.profile.id);
      expect((await member.client.post("/api/passes", { targetId: card.profile.id })).status).toBeLessThan(300);
    }
  }
}

describe("demo community", () => {
  it("members have two or three distinct generated portraits, distinct bios, and fill every newcomer's deck", async () => {
    // One city at full density (what the first start seeds three times over).
    expect(await seedDemoIfEmpty(demoDeps(), { cities: ["London"] })).toBe(true);
    const demo = await server.db.select().from(profiles).where(eq(profiles.isDemo, true));
    expect(demo.length).toBe(planDemoCommunity({ cities: ["London"] }).length);
    expect(demo.length).toBeGreaterThanOrEqual(100);
    expect(new Set(demo.map((p) => p.matchStyle)).size).toBeGreaterThan(1);
    expect(new Set(demo.map((p) => p.gender))).toEqual(new Set(["female", "male", "non-binary"]));
    expect(new Set(demo.map((p) => p.bio)).size).toBe(demo.length);
    // Around London, not all in one spot: real towns nearby.
    expect(new Set(demo.map((p) => p.city)).size).toBeGreaterThan(10);
    for (const p of demo) {
      expect(p.firstName).toBeTruthy();
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.bio!.length).toBeGreaterThan(20);
      expect(p.bio!.length).toBeLessThanOrEqual(500);
      expect(p.interests.length).toBeGreaterThanOrEqual(3);
      expect(p.avatar).toMatch(/^\/api\/photos\/[\w-]+\/file$/);
    }

    const photos = await server.db
      .select()
      .from(profilePhotos)
      .where(
        inArray(
          profilePhotos.userId,
          demo.map((p) => p.id),
        ),
      );
    const hashes = new Set<string>();
    for (const p of demo) {
      const own = photos.filter((photo) => photo.userId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    // Every portrait a real image of the expected size, on disk, and no two files alike.
    for (const photo of photos) {
      const main = await readFile(path.join(server.config.uploadsDir, photo.storageKey));
      const meta = await sharp(main).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", PORTRAIT_SIZE.width, PORTRAIT_SIZE.height]);
      expect([photo.width, photo.height, photo.bytes]).toEqual([meta.width, meta.height, main.byteLength]);
      const preview = await sharp(await readFile(path.join(server.config.uploadsDir, photo.previewKey!))).metadata();
      expect(preview.height).toBe(400);
      hashes.add(createHash("sha256").update(main).digest("hex"));
    }
    expect(hashes.size).toBe(photos.length);

    // Never on a database that already has members.
    expect(await seedDemoIfEmpty(demoDeps(), { cities: ["London"] })).toBe(false);

    for (const newcomer of NEWCOMERS) {
      const deck = await deckOfNewcomer("London", newcomer);
      expect(deck.length, `${newcomer.gender} seeking ${newcomer.interestedIn}`).toBeGreaterThanOrEqual(30);
    }
    const viewer = await createMember(server, { age: 30 });
    const photo = await viewer.client.request("GET", demo[0]!.avatar!);
    expect(photo.status).toBe(200);
  }, 120_000);

  it("fill every newcomer's deck around each of the other demo cities too", async () => {
    const others = DEMO_CITIES.map((c) => c.city).filter((city) => city !== "London");
    // The same members as the first start, without their portraits: this test counts decks.
    await seedDemoMembers(demoDeps(), { cities: others, photos: false });
    for (const city of others) {
      for (const newcomer of NEWCOMERS) {
        const deck = await deckOfNewcomer(city, newcomer);
        expect(deck.length, `${city}: ${newcomer.gender} seeking ${newcomer.interestedIn}`).toBeGreaterThanOrEqual(30);
      }
    }
  }, 120_000);

  it("are the same on every run (seeded), whichever cities are seeded", () => {
    const berlin = planDemoCommunity({ seed: 99, cities: ["Berlin"] });
    expect(planDemoCommunity({ seed: 99, cities: ["Berlin"] })).toEqual(berlin);
    expect(planDemoCommunity({ seed: 99 }).filter((m) => m.city === "Berlin")).toEqual(berlin);
    expect(planDemoCommunity({ seed: 100, cities: ["Berlin"] })).not.toEqual(berlin);
    expect(berlin[0]!.email).toMatch(/^demo-99-\d+@demo\.kindred\.invalid$/);
  });
});

describe("first start", () => {
  it("seeds the demo community in a child process before the server opens the database, once", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kindred-demo-first-start-"));
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      LOG_LEVEL: "silent",
      PASSWORD_HASH_LOG_N: "12",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    });
    const start = async () => {
      const messages: string[] = [];
      const log: Logger = { ...createLogger("silent"), info: (message) => messages.push(message) };
      // One city without portraits: what is tested here is where the seed runs, not what it plants.
      const running = await startServer(config, { log, demoSeed: { cities: ["London"], photos: false } });
      return { running, messages, demo: await running.database.db.$count(profiles, eq(profiles.isDemo, true)) };
    };
    try {
      const first = await start();
      // Seeded by another process: this one never logged the seed's own line (its child logs it).
      expect(first.messages).toContain("seeding the demo community");
      expect(first.messages).not.toContain("demo members created");
      expect(first.demo).toBe(planDemoCommunity({ cities: ["London"] }).length);
      await first.running.close();

      const again = await start();
      expect(again.messages).not.toContain("seeding the demo community");
      expect(again.demo).toBe(first.demo);
      await again.running.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("bulk seed for benchmarks", () => {
  it("loads N synthetic members in a few statements, ready for the deck", async () => {
    const before = await server.db.$count(profiles);
    await bulkSeedMembers(createDemoRepository(server.db), 1000, { batch: 400 });
    expect((await server.db.$count(profiles)) - before).toBe(1000);
    const rows = await server.db.select().from(profiles).where(eq(profiles.firstName, "Bench7"));
    expect(rows).toHaveLength(1);
    const viewer = await createMember(server, {
      gender: "male",
      interestedIn: "women",
      age: 30,
      latitude: 51.51,
      longitude: -0.13,
    });
    const deck = (await viewer.client.get<{ cards: unknown[] }>("/api/discovery/deck")).body.cards;
    expect(deck.length).toBeGreaterThan(0);
    expect(deck.length).toBeLessThanOrEqual(20);
  });
});
