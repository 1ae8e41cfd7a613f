import { readdir } from "node:fs/promises";
import path from "node:path";
import { DemoRemovalSchema, type AdminStats } from "@kindred/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import {
  matches,
  messages,
  notificationMails,
  profilePhotos,
  profiles,
  rateLimitBuckets,
  reviews,
  users,
} from "../src/db/schema";
import { createBlobStore } from "../src/storage";
import { createMember, makeAdmin } from "./support/members";
import { matchedPair } from "./support/matched";
import { send } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { sendImageMessage, uploadPhoto } from "./support/uploads";

let server: TestServer;
beforeAll(async () => {
  // One demo city without portraits; the answers wait an hour, so none comes during this file.
  server = await startTestServer(
    { SEED_DEMO: "1", DEMO_REPLY_DELAY_SECONDS: "3600" },
    { demoSeed: { cities: ["London"], photos: false } },
  );
});
afterAll(() => server.close());

async function uploadedFiles(): Promise<string[]> {
  const entries = await readdir(server.config.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(server.config.uploadsDir, path.join(entry.parentPath, entry.name)));
}

/** Every column of every table that could hold an id (read from the catalogue): "table.column" where found. */
async function columnsHolding(value: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    server.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('uuid', 'ARRAY', 'text', 'jsonb', 'character varying')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${value}%`}`,
    );
    if (Number(row?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Two portraits for a demo member, as the seed stores them (files and rows). */
async function givePhotos(demoId: string) {
  const store = createBlobStore(server.config);
  for (const position of [0, 1]) {
    const keys = {
      main: `profile_photos/${demoId}/${position}_1_main.jpg`,
      preview: `profile_photos/${demoId}/${position}_1_preview.jpg`,
    };
    await store.put(keys.main, new Uint8Array([0xff, 0xd8, 0xff, position]), "image/jpeg");
    await store.put(keys.preview, new Uint8Array([0xff, 0xd8, 0xff, position]), "image/jpeg");
    await server.db.insert(profilePhotos).values({
      userId: demoId,
      position,
      storageKey: keys.main,
      previewKey: keys.preview,
      contentType: "image/jpeg",
      width: 480,
      height: 600,
      bytes: 4,
    });
  }
}

describe("removing the demo community", () => {
  it("removes every demo member, their files and everything they touched; real members keep the rest", async () => {
    const demo = await server.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isDemo, true));
    expect(demo.length).toBeGreaterThan(100);
    const [d1, d2, d3, d4, d5] = demo.map((row) => row.id);
    const { a: ada, b: ben, matchId: realMatch } = await matchedPair(server);
    const admin = await createMember(server, { firstName: "Root" });
    await makeAdmin(server, admin.id);

    // Ada's own things: a photo, private and shared with a demo member; a conversation with Ben.
    const adaPhoto = await uploadPhoto(ada.client, { isPrivate: true });
    await server.db.execute(
      sql`update profile_photos set allowed_users = array[${d3}]::uuid[] where id = ${adaPhoto.id}`,
    );
    expect((await send(ada.client, realMatch, "Hi Ben")).status).toBe(201);
    await sendImageMessage(ben.client, realMatch);

    // What Ada shares with demo members: a like waiting for an answer, a pass, a block, a report, and a
    // conversation with one (matched by the demo member), with her image in it and their review of her.
    await givePhotos(d1!);
    await givePhotos(d3!);
    expect((await ada.client.post("/api/likes", { targetId: d1 })).status).toBe(201);
    expect((await ada.client.post("/api/passes", { targetId: d2 })).status).toBeLessThan(300);
    expect((await ada.client.post("/api/blocks", { userId: d4 })).status).toBeLessThan(300);
    expect((await ada.client.post("/api/likes", { targetId: d3 })).status).toBe(201);
    const [demoMatch] = await server.db
      .update(matches)
      .set({ status: "active", matchedAt: new Date() })
      .where(and(eq(matches.user1Id, ada.id), eq(matches.user2Id, d3!)))
      .returning({ id: matches.id });
    expect(demoMatch).toBeDefined();
    expect((await send(ada.client, demoMatch!.id, "Hello Londoner")).status).toBe(201);
    const adaImage = await sendImageMessage(ada.client, demoMatch!.id);
    await server.db.insert(messages).values({
      matchId: demoMatch!.id,
      senderId: d3,
      receiverId: ada.id,
      clientId: "demo-written-1",
      content: "Hi Ada",
    });
    await server.db
      .insert(notificationMails)
      .values({ recipientId: ada.id, matchId: demoMatch!.id, lastMailedAt: new Date() });
    await server.db.insert(reviews).values({
      reviewerId: d3!,
      reviewedId: ada.id,
      photoAccuracy: "Yes",
      followedThroughOnPlans: "Yes",
      honestAboutIntentions: "Yes",
      positiveTraits: ["Kind"],
    });
    const filed = { kind: "profile", category: "fake_profile", reason: "Too good to be true" };
    expect((await ada.client.post("/api/reports", { ...filed, targetId: d1 })).status).toBe(201);
    // An unanswered like from a demo member to Ben, and the rate limit it counted.
    await server.db.insert(matches).values({ user1Id: d5!, user2Id: ben.id, status: "pending" });
    await server.db.insert(rateLimitBuckets).values({ key: `likes:${d5}`, windowStart: Date.now(), count: 1 });

    const filesBefore = await uploadedFiles();
    const demoFiles = filesBefore.filter((file) => [d1, d3].some((id) => file.includes(id!)));
    expect(demoFiles).toHaveLength(8);
    expect(filesBefore.filter((file) => file.startsWith(`message_photos/${ada.id}/`))).toHaveLength(1);
    expect(filesBefore.some((file) => file.startsWith("report_evidence/"))).toBe(true);
    const stats = await admin.client.get<AdminStats>("/api/admin/stats");
    expect(stats.body.demoMembers).toBe(demo.length);

    // A member may not; an admin may.
    expect((await ada.client.request("DELETE", "/api/admin/demo")).status).toBe(403);
    const answer = await admin.client.request("DELETE", "/api/admin/demo");
    expect(answer.status).toBe(200);
    expect(DemoRemovalSchema.parse(answer.body)).toEqual({
      members: demo.length,
      photos: 4,
      // 8 portraits and previews, Ada's image in the demo conversation, the report's evidence copies.
      files: expect.any(Number),
      likes: 2,
      passes: 1,
      matches: 1,
      messages: 3,
      reviews: 1,
      reports: 1,
      blocks: 1,
      notifications: 1,
    });
    expect(DemoRemovalSchema.parse(answer.body).files).toBeGreaterThanOrEqual(9);

    // Nothing of them is left: no row names any of them, no file of theirs remains.
    expect(await server.db.$count(profiles, eq(profiles.isDemo, true))).toBe(0);
    expect(await server.db.$count(users, sql`${users.email} like '%@demo.kindred.invalid'`)).toBe(0);
    for (const id of [d1, d2, d3, d4, d5]) expect(await columnsHolding(id!)).toEqual([]);
    expect(await columnsHolding(demoMatch!.id)).toEqual([]);
    const filesAfter = await uploadedFiles();
    expect(filesAfter.filter((file) => [d1, d3].some((id) => file.includes(id!)))).toEqual([]);
    expect(filesAfter.some((file) => file.startsWith("report_evidence/"))).toBe(false);
    expect(filesAfter.filter((file) => file.startsWith(`message_photos/${ada.id}/`))).toEqual([]);
    expect(adaImage.imageUrl).not.toBeNull();

    // Ada and Ben keep their accounts, Ada her photo (shared with no one now), their conversation and its image.
    expect(await server.db.$count(users, sql`${users.id} in (${ada.id}, ${ben.id})`)).toBe(2);
    const [photo] = await server.db.select().from(profilePhotos).where(eq(profilePhotos.id, adaPhoto.id));
    expect(photo?.allowedUsers).toEqual([]);
    expect(filesAfter).toContain(photo!.storageKey);
    expect(await server.db.$count(messages, eq(messages.matchId, realMatch))).toBe(2);
    expect(filesAfter.filter((file) => file.startsWith(`message_photos/${ben.id}/`))).toHaveLength(1);
    const [real] = await server.db.select().from(matches).where(eq(matches.id, realMatch));
    expect(real?.status).toBe("active");
    expect((await admin.client.get<AdminStats>("/api/admin/stats")).body.demoMembers).toBe(0);

    // Once more: nothing to remove.
    const again = await admin.client.request("DELETE", "/api/admin/demo");
    expect(DemoRemovalSchema.parse(again.body).members).toBe(0);
  }, 60_000);
});
