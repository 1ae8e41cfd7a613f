// Stats: real counts, measured against what this test writes to its own database; the activity days
// behind "active users"; the transparency report (JSON and CSV); and the appeals queue.
import {
  ADMIN_APPEALS_PAGE_SIZE,
  AdminAppealsSchema,
  AdminStatsSchema,
  MODERATION_ACTION_KINDS,
  REPORT_CATEGORY_VALUES,
  TRANSPARENCY_CSV_PATH,
  TRANSPARENCY_MONTHS,
  type AdminAppeals,
  type AdminStats,
  type ModerationActionKind,
  type ReportCategory,
  type TransparencyMonth,
} from "@kindred/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appeals,
  matches,
  memberActivityDays,
  messages,
  moderationActions,
  moderationNotices,
  profiles,
  reports,
  users,
} from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const todayStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
/** The UTC date `days` before today, as the activity table keeps it. */
const dayBefore = (days: number) => new Date(todayStart - days * DAY).toISOString().slice(0, 10);
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

let server: TestServer;
let admin: Member;
let pairs: Awaited<ReturnType<typeof matchedPair>>[];
/** Accounts written straight to the database, with their activity days. */
let old: { id: string }[];
let appealedActionId: string;

// What this test writes, kept to compute the expected report from.
type ReportRow = { category: ReportCategory; createdAt: Date; reviewedAt: Date | null };
const reportRows: ReportRow[] = [
  { category: "harassment", createdAt: ago(HOUR), reviewedAt: null },
  { category: "underage", createdAt: ago(2 * DAY), reviewedAt: null },
  { category: "harassment", createdAt: ago(5 * DAY + 2 * HOUR), reviewedAt: ago(5 * DAY) },
  { category: "fake_profile", createdAt: ago(3 * DAY + 4 * HOUR), reviewedAt: ago(3 * DAY) },
  { category: "scam_spam", createdAt: ago(DAY + 10 * HOUR), reviewedAt: ago(DAY) },
  { category: "other", createdAt: ago(3 * HOUR), reviewedAt: ago(1.5 * HOUR) },
  // Decided 45 days ago: outside the 30-day median, inside the report of its month.
  { category: "scam_spam", createdAt: ago(45 * DAY + 100 * HOUR), reviewedAt: ago(45 * DAY) },
];
const actionRows: { action: ModerationActionKind; createdAt: Date }[] = [
  { action: "warn", createdAt: ago(HOUR) },
  { action: "warn", createdAt: ago(2 * HOUR) },
  { action: "suspend", createdAt: ago(DAY) },
  { action: "ban", createdAt: ago(45 * DAY) },
];
const PENDING_APPEALS = ADMIN_APPEALS_PAGE_SIZE + 2;
const appealRows = [
  ...Array.from({ length: PENDING_APPEALS }, (_, i) => ({
    status: "pending" as const,
    createdAt: ago((PENDING_APPEALS - i) * 60_000),
    decidedAt: null,
  })),
  { status: "upheld" as const, createdAt: ago(2 * DAY), decidedAt: ago(HOUR) },
  { status: "overturned" as const, createdAt: ago(40 * DAY), decidedAt: ago(2 * HOUR) },
];

beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
  // Four members today, two mutual matches; one unmatched since (still a match that happened).
  pairs = [await matchedPair(server, ["Ada", "Ben"]), await matchedPair(server, ["Cy", "Di"])];
  const [talk, gone] = pairs as [(typeof pairs)[0], (typeof pairs)[0]];
  for (const [from, text] of [
    [talk.a, "one"],
    [talk.b, "two"],
    [talk.a, "three"],
  ] as const) {
    expect((await send(from.client, talk.matchId, text)).status).toBe(201);
  }
  expect((await gone.a.client.request("DELETE", `/api/matches/${gone.matchId}`)).status).toBe(204);

  old = await server.db
    .insert(users)
    .values(
      [10, 10, 10, 20, 20].map((days, i) => ({ name: "", email: uniqueEmail(`old${i}`), createdAt: ago(days * DAY) })),
    )
    .returning({ id: users.id });
  await server.db.insert(profiles).values({ id: old[0]!.id, firstName: "Olga" });
  // The week before (8 to 13 days ago): old0 (twice), old1, old2, old3; this week: old3 (6 days ago).
  // old4 was last here 14 days ago: neither week.
  await server.db.insert(memberActivityDays).values([
    { userId: old[0]!.id, day: dayBefore(8) },
    { userId: old[0]!.id, day: dayBefore(9) },
    { userId: old[1]!.id, day: dayBefore(10) },
    { userId: old[2]!.id, day: dayBefore(13) },
    { userId: old[3]!.id, day: dayBefore(6) },
    { userId: old[3]!.id, day: dayBefore(7) },
    { userId: old[4]!.id, day: dayBefore(14) },
  ]);
  // An older mutual match with two messages; a like never returned; a like withdrawn (ended, never mutual).
  const [oldMatch] = await server.db
    .insert(matches)
    .values([
      { user1Id: old[0]!.id, user2Id: old[1]!.id, status: "active", createdAt: ago(4 * DAY), matchedAt: ago(3 * DAY) },
      { user1Id: old[2]!.id, user2Id: old[3]!.id, status: "pending", createdAt: ago(HOUR) },
      { user1Id: old[3]!.id, user2Id: old[4]!.id, status: "ended", createdAt: ago(HOUR), endedAt: ago(HOUR) },
    ])
    .returning({ id: matches.id });
  await server.db.insert(messages).values(
    [0, 1].map((i) => ({
      matchId: oldMatch!.id,
      senderId: old[i]!.id,
      receiverId: old[1 - i]!.id,
      clientId: `old-${i}`,
      content: "earlier",
      createdAt: ago(2 * DAY),
    })),
  );

  await server.db.insert(reports).values(
    reportRows.map((row) => ({
      reporterId: null,
      reportedUserId: null,
      kind: "profile" as const,
      targetId: crypto.randomUUID(),
      category: row.category,
      reason: "test",
      status: row.reviewedAt ? ("reviewed" as const) : ("pending" as const),
      createdAt: row.createdAt,
      updatedAt: row.reviewedAt ?? row.createdAt,
      reviewedAt: row.reviewedAt,
      reviewedBy: row.reviewedAt ? admin.id : null,
    })),
  );
  const actions = await server.db
    .insert(moderationActions)
    .values(actionRows.map((row) => ({ ...row, adminId: admin.id, subjectUserId: old[0]!.id, reason: "test" })))
    .returning({ id: moderationActions.id });
  appealedActionId = actions[0]!.id;
  const notices = await server.db
    .insert(moderationNotices)
    .values(
      appealRows.map((_, i) => ({
        userId: old[0]!.id,
        actionId: actions[0]!.id,
        kind: "warning" as const,
        decision: `Decision ${i}`,
        ruleId: "be-respectful" as const,
        facts: `Facts ${i}`,
      })),
    )
    .returning({ id: moderationNotices.id });
  await server.db.insert(appeals).values(
    appealRows.map((row, i) => ({
      noticeId: notices[i]!.id,
      userId: old[0]!.id,
      text: `Appeal ${i}`,
      status: row.status,
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
      decidedBy: row.decidedAt ? admin.id : null,
      note: row.decidedAt ? "Looked again" : null,
    })),
  );
});
afterAll(() => server.close());

const stats = async (client = admin.client) => client.get<AdminStats & ApiError>("/api/admin/stats");

