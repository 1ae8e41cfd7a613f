// A member deleting their own account from Settings: confirmed with the password or a passkey; afterwards no row of
// any table and no file names them (the moderators' record of reports about them excepted, on purpose),
// the others keep their conversation from "Deleted member", and a confirmation reaches the old address.
import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  ACCOUNT_DATA_TEXT as TEXT,
  AccountDeletedSchema,
  ConversationSchema,
  MESSAGE_TEXT,
  REALTIME_CLOSE,
} from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { profilePhotos, users } from "../src/db/schema";
import { SELF_DELETION_MAIL } from "../src/modules/accounts/account-mail";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";
import { english } from "./support/text";
import { sendImageMessage, uploadPhoto } from "./support/uploads";
import { registerSoftPasskey } from "./support/webauthn";

type Member = Awaited<ReturnType<typeof createMember>>;
const PASSWORD = "a-long-enough-secret";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const remove = (member: Member, json?: unknown) =>
  member.client.request<ApiError>("DELETE", "/api/account", json === undefined ? {} : { json });

/** Every file under the upload folder, as paths relative to it. */
async function uploadedFiles(): Promise<string[]> {
  const entries = await readdir(server.config.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(server.config.uploadsDir, path.join(entry.parentPath, entry.name)));
}

/**
 * Every column of every table that could hold a member's id or address (uuid, uuid[], text, jsonb),
 * read from the catalogue, so a table added later is checked too; answers "table.column" where `value`
 * is found.
 */
