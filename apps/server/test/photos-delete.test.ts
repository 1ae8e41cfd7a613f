// Deleting photos: one at a time by the owner, or all of a member's at once for account deletion.
import path from "node:path";
import type { Photo } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger";
import { createRateLimiter } from "../src/lib/rate-limiter";
import { createPhotosRepository } from "../src/modules/photos/photos.repository";
import { createPhotosService } from "../src/modules/photos/photos.service";
import { createLocalDiskStore } from "../src/storage/local-disk-store";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { newMember, uploadOk, rowsOf, filesOf, avatarOf } = photoHelpers(() => server);

describe("delete", () => {
  it("removes the record and both files, closes the gap and moves the avatar to the next photo", async () => {
    const owner = await newMember();
    const first = await uploadOk(owner);
    const second = await uploadOk(owner);
    const third = await uploadOk(owner);
    const [firstRow] = await rowsOf(owner.id);

    const other = await newMember();
    expect((await other.client.request("DELETE", `/api/photos/${first.id}`)).status).toBe(404);
    expect(await rowsOf(owner.id)).toHaveLength(3);

    const removed = await owner.client.request("DELETE", `/api/photos/${first.id}`);
    expect(removed.status).toBe(204);
    const rows = await rowsOf(owner.id);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [second.id, 0],
      [third.id, 1],
    ]);
    const files = await filesOf(owner.id);
    expect(files).toHaveLength(4);
    expect(files).not.toContain(path.basename(firstRow!.storageKey));
    expect(files).not.toContain(path.basename(firstRow!.previewKey));
    expect(await avatarOf(owner.id)).toBe(second.url);
    expect((await owner.client.request("GET", first.url)).status).toBe(404);

    const list = await owner.client.get<{ photos: Photo[] }>("/api/photos");
    expect(list.body.photos.map((photo) => [photo.id, photo.position, photo.isMain])).toEqual([
      [second.id, 0, true],
      [third.id, 1, false],
    ]);

    // A new upload takes the next free slot and does not collide with the kept keys.
    const fourth = await uploadOk(owner);
    expect(fourth.position).toBe(2);

    for (const photo of [second, third, fourth]) {
      expect((await owner.client.request("DELETE", `/api/photos/${photo.id}`)).status).toBe(204);
    }
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await filesOf(owner.id)).toEqual([]);
    expect(await avatarOf(owner.id)).toBeNull();
  });

  it("removes every photo and file of a member at once, for account deletion", async () => {
    const owner = await newMember();
    const keep = await newMember();
    await uploadOk(owner);
    await uploadOk(owner);
    await uploadOk(keep);
    const service = createPhotosService({
      repo: createPhotosRepository(server.db),
      store: createLocalDiskStore(server.config.uploadsDir),
      log: createLogger("silent"),
      limiter: createRateLimiter(server.db),
    });
    expect(await service.removeAll(owner.id)).toBe(2);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await filesOf(owner.id)).toEqual([]);
    expect(await avatarOf(owner.id)).toBeNull();
    expect(await rowsOf(keep.id)).toHaveLength(1);
    expect(await filesOf(keep.id)).toHaveLength(2);
  });
});
