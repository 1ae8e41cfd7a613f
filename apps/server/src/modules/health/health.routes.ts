import type { Health } from "@kindred/contracts";
import { Hono } from "hono";
import { pingDatabase, type Database } from "../../db/client";

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