async function columnsHolding(value: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    server.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('uuid', 'ARRAY', 'text', 'jsonb', 'character varying')
        order by c.table_name, c.column_name`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${value}%`}`,
    );
    if (Number(row?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Waits for the member's export to be ready, so a zip of theirs sits in the store. */
async function exportReady(member: Member) {
  expect((await member.client.post("/api/account/export")).status).toBe(202);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { body } = await member.client.get<{ export: { status: string } }>("/api/account/export");
    if (body.export.status === "ready") return;
    if (Date.now() > deadline) throw new Error(`Export still ${body.export.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("deleting one's own account", () => {
  it("refuses without the password, or with a wrong one, and changes nothing", async () => {
    const member = await createMember(server, { firstName: "Ivy" });
    const cases: [unknown, number, string][] = [
      [undefined, 400, TEXT.passwordRequired],
      [{}, 400, TEXT.passwordRequired],
      [{ password: "" }, 400, TEXT.passwordRequired],
      [{ password: 42 }, 400, TEXT.passwordRequired],
      [{ password: "not-the-password" }, 403, TEXT.wrongPassword],
    ];
    for (const [input, status, message] of cases) {
      const answer = await remove(member, input);
      expect([input, answer.status, answer.body.error.message]).toEqual([input, status, message]);
    }
    expect(await server.db.$count(users, eq(users.id, member.id))).toBe(1);
    expect((await member.client.get("/api/me")).status).toBe(200);
    expect(
      (await new TestClient(server).request("DELETE", "/api/account", { json: { password: PASSWORD } })).status,
    ).toBe(401);
  });

  it("limits wrong guesses", async () => {
    const member = await createMember(server, { firstName: "Jo" });
    const window = Math.floor(Date.now() / (15 * 60 * 1000));
    await server.db.execute(
      sql`insert into rate_limit_buckets (key, window_start, count) values (${`account-delete:${member.id}`}, ${window}, 100000)`,
    );
    const answer = await remove(member, { password: PASSWORD });
    expect([answer.status, answer.body.error.message]).toEqual([429, TEXT.tooManyAttempts]);
    expect(await server.db.$count(users, eq(users.id, member.id))).toBe(1);
  });

  it("leaves no row and no file of the member; the others keep the conversation; the old session is dead", async () => {
    const { a: gone, b: partner, matchId } = await matchedPair(server, ["Dora", "Ben"]);
    const [liked, liker, reported, reporter] = await Promise.all([
      createMember(server, { firstName: "Lia" }),
      createMember(server, { firstName: "Lou" }),
      createMember(server, { firstName: "Rex" }),
      createMember(server, { firstName: "Rae" }),
    ]);
    await uploadPhoto(gone.client);
    await uploadPhoto(gone.client, { isPrivate: true });
    // The partner's private photo, shared with Dora: the share must go with her.
    const shared = await uploadPhoto(partner.client, { isPrivate: true });
    await server.db.execute(
      sql`update profile_photos set allowed_users = array[${gone.id}]::uuid[] where id = ${shared.id}`,
    );
    expect((await send(gone.client, matchId, "Hello from Dora")).status).toBe(201);
    expect((await send(partner.client, matchId, "Hi Dora")).status).toBe(201);
    await sendImageMessage(gone.client, matchId);
    await sendImageMessage(partner.client, matchId);
    expect((await gone.client.post("/api/likes", { targetId: liked.id })).status).toBe(201);
    expect((await liker.client.post("/api/likes", { targetId: gone.id })).status).toBe(201);
    expect((await gone.client.post("/api/passes", { targetId: reported.id })).status).toBeLessThan(300);
    const filed = { kind: "profile", category: "fake_profile", reason: "Not who they say" };
    expect((await gone.client.post("/api/reports", { ...filed, targetId: reported.id })).status).toBe(201);
    // A report about Dora, with copies of her photos as evidence: the moderators' record, which stays.
    expect((await reporter.client.post("/api/reports", { ...filed, targetId: gone.id })).status).toBe(201);
    await exportReady(gone);

    const filesBefore = await uploadedFiles();
    const evidence = filesBefore.filter((file) => file.startsWith("report_evidence/"));
    expect(evidence.length).toBeGreaterThanOrEqual(2);
    expect(filesBefore.filter((file) => file.includes(gone.id)).length).toBeGreaterThanOrEqual(6);
    expect(await columnsHolding(gone.id)).toEqual(expect.arrayContaining(["users.id", "data_exports.user_id"]));
    const socket = await openSocket(server, gone.client);
    const oldCookie = gone.client.cookieHeader;

    const answer = await remove(gone, { password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(AccountDeletedSchema.parse(answer.body)).toEqual({ deleted: true });
    // Signed out in this browser: the session cookie is expired in the answer.
    expect(answer.headers.getSetCookie().some((cookie) => /session_token=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(gone.client.hasSession).toBe(false);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);

    // No row anywhere names her by id or address, but the reports about her (kept for moderation).
    expect(await columnsHolding(gone.id)).toEqual(["reports.evidence", "reports.target_id"]);
    expect(await columnsHolding(gone.email)).toEqual([]);
    const [sharedRow] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.id, shared.id));
    expect(sharedRow!.allowedUsers).toEqual([]);

    // No file of hers: photos, previews, the images she sent, her export zip. Evidence copies stay.
    const filesAfter = await uploadedFiles();
    expect(filesAfter.filter((file) => file.includes(gone.id))).toEqual([]);
    expect(filesAfter).toEqual(expect.arrayContaining(evidence));

    // The old cookie opens nothing, and the password no longer signs in.
    const replay = await fetch(`${server.url}/api/me`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
    expect((await new TestClient(server).signIn(gone.email)).status).toBe(401);

    // Ben keeps the conversation, from "Deleted member": her words stay, her image does not.
    const list = await partner.client.get<{ conversations: unknown[] }>("/api/conversations");
    const conversation = list.body.conversations
      .map((c) => ConversationSchema.parse(c))
      .find((c) => c.matchId === matchId);
    expect(conversation?.other).toMatchObject({ id: null, firstName: MESSAGE_TEXT.deletedMember });
    const page = await partner.client.get<{ messages: { content: string | null }[] }>(
      `/api/conversations/${matchId}/messages`,
    );
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m) => m.content)).toEqual(expect.arrayContaining(["Hello from Dora", "Hi Dora"]));

    // The confirmation, at the address she had.
    const mail = await server.mail.waitFor(gone.email, english(SELF_DELETION_MAIL.subject));
    // The spec's English, word for word.
    expect(mail.subject).toBe("Your Kindred account has been deleted");
    expect(mail.text).toContain(SELF_DELETION_MAIL.done);
    expect(mail.text).toContain("Hello Dora,");
  });
});

