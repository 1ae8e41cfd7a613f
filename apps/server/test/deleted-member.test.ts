// A deleted member's traces: messages to others stay (from "a deleted member"), and no read path breaks
// on the null their account leaves in matches, messages and reports.
import {
  AdminReportsSchema,
  ConversationSchema,
  DashboardStatsSchema,
  MESSAGE_TEXT,
  MessagePageSchema,
  UNMATCH_TEXT,
  type Conversation,
  type PublicProfile,
} from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { deckIds, place } from "./support/discovery";
import * as images from "./support/images";
import { createMember, makeAdmin } from "./support/members";
import { messageCounter, send, sendImage, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, type TestSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;

let server: TestServer;
const sockets: TestSocket[] = [];
const tag = Date.now().toString(36);
// A deletes their account. B was matched with A and talked; C had a pending like from A; K had unmatched
// A (so stays closed); W had liked Z, who deletes too; D is the control everyone should still see; M moderates.
let a: Member, b: Member, c: Member, d: Member, k: Member, w: Member, z: Member, mod: Member;
let matchId: string;
let unmatchedId: string;
const aName = `Zelda${tag}`;
const countMessages = messageCounter(() => server);

/** What the accounts module does: end the member's mutual matches (no one ended them), then delete the user. */
async function deleteAccount(id: string) {
  await server.db.transaction(async (tx) => {
    await tx.execute(
      sql`update matches set status = 'ended', ended_at = now() where (user1_id = ${id} or user2_id = ${id}) and status = 'active'`,
    );
    await tx.execute(sql`delete from users where id = ${id}`);
  });
}

const conversationsOf = async (client: TestClient) => {
  const response = await client.get<{ conversations: unknown[] }>("/api/conversations");
  expect(response.status).toBe(200);
  return response.body.conversations.map((conversation) => ConversationSchema.parse(conversation));
};
const like = (from: Member, to: Member) =>
  from.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: to.id });
const searchIds = async (client: TestClient) =>
  (await client.get<{ results: { profile: PublicProfile }[] }>(`/api/search?q=deleted${tag}`)).body.results.map(
    (result) => result.profile.id,
  );
const potentialIds = async (client: TestClient) =>
  (await client.get<{ profiles: PublicProfile[] }>("/api/profiles/potential")).body.profiles.map((p) => p.id);
const receivedLikeIds = async (client: TestClient) =>
  (await client.get<{ likes: { profile: PublicProfile }[] }>("/api/likes/received")).body.likes.map(
    (entry) => entry.profile.id,
  );
const stats = async (client: TestClient) => {
  const response = await client.get("/api/dashboard/stats");
  expect(response.status).toBe(200);
  return DashboardStatsSchema.parse(response.body);
};
const summary = async (client: TestClient) =>
  (await client.get<{ unreadMessages: number; pendingLikes: number }>("/api/conversations/summary")).body;

beforeAll(async () => {
  server = await startTestServer();
  const town = place();
  const bio = `deleted${tag}`;
  [a, b, c, d, k, w, z, mod] = await Promise.all([
    createMember(server, { firstName: aName, lastName: "Gone", bio, ...town }),
    createMember(server, { firstName: `Bea${tag}`, bio, ...town }),
    createMember(server, { firstName: `Cid${tag}`, bio, ...town }),
    createMember(server, { firstName: `Dot${tag}`, bio, ...town }),
    createMember(server, { firstName: `Kai${tag}`, bio, ...town }),
    createMember(server, { firstName: `Wes${tag}`, bio, ...town }),
    createMember(server, { firstName: `Zed${tag}`, bio, ...town }),
    createMember(server, { firstName: `Mod${tag}` }),
  ]);
  await makeAdmin(server, mod.id);

  // A and B match and talk; A's last message (with a photo, and one to read) stays unread by B.
  await like(a, b);
  const matched = await like(b, a);
  expect(matched.body.outcome).toBe("matched");
  matchId = matched.body.matchId;
  expect((await send(b.client, matchId, "Hi from B")).status).toBe(201);
  expect((await send(a.client, matchId, "Hello from A")).status).toBe(201);
  expect((await sendImage(a.client, matchId, await images.jpeg(320, 240), { content: "A photo" })).status).toBe(201);
  // A has a photo of their own: it must not show as the conversation's avatar once they are gone.
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await images.jpeg(320, 240))], { type: "image/jpeg" }), "a.jpg");
  expect((await a.client.request("POST", "/api/photos", { body: form })).status).toBe(201);

  // A likes C (pending); K and A matched and K unmatched A; W likes Z (pending).
  expect((await like(a, c)).body.outcome).toBe("liked");
  await like(k, a);
  unmatchedId = (await like(a, k)).body.matchId;
  expect((await k.client.request("DELETE", `/api/matches/${unmatchedId}`)).status).toBe(204);
  expect((await like(w, z)).body.outcome).toBe("liked");

  // Reports by and about A, the conversation's among them (with its messages as evidence).
  const report = (from: Member, body: object) =>
    from.client.post("/api/reports", { category: "harassment", reason: "Not nice", ...body });
  expect((await report(b, { kind: "conversation", targetId: matchId })).status).toBe(201);
  expect((await report(a, { kind: "profile", targetId: d.id })).status).toBe(201);

  // Before: what the deletion must change is really there.
  const before = await conversationsOf(b.client);
  expect(before.map((x) => [x.other.id, x.other.firstName, x.other.avatarUrl !== null])).toEqual([[a.id, aName, true]]);
  expect(await receivedLikeIds(c.client)).toEqual([a.id]);
  expect((await summary(c.client)).pendingLikes).toBe(1);
  expect(await deckIds(c.client)).toContain(a.id);

  await deleteAccount(a.id);
  await deleteAccount(z.id);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

