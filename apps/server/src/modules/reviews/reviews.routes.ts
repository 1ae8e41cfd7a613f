import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { ReviewsService } from "./reviews.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/**
 * `/api/reviews`: a member's Reviews page, writing a review, and the owner's show/hide switch.
 * `/preferences` is declared first; as a GET it falls to `/:profileId`, whose uuid check answers 404.
 */
export function reviewsRoutes(service: ReviewsService) {
  return new Hono<Env>()
    .put("/preferences", jsonBody, async (c) => c.json(await service.savePreferences(c.get("user").id, c.get("json"))))
    .get("/:profileId", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.page(c.get("user").id, c.req.param("profileId")));
    })
    .post("/:profileId", jsonBody, async (c) =>
      c.json(await service.submit(c.get("user").id, c.req.param("profileId"), c.get("json")), 201),
    );
}
