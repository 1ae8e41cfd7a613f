import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { ModerationService } from "./admin.service";
import type { ModerationActions } from "./moderation.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/**
 * `/api/admin`: the moderation panel, for admins only (mounted behind the session check). Reads: the
 * report queue, evidence files, the audit log. Writes: account actions and report decisions, each
 * audited.
 */
export function adminRoutes(service: ModerationService, actions: ModerationActions) {
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
    })
    .post("/reports/:id/decision", jsonBody, async (c) =>
      c.json(await actions.decide(c.get("user"), c.req.param("id"), c.get("json"))),
    )
    .post("/members/:userId/ban", jsonBody, async (c) =>
      c.json(await actions.ban(c.get("user"), c.req.param("userId"), c.get("json"))),
    )
    .post("/members/:userId/suspend", jsonBody, async (c) =>
      c.json(await actions.suspend(c.get("user"), c.req.param("userId"), c.get("json"))),
    )
    .post("/members/:userId/reinstate", jsonBody, async (c) =>
      c.json(await actions.reinstate(c.get("user"), c.req.param("userId"))),
    )
    .get("/audit", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await actions.audit(c.req.query()));
    });
}