/** The report's months, newest first, computed here from the rows this test wrote. */
function expectedTransparency(): TransparencyMonth[] {
  const today = new Date(now);
  const months = Array.from({ length: TRANSPARENCY_MONTHS }, (_, i) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
  return months.map((month) => {
    const decided = reportRows.filter((row) => row.reviewedAt && monthOf(row.reviewedAt) === month);
    return {
      month,
      reportsByCategory: Object.fromEntries(
        REPORT_CATEGORY_VALUES.map((category) => [
          category,
          reportRows.filter((row) => row.category === category && monthOf(row.createdAt) === month).length,
        ]),
      ),
      actionsByKind: Object.fromEntries(
        MODERATION_ACTION_KINDS.map((kind) => [
          kind,
          actionRows.filter((row) => row.action === kind && monthOf(row.createdAt) === month).length,
        ]),
      ),
      appealsReceived: appealRows.filter((row) => monthOf(row.createdAt) === month).length,
      appealsUpheld: appealRows.filter((row) => row.status === "upheld" && monthOf(row.decidedAt!) === month).length,
      appealsOverturned: appealRows.filter((row) => row.status === "overturned" && monthOf(row.decidedAt!) === month)
        .length,
      medianHoursToDecision:
        decided.length === 0
          ? null
          : oneDecimal(median(decided.map((row) => (row.reviewedAt!.getTime() - row.createdAt.getTime()) / HOUR))),
    };
  });
}

describe("activity", () => {
  it("records the UTC day of every member who passes the session check, once, without touching last seen", async () => {
    const today = dayBefore(0);
    const apiMembers = [admin.id, ...pairs.flatMap((pair) => [pair.a.id, pair.b.id])];
    // Written after the answer (fire-and-forget): wait for it.
    await expect
      .poll(async () => server.db.$count(memberActivityDays, eq(memberActivityDays.day, today)), { timeout: 5000 })
      .toBe(apiMembers.length);
    const [before] = await server.db.select().from(profiles).where(eq(profiles.id, pairs[0]!.a.id));
    for (let i = 0; i < 3; i++) expect((await pairs[0]!.a.client.get("/api/me")).status).toBe(200);
    const rows = await server.db.select().from(memberActivityDays).where(eq(memberActivityDays.userId, pairs[0]!.a.id));
    expect(rows).toEqual([{ userId: pairs[0]!.a.id, day: today }]);
    const [after] = await server.db.select().from(profiles).where(eq(profiles.id, pairs[0]!.a.id));
    expect(after!.lastSeenAt).toEqual(before!.lastSeenAt);
    // Accounts that made no request today have no day today.
    expect(
      await server.db.$count(
        memberActivityDays,
        and(eq(memberActivityDays.userId, old[3]!.id), eq(memberActivityDays.day, today)),
      ),
    ).toBe(0);
  });
});

describe("the figures", () => {
  it("are the counts of what is in the database", async () => {
    const response = await stats();
    expect([response.status, response.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const figures = AdminStatsSchema.parse(response.body);
    // Cross-checked against the tables, then against what this test made.
    const db = server.db;
    expect({
      totalUsers: figures.totalUsers,
      totalMessages: figures.totalMessages,
      openReports: figures.openReports,
      openAppeals: figures.openAppeals,
    }).toEqual({
      totalUsers: await db.$count(users),
      totalMessages: await db.$count(messages),
      openReports: await db.$count(reports, eq(reports.status, "pending")),
      openAppeals: await db.$count(appeals, eq(appeals.status, "pending")),
    });
    const { transparency, ...counts } = figures;
    expect(counts).toEqual({
      // The admin, four members today, five written directly 10 and 20 days ago.
      totalUsers: 10,
      newUsersToday: 5,
      // Today: the five members who used the API; old3 six days ago. Before: old0 to old3.
      activeUsers: 6,
      activeUserChange: 50,
      // Two today (one unmatched since) and one three days ago; pending and withdrawn likes are not matches.
      totalMatches: 3,
      newMatchesToday: 2,
      totalMessages: 5,
      newMessagesToday: 3,
      openReports: 2,
      openAppeals: PENDING_APPEALS,
      // Decided in the last 30 days after 2, 4, 10 and 1.5 hours.
      medianHoursToDecision: 3,
      demoMembers: 0,
    });
    expect(transparency).toEqual(expectedTransparency());
  });

  it("has no change without a week before to compare with", async () => {
    await server.db.delete(memberActivityDays).where(eq(memberActivityDays.day, dayBefore(8)));
    await server.db.delete(memberActivityDays).where(eq(memberActivityDays.day, dayBefore(9)));
    await server.db.delete(memberActivityDays).where(eq(memberActivityDays.day, dayBefore(10)));
    await server.db.delete(memberActivityDays).where(eq(memberActivityDays.day, dayBefore(13)));
    await server.db.delete(memberActivityDays).where(eq(memberActivityDays.day, dayBefore(7)));
    const without = AdminStatsSchema.parse((await stats()).body);
    expect([without.activeUsers, without.activeUserChange]).toEqual([6, null]);
    // One member the week before, six now: +500%.
    await server.db.insert(memberActivityDays).values({ userId: old[4]!.id, day: dayBefore(11) });
    expect(AdminStatsSchema.parse((await stats()).body).activeUserChange).toBe(500);
  });

  it("is for admins only", async () => {
    expect((await stats(pairs[0]!.a.client)).status).toBe(403);
    expect((await stats(new TestClient(server))).status).toBe(401);
  });
});

describe("the transparency report as CSV", () => {
  it("downloads one row per month under a header naming every column", async () => {
    const response = await fetch(`${server.url}${TRANSPARENCY_CSV_PATH}`, {
      headers: { cookie: admin.client.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="kindred-transparency-${dayBefore(0)}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const lines = (await response.text()).split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]!.split(",")).toEqual([
      "month",
      ...REPORT_CATEGORY_VALUES.map((category) => `reports_${category}`),
      ...MODERATION_ACTION_KINDS.map((kind) => `actions_${kind}`),
      "appeals_received",
      "appeals_upheld",
      "appeals_overturned",
      "median_hours_to_decision",
    ]);
    expect(lines.slice(1)).toEqual(
      expectedTransparency().map((month) =>
        [
          month.month,
          ...REPORT_CATEGORY_VALUES.map((category) => month.reportsByCategory[category]),
          ...MODERATION_ACTION_KINDS.map((kind) => month.actionsByKind[kind]),
          month.appealsReceived,
          month.appealsUpheld,
          month.appealsOverturned,
          month.medianHoursToDecision ?? "",
        ].join(","),
      ),
    );
  });

  it("is for admins only", async () => {
    const member = await fetch(`${server.url}${TRANSPARENCY_CSV_PATH}`, {
      headers: { cookie: pairs[0]!.a.client.cookieHeader },
    });
    expect(member.status).toBe(403);
  });
});

describe("the appeals queue", () => {
  const queue = (query = "") => admin.client.get<AdminAppeals & ApiError>(`/api/admin/appeals${query}`);

  it("lists pending appeals oldest first, 50 a page, with the decision each appeals", async () => {
    const first = await queue();
    expect([first.status, first.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const page1 = AdminAppealsSchema.parse(first.body);
    const page2 = AdminAppealsSchema.parse((await queue("?status=pending&page=2")).body);
    expect([page1.appeals.length, page1.hasMore, page2.appeals.length, page2.hasMore, page2.page]).toEqual([
      ADMIN_APPEALS_PAGE_SIZE,
      true,
      2,
      false,
      2,
    ]);
    const texts = [...page1.appeals, ...page2.appeals].map((appeal) => appeal.text);
    expect(texts).toEqual(Array.from({ length: PENDING_APPEALS }, (_, i) => `Appeal ${i}`));
    expect(page1.appeals[0]).toEqual({
      id: expect.any(String),
      userId: old[0]!.id,
      memberName: "Olga",
      noticeId: expect.any(String),
      actionId: appealedActionId,
      noticeKind: "warning",
      decision: "Decision 0",
      ruleId: "be-respectful",
      facts: "Facts 0",
      text: "Appeal 0",
      status: "pending",
      createdAt: appealRows[0]!.createdAt.toISOString(),
      decidedAt: null,
      note: null,
    });
  });

  it("lists decided appeals by their outcome", async () => {
    const upheld = AdminAppealsSchema.parse((await queue("?status=upheld")).body);
    expect(upheld.appeals).toHaveLength(1);
    expect(upheld.appeals[0]).toMatchObject({
      status: "upheld",
      decidedAt: appealRows[PENDING_APPEALS]!.decidedAt!.toISOString(),
      note: "Looked again",
    });
    expect(AdminAppealsSchema.parse((await queue("?status=overturned")).body).appeals).toHaveLength(1);
  });

  it("refuses a bad status or page with a 400", async () => {
    for (const query of ["?status=open", "?page=0"]) {
      const response = await queue(query);
      expect([query, response.status, response.body.error?.code]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
  });
});
