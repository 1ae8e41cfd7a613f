import { Hono } from "hono";
import type { AuthVariables } from "../auth/session.middleware";
import type { CelebrationsService } from "./celebrations.service";

type Env = { Variables: AuthVariables };

/** `/api/matches/celebrations` and `/api/matches/:id/celebrated`: each match's overlay, once per member. */
export function celebrationsRoutes(service: CelebrationsService) {
  return new Hono<Env>()
    .get("/celebrations", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ celebrations: await service.pending(c.get("user").id) });
    })
    .post("/:id/celebrated", async (c) => {
      await service.markSeen(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
