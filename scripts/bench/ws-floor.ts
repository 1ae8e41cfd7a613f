// The floor for `npm run bench:realtime`: the least a server can do for "POST a message, deliver it on
// the recipient's WebSocket". A node:http server and a `ws` WebSocketServer, no auth, no database, no
// framework: POST /send {from, to, clientId, content} sends a message.created event (the same shape and
// size as Kindred's) to the recipient's and the sender's sockets, as Kindred does, then answers 201.
// Given a PostgreSQL URL it first stores each message with one prepared INSERT (one durable commit, as
// a send must make before it publishes): the floor for a relay that loses nothing.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { createProcessMeter, machineNow, type ProcessStats } from "./realtime-meter";

export type FloorServer = {
  url: string;
  mark: () => Promise<void>;
  stats: () => Promise<ProcessStats>;
  close: () => Promise<void>;
};

export async function startFloor(databaseUrl?: string): Promise<FloorServer> {
  const database = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
  await database?.query(`create table if not exists floor_messages (
    id uuid primary key, sender text not null, receiver text not null, client_id text not null,
    content text not null, created_at timestamptz not null)`);
  const sockets = new Map<string, WebSocket>();
  let published: Record<string, number> = {};
  const wss = new WebSocketServer({ noServer: true });
  const http: Server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/send") {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { from, to, clientId, content } = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>;
      const message = {
        id: randomUUID(),
        matchId: to!,
        senderId: from!,
        receiverId: to!,
        clientId: clientId!,
        content: content!,
        imageUrl: null,
        isRead: false,
        createdAt: new Date().toISOString(),
      };
      const relay = () => {
        published[clientId!] = machineNow();
        const event = JSON.stringify({ type: "message.created", message });
        for (const member of [from!, to!]) {
          const ws = sockets.get(member);
          if (ws?.readyState === 1) ws.send(event);
        }
        const body = JSON.stringify({ message });
        response
          .writeHead(201, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
          .end(body);
      };
      if (!database) return relay();
      database
        .query({
          name: "floor_insert",
          text: "insert into floor_messages (id, sender, receiver, client_id, content, created_at) values ($1, $2, $3, $4, $5, $6)",
          values: [message.id, from, to, clientId, content, message.createdAt],
        })
        .then(relay, () => response.writeHead(500).end());
    });
  });
  http.keepAliveTimeout = 65_000;
  http.on("upgrade", (request, socket, head) => {
    const member = new URL(request.url ?? "/", "http://floor").searchParams.get("member");
    if (!member) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(member, ws);
      ws.on("close", () => sockets.get(member) === ws && sockets.delete(member));
      ws.send(JSON.stringify({ type: "ready", userId: member }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const meter = createProcessMeter("floor");
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    mark: () => {
      published = {};
      return meter.mark();
    },
    stats: async () => ({ ...(await meter.stats()), published }),
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await database?.end();
    },
  };
}

// Run as a child: `node --import tsx scripts/bench/ws-floor.ts` with an IPC channel.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const floor = await startFloor(process.env.BENCH_FLOOR_DATABASE_URL || undefined);
  process.on("message", (request: { id: number; type: "mark" | "stats" | "close" }) => {
    const reply = (body: unknown) => process.send!({ id: request.id, body });
    if (request.type === "mark") void floor.mark().then(reply);
    else if (request.type === "stats") void floor.stats().then(reply);
    else if (request.type === "close")
      void floor.close().then(() => process.send!({ id: request.id, body: null }, () => process.exit(0)));
  });
  process.send!({ id: 0, body: { url: floor.url } });
}
