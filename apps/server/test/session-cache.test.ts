// Issue 17: signed-in requests answer from a short-lived in-process session cache, and every way a
// session ends (or changes what it carries) reaches the cache at once, in this process and, through
// PostgreSQL's LISTEN/NOTIFY, in every other one. Also `GET /api/session`, the probe that answers a
// visitor without an error.
import { randomBytes } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import {
  MeSchema,
  ROUTES,
  SessionProbeSchema,
  TwoFactorSetupSchema,
  totpSecretOf,
  type ActiveSessionList,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema";
import { createLogger } from "../src/lib/logger";
import { createAdminRepository } from "../src/modules/admin/admin.repository";
import { createAdminService } from "../src/modules/admin/admin.service";
import { startChildServer } from "./support/child-server";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { uploadPhoto } from "./support/uploads";

const PASSWORD = "a-long-enough-secret";
const BAN = { reason: "Spam", rule: "no-spam-or-solicitation" };
type Member = Awaited<ReturnType<typeof createMember>>;

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  // A minute, not seconds: a revocation that failed to reach the cache would show as a 200, however
  // slowly the machine runs the test.
  server = await startTestServer({}, { sessionCacheMs: 60_000 });
  admin = await createMember(server);
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

/** Requests with a session cookie as it was captured (the member's client may have dropped it since). */
const withCookie = (cookie: string, path = "/api/me") =>
  new TestClient(server).request("GET", path, { headers: { cookie } });

/** Uses the session twice, so its second answer came from the cache; answers its cookie. */
async function warm(client: TestClient): Promise<string> {
  for (let i = 0; i < 2; i++) expect((await client.get("/api/me")).status).toBe(200);
  return client.cookieHeader;
}

/** The member signed in on another device (a client of its own). */
async function anotherDevice(member: Member): Promise<TestClient> {
  const device = new TestClient(server);
  expect((await device.signIn(member.email)).status).toBe(200);
  return device;
}

async function expectEnded(cookie: string) {
  expect((await withCookie(cookie)).status).toBe(401);
  expect((await withCookie(cookie, "/api/conversations")).status).toBe(401);
  expect((await withCookie(cookie, "/api/session")).body).toEqual({ me: null });
}

const codeFor = (totpURI: string) => createOTP(base32.decode(totpSecretOf(totpURI))).totp();

async function enableTwoFactor(member: Member): Promise<string> {
  const started = await member.client.post("/api/auth/two-factor/enable", { password: PASSWORD });
  expect(started.status).toBe(200);
  const { totpURI } = TwoFactorSetupSchema.parse(started.body);
  expect((await member.client.post("/api/auth/two-factor/verify-totp", { code: await codeFor(totpURI) })).status).toBe(
    200,
  );
  return totpURI;
}

describe("the session cache", () => {
  it("answers a warm session without reading it again (what the tests below rely on)", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    // Deleted behind the app's back: the cached session still answers, until the app is told.
    await server.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await withCookie(cookie)).status).toBe(200);
    await server.realtime.bus.publish([member.id], { type: "sessions.ended" });
    expect((await withCookie(cookie)).status).toBe(401);
  });
});

describe("a warm session answers 401 right after", () => {
  it("its member signs out", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    expect((await member.client.post("/api/auth/sign-out")).status).toBe(200);
    await expectEnded(cookie);
  });

  it("its member changes their password (other sessions end; the new one works)", async () => {
    const member = await createMember(server);
    const other = await anotherDevice(member);
    const [mine, theirs] = [await warm(member.client), await warm(other)];
    const change = await member.client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "another long enough secret",
    });
    expect(change.status).toBe(200);
    await expectEnded(theirs);
    await expectEnded(mine);
    expect((await member.client.get("/api/me")).status).toBe(200);
  });

  it("its member resets their password from the mailed link", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    const visitor = new TestClient(server);
    await visitor.post("/api/auth/request-password-reset", { email: member.email, redirectTo: ROUTES.resetPassword });
    const { link } = await server.mail.waitFor(member.email, "Reset your Kindred password");
    const url = new URL(link);
    const landing = await visitor.get(url.pathname + url.search);
    const token = new URL(landing.headers.get("location")!, server.publicUrl).searchParams.get("token");
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "a brand new secret" })).status).toBe(
      200,
    );
    await expectEnded(cookie);
  });

  it("an admin bans the member", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    expect((await admin.client.post(`/api/admin/members/${member.id}/ban`, BAN)).status).toBe(200);
    await expectEnded(cookie);
  });

  it("an admin suspends the member", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    expect((await admin.client.post(`/api/admin/members/${member.id}/suspend`, { ...BAN, days: 1 })).status).toBe(200);
    await expectEnded(cookie);
  });

  it("an admin removes the member's photo and suspends them", async () => {
    const member = await createMember(server);
    const photo = await uploadPhoto(member.client);
    const cookie = await warm(member.client);
    const moderated = await admin.client.post(`/api/admin/photos/${photo.id}/moderate`, {
      ...BAN,
      action: "suspend",
      days: 1,
    });
    expect(moderated.status).toBe(200);
    await expectEnded(cookie);
  });

  it("the member deletes their account (every session of theirs)", async () => {
    const member = await createMember(server);
    const other = await anotherDevice(member);
    const [mine, theirs] = [await warm(member.client), await warm(other)];
    expect((await member.client.request("DELETE", "/api/account", { json: { password: PASSWORD } })).status).toBe(200);
    await expectEnded(mine);
    await expectEnded(theirs);
  });

  it("an admin deletes the account", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    expect((await admin.client.request("DELETE", `/api/admin/members/${member.id}`, { json: BAN })).status).toBe(200);
    await expectEnded(cookie);
  });

  it("the member turns two-factor on (the session is replaced), and again when they turn it off", async () => {
    const member = await createMember(server);
    const before = await warm(member.client);
    await enableTwoFactor(member);
    await expectEnded(before);
    const on = await warm(member.client);
    expect((await member.client.post("/api/auth/two-factor/disable", { password: PASSWORD })).status).toBe(200);
    await expectEnded(on);
    expect((await member.client.get("/api/me")).status).toBe(200);
  });

  it("the member signs out another session from Settings > Security", async () => {
    const member = await createMember(server);
    const other = await anotherDevice(member);
    const theirs = await warm(other);
    await warm(member.client);
    const { sessions: list } = (await other.get<ActiveSessionList>("/api/sessions")).body;
    const otherId = list.find((session) => session.current)!.id;
    expect((await member.client.request("DELETE", `/api/sessions/${otherId}`)).status).toBe(204);
    await expectEnded(theirs);
    expect((await member.client.get("/api/me")).status).toBe(200);
  });

  it("the member signs out every other session", async () => {
    const member = await createMember(server);
    const [one, two] = [await anotherDevice(member), await anotherDevice(member)];
    const cookies = [await warm(one), await warm(two)];
    await warm(member.client);
    expect((await member.client.post("/api/sessions/revoke-others")).body).toEqual({ revoked: 2 });
    for (const cookie of cookies) await expectEnded(cookie);
    expect((await member.client.get("/api/me")).status).toBe(200);
  });
});

