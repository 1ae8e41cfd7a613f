// The Photos tab's reject, suspend and warn, and photo report decisions: a removed photo is gone from the
// database and the blob store (after the commit, never before), its owner is told why, and each action
// writes exactly one audit row.
import { access } from "node:fs/promises";
import path from "node:path";
import {
  ACCOUNT_BANNED_TEXT,
  ADMIN_ACTION_TEXT,
  ADMIN_PANEL_TEXT,
  NOTICE_TEXT,
  NoticesSchema,
  PhotoModerationResultSchema,
  REALTIME_CLOSE,
  STATEMENT_TEXT,
  ApiErrorBodySchema,
  formatUtcTime,
  guidelineTitle,
  photoUrl,
  type PhotoModerationResult,
} from "@kindred/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, moderationNotices, profilePhotos, profiles, reports } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";
import { english } from "./support/text";
import { uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
type Answer = PhotoModerationResult & ApiError;
const RULE = "no-inappropriate-content";

let server: TestServer;
let admin: Member, second: Member;
beforeAll(async () => {
  server = await startTestServer();
  [admin, second] = await Promise.all([createMember(server, { firstName: "Mod" }), createMember(server)]);
  await makeAdmin(server, admin.id, second.id);
});
afterAll(() => server.close());

const moderate = (photoId: string, body: unknown, by = admin) =>
  by.client.post<Answer>(`/api/admin/photos/${photoId}/moderate`, body);
const decide = (reportId: string, body: unknown, by = admin) =>
  by.client.post<ApiError & { status: string }>(`/api/admin/reports/${reportId}/decision`, body);
const auditRows = () => server.db.$count(moderationActions);
const auditOf = (userId: string) =>
  server.db.select().from(moderationActions).where(eq(moderationActions.subjectUserId, userId));
const photoRows = (userId: string) =>
  server.db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId)).orderBy(asc(profilePhotos.position));
const onDisk = async (key: string) =>
  access(path.join(server.config.uploadsDir, key)).then(
    () => true,
    () => false,
  );
const avatarOf = async (userId: string) =>
  (await server.db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, userId)))[0]?.avatar;
const noticesOf = async (member: Member) => NoticesSchema.parse((await member.client.get("/api/notices")).body).notices;

/** A member with `count` photos (the first is the main one and the avatar). */
async function withPhotos(count: number) {
  const member = await createMember(server, { firstName: "Pia" });
  const photos = [];
  for (let i = 0; i < count; i += 1) photos.push(await uploadPhoto(member.client));
  const rows = await photoRows(member.id);
  return { member, photos, rows };
}

/** A pending report of this photo by a fresh member. */
async function reportPhoto(photoId: string, reason = "Nudity") {
  const reporter = await createMember(server);
  const filed = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
    kind: "photo",
    targetId: photoId,
    category: "inappropriate_photos",
    reason,
  });
  expect(filed.status).toBe(201);
  return filed.body.report.id;
}
const reportStatus = async (id: string) =>
  (await server.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0]!.status;

describe("reject", () => {
  it("deletes the photo and both its files, closes ranks, re-points the avatar, answers its reports", async () => {
    const { member, photos, rows } = await withPhotos(2);
    expect(await avatarOf(member.id)).toBe(photoUrl(photos[0]!.id));
    const reportId = await reportPhoto(photos[0]!.id);
    const before = await auditRows();

    const answer = await moderate(photos[0]!.id, { action: "reject", reason: "Explicit photo", rule: RULE });
    expect(answer.status).toBe(200);
    expect(PhotoModerationResultSchema.parse(answer.body)).toEqual({
      photoId: photos[0]!.id,
      removed: true,
      account: null,
    });

    expect(await onDisk(rows[0]!.storageKey)).toBe(false);
    expect(await onDisk(rows[0]!.previewKey)).toBe(false);
    expect(await onDisk(rows[1]!.storageKey)).toBe(true);
    const left = await photoRows(member.id);
    expect(left.map((row) => [row.id, row.position])).toEqual([[photos[1]!.id, 0]]);
    expect(await avatarOf(member.id)).toBe(photoUrl(photos[1]!.id));
    expect(await reportStatus(reportId)).toBe("rejected");

    expect(await auditRows()).toBe(before + 1);
    const [audit] = await auditOf(member.id);
    expect(audit).toMatchObject({
      action: "remove_photo",
      reportId,
      reason: "Explicit photo",
      details: { rule: RULE, photoId: photos[0]!.id, photoRemoved: true, reportsDecided: [reportId] },
    });
    const [notice] = await noticesOf(member);
    expect(notice).toMatchObject({
      kind: "photo_removed",
      decision: NOTICE_TEXT.decisions.photoRemoved,
      ruleId: RULE,
      facts: "Explicit photo",
      until: null,
    });
    const mail = await server.mail.waitFor(member.email, NOTICE_TEXT.titles.photo_removed);
    expect(mail.text).toContain(guidelineTitle(RULE));
    expect(mail.text).toContain("Explicit photo");

    // The photo is gone: a second action on it finds nothing.
    const again = await moderate(photos[0]!.id, { action: "reject", reason: "Again", rule: RULE });
    expect([again.status, again.body.error.message]).toEqual([404, ADMIN_PANEL_TEXT.photoNotFound]);
    expect(await auditRows()).toBe(before + 1);
  });
});

