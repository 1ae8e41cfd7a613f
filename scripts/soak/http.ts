// A member's browser as the API sees it: its own loopback address (rate limits key on the address),
// a cookie jar, the app's Origin; every answer timed and sorted into success, an intended 429 or an
// error. A shared gate bounds the requests in flight, so a two-core machine is loaded, not drowned.
import http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Challenge } from "altcha-lib";
import { PROOF_HEADER, proofPurposeOf, solveProof } from "../../apps/server/test/support/proof";
import { CookieJar } from "../cookie-jar";
import type { Figures } from "./figures";

/** Longer than any answer a loaded server should take; past it the request counts as a network error. */
const REQUEST_TIMEOUT_MS = 30_000;
const brotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** At most `limit` tasks at once; the others wait their turn in order. */
export class Gate {
  private active = 0;
  private closed = false;
  private readonly waiting: ((admitted: boolean) => void)[] = [];
  constructor(private readonly limit: number) {}

  /** Runs the task in its turn; answers SKIPPED, without running it, once the gate is closed. */
  async run<T>(task: () => Promise<T>): Promise<T | typeof SKIPPED> {
    if (this.closed) return SKIPPED;
    if (this.active < this.limit) this.active += 1;
    else if (!(await new Promise<boolean>((resolve) => this.waiting.push(resolve)))) return SKIPPED;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so no newcomer overtakes it.
      const next = this.waiting.shift();
      if (next) next(true);
      else this.active -= 1;
    }
  }

  /** The time is up: nothing new starts, and what waits is let go unstarted (what runs finishes). */
  close() {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting(false);
  }

  reopen() {
    this.closed = false;
  }
}
export const SKIPPED = Symbol("skipped");

export type Answer<T = unknown> = { status: number; body: T; headers: http.IncomingHttpHeaders };
/** ok: the status was one the caller expected. Otherwise the figures hold it (a 429, an error), or it was skipped. */
export type Outcome<T> =
  | { ok: true; answer: Answer<T> }
  | { ok: false; answer?: Answer; network?: string; limited?: boolean; skipped?: boolean };

export type Upload = {
  fields: Record<string, string>;
  file: { field: string; name: string; type: string; bytes: Buffer };
};
/** ungated: sent at once, beside the gate's requests (a script hammering the API does not wait its turn). */
type Body = { json?: unknown; upload?: Upload; ungated?: boolean };

export type Target = { host: string; port: number; origin: string };

export class MemberHttp {
  private readonly cookies = new CookieJar();
  private readonly agent: http.Agent;

  constructor(
    private readonly target: Target,
    readonly address: string,
    private readonly gate: Gate,
    private readonly figures: Figures,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  }

  /** The Cookie header, for the socket's upgrade. */
  get cookieHeader() {
    return this.cookies.header;
  }

  /** A fresh browser: no cookies (a sign-in from a new device). */
  forgetCookies() {
    this.cookies.clear();
  }

  close() {
    this.agent.destroy();
  }

  async call<T>(kind: string, method: string, path: string, expect: number[], body: Body = {}): Promise<Outcome<T>> {
    const exchange = async (): Promise<Outcome<T>> => {
      const started = performance.now();
      let answer: Answer;
      try {
        answer = await this.send(method, path, body);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        this.figures.request(kind, performance.now() - started);
        this.figures.error(kind, `network error ${code}`);
        return { ok: false, network: code };
      }
      this.figures.request(kind, performance.now() - started);
      if (expect.includes(answer.status)) return { ok: true, answer: answer as Answer<T> };
      const error = (answer.body as { error?: { code?: string; message?: string } } | undefined)?.error;
      if (answer.status === 429 && error?.code === "RATE_LIMITED") {
        this.figures.limited(kind);
        return { ok: false, answer, limited: true };
      }
      const said = error ? `${error.code} "${error.message}"` : JSON.stringify(answer.body)?.slice(0, 120);
      this.figures.error(kind, `${answer.status} ${said}`);
      return { ok: false, answer };
    };
    if (body.ungated) return exchange();
    const outcome = await this.gate.run(exchange);
    return outcome === SKIPPED ? { ok: false, skipped: true } : outcome;
  }

  private async send(method: string, path: string, body: Body): Promise<Answer> {
    // A sign-up or a report carries a solved proof-of-work, fetched from this member's address as a
    // browser's widget fetches it.
    const purpose = proofPurposeOf(method, path);
    if (!purpose) return this.exchange(method, path, body);
    const challenge = await this.exchange("GET", `/api/proof-of-work/challenge?for=${purpose}`, {});
    if (challenge.status !== 200) return challenge;
    return this.exchange(method, path, body, { [PROOF_HEADER]: await solveProof(challenge.body as Challenge) });
  }

  /**
   * A request sent on a kept-alive connection the server closed as it was reused (its FIN still unread
   * on a busy client) fails with ECONNRESET before the server saw it. A browser sends it again on a new
   * connection, as Node's documentation advises (`request.reusedSocket`); so does the soak, once.
   */
  private async exchange(method: string, path: string, body: Body, extra: Record<string, string> = {}) {
    try {
      return await this.exchangeOnce(method, path, body, extra);
    } catch (error) {
      if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
      return this.exchangeOnce(method, path, body, extra);
    }
  }

  private exchangeOnce(
    method: string,
    path: string,
    { json, upload }: Body,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.target.origin, "accept-encoding": "br, gzip", ...extra };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let payload: Buffer | undefined;
    if (json !== undefined) {
      payload = Buffer.from(JSON.stringify(json));
      headers["content-type"] = "application/json";
    } else if (upload) {
      const boundary = `----kindred-soak-${Math.random().toString(36).slice(2)}`;
      payload = multipart(boundary, upload);
      headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    }
    if (payload) headers["content-length"] = String(payload.length);
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: this.target.host, port: this.target.port, method, path, headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            this.cookies.keep(response.headers["set-cookie"] ?? []);
            decode(Buffer.concat(chunks), response.headers).then(
              (body) => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
              reject,
            );
          });
        },
      );
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })),
      );
      request.on("error", (error: NodeJS.ErrnoException) => {
        const closedUnderUs = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
        reject(closedUnderUs ? Object.assign(error, { reusedSocket: true }) : error);
      });
      request.end(payload);
    });
  }
}

async function decode(raw: Buffer, headers: http.IncomingHttpHeaders): Promise<unknown> {
  const encoding = headers["content-encoding"];
  const bytes = encoding === "br" ? await brotli(raw) : encoding === "gzip" ? await gunzip(raw) : raw;
  if (!String(headers["content-type"] ?? "").includes("json"))
    return bytes.length ? `${bytes.length} bytes` : undefined;
  const text = bytes.toString("utf8");
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function multipart(boundary: string, { fields, file }: Upload): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}