describe("a warm session carries what changed right after", () => {
  it("the admin role is revoked from the command line (and granted)", async () => {
    const member = await createMember(server);
    const roles = createAdminService(createAdminRepository(server.db), {
      bus: server.realtime.bus,
      log: createLogger("silent"),
    });
    // Granting needs a verified address.
    await server.db.update(users).set({ emailVerified: true }).where(eq(users.id, member.id));
    await makeAdmin(server, member.id);
    await warm(member.client);
    expect((await member.client.get("/api/admin/stats")).status).toBe(200);
    expect(await roles.setRole(member.email, "user")).toBe("changed");
    expect((await member.client.get("/api/admin/stats")).status).toBe(403);
    expect((await member.client.get<{ role: string }>("/api/me")).body.role).toBe("user");
    expect(await roles.setRole(member.email, "admin")).toBe("changed");
    expect((await member.client.get("/api/admin/stats")).status).toBe(200);
  });

  it("the member verifies their address", async () => {
    const member = await createMember(server);
    await warm(member.client);
    expect((await member.client.get<{ emailVerified: boolean }>("/api/me")).body.emailVerified).toBe(false);
    const { link } = await server.mail.waitFor(member.email, "Confirm your email");
    const url = new URL(link);
    // Opened on another device: the member's session here must see it too.
    expect((await new TestClient(server).get(url.pathname + url.search)).status).toBeLessThan(400);
    expect((await member.client.get<{ emailVerified: boolean }>("/api/me")).body.emailVerified).toBe(true);
  });
});

describe("GET /api/session", () => {
  it("answers a visitor 200 with no member", async () => {
    const answer = await new TestClient(server).get("/api/session");
    expect(answer.status).toBe(200);
    expect(SessionProbeSchema.parse(answer.body)).toEqual({ me: null });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a member with exactly what /api/me answers", async () => {
    const member = await createMember(server);
    const [me, probe] = [await member.client.get("/api/me"), await member.client.get("/api/session")];
    expect(probe.status).toBe(200);
    expect(probe.body).toEqual({ me: MeSchema.parse(me.body) });
    expect((await admin.client.get("/api/session")).body).toEqual({ me: (await admin.client.get("/api/me")).body });
  });

  it("answers an ended, a banned or a forged session with no member", async () => {
    const member = await createMember(server);
    const cookie = await warm(member.client);
    await member.client.post("/api/auth/sign-out");
    expect((await withCookie(cookie, "/api/session")).body).toEqual({ me: null });

    const banned = await createMember(server);
    const bannedCookie = await warm(banned.client);
    await admin.client.post(`/api/admin/members/${banned.id}/ban`, BAN);
    expect((await withCookie(bannedCookie, "/api/session")).body).toEqual({ me: null });

    // A live session's token with a signature that does not match.
    const forged = admin.client.cookieHeader.replace(/session_token=([^;.]+)[^;]*/, "session_token=$1.AAAA");
    expect(forged).not.toBe(admin.client.cookieHeader);
    const answer = await withCookie(forged, "/api/session");
    expect([answer.status, answer.body]).toEqual([200, { me: null }]);
  });
});

/**
 * Two server processes on one PostgreSQL, each with its own LISTEN connection (the PostgreSQL run of
 * the suite; PGlite is one process by nature).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))("two server processes", () => {
  const AUTH_SECRET = randomBytes(32).toString("hex");
  let one: TestServer;
  let two: Awaited<ReturnType<typeof startChildServer>>;
  beforeAll(async () => {
    one = await startTestServer({ AUTH_SECRET });
    two = await startChildServer({ DATABASE_URL: one.databaseUrl!, AUTH_SECRET });
  }, 90_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it("a ban through one ends the member's warm session on the other within a second", async () => {
    const [moderator, member] = [await createMember(one), await createMember(one)];
    await makeAdmin(one, moderator.id);
    const onTwo = member.client.on(two);
    // Warm on process two (its cache keeps sessions for seconds, longer than this test waits).
    for (let i = 0; i < 2; i++) expect((await onTwo.get("/api/me")).status).toBe(200);
    expect((await moderator.client.post(`/api/admin/members/${member.id}/ban`, BAN)).status).toBe(200);
    const banned = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - banned < 1000) {
      status = (await onTwo.get("/api/me")).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
  });
});
