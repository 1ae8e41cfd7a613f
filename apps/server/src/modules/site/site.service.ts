import type { SiteInfo } from "@kindred/contracts";

/**
 * The operator's public details. They come from the environment, parsed once at start-up, so there is
 * nothing to query: the service hands out the parsed copy and never the rest of the configuration.
 */
export function createSiteService(site: SiteInfo) {
  return {
    info(): SiteInfo {
      return site;
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
