// Account actions: ban, suspend and reinstate are real (sessions, sockets, sign-in, discovery) and each
// writes exactly one row of the append-only audit log.
import {
  ACCOUNT_BANNED_TEXT,
  formatUtcTime,
  ADMIN_ACTION_TEXT,
  AccountStateSchema,
  AdminAuditSchema,
  REALTIME_CLOSE,
  type AccountState,
  type AdminAudit,
} from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, sessions, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { deckIds, place } from "./support/discovery";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { english } from "./support/text";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;
const RULE = "be-respectful";
type Answer = AccountState & ApiError;

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const act = (action: "ban" | "suspend" | "reinstate", id: string, body: unknown = {}, by = admin) =>
  by.client.post<Answer>(`/api/admin/members/${id}/${action}`, body);
const auditOf = async (userId: string) =>
  AdminAuditSchema.parse((await admin.client.get<AdminAudit>(`/api/admin/audit?userId=${userId}`)).body).actions;

/** Two members who see each other on the deck and in search. */
async function pair() {
  const here = place();
  const word = `zq${crypto.randomUUID().slice(0, 8)}`;
  const subject = await createMember(server, {
    ...here,
    firstName: "Sam",
    gender: "male",
    interestedIn: "women",
    bio: word,
  });
  const watcher = await createMember(server, { ...here, firstName: "Wen", gender: "female", interestedIn: "men" });
  const searchIds = async () =>
    (await watcher.client.get<{ results: { profile: { id: string } }[] }>(`/api/search?q=${word}`)).body.results.map(
      (result) => result.profile.id,
    );
  expect(await deckIds(watcher.client)).toEqual([subject.id]);
  expect(await searchIds()).toEqual([subject.id]);
  return { subject, watcher, searchIds };
}

describe("ban", () => {
  it("ends the member's sessions and sockets at once, refuses sign-in, and hides them everywhere", async () => {
    const { subject, watcher, searchIds } = await pair();
    const socket = await openSocket(server, subject.client);

    const answer = await act("ban", subject.id, { reason: "  Scamming members  ", rule: RULE });
    expect(answer.status).toBe(200);
    expect(AccountStateSchema.parse(answer.body)).toEqual({
      userId: subject.id,
      banned: true,
      banReason: "Scamming members",
      banExpires: null,
    });

    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await subject.client.get<ApiError>("/api/me")).status).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, subject.id))).toEqual([]);
    const signIn = await new TestClient(server).signIn(subject.email);
    expect([signIn.status, (signIn.body as ApiError).error]).toMatchObject([
      403,
      { code: "ACCOUNT_BANNED", message: ACCOUNT_BANNED_TEXT.banned },
    ]);
    expect(await deckIds(watcher.client)).toEqual([]);
    expect(await searchIds()).toEqual([]);

    const [row, ...more] = await auditOf(subject.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      adminId: admin.id,
      action: "ban",
      subjectUserId: subject.id,
      reason: "Scamming members",
    });
  });
});

describe("suspend", () => {
  it("does what a ban does until it ends, then lifts by itself", async () => {
    const { subject, watcher, searchIds } = await pair();
    const socket = await openSocket(server, subject.client);
    const before = Date.now();

    const answer = await act("suspend", subject.id, { days: 7, reason: "Rude messages", rule: RULE });
    expect(answer.status).toBe(200);
    const until = new Date(answer.body.banExpires!);
    expect(until.getTime() - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await subject.client.get("/api/me")).status).toBe(401);
    const refused = await subject.client.signIn(subject.email);
    expect([refused.status, (refused.body as ApiError).error]).toMatchObject([
      403,
      {
        code: "ACCOUNT_BANNED",
        message: english(ACCOUNT_BANNED_TEXT.suspendedUntil, { until: formatUtcTime(until) }),
      },
    ]);
    expect((refused.body as ApiError).error.message).toContain(String(until.getUTCFullYear()));
    expect(await deckIds(watcher.client)).toEqual([]);
    expect(await searchIds()).toEqual([]);
    expect((await auditOf(subject.id)).map((row) => [row.action, row.details.days])).toEqual([["suspend", 7]]);

    // The suspension's end passes: visible again, and sign-in works (and clears the expired ban).
    await server.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, subject.id));
    expect(await deckIds(watcher.client)).toEqual([subject.id]);
    expect(await searchIds()).toEqual([subject.id]);
    expect((await subject.client.signIn(subject.email)).status).toBe(200);
    expect((await subject.client.get("/api/me")).status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, subject.id));
    expect([row!.banned, row!.banExpires]).toEqual([false, null]);
  });

  it("accepts only 1, 3, 7, 14 or 30 days, and changes nothing otherwise", async () => {
    const member = await createMember(server);
    for (const days of [0, 365, 2, -7, 7.5, "7", null]) {
      const answer = await act("suspend", member.id, { days, reason: "Spam", rule: RULE });
      expect([days, answer.status, answer.body.error.code]).toEqual([days, 400, "VALIDATION_FAILED"]);
    }
    expect((await act("suspend", member.id, { days: 3, rule: RULE })).status).toBe(400);
    // Every decision cites the guideline it enforces: none, or one that does not exist, is refused.
    expect((await act("suspend", member.id, { days: 3, reason: "Spam" })).status).toBe(400);
    expect((await act("suspend", member.id, { days: 3, reason: "Spam", rule: "be-nice" })).status).toBe(400);
    expect((await act("ban", member.id, { reason: "Spam" })).status).toBe(400);
    expect((await act("suspend", member.id, { days: 3, reason: "   ", rule: RULE })).status).toBe(400);
    expect((await member.client.get("/api/me")).status).toBe(200);
    expect(await auditOf(member.id)).toEqual([]);
  });
});

