import { REALTIME_CLOSE, type Conversation, type Message } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, realtimeConnections } from "../src/db/schema";
import { createPresence } from "../src/modules/realtime/presence";
import { createPresenceRepository } from "../src/modules/realtime/presence.repository";
import type { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, refusedStatus, type TestSocket } from "./support/socket";

let server: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { realtimeHeartbeatMs: 250 });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});
const connect = async (client: TestClient, srv: TestServer = server) => {
  const socket = await openSocket(srv, client);
  sockets.push(socket);
  return socket;
};

let n = 0;
const send = (client: TestClient, matchId: string, content: string, clientId = `rt-${Date.now()}-${n++}`) =>
  client.post<{ message: Message }>(`/api/conversations/${matchId}/messages`, { clientId, content });

describe("the realtime socket", () => {
  it("refuses a socket without a session or from another origin", async () => {
    expect(await refusedStatus(server, { origin: server.publicUrl })).toBe(401);
    const member = await createMember(server);
    expect(await refusedStatus(server, { origin: "https://evil.example", cookie: member.client.cookieHeader })).toBe(
      403,
    );
    const plain = await fetch(`${server.url}/api/realtime`, { headers: { cookie: member.client.cookieHeader } });
    expect(plain.status).toBe(400);
    // Outside production the Vite dev server's origin may connect (npm run dev proxies the socket).
    const viaVite = await openSocket(server, member.client, { origin: "http://localhost:5173" });
    await viaVite.close();
  });

  it("delivers a message live to the receiver and the sender's other tabs, then the read receipt", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const aTab = await connect(a.client);
    const bTab = await connect(b.client);
    const sent = await send(a.client, matchId, "Live hello");
    const received = await bTab.next("message.created", (event) => event.message.id === sent.body.message.id);
    expect(received.message).toMatchObject({
      content: "Live hello",
      senderId: a.id,
      clientId: sent.body.message.clientId,
    });
    await aTab.next("message.created", (event) => event.message.id === sent.body.message.id);

    // A retry with the same client_id publishes nothing new.
    await send(a.client, matchId, "Live hello", sent.body.message.clientId);
    await send(a.client, matchId, "second");
    await bTab.next("message.created", (event) => event.message.content === "second");
    expect(
      bTab.events.filter((e) => e.type === "message.created" && e.message.id === sent.body.message.id),
    ).toHaveLength(1);

    await b.client.post(`/api/conversations/${matchId}/read`);
    const read = await aTab.next("message.read");
    expect(read).toMatchObject({ matchId, readerId: b.id });
    expect(read.messageIds).toContain(sent.body.message.id);
  });

  it("tells matches when a member comes online and goes offline, counting every tab", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const aTab = await connect(a.client);
    const list = () => a.client.get<{ conversations: Conversation[] }>("/api/conversations");
    expect((await list()).body.conversations[0]!.online).toBe(false);

    const bFirst = await connect(b.client);
    await aTab.next("presence", (event) => event.userId === b.id && event.online, 15_000);
    expect((await list()).body.conversations[0]).toMatchObject({ matchId, online: true });

    const bSecond = await connect(b.client);
    await bFirst.close();
    // Still one tab open: no offline event, still online.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aTab.events.some((event) => event.type === "presence" && event.userId === b.id && !event.online)).toBe(
      false,
    );
    expect((await list()).body.conversations[0]!.online).toBe(true);

    await bSecond.close();
    // The offline event waits on the closed socket's presence row being removed: room for a loaded machine.
    await aTab.next("presence", (event) => event.userId === b.id && !event.online, 15_000);
    expect((await list()).body.conversations[0]!.online).toBe(false);
  });

  it("relays typing to the other member only, and refuses typing into someone else's match", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const outsider = await createMember(server, { firstName: "Cy" });
    const aTab = await connect(a.client);
    const bTab = await connect(b.client);
    const cTab = await connect(outsider.client);
    aTab.ws.send(JSON.stringify({ type: "typing", matchId }));
    expect(await bTab.next("typing")).toEqual({ type: "typing", matchId, userId: a.id });
    cTab.ws.send(JSON.stringify({ type: "typing", matchId }));
    expect(await cTab.next("error")).toMatchObject({ code: "FORBIDDEN" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bTab.events.filter((event) => event.type === "typing")).toHaveLength(1);
    expect(aTab.events.some((event) => event.type === "typing")).toBe(false);
  });

  it("closes a socket that sends what it may not, and the server carries on", async () => {
    const member = await createMember(server);
    const cases: [string, number][] = [
      ["not json at all", REALTIME_CLOSE.notJson],
      [JSON.stringify({ type: "message.created", message: {} }), REALTIME_CLOSE.forbiddenEvent],
      [JSON.stringify({ type: "typing", matchId: "x" }), REALTIME_CLOSE.forbiddenEvent],
      [JSON.stringify({ type: "ping", extra: "x".repeat(5000) }), REALTIME_CLOSE.tooBig],
    ];
    for (const [frame, code] of cases) {
      const socket = await connect(member.client);
      socket.ws.send(frame);
      expect((await socket.closed).code, frame.slice(0, 40)).toBe(code);
    }
    const binary = await connect(member.client);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(REALTIME_CLOSE.notJson);

    const flood = await connect(member.client);
    for (let i = 0; i < 60; i++) flood.ws.send(JSON.stringify({ type: "ping" }));
    expect((await flood.closed).code).toBe(REALTIME_CLOSE.forbiddenEvent);

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const fine = await connect(member.client);
    fine.ws.send(JSON.stringify({ type: "ping" }));
    await fine.next("ready", (_event) => fine.events.filter((e) => e.type === "ready").length >= 2);
  });

  it("pushes likes and new matches to both members", async () => {
    const a = await createMember(server, { firstName: "Liv" });
    const b = await createMember(server, { firstName: "Max" });
    const aTab = await connect(a.client);
    const bTab = await connect(b.client);
    const liked = await a.client.post<{ matchId: string }>("/api/likes", { targetId: b.id });
    expect(await bTab.next("like.received")).toEqual({
      type: "like.received",
      matchId: liked.body.matchId,
      fromUserId: a.id,
    });
    await b.client.post("/api/likes", { targetId: a.id });
    expect(await aTab.next("match.created")).toEqual({
      type: "match.created",
      matchId: liked.body.matchId,
      userId: b.id,
    });
    expect(await bTab.next("match.created")).toEqual({
      type: "match.created",
      matchId: liked.body.matchId,
      userId: a.id,
    });
  });

  it("tells both screens when a block closes the conversation", async () => {
    const { a, b, matchId } = await matchedPair(server);
    const aTab = await connect(a.client);
    const bTab = await connect(b.client);
    await b.client.post("/api/blocks", { userId: a.id });
    expect(await aTab.next("conversation.closed")).toEqual({ type: "conversation.closed", matchId });
    await bTab.next("conversation.closed");
    expect((await send(a.client, matchId, "hello?")).status).toBe(403);
    expect(await server.db.$count(messages, eq(messages.matchId, matchId))).toBe(0);
  });

  it("closes the sockets of a session that ended", async () => {
    const member = await createMember(server);
    const tab = await connect(member.client);
    expect((await member.client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it("keeps the row of a socket that opens while a heartbeat is under way", async () => {
    const member = await createMember(server);
    const presence = createPresence(createPresenceRepository(server.db), `test-process-${crypto.randomUUID()}`);
    const older = crypto.randomUUID();
    const opening = crypto.randomUUID();
    await presence.connected(older, member.id);
    await presence.connected(opening, member.id);
    // The tick began when only the older socket was open; the second was recorded (and its row
    // written) while the tick was refreshing rows, so the hub's list has it by the time rows are dropped.
    const lists = [[older], [older, opening]];
    let asked = 0;
    await presence.heartbeat(() => lists[Math.min(asked++, 1)]!);
    expect(await server.db.$count(realtimeConnections, eq(realtimeConnections.userId, member.id))).toBe(2);
    // A row no socket of this process holds any more is dropped.
    await presence.heartbeat(() => [opening]);
    const left = await server.db
      .select({ id: realtimeConnections.id })
      .from(realtimeConnections)
      .where(eq(realtimeConnections.userId, member.id));
    expect(left).toEqual([{ id: opening }]);
    await presence.forgetProcess();
  });

  it("leaves no presence behind when tabs open and close at once", async () => {
    const member = await createMember(server);
    await Promise.all(
      [1, 2, 3, 4, 5].map(async () => {
        const socket = await openSocket(server, member.client);
        socket.ws.terminate();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await server.db.$count(realtimeConnections, eq(realtimeConnections.userId, member.id))).toBe(0);
  });
});
