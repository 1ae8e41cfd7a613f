// Issue 32: every decision about a member reaches them in their own language: the statement's mail
// (a suspension, a ban, a photo's removal from a report, an appeal's outcome, an admin's deletion) and
// the notice the app shows, a suspension's end written the way their language writes a date. The row
// keeps the message and the date apart, so an admin reads it in theirs.
import {
  ACCOUNT_BANNED_TEXT,
  ApiErrorBodySchema,
  NOTICE_TEXT,
  NoticesSchema,
  RestrictedNoticeSchema,
  STATEMENT_TEXT,
  formatUtcTime,
  type AdminAppeals,
} from "@kindred/contracts";
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationNotices } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { inLocale } from "./support/text";
import { uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
const RULE = "be-respectful";

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

/** A member who chose `locale` in Settings. */
async function speaking(locale: string): Promise<Member> {
  const member = await createMember(server, { firstName: "Lena" });
  expect((await member.client.request("PUT", "/api/settings/language", { json: { locale } })).status).toBe(200);
  return member;
}
const act = (path: string, body: unknown) => admin.client.post(`/api/admin/${path}`, body);
const storedNotice = async (member: Member) =>
  (await server.db.select().from(moderationNotices).where(eq(moderationNotices.userId, member.id)))[0]!;
const appealToken = (text: string) => decodeURIComponent(text.match(/\/appeal\?token=(\S+)/)![1]!);
const noticeByToken = async (token: string, headers: Record<string, string> = {}) =>
  RestrictedNoticeSchema.parse(
    (await new TestClient(server).request("GET", `/api/appeals/notice?token=${encodeURIComponent(token)}`, { headers }))
      .body,
  ).notice;
const GERMAN_DATE =
  /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4} um \d{2}:\d{2}$/;

describe("a suspension, for a member who speaks German", () => {
  it("is mailed in German, with the end written as German writes a date", async () => {
    const member = await speaking("de");
    expect((await act(`members/${member.id}/suspend`, { days: 7, reason: "Beleidigungen", rule: RULE })).status).toBe(
      200,
    );
    const stored = await storedNotice(member);
    // The record: the message and its date apart, not a sentence in one language.
    expect([stored.kind, stored.decision]).toEqual(["suspension", NOTICE_TEXT.decisions.suspended]);
    const until = stored.until!;
    expect(formatUtcTime(until, "de")).toMatch(GERMAN_DATE);
    const decision = inLocale("de", NOTICE_TEXT.decisions.suspended, { until: formatUtcTime(until, "de") });
    expect(decision).toBe(`Dein Konto ist bis ${formatUtcTime(until, "de")} UTC vorübergehend gesperrt.`);

    const mail = await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.suspension));
    expect(mail.subject).toBe("Dein Konto wurde vorübergehend gesperrt");
    expect(mail.text).toContain(`${inLocale("de", NOTICE_TEXT.whatLabel)}\n${decision}`);
    expect(mail.text).toContain("Beleidigungen");
    expect(mail.text).not.toContain("Your account");

    // What the app shows a suspended member: the appeal page (the mail's link) and the sign-in refusal,
    // each in the screen's language.
    const token = appealToken(mail.text);
    expect((await noticeByToken(token, { "accept-language": "de" })).decision).toBe(decision);
    expect((await noticeByToken(token, { "accept-language": "fr-FR,fr;q=0.9" })).decision).toBe(
      inLocale("fr", NOTICE_TEXT.decisions.suspended, { until: formatUtcTime(until, "fr") }),
    );
    const refused = await new TestClient(server).request("POST", "/api/auth/sign-in/email", {
      json: { email: member.email, password: "a-long-enough-secret" },
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(refused.status).toBe(403);
    const refusal = ApiErrorBodySchema.parse(refused.body).error;
    expect(refusal.restriction?.notice?.decision).toBe(decision);
    // The refusal's own line too (better-auth's banned-member message), its date German.
    expect(refusal.message).toBe(
      inLocale("de", ACCOUNT_BANNED_TEXT.suspendedUntil, { until: formatUtcTime(until, "de") }),
    );
    expect(refusal.message).toMatch(/^Dieses Konto ist bis \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} UTC/);

    // The appeal queue writes it in the admin's language (English here).
    const appealed = await new TestClient(server).post("/api/appeals", {
      token,
      text: "Das war ein Zitat, keine Beleidigung.",
    });
    expect(appealed.status).toBe(201);
    const queue = (await admin.client.get<AdminAppeals>("/api/admin/appeals?status=pending")).body.appeals;
    expect(queue.find((appeal) => appeal.userId === member.id)?.decision).toBe(
      `Your account is suspended until ${formatUtcTime(until)} UTC.`,
    );
  });

  it("of a photo's owner is mailed in German too", async () => {
    const member = await speaking("de");
    const photo = await uploadPhoto(member.client);
    const moderated = await act(`photos/${photo.id}/moderate`, {
      action: "suspend",
      days: 3,
      reason: "Nacktheit",
      rule: "no-inappropriate-content",
    });
    expect(moderated.status).toBe(200);
    const until = (await storedNotice(member)).until!;
    const mail = await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.photo_removed));
    expect(mail.text).toContain(
      inLocale("de", NOTICE_TEXT.decisions.photoRemovedAndSuspended, { until: formatUtcTime(until, "de") }),
    );
    expect(mail.text).toMatch(/bis \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} UTC/);
  });
});

