// Warnings: a statement of reasons with nothing restricted, read in the app and by mail, one audit row;
// refused like a ban; and a mail that fails never undoes the decision.
import {
  ADMIN_ACTION_TEXT,
  ADMIN_PANEL_TEXT,
  AccountStateSchema,
  NOTICE_TEXT,
  NoticesSchema,
  RestrictedNoticeSchema,
  guidelineHref,
  guidelineTitle,
  type AccountState,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, moderationNotices, reports, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Answer = AccountState & ApiError;
const RULE = "no-harassment-or-hate";

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const warn = (id: string, body: unknown, by = admin) => by.client.post<Answer>(`/api/admin/members/${id}/warn`, body);
const auditRows = () => server.db.$count(moderationActions);
const auditOf = (userId: string) =>
  server.db.select().from(moderationActions).where(eq(moderationActions.subjectUserId, userId));
const appealLink = (text: string) => text.match(/https?:\/\/\S+\/appeal\?token=(\S+)/);

describe("warning a member", () => {
  it("tells the member in the app and by mail, restricts nothing, and writes one audit row", async () => {
    const member = await createMember(server, { firstName: "Wes" });
    const before = await auditRows();
    const answer = await warn(member.id, { message: "  Please stop sending insults.  ", rule: RULE });
    expect(answer.status).toBe(200);
    expect(AccountStateSchema.parse(answer.body)).toEqual({
      userId: member.id,
      banned: false,
      banReason: null,
      banExpires: null,
    });
    expect(await auditRows()).toBe(before + 1);
    const [audit] = await auditOf(member.id);
    expect(audit).toMatchObject({
      adminId: admin.id,
      action: "warn",
      reason: "Please stop sending insults.",
      reportId: null,
      details: { rule: RULE },
    });

    // Still signed in: a warning restricts nothing.
    expect((await member.client.get("/api/me")).status).toBe(200);
    const { notices } = NoticesSchema.parse((await member.client.get("/api/notices")).body);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: "warning",
      decision: NOTICE_TEXT.decisions.warning,
      ruleId: RULE,
      facts: "Please stop sending insults.",
      until: null,
      acknowledgedAt: null,
      canAppeal: true,
      appeal: null,
    });
    const [stored] = await server.db.select().from(moderationNotices).where(eq(moderationNotices.userId, member.id));
    expect(stored!.actionId).toBe(audit!.id);

    // The mail: what, which rule (with its link), on what facts, and a working appeal link.
    const mail = await server.mail.waitFor(member.email, NOTICE_TEXT.titles.warning);
    expect(mail.subject).toBe(NOTICE_TEXT.titles.warning);
    expect(mail.text).toContain(NOTICE_TEXT.decisions.warning);
    expect(mail.text).toContain(guidelineTitle(RULE));
    expect(mail.text).toContain(`${server.publicUrl}${guidelineHref(RULE)}`);
    expect(mail.text).toContain("Please stop sending insults.");
    expect(mail.text).toContain(NOTICE_TEXT.appealHow);
    expect(mail.raw).toContain("text/html");
    const token = appealLink(mail.text)?.[1];
    expect(token).toBeTruthy();
    const named = await new TestClient(server).get(`/api/appeals/notice?token=${token}`);
    expect(named.status).toBe(200);
    expect(RestrictedNoticeSchema.parse(named.body).notice.id).toBe(notices[0]!.id);
  });

  it("answers the report it cites: decided 'reviewed' in the same transaction, named on the audit row", async () => {
    const [reporter, member] = await Promise.all([createMember(server), createMember(server)]);
    const filed = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
      kind: "profile",
      targetId: member.id,
      category: "harassment",
      reason: "Insults",
    });
    expect(filed.status).toBe(201);
    const reportId = filed.body.report.id;
    expect((await warn(member.id, { message: "Mind your words.", rule: RULE, reportId })).status).toBe(200);
    const [report] = await server.db.select().from(reports).where(eq(reports.id, reportId));
    expect([report!.status, report!.reviewedBy]).toEqual(["reviewed", admin.id]);
    const audit = await auditOf(member.id);
    expect(audit.map((row) => [row.action, row.reportId])).toEqual([["warn", reportId]]);

    // A report already decided is still named, and left as it was.
    expect((await warn(member.id, { message: "Again.", rule: RULE, reportId })).status).toBe(200);
    expect((await auditOf(member.id)).map((row) => row.reportId)).toEqual([reportId, reportId]);
    const [still] = await server.db.select().from(reports).where(eq(reports.id, reportId));
    expect(still!.status).toBe("reviewed");
  });

  it("refuses what a ban refuses, and bad reports, with nothing done", async () => {
    const member = await createMember(server);
    const other = await createMember(server);
    const otherAdmin = await createMember(server);
    await makeAdmin(server, otherAdmin.id);
    const [reporter] = await Promise.all([createMember(server)]);
    const aboutOther = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
      kind: "profile",
      targetId: other.id,
      category: "other",
      reason: "Odd",
    });
    const body = { message: "Careful.", rule: RULE };
    const before = await auditRows();
    const cases: [string, unknown, number, unknown][] = [
      ["not-a-uuid", body, 400, ADMIN_ACTION_TEXT.badMemberId],
      [crypto.randomUUID(), body, 404, ADMIN_ACTION_TEXT.memberNotFound],
      [admin.id, body, 400, ADMIN_ACTION_TEXT.notYourself],
      [otherAdmin.id, body, 403, ADMIN_ACTION_TEXT.notAnAdmin],
      [member.id, { rule: RULE }, 400, expect.stringMatching(/^message: /)],
      [member.id, { message: "   ", rule: RULE }, 400, "message: Please write the warning."],
      [member.id, { message: "Careful." }, 400, "rule: Choose the guideline this enforces."],
      [member.id, { message: "x".repeat(1001), rule: RULE }, 400, "message: Keep the warning under 1000 characters."],
      [member.id, { ...body, reportId: "nope" }, 400, "reportId: That isn't a valid report ID."],
      [member.id, { ...body, reportId: crypto.randomUUID() }, 404, ADMIN_ACTION_TEXT.reportNotFound],
      [member.id, { ...body, reportId: aboutOther.body.report.id }, 400, ADMIN_PANEL_TEXT.reportOfAnother],
    ];
    for (const [id, input, status, message] of cases) {
      const answer = await warn(id, input);
      expect([id, input, answer.status, answer.body.error?.message]).toEqual([id, input, status, message]);
    }
    expect(await auditRows()).toBe(before);
    expect(await server.db.$count(moderationNotices, eq(moderationNotices.userId, member.id))).toBe(0);
    const [report] = await server.db.select().from(reports).where(eq(reports.id, aboutOther.body.report.id));
    expect(report!.status).toBe("pending");
    // A member cannot warn anyone.
    expect((await warn(other.id, body, member)).status).toBe(403);
  });
});

describe("a mail that cannot be sent", () => {
  let offline: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every send fails.
    offline = await startTestServer({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => offline.close());

  it("is logged and undoes nothing: the ban holds, with its notice and its audit row", async () => {
    const [mod, member] = await Promise.all([createMember(offline), createMember(offline)]);
    await makeAdmin(offline, mod.id);
    const banned = await mod.client.post<Answer>(`/api/admin/members/${member.id}/ban`, {
      reason: "Scam links",
      rule: "no-spam-or-solicitation",
    });
    expect(banned.status).toBe(200);
    const warned = await mod.client.post<Answer>(`/api/admin/members/${mod.id}/warn`, {
      message: "x",
      rule: RULE,
    });
    expect(warned.status).toBe(400);
    const [row] = await offline.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.banned).toBe(true);
    expect(await offline.db.$count(moderationNotices, eq(moderationNotices.userId, member.id))).toBe(1);
    expect(await offline.db.$count(moderationActions, eq(moderationActions.subjectUserId, member.id))).toBe(1);
    expect((await member.client.get("/api/me")).status).toBe(401);
  });
});
