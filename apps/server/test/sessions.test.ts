// Active sessions (issue 15): where the member is signed in (device, coarse place, last use), and
// signing out one session or every other one, which ends those sessions' sockets at once.
import { ActiveSessionListSchema, REALTIME_CLOSE, RevokedSessionsSchema, type ActiveSession } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";
import { sessionsChanged } from "./support/session-cache";
import { openSocket } from "./support/socket";

type ApiError = { error: { code: string; message: string } };
const UA = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0",
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The member signed in on another device: a client of its own, with that device's User-Agent. */
async function device(target: Pick<TestServer, "url" | "publicUrl">, email: string, headers: Record<string, string>) {
  const client = new TestClient(target);
  const answer = await client.request("POST", "/api/auth/sign-in/email", {
    json: { email, password: "a-long-enough-secret" },
    headers,
  });
  expect(answer.status).toBe(200);
  return client;
}

async function listOf(client: TestClient): Promise<ActiveSession[]> {
  const answer = await client.get("/api/sessions");
  expect(answer.status).toBe(200);
  return ActiveSessionListSchema.parse(answer.body).sessions;
}

/** A member signed up on an Android phone, then signed in on an iPhone and a Windows PC. */
async function memberOnThreeDevices() {
  const email = uniqueEmail("devices");
  const phone = new TestClient(server);
  expect(
    (
      await phone.request("POST", "/api/auth/sign-up/email", {
        json: { email, password: "a-long-enough-secret" },
        headers: { "user-agent": UA.android },
      })
    ).status,
  ).toBe(200);
  const iphone = await device(server, email, { "user-agent": UA.iphone });
  const pc = await device(server, email, { "user-agent": UA.windows });
  return { email, phone, iphone, pc };
}

