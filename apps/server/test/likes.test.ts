import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, matches, messages, passes, profiles, users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";
import { inOneWindow } from "./support/rate-windows";

type ApiError = { error: { code: string; message: string } };
type Like = { outcome: string; matchId: string; message: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function member(label: string, srv: TestServer = server) {
  const client = new TestClient(srv);
  await client.signUp(uniqueEmail(label));
  const { id } = (await client.get<{ id: string }>("/api/me")).body;
  await srv.db.insert(profiles).values({ id, firstName: label, age: 30, gender: "female", interestedIn: "everyone" });
  return { client, id };
}
const like = (client: TestClient, targetId: string) => client.post<Like & ApiError>("/api/likes", { targetId });

describe("likes", () => {
  it("a like is pending; a like back makes one active match", async () => {
    const a = await member("a");
    const b = await member("b");
    const first = await like(a.client, b.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ outcome: "liked", message: "Like sent successfully!" });
    const [pending] = await server.db.select().from(matches).where(eq(matches.id, first.body.matchId));
    expect(pending).toMatchObject({ user1Id: a.id, user2Id: b.id, status: "pending" });

    const received = await b.client.get<{ likes: { matchId: string; profile: { id: string } }[] }>(
      "/api/likes/received",
    );
    expect(received.body.likes.map((l) => l.profile.id)).toEqual([a.id]);

    const back = await like(b.client, a.id);
    expect(back.body).toMatchObject({ outcome: "matched", matchId: first.body.matchId, message: "It's a match!" });
    const [active] = await server.db.select().from(matches).where(eq(matches.id, first.body.matchId));
    expect(active!.status).toBe("active");
    expect(active!.matchedAt).not.toBeNull();
    expect((await b.client.get<{ likes: unknown[] }>("/api/likes/received")).body.likes).toEqual([]);
  });

  it("tells a repeated like apart from an existing match", async () => {
    const a = await member("rep-a");
    const b = await member("rep-b");
    await like(a.client, b.id);
    expect((await like(a.client, b.id)).body).toMatchObject({
      outcome: "already_liked",
      message: "You've already sent a like to this person!",
    });
    await like(b.client, a.id);
    expect((await like(a.client, b.id)).body).toMatchObject({
      outcome: "already_matched",
      message: "You're already matched with this person!",
    });
    expect((await like(b.client, a.id)).body.outcome).toBe("already_matched");
  });

  it("two simultaneous likes make exactly one active match", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member(`sim-a${round}`);
      const b = await member(`sim-b${round}`);
      const [x, y] = await Promise.all([like(a.client, b.id), like(b.client, a.id)]);
      expect([x.body.outcome, y.body.outcome].sort()).toEqual(["liked", "matched"]);
      const rows = await server.db
        .select()
        .from(matches)
        .where(
          or(
            and(eq(matches.user1Id, a.id), eq(matches.user2Id, b.id)),
            and(eq(matches.user1Id, b.id), eq(matches.user2Id, a.id)),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("active");
    }
  });

  it.each([
    ["oneself", "self"],
    ["a nonexistent id", "ghost"],
    ["a hidden member", "hidden"],
    ["a banned member", "banned"],
    ["a member who blocked you", "blocker"],
    ["a malformed id", "malformed"],
  ])("refuses liking %s with a clear 4xx and writes nothing", async (_label, kind) => {
    const me = await member("liker");
    let targetId = "00000000-0000-4000-8000-000000000000";
    if (kind === "self") targetId = me.id;
    if (kind === "malformed") targetId = "not-an-id";
    if (kind === "hidden" || kind === "banned" || kind === "blocker") {
      const other = await member(kind);
      targetId = other.id;
      if (kind === "hidden") await server.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, other.id));
      if (kind === "banned") await server.db.update(users).set({ banned: true }).where(eq(users.id, other.id));
      if (kind === "blocker") await server.db.insert(blocks).values({ blockerId: other.id, blockedId: me.id });
    }
    const response = await like(me.client, targetId);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error.message.length).toBeGreaterThan(0);
    expect(await server.db.$count(matches, eq(matches.user1Id, me.id))).toBe(0);
  });

  it("is limited per hour with a 429", async () => {
    await inOneWindow(3600, 30);
    const strict = await startTestServer({ RATE_LIMIT_SCALE: "0.03" }); // 100 x 0.03 = 3 likes an hour
    try {
      const me = await member("eager", strict);
      // Targets straight into the database: at this scale sign-ups are limited too.
      const targets = await strict.db
        .insert(users)
        .values([1, 2, 3, 4].map((i) => ({ name: "", email: uniqueEmail(`t${i}`) })))
        .returning({ id: users.id });
      await strict.db.insert(profiles).values(targets.map(({ id }) => ({ id, firstName: "T", age: 30 })));
      const answers = [];
      for (const target of targets) answers.push(await me.client.post("/api/likes", { targetId: target.id }));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
      // When the hour's window opens again, in whole seconds.
      const retryAfter = Number(answers[3]!.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await strict.db.$count(matches, eq(matches.user1Id, me.id))).toBe(3);
    } finally {
      await strict.close();
    }
  }, 90_000);
});

