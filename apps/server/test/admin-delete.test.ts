// Deleting a member's account from the admin panel: the account, profile, photos, sessions and files go;
// the others keep their conversations (closed, from a deleted member); one audit row keeps who it was;
// the former address gets the statement.
import { access, readdir } from "node:fs/promises";
import path from "node:path";
import {
  ADMIN_ACTION_TEXT,
  DeletedMemberSchema,
  REALTIME_CLOSE,
  STATEMENT_TEXT,
  guidelineTitle,
  type DeletedMember,
} from "@kindred/contracts";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  matches,
  messages,
  moderationActions,
  profilePhotos,
  profiles,
  reports,
  sessions,
  users,
} from "../src/db/schema";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";
import { sendImageMessage, uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
type Answer = DeletedMember & ApiError;
const RULE = "be-authentic";

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const remove = (id: string, body: unknown, by = admin) =>
  by.client.request<Answer>("DELETE", `/api/admin/members/${id}`, { json: body });
const auditRows = () => server.db.$count(moderationActions);
const onDisk = async (key: string) =>
  access(path.join(server.config.uploadsDir, key)).then(
    () => true,
    () => false,
  );
const folder = async (...segments: string[]) =>
  readdir(path.join(server.config.uploadsDir, ...segments)).catch(() => [] as string[]);
const matchRow = async (id: string) => (await server.db.select().from(matches).where(eq(matches.id, id)))[0];
const like = (from: Member, to: Member) => from.client.post("/api/likes", { targetId: to.id });

describe("deleting a member", () => {
  it("erases the account and its files, closes their conversations for the others, audits and mails", async () => {
    const { a: gone, b: partner, matchId } = await matchedPair(server, ["Dora", "Ben"]);
    const [liked, liker, reporter] = await Promise.all([
      createMember(server),
      createMember(server),
      createMember(server),
    ]);
    const photos = [await uploadPhoto(gone.client), await uploadPhoto(gone.client)];
    const photoKeys = (await server.db.select().from(profilePhotos).where(eq(profilePhotos.userId, gone.id))).flatMap(
      (row) => [row.storageKey, row.previewKey],
    );
    expect(photoKeys).toHaveLength(4);
    expect((await send(gone.client, matchId, "Hello from Dora")).status).toBe(201);
    expect((await send(partner.client, matchId, "Hi Dora")).status).toBe(201);
    const image = await sendImageMessage(gone.client, matchId);
    const [imageRow] = await server.db.select().from(messages).where(eq(messages.id, image.id));
    expect(await onDisk(imageRow!.imageKey!)).toBe(true);
    expect((await like(gone, liked)).status).toBe(201);
    expect((await like(liker, gone)).status).toBe(201);
    const report = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
      kind: "profile",
      targetId: gone.id,
      category: "fake_profile",
      reason: "Stolen photos",
    });
    expect(report.status).toBe(201);
    const socket = await openSocket(server, gone.client);
    const before = await auditRows();

    const answer = await remove(gone.id, { reason: "  Fake profile with stolen photos  ", rule: RULE });
    expect(answer.status).toBe(200);
    expect(DeletedMemberSchema.parse(answer.body)).toEqual({ deleted: true, userId: gone.id });

    // The account: no row, no profile, no photos, no session, no socket, no sign-in.
    expect(await server.db.$count(users, eq(users.id, gone.id))).toBe(0);
    expect(await server.db.$count(profiles, eq(profiles.id, gone.id))).toBe(0);
    expect(await server.db.$count(profilePhotos, eq(profilePhotos.userId, gone.id))).toBe(0);
    expect(await server.db.$count(sessions, eq(sessions.userId, gone.id))).toBe(0);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await gone.client.get("/api/me")).status).toBe(401);
    expect((await new TestClient(server).signIn(gone.email)).status).toBe(401);
    expect(photos).toHaveLength(2);

    // The files: photos (main and preview) and the image they sent.
    for (const key of photoKeys) expect([key, await onDisk(key)]).toEqual([key, false]);
    expect(await folder("profile_photos", gone.id)).toEqual([]);
    expect(await onDisk(imageRow!.imageKey!)).toBe(false);
    expect(await folder("message_photos", gone.id)).toEqual([]);

    // The conversation stays for the partner: ended by no one, the messages kept, theirs from no one.
    const match = await matchRow(matchId);
    expect(match).toMatchObject({ status: "ended", endedBy: null });
    expect(match!.endedAt).toBeInstanceOf(Date);
    expect([match!.user1Id, match!.user2Id].sort()).toEqual([null, partner.id].sort());
    const kept = await server.db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(kept).toHaveLength(3);
    expect(kept.filter((row) => row.senderId === null).map((row) => row.content)).toEqual(
      expect.arrayContaining(["Hello from Dora"]),
    );
    expect(kept.find((row) => row.id === image.id)).toMatchObject({ senderId: null, imageKey: null });
    expect(kept.find((row) => row.content === "Hi Dora")).toMatchObject({ senderId: partner.id, receiverId: null });

    // Likes given or received go; the report stays for the record, about no one.
    const likes = await server.db
      .select()
      .from(matches)
      .where(or(inArray(matches.user1Id, [liked.id, liker.id]), inArray(matches.user2Id, [liked.id, liker.id])));
    expect(likes).toEqual([]);
    const [keptReport] = await server.db.select().from(reports).where(eq(reports.id, report.body.report.id));
    expect(keptReport!.reportedUserId).toBeNull();

    // One audit row: the only trace of whom, since the subject is gone.
    expect(await auditRows()).toBe(before + 1);
    const row = (await server.db.select().from(moderationActions).where(eq(moderationActions.adminId, admin.id))).find(
      (action) => action.action === "delete_account" && action.details.email === gone.email,
    );
    expect(row).toMatchObject({
      subjectUserId: null,
      reason: "Fake profile with stolen photos",
      details: { rule: RULE, email: gone.email, firstName: "Dora" },
    });

    // The statement goes to the former address: what, which rule, what facts, how to contest it.
    const mail = await server.mail.waitFor(gone.email, STATEMENT_TEXT.accountDeletedSubject);
    expect(mail.text).toContain(STATEMENT_TEXT.accountDeleted);
    expect(mail.text).toContain(guidelineTitle(RULE));
    expect(mail.text).toContain("Fake profile with stolen photos");
    expect(mail.text).toContain(STATEMENT_TEXT.accountDeletedContest);

    // Gone is gone: a second deletion finds no one.
    const again = await remove(gone.id, { reason: "Again", rule: RULE });
    expect([again.status, again.body.error.message]).toEqual([404, ADMIN_ACTION_TEXT.memberNotFound]);
    expect(await auditRows()).toBe(before + 1);
  });

  it("keeps a member's conversations with two deleted members apart", async () => {
    const stays = await createMember(server, { firstName: "Sue" });
    const pairs = [];
    for (const name of ["One", "Two"]) {
      const other = await createMember(server, { firstName: name });
      await like(stays, other);
      const back = await other.client.post<{ matchId: string }>("/api/likes", { targetId: stays.id });
      pairs.push({ other, matchId: back.body.matchId });
      expect((await send(other.client, back.body.matchId, `From ${name}`)).status).toBe(201);
    }
    for (const { other } of pairs) expect((await remove(other.id, { reason: "Spam", rule: RULE })).status).toBe(200);
    for (const { matchId } of pairs) {
      const match = await matchRow(matchId);
      expect([match!.status, [match!.user1Id, match!.user2Id].filter(Boolean)]).toEqual(["ended", [stays.id]]);
      expect(await server.db.$count(messages, eq(messages.matchId, matchId))).toBe(1);
    }
    // A conversation whose two members are both gone belongs to no one and goes.
    const { a, b, matchId } = await matchedPair(server);
    expect((await remove(a.id, { reason: "Spam", rule: RULE })).status).toBe(200);
    expect((await remove(b.id, { reason: "Spam", rule: RULE })).status).toBe(200);
    expect(await matchRow(matchId)).toBeUndefined();
  });

  it("keeps hidden what the remaining member had hidden: an unmatched or blocked conversation does not come back", async () => {
    const unmatched = await matchedPair(server);
    expect((await send(unmatched.a.client, unmatched.matchId, "Before the unmatch")).status).toBe(201);
    expect((await unmatched.a.client.request("DELETE", `/api/matches/${unmatched.matchId}`)).status).toBe(204);
    const blocked = await matchedPair(server);
    expect((await send(blocked.a.client, blocked.matchId, "Before the block")).status).toBe(201);
    expect((await blocked.b.client.post("/api/blocks", { userId: blocked.a.id })).status).toBeLessThan(300);

    for (const pair of [unmatched, blocked]) {
      expect((await remove(pair.a.id, { reason: "Spam", rule: RULE })).status).toBe(200);
      // Recorded as ended by the one who stays, so it reads as their choice, not as a deleted member's leftover.
      expect(await matchRow(pair.matchId)).toMatchObject({ status: "ended", endedBy: pair.b.id });
      const list = await pair.b.client.get<{ matchId: string }[]>("/api/conversations");
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(pair.matchId);
    }
  });

  it("refuses oneself, admins, malformed and unknown ids and incomplete reasons, with nothing done", async () => {
    const member = await createMember(server);
    const other = await createMember(server);
    await makeAdmin(server, other.id);
    const body = { reason: "Fake", rule: RULE };
    const before = await auditRows();
    const cases: [string, unknown, number, string][] = [
      ["not-a-uuid", body, 400, ADMIN_ACTION_TEXT.badMemberId],
      [crypto.randomUUID(), body, 404, ADMIN_ACTION_TEXT.memberNotFound],
      [admin.id, body, 400, ADMIN_ACTION_TEXT.notYourself],
      [other.id, body, 403, ADMIN_ACTION_TEXT.notAnAdmin],
      [member.id, { rule: RULE }, 400, "VALIDATION_FAILED"],
      [member.id, { reason: "Fake" }, 400, "VALIDATION_FAILED"],
      [member.id, { reason: "Fake", rule: "nope" }, 400, "VALIDATION_FAILED"],
      [member.id, undefined, 400, "VALIDATION_FAILED"],
    ];
    for (const [id, input, status, expected] of cases) {
      const answer = await remove(id, input);
      const got = expected === "VALIDATION_FAILED" ? answer.body.error.code : answer.body.error.message;
      expect([id, input, answer.status, got]).toEqual([id, input, status, expected]);
    }
    expect(await auditRows()).toBe(before);
    expect((await member.client.get("/api/me")).status).toBe(200);
    expect((await other.client.get("/api/me")).status).toBe(200);
    expect((await remove(admin.id, body, member)).status).toBe(403);
  });
});
