// Settings' Notifications and Privacy switches: stored on the server, refused whole when the body is
// wrong, and only for a member in good standing. What the Privacy switches change: privacy.test.ts.
import { DEFAULT_MEMBER_SETTINGS, MEMBER_SETTINGS_TEXT, type MemberSettings } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberSettings, profiles, users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { place } from "./support/discovery";
import { createMember } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = MemberSettings & ApiError;
const settingsOf = (client: TestClient) => client.get<Answer>("/api/settings");
const patch = (client: TestClient, json: unknown) => client.request<Answer>("PATCH", "/api/settings", { json });
const hiddenOf = async (id: string) =>
  (await server.db.select({ hidden: profiles.hidden }).from(profiles).where(eq(profiles.id, id)))[0]?.hidden;

describe("GET /api/settings", () => {
  it("answers every switch on for a member who never changed one", async () => {
    const member = await createMember(server, { ...place() });
    const answer = await settingsOf(member.client);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(DEFAULT_MEMBER_SETTINGS);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("answers profile visibility on for a member without a profile yet", async () => {
    const client = new TestClient(server);
    await client.signUp(uniqueEmail("noprofile"));
    expect((await settingsOf(client)).body).toEqual(DEFAULT_MEMBER_SETTINGS);
  });

  it("reads profile visibility from the profile itself", async () => {
    const member = await createMember(server, { ...place(), hidden: true });
    expect((await settingsOf(member.client)).body).toEqual({ ...DEFAULT_MEMBER_SETTINGS, profileVisible: false });
  });
});

describe("PATCH /api/settings", () => {
  it("stores the switches given, keeps the others, and answers all six", async () => {
    const member = await createMember(server, { ...place() });
    const first = await patch(member.client, { emailNotifications: false, readReceipts: false });
    expect(first.status).toBe(200);
    const expected = { ...DEFAULT_MEMBER_SETTINGS, emailNotifications: false, readReceipts: false };
    expect(first.body).toEqual(expected);
    expect((await settingsOf(member.client)).body).toEqual(expected);

    const second = await patch(member.client, {
      matchAlerts: false,
      messageNotifications: false,
      shareLocation: false,
    });
    const all = { ...expected, matchAlerts: false, messageNotifications: false, shareLocation: false };
    expect(second.body).toEqual(all);
    const [row] = await server.db.select().from(memberSettings).where(eq(memberSettings.userId, member.id));
    expect(row).toMatchObject({
      emailNotifications: false,
      matchAlerts: false,
      messageNotifications: false,
      shareLocation: false,
      readReceipts: false,
    });

    expect((await patch(member.client, { readReceipts: true, emailNotifications: true })).body).toEqual({
      ...all,
      readReceipts: true,
      emailNotifications: true,
    });
  });

  it("turns profile visibility into profiles.hidden and back, in the same answer", async () => {
    const member = await createMember(server, { ...place() });
    const off = await patch(member.client, { profileVisible: false, shareLocation: false });
    expect(off.body).toEqual({ ...DEFAULT_MEMBER_SETTINGS, profileVisible: false, shareLocation: false });
    expect(await hiddenOf(member.id)).toBe(true);
    const on = await patch(member.client, { profileVisible: true });
    expect(on.body).toEqual({ ...DEFAULT_MEMBER_SETTINGS, shareLocation: false });
    expect(await hiddenOf(member.id)).toBe(false);
  });

  it("refuses to hide a profile that does not exist yet, and changes nothing else of that body", async () => {
    const client = new TestClient(server);
    await client.signUp(uniqueEmail("noprofile"));
    const refused = await patch(client, { profileVisible: false, readReceipts: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: "CONFLICT", message: MEMBER_SETTINGS_TEXT.noProfileYet });
    expect((await settingsOf(client)).body).toEqual(DEFAULT_MEMBER_SETTINGS);
    // Showing it is already so: nothing to refuse.
    expect((await patch(client, { profileVisible: true })).body).toEqual(DEFAULT_MEMBER_SETTINGS);
  });

  it.each([
    ["an unknown key", { readReceipts: false, darkMode: true }, 'Unrecognized key: "darkMode"'],
    [
      "a string for a boolean",
      { readReceipts: "true" },
      "readReceipts: Invalid input: expected boolean, received string",
    ],
    [
      "a number for a boolean",
      { profileVisible: 0 },
      "profileVisible: Invalid input: expected boolean, received number",
    ],
    ["null for a boolean", { shareLocation: null }, "shareLocation: Invalid input: expected boolean, received null"],
    ["no switch at all", {}, "Nothing to change."],
    ["a list", [{ readReceipts: false }], "Invalid input: expected object, received array"],
    ["a bare boolean", false, "Invalid input: expected object, received boolean"],
  ])("refuses %s with a clear 400 and changes nothing", async (_label, body, message) => {
    const member = await createMember(server, { ...place() });
    await patch(member.client, { matchAlerts: false });
    const before = (await settingsOf(member.client)).body;
    const refused = await patch(member.client, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "VALIDATION_FAILED", message });
    expect((await settingsOf(member.client)).body).toEqual(before);
    expect(await hiddenOf(member.id)).toBe(false);
  });

  it("refuses a body that is not JSON, and an empty one", async () => {
    const member = await createMember(server, { ...place() });
    const notJson = await member.client.request<ApiError>("PATCH", "/api/settings", {
      body: "readReceipts=false",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([notJson.status, notJson.body.error.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const broken = await member.client.request<ApiError>("PATCH", "/api/settings", {
      body: "{readReceipts: false",
      headers: { "content-type": "application/json" },
    });
    expect([broken.status, broken.body.error.code]).toEqual([400, "INVALID_JSON"]);
    const empty = await member.client.request<ApiError>("PATCH", "/api/settings");
    expect([empty.status, empty.body.error.message]).toEqual([400, "Nothing to change."]);
    expect((await settingsOf(member.client)).body).toEqual(DEFAULT_MEMBER_SETTINGS);
  });
});

describe("who may", () => {
  it("refuses a visitor, reading or writing", async () => {
    const visitor = new TestClient(server);
    const read = await settingsOf(visitor);
    const write = await patch(visitor, { readReceipts: false });
    expect([read.status, read.body.error.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect([write.status, write.body.error.code]).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("refuses a member banned while signed in, and changes nothing", async () => {
    const member = await createMember(server, { ...place() });
    await server.db.update(users).set({ banned: true }).where(eq(users.id, member.id));
    const write = await patch(member.client, { profileVisible: false, readReceipts: false });
    expect([write.status, write.body.error]).toEqual([
      403,
      { code: "ACCOUNT_BANNED", message: MEMBER_SETTINGS_TEXT.banned },
    ]);
    expect((await settingsOf(member.client)).status).toBe(403);
    expect(await hiddenOf(member.id)).toBe(false);
    expect(await server.db.$count(memberSettings, eq(memberSettings.userId, member.id))).toBe(0);

    // A suspension that has run out is no ban.
    await server.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, member.id));
    expect((await patch(member.client, { readReceipts: false })).status).toBe(200);
  });

  it("refuses a cross-origin write", async () => {
    const member = await createMember(server, { ...place() });
    const refused = await member.client.request<ApiError>("PATCH", "/api/settings", {
      json: { readReceipts: false },
      headers: { origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect((await settingsOf(member.client)).body).toEqual(DEFAULT_MEMBER_SETTINGS);
  });
});
