import type { ServerEvent } from "@kindred/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRealtimeSocket, realtimeUrl } from "./realtime-socket";

/** The browser's WebSocket, driven by hand: `open`, `receive` and `drop` play the server's part. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const sockets = () => FakeWebSocket.instances;
const latest = () => {
  const socket = FakeWebSocket.instances.at(-1);
  if (!socket) throw new Error("no socket was made");
  return socket;
};

function start() {
  const options = {
    url: "ws://localhost/api/realtime",
    onEvent: vi.fn<(event: ServerEvent) => void>(),
    onState: vi.fn<(state: string) => void>(),
    onOpen: vi.fn<(reconnected: boolean) => void>(),
    onSessionEnded: vi.fn<() => void>(),
    onHandshakeFailed: vi.fn<() => void>(),
  };
  const socket = createRealtimeSocket(options);
  return { socket, ...options };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00.000Z") });
  // The shortest back-off step every time: 250 ms, 500 ms, 1 s, ...
  vi.spyOn(Math, "random").mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createRealtimeSocket", () => {
  it("connects at once and reports the first open as not a reconnect", () => {
    const { onState, onOpen } = start();
    expect(sockets().map((s) => s.url)).toEqual(["ws://localhost/api/realtime"]);
    expect(onState.mock.calls).toEqual([["connecting"]]);
    latest().open();
    expect(onState.mock.calls).toEqual([["connecting"], ["open"]]);
    expect(onOpen.mock.calls).toEqual([[false]]);
  });

  it("passes on valid events and skips what it cannot read", () => {
    const { onEvent } = start();
    latest().open();
    latest().receive(JSON.stringify({ type: "presence", userId: "user-ada", online: true }));
    latest().receive("not json {");
    latest().receive(JSON.stringify({ type: "from.a.newer.server" }));
    latest().receive(JSON.stringify({ type: "presence", userId: "user-ada" }));
    latest().receive(new ArrayBuffer(4));
    expect(onEvent.mock.calls).toEqual([[{ type: "presence", userId: "user-ada", online: true }]]);
  });

  it("reconnects after a dropped connection, and says so on the next open", () => {
    const { onState, onOpen, onHandshakeFailed } = start();
    latest().open();
    latest().drop();
    expect(onState).toHaveBeenLastCalledWith("closed");
    expect(onHandshakeFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(249);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
    expect(onState).toHaveBeenLastCalledWith("connecting");
    latest().open();
    expect(onOpen.mock.calls).toEqual([[false], [true]]);
  });

  it("backs off while the server stays unreachable, and starts over after an open", () => {
    const { onHandshakeFailed } = start();
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      latest().drop();
      const before = sockets().length;
      let waited = 0;
      while (sockets().length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([250, 500, 1000, 2000]);
    expect(onHandshakeFailed).toHaveBeenCalledTimes(4);

    latest().open();
    latest().drop();
    vi.advanceTimersByTime(250);
    expect(sockets()).toHaveLength(6);
  });

  it("stops for good when the server ends the session (4401)", () => {
    const { socket, onState, onSessionEnded } = start();
    latest().open();
    latest().drop(4401);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(onState).toHaveBeenLastCalledWith("closed");
    socket.reconnectNow();
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
  });

  it("waits, without reconnecting, when a newer tab bumped it (4409), until it is used again", () => {
    const { socket, onState, onSessionEnded, onHandshakeFailed } = start();
    latest().open();
    latest().drop(4409);
    expect(onState).toHaveBeenLastCalledWith("closed");
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(onHandshakeFailed).not.toHaveBeenCalled();
    socket.reconnectNow();
    expect(sockets()).toHaveLength(2);
  });

  it("sends only while open", () => {
    const { socket } = start();
    expect(socket.send({ type: "ping" })).toBe(false);
    latest().open();
    expect(socket.send({ type: "typing", matchId: "5f1f3b0e-8c4e-4a8e-9a55-1f2d3c4b5a69" })).toBe(true);
    expect(latest().sent).toEqual(['{"type":"typing","matchId":"5f1f3b0e-8c4e-4a8e-9a55-1f2d3c4b5a69"}']);
    latest().drop();
    expect(socket.send({ type: "ping" })).toBe(false);
  });

  it("reconnectNow skips the wait, once, and does nothing while a socket is up", () => {
    const { socket } = start();
    socket.reconnectNow();
    expect(sockets()).toHaveLength(1);
    latest().drop();
    socket.reconnectNow();
    expect(sockets()).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(sockets()).toHaveLength(2);
  });

  it("close releases the socket and never reconnects", () => {
    const { socket, onState, onOpen } = start();
    latest().open();
    const first = latest();
    void socket.close();
    expect(first.closedWith).toBe(1000);
    expect(first.onmessage).toBeNull();
    expect(first.onclose).toBeNull();
    expect(onState).toHaveBeenLastCalledWith("closed");
    vi.advanceTimersByTime(60_000);
    socket.reconnectNow();
    expect(sockets()).toHaveLength(1);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it("close while still connecting lets the socket open, then closes it quietly", async () => {
    const { socket, onOpen } = start();
    const connecting = latest();
    let settled = false;
    const closed = socket.close().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(connecting.closedWith).toBeUndefined();
    connecting.open();
    await closed;
    expect(connecting.closedWith).toBe(1000);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("close while connecting settles when the handshake is refused, without reconnecting", async () => {
    const { socket, onHandshakeFailed } = start();
    const closed = socket.close();
    latest().drop(1006);
    await closed;
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
    expect(onHandshakeFailed).not.toHaveBeenCalled();
  });

  it("close of an open socket settles at once", async () => {
    const { socket } = start();
    latest().open();
    await socket.close();
    expect(latest().closedWith).toBe(1000);
  });

  it("pings every 25 s and starts afresh after 60 s of silence", () => {
    const { onState, onOpen } = start();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(25_000);
    vi.advanceTimersByTime(25_000);
    expect(first.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
    expect(sockets()).toHaveLength(1);

    vi.advanceTimersByTime(25_000); // 75 s without a word from the server.
    expect(first.closedWith).toBe(1000);
    expect(first.onmessage).toBeNull();
    expect(sockets()).toHaveLength(2);
    expect(onState).toHaveBeenLastCalledWith("connecting");
    latest().open();
    expect(onOpen.mock.calls).toEqual([[false], [true]]);
  });

  it("any message from the server counts as a sign of life", () => {
    start();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(50_000);
    first.receive(JSON.stringify({ type: "pong" }));
    vi.advanceTimersByTime(25_000);
    vi.advanceTimersByTime(25_000);
    expect(sockets()).toHaveLength(1);
    expect(first.sent).toHaveLength(4);
  });
});

describe("realtimeUrl", () => {
  it("uses the page's host, with wss under https", () => {
    expect(realtimeUrl({ protocol: "https:", host: "kindred.example" } as Location)).toBe(
      "wss://kindred.example/api/realtime",
    );
    expect(realtimeUrl({ protocol: "http:", host: "localhost:5173" } as Location)).toBe(
      "ws://localhost:5173/api/realtime",
    );
  });
});