describe("reinstate", () => {
  it("lifts a ban: sign-in works and the member is visible again", async () => {
    const { subject, watcher } = await pair();
    expect((await act("ban", subject.id, { reason: "Mistaken identity", rule: RULE })).status).toBe(200);
    const answer = await act("reinstate", subject.id);
    expect([answer.status, answer.body]).toEqual([
      200,
      { userId: subject.id, banned: false, banReason: null, banExpires: null },
    ]);
    expect((await subject.client.signIn(subject.email)).status).toBe(200);
    expect(await deckIds(watcher.client)).toEqual([subject.id]);
    expect((await auditOf(subject.id)).map((row) => row.action)).toEqual(["reinstate", "ban"]);

    // Nothing to lift now: refused, and no audit row.
    const again = await act("reinstate", subject.id);
    expect([again.status, again.body.error]).toEqual([409, { code: "CONFLICT", message: ADMIN_ACTION_TEXT.notBanned }]);
    expect(await auditOf(subject.id)).toHaveLength(2);
  });
});

describe("bad input", () => {
  it("refuses malformed and unknown ids, oneself and other admins, with nothing done", async () => {
    const other = await createMember(server, { firstName: "Ada" });
    await makeAdmin(server, other.id);
    const auditRows = async () => (await server.db.select({ id: moderationActions.id }).from(moderationActions)).length;
    const before = await auditRows();
    const cases: [string, string, unknown, number, string][] = [
      ["ban", "not-a-uuid", { reason: "x", rule: RULE }, 400, ADMIN_ACTION_TEXT.badMemberId],
      ["suspend", "123", { days: 7, reason: "x", rule: RULE }, 400, ADMIN_ACTION_TEXT.badMemberId],
      ["reinstate", "%20", {}, 400, ADMIN_ACTION_TEXT.badMemberId],
      ["ban", crypto.randomUUID(), { reason: "x", rule: RULE }, 404, ADMIN_ACTION_TEXT.memberNotFound],
      ["reinstate", crypto.randomUUID(), {}, 404, ADMIN_ACTION_TEXT.memberNotFound],
      ["ban", admin.id, { reason: "x", rule: RULE }, 400, ADMIN_ACTION_TEXT.notYourself],
      ["suspend", admin.id, { days: 7, reason: "x", rule: RULE }, 400, ADMIN_ACTION_TEXT.notYourself],
      ["reinstate", admin.id, {}, 400, ADMIN_ACTION_TEXT.notYourself],
      ["ban", other.id, { reason: "x", rule: RULE }, 403, ADMIN_ACTION_TEXT.notAnAdmin],
      ["suspend", other.id, { days: 7, reason: "x", rule: RULE }, 403, ADMIN_ACTION_TEXT.notAnAdmin],
    ];
    for (const [action, id, body, status, message] of cases) {
      const answer = await act(action as "ban", id, body);
      expect([action, id, answer.status, answer.body.error?.message]).toEqual([action, id, status, message]);
    }
    expect((await other.client.get("/api/me")).status).toBe(200);
    expect((await admin.client.get("/api/me")).status).toBe(200);
    const [otherRow] = await server.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow!.banned).toBe(false);
    expect(await auditRows()).toBe(before);
  });
});

describe("the audit log", () => {
  it("filters by admin and member, newest first, and refuses bad filters", async () => {
    const second = await createMember(server, { firstName: "Ola" });
    await makeAdmin(server, second.id);
    const member = await createMember(server);
    expect((await act("ban", member.id, { reason: "one", rule: RULE }, second)).status).toBe(200);
    expect((await act("reinstate", member.id, {}, second)).status).toBe(200);
    const mine = AdminAuditSchema.parse((await admin.client.get(`/api/admin/audit?adminId=${second.id}`)).body);
    expect(mine.actions.map((row) => [row.action, row.subjectUserId])).toEqual([
      ["reinstate", member.id],
      ["ban", member.id],
    ]);
    expect([mine.page, mine.hasMore]).toEqual([1, false]);
    const both = (await admin.client.get<AdminAudit>(`/api/admin/audit?adminId=${admin.id}&userId=${member.id}`)).body;
    expect(both.actions).toEqual([]);
    expect((await admin.client.get("/api/admin/audit?userId=nope")).status).toBe(400);
    expect((await admin.client.get("/api/admin/audit?page=0")).status).toBe(400);
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const member = await createMember(server);
    expect((await act("ban", member.id, { reason: "Kept forever", rule: RULE })).status).toBe(200);
    const [row] = await server.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.subjectUserId, member.id));
    await expect(
      server.db.update(moderationActions).set({ reason: "Rewritten" }).where(eq(moderationActions.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      server.db.update(moderationActions).set({ subjectUserId: admin.id }).where(eq(moderationActions.id, row!.id)),
    ).rejects.toThrow();
    await expect(server.db.delete(moderationActions).where(eq(moderationActions.id, row!.id))).rejects.toThrow();
    await expect(server.db.execute(sql`truncate moderation_actions`)).rejects.toThrow();
    const [kept] = await server.db.select().from(moderationActions).where(eq(moderationActions.id, row!.id));
    expect(kept).toEqual(row);

    // Deleting the member keeps the row, with the member's id set to null by the foreign key.
    await server.db.delete(users).where(eq(users.id, member.id));
    const [after] = await server.db.select().from(moderationActions).where(eq(moderationActions.id, row!.id));
    expect({ ...after, subjectUserId: member.id }).toEqual(row);
    expect(after!.subjectUserId).toBeNull();
  });
});
