import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { SafetyService } from "./safety.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** `/api/blocks`: whom I blocked; block and unblock. */
export function blocksRoutes(service: SafetyService) {
  return new Hono<Env>()
    .get("/", async (c) => c.json({ blocks: await service.blocked(c.get("user").id) }))
    .post("/", jsonBody, async (c) => {
      await service.block(c.get("user").id, c.get("json"));
      return c.body(null, 204);
    })
    .delete("/:userId", async (c) => {
      await service.unblock(c.get("user").id, c.req.param("userId"));
      return c.body(null, 204);
    });
}

/** `/api/reports`: a member reports a profile, a photo or a conversation to the moderators. */
export function reportsRoutes(service: SafetyService) {
  return new Hono<Env>().post("/", jsonBody, async (c) => {
    const { created, ...report } = await service.report(c.get("user").id, c.get("json"));
    return c.json({ report }, created ? 201 : 200);
  });
}
