// Web Push, end to end (issue 32): members subscribe their browsers, and a match, a message or a like
// reaches a push service the test runs on loopback, which checks each request's VAPID signature and
// decrypts its payload with the device's own keys, as a browser vendor's push service and the browser do.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  APP_NAME,
  DEFAULT_MEMBER_SETTINGS,
  LIKES_TAB_PATH,
  PUSH_LIKES_TAG,
  PUSH_LIMITS,
  PUSH_TEXT,
  type MemberSettings,
  type PushDevice,
  type PushDeviceList,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../src/db/schema";
import { PUSH_NOTIFY } from "../src/modules/push/push-delivery.service";
import { TestClient } from "./support/client";
import { waitForCompletedJobs } from "./support/jobs";
import { createMember } from "./support/members";
import { send, type ApiError } from "./support/messages";
import { startPushService, type PushService, type TestDevice } from "./support/push-service";
import { english } from "./support/text";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

let server: TestServer;
let push: PushService;
/** Milliseconds from the request that caused a push to its arrival at the push service. */
const deliveryTimes: number[] = [];

beforeAll(async () => {
  [server, push] = await Promise.all([
    startTestServer({ SMTP_URL: "" }, { jobPollingSeconds: 0.1, pushMessageDelaySeconds: 0, pushRetryAfterSeconds: 1 }),
    startPushService(),
  ]);
});
afterAll(async () => {
  if (deliveryTimes.length > 0) {
    const sorted = [...deliveryTimes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.info(
      `push delivery, request to push service: median ${median} ms, max ${sorted.at(-1)} ms (n=${sorted.length})`,
    );
  }
  await server?.close();
  await push?.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const subscribe = (member: Member, body: unknown, userAgent = ANDROID_CHROME) =>
  member.client.request<PushDevice & ApiError>("POST", "/api/push/subscriptions", {
    json: body,
    headers: { "user-agent": userAgent },
  });
/** A member with a browser subscribed. */
async function withDevice(member: Member): Promise<TestDevice> {
  const device = push.device();
  const answer = await subscribe(member, device.subscription);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return device;
}
const devicesOf = async (member: Member) =>
  (await member.client.get<PushDeviceList>("/api/push/subscriptions")).body.devices;
const storedRows = () => server.db.$count(pushSubscriptions);
const setSettings = async (member: Member, patch: Partial<MemberSettings>) =>
  expect((await member.client.request("PATCH", "/api/settings", { json: patch })).status).toBe(200);
const jobsDone = (kind: string, recipient: Member, matchId: string, count = 1) =>
  waitForCompletedJobs(server.db, PUSH_NOTIFY, `${kind}:${recipient.id}:${matchId}`, count);
/** Times a push from `started` (just before its request) and keeps the figure. */
function timed(started: number, arrived: number): number {
  const ms = arrived - started;
  deliveryTimes.push(ms);
  return ms;
}

describe("the VAPID key and the member's devices", () => {
  it("answers the public key, generated once into DATA_DIR (mode 0600) and kept", async () => {
    const member = await createMember(server, { firstName: "Kim" });
    const answer = await member.client.get<{ publicKey: string }>("/api/push/key");
    expect(answer.status).toBe(200);
    const key = Buffer.from(answer.body.publicKey, "base64url");
    expect([key.length, key[0]]).toEqual([65, 0x04]);
    const file = path.join(server.config.dataDir, "vapid-keys.json");
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ publicKey: answer.body.publicKey });
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it("stores a browser's subscription named by its User-Agent, renews it on the same endpoint, and lists it", async () => {
    const member = await createMember(server, { firstName: "Lia" });
    const device = push.device();
    const first = await subscribe(member, device.subscription);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      label: "Chrome on Android",
      browser: "Chrome",
      os: "Android",
      createdAt: expect.any(String),
      lastSuccessAt: null,
    });
    // Subscribed again (new keys after the browser renewed them, another browser name): the same device.
    const renewed = push.device();
    const again = await subscribe(
      member,
      { ...renewed.subscription, endpoint: device.subscription.endpoint },
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, label: "Firefox on Linux" });
    expect(await devicesOf(member)).toEqual([again.body]);
    const [row] = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(row).toMatchObject({ p256dh: renewed.subscription.keys.p256dh, auth: renewed.subscription.keys.auth });
  });

  it("moves a browser's subscription to whoever subscribes it last", async () => {
    const [first, second] = await Promise.all(["Max", "Noa"].map((firstName) => createMember(server, { firstName })));
    const device = await withDevice(first!);
    expect((await subscribe(second!, device.subscription)).status).toBe(200);
    expect(await devicesOf(first!)).toEqual([]);
    expect((await devicesOf(second!)).map((listed) => listed.label)).toEqual(["Chrome on Android"]);
  });

  it(`keeps ${PUSH_LIMITS.maxDevices} devices per member: the oldest goes`, async () => {
    const member = await createMember(server, { firstName: "Oli" });
    const subscribed: string[] = [];
    for (let i = 0; i <= PUSH_LIMITS.maxDevices; i++)
      subscribed.push((await subscribe(member, push.device().subscription)).body.id);
    const kept = (await devicesOf(member)).map((device) => device.id);
    expect(kept).toHaveLength(PUSH_LIMITS.maxDevices);
    expect(kept).not.toContain(subscribed[0]);
    expect(kept.sort()).toEqual(subscribed.slice(1).sort());
  });

  const valid = () => push.device().subscription;
  const bytes = (length: number, first = 0x04) => Buffer.concat([Buffer.from([first]), Buffer.alloc(length - 1, 7)]);
  it.each([
    [
      "an http endpoint off loopback",
      () => ({ ...valid(), endpoint: "http://push.example.com/x" }),
      PUSH_TEXT.endpointNotHttps,
    ],
    ["another scheme", () => ({ ...valid(), endpoint: "ftp://push.example.com/x" }), PUSH_TEXT.endpointNotHttps],
    ["a malformed URL", () => ({ ...valid(), endpoint: "https//push example" }), PUSH_TEXT.endpointMalformed],
    ["a private address", () => ({ ...valid(), endpoint: "https://10.1.2.3/push/x" }), PUSH_TEXT.endpointPrivate],
    ["a local name", () => ({ ...valid(), endpoint: "https://push.internal/x" }), PUSH_TEXT.endpointPrivate],
    [
      "an endpoint too long",
      () => ({ ...valid(), endpoint: `https://push.example.com/${"x".repeat(PUSH_LIMITS.endpointMaxLength)}` }),
      PUSH_TEXT.endpointTooLong,
    ],
    ["no endpoint", () => ({ keys: valid().keys }), PUSH_TEXT.endpointMissing],
    ["no keys", () => ({ endpoint: valid().endpoint }), PUSH_TEXT.keysMissing],
    [
      "a p256dh key of 64 bytes",
      () => ({ ...valid(), keys: { ...valid().keys, p256dh: bytes(64).toString("base64url") } }),
      PUSH_TEXT.p256dhInvalid,
    ],
    [
      "a compressed p256dh key (0x02)",
      () => ({ ...valid(), keys: { ...valid().keys, p256dh: bytes(65, 0x02).toString("base64url") } }),
      PUSH_TEXT.p256dhInvalid,
    ],
    [
      "a p256dh key that is no point of P-256",
      () => ({ ...valid(), keys: { ...valid().keys, p256dh: bytes(65).toString("base64url") } }),
      PUSH_TEXT.p256dhInvalid,
    ],
    [
      "a p256dh key in standard base64",
      () => ({
        ...valid(),
        keys: { ...valid().keys, p256dh: Buffer.alloc(65, 0xfb).fill(4, 0, 1).toString("base64") },
      }),
      PUSH_TEXT.p256dhInvalid,
    ],
    [
      "an auth secret of 15 bytes",
      () => ({ ...valid(), keys: { ...valid().keys, auth: Buffer.alloc(15, 1).toString("base64url") } }),
      PUSH_TEXT.authInvalid,
    ],
    [
      "an auth secret of 17 bytes",
      () => ({ ...valid(), keys: { ...valid().keys, auth: Buffer.alloc(17, 1).toString("base64url") } }),
      PUSH_TEXT.authInvalid,
    ],
  ])("refuses %s with a clear 400 and stores nothing", async (_label, body, message) => {
    const member = await createMember(server, { firstName: "Pat" });
    const before = await storedRows();
    const refused = await subscribe(member, body());
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_FAILED");
    expect(refused.body.error.message).toContain(english(message));
    expect(await storedRows()).toBe(before);
  });

  it("lets nobody else list or remove a member's device: another's id is as unknown as a made-up one", async () => {
    const [owner, other] = await Promise.all(["Quin", "Remy"].map((firstName) => createMember(server, { firstName })));
    await withDevice(owner!);
    const [mine] = await devicesOf(owner!);
    expect(await devicesOf(other!)).toEqual([]);
    const theirs = await other!.client.request("DELETE", `/api/push/subscriptions/${mine!.id}`);
    const unknown = await other!.client.request("DELETE", `/api/push/subscriptions/${crypto.randomUUID()}`);
    const notAnId = await other!.client.request("DELETE", "/api/push/subscriptions/not-an-id");
    for (const answer of [theirs, unknown, notAnId])
      expect([answer.status, answer.body]).toEqual([
        404,
        { error: { code: "NOT_FOUND", message: PUSH_TEXT.deviceNotFound } },
      ]);
    expect(await devicesOf(owner!)).toEqual([mine]);
    expect((await owner!.client.request("DELETE", `/api/push/subscriptions/${mine!.id}`)).status).toBe(204);
    expect(await devicesOf(owner!)).toEqual([]);
  });

  it("answers a visitor 401 on every push route", async () => {
    const visitor = new TestClient(server);
    const answers = await Promise.all([
      visitor.get("/api/push/key"),
      visitor.get("/api/push/subscriptions"),
      visitor.post("/api/push/subscriptions", push.device().subscription),
      visitor.request("DELETE", `/api/push/subscriptions/${crypto.randomUUID()}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it("carries the four push switches in the settings, message text off by default", async () => {
    const member = await createMember(server, { firstName: "Sam" });
    const settings = (await member.client.get<MemberSettings>("/api/settings")).body;
    expect(settings).toEqual(DEFAULT_MEMBER_SETTINGS);
    expect(settings).toMatchObject({ pushMatches: true, pushMessages: true, pushLikes: true, pushMessageText: false });
    const patched = await member.client.request<MemberSettings>("PATCH", "/api/settings", {
      json: { pushLikes: false, pushMessageText: true },
    });
    expect(patched.body).toEqual({ ...DEFAULT_MEMBER_SETTINGS, pushLikes: false, pushMessageText: true });
  });
});

describe("delivery", () => {
  /** A matched pair, each with a subscribed browser, the match's pushes already in. */
  async function pairWithDevices(names: [string, string]) {
    const a = await createMember(server, { firstName: names[0] });
    const b = await createMember(server, { firstName: names[1] });
    const [deviceA, deviceB] = await Promise.all([withDevice(a), withDevice(b)]);
    expect((await a.client.post("/api/likes", { targetId: b.id })).status).toBe(201);
    await push.waitFor(deviceB, 1);
    const started = Date.now();
    const back = await b.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: a.id });
    expect(back.body.outcome).toBe("matched");
    const [toA] = await push.waitFor(deviceA, 1);
    await push.waitFor(deviceB, 2);
    return { a, b, deviceA, deviceB, matchId: back.body.matchId, matchPushMs: timed(started, toA!.at) };
  }

  it("a match pushes to both members, signed with our key, and opens the conversation", async () => {
    const { deviceA, deviceB, matchId, matchPushMs } = await pairWithDevices(["Ada", "Ben"]);
    const key = (await createMember(server)).client.get<{ publicKey: string }>("/api/push/key");
    const url = `/messages/${matchId}`;
    expect(deviceA.received.map((push) => push.payload)).toEqual([
      { kind: "match", title: "It's a match!", body: "You and Ben like each other. Say hello!", url, tag: matchId },
    ]);
    expect(deviceB.received[1]!.payload).toEqual({
      kind: "match",
      title: "It's a match!",
      body: "You and Ada like each other. Say hello!",
      url,
      tag: matchId,
    });
    expect(deviceA.received[0]!.vapidKey).toBe((await key).body.publicKey);
    expect(deviceA.received[0]!.headers).toEqual({
      ttl: "86400",
      urgency: "normal",
      topic: matchId.replaceAll("-", ""),
    });
    expect(push.problems).toEqual([]);
    console.info(`match push delivered in ${matchPushMs} ms`);
  });

  it("a like that makes no match pushes to the liked member without naming the liker", async () => {
    const [liker, liked] = await Promise.all(["Cleo", "Dev"].map((firstName) => createMember(server, { firstName })));
    const device = await withDevice(liked!);
    const started = Date.now();
    const like = await liker!.client.post<{ outcome: string }>("/api/likes", { targetId: liked!.id });
    expect(like.body.outcome).toBe("liked");
    const [received] = await push.waitFor(device);
    timed(started, received!.at);
    expect(received!.payload).toEqual({
      kind: "like",
      title: APP_NAME,
      body: "Someone likes you. Open the Likes tab to see who.",
      url: LIKES_TAB_PATH,
      tag: PUSH_LIKES_TAG,
    });
    expect(JSON.stringify(received!.payload)).not.toContain("Cleo");
  });

  it("a message says only who wrote, unless the member chose to see message text; a conversation keeps one tag", async () => {
    const { a, b, deviceB, matchId } = await pairWithDevices(["Eve", "Finn"]);
    let started = Date.now();
    expect((await send(a.client, matchId, "meet me at the lighthouse")).status).toBe(201);
    const [, , first] = await push.waitFor(deviceB, 3);
    const messagePushMs = timed(started, first!.at);
    expect(first!.payload).toEqual({
      kind: "message",
      title: APP_NAME,
      body: "New message from Eve",
      url: `/messages/${matchId}`,
      tag: matchId,
    });
    expect(JSON.stringify(first)).not.toContain("lighthouse");
    expect(first!.headers.urgency).toBe("high");

    await setSettings(b, { pushMessageText: true });
    started = Date.now();
    expect((await send(a.client, matchId, "  at  eight?\nBring a coat ")).status).toBe(201);
    const [, , , second] = await push.waitFor(deviceB, 4);
    timed(started, second!.at);
    expect(second!.payload).toEqual({
      ...first!.payload,
      title: "New message from Eve",
      body: "at eight? Bring a coat",
    });
    expect(second!.payload.tag).toBe(first!.payload.tag);
    console.info(`message push delivered in ${messagePushMs} ms`);
  });

  it("a kind switched off sends nothing of that kind", async () => {
    const { a, b, deviceB, matchId } = await pairWithDevices(["Gus", "Hana"]);
    await setSettings(b, { pushMessages: false });
    expect((await send(a.client, matchId, "hello?")).status).toBe(201);
    await jobsDone("message", b, matchId);
    expect(deviceB.received).toHaveLength(2);

    const liker = await createMember(server, { firstName: "Ivo" });
    await setSettings(b, { pushLikes: false });
    const like = await liker.client.post<{ matchId: string }>("/api/likes", { targetId: b.id });
    await jobsDone("like", b, like.body.matchId);
    expect(deviceB.received.map((received) => received.payload.kind)).toEqual(["like", "match"]);
  });

  it("no push while the member has the app on screen; a hidden tab does not count", async () => {
    const { a, b, deviceB, matchId } = await pairWithDevices(["Ivy", "Jon"]);
    const tab = await openSocket(server, b.client);
    const visibleNow = async (visible: boolean) => {
      tab.ws.send(JSON.stringify({ type: "visibility", visible }));
      for (let tries = 0; tries < 100; tries++) {
        if ((await server.realtime.presence.visibleAmong([b.id])).has(b.id) === visible) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`visibility ${visible} not recorded`);
    };
    // An open tab that said nothing yet counts as hidden.
    expect((await send(a.client, matchId, "one")).status).toBe(201);
    await push.waitFor(deviceB, 3);

    await visibleNow(true);
    expect((await send(a.client, matchId, "two")).status).toBe(201);
    await jobsDone("message", b, matchId, 2);
    expect(deviceB.received).toHaveLength(3);

    await visibleNow(false);
    expect((await send(a.client, matchId, "three")).status).toBe(201);
    await push.waitFor(deviceB, 4);
    await tab.close();
  });

  it("a push service answering 410 ends that subscription; the member's other devices still get theirs", async () => {
    const { a, b, deviceB, matchId } = await pairWithDevices(["Kai", "Lou"]);
    const second = await withDevice(b);
    push.answer(deviceB, 410);
    expect((await send(a.client, matchId, "still there?")).status).toBe(201);
    await push.waitFor(second);
    await jobsDone("message", b, matchId);
    expect(deviceB.received).toHaveLength(2);
    expect((await devicesOf(b)).map((device) => device.id)).toHaveLength(1);
    const gone = await server.db.$count(
      pushSubscriptions,
      eq(pushSubscriptions.endpoint, deviceB.subscription.endpoint),
    );
    expect(gone).toBe(0);
  });

  it("a push service failing (500) is tried again through the queue, and the success is stamped", async () => {
    const { a, b, deviceB, matchId } = await pairWithDevices(["Mia", "Ned"]);
    const requestsBefore = push.requests();
    push.answer(deviceB, 500);
    expect((await send(a.client, matchId, "knock knock")).status).toBe(201);
    const [, , retried] = await push.waitFor(deviceB, 3);
    expect(retried!.payload).toMatchObject({ kind: "message", body: "New message from Mia" });
    expect(push.requests() - requestsBefore).toBe(2);
    // Stamped once the push service's answer is back at the server, which may be after the test hears it.
    await expect
      .poll(async () => Date.parse((await devicesOf(b))[0]!.lastSuccessAt!))
      .toBeGreaterThanOrEqual(retried!.at - 1000);
  });
});
