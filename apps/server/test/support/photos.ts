import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Photo } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { profilePhotos, profiles } from "../../src/db/schema";
import { TestClient, uniqueEmail } from "./client";
import * as images from "./images";
import type { TestServer } from "./server";

export type ApiError = { error: { code: string; message: string } };
export type Member = { client: TestClient; id: string; email: string };

export const PASSWORD = "a-long-enough-secret";
export const MB = 1024 * 1024;

/**
 * The photo tests' helpers, over the test file's own server: `getServer` answers it once its
 * beforeAll has started it.
 */
export function photoHelpers(getServer: () => TestServer) {
  async function newMember(label = "photos"): Promise<Member> {
    const client = new TestClient(getServer());
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
    getServer().db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId)).orderBy(profilePhotos.position);

  const diskPath = (key: string) => path.join(getServer().config.uploadsDir, key);

  /** The member's folder in the blob store; none at all counts as empty. */
  async function filesOf(userId: string): Promise<string[]> {
    try {
      return (await readdir(path.join(getServer().config.uploadsDir, "profile_photos", userId))).sort();
    } catch {
      return [];
    }
  }

  async function avatarOf(userId: string) {
    const [row] = await getServer()
      .db.select({ avatar: profiles.avatar })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row?.avatar;
  }

  /** A session cookie for requests the test client cannot make (binary bodies, streamed uploads). */
  async function sessionCookie(email: string): Promise<string> {
    const server = getServer();
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
    const response = await fetch(`${getServer().url}${url}`, { headers: { cookie } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  return { newMember, upload, uploadOk, rowsOf, diskPath, filesOf, avatarOf, sessionCookie, download };
}
