// A conversation between two matched members: sending, paging, reading, the list, and images.
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Conversation, MessagePage } from "@kindred/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as images from "./support/images";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { messageCounter, newClientId, send, sendImage } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countMessages = messageCounter(() => server);

describe("messages between matches", () => {
  it("sends, lists and reads a conversation", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const first = await send(a.client, matchId, "  Hello Ben!  ");
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({
      matchId,
      senderId: a.id,
      receiverId: b.id,
      content: "Hello Ben!",
      isRead: false,
      imageUrl: null,
    });
    await send(b.client, matchId, "Hi Ada");
    await send(a.client, matchId, "How are you?");

    const page = await b.client.get<MessagePage>(`/api/conversations/${matchId}/messages`);
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m) => m.content)).toEqual(["Hello Ben!", "Hi Ada", "How are you?"]);
    expect(page.body.hasMore).toBe(false);

    const older = await b.client.get<MessagePage>(`/api/conversations/${matchId}/messages?limit=2`);
    expect(older.body.messages.map((m) => m.content)).toEqual(["Hi Ada", "How are you?"]);
    expect(older.body.hasMore).toBe(true);
    const before = await b.client.get<MessagePage>(
      `/api/conversations/${matchId}/messages?limit=2&before=${older.body.messages[0]!.id}`,
    );
    expect(before.body.messages.map((m) => m.content)).toEqual(["Hello Ben!"]);

    const list = await b.client.get<{ conversations: Conversation[] }>("/api/conversations");
    expect(list.body.conversations).toHaveLength(1);
    expect(list.body.conversations[0]).toMatchObject({
      matchId,
      other: { id: a.id, firstName: "Ada", lastName: "Lovelace" },
      lastMessage: { content: "How are you?", hasImage: false, senderId: a.id },
      unreadCount: 2,
      online: false,
    });
    expect((await b.client.get("/api/conversations/summary")).body).toEqual({ unreadMessages: 2, pendingLikes: 0 });

    const read = await b.client.post<{ messageIds: string[] }>(`/api/conversations/${matchId}/read`);
    expect(read.body.messageIds).toHaveLength(2);
    expect((await b.client.get("/api/conversations/summary")).body).toEqual({ unreadMessages: 0, pendingLikes: 0 });
    const seen = await a.client.get<MessagePage>(`/api/conversations/${matchId}/messages`);
    expect(seen.body.messages.filter((m) => m.senderId === a.id).every((m) => m.isRead)).toBe(true);
    expect(seen.body.messages.find((m) => m.senderId === b.id)!.isRead).toBe(false);
    // Reading again changes nothing.
    expect(
      (await b.client.post<{ messageIds: string[] }>(`/api/conversations/${matchId}/read`)).body.messageIds,
    ).toEqual([]);
  });

  it("stores one message however often the same client_id is sent, one after another or at once", async () => {
    const { a, matchId } = await matchedPair(server);
    const clientId = newClientId();
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await send(a.client, matchId, "Only once", clientId));
    expect(responses.map((r) => r.status)).toEqual([201, 200, 200]);
    expect(new Set(responses.map((r) => r.body.message.id)).size).toBe(1);

    const together = newClientId();
    const parallel = await Promise.all([1, 2, 3, 4, 5].map(() => send(a.client, matchId, "At once", together)));
    expect(parallel.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(parallel.map((r) => r.body.message.id)).size).toBe(1);
    expect(await countMessages(matchId)).toBe(2);
  });

  it("orders conversations by their newest message, empty ones last", async () => {
    const me = await createMember(server, { firstName: "Cleo" });
    const ids: Record<string, string> = {};
    for (const name of ["Dan", "Eve", "Finn"]) {
      const other = await createMember(server, { firstName: name });
      await me.client.post("/api/likes", { targetId: other.id });
      const back = await other.client.post<{ matchId: string }>("/api/likes", { targetId: me.id });
      ids[name] = back.body.matchId;
    }
    await send(me.client, ids.Dan!, "first");
    await send(me.client, ids.Finn!, "second");
    await send(me.client, ids.Dan!, "third");
    const list = await me.client.get<{ conversations: Conversation[] }>("/api/conversations");
    expect(list.body.conversations.map((c) => c.other.firstName)).toEqual(["Dan", "Finn", "Eve"]);
  });

  it("lists the other member's first photo as the avatar, and answers every path uncached, refusals too", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const upload = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
      const response = await a.client.request<{ previewUrl: string }>("POST", "/api/photos", { body: form });
      expect(response.status).toBe(201);
      return response.body;
    };
    const main = await upload(await images.jpeg(320, 240));
    await upload(await images.jpeg(240, 320));

    const sent = await send(b.client, matchId, "Nice photos");
    const list = await b.client.get<{ conversations: Conversation[] }>("/api/conversations");
    expect(list.body.conversations.map((c) => [c.other.id, c.other.avatarUrl])).toEqual([[a.id, main.previewUrl]]);
    // A member with no photo has no avatar.
    const mine = await a.client.get<{ conversations: Conversation[] }>("/api/conversations");
    expect(mine.body.conversations.map((c) => c.other.avatarUrl)).toEqual([null]);
    const refused = await send(b.client, "00000000-0000-4000-8000-000000000000", "nobody");
    const page = await b.client.get(`/api/conversations/${matchId}/messages`);
    expect(
      [sent, list, refused, page].map((response) => [response.status, response.headers.get("cache-control")]),
    ).toEqual([
      [201, "no-store"],
      [200, "no-store"],
      [404, "no-store"],
      [200, "no-store"],
    ]);
  });

  it("sends an image that only the two members can fetch, stripped and under message_photos", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const outsider = await createMember(server, { firstName: "Cy" });
    const sent = await sendImage(a.client, matchId, await images.jpegWithGps(2600, 1800), { content: "Look!" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const url = sent.body.message.imageUrl!;
    expect(url).toBe(`/api/messages/${sent.body.message.id}/image`);

    const forB = await fetch(`${server.url}${url}`, { headers: { cookie: b.client.cookieHeader } });
    expect(forB.status).toBe(200);
    expect(forB.headers.get("content-type")).toBe("image/jpeg");
    expect(forB.headers.get("cache-control")).toBe("private, max-age=3600");
    const meta = await sharp(Buffer.from(await forB.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(2000);

    expect((await outsider.client.get(url)).status).toBe(403);
    expect((await outsider.client.get(`/api/conversations/${matchId}/messages`)).status).toBe(403);
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    expect((await b.client.get(`/api/messages/${crypto.randomUUID()}/image`)).status).toBe(404);

    const files = await readdir(path.join(server.config.uploadsDir, "message_photos", a.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const list = await b.client.get<{ conversations: Conversation[] }>("/api/conversations");
    expect(list.body.conversations[0]!.lastMessage).toMatchObject({ content: "Look!", hasImage: true });
  });
});
