// The upload attack corpus (fixtures/uploads, listed in its manifest.json) sent to both routes that
// take an upload: a profile photo and a message's image. Each file is refused with the spec's words
// and leaves nothing stored, or stored re-encoded with nothing of its payload left.
import { readdirSync, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { PHOTO_LIMITS, type Message, type Photo } from "@kindred/contracts";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { messages, profilePhotos, profiles } from "../src/db/schema";
import { paddedJpeg } from "./fixtures/uploads/bytes";
import type { Manifest, Outcome, Payload, Route } from "./fixtures/uploads/manifest";
import type { TestClient } from "./support/client";
import * as images from "./support/images";
import { matchedPair } from "./support/matched";
import { startTestServer, type TestServer } from "./support/server";
import { newClientId } from "./support/uploads";

const corpusDir = path.join(import.meta.dirname, "fixtures/uploads");
const manifest = JSON.parse(readFileSync(path.join(corpusDir, "manifest.json"), "utf8")) as Manifest;
const marker = Buffer.from(manifest.marker);

type Case = Manifest["files"][number] | Manifest["generated"][number];
const cases: Case[] = [...manifest.files, ...manifest.generated];

let server: TestServer;
let pair: Awaited<ReturnType<typeof matchedPair>>;
beforeAll(async () => {
  server = await startTestServer();
  pair = await matchedPair(server);
});
afterAll(() => server.close());

let base: Promise<Buffer> | undefined;
async function bytesOf(entry: Case): Promise<Buffer> {
  const generated = manifest.generated.find((g) => g.file === entry.file);
  if (!generated) return readFileSync(path.join(corpusDir, entry.file));
  base ??= images.jpeg(64, 48);
  return paddedJpeg(await base, generated.bytes);
}

type ApiError = { error: { code: string; message: string } };

/** A route's upload, where it stores its files, and how to read back and remove what it stored. */
const routes: Record<Route, { who: () => { client: TestClient; id: string }; folder: string }> = {
  photo: { who: () => pair.a, folder: "profile_photos" },
  message: { who: () => pair.b, folder: "message_photos" },
};

function formOf(entry: Case, bytes: Buffer, route: Route): FormData {
  const form = new FormData();
  if (route === "message") form.append("clientId", newClientId());
  form.append("file", new Blob([new Uint8Array(bytes)], { type: entry.sent.type }), entry.sent.name);
  return form;
}

async function filesIn(route: Route): Promise<string[]> {
  const dir = path.join(server.config.uploadsDir, routes[route].folder, routes[route].who().id);
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

async function rowsOf(route: Route): Promise<number> {
  const [row] =
    route === "photo"
      ? await server.db.select({ n: count() }).from(profilePhotos).where(eq(profilePhotos.userId, pair.a.id))
      : await server.db.select({ n: count() }).from(messages).where(eq(messages.matchId, pair.matchId));
  return row!.n;
}

async function avatar(): Promise<string | null> {
  const [row] = await server.db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, pair.a.id));
  return row!.avatar;
}

async function removePhotos(client: TestClient) {
  const { body } = await client.get<{ photos: Photo[] }>("/api/photos");
  for (const photo of body.photos) await client.request("DELETE", `/api/photos/${photo.id}`);
}

