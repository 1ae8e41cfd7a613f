// Appeals: a banned or suspended member appeals without a session, with the token the sign-in refusal or
// the statement's mail gives them; admins decide each appeal once, and overturning a ban lifts it.
import {
  ACCOUNT_BANNED_TEXT,
  ADMIN_PANEL_TEXT,
  AppealDecisionResultSchema,
  ApiErrorBodySchema,
  NOTICE_TEXT,
  RestrictedNoticeSchema,
  STATEMENT_TEXT,
  guidelineTitle,
  type AppealDecisionResult,
  type Notice,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "../src/config/secret";
import { createTokenSigner } from "../src/lib/signed-token";
import { appeals, moderationActions, moderationNotices, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
const RULE = "no-spam-or-solicitation";
const TEXT = "Those links were to my own bakery's website, not spam.";

let server: TestServer;
let admin: Member, second: Member;
beforeAll(async () => {
  server = await startTestServer();
  [admin, second] = await Promise.all([createMember(server, { firstName: "Mod" }), createMember(server)]);
  await makeAdmin(server, admin.id, second.id);
});
afterAll(() => server.close());

const visitor = () => new TestClient(server);
const ban = (member: Member) =>
  admin.client.post(`/api/admin/members/${member.id}/ban`, { reason: "Posting links to scams", rule: RULE });
const suspend = (member: Member, days = 7) =>
  admin.client.post(`/api/admin/members/${member.id}/suspend`, { days, reason: "Spam", rule: RULE });
const appealWith = (token: string, text = TEXT) =>
  visitor().post<{ notice: Notice } & ApiError>("/api/appeals", { token, text });
const decideAppeal = (id: string, body: unknown, by = admin) =>
  by.client.post<AppealDecisionResult & ApiError>(`/api/admin/appeals/${id}/decision`, body);
const auditRows = () => server.db.$count(moderationActions);

/** Signs in as the (banned) member and reads the refusal's restriction. */
async function refusal(member: Member) {
  const answer = await visitor().signIn(member.email);
  expect(answer.status).toBe(403);
  return ApiErrorBodySchema.parse(answer.body).error;
}

describe("the sign-in refusal", () => {
  it("carries the ban's statement and a token that appeals it once, without a session", async () => {
    const member = await createMember(server);
    expect((await ban(member)).status).toBe(200);
    const error = await refusal(member);
    expect([error.code, error.message]).toEqual(["ACCOUNT_BANNED", ACCOUNT_BANNED_TEXT.banned]);
    const { notice, appealToken } = error.restriction!;
    expect(notice).toMatchObject({
      kind: "ban",
      decision: NOTICE_TEXT.decisions.banned,
      ruleId: RULE,
      facts: "Posting links to scams",
      until: null,
      canAppeal: true,
      appeal: null,
    });

    const named = await visitor().get(`/api/appeals/notice?token=${encodeURIComponent(appealToken!)}`);
    expect(named.status).toBe(200);
    expect(RestrictedNoticeSchema.parse(named.body).notice.id).toBe(notice!.id);

    const filed = await appealWith(appealToken!);
    expect(filed.status).toBe(201);
    expect(filed.body.notice).toMatchObject({ id: notice!.id, canAppeal: false, appeal: { status: "pending" } });
    const again = await appealWith(appealToken!);
    expect([again.status, again.body.error]).toEqual([409, { code: "CONFLICT", message: NOTICE_TEXT.appealAlready }]);
    expect(await server.db.$count(appeals, eq(appeals.noticeId, notice!.id))).toBe(1);

    // The next refusal shows the appeal under review.
    expect((await refusal(member)).restriction!.notice).toMatchObject({
      canAppeal: false,
      appeal: { status: "pending" },
    });
  });

  it("says nothing more to a wrong password, and has no statement for a ban older than statements", async () => {
    const member = await createMember(server);
    expect((await ban(member)).status).toBe(200);
    const wrong = await visitor().signIn(member.email, "not-the-password-at-all");
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain("restriction");

    const old = await createMember(server);
    await server.db.update(users).set({ banned: true, banReason: "Before statements" }).where(eq(users.id, old.id));
    expect((await refusal(old)).restriction).toEqual({ notice: null, appealToken: null });
  });

  it("refuses forged, altered, expired and misdirected tokens", async () => {
    const member = await createMember(server);
    expect((await suspend(member)).status).toBe(200);
    const { notice, appealToken } = (await refusal(member)).restriction!;
    const secret = await resolveAuthSecret(server.config.AUTH_SECRET, server.config.dataDir);
    const signer = createTokenSigner(secret);
    const [payload, mac] = appealToken!.split(".") as [string, string];
    const bad = [
      "nonsense",
      `${payload}.${mac.slice(0, -3)}abc`,
      `${payload}x.${mac}`,
      signer.sign("appeal", [notice!.id, member.id], new Date(Date.now() - 1000)),
      signer.sign("appeal", [notice!.id, admin.id], new Date(Date.now() + 60_000)),
      signer.sign("appeal", [crypto.randomUUID(), member.id], new Date(Date.now() + 60_000)),
      signer.sign("reset", [notice!.id, member.id], new Date(Date.now() + 60_000)),
      createTokenSigner("another-secret-entirely").sign(
        "appeal",
        [notice!.id, member.id],
        new Date(Date.now() + 60_000),
      ),
    ];
    for (const token of bad) {
      const filed = await appealWith(token);
      expect([token, filed.status, filed.body.error]).toEqual([
        token,
        400,
        { code: "INVALID_TOKEN", message: NOTICE_TEXT.appealTokenInvalid },
      ]);
      expect((await visitor().get(`/api/appeals/notice?token=${encodeURIComponent(token)}`)).status).toBe(400);
    }
    expect((await visitor().get("/api/appeals/notice")).status).toBe(400);
    expect((await visitor().post("/api/appeals", { token: appealToken, text: "short" })).status).toBe(400);
    expect((await visitor().post("/api/appeals", { token: appealToken, text: TEXT, userId: admin.id })).status).toBe(
      400,
    );
    expect(await server.db.$count(appeals, eq(appeals.noticeId, notice!.id))).toBe(0);

    // A token the server made for this notice still works.
    const good = signer.sign("appeal", [notice!.id, member.id], new Date(Date.now() + 60_000));
    expect((await appealWith(good)).status).toBe(201);
  });

  it("mails the appeal link, and the link works", async () => {
    const member = await createMember(server);
    expect((await suspend(member, 14)).status).toBe(200);
    const mail = await server.mail.waitFor(member.email, NOTICE_TEXT.titles.suspension);
    expect(mail.text).toContain(guidelineTitle(RULE));
    expect(mail.text).toContain("Spam");
    const token = decodeURIComponent(mail.text.match(/\/appeal\?token=(\S+)/)![1]!);
    expect((await appealWith(token)).status).toBe(201);
  });
});

describe("deciding appeals", () => {
  async function appealedBan(member: Member) {
    expect((await ban(member)).status).toBe(200);
    const filed = await appealWith((await refusal(member)).restriction!.appealToken!);
    expect(filed.status).toBe(201);
    return { notice: filed.body.notice, appealId: filed.body.notice.appeal!.id };
  }

  it("overturning a ban in force lifts it, tells the member, and writes one audit row", async () => {
    const member = await createMember(server, { firstName: "Ola" });
    const { notice, appealId } = await appealedBan(member);
    const before = await auditRows();
    const answer = await decideAppeal(appealId, { outcome: "overturned", note: "  The links were harmless.  " });
    expect(answer.status).toBe(200);
    expect(AppealDecisionResultSchema.parse(answer.body)).toMatchObject({
      id: appealId,
      status: "overturned",
      reinstated: true,
    });
    expect(await auditRows()).toBe(before + 1);
    const [audit] = (
      await server.db.select().from(moderationActions).where(eq(moderationActions.subjectUserId, member.id))
    ).filter((row) => row.action === "decide_appeal");
    expect(audit).toMatchObject({
      adminId: admin.id,
      reason: "The links were harmless.",
      details: { appealId, outcome: "overturned", noticeId: notice.id, reinstated: true },
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.banned).toBe(false);
    expect((await member.client.signIn(member.email)).status).toBe(200);

    const outcome = (
      await server.db.select().from(moderationNotices).where(eq(moderationNotices.userId, member.id))
    ).find((item) => item.kind === "appeal_decision");
    expect(outcome).toMatchObject({
      decision: NOTICE_TEXT.decisions.overturnedReinstated,
      facts: "The links were harmless.",
      ruleId: RULE,
      actionId: audit!.id,
    });
    const [stored] = await server.db.select().from(appeals).where(eq(appeals.id, appealId));
    expect([stored!.status, stored!.decidedBy, stored!.note]).toEqual([
      "overturned",
      admin.id,
      "The links were harmless.",
    ]);
    const mail = await server.mail.waitFor(member.email, NOTICE_TEXT.titles.appeal_decision);
    expect(mail.text).toContain(NOTICE_TEXT.decisions.overturnedReinstated);
    expect(mail.text).toContain(NOTICE_TEXT.noAppeal);
    expect(mail.text).not.toContain("/appeal?token=");

    // Decided once.
    const again = await decideAppeal(appealId, { outcome: "upheld", note: "Changed my mind" }, second);
    expect([again.status, again.body.error]).toEqual([
      409,
      { code: "CONFLICT", message: ADMIN_PANEL_TEXT.appealDecided },
    ]);
    expect(await auditRows()).toBe(before + 1);
  });

  it("upholding keeps the ban; overturning a suspension replaced since by a ban lifts nothing", async () => {
    const kept = await createMember(server);
    const { appealId } = await appealedBan(kept);
    const upheld = await decideAppeal(appealId, { outcome: "upheld", note: "The links were scams." });
    expect([upheld.status, upheld.body.reinstated]).toEqual([200, false]);
    expect((await refusal(kept)).code).toBe("ACCOUNT_BANNED");

    const member = await createMember(server);
    expect((await suspend(member)).status).toBe(200);
    const filed = await appealWith((await refusal(member)).restriction!.appealToken!);
    expect((await ban(member)).status).toBe(200);
    const overturned = await decideAppeal(filed.body.notice.appeal!.id, { outcome: "overturned", note: "Too harsh." });
    expect([overturned.status, overturned.body.reinstated]).toEqual([200, false]);
    expect((await refusal(member)).message).toBe(ACCOUNT_BANNED_TEXT.banned);
    const outcome = (
      await server.db.select().from(moderationNotices).where(eq(moderationNotices.userId, member.id))
    ).find((item) => item.kind === "appeal_decision");
    expect(outcome!.decision).toBe(NOTICE_TEXT.decisions.overturned);
  });

  it("lets one of two admins deciding at once win", async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await createMember(server);
      const { appealId } = await appealedBan(member);
      const before = await auditRows();
      const answers = await Promise.all([
        decideAppeal(appealId, { outcome: "upheld", note: "Stands" }, admin),
        decideAppeal(appealId, { outcome: "overturned", note: "Reversed" }, second),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body;
      expect(await auditRows()).toBe(before + 1);
      const [row] = await server.db.select().from(users).where(eq(users.id, member.id));
      expect(row!.banned).toBe(winner.status === "upheld");
    }
  });

  it("refuses malformed and unknown appeals and bad decisions, with nothing done", async () => {
    const member = await createMember(server);
    const { appealId } = await appealedBan(member);
    const before = await auditRows();
    const cases: [string, unknown, number, string][] = [
      ["not-a-uuid", { outcome: "upheld", note: "x" }, 400, ADMIN_PANEL_TEXT.badAppealId],
      [crypto.randomUUID(), { outcome: "upheld", note: "x" }, 404, ADMIN_PANEL_TEXT.appealNotFound],
      [appealId, { outcome: "maybe", note: "x" }, 400, "VALIDATION_FAILED"],
      [appealId, { outcome: "upheld" }, 400, "VALIDATION_FAILED"],
      [appealId, { outcome: "upheld", note: "   " }, 400, "VALIDATION_FAILED"],
    ];
    for (const [id, body, status, expected] of cases) {
      const answer = await decideAppeal(id, body);
      const got = expected === "VALIDATION_FAILED" ? answer.body.error.code : answer.body.error.message;
      expect([id, body, answer.status, got]).toEqual([id, body, status, expected]);
    }
    expect(await auditRows()).toBe(before);
    const [stored] = await server.db.select().from(appeals).where(eq(appeals.id, appealId));
    expect(stored!.status).toBe("pending");
  });
});

describe("the appeal rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_SCALE: "1" });
  });
  afterAll(() => limited.close());

  it("counts appeals without a session per network address, valid token or not", async () => {
    const client = new TestClient(limited);
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await client.post<ApiError>("/api/appeals", { token: `bogus-${i}`, text: TEXT })).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const refused = await client.post<ApiError>("/api/appeals", { token: "bogus", text: TEXT });
    expect(refused.body.error).toEqual({ code: "RATE_LIMITED", message: STATEMENT_TEXT.appealsRateLimited });
  });
});
