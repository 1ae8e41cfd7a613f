import { Hono } from "hono";
import { largeJson } from "../../http/compressed-json";
import { requestLocale } from "../../i18n/translator";
import type { AuthVariables } from "../auth/session.middleware";
import type { SearchService } from "./search.service";

/** `/api/search`: the Find Matches page. */
export function searchRoutes(service: SearchService) {
  return new Hono<{ Variables: AuthVariables }>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    // The scores' reasons in the request's language, else the member's own.
    const locale = requestLocale(c.req.header("accept-language"), c.get("user").locale);
    return largeJson(c, await service.search(c.get("user").id, c.req.query(), locale));
  });
}
