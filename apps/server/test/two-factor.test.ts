// Two-factor authentication (issue 15): turning it on with an authenticator app, the sign-in's code
// step, backup codes, the lock after five wrong codes, turning it off, and a ban met at the code step.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import {
  ACCOUNT_BANNED_TEXT,
  SECURITY_TEXT,
  TWO_FACTOR_LOCK_MINUTES,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  totpSecretOf,
  type TwoFactorSetup,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactors, users } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { english } from "./support/text";

type ApiError = {
  error: { code: string; message: string; restriction?: { notice: unknown; appealToken: string | null } };
};
type Member = Awaited<ReturnType<typeof createMember>>;
const PASSWORD = "a-long-enough-secret";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** What the member's authenticator app shows now, from the key in the QR code's URI. */
const codeFor = (totpURI: string) => createOTP(base32.decode(totpSecretOf(totpURI))).totp();
/** A six-digit code that is not the current one. */
const wrongCodeFor = async (totpURI: string) =>
  String((Number(await codeFor(totpURI)) + 1) % 1_000_000).padStart(6, "0");

const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiError).error];
const status = async (client: TestClient) => TwoFactorStatusSchema.parse((await client.get("/api/two-factor")).body);

/** Turns two-factor on for the member, as the Security tab does: password, QR, code. */
async function enable(member: Member): Promise<TwoFactorSetup> {
  const started = await member.client.post("/api/auth/two-factor/enable", { password: PASSWORD });
  expect(started.status).toBe(200);
  const setup = TwoFactorSetupSchema.parse(started.body);
  const verified = await member.client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) });
  expect(verified.status).toBe(200);
  return setup;
}

/** The password step of a sign-in: for a member with two-factor on, a challenge instead of a session. */
async function passwordStep(email: string) {
  const client = new TestClient(server);
  const answer = await client.signIn(email);
  expect([answer.status, answer.body]).toMatchObject([200, { twoFactorRedirect: true }]);
  expect(client.hasSession).toBe(false);
  expect((await client.get("/api/me")).status).toBe(401);
  return client;
}

describe("two-factor as a visitor", () => {
  it("answers 401 for the status and every management call", async () => {
    const visitor = new TestClient(server);
    expect((await visitor.get("/api/two-factor")).status).toBe(401);
    for (const path of ["enable", "disable", "generate-backup-codes"]) {
      expect((await visitor.post(`/api/auth/two-factor/${path}`, { password: PASSWORD })).status).toBe(401);
    }
  });

  it("refuses a code without a sign-in in progress", async () => {
    const answer = await new TestClient(server).post("/api/auth/two-factor/verify-totp", { code: "123456" });
    expect(errorOf(answer)).toEqual([401, { code: "INVALID_TOKEN", message: SECURITY_TEXT.challengeExpired }]);
  });
});

