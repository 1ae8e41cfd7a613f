// The Chats tab: mutual matches paged by 10, newest first, with both names, message count, last
// activity and status; a conversation's messages open to admins only once it is reported, and every
// such read leaves exactly one audit row.
import {
  ADMIN_CHATS_PAGE_SIZE,
  ADMIN_PANEL_TEXT,
  ADMIN_READ_TEXT,
  AdminChatMessagesSchema,
  AdminChatsSchema,
  MESSAGE_TEXT,
  type AdminChat,
  type AdminChatMessages,
  type AdminChats,
} from "@kindred/contracts";
import { and, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, messages, moderationActions, profiles, reports, users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Pair = Awaited<ReturnType<typeof matchedPair>>;

let server: TestServer;
let admin: Member;
let talking: Pair, quiet: Pair, ended: Pair, orphaned: Pair;
let pendingMatchId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);

  // Older matches first, written straight to the database, so the API's pairs are the newest.
  const extra = await server.db
    .insert(users)
    .values(Array.from({ length: 18 }, (_, i) => ({ name: "", email: uniqueEmail(`pair${i}`) })))
    .returning({ id: users.id });
  await server.db.insert(profiles).values(extra.map(({ id }, i) => ({ id, firstName: `Old${i}`, lastName: "Pair" })));
  const start = Date.now() - 30 * 24 * 3_600_000;
  await server.db.insert(matches).values(
    Array.from({ length: 9 }, (_, i) => ({
      user1Id: extra[2 * i]!.id,
      user2Id: extra[2 * i + 1]!.id,
      status: "active",
      createdAt: new Date(start + i * 60_000),
      matchedAt: new Date(start + i * 60_000 + 1000),
    })),
  );

  talking = await matchedPair(server, ["Ada", "Ben"]);
  for (const [from, text] of [
    [talking.a, "Hello Ben"],
    [talking.b, "Hi Ada"],
    [talking.a, "How are you?"],
  ] as const) {
    expect((await send(from.client, talking.matchId, text)).status).toBe(201);
  }
  quiet = await matchedPair(server, ["Cat", "Dan"]);
  ended = await matchedPair(server, ["Eve", "Fox"]);
  expect((await send(ended.b.client, ended.matchId, "Bye")).status).toBe(201);
  expect((await ended.a.client.request("DELETE", `/api/matches/${ended.matchId}`)).status).toBe(204);
  orphaned = await matchedPair(server, ["Gus", "Hal"]);
  expect((await send(orphaned.b.client, orphaned.matchId, "From Hal")).status).toBe(201);
  expect((await send(orphaned.a.client, orphaned.matchId, "From Gus")).status).toBe(201);

  // A like not returned is not a match; an unmatched like never was one.
  const [liker, liked] = await Promise.all([createMember(server), createMember(server)]);
  pendingMatchId = (await liker.client.post<{ matchId: string }>("/api/likes", { targetId: liked.id })).body.matchId;
});
afterAll(() => server.close());

const chats = (query = "", client = admin.client) => client.get<AdminChats & ApiError>(`/api/admin/chats${query}`);
const read = (matchId: string, client = admin.client) =>
  client.get<AdminChatMessages & ApiError>(`/api/admin/chats/${matchId}/messages`);
async function allChats(): Promise<AdminChat[]> {
  const pages = await Promise.all([chats("?page=1"), chats("?page=2")]);
  return pages.flatMap((page) => AdminChatsSchema.parse(page.body).chats);
}
const chatOf = async (matchId: string) => (await allChats()).find((chat) => chat.matchId === matchId);
const readsOf = (matchId: string) =>
  server.db
    .select()
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.action, "read_conversation"),
        sql`${moderationActions.details} ->> 'matchId' = ${matchId}`,
      ),
    );
const auditRowsFor = (reportId: string) =>
  server.db
    .select()
    .from(moderationActions)
    .where(and(eq(moderationActions.action, "read_conversation"), eq(moderationActions.reportId, reportId)));

