import { PROOF_HEADER, proofFor, proofPurposeOf } from "./proof";
import type { TestServer } from "./server";

export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A member's browser, reduced to what the API sees: a cookie jar and a same-origin Origin header. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly server: Pick<TestServer, "url" | "publicUrl">) {}

  async request<T = unknown>(
    method: string,
    path: string,
    init: { json?: unknown; headers?: Record<string, string>; body?: RequestInit["body"] } = {},
  ): Promise<JsonResponse<T>> {
    const headers = new Headers(init.headers);
    // An empty origin means "send none", as a client that is not a browser does.
    if (!headers.has("origin")) headers.set("origin", this.server.publicUrl);
    else if (headers.get("origin") === "") headers.delete("origin");
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    // A sign-up, a password reset or a report carries a solved proof-of-work, as the browser's does;
    // an empty one means "send none" (the tests of its refusals).
    const purpose = proofPurposeOf(method, path);
    if (purpose && !headers.has(PROOF_HEADER)) headers.set(PROOF_HEADER, await proofFor(this.server.url, purpose));
    else if (headers.get(PROOF_HEADER) === "") headers.delete(PROOF_HEADER);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${this.server.url}${path}`, { method, headers, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Leave non-JSON bodies as text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = unknown>(path: string) => this.request<T>("GET", path);
  post = <T = unknown>(path: string, json: unknown = {}) => this.request<T>("POST", path, { json });

  signUp(email: string, password = "a-long-enough-secret") {
    return this.post("/api/auth/sign-up/email", { email, password });
  }
  signIn(email: string, password = "a-long-enough-secret") {
    return this.post("/api/auth/sign-in/email", { email, password });
  }
  /** The same member (same cookie jar) talking to another server process. */
  on(server: Pick<TestServer, "url" | "publicUrl">): TestClient {
    const other = new TestClient(server);
    other.cookies = this.cookies;
    return other;
  }

  /** The Cookie header this member's browser would send (for WebSockets). */
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get hasSession() {
    return [...this.cookies.keys()].some((name) => name.endsWith("session_token"));
  }
}

let counter = 0;
export const uniqueEmail = (label = "member") => `${label}-${Date.now().toString(36)}-${counter++}@example.com`;
