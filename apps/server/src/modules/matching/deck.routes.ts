import { Hono, type Context } from "hono";
import { z } from "zod";
import { msg } from "@kindred/contracts";
import { AppError } from "../../errors";
import { requestLocale } from "../../i18n/translator";
import { largeJson } from "../../http/compressed-json";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { DeckService } from "./deck.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** The language the score's reasons are worded in: the request's, else the member's own. */
const localeOf = (c: Context<Env>) => requestLocale(c.req.header("accept-language"), c.get("user").locale);

/** `/api/discovery`: the swipe deck and its filters. */
export function discoveryRoutes(service: DeckService) {
  return new Hono<Env>()
    .get("/deck", async (c) => {
      c.header("Cache-Control", "no-store");
      return largeJson(c, { cards: await service.deck(c.get("user").id, undefined, localeOf(c)) });
    })
    .get("/profiles/:id", async (c) => {
      const id = z.uuid().safeParse(c.req.param("id"));
      if (!id.success) throw new AppError("NOT_FOUND", msg("This profile does not exist or is no longer available."));
      return c.json(await service.card(c.get("user").id, id.data, localeOf(c)));
    })
    .get("/reach", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.reach(c.get("user").id));
    })
    .get("/preferences", async (c) => c.json(await service.preferences(c.get("user").id)))
    .put("/preferences", jsonBody, async (c) => c.json(await service.savePreferences(c.get("user").id, c.get("json"))));
}

/**
 * `/api/profiles/potential`: the dashboard's potential matches, the deck's first members by its own
 * rules and ranking (mounted before the profile module's `/api/profiles/:id`).
 */
export function potentialMatchesRoutes(service: DeckService) {
  return new Hono<Env>().get("/potential", async (c) => {
    c.header("Cache-Control", "no-store");
    return largeJson(c, { profiles: await service.potential(c.get("user").id, c.req.query()) });
  });
}
