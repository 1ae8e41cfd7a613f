// Who may see a photo: the owner's privacy switch, private photos' viewers, and signed-out visitors.
import { PHOTO_MESSAGES, type Photo } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, profilePhotos } from "../src/db/schema";
import { listPhotosVisibleTo } from "../src/modules/photos/photos.repository";
import { TestClient } from "./support/client";
import * as images from "./support/images";
import { photoHelpers, type ApiError, type Member } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { newMember, uploadOk, rowsOf } = photoHelpers(() => server);

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
