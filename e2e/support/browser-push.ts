// The browser's push service is the one part of Web Push a journey cannot run: Chromium subscribes
// through its vendor's servers, out of reach here. So the page's PushManager hands out a subscription
// to the test's own push service on loopback (the API tests' one, which checks VAPID and decrypts as a
// real one would), and Notification.permission is the member's answer to the browser's prompt.
// Everything else is real: the app's ask, the server's jobs, signing and encryption, and the service
// worker, which gets each decrypted payload through the DevTools protocol and shows it.
import type { PushPayload } from "@kindred/contracts";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import type { TestDevice } from "../../apps/server/test/support/push-service";

export { startPushService, type PushService, type TestDevice } from "../../apps/server/test/support/push-service";

/** Before the page's scripts: its push subscription is `device`'s, and the prompt answers `answer`. */
export async function stubBrowserPush(page: Page, device: TestDevice, answer: NotificationPermission = "granted") {
  // The worker shows notifications with the browser's real permission.
  if (answer === "granted") await page.context().grantPermissions(["notifications"]);
  await page.addInitScript(
    ({ subscription, answer: chosen }) => {
      let permission: NotificationPermission = "default";
      Object.defineProperty(Notification, "permission", { get: () => permission, configurable: true });
      Notification.requestPermission = async () => (permission = chosen);
      let subscribed = false;
      const fake = {
        ...subscription,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => subscription,
        unsubscribe: async () => {
          subscribed = false;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        subscribed = true;
        return fake;
      };
      PushManager.prototype.getSubscription = async () => (subscribed ? fake : null);
    },
    { subscription: device.subscription, answer },
  );
}

/** Waits until the page is controlled by the app's service worker, its shell kept; answers the cache names. */
export async function workerInCharge(page: Page): Promise<string[]> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  return page.evaluate(() => caches.keys());
}

/** Hands payloads to the page's service worker as its push service would, through the DevTools protocol. */
export async function pushToWorker(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  return (payload: PushPayload) =>
    cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
}

/** The notifications the worker shows now. */
export const notificationsShown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({
      title,
      body,
      tag,
    })),
  );

/** Runs the worker's click handler on the notification with this tag, as a click on it does. */
export async function clickNotification(context: BrowserContext, tag: string) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("No service worker runs in this context.");
  await worker.evaluate(async (wanted) => {
    // The worker's globals, which the journeys' DOM types do not describe.
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification with the tag ${wanted}.`);
    globalThis.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  }, tag);
}

/** Tells the app its tab went out of view, as switching apps or tabs does. */
export const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
