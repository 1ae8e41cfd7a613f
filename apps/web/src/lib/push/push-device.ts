import type { PushSubscriptionInput } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";
import { getPushKey, removePushDevice, savePushSubscription } from "./push-api";

/**
 * This browser's side of push: whether it can, what the member allowed, and subscribing through the
 * service worker (src/service-worker/) with the server's VAPID key. The device's id on the server is
 * kept on the device, so Settings can say which of the member's devices this one is.
 */
export type PushState = "unsupported" | "denied" | "off" | "on";

const DEVICE_KEY = "kindred.push.device";
const PROMPT_KEY = "kindred.push.prompt-dismissed";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

export const thisDeviceId = (): string | null => localStorage.getItem(DEVICE_KEY);

/**
 * Whether to offer notifications in the app's own words: the browser can, the member has neither
 * allowed nor refused them, did not say "Not now" on this device, and the service worker runs (no
 * worker, no push: a browser policy or a private window may refuse one).
 */
export async function mayAskForPush(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "default" || localStorage.getItem(PROMPT_KEY)) return false;
  return Boolean(await activeWorker());
}

export const dismissPushPrompt = () => localStorage.setItem(PROMPT_KEY, new Date().toISOString());

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** How long a first visit waits for the service worker, registered once the page has loaded and is idle. */
const WORKER_WAIT_MS = 10_000;

/**
 * The service worker's registration, once active; null when none comes (a browser policy or a
 * private window refused it): no worker, no push.
 */
async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported() || !(await activeWorker())) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) && thisDeviceId() ? "on" : "off";
}

/** The VAPID key, base64url, as the bytes `subscribe` takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser (its prompt, the first time), subscribes, and tells the server. Answers the state
 * after: "denied" when the member refused the browser's prompt.
 */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const registration = await activeWorker();
  if (!registration) return "unsupported";
  const { publicKey } = await getPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const device = await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  localStorage.setItem(DEVICE_KEY, device.id);
  return "on";
}

/** Unsubscribes this browser and forgets it on the server. */
export async function turnOffPush(): Promise<PushState> {
  const id = thisDeviceId();
  // Already gone on the server (removed from another device, or by its push service): nothing to undo.
  if (id)
    await removePushDevice(id).catch((error: unknown) => {
      if (!isApiError(error) || error.status !== 404) throw error;
    });
  localStorage.removeItem(DEVICE_KEY);
  await (await currentSubscription())?.unsubscribe();
  return pushState();
}
