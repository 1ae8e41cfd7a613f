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

export type EventBus = {
  /**
   * Hands the event to this process's sockets at once, and resolves once it is on its way to every
   * other process (rejects, after logging, if that failed). Publish after the commit that made it true.
   */
  publish: (to: string[], event: BusEvent) => Promise<void>;
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
  return {
    publish: async (to, event) => void (to.length > 0 && subscribers.emit({ to, event }, log)),
    subscribe: (listener) => subscribers.add(listener),
    close: async () => undefined,
  };
}

/**
 * Several processes on one PostgreSQL: events travel by NOTIFY to every other process's LISTEN
 * connection. This process's own sockets get the event at once, without the database round trip
 * (its own notification is skipped): delivery order can then differ between processes, which clients
 * tolerate as they order messages by time. The listening connection is re-opened with back-off if it
 * drops.
 *
 * The NOTIFYs leave in their own short transactions, after the commit that made the event true, never
 * inside it: PostgreSQL serialises every NOTIFYing commit in a database behind one lock held through
 * its WAL flush, so a NOTIFY riding in each message's insert capped sends at one per disk flush
 * (docs/performance.md, Realtime: 174-246 a second on a slow disk that took 838-963 plain commits),
 * while a commit with no NOTIFY shares its flush with the others waiting. A NOTIFY-only transaction
 * writes no WAL and is not flushed. Events published while one batch is on its way leave together in
 * the next, in publish order, on the listening connection.
 *
 * A process alone on its database sends no NOTIFY at all (one round trip, and reading its own
 * notifications back, saved per batch): the buses tell each other they are here (see createPeers), and
 * one that has heard no other for a while has nobody to tell.
 */
export async function createPgEventBus(
  pool: pg.Pool,
  log: Logger,
  { peerTtlMs = PEER_TTL_MS, answerWaitMs = ANSWER_WAIT_MS }: { peerTtlMs?: number; answerWaitMs?: number } = {},
): Promise<EventBus> {
  const subscribers = listeners();
  const origin = randomUUID();
  const peers = createPeers(peerTtlMs, answerWaitMs);
  let client: pg.PoolClient | undefined;
  /** The listening connection's backend: notifications from it are this process's own. */
  let listenerPid: number | undefined;
  let closed = false;
  let retryMs = 250;
  // PostgreSQL delivers a payload repeated within one transaction once: a counter keeps each unique.
  let sequence = 0;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    // Sent on this very connection: this process's own, already delivered (no need to parse it).
    if (message.processId === listenerPid) return;
    try {
      const {
        origin: from,
        to,
        event,
        peer,
      } = JSON.parse(message.payload) as Partial<Envelope> & {
        origin?: string;
        peer?: Peer;
      };
      if (!from || from === origin) return;
      peers.heard();
      // A bus that just started learns at once who is here (it may be alone otherwise for a while).
      if (peer === "hello") void announce("here");
      if (to && event) subscribers.emit({ to, event }, log);
    } catch (error) {
      log.error("bad realtime payload", { error: String(error) });
    }
  };

  // A connection may report more than one error (the server's message, then the socket's end), and may
  // fail after close() gave it back: the pool throws on a second release, so each is given back once.
  const released = new WeakSet<pg.PoolClient>();
  const releaseOnce = (connection: pg.PoolClient, error?: Error) => {
    if (released.has(connection)) return;
    released.add(connection);
    connection.release(error);
  };

  async function connect(): Promise<void> {
    const next = await pool.connect();
    next.on("notification", onNotification);
    next.on("error", (error) => {
      if (released.has(next)) return;
      log.warn("realtime listener connection lost", { error: String(error) });
      releaseOnce(next, error);
      if (client === next) {
        client = undefined;
        listenerPid = undefined;
      }
      if (!closed) setTimeout(reconnect, retryMs);
    });
    await next.query(`listen ${CHANNEL}`);
    client = next;
    listenerPid = (next as unknown as { processID?: number }).processID;
    retryMs = 250;
    // Listening (again): the other buses may not know of this one, or have forgotten it.
    peers.greeting();
    await announce("hello");
  }
  function reconnect() {
    if (closed) return;
    connect().catch((error: unknown) => {
      log.warn("realtime listener reconnect failed", { error: String(error) });
      retryMs = Math.min(retryMs * 2, 10_000);
      setTimeout(reconnect, retryMs);
    });
  }
  /** Tells the other buses this one is here; a failure is logged by the batch, and the beat repeats. */
  const announce = (peer: Peer) =>
    notify(JSON.stringify({ origin, n: (sequence = (sequence + 1) % 1e9), peer })).catch(() => undefined);

  /** The NOTIFY payload for other processes, or null (and logged) if PostgreSQL would refuse it. */
  const payloadOf = (to: string[], event: BusEvent) => {
    const payload = JSON.stringify({ origin, n: (sequence = (sequence + 1) % 1e9), to, event });
    if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
    log.error("realtime event too large for NOTIFY; not sent", { type: event.type, bytes: Buffer.byteLength(payload) });
    return null;
  };

  const notify = batchedNotify(async (payloads) => {
    // The listening connection is otherwise idle; the pool's are the requests'.
    const text = `select pg_notify('${CHANNEL}', payload) from unnest($1::text[]) as payload`;
    if (client) await client.query(text, [payloads]);
    else await pool.query(text, [payloads]);
  }, log);
  await connect();
  const beat = setInterval(() => void announce("here"), peerTtlMs / 3);
  beat.unref();

  return {
    async publish(to, event) {
      if (to.length === 0) return;
      subscribers.emit({ to, event }, log);
      // No other process listens: the event has reached every socket it is for.
      if (!peers.mayHaveCompany()) return;
      const payload = payloadOf(to, event);
      if (payload) await notify(payload);
    },
    subscribe: (listener) => subscribers.add(listener),
    async close() {
      closed = true;
      clearInterval(beat);
      await notify.drained();
      if (client) {
        client.removeListener("notification", onNotification);
        await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
        releaseOnce(client);
        client = undefined;
      }
    },
  };
}

