// Issue 31 item 1, the moderators' side of selfie verification: the decided attempts (failed ones by
// default) and revoking a badge, one transaction with its audit row. The attempts are written straight
// to the database, as the verification module records them: the face model is verification.test.ts's.
import {
  NOTICE_TEXT,
  NoticesSchema,
  ADMIN_ACTION_TEXT,
  AdminAuditSchema,
  AdminVerificationsSchema,
  type AdminAudit,
  type PublicProfile,
  type VerificationAttempt,
} from "@kindred/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, photoVerifications, profiles } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Attempts = { attempts: VerificationAttempt[] } & ApiError;

let server: TestServer;
let admin: Member, vera: Member, finn: Member, viewer: Member;
let veraPhotoId: string, adminPhotoId: string;
let veraFailed: string, veraPassed: string, finnFailed: string;

const { uploadOk } = photoHelpers(() => server);
const MINUTE = 60_000;

/** A decided attempt, as the verification module records it, started `minutesAgo`. */
async function decidedAttempt(
  userId: string,
  minutesAgo: number,
  fields: Partial<typeof photoVerifications.$inferInsert>,
): Promise<string> {
  const createdAt = new Date(Date.now() - minutesAgo * MINUTE);
  const [row] = await server.db
    .insert(photoVerifications)
    .values({
      userId,
      poses: ["turn-left", "smile"],
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 10 * MINUTE),
      decidedAt: new Date(createdAt.getTime() + MINUTE),
      ...fields,
    })
    .returning({ id: photoVerifications.id });
  return row!.id;
}

/** The badge, given as a passing verification gives it: for the member's main photo. */
const giveBadge = (userId: string, photoId: string) =>
  server.db.update(profiles).set({ verifiedPhotoId: photoId, verifiedAt: new Date() }).where(eq(profiles.id, userId));

const badgeOf = async (userId: string) =>
  (await server.db.select({ photoId: profiles.verifiedPhotoId }).from(profiles).where(eq(profiles.id, userId)))[0]
    ?.photoId ?? null;

const list = (query = "", by: TestClient = admin.client) => by.get<Attempts>(`/api/admin/verifications${query}`);
const revoke = (userId: string, body: unknown = { reason: "The selfies were of someone else." }, by = admin.client) =>
  by.post<{ userId: string; verified: boolean } & ApiError>(`/api/admin/members/${userId}/verification/revoke`, body);
const auditOf = async (userId: string) =>
  AdminAuditSchema.parse((await admin.client.get<AdminAudit>(`/api/admin/audit?userId=${userId}`)).body).actions;
const seenBy = async (member: Member, id: string) =>
  (await member.client.get<{ profile: PublicProfile }>(`/api/profiles/${id}`)).body.profile;

beforeAll(async () => {
  server = await startTestServer();
  [admin, vera, finn, viewer] = await Promise.all([
    createMember(server, { firstName: "Mod" }),
    createMember(server, { firstName: "Vera" }),
    createMember(server, { firstName: "Finn" }),
    createMember(server, { firstName: "Viewer" }),
  ]);
  await makeAdmin(server, admin.id);
  veraPhotoId = (await uploadOk(vera)).id;
  adminPhotoId = (await uploadOk(admin)).id;

  // Vera failed once, then passed; Finn failed; someone's verification is still open (not listed).
  veraFailed = await decidedAttempt(vera.id, 30, {
    verified: false,
    reason: "main-photo-mismatch",
    mainSimilarity: 0.41,
    otherSimilarity: null,
    photoId: veraPhotoId,
  });
  veraPassed = await decidedAttempt(vera.id, 20, {
    verified: true,
    reason: null,
    mainSimilarity: 0.71,
    otherSimilarity: 0.66,
    photoId: veraPhotoId,
  });
  finnFailed = await decidedAttempt(finn.id, 10, {
    verified: false,
    reason: "no-movement",
    poses: ["turn-right"],
  });
  await server.db.insert(photoVerifications).values({
    userId: viewer.id,
    poses: ["smile"],
    expiresAt: new Date(Date.now() + 10 * MINUTE),
  });
  await giveBadge(vera.id, veraPhotoId);
  await giveBadge(admin.id, adminPhotoId);
});
afterAll(() => server.close());

