import { randomUUID } from "node:crypto";
import {
  ClientEventSchema,
  REALTIME_CLOSE,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_MAX_SOCKETS_PER_MEMBER,
  type ServerEvent,
  msg,
} from "@kindred/contracts";
import type { WSContext } from "hono/ws";
import type { WebSocket } from "ws";
import { translate } from "../../i18n/translator";
import type { Logger } from "../../lib/logger";
import type { EventBus } from "./event-bus";
import { HEARTBEAT_MS, type Presence } from "./presence";
import type { RealtimeRepository } from "./realtime.repository";

type Connection = {
  id: string;
  userId: string;
  sessionId: string;
  /** The language its error frames are written in: the upgrade request's, else the member's. */
  locale: string;
  ws: WSContext<unknown>;
  raw: WebSocket | undefined;
  alive: boolean;
  /** Frames received in the current window, to stop a client flooding the server. */
  frames: number;
  /** Matches this socket may send typing for, learnt once per match (forgotten when one closes). */
  typingTargets: Map<string, string | undefined>;
  /** The presence row's write; the close waits for it so a quick open-close leaves no row behind. */
  registered: Promise<boolean>;
  /** What the tab last said of being on screen, and its writes in turn, each of the latest value. */
  visible: boolean;
  visibilityWritten: Promise<void>;
};

/** An error frame's words (close reasons are for developers, and stay English). */
const TEXT = {
  typeToMatches: msg("You can only type to your matches."),
  didNotWork: msg("That did not work. Please try again."),
};

/** Frames a client may send per 10 seconds (typing is throttled to one per 2 s per conversation). */
const MAX_FRAMES_PER_WINDOW = 40;
const FRAME_WINDOW_MS = 10_000;

/**
 * This process's sockets. Events come from the bus (this process's or any other's publications) and
 * go to the recipients' sockets held here; presence is kept in the database for all processes.
 */