describe("deleting one's own account with a passkey", () => {
  type Challenge = {
    options: { challenge: string; rpId: string; userVerification: string; allowCredentials: { id: string }[] };
  };
  const challenge = (member: Member) =>
    member.client.request<Challenge & ApiError>("POST", "/api/account/delete-challenge");

  it("offers only the member's own passkeys, and none to a member without one or a visitor", async () => {
    const [member, other, plain] = await Promise.all([
      createMember(server, { firstName: "Pia" }),
      createMember(server, { firstName: "Oli" }),
      createMember(server, { firstName: "Nel" }),
    ]);
    const key = await registerSoftPasskey(member.client, server.publicUrl);
    await registerSoftPasskey(other.client, server.publicUrl);
    const answer = await challenge(member);
    expect(answer.status).toBe(200);
    expect(answer.body.options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(answer.body.options.allowCredentials.map((c) => c.id)).toEqual([key.credentialId]);
    expect((await challenge(plain)).status).toBe(404);
    expect((await new TestClient(server).request("POST", "/api/account/delete-challenge")).status).toBe(401);
    // A ban ends the member's sessions: their browser is refused like a visitor's.
    const admin = await createMember(server, { firstName: "Maud" });
    await makeAdmin(server, admin.id);
    const banned = await admin.client.post(`/api/admin/members/${member.id}/ban`, {
      reason: "Spam",
      rule: "no-spam-or-solicitation",
    });
    expect(banned.status).toBe(200);
    expect((await challenge(member)).status).toBe(401);
  });

  it("refuses another member's passkey, no PIN, a forged or replayed answer, and a challenge never asked", async () => {
    const [member, other] = await Promise.all([
      createMember(server, { firstName: "Ute" }),
      createMember(server, { firstName: "Vic" }),
    ]);
    const mine = await registerSoftPasskey(member.client, server.publicUrl);
    const theirs = await registerSoftPasskey(other.client, server.publicUrl);
    const refusedWith = async (answer: (options: Challenge["options"]) => unknown, ask = true) => {
      const options = ask ? (await challenge(member)).body.options : { challenge: "bm90LWFza2Vk", rpId: "localhost" };
      const result = await remove(member, { passkey: answer(options as Challenge["options"]) });
      return [result.status, result.body.error.message];
    };
    const forged = (options: Challenge["options"]) => {
      const answer = mine.assert(options, server.publicUrl) as { response: { signature: string } };
      return { ...answer, response: { ...answer.response, signature: Buffer.from("forged").toString("base64url") } };
    };
    expect(await refusedWith((o) => theirs.assert(o, server.publicUrl))).toEqual([403, TEXT.passkeyFailed]);
    expect(await refusedWith((o) => mine.assert(o, server.publicUrl, { userVerified: false }))).toEqual([
      403,
      TEXT.passkeyFailed,
    ]);
    expect(await refusedWith(forged)).toEqual([403, TEXT.passkeyFailed]);
    expect(await refusedWith((o) => mine.assert(o, "http://evil.test"))).toEqual([403, TEXT.passkeyFailed]);
    expect(await refusedWith((o) => mine.assert(o, server.publicUrl), false)).toEqual([403, TEXT.passkeyExpired]);
    expect(await refusedWith(() => ({ id: "x" }))).toEqual([400, TEXT.passkeyFailed]);
    // An answer to a challenge already used (here by a refused try) is stale: each prompt counts once.
    const options = (await challenge(member)).body.options;
    expect((await remove(member, { passkey: theirs.assert(options, server.publicUrl) })).status).toBe(403);
    const replayed = await remove(member, { passkey: mine.assert(options, server.publicUrl) });
    expect([replayed.status, replayed.body.error.message]).toEqual([403, TEXT.passkeyExpired]);
    expect(await server.db.$count(users, eq(users.id, member.id))).toBe(1);
    const answer = mine.assert((await challenge(member)).body.options, server.publicUrl);
    expect((await remove(member, { passkey: answer })).status).toBe(200);
    expect(await server.db.$count(users, eq(users.id, member.id))).toBe(0);
    expect(await server.db.$count(users, eq(users.id, other.id))).toBe(1);
  });

  it("deletes the account with the member's passkey, ends the session and mails the confirmation", async () => {
    const member = await createMember(server, { firstName: "Wen" });
    const key = await registerSoftPasskey(member.client, server.publicUrl);
    const options = (await challenge(member)).body.options;
    const answer = await remove(member, { passkey: key.assert(options, server.publicUrl) });
    expect([answer.status, answer.body]).toEqual([200, { deleted: true }]);
    expect(await server.db.$count(users, eq(users.id, member.id))).toBe(0);
    expect((await member.client.get("/api/me")).status).toBe(401);
    const mail = await server.mail.waitFor(member.email, english(SELF_DELETION_MAIL.subject));
    expect(mail.text).toContain("Hello Wen,");
  });
});
