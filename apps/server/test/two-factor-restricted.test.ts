// A restricted member with two-factor on (issue 28): the password alone tells nothing about the account.
// The password step answers as it does for any member with two-factor; the restriction, its statement
// and the appeal token come only with a right second factor.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { ACCOUNT_BANNED_TEXT, TwoFactorSetupSchema, totpSecretOf, type TwoFactorSetup } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, type JsonResponse } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type Restriction = { notice: { id: string } | null; appealToken: string | null };
type ApiError = { error: { code: string; message: string; restriction?: Restriction } };
type Member = Awaited<ReturnType<typeof createMember>>;
const PASSWORD = "a-long-enough-secret";
const RULE = "no-spam-or-solicitation";

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

const codeFor = (totpURI: string) => createOTP(base32.decode(totpSecretOf(totpURI))).totp();
const wrongCodeFor = async (totpURI: string) =>
  String((Number(await codeFor(totpURI)) + 1) % 1_000_000).padStart(6, "0");

async function enable(member: Member): Promise<TwoFactorSetup> {
  const setup = TwoFactorSetupSchema.parse(
    (await member.client.post("/api/auth/two-factor/enable", { password: PASSWORD })).body,
  );
  const verified = await member.client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(setup.totpURI) });
  expect(verified.status).toBe(200);
  return setup;
}
const suspend = (member: Member) =>
  admin.client.post(`/api/admin/members/${member.id}/suspend`, { days: 7, reason: "Spam", rule: RULE });
const ban = (member: Member) =>
  admin.client.post(`/api/admin/members/${member.id}/ban`, { reason: "Posting links to scams", rule: RULE });

/** What a stranger holding only the password could compare: status, body and which cookies are set. */
const visible = (answer: JsonResponse) => ({
  status: answer.status,
  body: answer.body,
  cookies: answer.headers
    .getSetCookie()
    .map((cookie) => `${cookie.split("=")[0]}${/max-age=0/i.test(cookie) ? " (cleared)" : ""}`)
    .sort(),
});

/** A restricted member with two-factor on, and the password step's answer an unrestricted one gets. */
async function restrictedWithTwoFactor(restrict: (member: Member) => Promise<JsonResponse>) {
  const [member, unrestricted] = await Promise.all([createMember(server), createMember(server)]);
  const [setup] = await Promise.all([enable(member), enable(unrestricted)]);
  const expected = visible(await new TestClient(server).signIn(unrestricted.email));
  expect(expected.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  return { member, setup, expected, restrict: async () => expect((await restrict(member)).status).toBe(200) };
}

describe("a suspended member with two-factor on", () => {
  it("gets, for the password alone, the answer every member with two-factor gets", async () => {
    const { member, setup, expected, restrict } = await restrictedWithTwoFactor(suspend);
    await restrict();

    const client = new TestClient(server);
    const answer = await client.signIn(member.email);
    expect(visible(answer)).toEqual(expected);
    expect(JSON.stringify(answer.body)).not.toMatch(/restriction|appeal|suspend|ACCOUNT_BANNED/i);
    expect(client.hasSession).toBe(false);

    // A wrong code tells nothing either.
    const wrong = await client.post<ApiError>("/api/auth/two-factor/verify-totp", {
      code: await wrongCodeFor(setup.totpURI),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("INVALID_CREDENTIALS");
    expect(wrong.body.error.restriction).toBeUndefined();

    // The right one: the restriction, its statement and the token that files the appeal.
    const right = await client.post<ApiError>("/api/auth/two-factor/verify-totp", {
      code: await codeFor(setup.totpURI),
    });
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe("ACCOUNT_BANNED");
    expect(right.body.error.message).toMatch(/suspended/i);
    expect(right.body.error.restriction).toMatchObject({ notice: expect.anything(), appealToken: expect.any(String) });
    expect(client.hasSession).toBe(false);
    const appeal = await new TestClient(server).post("/api/appeals", {
      token: right.body.error.restriction!.appealToken,
      text: "Those links were to my own bakery's website, not spam.",
    });
    expect(appeal.status).toBe(201);
  });

  it("gets the restriction after a backup code too, and never a session", async () => {
    const { member, setup, expected, restrict } = await restrictedWithTwoFactor(suspend);
    await restrict();
    const client = new TestClient(server);
    expect(visible(await client.signIn(member.email))).toEqual(expected);
    const answer = await client.post<ApiError>("/api/auth/two-factor/verify-backup-code", {
      code: setup.backupCodes[0],
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.restriction?.appealToken).toEqual(expect.any(String));
    expect(client.hasSession).toBe(false);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("restricted between the password and the code, gets the restriction at the code", async () => {
    const { member, setup, expected, restrict } = await restrictedWithTwoFactor(suspend);
    const client = new TestClient(server);
    expect(visible(await client.signIn(member.email))).toEqual(expected);
    await restrict();
    const answer = await client.post<ApiError>("/api/auth/two-factor/verify-totp", {
      code: await codeFor(setup.totpURI),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.restriction?.appealToken).toEqual(expect.any(String));
  });
});

describe("a banned member with two-factor on", () => {
  it("learns of the ban only after the code", async () => {
    const { member, setup, expected, restrict } = await restrictedWithTwoFactor(ban);
    await restrict();
    const client = new TestClient(server);
    expect(visible(await client.signIn(member.email))).toEqual(expected);
    const answer = await client.post<ApiError>("/api/auth/two-factor/verify-totp", {
      code: await codeFor(setup.totpURI),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: "ACCOUNT_BANNED", message: ACCOUNT_BANNED_TEXT.banned });
    expect(answer.body.error.restriction?.appealToken).toEqual(expect.any(String));
    expect(client.hasSession).toBe(false);
  });

  it("without two-factor, still learns of it at the password (its one proof)", async () => {
    const member = await createMember(server);
    expect((await ban(member)).status).toBe(200);
    const answer = await new TestClient(server).signIn(member.email);
    expect(answer.status).toBe(403);
    expect((answer.body as ApiError).error.restriction?.appealToken).toEqual(expect.any(String));
  });
});
