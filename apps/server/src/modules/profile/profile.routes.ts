import { Hono } from "hono";
import { z } from "zod";
import { msg } from "@kindred/contracts";
import { AppError } from "../../errors";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { ProfileService } from "./profile.service";

type Env = { Variables: AuthVariables & { json: unknown } };
const IdSchema = z.uuid();

/** `/api/profile`: the signed-in member's own profile. */
export function ownProfileRoutes(service: ProfileService) {
  return new Hono<Env>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ profile: await service.getOwn(c.get("user").id) });
    })
    .put("/", jsonBody, async (c) => c.json({ profile: await service.update(c.get("user").id, c.get("json")) }))
    .put("/match-style", jsonBody, async (c) =>
      c.json({ profile: await service.saveMatchStyle(c.get("user").id, c.get("json")) }),
    );
}

/** `/api/profiles/:id`: another member, as they may be seen (`/potential` is the deck's, in matching). */
export function profilesRoutes(service: ProfileService) {
  return new Hono<Env>().get("/:id", async (c) => {
    const id = IdSchema.safeParse(c.req.param("id"));
    if (!id.success) throw new AppError("NOT_FOUND", msg("This profile does not exist or is no longer available."));
    return c.json({ profile: await service.getForViewer(c.get("user").id, id.data) });
  });
}
