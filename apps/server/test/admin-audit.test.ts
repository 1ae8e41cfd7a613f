// The audit log: every admin action leaves exactly one row (counted before and after each), the view
// names who acted and on whom, and an action whose record or statement cannot be written is not done.
import { access } from "node:fs/promises";
import path from "node:path";
import { AdminAuditSchema, type Notice } from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, profilePhotos, sessions, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
const RULE = "be-respectful";
const TEXT = "I believe this decision was a misunderstanding.";

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Maud" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const auditRows = () => server.db.$count(moderationActions);
const post = (url: string, body: unknown = {}) => admin.client.post(url, body);
const member = (firstName = "Nia") => createMember(server, { firstName });
async function reportOf(kind: "profile" | "photo", targetId: string) {
  const reporter = await member();
  const filed = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
    kind,
    targetId,
    category: "other",
    reason: "Looks wrong",
  });
  expect(filed.status).toBe(201);
  return filed.body.report.id;
}
async function bannedAppeal() {
  const subject = await member();
  expect((await post(`/api/admin/members/${subject.id}/ban`, { reason: "Spam", rule: RULE })).status).toBe(200);
  const refused = await new TestClient(server).signIn(subject.email);
  const token = (refused.body as { error: { restriction: { appealToken: string } } }).error.restriction.appealToken;
  const filed = await new TestClient(server).post<{ notice: Notice }>("/api/appeals", { token, text: TEXT });
  expect(filed.status).toBe(201);
  return { subject, appealId: filed.body.notice.appeal!.id };
}

/** An action with its set-up: the set-up may write audit rows of its own (a ban to appeal), the action one. */
type Case = { name: string; setup: () => Promise<string>; act: (id: string) => Promise<{ status: number }> };

describe("every action", () => {
  it("writes exactly one audit row", async () => {
    const newMember = async () => (await member()).id;
    const photoOfNewMember = async () => (await uploadPhoto((await member()).client)).id;
    const cases: Case[] = [
      { name: "ban", setup: newMember, act: (id) => post(`/api/admin/members/${id}/ban`, { reason: "r", rule: RULE }) },
      {
        name: "suspend",
        setup: newMember,
        act: (id) => post(`/api/admin/members/${id}/suspend`, { days: 1, reason: "r", rule: RULE }),
      },
      {
        name: "warn",
        setup: newMember,
        act: (id) => post(`/api/admin/members/${id}/warn`, { message: "m", rule: RULE }),
      },
      {
        name: "ban answering a report",
        setup: async () => {
          const id = await newMember();
          return `${id}/${await reportOf("profile", id)}`;
        },
        act: (ids) => {
          const [id, reportId] = ids.split("/");
          return post(`/api/admin/members/${id}/ban`, { reason: "r", rule: RULE, reportId });
        },
      },
      {
        name: "reinstate",
        setup: async () => {
          const id = await newMember();
          await server.db.update(users).set({ banned: true }).where(eq(users.id, id));
          return id;
        },
        act: (id) => post(`/api/admin/members/${id}/reinstate`),
      },
      {
        name: "delete",
        setup: newMember,
        act: (id) => admin.client.request("DELETE", `/api/admin/members/${id}`, { json: { reason: "r", rule: RULE } }),
      },
      ...(["reject", "suspend", "warn"] as const).map((action): Case => ({
        name: `photo ${action}`,
        setup: async () => {
          const photoId = await photoOfNewMember();
          await reportOf("photo", photoId);
          return photoId;
        },
        act: (id) => post(`/api/admin/photos/${id}/moderate`, { action, days: 3, reason: "r", rule: RULE }),
      })),
      {
        name: "photo approve",
        setup: async () => {
          const photoId = await photoOfNewMember();
          await reportOf("photo", photoId);
          return photoId;
        },
        act: (id) => post(`/api/admin/photos/${id}/approve`),
      },
      {
        name: "report decision",
        setup: async () => reportOf("profile", await newMember()),
        act: (id) => post(`/api/admin/reports/${id}/decision`, { status: "reviewed" }),
      },
      {
        name: "photo report rejected",
        setup: async () => reportOf("photo", await photoOfNewMember()),
        act: (id) => post(`/api/admin/reports/${id}/decision`, { status: "rejected" }),
      },
      {
        name: "appeal decision",
        setup: async () => (await bannedAppeal()).appealId,
        act: (id) => post(`/api/admin/appeals/${id}/decision`, { outcome: "overturned", note: "n" }),
      },
    ];
    for (const { name, setup, act } of cases) {
      const id = await setup();
      const before = await auditRows();
      const answer = await act(id);
      expect([name, answer.status, (await auditRows()) - before]).toEqual([name, 200, 1]);
    }
  });
});

