// Issue 32: a device's name ("Chrome on Android") in the reader's language. A push device keeps its
// browser and system apart, which Settings names in the language on screen (`deviceLabel` with the
// screen's `t`); a new passkey's suggested name is given the same way, and one registered unnamed is
// named in the registering screen's language (from then on it is the member's name, theirs to change).
import { deviceLabel, type PasskeyList, type PushDevice, type PushDeviceList } from "@kindred/contracts";
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../src/db/schema";
import { createMember } from "./support/members";
import { startPushService, type PushService } from "./support/push-service";
import { startTestServer, type TestServer } from "./support/server";
import { inLocale } from "./support/text";
import { registerSoftPasskey } from "./support/webauthn";

let server: TestServer;
let push: PushService;
beforeAll(async () => {
  [server, push] = await Promise.all([startTestServer({ SMTP_URL: "" }), startPushService()]);
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
/** What a screen in `locale` shows for a device. */
const shownIn = (locale: string, device: Pick<PushDevice, "browser" | "os">) =>
  deviceLabel(device, (message, values) => inLocale(locale, message, values));

const subscribe = (member: Member, userAgent = ANDROID_CHROME) =>
  member.client.request<PushDevice>("POST", "/api/push/subscriptions", {
    json: push.device().subscription,
    headers: { "user-agent": userAgent },
  });
const devicesOf = async (member: Member) =>
  (await member.client.get<PushDeviceList>("/api/push/subscriptions")).body.devices;

describe("a push device", () => {
  it("is listed with its browser and system, which each language names its own way", async () => {
    const member = await createMember(server);
    expect((await subscribe(member)).status).toBe(201);
    const [device] = await devicesOf(member);
    expect(device).toMatchObject({ label: "Chrome on Android", browser: "Chrome", os: "Android" });
    expect(shownIn("de", device!)).toBe("Chrome auf Android");
    expect(shownIn("fr", device!)).toBe(inLocale("fr", "{browser} on {os}", { browser: "Chrome", os: "Android" }));
    expect(shownIn("en", device!)).toBe("Chrome on Android");
  });

  it("subscribed before the parts were kept gets them from its English label (migration 0026)", async () => {
    const member = await createMember(server);
    expect((await subscribe(member)).status).toBe(201);
    expect((await subscribe(member, "curl/8.0")).status).toBe(201);
    const [unknown, chrome] = await devicesOf(member);
    expect(unknown).toMatchObject({ label: "Unknown device", browser: null, os: null });
    // As a row from before: the label alone.
    await server.db
      .update(pushSubscriptions)
      .set({ label: "Safari on iPhone", browser: null, os: null })
      .where(eq(pushSubscriptions.id, chrome!.id));

    const migration = await readFile(
      new URL("../src/db/migrations/0026_push_device_parts.sql", import.meta.url),
      "utf8",
    );
    // Its last statement is the backfill (the columns exist already).
    await server.db.execute(sql.raw(migration.split("--> statement-breakpoint").at(-1)!));
    const after = await devicesOf(member);
    expect(after.find((row) => row.id === chrome!.id)).toMatchObject({ browser: "Safari", os: "iPhone" });
    expect(after.find((row) => row.id === unknown!.id)).toMatchObject({ browser: null, os: null });
  });
});

describe("a passkey's name", () => {
  it("is suggested from this browser's parts, for the screen to name in its language", async () => {
    const member = await createMember(server);
    const list = await member.client.request<PasskeyList>("GET", "/api/passkeys", {
      headers: { "user-agent": ANDROID_CHROME, "accept-language": "de" },
    });
    expect(list.body.suggestedDevice).toEqual({ browser: "Chrome", os: "Android", kind: "phone" });
    expect(shownIn("de", list.body.suggestedDevice)).toBe("Chrome auf Android");
  });

  it("is, unnamed, the device in the registering screen's language", async () => {
    const member = await createMember(server);
    await registerSoftPasskey(member.client, server.publicUrl, {
      headers: { "user-agent": ANDROID_CHROME, "accept-language": "de-DE,de;q=0.9" },
    });
    await registerSoftPasskey(member.client, server.publicUrl, { headers: { "user-agent": ANDROID_CHROME } });
    const { passkeys } = (await member.client.get<PasskeyList>("/api/passkeys")).body;
    expect(passkeys.map((passkey) => passkey.name)).toEqual(["Chrome auf Android", "Chrome on Android"]);
  });
});
