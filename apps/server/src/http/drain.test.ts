import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { readyRoutes } from "../modules/health/health.routes";
import { closeConnectionsWhile } from "./drain";

/** The app's front as `app.ts` builds it: the drain's middleware, then readiness with a passing check. */
function front(draining: () => boolean) {
  const app = new Hono();
  app.use("*", closeConnectionsWhile(draining));
  app.route("/api/ready", readyRoutes([{ name: "database", run: async () => 1 }], createLogger("silent"), draining));
  app.get("/api/anything", (c) => c.json({ ok: true }));
  return app;
}

describe("while the process drains", () => {
  it("keeps connections and answers ready before the signal", async () => {
    const app = front(() => false);
    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("connection")).toBeNull();
    expect((await app.request("/api/anything")).headers.get("connection")).toBeNull();
  });

  it("answers not ready, and closes every connection after its answer", async () => {
    const app = front(() => true);
    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: { code: "UNAVAILABLE", message: "Not ready: shutting down." } });
    expect(ready.headers.get("connection")).toBe("close");
    const other = await app.request("/api/anything");
    expect(other.status).toBe(200);
    expect(other.headers.get("connection")).toBe("close");
  });
});
