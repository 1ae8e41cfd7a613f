// What keeps messaging safe: sends that are refused (rate, outsiders, blocks, bad input), blocks and reports.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { MESSAGE_TEXT, type Conversation } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, messages, reports } from "../src/db/schema";
import type { TestClient } from "./support/client";
import * as images from "./support/images";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { messageCounter, newClientId, send, sendImage, type ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { inOneWindow } from "./support/rate-windows";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countMessages = messageCounter(() => server);

describe("what may not be sent", () => {
  it("limits how fast a member sends: the send over the limit is refused and not stored, a retry is not counted", async () => {
    // 60 x 0.4 = 24 messages a minute (and two sign-ups a minute, which is all this test needs).
    await inOneWindow(60, 15);
    const strict = await startTestServer({ RATE_LIMIT_SCALE: "0.4" });
    try {
      const { a, b, matchId } = await matchedPair(strict);
      const sent = [];
      for (let i = 1; i <= 24; i++) sent.push(await send(a.client, matchId, `message ${i}`));
      expect(sent.every((response) => response.status === 201)).toBe(true);
      const over = await send(a.client, matchId, "one too many");
      expect(over.status).toBe(429);
      // When the minute's window opens again.
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(over.body.error).toEqual({
        code: "RATE_LIMITED",
        message: "You're sending messages very fast. Please wait a moment.",
      });
      // A retry of a stored message answers it again without counting, and the other member's limit is their own.
      const retry = await send(a.client, matchId, "message 1", sent[0]!.body.message.clientId);
      expect([retry.status, retry.body.message.id]).toEqual([200, sent[0]!.body.message.id]);
      expect((await send(b.client, matchId, "hi")).status).toBe(201);
      const stored = await strict.db
        .select({ content: messages.content })
        .from(messages)
        .where(eq(messages.matchId, matchId));
      expect(stored).toHaveLength(25);
      expect(stored.map((row) => row.content)).not.toContain("one too many");
    } finally {
      await strict.close();
    }
  }, 90_000);

  it("refuses a third member and, once a block comes, both members of a conversation that was going", async () => {
    const { a, b, matchId } = await matchedPair(server);
    expect((await send(a.client, matchId, "Hi!")).status).toBe(201);
    expect((await send(b.client, matchId, "Hello")).status).toBe(201);
    // The server now knows this match's members: a third member is still refused.
    const outsider = await createMember(server, { firstName: "Cy" });
    const intruding = await send(outsider.client, matchId, "Hi both");
    expect([intruding.status, intruding.body.error.message]).toEqual([403, MESSAGE_TEXT.notYourMatch]);
    expect((await a.client.post("/api/blocks", { userId: b.id })).status).toBe(204);
    const after = [await send(a.client, matchId, "Still there?"), await send(b.client, matchId, "Why?")];
    expect(after.map((response) => [response.status, response.body.error?.message])).toEqual([
      [403, MESSAGE_TEXT.blocked],
      [403, MESSAGE_TEXT.blocked],
    ]);
    expect(await countMessages(matchId)).toBe(2);
  });

  it("refuses each bad send clearly and stores nothing", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const outsider = await createMember(server, { firstName: "Cy" });
    const expectRefused = async (response: { status: number; body: unknown }, status: number, message?: string) => {
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      const body = response.body as ApiError;
      expect(body.error.code).toBeTruthy();
      if (message) expect(body.error.message).toBe(message);
    };

    await expectRefused(await send(outsider.client, matchId, "hi"), 403, MESSAGE_TEXT.notYourMatch);
    await expectRefused(await send(a.client, crypto.randomUUID(), "hi"), 404, MESSAGE_TEXT.conversationNotFound);
    await expectRefused(await send(a.client, "not-an-id", "hi"), 404);
    await expectRefused(await send(a.client, matchId, ""), 400, MESSAGE_TEXT.empty);
    await expectRefused(await send(a.client, matchId, "   \n\t "), 400, MESSAGE_TEXT.empty);
    await expectRefused(await send(a.client, matchId, "x".repeat(1001)), 400);
    await expectRefused(await send(a.client, matchId, "x".repeat(100 * 1024)), 413);
    await expectRefused(await send(a.client, matchId, "hi", "bad id!"), 400);
    await expectRefused(
      await a.client.post(`/api/conversations/${matchId}/messages`, { content: "no client id" }),
      400,
    );
    await expectRefused(
      await sendImage(a.client, matchId, images.pdf(), {}, "invoice.jpg"),
      415,
      MESSAGE_TEXT.onlyImages,
    );
    await expectRefused(
      await sendImage(a.client, matchId, images.fileOfSize(6 * 1024 * 1024)),
      413,
      MESSAGE_TEXT.imageTooLarge,
    );
    await expectRefused(
      await a.client.request("POST", `/api/conversations/${matchId}/messages`, {
        body: "hello",
        headers: { "content-type": "text/plain" },
      }),
      415,
    );
    expect(await countMessages(matchId)).toBe(0);
    expect(await readdir(path.join(server.config.uploadsDir, "message_photos", a.id)).catch(() => [])).toEqual([]);

    // A pending match (liked, not liked back) is not a conversation yet.
    const c = await createMember(server, { firstName: "Dee" });
    const pending = await a.client.post<{ matchId: string }>("/api/likes", { targetId: c.id });
    await expectRefused(await send(a.client, pending.body.matchId, "hi"), 403, MESSAGE_TEXT.pending);
    await expectRefused(await send(c.client, pending.body.matchId, "hi"), 403, MESSAGE_TEXT.pending);
    expect(await countMessages(pending.body.matchId)).toBe(0);

    // A block stops both directions and hides the conversation.
    expect((await b.client.post("/api/blocks", { userId: a.id })).status).toBe(204);
    await expectRefused(await send(a.client, matchId, "still there?"), 403, MESSAGE_TEXT.blocked);
    await expectRefused(await send(b.client, matchId, "bye"), 403, MESSAGE_TEXT.blocked);
    expect((await a.client.get<{ conversations: Conversation[] }>("/api/conversations")).body.conversations).toEqual(
      [],
    );
    expect(await countMessages(matchId)).toBe(0);
    // Unblocking restores it.
    expect((await b.client.request("DELETE", `/api/blocks/${a.id}`)).status).toBe(204);
    expect((await send(a.client, matchId, "hello again")).status).toBe(201);
  });

  it("needs a session", async () => {
    const { matchId } = await matchedPair(server);
    const response = await fetch(`${server.url}/api/conversations/${matchId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.publicUrl },
      body: JSON.stringify({ clientId: newClientId(), content: "hi" }),
    });
    expect(response.status).toBe(401);
    expect(await countMessages(matchId)).toBe(0);
  });
});

describe("blocks and reports", () => {
  it("blocks validate their target and are idempotent", async () => {
    const a = await createMember(server, { firstName: "Gus" });
    const b = await createMember(server, { firstName: "Hal" });
    expect((await a.client.post("/api/blocks", { userId: a.id })).status).toBe(400);
    expect((await a.client.post("/api/blocks", { userId: crypto.randomUUID() })).status).toBe(404);
    expect((await a.client.post("/api/blocks", { userId: "nope" })).status).toBe(400);
    expect((await a.client.post("/api/blocks", { userId: b.id })).status).toBe(204);
    expect((await a.client.post("/api/blocks", { userId: b.id })).status).toBe(204);
    expect(await server.db.$count(blocks, eq(blocks.blockerId, a.id))).toBe(1);
    const list = await a.client.get<{ blocks: { userId: string }[] }>("/api/blocks");
    expect(list.body.blocks.map((row) => row.userId)).toEqual([b.id]);
    // Only the blocker can lift it.
    expect((await b.client.request("DELETE", `/api/blocks/${a.id}`)).status).toBe(404);
  });

  it("reports a conversation for the moderators, one open report per member, and only one's own", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const outsider = await createMember(server, { firstName: "Ivy" });
    const report = (client: TestClient, body: Record<string, unknown>) =>
      client.post<{ report: { id: string } } & ApiError>("/api/reports", { category: "scam_spam", ...body });

    const empty = await report(a.client, { kind: "conversation", targetId: matchId, reason: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain("Please provide a reason for flagging this profile");
    expect((await report(outsider.client, { kind: "conversation", targetId: matchId, reason: "spam" })).status).toBe(
      404,
    );
    expect((await report(a.client, { kind: "conversation", targetId: "x", reason: "spam" })).status).toBe(404);
    expect((await report(a.client, { kind: "secret", targetId: matchId, reason: "spam" })).status).toBe(400);

    const first = await report(a.client, { kind: "conversation", targetId: matchId, reason: "Asked me for money" });
    expect(first.status).toBe(201);
    const again = await report(a.client, { kind: "conversation", targetId: matchId, reason: "Again" });
    expect(again.status).toBe(200);
    expect(again.body.report.id).toBe(first.body.report.id);
    // The same member's profile, reported next, updates the same open report.
    const profile = await report(a.client, { kind: "profile", targetId: b.id, reason: "Fake photos" });
    expect([profile.status, profile.body.report.id]).toEqual([200, first.body.report.id]);
    const rows = await server.db.select().from(reports).where(eq(reports.reporterId, a.id));
    expect(rows).toEqual([
      expect.objectContaining({
        reportedUserId: b.id,
        kind: "profile",
        targetId: b.id,
        category: "scam_spam",
        reason: "Fake photos",
        status: "pending",
      }),
    ]);
    expect(rows[0]!.evidence.map((snapshot) => snapshot.kind)).toEqual(["conversation", "conversation", "profile"]);
    expect((await report(a.client, { kind: "profile", targetId: a.id, reason: "me" })).status).toBe(404);
  });
});
