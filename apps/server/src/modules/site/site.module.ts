import type { SiteInfo } from "@kindred/contracts";
import { siteRoutes } from "./site.routes";
import { createSiteService } from "./site.service";

export function createSiteModule({ site }: { site: SiteInfo }) {
  return { routes: siteRoutes(createSiteService(site)) };
}
