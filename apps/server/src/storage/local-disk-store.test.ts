import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeBlobStoreContract } from "./blob-store.contract";
import { BlobStoreUnavailableError } from "./blob-store";
import { createLocalDiskStore } from "./local-disk-store";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "kindred-blobs-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describeBlobStoreContract("local disk", () => createLocalDiskStore(path.join(root, "uploads")));

describe("local disk blob store", () => {
  it("creates folders and leaves no temporary file beside the object", async () => {
    const store = createLocalDiskStore(path.join(root, "uploads"));
    await store.put("profile_photos/abc/0_123_main.jpg", Buffer.from("first"), "image/jpeg");
    await store.put("profile_photos/abc/0_123_main.jpg", Buffer.from("second"), "image/jpeg");
    expect(await readdir(path.join(root, "uploads", "profile_photos", "abc"))).toEqual(["0_123_main.jpg"]);
  });

  it("answers a failed write with BlobStoreUnavailableError (503) and leaves nothing behind", async () => {
    const uploads = path.join(root, "uploads");
    await mkdir(uploads, { recursive: true });
    // A file where the folder should be: the write fails even for root.
    await writeFile(path.join(uploads, "profile_photos"), "not a folder");
    const store = createLocalDiskStore(uploads);
    const failure = await store.put("profile_photos/abc/1.jpg", Buffer.from("x"), "image/jpeg").catch((e) => e);
    expect(failure).toBeInstanceOf(BlobStoreUnavailableError);
    expect(failure.status).toBe(503);
    expect(await readdir(uploads)).toEqual(["profile_photos"]);
  });

  it("fails its ping when the folder cannot be written, and leaves no probe behind when it can", async () => {
    const uploads = path.join(root, "uploads");
    // A file where the folder should be: unwritable even for root.
    await writeFile(uploads, "not a folder");
    await expect(createLocalDiskStore(uploads).ping()).rejects.toBeInstanceOf(BlobStoreUnavailableError);

    const fine = path.join(root, "other-uploads");
    await createLocalDiskStore(fine).ping();
    expect(await readdir(fine)).toEqual([]);
  });
});
