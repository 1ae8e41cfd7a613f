import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_MESSAGES, type Photo } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, profilePhotos, profiles } from "../src/db/schema";
import { createLogger } from "../src/lib/logger";
import { createRateLimiter } from "../src/lib/rate-limiter";
import { createPhotosRepository, listPhotosVisibleTo } from "../src/modules/photos/photos.repository";
import { createPhotosService } from "../src/modules/photos/photos.service";
import { createLocalDiskStore } from "../src/storage/local-disk-store";
import { TestClient, uniqueEmail } from "./support/client";
import * as images from "./support/images";
import { startTestServer, type TestServer } from "./support/server";

type ApiError = { error: { code: string; message: string } };
type Member = { client: TestClient; id: string; email: string };

const PASSWORD = "a-long-enough-secret";
const MB = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newMember(label = "photos"): Promise<Member> {
  const client = new TestClient(server);
  const email = uniqueEmail(label);
  expect((await client.signUp(email, PASSWORD)).status).toBe(200);
  const me = await client.get<{ id: string }>("/api/me");
  return { client, id: me.body.id, email };
}

function upload(client: TestClient, bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request<Photo & ApiError>("POST", "/api/photos", { body: form });
}

async function uploadOk(member: Member, bytes?: Uint8Array): Promise<Photo> {
  const response = await upload(member.client, bytes ?? (await images.jpeg(320, 240)));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const rowsOf = (userId: string) =>
  server.db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId)).orderBy(profilePhotos.position);

const diskPath = (key: string) => path.join(server.config.uploadsDir, key);

/** The member's folder in the blob store; none at all counts as empty. */
async function filesOf(userId: string): Promise<string[]> {
  try {
    return (await readdir(path.join(server.config.uploadsDir, "profile_photos", userId))).sort();
  } catch {
    return [];
  }
}

async function avatarOf(userId: string) {
  const [row] = await server.db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, userId));
  return row?.avatar;
}