describe("GET /api/admin/verifications", () => {
  it("lists the failed attempts only by default, newest first, with the member's first name", async () => {
    const response = await list();
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { attempts } = AdminVerificationsSchema.parse(response.body);
    expect(attempts.map((attempt) => attempt.id)).toEqual([finnFailed, veraFailed]);
    expect(attempts[0]).toMatchObject({
      userId: finn.id,
      firstName: "Finn",
      verified: false,
      reason: "no-movement",
      poses: ["turn-right"],
      mainSimilarity: null,
      otherSimilarity: null,
      verifiedNow: false,
    });
    expect(attempts[1]).toMatchObject({
      userId: vera.id,
      firstName: "Vera",
      verified: false,
      reason: "main-photo-mismatch",
      poses: ["turn-left", "smile"],
      verifiedNow: true,
    });
    expect(attempts[1]!.mainSimilarity).toBeCloseTo(0.41, 5);
    expect(Date.parse(attempts[1]!.createdAt)).toBeLessThan(Date.parse(attempts[0]!.createdAt));
    expect((await list("?failed=true")).body.attempts.map((attempt) => attempt.id)).toEqual([finnFailed, veraFailed]);
  });

  it("lists every decided attempt with failed=false, and never one still open", async () => {
    const response = await list("?failed=false");
    expect(response.status).toBe(200);
    const { attempts } = AdminVerificationsSchema.parse(response.body);
    expect(attempts.map((attempt) => attempt.id)).toEqual([finnFailed, veraPassed, veraFailed]);
    expect(attempts[1]).toMatchObject({ firstName: "Vera", verified: true, reason: null, verifiedNow: true });
    expect(attempts[1]!.otherSimilarity).toBeCloseTo(0.66, 5);
    expect(attempts.some((attempt) => attempt.userId === viewer.id)).toBe(false);
  });

  it("refuses a filter it does not know with a 400 in the error shape", async () => {
    for (const query of ["?failed=yes", "?failed=", "?failed=TRUE"]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    }
  });
});

describe("POST /api/admin/members/:userId/verification/revoke", () => {
  it("refuses a missing or empty reason (400) and leaves the badge", async () => {
    for (const body of [{}, { reason: "   " }, { reason: 7 }, { reason: "x".repeat(501) }]) {
      const response = await revoke(vera.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect(await badgeOf(vera.id)).toBe(veraPhotoId);
  });

  it("takes the badge off, in one transaction with one audit row naming the photo", async () => {
    expect((await seenBy(viewer, vera.id)).verified).toBe(true);
    const response = await revoke(vera.id, { reason: "  The selfies were of someone else.  " });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ userId: vera.id, verified: false });

    expect((await seenBy(viewer, vera.id)).verified).toBe(false);
    const [profile] = await server.db
      .select({ photoId: profiles.verifiedPhotoId, at: profiles.verifiedAt })
      .from(profiles)
      .where(eq(profiles.id, vera.id));
    expect(profile).toEqual({ photoId: null, at: null });

    const rows = await server.db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.subjectUserId, vera.id), eq(moderationActions.action, "revoke_verification")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminId: admin.id,
      reason: "The selfies were of someone else.",
      details: { photoId: veraPhotoId },
    });
    expect((await auditOf(vera.id)).map((action) => action.action)).toEqual(["revoke_verification"]);

    // Vera reads why, with the rule, the moderator's words and an appeal (a statement of reasons).
    const { notices } = NoticesSchema.parse((await vera.client.get("/api/notices")).body);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: "verification_revoked",
        decision: NOTICE_TEXT.decisions.verificationRevoked,
        ruleId: "be-authentic",
        facts: "The selfies were of someone else.",
        canAppeal: true,
      }),
    ]);

    // The list says so: no attempt of Vera's shows a badge any more.
    const { attempts } = AdminVerificationsSchema.parse((await list("?failed=false")).body);
    expect(attempts.filter((attempt) => attempt.userId === vera.id).map((attempt) => attempt.verifiedNow)).toEqual([
      false,
      false,
    ]);
  });

  it("answers 409 for a member without a badge, and writes nothing", async () => {
    for (const id of [vera.id, finn.id]) {
      const response = await revoke(id);
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual({ code: "CONFLICT", message: ADMIN_ACTION_TEXT.notVerified });
    }
    expect(await auditOf(vera.id)).toHaveLength(1);
    expect(await auditOf(finn.id)).toHaveLength(0);
  });

  it("answers 404 for an unknown member and 400 for a malformed id", async () => {
    const unknown = await revoke(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(ADMIN_ACTION_TEXT.memberNotFound);
    const malformed = await revoke("not-an-id");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(ADMIN_ACTION_TEXT.badMemberId);
  });

  it("refuses an admin's own badge", async () => {
    const response = await revoke(admin.id);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(ADMIN_ACTION_TEXT.notYourself);
    expect(await badgeOf(admin.id)).toBe(adminPhotoId);
    expect(await auditOf(admin.id)).toHaveLength(0);
  });
});

describe("who may", () => {
  it("refuses a member (403) and a visitor (401) on both routes, and changes nothing", async () => {
    await giveBadge(vera.id, veraPhotoId);
    const visitor = new TestClient(server);
    for (const [client, status] of [
      [viewer.client, 403],
      [visitor, 401],
    ] as const) {
      expect((await list("", client)).status).toBe(status);
      expect((await list("?failed=false", client)).status).toBe(status);
      expect((await revoke(vera.id, undefined, client)).status).toBe(status);
    }
    expect(await badgeOf(vera.id)).toBe(veraPhotoId);
    expect(await auditOf(vera.id)).toHaveLength(1);
  });
});
