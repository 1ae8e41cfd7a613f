import { AUTH_MESSAGES, ROUTES } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users, verifications } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionCount = async (email: string) => {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return server.db.$count(sessions, eq(sessions.userId, user!.id));
};

/** Asks for a reset link as the web's form does and follows it to the web's screen. */
async function requestLink(email: string) {
  const visitor = new TestClient(server);
  const answer = await visitor.post("/api/auth/request-password-reset", { email, redirectTo: ROUTES.resetPassword });
  expect(answer.status).toBe(200);
  const { link } = await server.mail.waitFor(email, "Reset your Kindred password");
  return { visitor, link: new URL(link) };
}

/** The mailed link goes through the API, which sends the browser on to the web's screen. */
async function landingOf(visitor: TestClient, link: URL) {
  const response = await visitor.get(link.pathname + link.search);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!, server.publicUrl);
}

describe("asking for a reset link", () => {
  it("answers a known and an unknown address the same, and mails only the known one", async () => {
    const known = uniqueEmail("known");
    await new TestClient(server).signUp(known);
    const unknown = uniqueEmail("unknown");
    const ask = (email: string) =>
      new TestClient(server).post("/api/auth/request-password-reset", { email, redirectTo: ROUTES.resetPassword });

    const [forKnown, forUnknown] = [await ask(known), await ask(unknown)];
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(JSON.stringify(forKnown.body)).not.toMatch(/token/i);

    await server.mail.waitFor(known, "Reset your Kindred password");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.mail.mails.some((mail) => mail.to.includes(unknown))).toBe(false);
  });
});

describe("the mailed link", () => {
  it("lands on the web's reset screen with its token, and once used, on the same screen with an error", async () => {
    const email = uniqueEmail("landing");
    await new TestClient(server).signUp(email);
    const { visitor, link } = await requestLink(email);

    const landing = await landingOf(visitor, link);
    expect(landing.pathname).toBe(ROUTES.resetPassword);
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status).toBe(
      200,
    );
    const again = await landingOf(visitor, link);
    expect(again.pathname).toBe(ROUTES.resetPassword);
    expect(again.searchParams.get("error")).toBe("INVALID_TOKEN");
    const reused = await visitor.post<ApiError>("/api/auth/reset-password", { token, newPassword: "another secret!" });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual({ code: "INVALID_TOKEN", message: AUTH_MESSAGES.linkInvalid });
    expect((await new TestClient(server).signIn(email, "a brand new secret")).status).toBe(200);
  });

  it("refuses an expired link and changes nothing", async () => {
    const email = uniqueEmail("expired");
    await new TestClient(server).signUp(email);
    const { visitor, link } = await requestLink(email);
    const token = link.pathname.split("/").at(-1)!;
    await server.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    expect((await landingOf(visitor, link)).searchParams.get("error")).toBe("INVALID_TOKEN");
    const reset = await visitor.post<ApiError>("/api/auth/reset-password", {
      token,
      newPassword: "a brand new secret",
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.code).toBe("INVALID_TOKEN");
    expect((await new TestClient(server).signIn(email)).status).toBe(200);
  });

  it("refuses a common new password and keeps the link usable", async () => {
    const email = uniqueEmail("commonreset");
    await new TestClient(server).signUp(email);
    const { visitor, link } = await requestLink(email);
    const token = link.pathname.split("/").at(-1)!;
    const common = await visitor.post<ApiError>("/api/auth/reset-password", { token, newPassword: "iloveyou123" });
    expect(common.status).toBe(400);
    expect(common.body.error.code).toBe("PASSWORD_TOO_COMMON");
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status).toBe(
      200,
    );
  });

  it("signs out every session of the member, and the old password no longer works", async () => {
    const email = uniqueEmail("revoke");
    const phone = new TestClient(server);
    await phone.signUp(email);
    const laptop = new TestClient(server);
    await laptop.signIn(email);
    expect(await sessionCount(email)).toBe(2);

    const { visitor, link } = await requestLink(email);
    const token = (await landingOf(visitor, link)).searchParams.get("token");
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status).toBe(
      200,
    );

    expect(await sessionCount(email)).toBe(0);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await new TestClient(server).signIn(email)).status).toBe(401);
    expect((await new TestClient(server).signIn(email, "a brand new secret")).status).toBe(200);
  });
});

describe("checking a link before the form shows (GET /api/auth/reset-link/{token})", () => {
  const check = (token: string) => new TestClient(server).get<{ valid: boolean }>(`/api/auth/reset-link/${token}`);

  it("says a live link is valid without using it up, and a used one is not", async () => {
    const email = uniqueEmail("check");
    await new TestClient(server).signUp(email);
    const { visitor, link } = await requestLink(email);
    const token = link.pathname.split("/").at(-1)!;

    for (let asked = 0; asked < 2; asked++)
      expect(await check(token)).toMatchObject({ status: 200, body: { valid: true } });
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status).toBe(
      200,
    );
    expect((await check(token)).body).toEqual({ valid: false });
  });

  it("says an expired, an unknown or a malformed link is not valid", async () => {
    const email = uniqueEmail("checkexpired");
    await new TestClient(server).signUp(email);
    const { link } = await requestLink(email);
    const token = link.pathname.split("/").at(-1)!;
    await server.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    for (const dead of [token, "nothing-like-a-real-token", "x".repeat(400), "%E2%9C%93"]) {
      expect(await check(dead)).toMatchObject({ status: 200, body: { valid: false } });
    }
  });
});

describe("changing the password (Settings, Security)", () => {
  it("refuses a wrong current password with a clear message and changes nothing", async () => {
    const email = uniqueEmail("wrongcurrent");
    const member = new TestClient(server);
    await member.signUp(email);
    const other = new TestClient(server);
    await other.signIn(email);

    const change = await member.post<ApiError>("/api/auth/change-password", {
      currentPassword: "not my password",
      newPassword: "a brand new secret",
    });
    expect(change.status).toBe(400);
    expect(change.body.error).toEqual({ code: "INVALID_CREDENTIALS", message: "Your current password is incorrect." });
    expect((await other.get("/api/me")).status).toBe(200);
    expect((await new TestClient(server).signIn(email)).status).toBe(200);
  });

  it.each([
    ["seven characters", "1234567", "VALIDATION_FAILED"],
    ["on the common-password list", "iloveyou123", "PASSWORD_TOO_COMMON"],
  ])("refuses a new password %s", async (_label, newPassword, code) => {
    const email = uniqueEmail("weaknew");
    const member = new TestClient(server);
    await member.signUp(email);
    const change = await member.post<ApiError>("/api/auth/change-password", {
      currentPassword: "a-long-enough-secret",
      newPassword,
    });
    expect(change.status).toBe(400);
    expect(change.body.error.code).toBe(code);
    expect((await new TestClient(server).signIn(email)).status).toBe(200);
  });

  it("keeps this device signed in, signs out every other, and the new password signs in", async () => {
    const email = uniqueEmail("change");
    const member = new TestClient(server);
    await member.signUp(email);
    const other = new TestClient(server);
    await other.signIn(email);

    const change = await member.post("/api/auth/change-password", {
      currentPassword: "a-long-enough-secret",
      newPassword: "a brand new secret",
    });
    expect(change.status).toBe(200);
    expect((await member.get("/api/me")).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
    expect(await sessionCount(email)).toBe(1);
    expect((await new TestClient(server).signIn(email)).status).toBe(401);
    expect((await new TestClient(server).signIn(email, "a brand new secret")).status).toBe(200);
  });
});