describe("skips", () => {
  it("are stored, and the last one can be undone", async () => {
    const me = await member("skipper");
    const first = await member("first");
    const second = await member("second");
    expect((await me.client.post("/api/passes", { targetId: first.id })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await me.client.post("/api/passes", { targetId: second.id })).status).toBe(204);
    expect(await server.db.$count(passes, eq(passes.userId, me.id))).toBe(2);
    const undone = await me.client.request<{ targetId: string }>("DELETE", "/api/passes/last");
    expect(undone.body.targetId).toBe(second.id);
    expect(await server.db.$count(passes, eq(passes.userId, me.id))).toBe(1);
    await me.client.request("DELETE", "/api/passes/last");
    expect((await me.client.request("DELETE", "/api/passes/last")).status).toBe(404);
  });

  it("liking someone after skipping them clears the skip", async () => {
    const me = await member("changed-mind");
    const other = await member("other");
    await me.client.post("/api/passes", { targetId: other.id });
    await like(me.client, other.id);
    expect(await server.db.$count(passes, eq(passes.userId, me.id))).toBe(0);
  });
});

describe("celebrations", () => {
  it("the member who liked first gets the overlay once, later; the one who liked back got it at once", async () => {
    const a = await member("first-liker");
    const b = await member("liked-back");
    await like(a.client, b.id);
    const back = await like(b.client, a.id);
    type Celebrations = { celebrations: { matchId: string; profile: { id: string } }[] };
    const forA = (await a.client.get<Celebrations>("/api/matches/celebrations")).body.celebrations;
    expect(forA.map((c) => [c.matchId, c.profile.id])).toEqual([[back.body.matchId, b.id]]);
    expect((await b.client.get<Celebrations>("/api/matches/celebrations")).body.celebrations).toEqual([]);
    // The one who liked back saw it at their like: marking it again changes nothing.
    expect((await b.client.post(`/api/matches/${back.body.matchId}/celebrated`)).status).toBe(204);
    expect((await b.client.get<Celebrations>("/api/matches/celebrations")).body.celebrations).toEqual([]);
    expect((await a.client.post(`/api/matches/${back.body.matchId}/celebrated`)).status).toBe(204);
    expect((await a.client.get<Celebrations>("/api/matches/celebrations")).body.celebrations).toEqual([]);
  });
});

describe("dashboard figures from real rows", () => {
  it("count likes received, matches (new within 7 days) and unread messages", async () => {
    const me = await member("counted");
    const fan = await member("fan");
    const mutual = await member("mutual");
    await like(fan.client, me.id);
    await like(mutual.client, me.id);
    const matched = await like(me.client, mutual.id);
    await server.db.insert(messages).values([
      { matchId: matched.body.matchId, senderId: mutual.id, receiverId: me.id, clientId: "c1", content: "hi" },
      {
        matchId: matched.body.matchId,
        senderId: mutual.id,
        receiverId: me.id,
        clientId: "c2",
        content: "there",
        isRead: true,
      },
    ]);
    const stats = await me.client.get("/api/dashboard/stats");
    expect(stats.body).toEqual({ totalMatches: 1, newMatches: 1, newLikes: 1, unreadMessages: 1 });
    await server.db
      .update(matches)
      .set({ matchedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(matches.id, matched.body.matchId));
    expect((await me.client.get("/api/dashboard/stats")).body).toMatchObject({ totalMatches: 1, newMatches: 0 });
  });
});
