// Issue 16 item 7: each photo carries a tiny placeholder, made at upload (and for older photos by the
// start-up backfill), which deck and search cards show blurred until the photo loads.
import { rm } from "node:fs/promises";
import type { Photo } from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePhotos } from "../src/db/schema";
import { createLogger } from "../src/lib/logger";
import { backfillPhotoPlaceholders } from "../src/modules/photos/photo-placeholders";
import { createPhotosRepository } from "../src/modules/photos/photos.repository";
import { createBlobStore } from "../src/storage";
import { place, type Card } from "./support/discovery";
import * as images from "./support/images";
import { createMember } from "./support/members";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { upload, diskPath } = photoHelpers(() => server);

/** Decodes a placeholder data: URL: it must be a small real image. */
async function decode(placeholder: string | null | undefined) {
  expect(placeholder).toMatch(/^data:image\/webp;base64,/);
  const bytes = Buffer.from(placeholder!.split(",")[1]!, "base64");
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { bytes, info, topLeft: { r: data[0]!, g: data[1]!, b: data[2]! } };
}

async function uploadPhoto(client: Awaited<ReturnType<typeof createMember>>["client"], width = 1200, height = 800) {
  const response = await upload(client, await images.jpeg(width, height));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Photo;
}

describe("a new upload", () => {
  it("stores a tiny image of the photo as its placeholder, with the photo's size", async () => {
    const owner = await createMember(server, { ...place() });
    const photo = await uploadPhoto(owner.client);
    expect(photo).toMatchObject({ width: 1200, height: 800 });
    const { bytes, info, topLeft } = await decode(photo.placeholder);
    expect(bytes.byteLength).toBeLessThan(1024);
    expect(photo.placeholder!.length).toBeLessThan(1024);
    // 16 px wide, in the photo's proportions.
    expect([info.width, info.height]).toEqual([16, 11]);
    // The test picture is a blue disc on a red ground: the corner is red.
    expect(topLeft.r).toBeGreaterThan(150);
    expect(topLeft.b).toBeLessThan(120);
    const [row] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.id, photo.id));
    expect(row!.placeholder).toBe(photo.placeholder);
  });

  it("reaches the deck and search cards with the photo's width and height", async () => {
    const here = place();
    const name = `Pixel${Date.now()}`;
    const owner = await createMember(server, { ...here, firstName: name });
    const viewer = await createMember(server, { ...here });
    const photo = await uploadPhoto(owner.client, 600, 900);
    const deck = (
      await viewer.client.get<{ cards: (Card & { profile: { photos: Photo[] } })[] }>("/api/discovery/deck")
    ).body.cards;
    const onDeck = deck.find((card) => card.profile.id === owner.id)!.profile.photos[0]!;
    expect(onDeck).toMatchObject({ placeholder: photo.placeholder, width: 600, height: 900 });
    const search = (
      await viewer.client.get<{ results: { profile: { id: string; photos: Photo[] } }[] }>(`/api/search?q=${name}`)
    ).body.results;
    const found = search.find((result) => result.profile.id === owner.id)!.profile.photos[0]!;
    expect(found).toMatchObject({ placeholder: photo.placeholder, width: 600, height: 900 });
  });
});

describe("photos from before placeholders", () => {
  it("get one from the backfill, and a photo whose file is gone does not stop the others", async () => {
    const owner = await createMember(server, { ...place() });
    const kept = await uploadPhoto(owner.client);
    const lost = await uploadPhoto(owner.client);
    const made = kept.placeholder;
    // As migration 0015 leaves them: no placeholder.
    await server.db.execute(sql`update profile_photos set placeholder = null where user_id = ${owner.id}`);
    const [lostRow] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.id, lost.id));
    await rm(diskPath(lostRow!.previewKey));

    const filled = await backfillPhotoPlaceholders({
      repo: createPhotosRepository(server.db),
      store: createBlobStore(server.config),
      log: createLogger("silent"),
    });
    expect(filled).toBeGreaterThanOrEqual(1);
    const rows = await server.db.select().from(profilePhotos).where(eq(profilePhotos.userId, owner.id));
    const byId = new Map(rows.map((row) => [row.id, row.placeholder]));
    expect(byId.get(kept.id)).toBe(made);
    await decode(byId.get(kept.id));
    expect(byId.get(lost.id)).toBeNull();
    // The API shows the placeholder the backfill made.
    const own = (await owner.client.get<{ photos: Photo[] }>("/api/photos")).body.photos;
    expect(own.find((photo) => photo.id === kept.id)!.placeholder).toBe(made);
  });
});
