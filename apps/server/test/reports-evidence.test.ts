// A report's evidence: a snapshot of what was reported as it was, with copies of its files that outlive them.
import type { ReportSnapshot } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, profiles, reports, reviews } from "../src/db/schema";
import type { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { send } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { sendImageMessage, uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
type Receipt = { report: { id: string } };

let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createMember(server, { firstName: "Mod" });
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

async function report(client: TestClient, kind: string, targetId: string): Promise<string> {
  const response = await client.post<Receipt>("/api/reports", { kind, targetId, category: "other", reason: "Look" });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.report.id;
}
async function evidenceOf(reportId: string): Promise<ReportSnapshot[]> {
  const [row] = await server.db.select().from(reports).where(eq(reports.id, reportId));
  return row!.evidence;
}
/** A file's bytes as a member's (or the admin's) browser gets them. */
async function download(client: TestClient, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader } });
  const file = {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
  return file;
}
const evidenceUrl = (reportId: string, n: number) => `/api/admin/reports/${reportId}/evidence/${n}`;

describe("a profile report", () => {
  it("keeps the profile's words and copies of its photos, as they were", async () => {
    const me = await createMember(server, { firstName: "Ana" });
    const other = await createMember(server, {
      firstName: "Bo",
      lastName: "Kim",
      age: 41,
      bio: "Send me gift cards",
      occupation: "Prince",
    });
    const photos = [await uploadPhoto(other.client), await uploadPhoto(other.client, { isPrivate: true })];
    const id = await report(me.client, "profile", other.id);
    await server.db.update(profiles).set({ bio: "Nothing to see" }).where(eq(profiles.id, other.id));

    const [snapshot] = await evidenceOf(id);
    expect(snapshot).toMatchObject({ kind: "profile", targetId: other.id });
    if (snapshot?.kind !== "profile") throw new Error("not a profile snapshot");
    expect(snapshot.profile).toMatchObject({
      firstName: "Bo",
      lastName: "Kim",
      age: 41,
      bio: "Send me gift cards",
      occupation: "Prince",
      location: "Austin, Texas, United States",
    });
    expect(snapshot.profile).not.toHaveProperty("latitude");
    expect(Date.now() - new Date(snapshot.capturedAt).getTime()).toBeLessThan(60_000);
    expect(snapshot.photos.map((photo) => [photo.id, photo.isPrivate, photo.file])).toEqual([
      [photos[0]!.id, false, 0],
      [photos[1]!.id, true, 1],
    ]);
    expect(snapshot.files.map((file) => file.key)).toEqual([
      `report_evidence/${id}/0.jpg`,
      `report_evidence/${id}/1.jpg`,
    ]);
    for (const [n, photo] of photos.entries()) {
      const original = await download(other.client, photo.url);
      const copy = await download(admin.client, evidenceUrl(id, n));
      expect([copy.status, copy.type]).toEqual([200, "image/jpeg"]);
      expect(copy.bytes.equals(original.bytes)).toBe(true);
    }
  });
});

describe("a photo report", () => {
  it("keeps the photo's row and a copy of its file after the owner deletes it", async () => {
    const me = await createMember(server, { firstName: "Cy" });
    const other = await createMember(server, { firstName: "Di" });
    const photo = await uploadPhoto(other.client);
    const original = await download(me.client, photo.url);
    expect(original.status).toBe(200);

    const id = await report(me.client, "photo", photo.id);
    expect((await other.client.request("DELETE", `/api/photos/${photo.id}`)).status).toBe(204);
    expect((await download(other.client, photo.url)).status).toBe(404);

    const [snapshot] = await evidenceOf(id);
    if (snapshot?.kind !== "photo") throw new Error("not a photo snapshot");
    expect(snapshot.photo).toMatchObject({
      id: photo.id,
      userId: other.id,
      position: 0,
      isPrivate: false,
      contentType: "image/jpeg",
      width: photo.width,
      height: photo.height,
      file: 0,
    });
    const copy = await download(admin.client, evidenceUrl(id, 0));
    expect(copy.status).toBe(200);
    expect(copy.bytes.equals(original.bytes)).toBe(true);
    // Only admins read evidence; a number the report does not hold is not found.
    expect((await download(me.client, evidenceUrl(id, 0))).status).toBe(403);
    expect((await download(admin.client, evidenceUrl(id, 1))).status).toBe(404);
    expect((await download(admin.client, evidenceUrl(id, -1))).status).toBe(404);
    expect((await download(admin.client, evidenceUrl("nope", 0))).status).toBe(404);
  });
});

