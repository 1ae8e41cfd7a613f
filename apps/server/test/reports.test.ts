// Reports: what is refused (bad input, what one cannot see, too many), and one open report per member.
import { BlockedMembersSchema, REPORT_TEXT, type Photo } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, profiles, reports, users } from "../src/db/schema";
import { uniqueEmail, type TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { uploadPhoto } from "./support/uploads";
import { inOneWindow } from "./support/rate-windows";
import { english } from "./support/text";

type Member = Awaited<ReturnType<typeof createMember>>;
type Receipt = { report: { id: string; createdAt: string; updatedAt: string } } & ApiError;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const report = (client: TestClient, body: Record<string, unknown>) =>
  client.post<Receipt>("/api/reports", { category: "harassment", reason: "Rude messages", ...body });
const reportsBy = (member: Member) => server.db.select().from(reports).where(eq(reports.reporterId, member.id));
const notFound = { error: { code: "NOT_FOUND", message: REPORT_TEXT.notFound } };

describe("bad input", () => {
  it("is refused with a 400 and writes nothing", async () => {
    const me = await createMember(server, { firstName: "Quinn" });
    const other = await createMember(server, { firstName: "Rae" });
    const profile = { kind: "profile", targetId: other.id };
    const cases: [string, Record<string, unknown>, string][] = [
      ["empty reason", { ...profile, reason: "" }, REPORT_TEXT.reasonRequired],
      ["blank reason", { ...profile, reason: "   \n " }, REPORT_TEXT.reasonRequired],
      ["20,000-character reason", { ...profile, reason: "x".repeat(20_000) }, english(REPORT_TEXT.tooLong)],
      ["unknown category", { ...profile, category: "rudeness" }, REPORT_TEXT.categoryRequired],
      ["no category", { ...profile, category: undefined }, REPORT_TEXT.categoryRequired],
      ["unknown kind", { ...profile, kind: "message" }, ""],
      ["no target", { kind: "profile" }, ""],
      ["an unknown field", { ...profile, severity: "high" }, ""],
    ];
    for (const [name, body, message] of cases) {
      const response = await report(me.client, body);
      expect(response.status, name).toBe(400);
      expect(response.body.error.message, name).toContain(message);
    }
    const unknownCategory = await report(me.client, { ...profile, category: "rudeness" });
    expect(unknownCategory.body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { category: REPORT_TEXT.categoryRequired },
    });
    expect(await reportsBy(me)).toEqual([]);
  });

  it("refuses a block of oneself, of a member who does not exist, and a malformed one", async () => {
    const me = await createMember(server, { firstName: "Sol" });
    const self = await me.client.post<ApiError>("/api/blocks", { userId: me.id });
    expect([self.status, self.body.error.message]).toEqual([400, "You can't block yourself."]);
    const missing = await me.client.post<ApiError>("/api/blocks", { userId: crypto.randomUUID() });
    expect([missing.status, missing.body.error.message]).toEqual([404, "This member does not exist."]);
    for (const body of [{}, { userId: "nope" }, { userId: me.id, extra: 1 }, []])
      expect((await me.client.post("/api/blocks", body)).status, JSON.stringify(body)).toBe(400);
    expect(await server.db.$count(blocks, eq(blocks.blockerId, me.id))).toBe(0);
  });
});

describe("what one cannot see", () => {
  let me: Member, shown: Member, shownPhoto: Photo;
  beforeAll(async () => {
    me = await createMember(server, { firstName: "Tess" });
    shown = await createMember(server, { firstName: "Uri" });
    shownPhoto = await uploadPhoto(shown.client);
  });

  it("answers as what does not exist: one 404, one body, nothing written", async () => {
    const hidden = await createMember(server, { firstName: "Val", hidden: true });
    const banned = await createMember(server, { firstName: "Wes" });
    await server.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    const blocker = await createMember(server, { firstName: "Xia" });
    const blockerPhoto = await uploadPhoto(blocker.client);
    await blocker.client.post("/api/blocks", { userId: me.id });
    const privatePhoto = await uploadPhoto(shown.client, { isPrivate: true });
    const mine = await uploadPhoto(me.client);
    const others = await matchedPair(server, ["Yan", "Zed"]);
    const pending = await createMember(server, { firstName: "Abe" });
    const like = await pending.client.post<{ matchId: string }>("/api/likes", { targetId: me.id });

    const cases: [string, string, string][] = [
      ["nonexistent member", "profile", crypto.randomUUID()],
      ["not an id", "profile", "someone"],
      ["hidden member", "profile", hidden.id],
      ["banned member", "profile", banned.id],
      ["member who blocked me", "profile", blocker.id],
      ["my own profile", "profile", me.id],
      ["nonexistent photo", "photo", crypto.randomUUID()],
      ["photo of a member who blocked me", "photo", blockerPhoto.id],
      ["private photo", "photo", privatePhoto.id],
      ["my own photo", "photo", mine.id],
      ["someone else's conversation", "conversation", others.matchId],
      ["a like, not a conversation", "conversation", like.body.matchId],
      ["nonexistent conversation", "conversation", crypto.randomUUID()],
      ["reviews of a hidden member", "review", hidden.id],
      ["reviews of a member who blocked me", "review", blocker.id],
      ["reviews of nobody", "review", crypto.randomUUID()],
    ];
    for (const [name, kind, targetId] of cases) {
      const response = await report(me.client, { kind, targetId });
      expect([response.status, response.body], name).toEqual([404, notFound]);
    }
    expect(await reportsBy(me)).toEqual([]);
  });

  it("lets a member report what they see: a profile, a photo, their own and others' reviews", async () => {
    const reporter = await createMember(server, { firstName: "Bea" });
    expect((await report(reporter.client, { kind: "photo", targetId: shownPhoto.id })).status).toBe(201);
    expect((await report(reporter.client, { kind: "review", targetId: reporter.id })).status).toBe(201);
    const rows = await reportsBy(reporter);
    expect(rows.map((row) => [row.kind, row.reportedUserId]).sort()).toEqual(
      [
        ["photo", shown.id],
        ["review", reporter.id],
      ].sort(),
    );
    expect((await report(me.client, { kind: "review", targetId: shown.id })).status).toBe(201);
  });

  it("lets the blocker report the member they blocked, but not the other way round", async () => {
    const blocker = await createMember(server, { firstName: "Cal" });
    const { a, b, matchId } = await matchedPair(server, ["Dot", "Eli"]);
    const photo = await uploadPhoto(b.client, { isPrivate: true });
    expect((await a.client.post("/api/blocks", { userId: b.id })).status).toBe(204);
    expect((await blocker.client.post("/api/blocks", { userId: b.id })).status).toBe(204);
    // My own list names whom I blocked, though they are hidden from me everywhere else.
    const list = await a.client.get("/api/blocks");
    expect(BlockedMembersSchema.parse(list.body).blocks).toEqual([
      { userId: b.id, firstName: "Eli", blockedAt: expect.any(String) },
    ]);
    // Block, then report: every kind still reaches the moderators.
    expect((await report(blocker.client, { kind: "profile", targetId: b.id })).status).toBe(201);
    expect((await report(a.client, { kind: "conversation", targetId: matchId })).status).toBe(201);
    expect((await report(a.client, { kind: "photo", targetId: photo.id })).status).toBe(200);
    expect((await report(a.client, { kind: "review", targetId: b.id })).status).toBe(200);
    // The blocked member learns nothing by reporting the blocker.
    for (const [kind, targetId] of [
      ["profile", a.id],
      ["conversation", matchId],
      ["review", a.id],
    ]) {
      expect([(await report(b.client, { kind, targetId })).body], kind).toEqual([notFound]);
    }
    expect(await reportsBy(b)).toEqual([]);
  });
});

