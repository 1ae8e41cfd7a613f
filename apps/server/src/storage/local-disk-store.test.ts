import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskStore } from "./local-disk-store";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "kindred-blobs-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

describe("local disk blob store", () => {
  it("writes, reads, reports and deletes an object, creating folders and leaving no temporary file", async () => {
    const store = createLocalDiskStore(path.join(root, "uploads"));
    const key = "profile_photos/abc/0_123_main.jpg";
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();

    await store.put(key, Buffer.from("first"), "image/jpeg");
    await store.put(key, Buffer.from("second version"), "image/jpeg");
    expect(await store.exists(key)).toBe(true);
    const object = await store.get(key);
    expect(object?.size).toBe(14);
    expect((await read(object!.body)).toString()).toBe("second version");
    expect(await readdir(path.join(root, "uploads", "profile_photos", "abc"))).toEqual(["0_123_main.jpg"]);

    await store.delete(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it("deletes a folder and everything under it, and only that folder", async () => {
    const store = createLocalDiskStore(path.join(root, "uploads"));
    const gone = ["message_photos/abc/1.jpg", "message_photos/abc/nested/2.jpg"];
    const kept = ["message_photos/abcd/3.jpg", "profile_photos/abc/0_1_main.jpg"];
    for (const key of [...gone, ...kept]) await store.put(key, Buffer.from(key), "image/jpeg");

    await store.deletePrefix("message_photos/abc/");
    await store.deletePrefix("message_photos/abc");
    await store.deletePrefix("message_photos/never-there");
    for (const key of gone) expect(await store.exists(key)).toBe(false);
    for (const key of kept) expect(await store.exists(key)).toBe(true);
  });

  it.each(["message_photos", "message_photos/", "", "../x", "a/../../x"])(
    "refuses to delete the prefix %j",
    async (prefix) => {
      const store = createLocalDiskStore(root);
      await expect(store.deletePrefix(prefix)).rejects.toThrow(/Invalid blob key|top-level/);
    },
  );

  it.each([
    "../escape.jpg",
    "a/../../escape.jpg",
    "/etc/passwd",
    "a//b.jpg",
    "a\\b.jpg",
    "",
    ".hidden",
    "a/./b.jpg",
    "a/b.jpg\0",
  ])("refuses the key %j", async (key) => {
    const store = createLocalDiskStore(root);
    await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid blob key/);
    await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
    await expect(store.delete(key)).rejects.toThrow(/Invalid blob key/);
  });
});
