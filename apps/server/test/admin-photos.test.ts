// The Photos tab: every photo (private ones included), newest first, paged by 12, with owner names and
// a flagged-only switch (the flag, or a pending report of the photo); files served to admins only.
import { readFile } from "node:fs/promises";
import {
  ADMIN_PANEL_TEXT,
  ADMIN_PHOTOS_PAGE_SIZE,
  AdminPhotosSchema,
  adminPhotoUrl,
  type AdminPhoto,
  type AdminPhotos,
  type Photo,
} from "@kindred/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePhotos, reports } from "../src/db/schema";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;

let server: TestServer;
let admin: Member, pia: Member, quin: Member, rae: Member, reporter: Member, second: Member;
let piaMain: Photo, piaSecond: Photo, quinPrivate: Photo, raeFlagged: Photo;
let firstReportId: string;

const { uploadOk, diskPath } = photoHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
  [pia, quin, rae, reporter, second] = await Promise.all([
    createMember(server, { firstName: "Pia", lastName: "Photo" }),
    createMember(server, { firstName: "Quin", lastName: "Private" }),
    createMember(server, { firstName: "Rae", lastName: "Flag" }),
    createMember(server, { firstName: "Rep" }),
    createMember(server, { firstName: "Sec" }),
  ]);

  // Older rows first, written straight to the database (no files), so the grid has a second page.
  const start = Date.now() - 24 * 3_600_000;
  await server.db.insert(profilePhotos).values(
    Array.from({ length: 12 }, (_, i) => ({
      userId: second.id,
      position: i,
      storageKey: `profile_photos/${second.id}/old_${i}_main.jpg`,
      previewKey: `profile_photos/${second.id}/old_${i}_preview.jpg`,
      contentType: "image/jpeg",
      width: 10,
      height: 10,
      bytes: 100,
      createdAt: new Date(start + i * 1000),
    })),
  );

  piaMain = await uploadOk(pia);
  piaSecond = await uploadOk(pia);
  quinPrivate = await uploadOk(quin);
  expect(
    (await quin.client.request("PATCH", `/api/photos/${quinPrivate.id}`, { json: { isPrivate: true } })).status,
  ).toBe(200);
  raeFlagged = await uploadOk(rae);
  await server.db
    .update(profilePhotos)
    .set({ isFlagged: true, flagReason: "Flagged by the upload check" })
    .where(eq(profilePhotos.id, raeFlagged.id));

  const filed = await reporter.client.post<{ report: { id: string } }>("/api/reports", {
    kind: "photo",
    targetId: piaSecond.id,
    category: "inappropriate_photos",
    reason: "Not a photo of a person",
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  firstReportId = filed.body.report.id;
  // A later report of the same photo: the oldest pending one is the one shown.
  expect(
    (
      await second.client.post("/api/reports", {
        kind: "photo",
        targetId: piaSecond.id,
        category: "fake_profile",
        reason: "Stolen picture",
      })
    ).status,
  ).toBe(201);
  // A report already decided does not flag a photo.
  const [decided] = await server.db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      reportedUserId: quin.id,
      kind: "photo",
      targetId: quinPrivate.id,
      category: "other",
      reason: "Decided already",
      status: "reviewed",
    })
    .returning();
  expect(decided).toBeDefined();
});
afterAll(() => server.close());

