import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, profiles, users } from "../src/db/schema";
import { geoCellOf } from "../src/modules/matching/deck.repository";
import { createMember, PLACES } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import type { TestClient } from "./support/client";

type Card = {
  profile: { id: string; firstName: string; distanceKm: number | null };
  compatibility: { score: number; reasons: string[] };
  likedYou: boolean;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deckIds = async (client: TestClient) =>
  (await client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards.map((card) => card.profile.id);

// Every test works in its own town (a unique latitude band) so members of other tests stay out of range.
let town = 0;
const place = () => {
  town += 1;
  return { location: `Town ${town}`, latitude: 10 + town * 2, longitude: 20 };
};

describe("the deck's hard filters", () => {
  it("shows two members who fit each other's preferences to each other", async () => {
    const here = place();
    const ann = await createMember(server, { ...here, firstName: "Ann", gender: "female", interestedIn: "men" });
    const bob = await createMember(server, { ...here, firstName: "Bob", gender: "male", interestedIn: "women" });
    expect(await deckIds(ann.client)).toEqual([bob.id]);
    expect(await deckIds(bob.client)).toEqual([ann.id]);
  });

  it("never shows a member outside one's interested-in, or who is not interested in one", async () => {
    const here = place();
    const ann = await createMember(server, { ...here, gender: "female", interestedIn: "men" });
    const cat = await createMember(server, { ...here, gender: "female", interestedIn: "everyone" });
    const dan = await createMember(server, { ...here, gender: "male", interestedIn: "men" });
    const eve = await createMember(server, { ...here, gender: "non-binary", interestedIn: "everyone" });
    expect(await deckIds(ann.client)).toEqual([]);
    expect((await deckIds(cat.client)).sort()).toEqual([eve.id].sort());
    expect(await deckIds(dan.client)).toEqual([]);
    expect(await deckIds(eve.client)).toEqual([cat.id]);
  });

  it("respects each other's age ranges", async () => {
    const here = place();
    const young = await createMember(server, { ...here, age: 22, discoveryMinAge: 18, discoveryMaxAge: 30 });
    const older = await createMember(server, { ...here, age: 45, discoveryMinAge: 18, discoveryMaxAge: 60 });
    expect(await deckIds(young.client)).toEqual([]);
    expect(await deckIds(older.client)).toEqual([]);
    await server.db.update(profiles).set({ discoveryMaxAge: 50 }).where(eq(profiles.id, young.id));
    expect(await deckIds(older.client)).toEqual([young.id]);
  });

  it("keeps to the distance radius, with a rounded distance on the card", async () => {
    const austin = await createMember(server, {
      ...PLACES.austin,
      discoveryDistanceKm: 50,
      firstName: "Near",
      age: 61,
      discoveryMinAge: 61,
      discoveryMaxAge: 61,
    });
    const roundRock = await createMember(server, {
      ...PLACES.roundRock,
      age: 61,
      discoveryMinAge: 61,
      discoveryMaxAge: 61,
    });
    const houston = await createMember(server, {
      ...PLACES.houston,
      age: 61,
      discoveryMinAge: 61,
      discoveryMaxAge: 61,
    });
    const cards = (await austin.client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards;
    expect(cards.map((card) => card.profile.id)).toEqual([roundRock.id]);
    expect(cards[0]!.profile.distanceKm).toBe(28);
    await server.db.update(profiles).set({ discoveryDistanceKm: 300 }).where(eq(profiles.id, austin.id));
    expect((await deckIds(austin.client)).sort()).toEqual([roundRock.id, houston.id].sort());
  });

  it("leaves out whoever I liked, skipped, matched, blocked or was blocked by, and hidden or banned members", async () => {
    const here = place();
    const me = await createMember(server, { ...here });
    const others = await Promise.all(
      Array.from({ length: 7 }, (_, i) => createMember(server, { ...here, firstName: `O${i}` })),
    );
    const [liked, skipped, matched, blockedByMe, blockedMe, hidden, banned] = others;
    expect((await deckIds(me.client)).length).toBe(7);
    await me.client.post("/api/likes", { targetId: liked!.id });
    await me.client.post("/api/passes", { targetId: skipped!.id });
    await me.client.post("/api/likes", { targetId: matched!.id });
    await matched!.client.post("/api/likes", { targetId: me.id });
    await server.db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe!.id },
      { blockerId: blockedMe!.id, blockedId: me.id },
    ]);
    await server.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden!.id));
    await server.db.update(users).set({ banned: true }).where(eq(users.id, banned!.id));
    expect(await deckIds(me.client)).toEqual([]);
    // Undo brings the skipped member back.
    await me.client.request("DELETE", "/api/passes/last");
    expect(await deckIds(me.client)).toEqual([skipped!.id]);
  });

  it("shows someone who liked me, marked as such", async () => {
    const here = place();
    const me = await createMember(server, { ...here });
    const fan = await createMember(server, { ...here });
    await fan.client.post("/api/likes", { targetId: me.id });
    const cards = (await me.client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards;
    expect(cards).toHaveLength(1);
    expect(cards[0]!.likedYou).toBe(true);
  });
});

