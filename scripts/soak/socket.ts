// A member's open tab: the live socket (`/api/realtime`) from the member's own address, with their
// session cookie and the app's Origin. It records which of the partner's messages arrived live.
import type { ServerEvent } from "@kindred/contracts";
import WebSocket from "ws";
import type { Figures } from "./figures";
import type { MemberHttp, Target } from "./http";

export class MemberSocket {
  /** Client ids of messages from the partner heard live, with how many times each was heard. */
  readonly heard = new Map<string, number>();
  private ws: WebSocket | undefined;
  private closing = false;

  constructor(
    private readonly target: Target,
    private readonly http: MemberHttp,
    private readonly partnerId: () => string,
    private readonly figures: Figures,
  ) {}

  /** Resolves once the server said "ready" on the new socket. */
  open(): Promise<void> {
    const ws = new WebSocket(`ws://${this.target.host}:${this.target.port}/api/realtime`, {
      headers: { cookie: this.http.cookieHeader, origin: this.target.origin },
      localAddress: this.http.address,
    });
    this.ws = ws;
    return new Promise<void>((resolve, reject) => {
      ws.once("unexpected-response", (_request, response) => reject(new Error(`socket: HTTP ${response.statusCode}`)));
      ws.once("error", reject);
      ws.on("message", (data) => {
        const event = JSON.parse(String(data)) as ServerEvent;
        if (event.type === "ready") resolve();
        else this.hear(event);
      });
      ws.on("close", (code) => {
        if (!this.closing) this.figures.error("socket", `closed by the server (${code})`);
      });
      ws.on("error", (error) => {
        if (!this.closing)
          this.figures.error("socket", `error ${(error as NodeJS.ErrnoException).code ?? error.message}`);
      });
    });
  }

  private hear(event: ServerEvent) {
    if (event.type === "message.created" && event.message.senderId === this.partnerId()) {
      this.heard.set(event.message.clientId, (this.heard.get(event.message.clientId) ?? 0) + 1);
    } else if (event.type === "typing") this.figures.counts.typingHeard += 1;
    else if (event.type === "message.read") this.figures.counts.readReceiptsHeard += 1;
    else if (event.type === "error") this.figures.error("socket", `error event ${event.code} "${event.message}"`);
  }

  /** A typing frame for the conversation, as the composer sends while the member types. */
  typing(matchId: string) {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.ws.send(JSON.stringify({ type: "typing", matchId }));
    this.figures.counts.typingSent += 1;
  }

  async close(): Promise<void> {
    this.closing = true;
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => ws.once("close", () => resolve()));
    ws.close(1000);
    const timer = setTimeout(() => ws.terminate(), 5_000);
    await closed;
    clearTimeout(timer);
  }
}