describe("a repeat", () => {
  it("updates the open report about the same member: one row, its evidence grows", async () => {
    const me = await createMember(server, { firstName: "Fay" });
    const other = await createMember(server, { firstName: "Gil", bio: "First bio" });
    const photo = await uploadPhoto(other.client);
    const first = await report(me.client, { kind: "profile", targetId: other.id, category: "fake_profile" });
    expect(first.status).toBe(201);
    await server.db.update(profiles).set({ bio: "Second bio" }).where(eq(profiles.id, other.id));
    const second = await report(me.client, {
      kind: "photo",
      targetId: photo.id,
      category: "inappropriate_photos",
      reason: "Worse now",
    });
    expect(second.status).toBe(200);
    expect(second.body.report.id).toBe(first.body.report.id);
    expect(second.body.report.createdAt).toBe(first.body.report.createdAt);
    expect(new Date(second.body.report.updatedAt) >= new Date(first.body.report.updatedAt)).toBe(true);

    const rows = await reportsBy(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "photo",
      targetId: photo.id,
      category: "inappropriate_photos",
      reason: "Worse now",
      status: "pending",
    });
    expect(rows[0]!.evidence.map((snapshot) => snapshot.kind)).toEqual(["profile", "photo"]);
    // The first report's own category and reason stay with its snapshot.
    expect(rows[0]!.evidence.map(({ category, reason }) => ({ category, reason }))).toEqual([
      { category: "fake_profile", reason: "Rude messages" },
      { category: "inappropriate_photos", reason: "Worse now" },
    ]);
    const [profileSnapshot] = rows[0]!.evidence;
    expect(profileSnapshot?.kind === "profile" && profileSnapshot.profile?.bio).toBe("First bio");

    // Once moderators close it, the next report opens a new one.
    await server.db.update(reports).set({ status: "reviewed" }).where(eq(reports.id, first.body.report.id));
    const third = await report(me.client, { kind: "profile", targetId: other.id });
    expect(third.status).toBe(201);
    expect(third.body.report.id).not.toBe(first.body.report.id);
    expect(await reportsBy(me)).toHaveLength(2);
  });
});

describe("the daily limit", () => {
  it("refuses the report over the limit with a 429 and writes nothing", async () => {
    await inOneWindow(86400, 30);
    const strict = await startTestServer({ RATE_LIMIT_SCALE: "0.1" }); // 20 x 0.1 = 2 reports a day
    try {
      const me = await createMember(strict, { firstName: "Hal" });
      // Targets straight into the database: at this scale sign-ups are limited too.
      const targets = await strict.db
        .insert(users)
        .values([1, 2, 3].map((i) => ({ name: "", email: uniqueEmail(`target${i}`) })))
        .returning({ id: users.id });
      await strict.db.insert(profiles).values(targets.map(({ id }) => ({ id, firstName: "T", age: 30 })));
      const answers = [];
      for (const { id } of targets) answers.push(await report(me.client, { kind: "profile", targetId: id }));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
      expect(answers[2]!.body.error).toEqual({ code: "RATE_LIMITED", message: REPORT_TEXT.rateLimited });
      expect(Number(answers[2]!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await strict.db.$count(reports, eq(reports.reporterId, me.id))).toBe(2);
    } finally {
      await strict.close();
    }
  }, 90_000);
});