describe("the conversation the deleted member left", () => {
  it("stays in B's list as 'Deleted member', with no name, photo or presence of theirs", async () => {
    const response = await b.client.get("/api/conversations");
    const list = await conversationsOf(b.client);
    expect(list).toHaveLength(1);
    const [conversation] = list as [Conversation];
    expect(conversation.matchId).toBe(matchId);
    expect(conversation.other).toEqual({
      id: null,
      firstName: MESSAGE_TEXT.deletedMember,
      lastName: "",
      avatarUrl: null,
    });
    expect(conversation.online).toBe(false);
    // The last message was A's: its sender is null, its text intact.
    expect(conversation.lastMessage).toMatchObject({ content: "A photo", hasImage: true, senderId: null });
    expect(conversation.unreadCount).toBe(2);
    // Nothing of A anywhere in the answer: not their id, not their name.
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(a.id);
    expect(text).not.toContain(aName);
  });

  it("keeps every message readable: A's with a null sender, B's with a null receiver", async () => {
    const response = await b.client.get(`/api/conversations/${matchId}/messages`);
    expect(response.status).toBe(200);
    const page = MessagePageSchema.parse(response.body);
    expect(page.messages.map((m) => [m.senderId, m.receiverId, m.content])).toEqual([
      [b.id, null, "Hi from B"],
      [null, b.id, "Hello from A"],
      [null, b.id, "A photo"],
    ]);
    // A's photo message still opens for B (its file is the accounts module's to remove or keep).
    const image = await b.client.request("GET", page.messages[2]!.imageUrl!);
    expect([200, 404]).toContain(image.status);
  });

  it("refuses a send, text or image, with 403 and why", async () => {
    // B sent here before, so this send takes the remembered-pair path; the image send checks in full.
    const text = await send(b.client, matchId, "Are you there?");
    expect([text.status, text.body.error]).toEqual([403, { code: "FORBIDDEN", message: MESSAGE_TEXT.memberDeleted }]);
    const image = await sendImage(b.client, matchId, await images.jpeg(64, 64));
    expect([image.status, image.body.error]).toEqual([403, { code: "FORBIDDEN", message: MESSAGE_TEXT.memberDeleted }]);
    expect(await countMessages(matchId)).toBe(3);
  });

  it("counts A's unread messages, and a read tells only B's own tabs", async () => {
    expect((await summary(b.client)).unreadMessages).toBe(2);
    expect((await stats(b.client)).unreadMessages).toBe(2);
    const tab = await openSocket(server, b.client);
    sockets.push(tab);
    const read = await b.client.post<{ messageIds: string[] }>(`/api/conversations/${matchId}/read`);
    expect(read.status).toBe(200);
    expect(read.body.messageIds).toHaveLength(2);
    await tab.next("message.read", (event) => event.matchId === matchId);
    expect((await summary(b.client)).unreadMessages).toBe(0);
    expect((await conversationsOf(b.client))[0]!.unreadCount).toBe(0);
  });

  it("cannot be reported any more: there is no one left to act against", async () => {
    const response = await b.client.post<ApiError>("/api/reports", {
      kind: "conversation",
      targetId: matchId,
      category: "harassment",
      reason: "Again",
    });
    expect(response.status).toBe(404);
  });

  it("stays closed to anyone else, and an unmatch-ended one stays hidden from the one who remains", async () => {
    expect((await c.client.get(`/api/conversations/${matchId}/messages`)).status).toBe(403);
    expect(await conversationsOf(k.client)).toEqual([]);
    const closed = await k.client.get<ApiError>(`/api/conversations/${unmatchedId}/messages`);
    expect([closed.status, closed.body.error.message]).toEqual([403, UNMATCH_TEXT.ended]);
  });
});

