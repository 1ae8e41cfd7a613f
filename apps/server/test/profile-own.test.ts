// The own profile is read in one prepared statement, photos included: it must answer exactly what the
// profile's row and the photo list answer separately.
import type { OwnProfile, Photo } from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePhotos } from "../src/db/schema";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { newMember, uploadOk } = photoHelpers(() => server);

const profileInput = {
  firstName: "Grace",
  age: 41,
  gender: "female",
  interestedIn: "everyone",
  relationshipType: ["Long-term Relationship"],
  lookingFor: ["Marriage"],
  location: { country: "United States", state: "Texas", city: "Austin" },
  languages: ["English", "French"],
  interests: ["Reading", "Technology"],
  dealBreakers: ["Smoking"],
};

describe("GET /api/profile", () => {
  it("answers the saved profile with every photo, in order, private ones included, times to the millisecond", async () => {
    const member = await newMember("own-profile");
    const photos: Photo[] = [];
    for (let i = 0; i < 3; i++) photos.push(await uploadOk(member));
    expect(
      (await member.client.request("PATCH", `/api/photos/${photos[1]!.id}`, { json: { isPrivate: true } })).status,
    ).toBe(200);
    expect((await member.client.request("DELETE", `/api/photos/${photos[0]!.id}`)).status).toBe(204);
    // Sub-millisecond digits are cut, as the driver's Date cuts them.
    await server.db
      .update(profilePhotos)
      .set({ createdAt: sql`'2024-01-02 03:04:05.678999+00'::timestamptz` })
      .where(eq(profilePhotos.id, photos[2]!.id));

    const saved = await member.client.request<{ profile: OwnProfile }>("PUT", "/api/profile", { json: profileInput });
    expect(saved.status).toBe(200);
    const list = (await member.client.get<{ photos: Photo[] }>("/api/photos")).body.photos;
    expect(list).toHaveLength(2);
    expect(list.find((photo) => photo.id === photos[2]!.id)?.createdAt).toBe("2024-01-02T03:04:05.678Z");

    const own = await member.client.get<{ profile: OwnProfile }>("/api/profile");
    expect(own.status).toBe(200);
    expect(own.body.profile.photos).toEqual(list);
    expect(own.body.profile).toEqual(saved.body.profile);
    expect(own.body.profile.avatar).toBe(list[0]!.url);
  });

  it("answers an empty photo list for a profile without photos", async () => {
    const member = await newMember("own-profile-bare");
    await member.client.request("PUT", "/api/profile", { json: profileInput });
    const own = await member.client.get<{ profile: OwnProfile }>("/api/profile");
    expect(own.body.profile).toMatchObject({ firstName: "Grace", photos: [], avatar: null });
  });
});