const grid = (query = "", client = admin.client) => client.get<AdminPhotos & ApiError>(`/api/admin/photos${query}`);
const parse = async (query = "") => {
  const response = await grid(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AdminPhotosSchema.parse(response.body);
};
async function everyPhoto(): Promise<AdminPhoto[]> {
  const [one, two] = await Promise.all([parse("?page=1"), parse("?page=2")]);
  return [...one.photos, ...two.photos];
}
const photoOf = async (id: string) => (await everyPhoto()).find((photo) => photo.id === id);
const download = (url: string, cookie = admin.client.cookieHeader) =>
  fetch(`${server.url}${url}`, { headers: { cookie } });

describe("the grid", () => {
  it("pages every photo by 12, newest first, with the total", async () => {
    const stored = await server.db
      .select({ id: profilePhotos.id })
      .from(profilePhotos)
      .orderBy(desc(profilePhotos.createdAt), desc(profilePhotos.id));
    expect(stored).toHaveLength(16);
    const first = await grid();
    expect(first.headers.get("cache-control")).toBe("no-store");
    const page1 = AdminPhotosSchema.parse(first.body);
    const page2 = await parse("?page=2");
    expect([page1.total, page1.pageSize, page1.photos.length, page2.photos.length]).toEqual([
      16,
      ADMIN_PHOTOS_PAGE_SIZE,
      12,
      4,
    ]);
    expect([...page1.photos, ...page2.photos].map((photo) => photo.id)).toEqual(stored.map((row) => row.id));
  });

  it("shows owners, main photos, privacy and the admin URLs", async () => {
    const [row] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.id, piaMain.id));
    expect(await photoOf(piaMain.id)).toEqual({
      id: piaMain.id,
      url: adminPhotoUrl(piaMain.id),
      previewUrl: adminPhotoUrl(piaMain.id, "preview"),
      userId: pia.id,
      isPrivate: false,
      isFlagged: false,
      flagReason: null,
      isMain: true,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
      owner: { id: pia.id, firstName: "Pia", lastName: "Photo", email: pia.email, isDemo: false },
      report: null,
      held: false,
      similar: null,
    });
    expect(await photoOf(piaSecond.id)).toMatchObject({ isMain: false });
    expect(await photoOf(quinPrivate.id)).toMatchObject({
      isPrivate: true,
      isFlagged: false,
      report: null,
      owner: { firstName: "Quin", lastName: "Private" },
    });
  });

  it("flags a photo with a pending report (the oldest one's reason) or the flag itself", async () => {
    expect(await photoOf(piaSecond.id)).toMatchObject({
      isFlagged: true,
      flagReason: "Not a photo of a person",
      report: { id: firstReportId, reason: "Not a photo of a person", category: "inappropriate_photos" },
    });
    expect(await photoOf(raeFlagged.id)).toMatchObject({
      isFlagged: true,
      flagReason: "Flagged by the upload check",
      report: null,
    });
  });

  it("lists only flagged photos when asked, newest first", async () => {
    const flagged = await parse("?flagged=true");
    expect(flagged.photos.map((photo) => photo.id)).toEqual([raeFlagged.id, piaSecond.id]);
    expect(flagged.total).toBe(2);
    expect((await parse("?flagged=false")).total).toBe(16);
    // Deciding the reports unflags the photo.
    await server.db.update(reports).set({ status: "reviewed" }).where(eq(reports.targetId, piaSecond.id));
    expect((await parse("?flagged=true")).photos.map((photo) => photo.id)).toEqual([raeFlagged.id]);
  });

  it("refuses a bad switch or page with a 400", async () => {
    for (const query of ["?flagged=yes", "?page=0", "?page=abc"]) {
      const response = await grid(query);
      expect([query, response.status, response.body.error?.code]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
  });
});

describe("the files", () => {
  it("serve a private photo to an admin, main and preview, never cached", async () => {
    const [row] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.id, quinPrivate.id));
    for (const [url, key] of [
      [adminPhotoUrl(quinPrivate.id), row!.storageKey],
      [adminPhotoUrl(quinPrivate.id, "preview"), row!.previewKey],
    ] as const) {
      const response = await download(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(row!.contentType);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(diskPath(key)))).toBe(true);
    }
    // The same photo is hidden from a member through the members' route.
    expect((await download(`/api/photos/${quinPrivate.id}/file`, reporter.client.cookieHeader)).status).toBe(404);
  });

  it("answer 404 to an unknown, malformed or fileless photo and 400 to a bad size", async () => {
    const [fileless] = await server.db
      .select({ id: profilePhotos.id })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, second.id))
      .limit(1);
    for (const id of [crypto.randomUUID(), "not-a-photo", fileless!.id]) {
      const response = await admin.client.get<ApiError>(`/api/admin/photos/${id}/file`);
      expect([id, response.status, response.body.error]).toEqual([
        id,
        404,
        { code: "NOT_FOUND", message: ADMIN_PANEL_TEXT.photoNotFound },
      ]);
    }
    const badSize = await admin.client.get<ApiError>(`/api/admin/photos/${piaMain.id}/file?size=huge`);
    expect([badSize.status, badSize.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("are for admins only", async () => {
    expect((await download(adminPhotoUrl(quinPrivate.id), quin.client.cookieHeader)).status).toBe(403);
    expect((await download(adminPhotoUrl(quinPrivate.id), "")).status).toBe(401);
    expect((await grid("", pia.client)).status).toBe(403);
    expect((await grid("", new TestClient(server))).status).toBe(401);
  });
});
