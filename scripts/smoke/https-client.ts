// A member's browser as the smoke test needs it: HTTPS that trusts only the smoke's own Caddy CA,
// from a chosen loopback address (rate limits key on it), with a cookie jar, and the live socket.
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import type { ServerEvent } from "@kindred/contracts";
import type { Challenge } from "altcha-lib";
import WebSocket from "ws";
import { PROOF_HEADER, proofPurposeOf, solveProof } from "../../apps/server/test/support/proof";
import { CookieJar } from "../cookie-jar";

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  setCookies: string[];
  json: <T = unknown>() => T;
};

type RequestInit = { json?: unknown; body?: Buffer; contentType?: string; headers?: Record<string, string> };

export type LiveSocket = {
  events: ServerEvent[];
  next: <T extends ServerEvent["type"]>(
    type: T,
    where?: (event: Extract<ServerEvent, { type: T }>) => boolean,
  ) => Promise<Extract<ServerEvent, { type: T }>>;
  closed: Promise<{ code: number }>;
  close: () => void;
};

const WAIT_MS = 10_000;

export class Browser {
  private readonly cookies = new CookieJar();
  private readonly agent: https.Agent;

  /** `origin` is the page's (PUBLIC_URL), sent on every request as a browser would. */
  constructor(private readonly options: { ca: string; localAddress: string; origin: string }) {
    this.agent = new https.Agent({ ca: options.ca, localAddress: options.localAddress, keepAlive: true });
  }

  /** `site` is the https origin to talk to (Caddy's balanced site, or one pinned to a process). */
  async request(site: string, method: string, path: string, init: RequestInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.options.origin, ...init.headers };
    // A sign-up, a password reset or a report carries a solved proof-of-work, as the page's widget sends.
    const purpose = proofPurposeOf(method, path);
    if (purpose && !(PROOF_HEADER in headers)) {
      const challenge = await this.request(site, "GET", `/api/proof-of-work/challenge?for=${purpose}`);
      if (challenge.status !== 200) return challenge;
      headers[PROOF_HEADER] = await solveProof(challenge.json<Challenge>());
    }
    if (this.cookies.size) headers.cookie = this.cookies.header;
    let body = init.body;
    if (init.json !== undefined) {
      body = Buffer.from(JSON.stringify(init.json));
      headers["content-type"] = "application/json";
    } else if (init.contentType) headers["content-type"] = init.contentType;
    return new Promise((resolve, reject) => {
      const request = https.request(new URL(path, site), { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const setCookies = response.headers["set-cookie"] ?? [];
          this.cookies.keep(setCookies);
          const answer = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: answer,
            setCookies,
            json: <T>() => JSON.parse(answer.toString("utf8")) as T,
          });
        });
      });
      request.setTimeout(WAIT_MS, () => request.destroy(new Error(`${method} ${path}: no answer in ${WAIT_MS} ms`)));
      request.on("error", reject);
      request.end(body);
    });
  }

  get = (site: string, path: string) => this.request(site, "GET", path);
  post = (site: string, path: string, json: unknown = {}) => this.request(site, "POST", path, { json });
  put = (site: string, path: string, json: unknown) => this.request(site, "PUT", path, { json });

  /** A file upload as a browser's form sends it (multipart encoded by the platform's own FormData). */
  async upload(site: string, path: string, bytes: Uint8Array, type: string, name: string): Promise<Answer> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const encoded = new Request("https://multipart.invalid/", { method: "POST", body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    return this.request(site, "POST", path, { body, contentType: encoded.headers.get("content-type")! });
  }

  /** The member's tab: `wss://<site>/api/realtime`, resolved once the server says it is ready. */
  async socket(site: string): Promise<LiveSocket> {
    const ws = new WebSocket(`${site.replace(/^https/, "wss")}/api/realtime`, {
      headers: { cookie: this.cookies.header, origin: this.options.origin },
      ca: this.options.ca,
      localAddress: this.options.localAddress,
    });
    const events: ServerEvent[] = [];
    const waiters = new Set<() => void>();
    ws.on("message", (data) => {
      events.push(JSON.parse(String(data)) as ServerEvent);
      for (const wake of waiters) wake();
    });
    const closed = new Promise<{ code: number }>((resolve) => ws.on("close", (code) => resolve({ code })));
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
      ws.once("unexpected-response", (_request, response) => reject(new Error(`upgrade: HTTP ${response.statusCode}`)));
    });
    const socket: LiveSocket = {
      events,
      next: (type, where) =>
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
            reject(new Error(`no ${type} event in ${WAIT_MS} ms (got ${events.map((e) => e.type).join(", ")})`));
          }, WAIT_MS);
          if (!check()) waiters.add(check);
        }),
      closed,
      close: () => ws.terminate(),
    };
    await socket.next("ready");
    return socket;
  }

  close() {
    this.agent.destroy();
  }
}

/** Resolves with `promise`'s value, or rejects after `ms` naming what did not happen. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
