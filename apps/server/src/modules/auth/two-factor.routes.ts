import { Hono } from "hono";
import type { AuthVariables } from "./session.middleware";
import type { TwoFactorService } from "./two-factor.service";

/** `/api/two-factor`: on or off, and the backup codes left. */
export function twoFactorRoutes(service: TwoFactorService) {
  return new Hono<{ Variables: AuthVariables }>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await service.status(c.get("user").id));
  });
}
