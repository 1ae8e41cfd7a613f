import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { SettingsService } from "./settings.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** `/api/settings`: the member's Notifications and Privacy switches, and their language. */
export function settingsRoutes(service: SettingsService) {
  return new Hono<Env>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.get(c.get("user").id));
    })
    .patch("/", jsonBody, async (c) => c.json(await service.update(c.get("user").id, c.get("json"))))
    .put("/language", jsonBody, async (c) => c.json(await service.setLanguage(c.get("user").id, c.get("json"))));
}
