// Passkeys (issue 15): registering one, signing in with it, listing, renaming and removing one's own,
// and a ban refusing a passkey sign-in. The WebAuthn ceremonies run for real against a software
// authenticator (support/webauthn.ts); the e2e journey does the same with Chromium's virtual one.
import { ACCOUNT_BANNED_TEXT, PasskeyListSchema, SECURITY_TEXT } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, sessions } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { english } from "./support/text";
import { createSoftPasskey, registerSoftPasskey, type SoftPasskey } from "./support/webauthn";

type ApiError = { error: { code: string; message: string; restriction?: { appealToken: string | null } } };
type Member = Awaited<ReturnType<typeof createMember>>;
type Options = { challenge: string; rp: { id: string }; user: { id: string } };
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiError).error];
const listOf = async (client: TestClient) => PasskeyListSchema.parse((await client.get("/api/passkeys")).body);

/** Adds a passkey as the Security tab does: options, the authenticator's answer, verification. */
const register = (member: Member, name?: string, headers: Record<string, string> = {}) =>
  registerSoftPasskey(member.client, server.publicUrl, { name, headers });

/** "Sign in with a passkey" in a fresh browser. */
async function signInWith(key: SoftPasskey) {
  const client = new TestClient(server);
  const options = await client.get<{ challenge: string; rpId: string }>(
    "/api/auth/passkey/generate-authenticate-options",
  );
  expect(options.status).toBe(200);
  const answer = await client.post("/api/auth/passkey/verify-authentication", {
    response: key.assert(options.body, server.publicUrl),
  });
  return { client, answer };
}

