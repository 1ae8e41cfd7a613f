// Photo uploads that go through: re-encoding, previews, serving, and the six-photo limit.
import { readFile } from "node:fs/promises";
import type { Photo } from "@kindred/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as images from "./support/images";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { newMember, upload, uploadOk, rowsOf, diskPath, filesOf, avatarOf, sessionCookie, download } = photoHelpers(
  () => server,
);

describe("upload", () => {
  it("stores a re-encoded copy without EXIF or GPS, a 400 px preview, and makes it the avatar", async () => {
    const member = await newMember();
    const original = await images.jpegWithGps(1200, 800);
    const input = await sharp(original).metadata();
    expect(input.exif, "the test image must carry EXIF").toBeDefined();
    const gpsPointer = (tag: number[]) => input.exif!.includes(Buffer.from(tag));
    expect(gpsPointer([0x88, 0x25]) || gpsPointer([0x25, 0x88]), "the EXIF must hold a GPS block").toBe(true);
    expect(input.exif!.includes("KindredCam")).toBe(true);

    const response = await upload(member.client, original, "holiday.JPG");
    expect(response.status).toBe(201);
    const photo = response.body;
    expect(photo).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      position: 0,
      url: `/api/photos/${photo.id}/file`,
      previewUrl: `/api/photos/${photo.id}/file?size=preview`,
      width: 1200,
      height: 800,
      isPrivate: false,
      isMain: true,
      underReview: false,
      createdAt: expect.any(String),
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });

    const [row] = await rowsOf(member.id);
    expect(row!.storageKey).toMatch(new RegExp(`^profile_photos/${member.id}/0_\\d+_main\\.jpg$`));
    expect(row!.previewKey).toBe(row!.storageKey.replace(/\.jpg$/, "_preview.jpg"));
    expect(row).toMatchObject({ contentType: "image/jpeg", isPrivate: false, allowedUsers: [] });

    const stored = await readFile(diskPath(row!.storageKey));
    const storedMeta = await sharp(stored).metadata();
    expect(storedMeta).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.xmp).toBeUndefined();
    expect(stored.includes("KindredCam")).toBe(false);
    expect(row!.bytes).toBe(stored.length);

    const previewMeta = await sharp(await readFile(diskPath(row!.previewKey))).metadata();
    expect(Math.max(previewMeta.width!, previewMeta.height!)).toBe(400);
    expect(previewMeta.exif).toBeUndefined();

    expect(await avatarOf(member.id)).toBe(photo.url);
    const list = await member.client.get<{ photos: Photo[] }>("/api/photos");
    expect(list.status).toBe(200);
    expect(list.body.photos).toEqual([photo]);
  });

  it("serves the file with its type, nosniff, inline, and a public cache for a public photo", async () => {
    const member = await newMember();
    const photo = await uploadOk(member, await images.jpeg(900, 600));
    const cookie = await sessionCookie(member.email);
    const [row] = await rowsOf(member.id);

    const main = await download(cookie, photo.url);
    expect(main.response.status).toBe(200);
    expect(main.response.headers.get("content-type")).toBe("image/jpeg");
    expect(main.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(main.response.headers.get("content-disposition")).toBe("inline");
    expect(main.response.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(main.bytes.equals(await readFile(diskPath(row!.storageKey)))).toBe(true);

    const preview = await download(cookie, photo.previewUrl);
    expect(preview.response.status).toBe(200);
    expect(preview.bytes.equals(await readFile(diskPath(row!.previewKey)))).toBe(true);
    expect((await sharp(preview.bytes).metadata()).width).toBe(400);

    const other = await newMember();
    const seen = await other.client.request("GET", photo.url);
    expect(seen.status).toBe(200);
    expect((await other.client.request("GET", `${photo.url}?size=huge`)).status).toBe(400);
  });

  it("fits a 3000x2000 image inside 2000 px and turns a sideways photo upright", async () => {
    const member = await newMember();
    const big = await uploadOk(member, await images.jpegWithGps(3000, 2000));
    expect([big.width, big.height]).toEqual([2000, 1333]);
    const rotated = await uploadOk(member, await images.jpegRotated(600, 300));
    expect([rotated.width, rotated.height]).toEqual([300, 600]);
    expect(rotated).toMatchObject({ position: 1, isMain: false });

    const [first, second] = await rowsOf(member.id);
    const stored = await sharp(await readFile(diskPath(first!.storageKey))).metadata();
    expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(2000);
    expect((await sharp(await readFile(diskPath(second!.storageKey))).metadata()).orientation).toBeUndefined();
    expect(second!.storageKey).toMatch(new RegExp(`^profile_photos/${member.id}/1_\\d+\\.jpg$`));
    expect(second!.previewKey).toMatch(/\/1_\d+_preview\.jpg$/);
  });

  it("accepts PNG and WebP, by their content; transparency survives as WebP", async () => {
    const member = await newMember();
    await uploadOk(member, await images.png());
    // The declared type and name do not matter: the bytes decide.
    const webp = await upload(member.client, await images.webp(), "photo.jpg", "image/jpeg");
    expect(webp.status).toBe(201);
    await uploadOk(member, await images.pngWithAlpha());

    const rows = await rowsOf(member.id);
    expect(rows.map((row) => row.contentType)).toEqual(["image/jpeg", "image/webp", "image/webp"]);
    expect(rows[1]!.storageKey).toMatch(/\.webp$/);
    const transparent = await sharp(await readFile(diskPath(rows[2]!.storageKey))).metadata();
    expect(transparent).toMatchObject({ format: "webp", hasAlpha: true });
  });
});

describe("the six-photo limit", () => {
  it("takes positions 0 to 5 and refuses a seventh", async () => {
    const member = await newMember();
    const small = await images.jpeg(200, 150);
    for (let i = 0; i < 6; i++) await uploadOk(member, small);
    const seventh = await upload(member.client, small);
    expect(seventh.status).toBe(409);
    expect(seventh.body.error).toEqual({ code: "CONFLICT", message: "Maximum 6 photos allowed" });

    const rows = await rowsOf(member.id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await filesOf(member.id)).toHaveLength(12);
    expect(rows.filter((row) => row.storageKey.includes("_main"))).toHaveLength(1);
  });

  it("lets exactly one of two parallel uploads take the last slot", async () => {
    const member = await newMember();
    const small = await images.jpeg(200, 150);
    for (let i = 0; i < 5; i++) await uploadOk(member, small);
    const results = await Promise.all([upload(member.client, small), upload(member.client, small)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(member.id)).toHaveLength(6);
    expect(await filesOf(member.id)).toHaveLength(12);
  });
});