describe("a conversation report", () => {
  it("keeps its last messages, with copies of their images", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Ed", "Flo"]);
    await send(a.client, matchId, "hello");
    const image = await sendImageMessage(b.client, matchId);
    await send(b.client, matchId, "send money");
    const original = await download(a.client, image.imageUrl!);

    const id = await report(a.client, "conversation", matchId);
    await server.db.delete(messages).where(eq(messages.matchId, matchId));

    const [snapshot] = await evidenceOf(id);
    if (snapshot?.kind !== "conversation") throw new Error("not a conversation snapshot");
    expect(snapshot.messages.map((m) => [m.senderId, m.content, m.hasImage, m.file])).toEqual([
      [a.id, "hello", false, null],
      [b.id, null, true, 0],
      [b.id, "send money", false, null],
    ]);
    expect(snapshot.messages[1]!.id).toBe(image.id);
    const copy = await download(admin.client, evidenceUrl(id, 0));
    expect(copy.status).toBe(200);
    expect(copy.bytes.equals(original.bytes)).toBe(true);
  });

  it("is bounded: the last 200 messages, the last 20 images", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Gus", "Hana"]);
    const image = await sendImageMessage(b.client, matchId);
    const [stored] = await server.db.select().from(messages).where(eq(messages.id, image.id));
    const start = Date.now() + 1000;
    await server.db.insert(messages).values(
      Array.from({ length: 230 }, (_, i) => ({
        matchId,
        senderId: b.id,
        receiverId: a.id,
        clientId: `bulk-${i}`,
        content: `message ${i}`,
        imageKey: i % 5 === 0 ? stored!.imageKey : null,
        createdAt: new Date(start + i),
      })),
    );
    const id = await report(a.client, "conversation", matchId);
    const [snapshot] = await evidenceOf(id);
    if (snapshot?.kind !== "conversation") throw new Error("not a conversation snapshot");
    expect(snapshot.messages).toHaveLength(200);
    expect(snapshot.messages[0]!.content).toBe("message 30");
    expect(snapshot.messages.at(-1)!.content).toBe("message 229");
    expect(snapshot.files).toHaveLength(20);
    // The newest images are the ones copied.
    expect(snapshot.messages.filter((m) => m.file !== null).map((m) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${130 + i * 5}`),
    );

    // A message older than the last 200, named by the report, leads its snapshot.
    const named = await a.client.post<Receipt>("/api/reports", {
      kind: "conversation",
      targetId: matchId,
      category: "other",
      reason: "This one",
      messageId: image.id,
    });
    expect(named.status).toBe(200);
    const [, again] = await evidenceOf(id);
    if (again?.kind !== "conversation") throw new Error("not a conversation snapshot");
    expect(again.messages).toHaveLength(201);
    expect([again.messageId, again.messages[0]!.id]).toEqual([image.id, image.id]);
  });
});

describe('a conversation report naming a message ("Does this bother you?")', () => {
  it("marks that message, and shows what each message carries: contact early only, money and insults always", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Ivo", "Jade"]);
    await send(b.client, matchId, "hi there");
    await send(b.client, matchId, "Add me on WhatsApp");
    const ask = await send(b.client, matchId, "I need you to send me money for the verification fee");
    for (let i = 0; i < 8; i += 1) await send(i % 2 ? a.client : b.client, matchId, `chat ${i}`);
    await send(b.client, matchId, "text me at +44 7700 900123, you idiot");

    const filed = await a.client.post<Receipt>("/api/reports", {
      kind: "conversation",
      targetId: matchId,
      category: "scam_spam",
      reason: "They asked me for money",
      messageId: ask.body.message.id,
    });
    expect(filed.status).toBe(201);
    const [snapshot] = await evidenceOf(filed.body.report.id);
    if (snapshot?.kind !== "conversation") throw new Error("not a conversation snapshot");
    expect(snapshot.messageId).toBe(ask.body.message.id);
    expect(snapshot.messages.map((m) => m.signals)).toEqual([
      [],
      ["contact"],
      ["payment"],
      ...Array.from({ length: 8 }, () => []),
      // The twelfth message: a phone number this late is ordinary, the insult is not.
      ["insult"],
    ]);
  });

  it("refuses a message that is not the reported member's in this conversation, and stores nothing", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Kai", "Lou"]);
    const other = await matchedPair(server, ["Max", "Nia"]);
    const mine = await send(a.client, matchId, "my own words");
    const elsewhere = await send(other.b.client, other.matchId, "another conversation");
    const theirs = await send(b.client, matchId, "their words");
    const before = await server.db.$count(reports);
    const attempt = (body: Record<string, unknown>) =>
      a.client.post<{ error: { code: string; message: string; fields?: Record<string, string> } }>("/api/reports", {
        kind: "conversation",
        targetId: matchId,
        category: "harassment",
        reason: "Rude",
        ...body,
      });
    for (const messageId of [mine.body.message.id, elsewhere.body.message.id, crypto.randomUUID()]) {
      const refused = await attempt({ messageId });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe("That message is not in this conversation.");
    }
    expect((await attempt({ messageId: "not-an-id" })).status).toBe(400);
    const wrongKind = await attempt({ kind: "profile", targetId: b.id, messageId: theirs.body.message.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.fields).toEqual({ messageId: "Only a conversation's report can name a message." });
    expect(await server.db.$count(reports)).toBe(before);
  });
});

describe("a review report", () => {
  it("keeps every review about the member with its author, for moderators only", async () => {
    const me = await createMember(server, { firstName: "Ike" });
    const [first, second] = [await createMember(server), await createMember(server)];
    await server.db.insert(reviews).values(
      [first!, second!].map((author, i) => ({
        reviewerId: author.id,
        reviewedId: me.id,
        photoAccuracy: i === 0 ? "No" : "Yes",
        followedThroughOnPlans: "No",
        honestAboutIntentions: "Somewhat",
        positiveTraits: ["Funny"],
      })),
    );
    // The reviewed member reports the reviews about them as unfair.
    const id = await report(me.client, "review", me.id);
    const [row] = await server.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ reporterId: me.id, reportedUserId: me.id, kind: "review", targetId: me.id });
    const [snapshot] = row!.evidence;
    if (snapshot?.kind !== "review") throw new Error("not a review snapshot");
    expect(snapshot.reviews.map((review) => [review.reviewerId, review.photoAccuracy]).sort()).toEqual(
      [
        [first!.id, "No"],
        [second!.id, "Yes"],
      ].sort(),
    );
    expect(snapshot.files).toEqual([]);
  });
});

describe("evidence over repeats", () => {
  it("numbers the files of each repeat on from the last", async () => {
    const me = await createMember(server, { firstName: "Jo" });
    const other = await createMember(server, { firstName: "Kai" });
    const [p1, p2] = [await uploadPhoto(other.client), await uploadPhoto(other.client)];
    const id = await report(me.client, "profile", other.id);
    expect(await report(me.client, "photo", p2!.id)).toBe(id);
    const evidence = await evidenceOf(id);
    expect(evidence.map((snapshot) => snapshot.files.map((file) => file.n))).toEqual([[0, 1], [2]]);
    const original = await download(me.client, p2!.url);
    expect((await download(admin.client, evidenceUrl(id, 2))).bytes.equals(original.bytes)).toBe(true);
    expect(p1).toBeDefined();
  });
});