export function createHub(deps: {
  bus: EventBus;
  presence: Presence;
  repo: RealtimeRepository;
  log: Logger;
  heartbeatMs?: number;
}) {
  const { bus, presence, repo, log, heartbeatMs = HEARTBEAT_MS } = deps;
  const byUser = new Map<string, Set<Connection>>();
  let closing = false;
  const send = (connection: Connection, event: ServerEvent) => {
    if (connection.ws.readyState === 1) connection.ws.send(JSON.stringify(event));
  };

  const unsubscribe = bus.subscribe(({ to, event }) => {
    let frame: string | undefined; // serialised once, and only if someone here is to get it
    if (event.type === "sessions.changed") return;
    for (const userId of to) {
      if (event.type === "sessions.ended") {
        for (const connection of byUser.get(userId) ?? [])
          if (!event.sessionIds || event.sessionIds.includes(connection.sessionId))
            close(connection, REALTIME_CLOSE.sessionEnded, "Session ended");
        continue;
      }
      for (const connection of byUser.get(userId) ?? []) {
        if (event.type === "conversation.closed") connection.typingTargets.delete(event.matchId);
        if (connection.ws.readyState === 1) connection.ws.send((frame ??= JSON.stringify(event)));
      }
    }
  });

  async function announce(userId: string, online: boolean) {
    const partners = await repo.partnersOf(userId);
    await bus.publish(partners, { type: "presence", userId, online });
  }

  function close(connection: Connection, code: number, reason: string) {
    connection.ws.close(code, reason);
  }

  async function onFrame(connection: Connection, data: unknown) {
    connection.frames += 1;
    if (connection.frames > MAX_FRAMES_PER_WINDOW)
      return close(connection, REALTIME_CLOSE.forbiddenEvent, "Too many frames");
    if (typeof data !== "string") return close(connection, REALTIME_CLOSE.notJson, "Frames must be JSON text");
    if (Buffer.byteLength(data) > REALTIME_MAX_FRAME_BYTES)
      return close(connection, REALTIME_CLOSE.tooBig, "Frame too large");
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return close(connection, REALTIME_CLOSE.notJson, "Frames must be JSON");
    }
    const parsed = ClientEventSchema.safeParse(json);
    if (!parsed.success)
      return close(connection, REALTIME_CLOSE.forbiddenEvent, "Clients may send typing, visibility and ping only");
    const event = parsed.data;
    if (event.type === "ping") return send(connection, { type: "ready", userId: connection.userId });
    if (event.type === "visibility") return recordVisibility(connection, event.visible);
    if (!connection.typingTargets.has(event.matchId)) {
      connection.typingTargets.set(event.matchId, await repo.otherMember(connection.userId, event.matchId));
    }
    const other = connection.typingTargets.get(event.matchId);
    if (!other) {
      return send(connection, {
        type: "error",
        code: "FORBIDDEN",
        message: translate(connection.locale, TEXT.typeToMatches),
      });
    }
    await bus.publish([other], { type: "typing", matchId: event.matchId, userId: connection.userId });
  }

  /**
   * After the socket's row exists, one write at a time, each of the value last said: quick changes
   * (a tab switched away and back) end on the right one whatever order the statements would run in.
   */
  function recordVisibility(connection: Connection, visible: boolean) {
    connection.visible = visible;
    connection.visibilityWritten = connection.visibilityWritten
      .then(() => connection.registered)
      .then(() => presence.setVisible(connection.id, connection.visible))
      .catch((error: unknown) => log.warn("visibility not recorded", { error: String(error) }));
  }

  // Every heartbeat: refresh presence rows, drop sockets that stopped answering pings, close sockets
  // whose session ended (sign-out, password reset, ban), and reset the frame budget.
  const timer = setInterval(
    () => void tick().catch((error: unknown) => log.warn("realtime tick failed", { error: String(error) })),
    heartbeatMs,
  );
  timer.unref();
  const frameTimer = setInterval(() => {
    for (const set of byUser.values()) for (const connection of set) connection.frames = 0;
  }, FRAME_WINDOW_MS);
  frameTimer.unref();

  const connections = () => [...byUser.values()].flatMap((set) => [...set]);
  async function tick() {
    const all = connections();
    await presence.heartbeat(() => connections().map((connection) => connection.id));
    const live = await repo.liveSessions([...new Set(all.map((connection) => connection.sessionId))]);
    for (const connection of all) {
      if (!live.has(connection.sessionId)) close(connection, REALTIME_CLOSE.sessionEnded, "Session ended");
      else if (!connection.alive) connection.raw?.terminate();
      else {
        connection.alive = false;
        connection.raw?.ping();
      }
    }
  }

  return {
    /** The handlers for one upgraded socket of a signed-in member. */
    handlers(userId: string, sessionId: string, locale: string = "en") {
      let connection: Connection | undefined;
      return {
        onOpen: (_event: Event, ws: WSContext<unknown>) => {
          // An upgrade that slipped in on a kept-alive connection while the process drains.
          if (closing) return ws.close(REALTIME_CLOSE.serverRestart, "Server restarting");
          const raw = ws.raw as WebSocket | undefined;
          const id = randomUUID();
          const registered = presence.connected(id, userId).catch((error: unknown) => {
            log.warn("presence connect failed", { error: String(error) });
            return false;
          });
          const opened: Connection = {
            id,
            userId,
            sessionId,
            locale,
            ws,
            raw,
            alive: true,
            frames: 0,
            typingTargets: new Map(),
            registered,
            visible: false,
            visibilityWritten: Promise.resolve(),
          };
          connection = opened;
          raw?.on("pong", () => (opened.alive = true));
          const set = byUser.get(userId) ?? new Set();
          set.add(opened);
          byUser.set(userId, set);
          // A handful of tabs is normal; hundreds is a script holding server memory. Sets keep insertion
          // order, so the first is the oldest.
          if (set.size > REALTIME_MAX_SOCKETS_PER_MEMBER) {
            const oldest = set.values().next().value!;
            close(oldest, REALTIME_CLOSE.replaced, "Too many open connections");
          }
          send(opened, { type: "ready", userId });
          void registered
            .then((first) => (first ? announce(userId, true) : undefined))
            .catch((error: unknown) => log.warn("presence announce failed", { error: String(error) }));
        },
        onMessage: (event: MessageEvent) => {
          if (!connection) return;
          const current = connection;
          void onFrame(current, event.data).catch((error: unknown) => {
            log.warn("realtime frame failed", { error: String(error) });
            send(current, { type: "error", code: "INTERNAL", message: translate(current.locale, TEXT.didNotWork) });
          });
        },
        onClose: () => {
          if (!connection) return;
          const closed = connection;
          const set = byUser.get(userId);
          set?.delete(closed);
          if (set?.size === 0) byUser.delete(userId);
          if (closing) return;
          void closed.registered
            .then(() => presence.disconnected(closed.id, userId))
            .then((last) => (last ? announce(userId, false) : undefined))
            .catch((error: unknown) => log.warn("presence disconnect failed", { error: String(error) }));
        },
      };
    },
    socketCount: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(timer);
      clearInterval(frameTimer);
      unsubscribe();
      for (const set of byUser.values())
        for (const connection of set) connection.ws.close(REALTIME_CLOSE.serverRestart, "Server restarting");
      byUser.clear();
      await presence.forgetProcess().catch(() => undefined);
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
