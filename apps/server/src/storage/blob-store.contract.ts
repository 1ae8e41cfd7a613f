import { describe, expect, it } from "vitest";
import type { BlobStore } from "./blob-store";

const read = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

/**
 * What every adapter promises (blob-store.ts), run once per adapter: `open` gives a fresh, empty
 * store for each test.
 */
export function describeBlobStoreContract(name: string, open: () => BlobStore | Promise<BlobStore>) {
  describe(`${name}: the BlobStore contract`, () => {
    it("writes, reads, replaces, reports and deletes an object", async () => {
      const store = await open();
      const key = "profile_photos/abc/0_123_main.jpg";
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();

      await store.put(key, Buffer.from("first"), "image/jpeg");
      await store.put(key, Buffer.from("second version"), "image/jpeg");
      expect(await store.exists(key)).toBe(true);
      const object = await store.get(key);
      expect(object?.size).toBe(14);
      expect((await read(object!.body)).toString()).toBe("second version");

      await store.delete(key);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
    });

    it("answers a ping while it can store", async () => {
      const store = await open();
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it("keeps binary bytes exactly", async () => {
      const store = await open();
      const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31 + 7) % 256);
      await store.put("message_photos/abc/binary.webp", bytes, "image/webp");
      const object = await store.get("message_photos/abc/binary.webp");
      expect(object?.size).toBe(bytes.byteLength);
      expect((await read(object!.body)).equals(Buffer.from(bytes))).toBe(true);
    });

    it("deletes a folder and everything under it, and only that folder", async () => {
      const store = await open();
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
        const store = await open();
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
      const store = await open();
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid blob key/);
      await expect(store.exists(key)).rejects.toThrow(/Invalid blob key/);
    });
  });
}
