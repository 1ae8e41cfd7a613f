import { SERVICE_WORKER } from "@kindred/contracts";

/** The longest the install waits for an idle moment after load. */
const IDLE_WAIT_MS = 5_000;
/** A tab that comes back into view checks for a new build at most this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Installs the service worker (src/service-worker/) once the page has loaded and is idle, so it never
 * competes with the first paint. Production builds only: the dev server's modules are not hashed, and a worker
 * keeping them would serve stale code. The browser checks the worker for a new build on every
 * navigation; a tab left open for hours checks again when it comes back into view.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER.path, { scope: SERVICE_WORKER.scope });
      let checkedAt = Date.now();
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState !== "visible" || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
        checkedAt = Date.now();
        registration.update().catch(() => undefined);
      });
    } catch {
      // No worker (a private window that refuses one, a browser policy): the app works as a plain page.
    }
  };
  // After load, once the page is idle: installing keeps the shell (fetching it again and compiling its
  // scripts for the cache), which must not compete with the member's first taps.
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => void register(), { timeout: IDLE_WAIT_MS })
      : setTimeout(() => void register(), IDLE_WAIT_MS);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
