// The discovery deck: who may appear on it (the hard filters) and in what order (ranking).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, profiles, users } from "../src/db/schema";
import { deckIds, place, type Card } from "./support/discovery";
import { createMember, PLACES } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