/** A session cookie for requests the test client cannot make (binary bodies, streamed uploads). */
async function sessionCookie(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: server.publicUrl, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function download(cookie: string, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

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
      createdAt: expect.any(String),
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

  const bad: [string, () => Promise<Buffer> | Buffer, string, string, number, string, string][] = [
    [
      "a text file renamed .jpg",
      images.textFile,
      "photo.jpg",
      "image/jpeg",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      PHOTO_MESSAGES.unsupportedType,
    ],
    [
      "an SVG with a script",
      images.svgWithScript,
      "photo.svg",
      "image/svg+xml",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      PHOTO_MESSAGES.unsupportedType,
    ],
    [
      "an SVG named .png",
      images.svgWithScript,
      "photo.png",
      "image/png",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      PHOTO_MESSAGES.unsupportedType,
    ],
    ["a GIF", images.gif, "photo.gif", "image/gif", 415, "UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType],
    ["a PDF", images.pdf, "photo.jpg", "image/jpeg", 415, "UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType],
    [
      "a truncated JPEG",
      images.truncatedJpeg,
      "photo.jpg",
      "image/jpeg",
      400,
      "BAD_REQUEST",
      PHOTO_MESSAGES.couldNotProcess,
    ],
    [
      "a PNG declaring 40000x40000 pixels",
      () => images.pngBomb(),
      "photo.png",
      "image/png",
      400,
      "BAD_REQUEST",
      PHOTO_MESSAGES.tooManyPixels,
    ],
    [
      "a 6 MB file",
      () => images.fileOfSize(6 * MB),
      "photo.jpg",
      "image/jpeg",
      413,
      "PAYLOAD_TOO_LARGE",
      "File too large (6.0MB). Maximum size is 5MB.",
    ],
    [
      "a file 1 KB over 5 MB",
      () => images.fileOfSize(5 * MB + 1024),
      "photo.jpg",
      "image/jpeg",
      413,
      "PAYLOAD_TOO_LARGE",
      "File too large (5.0MB). Maximum size is 5MB.",
    ],
  ];
  it.each(bad)("refuses %s and stores nothing", async (_name, make, fileName, type, status, code, message) => {
    const member = await newMember("bad");
    const response = await upload(member.client, await make(), fileName, type);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code, message });
    expect(await rowsOf(member.id)).toEqual([]);
    expect(await filesOf(member.id)).toEqual([]);
    expect(await avatarOf(member.id)).toBeUndefined();
  });

  it("stops reading a streamed upload without a declared length once it passes the limit", async () => {
    const member = await newMember("stream");
    const cookie = await sessionCookie(member.email);
    const boundary = "kindred-test-boundary";
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
        );
      },
      pull(controller) {
        if (sent >= 12 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/api/photos`, {
      method: "POST",
      headers: { cookie, origin: server.publicUrl, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiError).error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: PHOTO_MESSAGES.tooLargeUnknownSize,
    });
    expect(sent).toBeLessThan(12 * MB);
    expect(await filesOf(member.id)).toEqual([]);
  });

  it("refuses requests that are not a single file sent as multipart/form-data", async () => {
    const member = await newMember();
    const notMultipart = await member.client.request<ApiError>("POST", "/api/photos", { json: { file: "x" } });
    expect(notMultipart.status).toBe(415);
    expect(notMultipart.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");

    const raw = await member.client.request<ApiError>("POST", "/api/photos", {
      body: await images.jpeg(),
      headers: { "content-type": "image/jpeg" },
    });
    expect(raw.status).toBe(415);

    const noFile = new FormData();
    noFile.append("photo", new Blob([new Uint8Array(await images.jpeg())]), "a.jpg");
    const missing = await member.client.request<ApiError>("POST", "/api/photos", { body: noFile });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ code: "BAD_REQUEST", message: PHOTO_MESSAGES.noFile });

    const text = new FormData();
    text.append("file", "not a file");
    expect((await member.client.request<ApiError>("POST", "/api/photos", { body: text })).status).toBe(400);

    const two = new FormData();
    two.append("file", new Blob([new Uint8Array(await images.jpeg())]), "a.jpg");
    two.append("file", new Blob([new Uint8Array(await images.jpeg())]), "b.jpg");
    const twoFiles = await member.client.request<ApiError>("POST", "/api/photos", { body: two });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.error.message).toBe(PHOTO_MESSAGES.oneFileOnly);

    const garbled = await member.client.request<ApiError>("POST", "/api/photos", {
      body: "this is not multipart at all",
      headers: { "content-type": "multipart/form-data; boundary=nothing-here" },
    });
    expect(garbled.status).toBe(400);

    expect(await rowsOf(member.id)).toEqual([]);
    expect(await filesOf(member.id)).toEqual([]);
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

describe("privacy", () => {
  it("lets the owner, and only the owner, switch a photo private", async () => {
    const owner = await newMember();
    const other = await newMember();
    const photo = await uploadOk(owner);

    const foreign = await other.client.request<ApiError>("PATCH", `/api/photos/${photo.id}`, {
      json: { isPrivate: true },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: "NOT_FOUND", message: PHOTO_MESSAGES.notFound });
    expect((await rowsOf(owner.id))[0]!.isPrivate).toBe(false);

    await server.db
      .update(profilePhotos)
      .set({ allowedUsers: [other.id] })
      .where(eq(profilePhotos.id, photo.id));
    const mine = await owner.client.request<Photo>("PATCH", `/api/photos/${photo.id}`, { json: { isPrivate: true } });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: photo.id, isPrivate: true });
    expect((await rowsOf(owner.id))[0]).toMatchObject({ isPrivate: true, allowedUsers: [] });

    const back = await owner.client.request<Photo>("PATCH", `/api/photos/${photo.id}`, { json: { isPrivate: false } });
    expect(back.body.isPrivate).toBe(false);
  });

  it("answers bad ids and bodies with 4xx, never 500", async () => {
    const owner = await newMember();
    const photo = await uploadOk(owner);
    for (const id of ["not-a-uuid", "123", "00000000-0000-0000-0000-000000000000"]) {
      expect((await owner.client.request("PATCH", `/api/photos/${id}`, { json: { isPrivate: true } })).status).toBe(
        404,
      );
      expect((await owner.client.request("DELETE", `/api/photos/${id}`)).status).toBe(404);
      expect((await owner.client.request("GET", `/api/photos/${id}/file`)).status).toBe(404);
    }
    const wrongType = await owner.client.request<ApiError>("PATCH", `/api/photos/${photo.id}`, {
      json: { isPrivate: "yes" },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe("VALIDATION_FAILED");
    expect(
      (await owner.client.request("PATCH", `/api/photos/${photo.id}`, { json: { isPrivate: true, userId: owner.id } }))
        .status,
    ).toBe(400);
    const notJson = await owner.client.request("PATCH", `/api/photos/${photo.id}`, {
      body: "isPrivate=true",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
    expect((await rowsOf(owner.id))[0]!.isPrivate).toBe(false);
  });

  it("serves a private photo to its owner, allowed members and active matches only, never cached", async () => {
    const owner = await newMember("owner");
    const stranger = await newMember("stranger");
    const pending = await newMember("pending");
    const matched = await newMember("matched");
    const allowed = await newMember("allowed");
    const publicPhoto = await uploadOk(owner);
    const privatePhoto = await uploadOk(owner);
    await owner.client.request("PATCH", `/api/photos/${privatePhoto.id}`, { json: { isPrivate: true } });
    await server.db.insert(matches).values([
      { user1Id: pending.id, user2Id: owner.id, status: "pending" },
      { user1Id: owner.id, user2Id: matched.id, status: "active", matchedAt: new Date() },
    ]);
    await server.db
      .update(profilePhotos)
      .set({ allowedUsers: [allowed.id] })
      .where(eq(profilePhotos.id, privatePhoto.id));

    const status = async (member: Member, url: string) => {
      const response = await member.client.request("GET", url);
      return { status: response.status, cache: response.headers.get("cache-control") };
    };
    for (const url of [privatePhoto.url, privatePhoto.previewUrl]) {
      expect(await status(owner, url)).toEqual({ status: 200, cache: "private, no-store" });
      expect(await status(matched, url)).toEqual({ status: 200, cache: "private, no-store" });
      expect(await status(allowed, url)).toEqual({ status: 200, cache: "private, no-store" });
      expect((await status(stranger, url)).status).toBe(404);
      expect((await status(pending, url)).status).toBe(404);
    }
    expect(await status(stranger, publicPhoto.url)).toEqual({ status: 200, cache: "private, max-age=3600" });

    const ids = async (viewer: Member) =>
      (await listPhotosVisibleTo(server.db, owner.id, viewer.id)).map((row) => row.id);
    expect(await ids(stranger)).toEqual([publicPhoto.id]);
    expect(await ids(pending)).toEqual([publicPhoto.id]);
    expect(await ids(matched)).toEqual([publicPhoto.id, privatePhoto.id]);
    expect(await ids(owner)).toEqual([publicPhoto.id, privatePhoto.id]);
  });
});

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

describe("signed out", () => {
  it("answers 401 to every photo route", async () => {
    const owner = await newMember();
    const photo = await uploadOk(owner);
    const visitor = new TestClient(server);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await images.jpeg())]), "a.jpg");
    for (const [method, url, body] of [
      ["GET", "/api/photos", undefined],
      ["POST", "/api/photos", form],
      ["PATCH", `/api/photos/${photo.id}`, JSON.stringify({ isPrivate: true })],
      ["DELETE", `/api/photos/${photo.id}`, undefined],
      ["GET", photo.url, undefined],
      ["GET", photo.previewUrl, undefined],
    ] as const) {
      const response = await visitor.request<ApiError>(method, url, { body });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body.error.code).toBe("UNAUTHENTICATED");
    }
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });
});