describe("the deck's geo cells", () => {
  // Watchers of one age that no other test uses, so members of other tests in the same cities stay out.
  const watcher = (where: (typeof PLACES)[keyof typeof PLACES]) =>
    createMember(server, {
      ...where,
      gender: "male",
      interestedIn: "women",
      age: 57,
      discoveryMinAge: 57,
      discoveryMaxAge: 57,
      discoveryDistanceKm: 50,
    });
  const profileIn = (city: string) => ({
    firstName: "Mover",
    age: 57,
    gender: "female",
    interestedIn: "men",
    relationshipType: ["Long-term Relationship"],
    lookingFor: ["Marriage"],
    location: { country: "United States", state: "Texas", city },
    relationshipStatus: "single",
    hasChildren: false,
    languages: ["English"],
    interests: ["Reading"],
  });

  it("follow a member who moves to another city by saving the profile", async () => {
    const inAustin = await watcher(PLACES.austin);
    const inHouston = await watcher(PLACES.houston);
    const mover = await createMember(server, { firstName: null, latitude: null, longitude: null, location: null });
    expect((await mover.client.request("PUT", "/api/profile", { json: profileIn("Austin") })).status).toBe(200);
    expect(await deckIds(inAustin.client)).toEqual([mover.id]);
    expect(await deckIds(inHouston.client)).toEqual([]);
    expect((await mover.client.request("PUT", "/api/profile", { json: profileIn("Houston") })).status).toBe(200);
    expect(await deckIds(inAustin.client)).toEqual([]);
    expect(await deckIds(inHouston.client)).toEqual([mover.id]);
  });

  it("are kept by the database with the deck's own formula, wherever the coordinates are written from", async () => {
    const member = await createMember(server, { ...place() });
    const cellOf = async () =>
      (await server.db.select({ cell: profiles.geoCell }).from(profiles).where(eq(profiles.id, member.id)))[0]!.cell;
    const points: [number, number][] = [
      [30.2672, -97.7431],
      [-33.87, 151.21],
      [0, 0],
      [-0.000001, -0.000001],
      [51.5, -0.13],
      [89.99, 179.99],
      [-90, -180],
      [12.999999, 45],
    ];
    for (const [latitude, longitude] of points) {
      await server.db.update(profiles).set({ latitude, longitude }).where(eq(profiles.id, member.id));
      expect(await cellOf()).toBe(geoCellOf(latitude, longitude));
    }
    await server.db.execute(sql`update profiles set latitude = null where id = ${member.id}`);
    expect(await cellOf()).toBeNull();
  });

  it("cover a radius that crosses cell borders", async () => {
    // On a corner of four cells: members a little way into each of them are all within 50 km.
    const corner = { location: "Corner", latitude: 3, longitude: 40 };
    const me = await createMember(server, { ...corner, discoveryDistanceKm: 50 });
    const around = await Promise.all(
      [
        [0.2, 0.2],
        [0.2, -0.2],
        [-0.2, 0.2],
        [-0.2, -0.2],
      ].map(([dLat, dLon]) =>
        createMember(server, {
          location: "Around",
          latitude: corner.latitude + dLat!,
          longitude: corner.longitude + dLon!,
        }),
      ),
    );
    // 67 km away, in a cell the bounding box reaches: read, and left out by the radius.
    await createMember(server, { location: "Far", latitude: corner.latitude + 0.6, longitude: corner.longitude });
    expect((await deckIds(me.client)).sort()).toEqual(around.map((member) => member.id).sort());
  });
});

