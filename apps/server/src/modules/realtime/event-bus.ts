import { randomUUID } from "node:crypto";
import type { ServerEvent } from "@kindred/contracts";
import type pg from "pg";
import type { Logger } from "../../lib/logger";

/**
 * Not sent to anyone: tells every process to close these members' sockets at once (their sessions were
 * deleted, by a ban or suspension, or one by one from Settings > Security: then only the sockets of
 * `sessionIds`). The heartbeat would close them too, but only up to 20 s later.
 */
export type SessionsEnded = { type: "sessions.ended"; sessionIds?: string[] };
/**
 * Not sent to anyone either: what these members' sessions carry changed (role, address, its
 * verification, a session's expiry), so every process drops its cached copies (`auth/session-cache.ts`);
 * sockets stay open. Every process also drops them on `sessions.ended`.
 */
export type SessionsChanged = { type: "sessions.changed"; sessionIds?: string[] };
export type BusEvent = ServerEvent | SessionsEnded | SessionsChanged;

/** An event for some members; every process delivers it to those members' sockets it holds. */
export type Envelope = { to: string[]; event: BusEvent };
export type Listener = (envelope: Envelope) => void;

/**
 * An event that rides in the caller's own write: `notify` is the NOTIFY to run in the same statement
 * (PostgreSQL sends it when that statement commits, and never if it rolls back; null when there is no
 * other process to tell), and `deliverHere` hands it to this process's sockets once the write returns.
 * Saves the separate round trip `publish` makes.
 */
export type StagedEvent = { notify: { channel: string; payload: string } | null; deliverHere: () => void };

export type EventBus = {
  /** Resolves once the event is on its way to every process (after the caller's commit). */
  publish: (to: string[], event: BusEvent) => Promise<void>;
  stage: (to: string[], event: BusEvent) => StagedEvent;
  subscribe: (listener: Listener) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = "kindred_events";
/** PostgreSQL refuses NOTIFY payloads from 8,000 bytes; message limits keep events well below. */
const MAX_PAYLOAD_BYTES = 7999;

function listeners() {
  const set = new Set<Listener>();
  return {
    add(listener: Listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(envelope: Envelope, log: Logger) {
      for (const listener of set) {
        try {
          listener(envelope);
        } catch (error) {
          log.error("realtime listener failed", { error: String(error) });
        }
      }
    },
  };
}

/** One process (PGlite, or a single server): events go straight to this process's sockets. */
export function createLocalEventBus(log: Logger): EventBus {
  const subscribers = listeners();
  const stage = (to: string[], event: BusEvent): StagedEvent => ({
    notify: null,
    deliverHere: () => to.length > 0 && subscribers.emit({ to, event }, log),
  });
  return {
    publish: async (to, event) => stage(to, event).deliverHere(),
    stage,
    subscribe: (listener) => subscribers.add(listener),
    close: async () => undefined,
  };
}

/**
 * Several processes on one PostgreSQL: events travel by NOTIFY to every other process's LISTEN
 * connection. This process's own sockets get the event at once, without the database round trip
 * (its own notification, marked with its origin, is skipped): delivery order can then differ
 * between processes, which clients tolerate as they order messages by time. The listening connection
 * is re-opened with back-off if it drops.
 */
export async function createPgEventBus(pool: pg.Pool, log: Logger): Promise<EventBus> {
  const subscribers = listeners();
  const origin = randomUUID();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = 250;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { origin: from, ...envelope } = JSON.parse(message.payload) as Envelope & { origin?: string };
      if (from !== origin) subscribers.emit(envelope, log);
    } catch (error) {
      log.error("bad realtime payload", { error: String(error) });
    }
  };

  async function connect(): Promise<void> {
    const next = await pool.connect();
    next.on("notification", onNotification);
    next.on("error", (error) => {
      log.warn("realtime listener connection lost", { error: String(error) });
      next.release(error);
      if (client === next) client = undefined;
      if (!closed) setTimeout(reconnect, retryMs);
    });
    await next.query(`listen ${CHANNEL}`);
    client = next;
    retryMs = 250;
  }
  function reconnect() {
    if (closed) return;
    connect().catch((error: unknown) => {
      log.warn("realtime listener reconnect failed", { error: String(error) });
      retryMs = Math.min(retryMs * 2, 10_000);
      setTimeout(reconnect, retryMs);
    });
  }
  await connect();

  /** The NOTIFY payload for other processes, or null (and logged) if PostgreSQL would refuse it. */
  const payloadOf = (to: string[], event: BusEvent) => {
    const payload = JSON.stringify({ origin, to, event });
    if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
    log.error("realtime event too large for NOTIFY; not sent", { type: event.type, bytes: Buffer.byteLength(payload) });
    return null;
  };

  const stage = (to: string[], event: BusEvent): StagedEvent => {
    const payload = to.length > 0 ? payloadOf(to, event) : null;
    return {
      notify: payload ? { channel: CHANNEL, payload } : null,
      deliverHere: () => to.length > 0 && subscribers.emit({ to, event }, log),
    };
  };

  return {
    async publish(to, event) {
      const { notify, deliverHere } = stage(to, event);
      deliverHere();
      if (notify) await pool.query("select pg_notify($1, $2)", [notify.channel, notify.payload]);
    },
    stage,
    subscribe: (listener) => subscribers.add(listener),
    async close() {
      closed = true;
      if (client) {
        client.removeListener("notification", onNotification);
        await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
        client.release();
        client = undefined;
      }
    },
  };
}
