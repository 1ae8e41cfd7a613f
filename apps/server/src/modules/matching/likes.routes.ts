import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import { requestLocale, translate } from "../../i18n/translator";
import type { AuthVariables } from "../auth/session.middleware";
import type { LikesService } from "./likes.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** `/api/likes` and `/api/passes`: swiping right and left. */
export function likesRoutes(service: LikesService) {
  return new Hono<Env>()
    .post("/", jsonBody, async (c) => {
      const result = await service.like(c.get("user").id, c.get("json"));
      // What happened, in the request's language (else the member's own).
      const locale = requestLocale(c.req.header("accept-language"), c.get("user").locale);
      return c.json(
        { ...result, message: translate(locale, result.message) },
        result.outcome === "liked" || result.outcome === "matched" ? 201 : 200,
      );
    })
    .get("/received", async (c) => c.json({ likes: await service.received(c.get("user").id) }));
}

/** `/api/matches`: unmatch (the celebrations' routes are celebrations.routes.ts). */
export function matchesRoutes(service: LikesService) {
  return new Hono<Env>().delete("/:matchId", async (c) => {
    await service.unmatch(c.get("user").id, c.req.param("matchId"));
    return c.body(null, 204);
  });
}

export function passesRoutes(service: LikesService) {
  return new Hono<Env>()
    .post("/", jsonBody, async (c) => {
      await service.pass(c.get("user").id, c.get("json"));
      return c.body(null, 204);
    })
    .delete("/last", async (c) => c.json(await service.undoLastPass(c.get("user").id)));
}