async function download(client: TestClient, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader } });
  expect(response.status, url).toBe(200);
  return { type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** What the file must really carry for its case to mean anything: sharp reads it in the upload. */
async function expectCarries(entry: Case, bytes: Buffer) {
  const hasMarker = "hasMarker" in entry ? entry.hasMarker : true;
  expect(bytes.includes(marker), "the marker in the upload").toBe(hasMarker);
  const carries = new Set(entry.carries ?? []);
  const read: Payload[] = ["exif", "gps", "xmp", "iptc", "icc", "animation"];
  const meta = read.some((payload) => carries.has(payload)) ? await sharp(bytes).metadata() : undefined;
  const gps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
  if (carries.has("exif")) expect(meta!.exif, "EXIF in the upload").toBeDefined();
  if (carries.has("gps")) expect(gps(meta!.exif!), "a GPS block in the upload's EXIF").toBe(true);
  if (carries.has("xmp")) expect(meta!.xmp, "XMP in the upload").toBeDefined();
  if (carries.has("iptc")) expect(meta!.iptc, "IPTC in the upload").toBeDefined();
  if (carries.has("icc")) expect(meta!.icc, "an ICC profile in the upload").toBeDefined();
  if (carries.has("animation")) expect(meta!.pages, "frames in the upload").toBeGreaterThan(1);
}

/** The stored copy: what the manifest says, and nothing else. */
async function expectClean(
  file: { type: string | null; bytes: Buffer },
  want: Extract<Outcome, { accepted: unknown }>["accepted"],
  size: "main" | "preview",
  upload: Buffer,
) {
  expect(file.bytes.equals(upload), "stored as uploaded, not re-encoded").toBe(false);
  const meta = await sharp(file.bytes).metadata();
  expect(file.type).toBe(`image/${want.format}`);
  expect(meta.format).toBe(want.format);
  if (size === "main") expect([meta.width, meta.height]).toEqual([want.width, want.height]);
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(
    size === "main" ? PHOTO_LIMITS.maxDimension : PHOTO_LIMITS.previewSize,
  );
  expect({ space: meta.space, depth: meta.depth, alpha: meta.hasAlpha }).toEqual({
    space: "srgb",
    depth: "uchar",
    alpha: want.alpha ?? false,
  });
  expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    comments: undefined,
  });
  expect(meta.pages ?? 1).toBe(1);
  expect(file.bytes.includes(marker), "the marker in the stored bytes").toBe(false);
}

it("lists every corpus file, and each file is as the manifest says", () => {
  const onDisk = readdirSync(corpusDir).filter((name) => !/\.(ts|json)$/.test(name));
  expect(onDisk.sort()).toEqual(manifest.files.map((f) => f.file).sort());
  for (const entry of manifest.files) {
    expect(readFileSync(path.join(corpusDir, entry.file)).includes(marker), entry.file).toBe(entry.hasMarker);
  }
});

describe.each(["photo", "message"] as const)("a %s upload", (route) => {
  it.each(cases.map((entry) => [entry.file, entry] as const))("%s", async (_file, entry) => {
    const bytes = await bytesOf(entry);
    await expectCarries(entry, bytes);
    const { client } = routes[route].who();
    // At most six photos: whatever a case stored goes before the next, files and all (a failed case too).
    if (route === "photo") onTestFinished(() => removePhotos(client));
    const [rowsBefore, filesBefore] = [await rowsOf(route), await filesIn(route)];
    const url = route === "photo" ? "/api/photos" : `/api/conversations/${pair.matchId}/messages`;
    const response = await client.request<ApiError & Photo & { message: Message }>("POST", url, {
      body: formOf(entry, bytes, route),
    });
    const outcome = entry.expect[route];

    if ("refused" in outcome) {
      const { status, code, message } = outcome.refused;
      expect({ status: response.status, error: response.body.error }).toEqual({ status, error: { code, message } });
      expect(await rowsOf(route)).toBe(rowsBefore);
      expect(await filesIn(route)).toEqual(filesBefore);
      if (route === "photo") expect(await avatar()).toBeNull();
      return;
    }

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await rowsOf(route)).toBe(rowsBefore + 1);
    const want = outcome.accepted;
    if (route === "photo") {
      const photo = response.body;
      await expectClean(await download(client, photo.url), want, "main", bytes);
      await expectClean(await download(client, photo.previewUrl), want, "preview", bytes);
      expect(await avatar()).toBe(photo.url);
    } else {
      const { message } = response.body;
      await expectClean(await download(client, message.imageUrl!), want, "main", bytes);
      expect(await filesIn(route)).toHaveLength(filesBefore.length + 1);
    }
  });
});