describe("sessions as a visitor", () => {
  it("answers 401 for the list and both sign-outs", async () => {
    const visitor = new TestClient(server);
    expect((await visitor.get("/api/sessions")).status).toBe(401);
    expect((await visitor.request("DELETE", `/api/sessions/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await visitor.post("/api/sessions/revoke-others")).status).toBe(401);
  });

  it("keeps better-auth's own session list and revocations closed (they answer tokens)", async () => {
    const { phone } = await memberOnThreeDevices();
    expect((await phone.get("/api/auth/list-sessions")).status).toBe(404);
    expect((await phone.post("/api/auth/revoke-session", { token: "x" })).status).toBe(404);
    expect((await phone.post("/api/auth/revoke-other-sessions")).status).toBe(404);
  });
});

describe("the session list", () => {
  it("shows only the member's own sessions: this device first, with device, place and times, no tokens", async () => {
    const { phone } = await memberOnThreeDevices();
    const stranger = await memberOnThreeDevices();

    const answer = await phone.get("/api/sessions");
    expect(JSON.stringify(answer.body)).not.toMatch(/token/i);
    const list = await listOf(phone);
    expect(list.map((session) => [session.device, session.place, session.current])).toEqual([
      [{ browser: "Chrome", os: "Android", kind: "phone" }, { kind: "local" }, true],
      [{ browser: "Firefox", os: "Windows", kind: "desktop" }, { kind: "local" }, false],
      [{ browser: "Safari", os: "iPhone", kind: "phone" }, { kind: "local" }, false],
    ]);
    for (const session of list) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const strangers = new Set((await listOf(stranger.phone)).map((session) => session.id));
    expect(list.some((session) => strangers.has(session.id))).toBe(false);
  });

  it("marks a session used when it is used again", async () => {
    const { phone, pc } = await memberOnThreeDevices();
    const pcId = (await listOf(pc)).find((session) => session.current)!.id;
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await server.db.update(sessions).set({ updatedAt: hourAgo }).where(eq(sessions.id, pcId));
    await sessionsChanged(server, [pcId]);
    expect((await listOf(phone)).find((session) => session.id === pcId)!.lastUsedAt).toBe(hourAgo.toISOString());

    expect((await pc.get("/api/me")).status).toBe(200);
    await expect
      .poll(async () => Date.parse((await listOf(phone)).find((session) => session.id === pcId)!.lastUsedAt))
      .toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("signing out a session", () => {
  it("ends that session and closes its sockets at once; this device stays signed in", async () => {
    const { phone, iphone } = await memberOnThreeDevices();
    const iphoneId = (await listOf(iphone)).find((session) => session.current)!.id;
    const phoneSocket = await openSocket(server, phone);
    const iphoneSocket = await openSocket(server, iphone);

    const answer = await phone.request("DELETE", `/api/sessions/${iphoneId}`);
    expect(answer.status).toBe(204);
    expect((await iphoneSocket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await iphone.get<ApiError>("/api/me")).status).toBe(401);

    expect((await phone.get("/api/me")).status).toBe(200);
    phoneSocket.ws.send(JSON.stringify({ type: "ping" }));
    await phoneSocket.next("ready", undefined, 2000);
    expect(phoneSocket.ws.readyState).toBe(phoneSocket.ws.OPEN);
    expect((await listOf(phone)).map((session) => session.id)).not.toContain(iphoneId);
    await phoneSocket.close();

    const again = await phone.request<ApiError>("DELETE", `/api/sessions/${iphoneId}`);
    expect([again.status, again.body.error.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("does not touch another member's session: not found", async () => {
    const owner = await memberOnThreeDevices();
    const other = await memberOnThreeDevices();
    const ownerId = (await listOf(owner.pc)).find((session) => session.current)!.id;
    const answer = await other.phone.request<ApiError>("DELETE", `/api/sessions/${ownerId}`);
    expect([answer.status, answer.body.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await other.phone.request("DELETE", "/api/sessions/not-a-uuid")).status).toBe(404);
    expect((await owner.pc.get("/api/me")).status).toBe(200);
  });

  it("signs out every other session, keeping this one", async () => {
    const { phone, iphone, pc } = await memberOnThreeDevices();
    const pcSocket = await openSocket(server, pc);
    const answer = await phone.post("/api/sessions/revoke-others");
    expect(answer.status).toBe(200);
    expect(RevokedSessionsSchema.parse(answer.body)).toEqual({ revoked: 2 });
    expect((await pcSocket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await iphone.get("/api/me")).status).toBe(401);
    expect((await pc.get("/api/me")).status).toBe(401);
    expect((await phone.get("/api/me")).status).toBe(200);
    expect((await listOf(phone)).map((session) => session.current)).toEqual([true]);
    expect((await phone.post("/api/sessions/revoke-others")).body).toEqual({ revoked: 0 });
  });
});

describe("a session's place behind a trusted proxy", () => {
  it("names the country from the proxy's header, else masks the address; a direct client can't set it", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "1", GEO_HEADER: "CF-IPCountry" });
    const direct = await startTestServer({ GEO_HEADER: "cf-ipcountry" });
    try {
      for (const target of [proxied, direct]) {
        const email = uniqueEmail("place");
        const first = new TestClient(target);
        await first.signUp(email);
        await device(target, email, { "x-forwarded-for": "198.51.100.20", "cf-ipcountry": "fr" });
        await device(target, email, { "x-forwarded-for": "2001:db8:85a3::8a2e:370:7334" });
        await device(target, email, { "x-forwarded-for": "10.0.0.1, 203.0.113.7" });
        const places = (await listOf(first)).map((session) => session.place);
        if (target === proxied) {
          expect(places).toEqual(
            expect.arrayContaining([
              { kind: "country", code: "FR" },
              { kind: "network", network: "2001:db8:85a3::/48" },
              { kind: "network", network: "203.0.113.x" },
            ]),
          );
        } else {
          expect(places).toEqual(Array.from({ length: 4 }, () => ({ kind: "local" })));
        }
      }
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
