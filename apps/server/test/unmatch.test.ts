// Unmatch: either member ends a match for both, for good; the conversation closes live and they never meet again.
import { LIKE_MESSAGES, UNMATCH_TEXT, type PublicProfile } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches } from "../src/db/schema";
import type { TestClient } from "./support/client";
import { deckIds, place } from "./support/discovery";
import { createMember } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, type TestSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;

let server: TestServer;
const sockets: TestSocket[] = [];
const tag = Date.now().toString(36);
// A and B matched; C is a third member who sees both (the control), in the same town.
let a: Member, b: Member, c: Member;
let matchId: string;
let aTab: TestSocket, bTab: TestSocket;

const unmatch = (client: TestClient, id: string) => client.request<ApiError>("DELETE", `/api/matches/${id}`);
const searchIds = async (client: TestClient, q: string) =>
  (await client.get<{ results: { profile: PublicProfile }[] }>(`/api/search?q=${q}`)).body.results.map(
    (result) => result.profile.id,
  );
const potentialIds = async (client: TestClient) =>
  (await client.get<{ profiles: PublicProfile[] }>("/api/profiles/potential")).body.profiles.map((p) => p.id);
const conversationsOf = async (client: TestClient) =>
  (await client.get<{ conversations: { matchId: string }[] }>("/api/conversations")).body.conversations.map(
    (conversation) => conversation.matchId,
  );

beforeAll(async () => {
  server = await startTestServer();
  const town = place();
  [a, b, c] = await Promise.all([
    createMember(server, { firstName: `Ava${tag}`, bio: `unmatch${tag}`, ...town }),
    createMember(server, { firstName: `Bea${tag}`, bio: `unmatch${tag}`, ...town }),
    createMember(server, { firstName: `Cid${tag}`, bio: `unmatch${tag}`, ...town }),
  ]);
  await a.client.post("/api/likes", { targetId: b.id });
  const back = await b.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: a.id });
  expect(back.body.outcome).toBe("matched");
  matchId = back.body.matchId;
  // Both have talked (so A's sends know the pair), and both have a tab open.
  expect((await send(a.client, matchId, "hi")).status).toBe(201);
  expect((await send(b.client, matchId, "hello")).status).toBe(201);
  [aTab, bTab] = await Promise.all([openSocket(server, a.client), openSocket(server, b.client)]);
  sockets.push(aTab, bTab);
  expect(await conversationsOf(b.client)).toEqual([matchId]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

describe("who may unmatch", () => {
  it("answers 404 to anyone but the two, to an unknown match and to a malformed id", async () => {
    for (const [client, id] of [
      [c.client, matchId],
      [a.client, crypto.randomUUID()],
      [a.client, "not-a-match"],
    ] as const) {
      const response = await unmatch(client, id);
      expect([response.status, response.body.error], id).toEqual([
        404,
        { code: "NOT_FOUND", message: UNMATCH_TEXT.notFound },
      ]);
    }
    const [row] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row!.status).toBe("active");
  });
});

describe("once A unmatches B", () => {
  beforeAll(async () => {
    expect((await unmatch(a.client, matchId)).status).toBe(204);
  });

  it("ends the match for good, once", async () => {
    const [row] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row).toMatchObject({ status: "ended", endedBy: a.id });
    expect(Date.now() - row!.endedAt!.getTime()).toBeLessThan(60_000);
    expect((await unmatch(a.client, matchId)).status).toBe(404);
    expect((await unmatch(b.client, matchId)).status).toBe(404);
  });

  it("tells both members' screens the conversation closed", async () => {
    await aTab.next("conversation.closed", (event) => event.matchId === matchId);
    await bTab.next("conversation.closed", (event) => event.matchId === matchId);
  });

  it("drops the conversation for both and refuses its messages", async () => {
    for (const member of [a, b]) {
      expect(await conversationsOf(member.client)).toEqual([]);
      const page = await member.client.get<ApiError>(`/api/conversations/${matchId}/messages`);
      expect([page.status, page.body.error.message]).toEqual([403, UNMATCH_TEXT.ended]);
      // A's send takes the fast path (the pair is known), B's the full check: both are refused alike.
      const sent = await send(member.client, matchId, "are you there?");
      expect([sent.status, sent.body.error.message]).toEqual([403, UNMATCH_TEXT.ended]);
    }
    expect((await b.client.get("/api/conversations/summary")).body).toMatchObject({ unreadMessages: 0 });
  });

  it("never shows either to the other in the deck, search or the dashboard, while C still sees both", async () => {
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ]) {
      expect(await deckIds(viewer!.client)).not.toContain(other!.id);
      expect(await deckIds(viewer!.client)).toContain(c.id);
      expect(await searchIds(viewer!.client, `unmatch${tag}`)).toEqual([c.id]);
      const potential = await potentialIds(viewer!.client);
      expect(potential).not.toContain(other!.id);
      expect(potential).toContain(c.id);
      // Nor as a potential match in full; C's card still opens.
      expect((await viewer!.client.get(`/api/discovery/profiles/${other!.id}`)).status).toBe(404);
      expect((await viewer!.client.get(`/api/discovery/profiles/${c.id}`)).status).toBe(200);
    }
    expect((await searchIds(c.client, `unmatch${tag}`)).sort()).toEqual([a.id, b.id].sort());
    expect(await deckIds(c.client)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("refuses a like either way and leaves the match ended", async () => {
    for (const [liker, target] of [
      [a, b],
      [b, a],
    ]) {
      const like = await liker!.client.post<ApiError>("/api/likes", { targetId: target!.id });
      expect([like.status, like.body.error.message]).toEqual([404, LIKE_MESSAGES.unavailable]);
    }
    const [row] = await server.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row!.status).toBe("ended");
  });
});

describe("a pending like", () => {
  it("can be ended by either of the two: the liker never comes back as a fan", async () => {
    const town = place();
    const [fan, liked] = await Promise.all([
      createMember(server, { firstName: `Fan${tag}`, ...town }),
      createMember(server, { firstName: `Liked${tag}`, ...town }),
    ]);
    const like = await fan.client.post<{ matchId: string }>("/api/likes", { targetId: liked.id });
    expect(await deckIds(liked.client)).toContain(fan.id);
    expect((await unmatch(liked.client, like.body.matchId)).status).toBe(204);
    expect(await deckIds(liked.client)).not.toContain(fan.id);
    expect((await liked.client.get<{ likes: unknown[] }>("/api/likes/received")).body.likes).toEqual([]);
    expect((await liked.client.post("/api/likes", { targetId: fan.id })).status).toBe(404);
    expect((await fan.client.post("/api/likes", { targetId: liked.id })).status).toBe(404);
  });
});
