// Issue 16: a deck that runs out offers to widen, step by step, with how many more people each step
// reaches; the choice is stored with the filters; deck cards say how far each person is, coarsely.
import { DECK_MAX_DISTANCE_KM } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, memberSettings, profiles, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { deckIds } from "./support/discovery";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type Reach = { country: string | null; steps: { distanceKm: number | null; more: number }[] };
type Prefs = { minAge: number; maxAge: number; distanceKm: number | null };
type Card = { profile: { id: string; distanceKm: number | null }; distanceMiles: number | null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Each test has a meridian and a country of its own, so no other test's members fall inside its steps.
let area = 0;
function region() {
  area += 1;
  const longitude = area * 40 - 150;
  const country = `Widenia ${area}`;
  /** A member this many km due north of the region's home (the deck's flat-earth km per degree). */
  const at = (km: number, inCountry = country) => ({
    location: `${km} km north`,
    country: inCountry,
    latitude: 10 + km / 111.32,
    longitude,
  });
  return { country, at };
}

const reachOf = async (client: Awaited<ReturnType<typeof createMember>>["client"]) =>
  (await client.get<Reach>("/api/discovery/reach")).body;
const cardsOf = async (client: Awaited<ReturnType<typeof createMember>>["client"]) =>
  (await client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards;

describe("the wider steps' counts", () => {
  it("count, per step, who the deck would add under all its rules, and nobody it would not", async () => {
    const { country, at } = region();
    const me = await createMember(server, { ...at(0), firstName: "Me", discoveryDistanceKm: 16 });
    const near = await createMember(server, { ...at(5) });
    await createMember(server, { ...at(60) });
    await createMember(server, { ...at(130) });
    await createMember(server, { ...at(300) });
    await createMember(server, { ...at(800) });
    // At 60 km too, but each one is ruled out of the deck for its own reason.
    const [hidden, banned, blockedByMe, blockedMe, skipped, liked] = await Promise.all(
      Array.from({ length: 6 }, () => createMember(server, { ...at(60) })),
    );
    await createMember(server, { ...at(60), interestedIn: "men" });
    await createMember(server, { ...at(60), age: 50 });
    await createMember(server, { ...at(60), discoveryMinAge: 40, discoveryMaxAge: 60 });
    // Over the border: far away, and not in my country.
    await createMember(server, { ...at(800, "Elsewhere") });
    await server.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden!.id));
    await server.db.update(users).set({ banned: true }).where(eq(users.id, banned!.id));
    await server.db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe!.id },
      { blockerId: blockedMe!.id, blockedId: me.id },
    ]);
    await me.client.post("/api/passes", { targetId: skipped!.id });
    await me.client.post("/api/likes", { targetId: liked!.id });
    await me.client.request("PUT", "/api/discovery/preferences", { json: { minAge: 25, maxAge: 35, distanceKm: 16 } });

    expect(await deckIds(me.client)).toEqual([near.id]);
    expect(await reachOf(me.client)).toEqual({
      country,
      steps: [
        { distanceKm: 80, more: 1 },
        { distanceKm: 161, more: 2 },
        { distanceKm: DECK_MAX_DISTANCE_KM, more: 3 },
        { distanceKm: null, more: 4 },
      ],
    });

    // Someone who liked me outside my radius is one more on the next step (fans are dealt, not excluded).
    const fan = await createMember(server, { ...at(70) });
    await fan.client.post("/api/likes", { targetId: me.id });
    expect((await reachOf(me.client)).steps[0]).toEqual({ distanceKm: 80, more: 2 });
  });

  it("offers only the steps beyond the current radius, and nothing without a position", async () => {
    const { at } = region();
    const me = await createMember(server, { ...at(0), discoveryDistanceKm: 100 });
    await createMember(server, { ...at(130) });
    expect((await reachOf(me.client)).steps).toEqual([
      { distanceKm: 161, more: 1 },
      { distanceKm: DECK_MAX_DISTANCE_KM, more: 1 },
      { distanceKm: null, more: 1 },
    ]);
    const nowhere = await createMember(server, { latitude: null, longitude: null, location: null, country: null });
    expect(await reachOf(nowhere.client)).toEqual({ country: null, steps: [] });
  });
});

