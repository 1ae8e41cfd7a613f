import type { Health, Ready } from "@kindred/contracts";
import { Hono } from "hono";
import { pingDatabase, type Database } from "../../db/client";
import { errorBody } from "../../errors";
import type { Logger } from "../../lib/logger";
import { failedChecks, type ReadinessCheck } from "./readiness";

export function healthRoutes(database: Database, version: string) {
  return new Hono().get("/", async (c) => {
    let reachable = true;
    let latencyMs = 0;
    try {
      latencyMs = await pingDatabase(database.db);
    } catch {
      reachable = false;
    }
    const body: Health = {
      status: reachable ? "ok" : "degraded",
      database: { reachable, engine: database.engine, latencyMs: Math.round(latencyMs * 100) / 100 },
      version,
    };
    c.header("Cache-Control", "no-store");
    return c.json(body, reachable ? 200 : 503);
  });
}

/**
 * Readiness, apart from liveness (`/api/health`): whether this process can serve requests now. A load
 * balancer takes it out of rotation on 503 rather than restarting it, as a failing liveness probe would,
 * and while the process drains after SIGTERM.
 */
export function readyRoutes(checks: readonly ReadinessCheck[], log: Logger, draining: () => boolean = () => false) {
  return new Hono().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    if (draining()) return c.json(errorBody("UNAVAILABLE", "Not ready: shutting down."), 503);
    const failed = await failedChecks(checks);
    if (failed.length === 0) return c.json({ status: "ready" } satisfies Ready);
    log.warn("not ready", { failed });
    return c.json(errorBody("UNAVAILABLE", `Not ready: ${failed.join(", ")} unreachable.`), 503);
  });
}
