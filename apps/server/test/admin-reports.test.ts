// The moderation queue: admins only, critical categories first, then the oldest first, paged.
import { ADMIN_REPORTS_PAGE_SIZE, ADMIN_TEXT, AdminReportsSchema, type AdminReports } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, reports, users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;

let server: TestServer;
let admin: Member, member: Member;
beforeAll(async () => {
  server = await startTestServer();
  [admin, member] = await Promise.all([
    createMember(server, { firstName: "Mod" }),
    createMember(server, { firstName: "Plain" }),
  ]);
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const queue = (client: TestClient, query = "") => client.get<AdminReports & ApiError>(`/api/admin/reports${query}`);

describe("who may read the queue", () => {
  it("answers 401 to a visitor and 403 to a member", async () => {
    const visitor = await queue(new TestClient(server), "?status=pending");
    expect([visitor.status, visitor.body.error.code]).toEqual([401, "UNAUTHENTICATED"]);
    const plain = await queue(member.client, "?status=pending");
    expect([plain.status, plain.body.error]).toEqual([403, { code: "FORBIDDEN", message: ADMIN_TEXT.forbidden }]);
    const file = await member.client.get<ApiError>(`/api/admin/reports/${crypto.randomUUID()}/evidence/0`);
    expect(file.status).toBe(403);
  });
});

describe("the queue", () => {
  it("lists open reports, critical categories first, then the oldest first, with what they are about", async () => {
    const reported = await createMember(server, { firstName: "Rex", bio: "Bio at the time" });
    const reporters = await Promise.all(
      ["harassment", "underage", "other", "hate_threats"].map(() => createMember(server)),
    );
    const categories = ["harassment", "underage", "other", "hate_threats"];
    const ids: string[] = [];
    for (const [i, reporter] of reporters.entries()) {
      const response = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
        kind: "profile",
        targetId: reported.id,
        category: categories[i],
        reason: `Reason ${i}`,
      });
      expect(response.status).toBe(201);
      ids.push(response.body.report.id);
    }

    const answer = await queue(admin.client, "?status=pending");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const page = AdminReportsSchema.parse(answer.body);
    expect(page.reports.map((report) => report.category)).toEqual(["underage", "hate_threats", "harassment", "other"]);
    expect(page.reports.map((report) => report.id)).toEqual([ids[1], ids[3], ids[0], ids[2]]);
    expect(page.reports[0]).toMatchObject({
      reporterId: reporters[1]!.id,
      reportedUserId: reported.id,
      reportedFirstName: "Rex",
      kind: "profile",
      targetId: reported.id,
      reason: "Reason 1",
      status: "pending",
    });
    const [snapshot] = page.reports[0]!.evidence;
    expect(snapshot?.kind === "profile" && snapshot.profile?.bio).toBe("Bio at the time");
    expect([page.page, page.hasMore]).toEqual([1, false]);
    // The default status is pending; other statuses are their own lists.
    expect((await queue(admin.client)).body.reports).toHaveLength(4);
    expect((await queue(admin.client, "?status=reviewed")).body.reports).toEqual([]);
  });

  it("refuses a bad status or page with a 400", async () => {
    for (const query of ["?status=open", "?page=0", "?page=two"]) {
      expect((await queue(admin.client, query)).status, query).toBe(400);
    }
  });

  it("pages by 50", async () => {
    const subject = await createMember(server, { firstName: "Many" });
    const filers = await server.db
      .insert(users)
      .values(Array.from({ length: 60 }, (_, i) => ({ name: "", email: uniqueEmail(`filer${i}`) })))
      .returning({ id: users.id });
    await server.db.insert(profiles).values(filers.map(({ id }) => ({ id, firstName: "F", age: 30 })));
    const start = Date.now() - 3_600_000;
    await server.db.insert(reports).values(
      filers.map(({ id }, i) => ({
        reporterId: id,
        reportedUserId: subject.id,
        kind: "profile" as const,
        targetId: subject.id,
        category: "scam_spam" as const,
        reason: `Spam ${i}`,
        createdAt: new Date(start + i * 1000),
        updatedAt: new Date(start + i * 1000),
      })),
    );
    const first = (await queue(admin.client, "?status=pending")).body;
    const second = (await queue(admin.client, "?status=pending&page=2")).body;
    expect(first.reports).toHaveLength(ADMIN_REPORTS_PAGE_SIZE);
    expect([first.hasMore, second.page, second.hasMore]).toEqual([true, 2, false]);
    // 64 open reports in all: the previous test's 4 critical-first ones, then these 60 oldest first.
    const all = [...first.reports, ...second.reports];
    expect(all).toHaveLength(64);
    const spam = all.filter((report) => report.reportedUserId === subject.id).map((report) => report.reason);
    expect(spam).toEqual(Array.from({ length: 60 }, (_, i) => `Spam ${i}`));
    expect((await queue(admin.client, "?status=pending&page=3")).body.reports).toEqual([]);
  });
});
