import type { ServerEvent } from "@kindred/contracts";
import WebSocket from "ws";
import type { TestClient } from "./client";

export type TestSocket = {
  ws: WebSocket;
  events: ServerEvent[];
  /** Resolves with the first event (already received or coming) that matches. */
  next: <T extends ServerEvent["type"]>(
    type: T,
    where?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ) => Promise<Extract<ServerEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close: () => Promise<void>;
};

const wsUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, "ws")}/api/realtime`;

/** A member's tab: a WebSocket with their cookie and our Origin, recording every event. */
export async function openSocket(
  server: { url: string; publicUrl: string },
  client: TestClient,
  options: { origin?: string } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(wsUrl(server.url), {
    headers: { cookie: client.cookieHeader, origin: options.origin ?? server.publicUrl },
  });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    events.push(JSON.parse(String(data)) as ServerEvent);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("unexpected-response", (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
  });
  const socket: TestSocket = {
    ws,
    events,
    next: (type, where, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => event.type === type && (!where || where(event as never)));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`No ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    closed,
    close: async () => {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
      await closed;
    },
  };
  await socket.next("ready");
  return socket;
}

/** The HTTP status a refused upgrade answered with. */
export function refusedStatus(
  server: { url: string; publicUrl: string },
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(server.url), { headers });
    ws.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once("open", () => {
      ws.close();
      reject(new Error("The socket opened"));
    });
    ws.once("error", () => undefined);
  });
}
