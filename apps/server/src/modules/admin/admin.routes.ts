import { Hono } from "hono";
import type { AuthVariables } from "../auth/session.middleware";
import type { ModerationService } from "./admin.service";

type Env = { Variables: AuthVariables };

/** `/api/admin`: the moderation panel's reads, for admins only (mounted behind the session check). */
export function adminRoutes(service: ModerationService) {
  return new Hono<Env>()
    .use("*", async (c, next) => {
      // Every admin path passes here first, so no route can forget the check.
      service.requireAdmin(c.get("user"));
      await next();
    })
    .get("/reports", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.reports(c.req.query()));
    })
    .get("/reports/:id/evidence/:n", async (c) => {
      const file = await service.evidenceFile(c.req.param("id"), c.req.param("n"));
      return c.body(file.body, 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      });
    });
}
