// Every route under /api/admin, read from the app's own router (so a route added later is covered
// without touching this file), answers 401 to a visitor and 403 to a plain member.
import { ADMIN_TEXT } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./support/client";
import { createMember, makeAdmin } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
let member: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  server = await startTestServer();
  [member, admin] = await Promise.all([createMember(server), createMember(server)]);
  await makeAdmin(server, admin.id);
});
afterAll(() => server.close());

/** The admin endpoints (not middleware), with every path parameter filled in with a fresh uuid. */
function adminEndpoints() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of server.routes) {
    // "/api/admin/*" entries are the middleware (the session check and the admin guard themselves).
    if (path.includes("*") || !(path === "/api/admin" || path.startsWith("/api/admin/"))) continue;
    const concrete = path.replace(/:[^/]+/g, () => crypto.randomUUID());
    seen.set(`${method} ${path}`, { method: method === "ALL" ? "POST" : method, path: concrete });
  }
  return [...seen.values()];
}

describe("the admin API's guard", () => {
  it("finds the admin routes in the router", () => {
    const found = adminEndpoints().map(({ method, path }) => `${method} ${path.replace(/[0-9a-f-]{36}/g, ":id")}`);
    // A floor, not the list: the point is that the walk sees the routes at all.
    expect(found).toEqual(
      expect.arrayContaining([
        "GET /api/admin/reports",
        "GET /api/admin/audit",
        "POST /api/admin/members/:id/ban",
        "POST /api/admin/members/:id/suspend",
        "POST /api/admin/members/:id/reinstate",
        "POST /api/admin/reports/:id/decision",
      ]),
    );
  });

  it("answers 401 to a visitor and 403 to a member on every one of them", async () => {
    const visitor = new TestClient(server);
    for (const { method, path } of adminEndpoints()) {
      const json = method === "GET" || method === "HEAD" ? undefined : { reason: "x", days: 7, status: "reviewed" };
      const anonymous = await visitor.request<ApiError>(method, path, { json });
      expect([method, path, anonymous.status, anonymous.body?.error?.code]).toEqual([
        method,
        path,
        401,
        "UNAUTHENTICATED",
      ]);
      const plain = await member.client.request<ApiError>(method, path, { json });
      expect([method, path, plain.status, plain.body?.error]).toEqual([
        method,
        path,
        403,
        { code: "FORBIDDEN", message: ADMIN_TEXT.forbidden },
      ]);
    }
  });

  it("lets an admin through the same guard", async () => {
    expect((await admin.client.get("/api/admin/audit")).status).toBe(200);
    expect((await admin.client.get("/api/admin/reports")).status).toBe(200);
  });
});
