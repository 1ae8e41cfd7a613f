import { Hono } from "hono";
import type { AuthVariables } from "./session.middleware";
import type { SessionsService } from "./sessions.service";

/** `/api/sessions`: where the member is signed in; sign out one session or every other one. */
export function sessionsRoutes(service: SessionsService) {
  return new Hono<{ Variables: AuthVariables }>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.list(c.get("user").id, c.get("sessionId")));
    })
    .post("/revoke-others", async (c) => c.json(await service.revokeOthers(c.get("user").id, c.get("sessionId"))))
    .delete("/:id", async (c) => {
      await service.revoke(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
