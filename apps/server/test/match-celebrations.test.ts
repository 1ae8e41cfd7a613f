import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches } from "../src/db/schema";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type Celebrations = { celebrations: { matchId: string; profile: { id: string } }[] };
type ApiError = { error: { code: string; message: string } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pending = async (client: TestClient) =>
  (await client.get<Celebrations>("/api/matches/celebrations")).body.celebrations.map((c) => c.matchId);
const seen = (client: TestClient, matchId: string) => client.post<ApiError>(`/api/matches/${matchId}/celebrated`);

/** Ada liked first, Ben liked back: Ben saw the overlay at his like; Ada's waits. */
async function freshMatch() {
  const { a: ada, b: ben, matchId } = await matchedPair(server);
  return { ada, ben, matchId };
}

describe("match celebrations", () => {
  it("wait for the first liker until seen once, on any of their devices; the one who liked back saw theirs at the like", async () => {
    const { ada, ben, matchId } = await freshMatch();
    expect(await pending(ada.client)).toEqual([matchId]);
    expect(await pending(ben.client)).toEqual([]);

    expect((await seen(ada.client, matchId)).status).toBe(204);
    expect(await pending(ada.client)).toEqual([]);
    // Her other device: nothing waits there either.
    const otherDevice = new TestClient(server);
    expect((await otherDevice.signIn(ada.email)).status).toBe(200);
    expect(await pending(otherDevice)).toEqual([]);

    // Seen again (a second device's overlay closing): still 204, and the first time is kept.
    const [before] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect((await seen(otherDevice, matchId)).status).toBe(204);
    expect((await seen(ben.client, matchId)).status).toBe(204);
    const [after] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(after!.user1CelebratedAt).toEqual(before!.user1CelebratedAt);
    expect(after!.user2CelebratedAt).toEqual(before!.user2CelebratedAt);
  });

  it("answer a visitor 401, and 404 for a member not in the match, an unknown id or a pending like", async () => {
    const { ada, matchId } = await freshMatch();
    const visitor = new TestClient(server);
    expect((await visitor.get<ApiError>("/api/matches/celebrations")).status).toBe(401);
    expect((await seen(visitor, matchId)).status).toBe(401);

    const stranger = await createMember(server, { firstName: "Stranger" });
    const refused = await seen(stranger.client, matchId);
    expect([refused.status, refused.body.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await seen(ada.client, "not-a-uuid")).status).toBe(404);
    expect((await seen(ada.client, crypto.randomUUID())).status).toBe(404);

    const liked = await stranger.client.post<{ matchId: string }>("/api/likes", { targetId: ada.id });
    expect((await seen(stranger.client, liked.body.matchId)).status).toBe(404);
    expect(await pending(ada.client)).toEqual([matchId]);
  });

  it("skip a match across a block, either way, and refuse to mark it", async () => {
    const { ada, ben, matchId } = await freshMatch();
    expect((await ben.client.post("/api/blocks", { userId: ada.id })).status).toBeLessThan(300);
    expect(await pending(ada.client)).toEqual([]);
    expect((await seen(ada.client, matchId)).status).toBe(404);
    const [row] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row!.user1CelebratedAt).toBeNull();
  });

  it("skip a match with a banned member, and refuse the banned member themselves", async () => {
    const { ada, ben, matchId } = await freshMatch();
    const admin = await createMember(server, { firstName: "Moderator" });
    await makeAdmin(server, admin.id);
    const ban = await admin.client.post(`/api/admin/members/${ben.id}/ban`, {
      reason: "Scamming members",
      rule: "be-respectful",
    });
    expect(ban.status).toBe(200);
    expect(await pending(ada.client)).toEqual([]);
    expect((await seen(ada.client, matchId)).status).toBe(404);
    expect((await seen(ben.client, matchId)).status).toBe(401);
    const [row] = await server.db
      .select()
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.user1Id, ada.id)));
    expect(row!.user1CelebratedAt).toBeNull();
  });
});
