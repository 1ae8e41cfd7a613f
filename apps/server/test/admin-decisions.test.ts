// Report decisions: a pending report is decided once, by one admin, with one audit row.
import {
  ADMIN_ACTION_TEXT,
  AdminReportsSchema,
  ReportDecisionSchema,
  type AdminAudit,
  type ReportDecisionResult,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, reports } from "../src/db/schema";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Answer = ReportDecisionResult & ApiError;

let server: TestServer;
let first: Member, second: Member;
beforeAll(async () => {
  server = await startTestServer();
  [first, second] = await Promise.all([createMember(server, { firstName: "Mod" }), createMember(server)]);
  await makeAdmin(server, first.id, second.id);
});
afterAll(() => server.close());

/** A fresh pending report about a fresh member. */
async function openReport() {
  const [reporter, reported] = await Promise.all([createMember(server), createMember(server)]);
  const response = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
    kind: "profile",
    targetId: reported.id,
    category: "harassment",
    reason: "Rude",
  });
  expect(response.status).toBe(201);
  return { id: response.body.report.id, reportedId: reported.id };
}
const decide = (by: Member, id: string, body: unknown) =>
  by.client.post<Answer>(`/api/admin/reports/${id}/decision`, body);
const auditRows = (reportId: string) =>
  server.db.select().from(moderationActions).where(eq(moderationActions.reportId, reportId));

describe("deciding a report", () => {
  it("decides a pending report once: status, reviewer, time, and one audit row", async () => {
    const report = await openReport();
    const answer = await decide(first, report.id, { status: "reviewed", note: "  Warned them  " });
    expect(answer.status).toBe(200);
    const decided = ReportDecisionSchema.parse(answer.body);
    expect(decided).toMatchObject({ id: report.id, status: "reviewed", reviewedBy: first.id });

    const [row] = await server.db.select().from(reports).where(eq(reports.id, report.id));
    expect([row!.status, row!.reviewedBy, row!.reviewedAt?.toISOString()]).toEqual([
      "reviewed",
      first.id,
      decided.reviewedAt,
    ]);
    const [audit, ...more] = await auditRows(report.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      adminId: first.id,
      action: "decide_report",
      subjectUserId: report.reportedId,
      reason: "Warned them",
      details: { status: "reviewed" },
    });
    const log = (await first.client.get<AdminAudit>(`/api/admin/audit?userId=${report.reportedId}`)).body;
    expect(log.actions.map((action) => action.reportId)).toEqual([report.id]);

    // Decided reports leave the pending queue and appear under their status.
    const pending = AdminReportsSchema.parse((await first.client.get("/api/admin/reports")).body);
    expect(pending.reports.map((r) => r.id)).not.toContain(report.id);
    const reviewed = AdminReportsSchema.parse((await first.client.get("/api/admin/reports?status=reviewed")).body);
    expect(reviewed.reports.map((r) => r.id)).toContain(report.id);

    // A second decision, by anyone, is refused and changes nothing.
    for (const [by, status] of [
      [first, "approved"],
      [second, "rejected"],
    ] as const) {
      const again = await decide(by, report.id, { status });
      expect([again.status, again.body.error]).toEqual([
        409,
        { code: "CONFLICT", message: ADMIN_ACTION_TEXT.alreadyDecided },
      ]);
    }
    const [still] = await server.db.select().from(reports).where(eq(reports.id, report.id));
    expect([still!.status, still!.reviewedBy]).toEqual(["reviewed", first.id]);
    expect(await auditRows(report.id)).toHaveLength(1);
  });

  it("lets exactly one of two admins deciding at once win; the other gets 409", async () => {
    for (let round = 0; round < 3; round += 1) {
      const report = await openReport();
      const answers = await Promise.all([
        decide(first, report.id, { status: "approved" }),
        decide(second, report.id, { status: "rejected" }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body;
      const loser = answers.find((answer) => answer.status === 409)!.body;
      expect(loser.error.message).toBe(ADMIN_ACTION_TEXT.alreadyDecided);
      const [row] = await server.db.select().from(reports).where(eq(reports.id, report.id));
      expect([row!.status, row!.reviewedBy]).toEqual([winner.status, winner.reviewedBy]);
      const audit = await auditRows(report.id);
      expect(audit.map((action) => [action.adminId, action.details.status])).toEqual([
        [winner.reviewedBy, winner.status],
      ]);
    }
  });

  it("refuses bad ids, unknown reports and bad decisions", async () => {
    const report = await openReport();
    const cases: [string, unknown, number, string][] = [
      ["not-a-uuid", { status: "reviewed" }, 400, "VALIDATION_FAILED"],
      [crypto.randomUUID(), { status: "reviewed" }, 404, "NOT_FOUND"],
      [report.id, { status: "pending" }, 400, "VALIDATION_FAILED"],
      [report.id, { status: "deleted" }, 400, "VALIDATION_FAILED"],
      [report.id, {}, 400, "VALIDATION_FAILED"],
      [report.id, { status: "reviewed", note: "x".repeat(1001) }, 400, "VALIDATION_FAILED"],
    ];
    for (const [id, body, status, code] of cases) {
      const answer = await decide(first, id, body);
      expect([id, body, answer.status, answer.body.error.code]).toEqual([id, body, status, code]);
    }
    const [row] = await server.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.status).toBe("pending");
    expect(await auditRows(report.id)).toEqual([]);
  });
});