describe("the list", () => {
  it("pages mutual matches by 10, newest first, with the total", async () => {
    const mutual = await server.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(inArray(matches.status, ["active", "ended"]), isNotNull(matches.matchedAt)))
      .orderBy(desc(matches.matchedAt), desc(matches.id));
    // 9 written directly plus the 4 pairs above; the pending like is not one of them.
    expect(mutual).toHaveLength(13);
    const first = await chats();
    expect([first.status, first.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const page1 = AdminChatsSchema.parse(first.body);
    const page2 = AdminChatsSchema.parse((await chats("?page=2")).body);
    expect([page1.total, page1.page, page1.pageSize, page1.chats.length, page2.chats.length]).toEqual([
      13,
      1,
      ADMIN_CHATS_PAGE_SIZE,
      10,
      3,
    ]);
    expect([...page1.chats, ...page2.chats].map((chat) => chat.matchId)).toEqual(mutual.map((row) => row.id));
    expect((await allChats()).some((chat) => chat.matchId === pendingMatchId)).toBe(false);
    expect((await chats("?page=3")).body.chats).toEqual([]);
  });

  it("names both members, counts the messages and dates the last activity", async () => {
    const [last] = await server.db
      .select({ at: max(messages.createdAt) })
      .from(messages)
      .where(eq(messages.matchId, talking.matchId));
    expect(await chatOf(talking.matchId)).toEqual({
      matchId: talking.matchId,
      user1Id: talking.a.id,
      user2Id: talking.b.id,
      user1Name: "Ada Lovelace",
      user2Name: "Ben Okafor",
      user1IsDemo: false,
      user2IsDemo: false,
      status: "active",
      messageCount: 3,
      lastActivity: last!.at!.toISOString(),
      reported: false,
    });
    // No message yet: the match's own time.
    const [match] = await server.db.select().from(matches).where(eq(matches.id, quiet.matchId));
    expect(await chatOf(quiet.matchId)).toMatchObject({
      messageCount: 0,
      lastActivity: match!.matchedAt!.toISOString(),
      user1Name: "Cat Lovelace",
      user2Name: "Dan Okafor",
    });
    expect(await chatOf(ended.matchId)).toMatchObject({ status: "ended", messageCount: 1 });
  });

  it("names a member who deleted their account 'Deleted member'; their messages stay", async () => {
    await server.db.delete(users).where(eq(users.id, orphaned.b.id));
    expect(await chatOf(orphaned.matchId)).toMatchObject({
      user1Id: orphaned.a.id,
      user2Id: null,
      user1Name: "Gus Lovelace",
      user2Name: MESSAGE_TEXT.deletedMember,
      messageCount: 2,
    });
  });

  it("refuses a bad page with a 400", async () => {
    for (const query of ["?page=0", "?page=x", "?page=100001"]) {
      const response = await chats(query);
      expect([query, response.status, response.body.error?.code]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
  });
});

describe("a conversation's messages", () => {
  it("stay closed while nobody has reported the conversation, and nothing is logged", async () => {
    const closed = await read(talking.matchId);
    expect([closed.status, closed.body.error]).toEqual([
      403,
      { code: "FORBIDDEN", message: ADMIN_PANEL_TEXT.conversationClosed },
    ]);
    expect(await readsOf(talking.matchId)).toEqual([]);
    expect(await server.db.$count(moderationActions, eq(moderationActions.action, "read_conversation"))).toBe(0);
  });

  it("answer 400 to a malformed id and 404 to an unknown one", async () => {
    const malformed = await read("not-a-match");
    expect([malformed.status, malformed.body.error]).toEqual([
      400,
      { code: "VALIDATION_FAILED", message: ADMIN_READ_TEXT.badMatchId },
    ]);
    const unknown = await read(crypto.randomUUID());
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      { code: "NOT_FOUND", message: ADMIN_READ_TEXT.matchNotFound },
    ]);
  });

  it("open once reported, oldest first, and every read writes exactly one audit row", async () => {
    const filed = await talking.b.client.post<{ report: { id: string } }>("/api/reports", {
      kind: "conversation",
      targetId: talking.matchId,
      category: "harassment",
      reason: "Too pushy",
    });
    expect(filed.status).toBe(201);
    const reportId = filed.body.report.id;
    expect((await chatOf(talking.matchId))?.reported).toBe(true);
    expect((await chatOf(quiet.matchId))?.reported).toBe(false);

    const opened = await read(talking.matchId);
    expect([opened.status, opened.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const body = AdminChatMessagesSchema.parse(opened.body);
    const stored = await server.db
      .select()
      .from(messages)
      .where(eq(messages.matchId, talking.matchId))
      .orderBy(messages.createdAt, messages.id);
    expect(body).toEqual({
      matchId: talking.matchId,
      messages: stored.map((row) => ({
        id: row.id,
        senderId: row.senderId,
        senderName: row.senderId === talking.a.id ? "Ada Lovelace" : "Ben Okafor",
        content: row.content,
        hasImage: false,
        createdAt: row.createdAt.toISOString(),
      })),
    });
    expect(body.messages.map((message) => message.content)).toEqual(["Hello Ben", "Hi Ada", "How are you?"]);

    const [audit] = await auditRowsFor(reportId);
    expect(await auditRowsFor(reportId)).toHaveLength(1);
    expect(audit).toMatchObject({
      adminId: admin.id,
      action: "read_conversation",
      subjectUserId: talking.a.id,
      reportId,
      details: { matchId: talking.matchId, messageCount: 3 },
    });
    // A second read is a second record.
    expect((await read(talking.matchId.toUpperCase())).status).toBe(200);
    expect(await auditRowsFor(reportId)).toHaveLength(2);
  });

  it("cite the latest report when there are several, whatever their status", async () => {
    const first = await quiet.a.client.post<{ report: { id: string } }>("/api/reports", {
      kind: "conversation",
      targetId: quiet.matchId,
      category: "scam_spam",
      reason: "Asked for money",
    });
    expect(first.status).toBe(201);
    // A decided report still opens the conversation.
    await server.db.update(reports).set({ status: "reviewed" }).where(eq(reports.id, first.body.report.id));
    expect((await read(quiet.matchId)).status).toBe(200);
    const second = await quiet.b.client.post<{ report: { id: string } }>("/api/reports", {
      kind: "conversation",
      targetId: quiet.matchId,
      category: "harassment",
      reason: "Rude back",
    });
    expect(second.status).toBe(201);
    expect((await read(quiet.matchId)).body.messages).toEqual([]);
    const rows = await server.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.action, "read_conversation"))
      .orderBy(desc(moderationActions.createdAt));
    expect(rows[0]).toMatchObject({
      reportId: second.body.report.id,
      subjectUserId: quiet.a.id,
      details: { matchId: quiet.matchId, messageCount: 0 },
    });
    expect(rows[1]).toMatchObject({ reportId: first.body.report.id, subjectUserId: quiet.b.id });
  });

  it("show a deleted member's messages from 'Deleted member'", async () => {
    // Reported before the account went, as a member would have: the report outlives it.
    const [report] = await server.db
      .insert(reports)
      .values({
        reporterId: orphaned.a.id,
        reportedUserId: null,
        kind: "conversation",
        targetId: orphaned.matchId,
        category: "harassment",
        reason: "Threats",
      })
      .returning({ id: reports.id });
    const opened = await read(orphaned.matchId);
    expect(opened.status).toBe(200);
    expect(opened.body.messages.map((message) => [message.senderId, message.senderName, message.content])).toEqual([
      [null, MESSAGE_TEXT.deletedMember, "From Hal"],
      [orphaned.a.id, "Gus Lovelace", "From Gus"],
    ]);
    expect(await auditRowsFor(report!.id)).toMatchObject([{ subjectUserId: null, details: { messageCount: 2 } }]);
  });

  it("are for admins only", async () => {
    expect((await read(talking.matchId, talking.a.client)).status).toBe(403);
    expect((await read(talking.matchId, new TestClient(server))).status).toBe(401);
    expect((await chats("", talking.a.client)).status).toBe(403);
  });
});
