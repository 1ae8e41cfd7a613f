import {
  PushDeviceListSchema,
  PushDeviceSchema,
  PushKeySchema,
  type PushDevice,
  type PushSubscriptionInput,
} from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";

export const PUSH_DEVICES_QUERY_KEY = ["push", "devices"] as const;

export const getPushKey = () => apiFetch("/api/push/key", { schema: PushKeySchema });

/** Subscribes (or refreshes) this browser's push subscription for the signed-in member. */
export const savePushSubscription = (subscription: PushSubscriptionInput): Promise<PushDevice> =>
  apiFetch("/api/push/subscriptions", { method: "POST", body: subscription, schema: PushDeviceSchema });

export const getPushDevices = (signal?: AbortSignal) =>
  apiFetch("/api/push/subscriptions", { schema: PushDeviceListSchema, signal });

export const removePushDevice = (id: string) =>
  apiFetch(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: "DELETE" });