describe("suspend", () => {
  it("removes the photo and suspends the owner: sessions and sockets end, one audit row, one statement", async () => {
    const { member, photos, rows } = await withPhotos(1);
    const socket = await openSocket(server, member.client);
    const before = await auditRows();
    const started = Date.now();

    const answer = await moderate(photos[0]!.id, { action: "suspend", days: 3, reason: "Explicit again", rule: RULE });
    expect(answer.status).toBe(200);
    const result = PhotoModerationResultSchema.parse(answer.body);
    expect(result).toMatchObject({ photoId: photos[0]!.id, removed: true });
    expect(result.account).toMatchObject({ userId: member.id, banned: true, banReason: "Explicit again" });
    const until = new Date(result.account!.banExpires!);
    expect(until.getTime() - started).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);

    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await member.client.get("/api/me")).status).toBe(401);
    expect(await photoRows(member.id)).toEqual([]);
    expect(await onDisk(rows[0]!.storageKey)).toBe(false);
    expect(await onDisk(rows[0]!.previewKey)).toBe(false);
    expect(await avatarOf(member.id)).toBeNull();

    expect(await auditRows()).toBe(before + 1);
    const audit = await auditOf(member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "suspend",
      details: { days: 3, until: until.toISOString(), photoId: photos[0]!.id, photoRemoved: true, rule: RULE },
    });
    const [notice] = await server.db.select().from(moderationNotices).where(eq(moderationNotices.userId, member.id));
    // The message is stored, its date the row's own `until`: each reader gets it in their language.
    expect(notice).toMatchObject({
      kind: "photo_removed",
      decision: NOTICE_TEXT.decisions.photoRemovedAndSuspended,
      actionId: audit[0]!.id,
    });
    expect(notice!.until?.toISOString()).toBe(until.toISOString());

    // Sign-in is refused until then, with this statement and a token to appeal it.
    const refused = await new TestClient(server).signIn(member.email);
    expect(refused.status).toBe(403);
    const { error } = ApiErrorBodySchema.parse(refused.body);
    expect(error.message).toBe(english(ACCOUNT_BANNED_TEXT.suspendedUntil, { until: formatUtcTime(until) }));
    expect(error.restriction?.notice).toMatchObject({ id: notice!.id, kind: "photo_removed", canAppeal: true });
    expect(error.restriction?.appealToken).toBeTruthy();
  });
});

describe("warn", () => {
  it("keeps the photo, tells the owner, and marks its reports reviewed", async () => {
    const { member, photos, rows } = await withPhotos(1);
    const reportId = await reportPhoto(photos[0]!.id, "Blurry");
    const before = await auditRows();
    const message = english(ADMIN_PANEL_TEXT.warnDefaultReported, { reason: "Blurry" });
    const answer = await moderate(photos[0]!.id, { action: "warn", reason: message, rule: "be-authentic" });
    expect([answer.status, answer.body]).toEqual([200, { photoId: photos[0]!.id, removed: false, account: null }]);
    expect((await photoRows(member.id)).map((row) => row.id)).toEqual([photos[0]!.id]);
    expect(await onDisk(rows[0]!.storageKey)).toBe(true);
    expect(await reportStatus(reportId)).toBe("reviewed");
    expect(await auditRows()).toBe(before + 1);
    expect((await auditOf(member.id)).map((row) => [row.action, row.reportId, row.details.photoId])).toEqual([
      ["warn", reportId, photos[0]!.id],
    ]);
    const [notice] = await noticesOf(member);
    expect(notice).toMatchObject({ kind: "warning", decision: NOTICE_TEXT.decisions.warning, facts: message });
    expect((await member.client.get("/api/me")).status).toBe(200);
  });
});

describe("bad input", () => {
  it("refuses malformed and unknown photos, bad dialogs, and admins' photos, with nothing done", async () => {
    const { member, photos } = await withPhotos(1);
    const own = await uploadPhoto(admin.client);
    const others = await uploadPhoto(second.client);
    const before = await auditRows();
    const ok = { action: "reject", reason: "x", rule: RULE };
    const cases: [string, unknown, number, string][] = [
      ["not-a-uuid", ok, 400, ADMIN_PANEL_TEXT.badPhotoId],
      [crypto.randomUUID(), ok, 404, ADMIN_PANEL_TEXT.photoNotFound],
      [photos[0]!.id, { ...ok, action: "delete" }, 400, "VALIDATION_FAILED"],
      [photos[0]!.id, { ...ok, action: "suspend" }, 400, "days: Choose how long the suspension lasts."],
      [photos[0]!.id, { ...ok, action: "suspend", days: 2 }, 400, "VALIDATION_FAILED"],
      [photos[0]!.id, { ...ok, action: "suspend", days: 365 }, 400, "VALIDATION_FAILED"],
      [photos[0]!.id, { ...ok, rule: undefined }, 400, "VALIDATION_FAILED"],
      [photos[0]!.id, { ...ok, reason: "  " }, 400, "VALIDATION_FAILED"],
      [own.id, ok, 400, ADMIN_ACTION_TEXT.notYourself],
      [others.id, { ...ok, action: "suspend", days: 3 }, 403, ADMIN_ACTION_TEXT.notAnAdmin],
    ];
    for (const [id, body, status, expected] of cases) {
      const answer = await moderate(id, body);
      const got = expected === "VALIDATION_FAILED" ? answer.body.error.code : answer.body.error.message;
      expect([id, body, answer.status, got]).toEqual([id, body, status, expected]);
    }
    expect(await auditRows()).toBe(before);
    expect(await photoRows(member.id)).toHaveLength(1);
    expect((await member.client.get("/api/me")).status).toBe(200);
    expect((await moderate(photos[0]!.id, ok, member)).status).toBe(403);
  });
});