describe("turning two-factor on", () => {
  it("needs the password, then a right code; until then nothing changes", async () => {
    const member = await createMember(server);
    expect(await status(member.client)).toEqual({ enabled: false, backupCodesLeft: null });

    const wrongPassword = await member.client.post("/api/auth/two-factor/enable", { password: "not-my-password" });
    expect(errorOf(wrongPassword)).toEqual([
      400,
      { code: "INVALID_CREDENTIALS", message: "Your current password is incorrect." },
    ]);
    expect(await server.db.$count(twoFactors, eq(twoFactors.userId, member.id))).toBe(0);

    const started = await member.client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    const setup = TwoFactorSetupSchema.parse(started.body);
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Kindred:.+\?.*issuer=Kindred/);
    expect(setup.backupCodes).toHaveLength(10);

    // Five wrong codes while setting up: a clear message each time, and two-factor stays off.
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await member.client.post("/api/auth/two-factor/verify-totp", {
        code: await wrongCodeFor(setup.totpURI),
      });
      expect(errorOf(wrong)).toEqual([401, { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.wrongCode }]);
    }
    const malformed = await member.client.post("/api/auth/two-factor/verify-totp", { code: "12ab56" });
    expect(errorOf(malformed)).toMatchObject([400, { code: "VALIDATION_FAILED", message: SECURITY_TEXT.codeFormat }]);
    expect(await status(member.client)).toEqual({ enabled: false, backupCodesLeft: null });
    expect((await new TestClient(server).signIn(member.email)).body).not.toMatchObject({ twoFactorRedirect: true });

    // The right code (spaces allowed, as apps print it) turns it on; this device stays signed in.
    const code = await codeFor(setup.totpURI);
    const verified = await member.client.post("/api/auth/two-factor/verify-totp", {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect([verified.status, verified.body]).toEqual([200, { status: true }]);
    expect((await member.client.get("/api/me")).status).toBe(200);
    expect(await status(member.client)).toEqual({ enabled: true, backupCodesLeft: 10 });

    const again = await member.client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(errorOf(again)).toEqual([400, { code: "CONFLICT", message: SECURITY_TEXT.alreadyOn }]);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code after the password, then signs in (no token in the answer)", async () => {
    const member = await createMember(server);
    const setup = await enable(member);

    const client = await passwordStep(member.email);
    const answer = await client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) });
    expect([answer.status, answer.body]).toEqual([200, { status: true }]);
    expect(client.hasSession).toBe(true);
    expect((await client.get<{ id: string }>("/api/me")).body.id).toBe(member.id);
  });

  it("pauses after five wrong codes: the sixth, even right, is refused until the lock lifts", async () => {
    const member = await createMember(server);
    const setup = await enable(member);
    const client = await passwordStep(member.email);

    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: await wrongCodeFor(setup.totpURI) });
      expect(errorOf(wrong)).toEqual([401, { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.wrongCode }]);
    }
    const locked = await client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) });
    expect(errorOf(locked)).toEqual([
      429,
      { code: "RATE_LIMITED", message: english(SECURITY_TEXT.codesLocked, { minutes: TWO_FACTOR_LOCK_MINUTES }) },
    ]);
    expect(client.hasSession).toBe(false);
    // A backup code and a fresh password step meet the same lock: it is the account's.
    const backup = await client.post("/api/auth/two-factor/verify-backup-code", { code: setup.backupCodes[0] });
    expect(backup.status).toBe(429);
    const fresh = await passwordStep(member.email);
    expect((await fresh.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) })).status).toBe(
      429,
    );
    const [row] = await server.db.select().from(twoFactors).where(eq(twoFactors.userId, member.id));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(TWO_FACTOR_LOCK_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(TWO_FACTOR_LOCK_MINUTES);

    // The lock's time passes: the spent challenge asks for the password again; a new one signs in.
    await server.db
      .update(twoFactors)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactors.userId, member.id));
    const spent = await client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) });
    expect(errorOf(spent)).toEqual([400, { code: "INVALID_TOKEN", message: SECURITY_TEXT.challengeSpent }]);
    const next = await passwordStep(member.email);
    expect((await next.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) })).status).toBe(
      200,
    );
    const [reset] = await server.db.select().from(twoFactors).where(eq(twoFactors.userId, member.id));
    expect([reset!.failedVerificationCount, reset!.lockedUntil]).toEqual([0, null]);
  });

  it("takes each backup code once, and new codes replace the old", async () => {
    const member = await createMember(server);
    const setup = await enable(member);

    const first = await passwordStep(member.email);
    expect((await first.post("/api/auth/two-factor/verify-backup-code", { code: setup.backupCodes[0] })).status).toBe(
      200,
    );
    expect((await first.get("/api/me")).status).toBe(200);
    expect(await status(member.client)).toEqual({ enabled: true, backupCodesLeft: 9 });

    const reused = await passwordStep(member.email);
    const refused = await reused.post("/api/auth/two-factor/verify-backup-code", { code: setup.backupCodes[0] });
    expect(errorOf(refused)).toEqual([401, { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.wrongBackupCode }]);

    const wrongPassword = await member.client.post("/api/auth/two-factor/generate-backup-codes", { password: "nope" });
    expect(wrongPassword.status).toBe(400);
    const renewed = await member.client.post<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", {
      password: PASSWORD,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.backupCodes).toHaveLength(10);
    expect(renewed.body.backupCodes).not.toContain(setup.backupCodes[1]);
    const old = await reused.post("/api/auth/two-factor/verify-backup-code", { code: setup.backupCodes[1] });
    expect(old.status).toBe(401);
    const fresh = await reused.post("/api/auth/two-factor/verify-backup-code", { code: renewed.body.backupCodes[0] });
    expect(fresh.status).toBe(200);
  });
});

describe("turning two-factor off", () => {
  it("needs the right password; then sign-in asks for the password only", async () => {
    const member = await createMember(server);
    await enable(member);

    const refused = await member.client.post("/api/auth/two-factor/disable", { password: "not-my-password" });
    expect(errorOf(refused)).toEqual([
      400,
      { code: "INVALID_CREDENTIALS", message: "Your current password is incorrect." },
    ]);
    const empty = await member.client.post("/api/auth/two-factor/disable", { password: "" });
    expect(errorOf(empty)).toMatchObject([400, { code: "VALIDATION_FAILED" }]);
    expect((await status(member.client)).enabled).toBe(true);

    const off = await member.client.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(off.status).toBe(200);
    expect((await member.client.get("/api/me")).status).toBe(200);
    expect(await status(member.client)).toEqual({ enabled: false, backupCodesLeft: null });
    expect(await server.db.$count(twoFactors, eq(twoFactors.userId, member.id))).toBe(0);

    const client = new TestClient(server);
    const signIn = await client.signIn(member.email);
    expect(signIn.status).toBe(200);
    expect(signIn.body).not.toMatchObject({ twoFactorRedirect: true });
    expect(client.hasSession).toBe(true);
  });
});

describe("a banned member at the code step", () => {
  it("gets the ban and its statement, not a session, even with the right code", async () => {
    const admin = await createMember(server, { firstName: "Mod" });
    await makeAdmin(server, admin.id);
    const member = await createMember(server);
    const setup = await enable(member);

    const client = await passwordStep(member.email);
    const banned = await admin.client.post(`/api/admin/members/${member.id}/ban`, {
      reason: "Scamming members",
      rule: "be-respectful",
    });
    expect(banned.status).toBe(200);

    const answer = await client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) });
    expect(errorOf(answer)).toMatchObject([403, { code: "ACCOUNT_BANNED", message: ACCOUNT_BANNED_TEXT.banned }]);
    expect((answer.body as ApiError).error.restriction).toMatchObject({
      notice: expect.anything(),
      appealToken: expect.any(String),
    });
    expect(client.hasSession).toBe(false);
    const [row] = await server.db.select({ banned: users.banned }).from(users).where(eq(users.id, member.id));
    expect(row!.banned).toBe(true);
  });
});
