// Issue 31, selfie verification: the server finds the face in each selfie and in the member's photos,
// compares them with the face model it runs itself, and gives the badge only to a live, matching face.
// Real photographs (support/faces.ts); the face model runs in its own thread, as in production.
import {
  VERIFICATION,
  VERIFICATION_TEXT,
  VerificationResultSchema,
  VerificationStartSchema,
  type Photo,
  type PublicProfile,
} from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { photoVerifications } from "../src/db/schema";
import { createRandom } from "../src/modules/demo/demo-random";
import { choosePortraitLook, renderPortrait } from "../src/modules/demo/portrait";
import type { TestClient } from "./support/client";
import { FRANCK, FRANCK_PHOTOS, face, franckSelfies, twoFaces } from "./support/faces";
import * as images from "./support/images";
import { createMember } from "./support/members";
import { english } from "./support/text";
import { startTestServer, type TestServer } from "./support/server";

type Member = Awaited<ReturnType<typeof createMember>>;
type Refusal = { error: { code: string; message: string } };

let server: TestServer;
let viewer: Member;
beforeAll(async () => {
  server = await startTestServer();
  viewer = await createMember(server, { firstName: "Viewer" });
});
afterAll(() => server.close());

async function upload(client: TestClient, bytes: Uint8Array): Promise<Photo> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const response = await client.request<Photo>("POST", "/api/photos", { body: form });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A member with these profile photos (main first). */
async function memberWithPhotos(firstName: string, photos: Uint8Array[], fields = {}): Promise<Member> {
  const member = await createMember(server, { firstName, ...fields });
  for (const photo of photos) await upload(member.client, photo);
  return member;
}

async function start(member: Member) {
  const response = await member.client.post("/api/verification", {});
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return VerificationStartSchema.parse(response.body);
}

function send(member: Member, id: string, frames: Uint8Array[]) {
  const form = new FormData();
  for (const frame of frames)
    form.append(VERIFICATION.frameField, new Blob([new Uint8Array(frame)], { type: "image/jpeg" }), "selfie.jpg");
  return member.client.request<Refusal>("POST", `/api/verification/${id}/selfies`, { body: form });
}

async function verdict(member: Member, id: string, frames: Uint8Array[]) {
  const response = await send(member, id, frames);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return VerificationResultSchema.parse(response.body);
}

const row = async (id: string) =>
  (await server.db.select().from(photoVerifications).where(eq(photoVerifications.id, id)))[0]!;
const seenBy = async (member: Member, id: string) =>
  (await member.client.get<{ profile: PublicProfile }>(`/api/profiles/${id}`)).body.profile;
const franckPhotos = () => Promise.all(FRANCK_PHOTOS.map(face));