describe("an English member", () => {
  it("still reads the spec's exact English, in the mail and the app", async () => {
    const member = await speaking("en");
    expect((await act(`members/${member.id}/suspend`, { days: 7, reason: "Spam", rule: RULE })).status).toBe(200);
    const until = (await storedNotice(member)).until!;
    expect(formatUtcTime(until)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/);
    const decision = `Your account is suspended until ${formatUtcTime(until)} UTC.`;
    const mail = await server.mail.waitFor(member.email, NOTICE_TEXT.titles.suspension);
    expect(mail.subject).toBe("Your account was suspended");
    expect(mail.text).toContain(`What was decided\n${decision}`);
    // A page that asks for no language Kindred speaks reads English.
    expect((await noticeByToken(appealToken(mail.text))).decision).toBe(decision);
  });
});

/** Another member reports one of `member`'s photos for `reason`; a moderator removes it, with `note` if given. */
async function photoRemovedOnReport(member: Member, reason: string, note?: string) {
  const photo = await uploadPhoto(member.client);
  const reporter = await createMember(server);
  const filed = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
    kind: "photo",
    targetId: photo.id,
    category: "inappropriate_photos",
    reason,
  });
  expect(filed.status).toBe(201);
  const decision = note === undefined ? { status: "rejected" } : { status: "rejected", note };
  expect((await act(`reports/${filed.body.report.id}/decision`, decision)).status).toBe(200);
}

