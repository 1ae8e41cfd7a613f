import { randomBytes } from "node:crypto";
import { REALTIME_CLOSE, type Message } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, realtimeConnections } from "../src/db/schema";
import { startChildServer } from "./support/child-server";
import { matchedPair } from "./support/matched";
import { createMember, makeAdmin } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, type TestSocket } from "./support/socket";

/**
 * Two server processes on one PostgreSQL (the PostgreSQL run of the suite; PGlite is one process by
 * nature): events cross processes through LISTEN/NOTIFY and presence counts sockets on both.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const AUTH_SECRET = randomBytes(32).toString("hex");

let one: TestServer;
let two: Awaited<ReturnType<typeof startChildServer>>;
const sockets: TestSocket[] = [];

describe.runIf(onPostgres)("two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    one = await startTestServer({ AUTH_SECRET });
    two = await startChildServer({ DATABASE_URL: one.databaseUrl!, AUTH_SECRET });
  }, 90_000);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await two?.close();
    await one?.close();
  });

  it("a message sent through one process arrives live on the other, stored once for three sends", async () => {
    expect(two.pid).not.toBe(process.pid);
    const { a, b, matchId } = await matchedPair(one);
    // B's tab is connected to process two with the session made on process one.
    const bOnTwo = b.client.on(two);
    const bTab = await openSocket(two, bOnTwo);
    sockets.push(bTab);
    const aTab = await openSocket(one, a.client);
    sockets.push(aTab);

    const clientId = `multi-${Date.now()}`;
    const sends = [];
    for (let i = 0; i < 3; i++) {
      sends.push(
        await a.client.post<{ message: Message }>(`/api/conversations/${matchId}/messages`, {
          clientId,
          content: "across",
        }),
      );
    }
    expect(sends.map((r) => r.status)).toEqual([201, 200, 200]);
    const arrived = await bTab.next("message.created", (event) => event.message.clientId === clientId);
    expect(arrived.message.content).toBe("across");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bTab.events.filter((e) => e.type === "message.created")).toHaveLength(1);
    // The sender's own tab on process one hears it once: at once, locally, and not again from NOTIFY.
    expect(aTab.events.filter((e) => e.type === "message.created" && e.message.clientId === clientId)).toHaveLength(1);
    expect(await one.db.$count(messages, eq(messages.matchId, matchId))).toBe(1);

    // B answers through process two; A hears it on process one.
    const reply = await bOnTwo.post<{ message: Message }>(`/api/conversations/${matchId}/messages`, {
      clientId: `reply-${Date.now()}`,
      content: "back across",
    });
    expect(reply.status).toBe(201);
    await aTab.next("message.created", (event) => event.message.id === reply.body.message.id);
  });

  it("presence counts the sockets on both processes", async () => {
    const { a, b } = await matchedPair(one, ["Pia", "Quin"]);
    const aTab = await openSocket(one, a.client);
    sockets.push(aTab);
    const bOnTwo = b.client.on(two);
    const bTwo = await openSocket(two, bOnTwo);
    await aTab.next("presence", (event) => event.userId === b.id && event.online);
    const bOne = await openSocket(one, b.client);
    // The socket's presence row is written beside its "ready": both sockets are counted before one closes.
    await expect.poll(() => one.db.$count(realtimeConnections, eq(realtimeConnections.userId, b.id))).toBe(2);
    await bTwo.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aTab.events.some((event) => event.type === "presence" && event.userId === b.id && !event.online)).toBe(
      false,
    );
    await bOne.close();
    await aTab.next("presence", (event) => event.userId === b.id && !event.online);
  });

  it("a ban through one process closes the member's socket on the other at once", async () => {
    const [admin, member] = await Promise.all([createMember(one), createMember(one)]);
    await makeAdmin(one, admin.id);
    const tab = await openSocket(two, member.client.on(two));
    sockets.push(tab);
    const started = Date.now();
    const ban = { reason: "Spam", rule: "no-spam-or-solicitation" };
    expect((await admin.client.post(`/api/admin/members/${member.id}/ban`, ban)).status).toBe(200);
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    // Well before process two's heartbeat (20 s) would have noticed the deleted session.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
