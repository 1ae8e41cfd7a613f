import { REALTIME_CLOSE, ServerEventSchema, type ClientEvent, type ServerEvent } from "@kindred/contracts";
import { reconnectDelay } from "./backoff";

export type RealtimeState = "connecting" | "open" | "closed";

/** A ping this often keeps proxies from closing an idle socket and tells us it still works. */
const KEEPALIVE_MS = 25_000;
/** Nothing heard for this long (not even the answer to a ping): the socket is dead, start afresh. */
const SILENCE_LIMIT_MS = 60_000;

type RealtimeSocketOptions = {
  url: string;
  onEvent: (event: ServerEvent) => void;
  onState: (state: RealtimeState) => void;
  /** Every successful open; `reconnected` is false only for the very first. */
  onOpen: (reconnected: boolean) => void;
  /** The server closed with 4401: the session is over, so reconnecting would only fail. */
  onSessionEnded: () => void;
  /** The socket closed before it ever opened (server down, or the session gone: 401 on upgrade). */
  onHandshakeFailed: () => void;
};

export type RealtimeSocket = {
  /** Sends a client event if the socket is open; answers whether it went out. */
  send: (event: ClientEvent) => boolean;
  /** Skips the back-off wait (the browser came back online, or the tab became visible). */
  reconnectNow: () => void;
  /**
   * Closes for good: no more reconnects. Resolves when no handshake is in flight, so a caller about
   * to end the session (sign-out) never has an upgrade arrive after it, refused with a 401.
   */
  close: () => Promise<void>;
};

/**
 * One WebSocket that keeps itself connected: on any close other than "session ended" it reconnects
 * with exponential back-off and jitter. Framework-free, so the React side only wires callbacks.
 */
export function createRealtimeSocket(options: RealtimeSocketOptions): RealtimeSocket {
  let socket: WebSocket | null = null;
  let everOpened = false;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;

  const stopKeepAlive = () => clearInterval(keepAliveTimer);

  /**
   * Lets go of a socket: its late events are ignored, and closing it never logs an error. Resolves
   * once no handshake of this socket is in flight any more.
   */
  const release = (ws: WebSocket) =>
    new Promise<void>((resolve) => {
      ws.onmessage = null;
      // Closing a socket that is still connecting makes the browser log "closed before the connection
      // is established": let it finish opening (or fail), then close it.
      if (ws.readyState === WebSocket.CONNECTING) {
        ws.onopen = () => {
          ws.close(1000);
          resolve();
        };
        ws.onclose = () => resolve();
        ws.onerror = null;
        return;
      }
      ws.onopen = null;
      ws.onclose = null;
      ws.onerror = null;
      ws.close(1000);
      resolve();
    });

  const scheduleReconnect = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
  };

  function connect() {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    options.onState("connecting");
    const ws = new WebSocket(options.url);
    socket = ws;
    let opened = false;

    ws.onopen = () => {
      opened = true;
      attempt = 0;
      lastHeard = Date.now();
      options.onState("open");
      options.onOpen(everOpened);
      everOpened = true;
      stopKeepAlive();
      keepAliveTimer = setInterval(() => {
        if (Date.now() - lastHeard > SILENCE_LIMIT_MS) {
          // A half-open connection (laptop slept, network changed) may never fire close: drop it.
          stopKeepAlive();
          socket = null;
          void release(ws);
          options.onState("connecting");
          connect();
          return;
        }
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "ping" } satisfies ClientEvent));
      }, KEEPALIVE_MS);
    };

    ws.onmessage = (message) => {
      lastHeard = Date.now();
      if (typeof message.data !== "string") return;
      let json: unknown;
      try {
        json = JSON.parse(message.data);
      } catch {
        return;
      }
      // An event this client does not know (a newer server) is skipped, not fatal.
      const parsed = ServerEventSchema.safeParse(json);
      if (parsed.success) options.onEvent(parsed.data);
    };

    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      stopKeepAlive();
      if (event.code === REALTIME_CLOSE.sessionEnded) {
        stopped = true;
        options.onState("closed");
        options.onSessionEnded();
        return;
      }
      options.onState("closed");
      // Bumped by a newer tab of this member: reconnecting at once would bump that one in turn, so
      // this tab waits until it is used again (reconnectNow on focus or visibility).
      if (event.code === REALTIME_CLOSE.replaced) return;
      if (!opened) options.onHandshakeFailed();
      scheduleReconnect();
    };
  }

  connect();

  return {
    send(event) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(event));
      return true;
    },
    reconnectNow() {
      if (stopped || socket) return;
      connect();
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      stopKeepAlive();
      const released = socket ? release(socket) : Promise.resolve();
      socket = null;
      options.onState("closed");
      return released;
    },
  };
}

/** Same origin as the page: ws:// under http, wss:// under https. */
export function realtimeUrl(location: Location = window.location) {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/realtime`;
}