describe("the audit view", () => {
  it("names the admin and the member, and keeps the row with no name once the member is gone", async () => {
    const subject = await member("Tove");
    expect((await post(`/api/admin/members/${subject.id}/warn`, { message: "m", rule: RULE })).status).toBe(200);
    const read = async (query: string) =>
      AdminAuditSchema.parse((await admin.client.get(`/api/admin/audit?${query}`)).body).actions;
    const [warned] = await read(`userId=${subject.id}`);
    expect(warned).toMatchObject({ action: "warn", adminName: "Maud", subjectName: "Tove", details: { rule: RULE } });

    const deleted = await admin.client.request("DELETE", `/api/admin/members/${subject.id}`, {
      json: { reason: "Gone", rule: RULE },
    });
    expect(deleted.status).toBe(200);
    const mine = await read(`adminId=${admin.id}`);
    expect(mine[0]).toMatchObject({
      action: "delete_account",
      subjectUserId: null,
      adminName: "Maud",
      subjectName: null,
      details: { email: subject.email, firstName: "Tove" },
    });
    expect(mine.find((row) => row.id === warned!.id)).toMatchObject({ subjectUserId: null, subjectName: null });
  });
});

describe("an action whose record or statement cannot be written", () => {
  /** Makes the database refuse a row of `table` whose `column` holds the marker, as a failing disk would. */
  async function refuseRows(table: string, column: string) {
    await server.db.execute(
      sql.raw(`create function refuse_marked_${table}() returns trigger language plpgsql as $$
        begin
          if new.${column} = 'REFUSE-THIS-ROW' then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger refuse_marked_${table} before insert on ${table}
        for each row execute function refuse_marked_${table}()`),
    );
    return async () => {
      await server.db.execute(sql.raw(`drop trigger refuse_marked_${table} on ${table}`));
      await server.db.execute(sql.raw(`drop function refuse_marked_${table}()`));
    };
  }

  it("is not done: no ban without its statement, no lifted ban without the outcome's", async () => {
    const undo = await refuseRows("moderation_notices", "facts");
    try {
      const subject = await member();
      const before = await auditRows();
      for (const [action, body] of [
        ["ban", { reason: "REFUSE-THIS-ROW", rule: RULE }],
        ["suspend", { days: 7, reason: "REFUSE-THIS-ROW", rule: RULE }],
        ["warn", { message: "REFUSE-THIS-ROW", rule: RULE }],
      ] as const) {
        const answer = await post(`/api/admin/members/${subject.id}/${action}`, body);
        expect([action, answer.status]).toEqual([action, 500]);
      }
      expect(await auditRows()).toBe(before);
      const [row] = await server.db.select().from(users).where(eq(users.id, subject.id));
      expect([row!.banned, row!.banExpires]).toEqual([false, null]);
      expect(await server.db.$count(sessions, eq(sessions.userId, subject.id))).toBeGreaterThan(0);
      expect((await subject.client.get("/api/me")).status).toBe(200);

      const { subject: appellant, appealId } = await bannedAppeal();
      const decided = await post(`/api/admin/appeals/${appealId}/decision`, {
        outcome: "overturned",
        note: "REFUSE-THIS-ROW",
      });
      expect(decided.status).toBe(500);
      const [still] = await server.db.select().from(users).where(eq(users.id, appellant.id));
      expect(still!.banned).toBe(true);
      const retry = await post(`/api/admin/appeals/${appealId}/decision`, { outcome: "upheld", note: "Stands" });
      expect(retry.status).toBe(200);
    } finally {
      await undo();
    }
  });

  it("is not done: no deleted account, and no file lost, without its audit row", async () => {
    const undo = await refuseRows("moderation_actions", "reason");
    try {
      const subject = await member();
      await uploadPhoto(subject.client);
      const [photo] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.userId, subject.id));
      const before = await auditRows();
      const answer = await admin.client.request("DELETE", `/api/admin/members/${subject.id}`, {
        json: { reason: "REFUSE-THIS-ROW", rule: RULE },
      });
      expect(answer.status).toBe(500);
      expect(await auditRows()).toBe(before);
      expect(await server.db.$count(users, eq(users.id, subject.id))).toBe(1);
      expect(await server.db.$count(profilePhotos, eq(profilePhotos.userId, subject.id))).toBe(1);
      for (const key of [photo!.storageKey, photo!.previewKey]) {
        await expect(access(path.join(server.config.uploadsDir, key))).resolves.toBeUndefined();
      }
      expect((await subject.client.get("/api/me")).status).toBe(200);
    } finally {
      await undo();
    }
  });
});