// Each verdict runs the face models over several frames: seconds of CPU each, and this file shares two
// cores with the journeys' browsers in CI's PostgreSQL pass.
describe("selfie verification", { timeout: 90_000 }, () => {
  it("verifies a member whose live selfies match their main photo and their other photo, and others see the badge", async () => {
    const franck = await memberWithPhotos("Franck", await franckPhotos(), { bio: "zqverifiedword" });
    expect((await seenBy(viewer, franck.id)).verified).toBe(false);
    const { id, poses, expiresAt } = await start(franck);
    expect(poses).toHaveLength(VERIFICATION.posesPerAttempt);
    expect(new Set(poses).size).toBe(poses.length);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const result = await verdict(franck, id, await franckSelfies(poses));
    expect(result).toEqual({ verified: true, reason: null, message: VERIFICATION_TEXT.verified });
    const decided = await row(id);
    console.log(
      `same person: main ${decided.mainSimilarity?.toFixed(3)}, other ${decided.otherSimilarity?.toFixed(3)}`,
    );
    expect(decided.mainSimilarity).toBeGreaterThanOrEqual(VERIFICATION.minSimilarity);
    expect(decided.otherSimilarity).toBeGreaterThanOrEqual(VERIFICATION.minSimilarity);
    expect((await seenBy(viewer, franck.id)).verified).toBe(true);
    // On the deck's card and in search too (each maps the profile its own way).
    const deck = await viewer.client.get<{ cards: { profile: PublicProfile }[] }>("/api/discovery/deck");
    expect(deck.body.cards.find((card) => card.profile.id === franck.id)?.profile.verified).toBe(true);
    const found = await viewer.client.get<{ results: { profile: PublicProfile }[] }>("/api/search?q=zqverifiedword");
    expect(found.body.results.map((result) => [result.profile.id, result.profile.verified])).toEqual([
      [franck.id, true],
    ]);
    const status = await franck.client.get<{ verified: boolean }>("/api/verification");
    expect(status.body.verified).toBe(true);

    // A decided verification takes no more selfies; the same selfies in a new one are refused.
    expect((await send(franck, id, await franckSelfies(poses))).status).toBe(409);
    const again = await start(franck);
    const replay = await send(franck, again.id, await franckSelfies(again.poses));
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toBe(VERIFICATION_TEXT.refusals.replayed);

    // Another photo added behind the main one keeps the badge; the main photo changing ends it.
    await upload(franck.client, await images.jpeg(400, 300));
    expect((await seenBy(viewer, franck.id)).verified).toBe(true);
    const own = await franck.client.get<{ photos: Photo[] }>("/api/photos");
    const main = own.body.photos.find((photo) => photo.isMain)!;
    expect((await franck.client.request("DELETE", `/api/photos/${main.id}`)).status).toBe(204);
    expect((await seenBy(viewer, franck.id)).verified).toBe(false);
    expect((await franck.client.get<{ verified: boolean }>("/api/verification")).body.verified).toBe(false);
  });

  it("fails another person, a drawing, and one picture held up to the camera", async () => {
    // Another person: Nicolas Cage's photo, Franck's face.
    const other = await memberWithPhotos("Other", [await face("cage.jpg")]);
    const otherTry = await start(other);
    expect(await verdict(other, otherTry.id, await franckSelfies(otherTry.poses))).toEqual({
      verified: false,
      reason: "main-photo-mismatch",
      message: VERIFICATION_TEXT.failures["main-photo-mismatch"],
    });
    const otherRow = await row(otherTry.id);
    console.log(`different people: main ${otherRow.mainSimilarity?.toFixed(3)}`);
    expect(otherRow.mainSimilarity).toBeLessThan(VERIFICATION.minSimilarity);
    expect((await seenBy(viewer, other.id)).verified).toBe(false);

    // A drawing: the demo community's portraits are drawings, not a face.
    const portrait = await renderPortrait(choosePortraitLook(createRandom(7), { gender: "male", age: 30 }, 1), 0);
    const drawn = await memberWithPhotos("Drawn", [portrait.main.bytes]);
    const drawnTry = await start(drawn);
    const drawnAnswer = await send(drawn, drawnTry.id, await franckSelfies(drawnTry.poses));
    // The face model finds no face in the drawing: the member is told to choose a photo of their face.
    expect(drawnAnswer.status).toBe(409);
    expect(drawnAnswer.body.error.message).toBe(VERIFICATION_TEXT.refusals.mainPhotoFace);
    expect((await seenBy(viewer, drawn.id)).verified).toBe(false);

    // A photo held up: the same picture for every selfie.
    const holder = await memberWithPhotos("Holder", [await face(FRANCK_PHOTOS[0]!)]);
    const held = await start(holder);
    const still = await face(FRANCK.straight);
    expect(await verdict(holder, held.id, held.poses.map(() => still).concat(still))).toMatchObject({
      verified: false,
      reason: "no-movement",
    });
    // A pose not made: the straight-on picture re-encoded for each pose moves a little but never turns or smiles.
    const heldAgain = await start(holder);
    const sharp = (await import("sharp")).default;
    const copies = await Promise.all(
      heldAgain.poses.map((_, index) =>
        sharp(still)
          .modulate({ brightness: 1.2 + index * 0.2 })
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(await verdict(holder, heldAgain.id, [await face("franck_02221.jpg"), ...copies])).toMatchObject({
      verified: false,
      reason: "pose-not-seen",
    });
    expect((await seenBy(viewer, holder.id)).verified).toBe(false);
  });

  it("refuses selfies it cannot judge and keeps the verification open: no face, two faces, not an image, too small or large, the wrong count", async () => {
    const member = await memberWithPhotos("Careful", [await face(FRANCK_PHOTOS[1]!)]);
    const { id, poses } = await start(member);
    const selfies = await franckSelfies(poses);
    const refused = async (frames: Uint8Array[], status: number, message: string) => {
      const response = await send(member, id, frames);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.error.message).toBe(message);
    };
    const refusals = VERIFICATION_TEXT.refusals;
    await refused([await images.jpeg(640, 480), ...selfies.slice(1)], 400, refusals.noFace);
    await refused([await twoFaces(), ...selfies.slice(1)], 400, refusals.severalFaces);
    await refused([new TextEncoder().encode("not a picture"), ...selfies.slice(1)], 400, refusals.notAnImage);
    await refused([await images.jpeg(200, 200), ...selfies.slice(1)], 400, english(refusals.tooSmall));
    await refused(
      [await images.jpeg(VERIFICATION.frameMaxSide + 1, 300), ...selfies.slice(1)],
      400,
      english(refusals.tooLarge),
    );
    await refused(selfies.slice(1), 400, refusals.frameCount);
    const plain = await member.client.post<Refusal>(`/api/verification/${id}/selfies`, { frames: [] });
    expect(plain.status).toBe(415);
    expect((await row(id)).decidedAt).toBeNull();
    expect((await row(id)).selfieDigests).toEqual([]);

    // Another member's verification is not theirs to answer; an expired one is closed.
    expect((await send(viewer, id, selfies)).status).toBe(404);
    await server.db
      .update(photoVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(photoVerifications.id, id));
    const expired = await send(member, id, selfies);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(refusals.expired);
    expect((await send(member, "not-an-id", selfies)).status).toBe(404);
  });

  it("needs a main photo, and allows a few verifications a day", async () => {
    // The limit as production applies it (test servers scale every limit).
    const strict = await startTestServer({ RATE_LIMIT_SCALE: "1" });
    onTestFinished(() => strict.close());
    const bare = await createMember(strict, { firstName: "Bare" });
    const noPhoto = await bare.client.post<Refusal>("/api/verification", {});
    expect(noPhoto.status).toBe(409);
    expect(noPhoto.body.error.message).toBe(VERIFICATION_TEXT.refusals.noMainPhoto);

    await upload(bare.client, await images.jpeg(400, 300));
    expect((await bare.client.get<{ attemptsLeft: number }>("/api/verification")).body.attemptsLeft).toBe(
      VERIFICATION.attemptsPerDay,
    );
    for (let started = 0; started < VERIFICATION.attemptsPerDay; started++) await start(bare);
    const tooMany = await bare.client.post<Refusal>("/api/verification", {});
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error.message).toBe(VERIFICATION_TEXT.refusals.tooMany);
    expect((await bare.client.get<{ attemptsLeft: number }>("/api/verification")).body.attemptsLeft).toBe(0);
  });

  it("answers visitors 401", async () => {
    const { TestClient } = await import("./support/client");
    const visitor = new TestClient(server);
    expect((await visitor.get("/api/verification")).status).toBe(401);
    expect((await visitor.post("/api/verification", {})).status).toBe(401);
  });
});

describe("the face check's model files", () => {
  it("are served to members from this server's packages, and nothing else by that route", async () => {
    const json = await viewer.client.get<{ modelTopology?: unknown }>("/api/verification/models/blazeface.json");
    expect(json.status).toBe(200);
    expect(json.body.modelTopology).toBeTruthy();
    const wasm = await viewer.client.request("GET", "/api/verification/models/tfjs-backend-wasm-simd.wasm");
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get("content-type")).toBe("application/wasm");
    // The comparison's model stays on the server; no other file of the package, and no path, is reachable.
    for (const name of ["faceres.json", "models.json", "..%2Fpackage.json"])
      expect((await viewer.client.get(`/api/verification/models/${name}`)).status).toBe(404);
  });
});
