import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { PushService } from "./push.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** `/api/push`: the server's VAPID key and the member's subscribed devices. */
export function pushRoutes(service: PushService) {
  return new Hono<Env>()
    .get("/key", (c) => c.json(service.key()))
    .get("/subscriptions", async (c) => c.json(await service.list(c.get("user").id)))
    .post("/subscriptions", jsonBody, async (c) => {
      const { device, created } = await service.subscribe(c.get("user").id, c.get("json"), c.req.header("user-agent"));
      return c.json(device, created ? 201 : 200);
    })
    .delete("/subscriptions/:id", async (c) => {
      await service.remove(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
