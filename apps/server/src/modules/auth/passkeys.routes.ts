import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { PasskeysService } from "./passkeys.service";
import type { AuthVariables } from "./session.middleware";

/** `/api/passkeys`: the member's passkeys; adding one and signing in with one go through `/api/auth/passkey/*`. */
export function passkeysRoutes(service: PasskeysService) {
  return new Hono<{ Variables: AuthVariables & { json: unknown } }>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.list(c.get("user").id, c.req.header("user-agent")));
    })
    .patch("/:id", jsonBody, async (c) =>
      c.json({ passkey: await service.rename(c.get("user").id, c.req.param("id"), c.get("json")) }),
    )
    .delete("/:id", async (c) => {
      await service.remove(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