/** A bus's word to the others: "hello" when it starts listening (answer me), "here" to say it still is. */
type Peer = "hello" | "here";
/** How long a bus that has not been heard from counts as gone; each says "here" three times as often. */
const PEER_TTL_MS = 30_000;
/** How long a bus that said hello waits for the others' answers before it may count itself alone. */
const ANSWER_WAIT_MS = 5_000;

/**
 * Whether another bus may be listening. A bus says hello once it listens (before its process serves
 * anyone), and every bus that hears it answers at once and from then on NOTIFYs again; until the
 * answers have had time to come, the new bus assumes company. After that, only a bus heard within
 * `ttlMs` counts.
 */
function createPeers(ttlMs: number, answerWaitMs: number) {
  let assumedUntil = 0;
  let lastHeard = Number.NEGATIVE_INFINITY;
  return {
    greeting: () => void (assumedUntil = Date.now() + answerWaitMs),
    heard: () => void (lastHeard = Date.now()),
    mayHaveCompany: () => {
      const now = Date.now();
      return now < assumedUntil || now - lastHeard < ttlMs;
    },
  };
}

/**
 * Sends payloads in batches, in order: the first waits for the end of the current turn of the event
 * loop (so the sends finishing in it go together), the rest for the batch before them.
 */
function batchedNotify(send: (payloads: string[]) => Promise<void>, log: Logger) {
  type Waiting = { payload: string; done: (error?: unknown) => void };
  let queue: Waiting[] = [];
  let flushing: Promise<void> | undefined;
  async function flush() {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const error = await send(batch.map((item) => item.payload)).then(
        () => undefined,
        (failure: unknown) => failure ?? new Error("NOTIFY failed"),
      );
      if (error) log.error("realtime NOTIFY failed", { error: String(error), events: batch.length });
      for (const item of batch) item.done(error);
    }
    flushing = undefined;
  }
  const notify = (payload: string) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ payload, done: (error) => (error ? reject(error as Error) : resolve()) });
      flushing ??= flush();
    });
  /** Resolves once every payload handed over so far has been sent (or failed). */
  notify.drained = async () => {
    while (flushing) await flushing;
  };
  return notify;
}