describe("passkeys as a visitor", () => {
  it("answers 401 for the list, changes and registration", async () => {
    const visitor = new TestClient(server);
    expect((await visitor.get("/api/passkeys")).status).toBe(401);
    expect(
      (await visitor.request("PATCH", `/api/passkeys/${crypto.randomUUID()}`, { json: { name: "x" } })).status,
    ).toBe(401);
    expect((await visitor.request("DELETE", `/api/passkeys/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await visitor.get("/api/auth/passkey/generate-register-options")).status).toBe(401);
    expect((await visitor.post("/api/auth/passkey/verify-registration", { response: {} })).status).toBe(401);
  });
});

describe("registering and signing in with a passkey", () => {
  it("signs the member in with the passkey, without a token in the answer", async () => {
    const member = await createMember(server);
    const key = await register(member, "My phone");
    const list = await listOf(member.client);
    expect(list.passkeys).toEqual([
      { id: expect.any(String), name: "My phone", createdAt: expect.any(String), provider: null, backedUp: false },
    ]);

    const { client, answer } = await signInWith(key);
    expect([answer.status, answer.body]).toEqual([200, { status: true }]);
    expect((await client.get<{ id: string }>("/api/me")).body.id).toBe(member.id);
    const [row] = await server.db
      .select({ counter: passkeys.counter })
      .from(passkeys)
      .where(eq(passkeys.userId, member.id));
    expect(row!.counter).toBe(1);
  });

  it("names an unnamed passkey after the device, and suggests that name", async () => {
    const member = await createMember(server);
    expect(
      (await member.client.request("GET", "/api/passkeys", { headers: { "user-agent": ANDROID_CHROME } })).body,
    ).toEqual({
      passkeys: [],
      suggestedName: "Chrome on Android",
      suggestedDevice: { browser: "Chrome", os: "Android", kind: "phone" },
    });
    await register(member, undefined, { "user-agent": ANDROID_CHROME });
    expect((await listOf(member.client)).passkeys.map((passkey) => passkey.name)).toEqual(["Chrome on Android"]);
  });

  it("refuses a blank or overlong name, and an answer that does not match the challenge", async () => {
    const member = await createMember(server);
    const key = createSoftPasskey();
    const options = await member.client.get<Options>("/api/auth/passkey/generate-register-options");
    const overlong = await member.client.post("/api/auth/passkey/verify-registration", {
      response: key.register(options.body, server.publicUrl),
      name: "x".repeat(65),
    });
    expect(errorOf(overlong)).toMatchObject([
      400,
      { code: "VALIDATION_FAILED", fields: { name: english(SECURITY_TEXT.passkeyNameTooLong) } },
    ]);

    const forged = await member.client.post("/api/auth/passkey/verify-registration", {
      response: key.register({ ...options.body, challenge: "bm90LXRoZS1jaGFsbGVuZ2U" }, server.publicUrl),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect((await listOf(member.client)).passkeys).toEqual([]);
  });

  it("asks for a recent sign-in before adding one", async () => {
    const member = await createMember(server);
    await server.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sessions.userId, member.id));
    const stale = await member.client.get("/api/auth/passkey/generate-register-options");
    expect(errorOf(stale)).toEqual([403, { code: "FORBIDDEN", message: SECURITY_TEXT.signInAgainFirst }]);
  });

  it("refuses a passkey that is not registered (or was removed)", async () => {
    const member = await createMember(server);
    const key = await register(member);
    const { id } = (await listOf(member.client)).passkeys[0]!;
    expect((await member.client.request("DELETE", `/api/passkeys/${id}`)).status).toBe(204);

    const { client, answer } = await signInWith(key);
    expect(errorOf(answer)).toEqual([401, { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.passkeyUnknown }]);
    expect(client.hasSession).toBe(false);
  });
});

describe("managing passkeys", () => {
  it("renames and removes only the member's own; another's id is not found", async () => {
    const owner = await createMember(server);
    const other = await createMember(server);
    await register(owner, "Laptop");
    const { id } = (await listOf(owner.client)).passkeys[0]!;

    const renameOther = await other.client.request("PATCH", `/api/passkeys/${id}`, { json: { name: "Mine now" } });
    expect(errorOf(renameOther)).toMatchObject([404, { code: "NOT_FOUND" }]);
    const removeOther = await other.client.request("DELETE", `/api/passkeys/${id}`);
    expect(errorOf(removeOther)).toMatchObject([404, { code: "NOT_FOUND" }]);
    expect((await listOf(other.client)).passkeys).toEqual([]);
    expect((await listOf(owner.client)).passkeys.map((passkey) => passkey.name)).toEqual(["Laptop"]);

    const blank = await owner.client.request("PATCH", `/api/passkeys/${id}`, { json: { name: "   " } });
    expect(errorOf(blank)).toMatchObject([
      400,
      { code: "VALIDATION_FAILED", fields: { name: SECURITY_TEXT.passkeyNameRequired } },
    ]);
    const renamed = await owner.client.request("PATCH", `/api/passkeys/${id}`, { json: { name: "  Work laptop " } });
    expect([renamed.status, renamed.body]).toMatchObject([200, { passkey: { id, name: "Work laptop" } }]);

    expect((await owner.client.request("DELETE", "/api/passkeys/not-a-uuid")).status).toBe(404);
    expect((await owner.client.request("DELETE", `/api/passkeys/${id}`)).status).toBe(204);
    expect((await owner.client.request("DELETE", `/api/passkeys/${id}`)).status).toBe(404);
    expect((await listOf(owner.client)).passkeys).toEqual([]);
  });

  it("keeps the plugin's own list, update and delete endpoints closed", async () => {
    const member = await createMember(server);
    expect((await member.client.get("/api/auth/passkey/list-user-passkeys")).status).toBe(404);
    expect((await member.client.post("/api/auth/passkey/delete-passkey", { id: "x" })).status).toBe(404);
    expect((await member.client.post("/api/auth/passkey/update-passkey", { id: "x", name: "y" })).status).toBe(404);
  });
});

describe("a banned member's passkey", () => {
  it("signs nobody in, and the refusal carries the statement", async () => {
    const admin = await createMember(server, { firstName: "Mod" });
    await makeAdmin(server, admin.id);
    const member = await createMember(server);
    const key = await register(member);
    const banned = await admin.client.post(`/api/admin/members/${member.id}/ban`, {
      reason: "Scamming members",
      rule: "be-respectful",
    });
    expect(banned.status).toBe(200);

    const { client, answer } = await signInWith(key);
    expect(errorOf(answer)).toMatchObject([403, { code: "ACCOUNT_BANNED", message: ACCOUNT_BANNED_TEXT.banned }]);
    expect((answer.body as ApiError).error.restriction?.appealToken).toEqual(expect.any(String));
    expect(client.hasSession).toBe(false);
  });
});