describe("photo report decisions", () => {
  it("'rejected' removes the photo and tells its owner why; 'approved' keeps it and clears its flag", async () => {
    const { member, photos, rows } = await withPhotos(2);
    const first = await reportPhoto(photos[0]!.id, "Not them");
    const before = await auditRows();
    expect((await decide(first, { status: "rejected" })).status).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    expect((await photoRows(member.id)).map((row) => row.id)).toEqual([photos[1]!.id]);
    expect(await onDisk(rows[0]!.storageKey)).toBe(false);
    expect(await onDisk(rows[0]!.previewKey)).toBe(false);
    const [audit] = await server.db.select().from(moderationActions).where(eq(moderationActions.reportId, first));
    expect(audit).toMatchObject({
      action: "decide_report",
      details: { status: "rejected", rule: RULE, photoId: photos[0]!.id, photoRemoved: true },
    });
    // No note: the facts are what the photo was reported for; the rule is the category's.
    const [notice] = await noticesOf(member);
    expect(notice).toMatchObject({
      kind: "photo_removed",
      ruleId: RULE,
      facts: english(STATEMENT_TEXT.photoReportedFor, { reason: "Not them" }),
    });

    await server.db
      .update(profilePhotos)
      .set({ isFlagged: true, flagReason: "auto" })
      .where(eq(profilePhotos.id, photos[1]!.id));
    const second = await reportPhoto(photos[1]!.id);
    expect((await decide(second, { status: "approved", note: "Fine" })).status).toBe(200);
    const [kept] = await photoRows(member.id);
    expect([kept!.id, kept!.isFlagged, kept!.flagReason]).toEqual([photos[1]!.id, false, null]);
    expect(await onDisk(kept!.storageKey)).toBe(true);
    expect(await noticesOf(member)).toHaveLength(1);
    expect(await auditRows()).toBe(before + 2);
  });

  it("lets one of two admins deciding a photo report at once win, with one audit row and no half-removal", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { member, photos, rows } = await withPhotos(1);
      const reportId = await reportPhoto(photos[0]!.id);
      const before = await auditRows();
      const answers = await Promise.all([
        decide(reportId, { status: "rejected", rule: RULE }, admin),
        decide(reportId, { status: "approved" }, second),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body.status;
      expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe(
        ADMIN_ACTION_TEXT.alreadyDecided,
      );
      expect(await auditRows()).toBe(before + 1);
      expect(await reportStatus(reportId)).toBe(winner);
      const removed = winner === "rejected";
      expect(await photoRows(member.id)).toHaveLength(removed ? 0 : 1);
      expect(await onDisk(rows[0]!.storageKey)).toBe(!removed);
      expect(await noticesOf(member)).toHaveLength(removed ? 1 : 0);
    }
  });
});

describe("nothing half-done", () => {
  it("keeps the photo and its files when the statement cannot be written, and records nothing", async () => {
    await server.db.execute(sql`
      create function refuse_test_notice() returns trigger language plpgsql as $$
      begin
        if new.facts = 'REFUSE-THIS-NOTICE' then raise exception 'notice refused by the test'; end if;
        return new;
      end $$`);
    await server.db.execute(sql`
      create trigger refuse_test_notice before insert on moderation_notices
      for each row execute function refuse_test_notice()`);
    try {
      const { member, photos, rows } = await withPhotos(1);
      const reportId = await reportPhoto(photos[0]!.id);
      const before = await auditRows();
      for (const action of ["reject", "suspend"]) {
        const answer = await moderate(photos[0]!.id, { action, days: 7, reason: "REFUSE-THIS-NOTICE", rule: RULE });
        expect([action, answer.status]).toEqual([action, 500]);
      }
      expect(await auditRows()).toBe(before);
      expect((await photoRows(member.id)).map((row) => row.id)).toEqual([photos[0]!.id]);
      expect(await onDisk(rows[0]!.storageKey)).toBe(true);
      expect(await onDisk(rows[0]!.previewKey)).toBe(true);
      expect(await reportStatus(reportId)).toBe("pending");
      expect((await member.client.get("/api/me")).status).toBe(200);
    } finally {
      await server.db.execute(sql`drop trigger refuse_test_notice on moderation_notices`);
      await server.db.execute(sql`drop function refuse_test_notice()`);
    }
  });
});
