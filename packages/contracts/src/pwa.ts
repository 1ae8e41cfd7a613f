import { msg } from "./i18n/msg";

/**
 * The installable app (issue 32): the service worker's address and what it keeps. The worker is
 * served from the site's root so its scope is every page.
 */
export const SERVICE_WORKER = {
  path: "/sw.js",
  scope: "/",
  /** Caches are named with the build's version: a new build's worker deletes the ones before it. */
  cachePrefix: "kindred-",
} as const;

/**
 * What the service worker shows for a page it cannot fetch: a screen of its own, drawn with the app's
 * stylesheet and no script, as the network is gone.
 */
export const OFFLINE_TEXT = {
  title: msg("You're offline"),
  body: msg(
    "Kindred can't reach the internet right now. Your matches and messages are safe: check your connection, then try again.",
  ),
  retry: msg("Try again"),
} as const;
