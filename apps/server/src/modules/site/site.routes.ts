import { Hono } from "hono";
import type { SiteService } from "./site.service";

/** `/api/site`: public, and it only changes when the server restarts with new settings. */
export function siteRoutes(service: SiteService) {
  return new Hono().get("/", (c) => {
    // Five minutes: pages skip the request on most navigations, and new details show soon after a restart.
    c.header("Cache-Control", "public, max-age=300");
    return c.json(service.info());
  });
}
