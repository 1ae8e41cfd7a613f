// A member's statements of reasons: listed unacknowledged first, acknowledged once, appealed once (race
// included), and only their own.
import { NOTICE_TEXT, NoticeSchema, NoticesSchema, type Notice } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appeals } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Answer = Notice & ApiError;
const RULE = "be-respectful";
const TEXT = "I was quoting someone else, not insulting anyone.";

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const listOf = async (member: Member) => NoticesSchema.parse((await member.client.get("/api/notices")).body).notices;
async function warned(member: Member, message: string): Promise<Notice> {
  expect((await admin.client.post(`/api/admin/members/${member.id}/warn`, { message, rule: RULE })).status).toBe(200);
  return (await listOf(member)).find((notice) => notice.facts === message)!;
}
const acknowledge = (member: Member, id: string) => member.client.post<Answer>(`/api/notices/${id}/acknowledge`);
const appeal = (member: Member, id: string, body: unknown = { text: TEXT }) =>
  member.client.post<Answer>(`/api/notices/${id}/appeal`, body);

describe("the notices list", () => {
  it("is the member's own, unacknowledged first, then newest; visitors get 401", async () => {
    const [member, other] = await Promise.all([createMember(server), createMember(server)]);
    expect(await listOf(member)).toEqual([]);
    const first = await warned(member, "First warning");
    const second = await warned(member, "Second warning");
    await warned(other, "Someone else's");
    expect((await listOf(member)).map((notice) => notice.facts)).toEqual(["Second warning", "First warning"]);

    const acknowledged = await acknowledge(member, second.id);
    expect(acknowledged.status).toBe(200);
    expect(NoticeSchema.parse(acknowledged.body).acknowledgedAt).not.toBeNull();
    expect((await listOf(member)).map((notice) => [notice.id, notice.acknowledgedAt !== null])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);

    const visitor = await new TestClient(server).get<ApiError>("/api/notices");
    expect([visitor.status, visitor.body.error.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect((await new TestClient(server).post(`/api/notices/${first.id}/acknowledge`)).status).toBe(401);
  });
});

describe("acknowledging", () => {
  it("is idempotent, and only for one's own notices", async () => {
    const [member, other] = await Promise.all([createMember(server), createMember(server)]);
    const notice = await warned(member, "Be kind");
    const once = await acknowledge(member, notice.id);
    const twice = await acknowledge(member, notice.id);
    expect([once.status, twice.status]).toEqual([200, 200]);
    expect(twice.body.acknowledgedAt).toBe(once.body.acknowledgedAt);

    for (const id of [notice.id, crypto.randomUUID(), "not-a-uuid"]) {
      const refused = await acknowledge(other, id);
      expect([id, refused.status, refused.body.error]).toEqual([
        id,
        404,
        { code: "NOT_FOUND", message: NOTICE_TEXT.noticeNotFound },
      ]);
    }
  });
});

describe("appealing", () => {
  it("files one appeal per notice; the notice then shows it and can no longer be appealed", async () => {
    const [member, other] = await Promise.all([createMember(server), createMember(server)]);
    const notice = await warned(member, "Rude");
    expect(notice.canAppeal).toBe(true);

    const filed = await appeal(member, notice.id, { text: `  ${TEXT}  ` });
    expect(filed.status).toBe(201);
    const after = NoticeSchema.parse(filed.body);
    expect(after).toMatchObject({ id: notice.id, canAppeal: false, appeal: { status: "pending", decidedAt: null } });
    const [stored] = (await server.db.select().from(appeals)).filter((row) => row.noticeId === notice.id);
    expect([stored!.userId, stored!.text, stored!.status]).toEqual([member.id, TEXT, "pending"]);

    const again = await appeal(member, notice.id);
    expect([again.status, again.body.error]).toEqual([409, { code: "CONFLICT", message: NOTICE_TEXT.appealAlready }]);
    expect((await appeal(other, notice.id)).status).toBe(404);
    expect((await listOf(member))[0]).toMatchObject({ canAppeal: false, appeal: { id: after.appeal!.id } });
  });

  it("lets exactly one of two appeals sent at once through", async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await createMember(server);
      const notice = await warned(member, `Round ${round}`);
      const answers = await Promise.all([appeal(member, notice.id), appeal(member, notice.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect((await server.db.select().from(appeals)).filter((row) => row.noticeId === notice.id)).toHaveLength(1);
    }
  });

  it("refuses bad texts and unknown notices, and an appeal's own outcome", async () => {
    const member = await createMember(server);
    const notice = await warned(member, "Spam");
    const cases: [string, unknown, number][] = [
      [notice.id, {}, 400],
      [notice.id, { text: "too short" }, 400],
      [notice.id, { text: "x".repeat(2001) }, 400],
      [notice.id, { text: TEXT, extra: true }, 400],
      ["not-a-uuid", { text: TEXT }, 404],
      [crypto.randomUUID(), { text: TEXT }, 404],
    ];
    for (const [id, body, status] of cases)
      expect([id, body, (await appeal(member, id, body)).status]).toEqual([id, body, status]);
    expect((await listOf(member))[0]!.canAppeal).toBe(true);

    // The outcome of an appeal is final.
    const filed = await appeal(member, notice.id);
    const decided = await admin.client.post(`/api/admin/appeals/${filed.body.appeal!.id}/decision`, {
      outcome: "upheld",
      note: "The messages were spam.",
    });
    expect(decided.status).toBe(200);
    const outcome = (await listOf(member)).find((item) => item.kind === "appeal_decision")!;
    expect(outcome).toMatchObject({
      decision: NOTICE_TEXT.decisions.upheld,
      facts: "The messages were spam.",
      ruleId: RULE,
      canAppeal: false,
      appeal: null,
    });
    const refused = await appeal(member, outcome.id);
    expect([refused.status, refused.body.error]).toEqual([400, { code: "BAD_REQUEST", message: NOTICE_TEXT.noAppeal }]);
  });
});
