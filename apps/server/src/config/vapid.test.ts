import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import webPush from "web-push";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";
import { resolveVapidKeys } from "./vapid";

const SUBJECT = "mailto:support@example.com";
const dir = () => mkdtemp(path.join(tmpdir(), "kindred-vapid-"));

describe("VAPID keys", () => {
  it("are generated on the first start, kept private in DATA_DIR, and reused afterwards", async () => {
    const dataDir = await dir();
    const first = await resolveVapidKeys({}, dataDir, SUBJECT);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(await resolveVapidKeys({}, dataDir, SUBJECT)).toEqual(first);
    const file = path.join(dataDir, "vapid-keys.json");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it("are made once when several processes start together", async () => {
    const dataDir = await dir();
    const all = await Promise.all(Array.from({ length: 4 }, () => resolveVapidKeys({}, dataDir, SUBJECT)));
    expect(new Set(all.map((keys) => keys.publicKey)).size).toBe(1);
  });

  it("prefer the configured pair, and refuse a damaged file rather than replace it", async () => {
    const dataDir = await dir();
    const configured = webPush.generateVAPIDKeys();
    expect(await resolveVapidKeys(configured, dataDir, SUBJECT)).toEqual({ ...configured, subject: SUBJECT });
    await writeFile(path.join(dataDir, "vapid-keys.json"), "{ not json");
    await expect(resolveVapidKeys({}, dataDir, SUBJECT)).rejects.toThrow(/does not hold a valid VAPID key pair/);
  });

  it("are checked in the configuration: a pair, whose halves belong together, and a subject", () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    const other = webPush.generateVAPIDKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY must be set with its pair/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "http://example.com" })).toThrow(/VAPID_SUBJECT must be a mailto:/);
    expect(loadConfig({ VAPID_SUBJECT: "https://kindred.example.com" }).VAPID_SUBJECT).toBe(
      "https://kindred.example.com",
    );
  });
});
