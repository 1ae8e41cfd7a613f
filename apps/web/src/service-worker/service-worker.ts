/// <reference lib="webworker" />
// The installable app's service worker (issue 32), built on its own by scripts/service-worker.mjs into
// dist/sw.js, with the build's version and the files to keep written in.
//
// - Hashed assets (/assets/*): from its cache first; a name never changes content.
// - Pages: always from the network, so a member never sees a page older than the last deploy; when
//   there is no network, the offline screen (a page with no script, kept at install).
// - The API, photos included, is never touched: every answer there is someone's data, and a member's
//   screens must not show what the server no longer says.
// - A new build's worker takes over at once and deletes the caches before it: the next navigation
//   after a deploy runs on the new build.
// - A push (a match, a message, a like) becomes one notification per tag, replaced rather than
//   stacked; a click opens its screen in a tab of the app if one is open, else in a new window.
import { SERVICE_WORKER, type PushPayload } from "@kindred/contracts";

declare const self: ServiceWorkerGlobalScope;
declare const __KINDRED_BUILD__: { version: string; precache: string[]; offline: string };

const { version, precache, offline } = __KINDRED_BUILD__;
const CACHE = `${SERVICE_WORKER.cachePrefix}${version}`;
const PRECACHED = new Set(precache);
/** The notification's picture, and the small one-colour mark Android shows in its status bar. */
const ICON = "/icons/icon-192.png";
const BADGE = "/icons/icon-monochrome-512.png";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(SERVICE_WORKER.cachePrefix) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker wakes up, instead of after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(event));
  else if (url.pathname.startsWith("/assets/") || PRECACHED.has(url.pathname)) event.respondWith(asset(request));
});

async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const screen = await caches.match(offline, { cacheName: CACHE });
    return screen ?? Response.error();
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  // Only a whole answer from this server: a 404 (a stale tab asking for an old build's file) or a
  // partial one is not kept.
  if (response.status === 200 && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

/** The payload's fields, each checked by hand: the contracts' zod schema would be most of this file. */
function payloadOf(data: PushMessageData | null): PushPayload | undefined {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return undefined;
  }
  const fields = value as Partial<Record<keyof PushPayload, unknown>> | null;
  if (
    !fields ||
    !["kind", "title", "body", "url", "tag"].every((key) => typeof fields[key as keyof PushPayload] === "string")
  )
    return undefined;
  return fields as PushPayload;
}

/** A path of this site only: a payload can never send the member elsewhere. */
const sameSite = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? url : "/");

self.addEventListener("push", (event) => {
  const payload = payloadOf(event.data);
  // Chromium shows a notification of its own for a push that shows none: an unreadable one says
  // just the app's name.
  if (!payload) {
    event.waitUntil(self.registration.showNotification("Kindred", { icon: ICON, badge: BADGE }));
    return;
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // Replaced, and sounded again: a new message updates its conversation's notification.
      renotify: true,
      icon: ICON,
      badge: BADGE,
      data: { url: sameSite(payload.url) },
    } as NotificationOptions),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = new URL(sameSite(typeof data?.url === "string" ? data.url : "/"), self.location.origin);
  event.waitUntil(openScreen(url));
});

async function openScreen(url: URL) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === url.href) ?? windows[0];
  if (!open) return self.clients.openWindow(url.href);
  const shown = open.url === url.href ? open : ((await open.navigate(url.href)) ?? open);
  // Focus is the browser's to allow (a click on the notification does): the screen is open either way.
  return shown.focus().catch(() => shown);
}