describe("widening", () => {
  it("is stored with the filters, validated, and changes the deck, up to the whole country", async () => {
    const { at } = region();
    const me = await createMember(server, { ...at(0), discoveryDistanceKm: 16 });
    const near = await createMember(server, { ...at(5) });
    const mid = await createMember(server, { ...at(130) });
    const far = await createMember(server, { ...at(300) });
    const farther = await createMember(server, { ...at(800) });
    const abroad = await createMember(server, { ...at(800, "Elsewhere") });
    const put = (json: unknown) =>
      me.client.request<{ error: { code: string } }>("PUT", "/api/discovery/preferences", { json });
    const prefs = async () => (await me.client.get<Prefs>("/api/discovery/preferences")).body;

    expect((await put({ minAge: 18, maxAge: 65, distanceKm: 161 })).status).toBe(200);
    expect(await prefs()).toEqual({ minAge: 18, maxAge: 65, distanceKm: 161 });
    expect((await deckIds(me.client)).sort()).toEqual([near.id, mid.id].sort());
    expect((await reachOf(me.client)).steps).toEqual([
      { distanceKm: DECK_MAX_DISTANCE_KM, more: 1 },
      { distanceKm: null, more: 2 },
    ]);

    expect((await put({ minAge: 18, maxAge: 65, distanceKm: null })).status).toBe(200);
    expect(await prefs()).toEqual({ minAge: 18, maxAge: 65, distanceKm: null });
    expect((await deckIds(me.client)).sort()).toEqual([near.id, mid.id, far.id, farther.id].sort());
    expect(await deckIds(me.client)).not.toContain(abroad.id);
    expect((await reachOf(me.client)).steps).toEqual([]);

    for (const bad of [
      { minAge: 18, maxAge: 65, distanceKm: DECK_MAX_DISTANCE_KM + 1 },
      { minAge: 18, maxAge: 65, distanceKm: 0 },
      { minAge: 18, maxAge: 65, distanceKm: 12.5 },
      { minAge: 18, maxAge: 65, distanceKm: "anywhere" },
      { minAge: 18, maxAge: 65 },
      { minAge: 30, maxAge: 20, distanceKm: 50 },
    ]) {
      const response = await put(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect(await prefs()).toEqual({ minAge: 18, maxAge: 65, distanceKm: null });

    // Narrowing again keeps to the radius chosen.
    expect((await put({ minAge: 18, maxAge: 65, distanceKm: 16 })).status).toBe(200);
    expect(await prefs()).toEqual({ minAge: 18, maxAge: 65, distanceKm: 16 });
    expect(await deckIds(me.client)).toEqual([near.id]);
  });

  it("country-wide keeps the radius it had, for going back", async () => {
    const { at } = region();
    const me = await createMember(server, { ...at(0), discoveryDistanceKm: 161 });
    await me.client.request("PUT", "/api/discovery/preferences", {
      json: { minAge: 20, maxAge: 40, distanceKm: null },
    });
    const [row] = await server.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row).toMatchObject({ discoveryMinAge: 20, discoveryMaxAge: 40, discoveryDistanceKm: 161 });
  });
});

describe("distance on deck cards", () => {
  it("is coarse, in miles; a member who does not share their location is on no deck a radius decides", async () => {
    const { at } = region();
    const me = await createMember(server, { ...at(0), discoveryDistanceKm: 161 });
    const close = await createMember(server, { ...at(3) });
    const mid = await createMember(server, { ...at(61) });
    const away = await createMember(server, { ...at(130) });
    const hiding = await createMember(server, { ...at(90) });
    await server.db.insert(memberSettings).values({ userId: hiding.id, shareLocation: false });
    const byId = new Map((await cardsOf(me.client)).map((card) => [card.profile.id, card]));
    expect([...byId.keys()].sort()).toEqual([close.id, mid.id, away.id].sort());
    // 3 km is "within 5 miles"; 61 km (37.9 miles) to the nearest 5; 130 km (80.8 miles) to the nearest 10.
    expect(byId.get(close.id)!.distanceMiles).toBe(5);
    expect(byId.get(mid.id)!.distanceMiles).toBe(40);
    expect(byId.get(away.id)!.distanceMiles).toBe(80);
    // Without a position that places them, where the radius decides, a deck has no room for them.
    expect(byId.has(hiding.id)).toBe(false);
  });
});

describe("GET /api/discovery/reach's callers", () => {
  it("answers 401 to a visitor and to a member once banned (the ban ends their sessions)", async () => {
    expect((await new TestClient(server).get("/api/discovery/reach")).status).toBe(401);
    const { at } = region();
    const member = await createMember(server, { ...at(0), gender: "female", interestedIn: "male" });
    expect((await member.client.get("/api/discovery/reach")).status).toBe(200);
    const admin = await createMember(server, { firstName: "Maud" });
    await makeAdmin(server, admin.id);
    const banned = await admin.client.post(`/api/admin/members/${member.id}/ban`, {
      reason: "Spam",
      rule: "no-spam-or-solicitation",
    });
    expect(banned.status).toBe(200);
    expect((await member.client.get("/api/discovery/reach")).status).toBe(401);
  });
});