describe("ranking", () => {
  it("puts the better fit first, with its score and reasons", async () => {
    const here = place();
    const me = await createMember(server, {
      ...here,
      lookingFor: ["Marriage"],
      interests: ["Hiking", "Travel"],
      matchStyle: "deep_connector",
    });
    const poor = await createMember(server, {
      ...here,
      firstName: "Poor",
      lookingFor: ["Casual Dating"],
      interests: ["Gaming"],
      matchStyle: "free_spirit",
    });
    const good = await createMember(server, {
      ...here,
      firstName: "Good",
      lookingFor: ["Marriage"],
      interests: ["Hiking", "Travel"],
      matchStyle: "loyal_realist",
    });
    const cards = (await me.client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards;
    expect(cards.map((card) => card.profile.id)).toEqual([good.id, poor.id]);
    expect(cards[0]!.compatibility.score).toBeGreaterThan(cards[1]!.compatibility.score);
    expect(cards[0]!.compatibility.reasons[0]).toBe("You both want Marriage");
  });
});

describe("filters", () => {
  it("are stored on the profile and validated", async () => {
    const me = await createMember(server, { ...place() });
    const saved = await me.client.request("PUT", "/api/discovery/preferences", {
      json: { minAge: 25, maxAge: 40, distanceKm: 30 },
    });
    expect(saved.status).toBe(200);
    expect((await me.client.get("/api/discovery/preferences")).body).toEqual({
      minAge: 25,
      maxAge: 40,
      distanceKm: 30,
    });
    for (const bad of [
      { minAge: 70, maxAge: 20, distanceKm: 30 },
      { minAge: 20, maxAge: 30, distanceKm: -5 },
      { minAge: 17, maxAge: 30, distanceKm: 5 },
      {},
    ]) {
      const response = await me.client.request<{ error: { code: string } }>("PUT", "/api/discovery/preferences", {
        json: bad,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await me.client.get("/api/discovery/preferences")).body).toEqual({
      minAge: 25,
      maxAge: 40,
      distanceKm: 30,
    });
  });
});

describe("one potential match in full", () => {
  it("shows the profile with its score and where I stand with them", async () => {
    const here = place();
    const me = await createMember(server, { ...here, lookingFor: ["Marriage"] });
    const other = await createMember(server, { ...here, firstName: "Other", lookingFor: ["Marriage"] });
    type Full = {
      profile: { id: string };
      compatibility: { score: number; reasons: string[] };
      connection: { status: string; matchId: string | null };
    };
    const first = await me.client.get<Full>(`/api/discovery/profiles/${other.id}`);
    expect(first.status).toBe(200);
    expect(first.body.connection).toEqual({ status: "none", matchId: null });
    expect(first.body.compatibility.reasons).toContain("You both want Marriage");
    await other.client.post("/api/likes", { targetId: me.id });
    expect((await me.client.get<Full>(`/api/discovery/profiles/${other.id}`)).body.connection.status).toBe("likedYou");
    await me.client.post("/api/likes", { targetId: other.id });
    const matched = (await me.client.get<Full>(`/api/discovery/profiles/${other.id}`)).body.connection;
    expect(matched.status).toBe("matched");
    expect(matched.matchId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is not found for myself, a blocked member, a hidden one or a bad id", async () => {
    const here = place();
    const me = await createMember(server, { ...here });
    const blocker = await createMember(server, { ...here });
    await server.db.insert(blocks).values({ blockerId: blocker.id, blockedId: me.id });
    for (const id of [me.id, blocker.id, "nope", "00000000-0000-4000-8000-000000000000"]) {
      expect((await me.client.get(`/api/discovery/profiles/${id}`)).status).toBe(404);
    }
  });
});
