// The dashboard's potential matches are the deck's own: the same rules (mutual interest, each other's
// ages, the radius, visibility, blocks, bans, and nobody already liked, skipped or matched) and the
// same ranking, so the dashboard and the match screen never disagree.
import { randomUUID } from "node:crypto";
import {
  DASHBOARD_MATCHES_SHOWN,
  DECK_PAGE_SIZE,
  POTENTIAL_MATCHES_LIMIT,
  type PublicProfile,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, profiles, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { deckIds, place } from "./support/discovery";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type ApiError = { error: { code: string; message: string } };
type Potential = { profiles: PublicProfile[] };
type ProfileFields = Partial<typeof profiles.$inferInsert>;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const potentialIds = async (client: TestClient, limit?: number) =>
  (
    await client.get<Potential>(`/api/profiles/potential${limit === undefined ? "" : `?limit=${limit}`}`)
  ).body.profiles.map((profile) => profile.id);

/** Members written straight to the database (no sign-in needed): many at once, fast. */
async function insertMembers(count: number, fields: (i: number) => ProfileFields): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await server.db
    .insert(users)
    .values(ids.map((id) => ({ id, name: "", email: `${id}@potential.kindred.invalid`, emailVerified: true })));
  await server.db.insert(profiles).values(
    ids.map((id, i) => ({
      id,
      firstName: `Member${i}`,
      age: 30,
      gender: "male",
      interestedIn: "women",
      ...fields(i),
    })),
  );
  return ids;
}

describe("GET /api/profiles/potential", () => {
  let viewer: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    const here = place();
    viewer = await createMember(server, { ...here, firstName: "Viewer", gender: "female", interestedIn: "men" });
    // More members who fit the viewer than the default limit, so that both limits have something to cut,
    // each a little more recently active than the last.
    await insertMembers(POTENTIAL_MATCHES_LIMIT + 10, (i) => ({
      ...here,
      lastSeenAt: new Date(Date.now() - i * 60_000),
    }));
  });

  it("answers POTENTIAL_MATCHES_LIMIT members by default, in the deck's order, never the viewer", async () => {
    const ids = await potentialIds(viewer.client);
    expect(ids).toHaveLength(POTENTIAL_MATCHES_LIMIT);
    expect(ids).not.toContain(viewer.id);
    expect(ids.slice(0, DECK_PAGE_SIZE)).toEqual(await deckIds(viewer.client));
  });

  it("answers only `limit` members, the first of the full list, in a fraction of its bytes", async () => {
    const full = await viewer.client.get<Potential>("/api/profiles/potential");
    const few = await viewer.client.get<Potential>(`/api/profiles/potential?limit=${DASHBOARD_MATCHES_SHOWN}`);
    expect(few.status).toBe(200);
    expect(few.body.profiles.map((profile) => profile.id)).toEqual(
      full.body.profiles.slice(0, DASHBOARD_MATCHES_SHOWN).map((profile) => profile.id),
    );
    expect(JSON.stringify(few.body).length).toBeLessThan(JSON.stringify(full.body).length / 4);

    expect(await potentialIds(viewer.client, 1)).toHaveLength(1);
    expect(await potentialIds(viewer.client, POTENTIAL_MATCHES_LIMIT)).toHaveLength(POTENTIAL_MATCHES_LIMIT);
  });

  it.each(["0", "-1", String(POTENTIAL_MATCHES_LIMIT + 1), "2.5", "six", "", "1e9"])(
    "refuses limit=%j with a 400 and the error shape",
    async (limit) => {
      const { status, body } = await viewer.client.get<ApiError>(
        `/api/profiles/potential?limit=${encodeURIComponent(limit)}`,
      );
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_FAILED");
      expect(body.error.message).toMatch(/^limit: /);
    },
  );

  it("requires a session", async () => {
    expect((await new TestClient(server).get("/api/profiles/potential?limit=6")).status).toBe(401);
  });
});

describe("the dashboard's potential matches follow the deck's rules", () => {
  // Real places: London, a street away, and New York (some 5,570 km off).
  const london = { location: "London, United Kingdom", latitude: 51.5074, longitude: -0.1278 };
  const nearLondon = { location: "London, United Kingdom", latitude: 51.5164, longitude: -0.1278 };
  const newYork = { location: "New York City, New York, United States", latitude: 40.7128, longitude: -74.006 };

  it("a woman in London looking for men sees the men near her who want her, as her deck deals them", async () => {
    const viewer = await createMember(server, {
      ...london,
      firstName: "Lena",
      age: 34,
      gender: "female",
      interestedIn: "men",
    });
    const man = { ...nearLondon, gender: "male", interestedIn: "women", age: 36 } as const;
    const [londoner, neighbour, liked, skipped, blocked, blocker] = await insertMembers(6, () => man);
    const [woman, nonBinary] = await insertMembers(2, (i) => ({ ...nearLondon, gender: ["female", "non-binary"][i] }));
    const wantsMen = (await insertMembers(1, () => ({ ...man, interestedIn: "men" })))[0]!;
    const newYorker = (await insertMembers(1, () => ({ ...man, ...newYork })))[0]!;
    const tooOld = (await insertMembers(1, () => ({ ...man, age: 70 })))[0]!;
    const wantsYounger = (await insertMembers(1, () => ({ ...man, discoveryMaxAge: 30 })))[0]!;
    const hidden = (await insertMembers(1, () => ({ ...man, hidden: true })))[0]!;
    const banned = (await insertMembers(1, () => man))[0]!;
    await server.db.update(users).set({ banned: true }).where(eq(users.id, banned));
    await server.db.insert(blocks).values([
      { blockerId: viewer.id, blockedId: blocked! },
      { blockerId: blocker!, blockedId: viewer.id },
    ]);
    // A fan liked her first: on the deck (and so here) until she answers.
    const fanClient = await createMember(server, { ...man, firstName: "Fan" });
    await fanClient.client.post("/api/likes", { targetId: viewer.id });

    const before = await potentialIds(viewer.client);
    for (const id of [woman, nonBinary, wantsMen, newYorker, tooOld, wantsYounger, hidden, banned, blocked, blocker])
      expect(before).not.toContain(id);
    expect(before).toEqual(await deckIds(viewer.client));
    expect(before[0]).toBe(fanClient.id);
    expect([...before].sort()).toEqual([fanClient.id, londoner, neighbour, liked, skipped].sort());

    // Likes, skips and a match made take the member out, as they leave the deck.
    expect((await viewer.client.post("/api/likes", { targetId: liked })).status).toBe(201);
    expect((await viewer.client.post("/api/passes", { targetId: skipped })).status).toBe(204);
    const back = await viewer.client.post<{ outcome: string }>("/api/likes", { targetId: fanClient.id });
    expect(back.body.outcome).toBe("matched");
    const after = await potentialIds(viewer.client);
    expect(after).toEqual(await deckIds(viewer.client));
    expect([...after].sort()).toEqual([londoner, neighbour].sort());
  });
});
