import { Hono } from "hono";
import type { AuthVariables } from "../auth/session.middleware";
import type { DashboardService } from "./dashboard.service";

/** `/api/dashboard`: the dashboard's figures. */
export function dashboardRoutes(service: DashboardService) {
  return new Hono<{ Variables: AuthVariables }>().get("/stats", async (c) => {
    const stats = await service.stats(c.get("user").id);
    c.header("Cache-Control", "no-store");
    return c.json(stats);
  });
}