describe("the other statements, for a member who speaks German", () => {
  it("a ban", async () => {
    const member = await speaking("de");
    expect((await act(`members/${member.id}/ban`, { reason: "Betrug", rule: RULE })).status).toBe(200);
    const mail = await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.ban));
    expect(mail.subject).toBe("Dein Konto wurde dauerhaft gesperrt");
    expect(mail.text).toContain(inLocale("de", NOTICE_TEXT.decisions.banned));
    expect(mail.text).toContain(inLocale("de", NOTICE_TEXT.appealHow));
    expect(mail.text).not.toContain(NOTICE_TEXT.decisions.banned);
  });

  it("a photo removed on a report, and the notice in the app", async () => {
    const member = await speaking("de");
    await photoRemovedOnReport(member, "Nacktbild", "Nacktheit");
    const mail = await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.photo_removed));
    expect(mail.text).toContain(inLocale("de", NOTICE_TEXT.decisions.photoRemoved));
    expect(mail.text).not.toContain(NOTICE_TEXT.decisions.photoRemoved);

    // Still signed in: the app asks in the screen's language, else the member's own.
    const list = async (headers: Record<string, string> = {}) =>
      NoticesSchema.parse((await member.client.request("GET", "/api/notices", { headers })).body).notices[0]!;
    expect((await list()).decision).toBe(inLocale("de", NOTICE_TEXT.decisions.photoRemoved));
    expect((await list({ "accept-language": "en" })).decision).toBe(NOTICE_TEXT.decisions.photoRemoved);
  });

  it("a photo removed on a report without a moderator's note: the facts are written in German", async () => {
    const member = await speaking("de");
    await photoRemovedOnReport(member, "Nacktbild am Strand");
    const facts = inLocale("de", STATEMENT_TEXT.photoReportedFor, { reason: "Nacktbild am Strand" });
    expect(facts).not.toBe(`Your photo was reported for: "Nacktbild am Strand".`);
    expect((await storedNotice(member)).facts).toBe(facts);
    const mail = await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.photo_removed));
    expect(mail.text).toContain(facts);
  });

  it("an appeal's outcome", async () => {
    const member = await speaking("de");
    expect((await act(`members/${member.id}/warn`, { message: "Bitte freundlich bleiben.", rule: RULE })).status).toBe(
      200,
    );
    const notice = await storedNotice(member);
    const filed = await member.client.post<{ appeal: { id: string } }>(`/api/notices/${notice.id}/appeal`, {
      text: "Ich habe niemanden beleidigt.",
    });
    expect(filed.status).toBe(201);
    expect((await act(`appeals/${filed.body.appeal.id}/decision`, { outcome: "upheld", note: "Bleibt." })).status).toBe(
      200,
    );
    const mail = await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.appeal_decision));
    expect(mail.text).toContain(inLocale("de", NOTICE_TEXT.decisions.upheld));
    expect(mail.text).toContain(inLocale("de", NOTICE_TEXT.noAppeal));
  });

  it("an account deleted by the moderators", async () => {
    const member = await speaking("de");
    const deleted = await admin.client.request("DELETE", `/api/admin/members/${member.id}`, {
      json: { reason: "Fake-Profil", rule: "be-authentic" },
    });
    expect(deleted.status).toBe(200);
    const mail = await server.mail.waitFor(member.email, inLocale("de", STATEMENT_TEXT.accountDeletedSubject));
    expect(mail.subject).not.toBe(STATEMENT_TEXT.accountDeletedSubject);
    expect(mail.text).toContain(inLocale("de", STATEMENT_TEXT.accountDeletedContest));
    expect(mail.text).toContain("Fake-Profil");
  });
});

describe("migration 0025", () => {
  it("turns a suspension stored as an English sentence into its message, and leaves other texts alone", async () => {
    const member = await speaking("de");
    expect((await act(`members/${member.id}/suspend`, { days: 7, reason: "Spam", rule: RULE })).status).toBe(200);
    const { id, until } = await storedNotice(member);
    const before = `Your account is suspended until ${formatUtcTime(until!)} UTC.`;
    await server.db.update(moderationNotices).set({ decision: before }).where(eq(moderationNotices.id, id));
    const token = appealToken(
      (await server.mail.waitFor(member.email, inLocale("de", NOTICE_TEXT.titles.suspension))).text,
    );
    // Until then, it reads as it was stored.
    expect((await noticeByToken(token)).decision).toBe(before);

    const migration = await readFile(
      new URL("../src/db/migrations/0025_notice_decision_messages.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await server.db.execute(sql.raw(statement));
    expect((await storedNotice(member)).decision).toBe(NOTICE_TEXT.decisions.suspended);
    expect((await noticeByToken(token, { "accept-language": "de" })).decision).toBe(
      inLocale("de", NOTICE_TEXT.decisions.suspended, { until: formatUtcTime(until!, "de") }),
    );
    const warnings = await server.db.$count(
      moderationNotices,
      eq(moderationNotices.decision, NOTICE_TEXT.decisions.warning),
    );
    expect(warnings).toBeGreaterThan(0);
  });
});
