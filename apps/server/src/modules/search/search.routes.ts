import { Hono } from "hono";
import { largeJson } from "../../http/compressed-json";
import type { AuthVariables } from "../auth/session.middleware";
import type { SearchService } from "./search.service";

/** `/api/search`: the Find Matches page. */
export function searchRoutes(service: SearchService) {
  return new Hono<{ Variables: AuthVariables }>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return largeJson(c, await service.search(c.get("user").id, c.req.query()));
  });
}
