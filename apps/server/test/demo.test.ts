import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePhotos, profiles, users } from "../src/db/schema";
import { createDemoRepository } from "../src/modules/demo/demo.repository";
import { bulkSeedMembers, seedDemoIfEmpty, seedDemoMembers } from "../src/modules/demo/demo.service";
import { createLogger } from "../src/lib/logger";
import { createBlobStore } from "../src/storage";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("demo members", () => {
  it("are varied, plausible, marked as demo, with generated photos on disk, and fill a newcomer's deck", async () => {
    const deps = {
      repo: createDemoRepository(server.db),
      store: createBlobStore(server.config),
      log: createLogger("silent"),
    };
    expect(await seedDemoIfEmpty(deps, 12)).toBe(true);
    const demo = await server.db.select().from(profiles).where(eq(profiles.isDemo, true));
    expect(demo).toHaveLength(12);
    expect(new Set(demo.map((p) => p.matchStyle)).size).toBeGreaterThan(1);
    expect(new Set(demo.map((p) => p.gender)).size).toBeGreaterThan(1);
    for (const p of demo) {
      expect(p.firstName).toBeTruthy();
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.latitude).not.toBeNull();
      expect(p.avatar).toMatch(/^\/api\/photos\/[\w-]+\/file$/);
    }
    const photos = await server.db.select().from(profilePhotos);
    expect(photos.length).toBeGreaterThanOrEqual(12);
    const folder = path.join(server.config.uploadsDir, "profile_photos", demo[0]!.id);
    expect((await readdir(folder)).length).toBeGreaterThanOrEqual(2);

    // Never on a database that already has members.
    expect(await seedDemoIfEmpty(deps, 12)).toBe(false);

    // A newcomer without a location yet sees demo members who want someone like them.
    const newcomer = await createMember(server, {
      gender: "male",
      interestedIn: "everyone",
      age: 30,
      latitude: null,
      longitude: null,
      location: null,
    });
    const deck = (await newcomer.client.get<{ cards: { profile: { id: string } }[] }>("/api/discovery/deck")).body
      .cards;
    expect(deck.length).toBeGreaterThan(0);
    const photo = await newcomer.client.request(
      "GET",
      demo.find((p) => deck.some((c) => c.profile.id === p.id))!.avatar!,
    );
    expect(photo.status).toBe(200);
  });

  it("are the same on every run (seeded)", async () => {
    const deps = {
      repo: createDemoRepository(server.db),
      store: createBlobStore(server.config),
      log: createLogger("silent"),
    };
    await seedDemoMembers(deps, 3, 99);
    const names = (await server.db.select({ email: users.email }).from(users))
      .map((u) => u.email)
      .filter((e) => e.startsWith("demo-99-"));
    expect(names.sort()).toEqual([
      "demo-99-0@demo.kindred.invalid",
      "demo-99-1@demo.kindred.invalid",
      "demo-99-2@demo.kindred.invalid",
    ]);
  });
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
