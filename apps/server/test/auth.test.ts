import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";
import { sessionsChanged } from "./support/session-cache";

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("sign-up", () => {
  it("creates the account, signs the member in and mails a verification link that lands on /quiz", async () => {
    const client = new TestClient(server);
    const email = uniqueEmail("new");
    const response = await client.signUp(email);
    expect(response.status).toBe(200);
    expect(client.hasSession).toBe(true);

    const me = await client.get<{ email: string; emailVerified: boolean; role: string }>("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, emailVerified: false, role: "user" });

    const { link } = await server.mail.waitFor(email, "Confirm your email");
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/quiz");

    const visitor = new TestClient(server);
    const verified = await visitor.get(new URL(link).pathname + new URL(link).search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/quiz?verified=1");
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);
  });

  it("stores the password as scrypt, never in clear", async () => {
    const client = new TestClient(server);
    const email = uniqueEmail("hash");
    await client.signUp(email, "my secret phrase 42");
    const [row] = await server.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(row!.password).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row!.password).not.toContain("my secret phrase 42");
  });

  it("refuses a taken email with the spec's message", async () => {
    const email = uniqueEmail("dup");
    await new TestClient(server).signUp(email);
    const again = await new TestClient(server).signUp(email.toUpperCase());
    expect(again.status).toBe(422);
    expect((again.body as ApiError).error).toEqual({
      code: "USER_ALREADY_EXISTS",
      message: "An account with this email already exists.",
    });
  });

  it.each([
    [{ email: "x@example.com", password: "short" }, "Password must be at least 8 characters long."],
    [{ email: "not-an-email", password: "long enough password" }, "Please enter a valid email address."],
    [{ password: "long enough password" }, "Please enter your email address."],
    [{ email: "x@example.com" }, "Please enter your password."],
    [{ email: "x@example.com", password: "p".repeat(129) }, "Password must be at most 128 characters long."],
  ])("refuses %j with a clear message and writes nothing", async (body, message) => {
    const before = await server.db.$count(users);
    const response = await new TestClient(server).post("/api/auth/sign-up/email", body);
    expect(response.status).toBe(400);
    expect((response.body as ApiError).error.code).toBe("VALIDATION_FAILED");
    expect((response.body as ApiError).error.message).toContain(message);
    expect(await server.db.$count(users)).toBe(before);
  });

  it("refuses one of the most common passwords", async () => {
    const response = await new TestClient(server).signUp(uniqueEmail("common"), "iloveyou123");
    expect(response.status).toBe(400);
    expect((response.body as ApiError).error.code).toBe("PASSWORD_TOO_COMMON");
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password, with a new session each time", async () => {
    const email = uniqueEmail("in");
    await new TestClient(server).signUp(email);
    const first = new TestClient(server);
    expect((await first.signIn(email)).status).toBe(200);
    const second = new TestClient(server);
    expect((await second.signIn(email.toUpperCase())).status).toBe(200);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    // sign-up's session plus one per sign-in
    expect(await server.db.$count(sessions, eq(sessions.userId, user!.id))).toBe(3);
  });

  it("answers a wrong password with the spec's message and no session", async () => {
    const email = uniqueEmail("wrong");
    await new TestClient(server).signUp(email);
    const client = new TestClient(server);
    const response = await client.signIn(email, "not the password");
    expect(response.status).toBe(401);
    expect((response.body as ApiError).error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Incorrect email or password. Please try again.",
    });
    expect(client.hasSession).toBe(false);
  });

  it("gives an unknown email the same answer as a wrong password", async () => {
    const response = await new TestClient(server).signIn(uniqueEmail("nobody"), "whatever password");
    expect(response.status).toBe(401);
    expect((response.body as ApiError).error.code).toBe("INVALID_CREDENTIALS");
  });

  it("ends the session on the server when signing out", async () => {
    const client = new TestClient(server);
    const email = uniqueEmail("out");
    await client.signUp(email);
    const cookie = `better-auth.session_token=${(await server.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email)))[0]!.sessions.token}`;
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(await server.db.$count(sessions, eq(sessions.userId, user!.id))).toBe(0);
    // Replaying the old cookie does not work either.
    const replay = new TestClient(server);
    expect((await replay.request("GET", "/api/me", { headers: { cookie } })).status).toBe(401);
  });

  it("answers 401 with the error shape to a signed-out request to a protected API", async () => {
    const response = await new TestClient(server).get("/api/me");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } });
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const response = await new TestClient(server).signUp(uniqueEmail("cookie"));
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a cross-site sign-out (origin check)", async () => {
    const client = new TestClient(server);
    await client.signUp(uniqueEmail("csrf"));
    const response = await client.request("POST", "/api/auth/sign-out", {
      json: {},
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describe("password reset", () => {
  it("ends every other session of the member", async () => {
    const email = uniqueEmail("reset");
    const device = new TestClient(server);
    await device.signUp(email);
    const visitor = new TestClient(server);
    expect((await visitor.post("/api/auth/request-password-reset", { email, redirectTo: "/login" })).status).toBe(200);
    const { link } = await server.mail.waitFor(email, "Reset your Kindred password");
    const token = new URL(link).pathname.split("/").at(-1)!;
    const reset = await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" });
    expect(reset.body).toEqual({ status: true });
    expect(reset.status).toBe(200);
    expect((await device.get("/api/me")).status).toBe(401);
    expect((await new TestClient(server).signIn(email, "a brand new secret")).status).toBe(200);
  });
});

describe("session lifetime", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  async function signedIn(label: string) {
    const client = new TestClient(server);
    const email = uniqueEmail(label);
    await client.signUp(email);
    const [row] = await server.db
      .select({ id: sessions.id, token: sessions.token })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    return { client, session: row! };
  }
  const sessionRow = async (id: string) => (await server.db.select().from(sessions).where(eq(sessions.id, id)))[0];

  it("ends a session 30 days after sign-in however much it is used", async () => {
    const { client, session } = await signedIn("absolute");
    expect((await client.get("/api/me")).status).toBe(200);
    await server.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(sessions.id, session.id));
    await sessionsChanged(server, [session.id]);
    const expired = await client.get<ApiError>("/api/me");
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe("Your session has expired. Please sign in again.");
    expect(await sessionRow(session.id)).toBeUndefined();
  });

  it("refuses a session past its idle expiry", async () => {
    const { client, session } = await signedIn("idle");
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("extends a session in use once a day and re-issues its cookie", async () => {
    const { client, session } = await signedIn("sliding");
    const fresh = await client.get("/api/me");
    expect(fresh.headers.getSetCookie()).toEqual([]);
    // Last extended 25 hours ago: the next request extends it to 7 days from now.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 7 * DAY_MS - 25 * 60 * 60 * 1000) })
      .where(eq(sessions.id, session.id));
    await sessionsChanged(server, [session.id]);
    const refreshed = await client.get("/api/me");
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(true);
    const row = await sessionRow(session.id);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it("refuses a session cookie whose signature does not match", async () => {
    const { session } = await signedIn("forged");
    const forged = new TestClient(server);
    const cookie = `better-auth.session_token=${encodeURIComponent(`${session.token}.${"A".repeat(43)}=`)}`;
    expect((await forged.request("GET", "/api/me", { headers: { cookie } })).status).toBe(401);
    const unsigned = `better-auth.session_token=${session.token}`;
    expect((await forged.request("GET", "/api/me", { headers: { cookie: unsigned } })).status).toBe(401);
  });
});