describe("discovery and likes", () => {
  it("drops A's pending like from C's likes and counts", async () => {
    expect(await receivedLikeIds(c.client)).toEqual([]);
    expect((await summary(c.client)).pendingLikes).toBe(0);
    expect((await stats(c.client)).newLikes).toBe(0);
  });

  it("keeps every deck whole though a match of theirs has a null side", async () => {
    // C: a pending like from a deleted member; B: an ended match; W: its own like to a deleted member.
    for (const member of [c, b, w]) {
      const ids = await deckIds(member.client);
      expect(ids, member.id).toContain(d.id);
      expect(ids).not.toContain(a.id);
    }
    // W liked Z: W's deck still leaves out whom W liked, and shows the rest.
    expect(await deckIds(w.client)).not.toContain(z.id);
  });

  it("keeps search and potential matches working, without A", async () => {
    for (const member of [b, c, w]) {
      const found = await searchIds(member.client);
      expect(found).toContain(d.id);
      expect(found).not.toContain(a.id);
      const potential = await potentialIds(member.client);
      expect(potential).toContain(d.id);
      expect(potential).not.toContain(a.id);
    }
  });

  it("answers the dashboard: the ended match no longer counts", async () => {
    expect(await stats(b.client)).toMatchObject({ totalMatches: 0, newMatches: 0, newLikes: 0 });
    expect(await stats(w.client)).toMatchObject({ totalMatches: 0, newLikes: 0 });
  });

  it("can still like, match and talk with others", async () => {
    await like(c, d);
    const back = await like(d, c);
    expect(back.body.outcome).toBe("matched");
    expect((await send(c.client, back.body.matchId, "hi")).status).toBe(201);
    expect((await conversationsOf(c.client)).map((x) => x.other.id)).toEqual([d.id]);
  });
});

describe("reports by and about the deleted member", () => {
  it("still list for moderators, with the deleted side null and the evidence intact", async () => {
    const response = await mod.client.get("/api/admin/reports?status=pending");
    expect(response.status).toBe(200);
    const { reports } = AdminReportsSchema.parse(response.body);
    const about = reports.find((report) => report.reporterId === b.id && report.kind === "conversation");
    expect(about).toMatchObject({ reportedUserId: null, targetId: matchId });
    const evidence = about!.evidence[0]!;
    expect(evidence.kind === "conversation" && evidence.messages.map((m) => [m.senderId, m.content])).toEqual([
      [b.id, "Hi from B"],
      [a.id, "Hello from A"],
      [a.id, "A photo"],
    ]);
    const by = reports.find((report) => report.reportedUserId === d.id);
    expect(by).toMatchObject({ reporterId: null, kind: "profile" });
  });
});

describe("removing the conversation", () => {
  it("is B's choice: it leaves B's list and stays closed", async () => {
    const removed = await b.client.request("DELETE", `/api/matches/${matchId}`);
    expect(removed.status).toBe(204);
    expect(await conversationsOf(b.client)).toEqual([]);
    const closed = await b.client.get<ApiError>(`/api/conversations/${matchId}/messages`);
    expect([closed.status, closed.body.error.message]).toEqual([403, UNMATCH_TEXT.ended]);
    // Once is enough.
    expect((await b.client.request("DELETE", `/api/matches/${matchId}`)).status).toBe(404);
  });
});

describe("a member whom two deleted members had matched", () => {
  // least() and greatest() skip nulls: were rows with a null side in the unique pair index, two of R's
  // matches that each lost their other side would both index as (R, R), and the second deletion fail.
  it("keeps both conversations", async () => {
    const [p, q, r] = await Promise.all([createMember(server), createMember(server), createMember(server)]);
    for (const other of [p, q]) {
      await like(other, r);
      const back = await like(r, other);
      expect((await send(other.client, back.body.matchId, "bye")).status).toBe(201);
    }
    await deleteAccount(p.id);
    await deleteAccount(q.id);
    expect((await conversationsOf(r.client)).map((x) => x.other.id)).toEqual([null, null]);
  });
});
