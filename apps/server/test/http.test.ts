import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { API_CONTENT_SECURITY_POLICY } from "../src/http/security-headers";
import { TestClient } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { origin: server.publicUrl, ...init.headers } });

describe("health", () => {
  it("reports that the database is reachable", async () => {
    const response = await raw("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: { reachable: true, engine: process.env.DATABASE_URL ? "postgres" : "pglite" },
    });
  });
});

describe("unknown API paths", () => {
  it.each(["/api/nope", "/api/auth/update-user", "/api/auth/delete-user", "/api/me/nothing-here"])(
    "%s answers a JSON 404",
    async (path) => {
      const response = await raw(path, { method: path.includes("auth") ? "POST" : "GET" });
      expect(response.status).toBe(path === "/api/me/nothing-here" ? 401 : 404);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe(path === "/api/me/nothing-here" ? "UNAUTHENTICATED" : "NOT_FOUND");
    },
  );
});

describe("bad input", () => {
  const signUp = (init: RequestInit) => raw("/api/auth/sign-up/email", { method: "POST", ...init });

  it("malformed JSON is a 400 with a clear message", async () => {
    const response = await signUp({ headers: { "content-type": "application/json" }, body: '{"email": "a@b.co",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "INVALID_JSON", message: "The request body is not valid JSON." },
    });
  });

  it("a wrong content type is a 415", async () => {
    const response = await signUp({ headers: { "content-type": "text/plain" }, body: "email=a@b.co" });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("a 10 MB body is a 413, and the server stays up", async () => {
    const big = JSON.stringify({ email: "big@example.com", password: "x".repeat(10 * 1024 * 1024) });
    const response = await signUp({ headers: { "content-type": "application/json" }, body: big });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await raw("/api/health")).status).toBe(200);
  });

  it("a 10 MB body streamed without a length is cut off with a 413", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.publicUrl },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("a body that is JSON but not an object is a validation error", async () => {
    const response = await signUp({ headers: { "content-type": "application/json" }, body: "[1,2,3]" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
  });

  it("none of the above wrote anything", async () => {
    expect(await server.db.$count(users)).toBe(0);
  });
});

describe("a request Node's parser refuses before the app sees it", () => {
  // Found by fuzz.test.ts: a query string past Node's 16 KB header limit was answered 431 with no body.
  it("answers a URL over the header limit 431 in the error shape", async () => {
    const response = await raw(`/api/search?q=${"x".repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "The request's headers are too large." },
    });
  });
});

describe("web app", () => {
  it("without a build, answers a clear 503 for pages, not a crash", async () => {
    const response = await raw("/dashboard");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("npm run build");
  });

  it("sends the security headers: the pages' policy to pages, a stricter one to API answers", async () => {
    const page = await raw("/dashboard");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    for (const path of ["/api/health", "/api/me", "/api/nothing-here"]) {
      const answer = await raw(path);
      expect(answer.headers.get("content-security-policy"), path).toBe(API_CONTENT_SECURITY_POLICY);
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("x-frame-options"), path).toBe("DENY");
      expect(answer.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(answer.headers.get("x-xss-protection"), path).toBeNull();
    }
  });
});

describe("client", () => {
  it("the test client keeps no session until sign-in", () => {
    expect(new TestClient(server).hasSession).toBe(false);
  });
});
