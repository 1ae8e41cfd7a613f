// The deck reads its cards' rows and photos in one statement: each card must show exactly the photos
// the member's own page shows this viewer (private ones only to allowed members and active matches).
import type { Photo } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePhotos } from "../src/db/schema";
import { place } from "./support/discovery";
import { createMember } from "./support/members";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { uploadOk } = photoHelpers(() => server);
type Card = { profile: { id: string; avatar: string | null; photos: Photo[] } };

describe("the deck's card photos", () => {
  it("are the photos the viewer may see, in order, as the member's page shows them", async () => {
    const here = place();
    const viewer = await createMember(server, { ...here, firstName: "Viewer" });
    const allowed = await createMember(server, { ...here, firstName: "Allowed" });
    const shown = await createMember(server, { ...here, firstName: "Shown" });
    const member = { ...shown, email: "" };
    const photos: Photo[] = [];
    for (let i = 0; i < 3; i++) photos.push(await uploadOk(member));
    const privacy = (id: string, json: object) => shown.client.request("PATCH", `/api/photos/${id}`, { json });
    expect((await privacy(photos[0]!.id, { isPrivate: true })).status).toBe(200);
    expect((await privacy(photos[2]!.id, { isPrivate: true })).status).toBe(200);
    await server.db
      .update(profilePhotos)
      .set({ allowedUsers: [allowed.id] })
      .where(eq(profilePhotos.id, photos[2]!.id));

    for (const who of [viewer, allowed]) {
      const cards = (await who.client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards;
      const card = cards.find((c) => c.profile.id === shown.id);
      expect(card, "the member is on the deck").toBeDefined();
      const page = await who.client.get<{ profile: { avatar: string | null; photos: Photo[] } }>(
        `/api/profiles/${shown.id}`,
      );
      expect(page.status).toBe(200);
      expect(card!.profile.photos).toEqual(page.body.profile.photos);
      expect(card!.profile.avatar).toBe(page.body.profile.avatar);
    }
    const seenBy = async (who: typeof viewer) =>
      (await who.client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards
        .find((c) => c.profile.id === shown.id)!
        .profile.photos.map((photo) => photo.id);
    expect(await seenBy(viewer)).toEqual([photos[1]!.id]);
    expect(await seenBy(allowed)).toEqual([photos[1]!.id, photos[2]!.id]);
  });
});
