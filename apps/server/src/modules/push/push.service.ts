import {
  PUSH_LIMITS,
  PUSH_TEXT,
  PushSubscriptionInputSchema,
  deviceLabel,
  type PushDevice,
  type PushDeviceList,
  type PushKey,
} from "@kindred/contracts";
import { ECDH } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../errors";
import { describeDevice } from "../auth/device";
import { pushEndpointProblem } from "./push-endpoint";
import type { PushRepository } from "./push.repository";

type Deps = {
  repo: PushRepository;
  publicKey: string;
  /** The tests' push service listens on plain http on 127.0.0.1 (NODE_ENV=test only). */
  allowLoopbackHttp: boolean;
};

/** Whether the key is a point on P-256: one that is not would fail every push's encryption. */
function onCurve(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}

type DeviceRow = Pick<PushDevice, "id" | "label" | "browser" | "os"> & { createdAt: Date; lastSuccessAt: Date | null };
const toDevice = (row: DeviceRow): PushDevice => ({
  id: row.id,
  label: row.label,
  browser: row.browser,
  os: row.os,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

/** A member's push subscriptions: their browsers, named by the User-Agent that subscribed. */
export function createPushService({ repo, publicKey, allowLoopbackHttp }: Deps) {
  return {
    key: (): PushKey => ({ publicKey }),

    /**
     * Stores the browser's subscription for this member, or renews it (the same endpoint), wherever
     * it was before: a browser pushes to whoever signed in and subscribed there last. A bad endpoint
     * or key is refused whole (400) and nothing is stored.
     */
    async subscribe(
      userId: string,
      input: unknown,
      userAgent: string | undefined,
    ): Promise<{ device: PushDevice; created: boolean }> {
      const { endpoint, keys } = PushSubscriptionInputSchema.parse(input);
      const problem = pushEndpointProblem(endpoint, allowLoopbackHttp);
      if (problem) throw new AppError("VALIDATION_FAILED", problem, { endpoint: problem });
      if (!onCurve(keys.p256dh))
        throw new AppError("VALIDATION_FAILED", PUSH_TEXT.p256dhInvalid, { "keys.p256dh": PUSH_TEXT.p256dhInvalid });
      const { browser, os } = describeDevice(userAgent);
      const row = await repo.save(
        { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label: deviceLabel({ browser, os }), browser, os },
        PUSH_LIMITS.maxDevices,
      );
      return { device: toDevice(row), created: row.created };
    },

    async list(userId: string): Promise<PushDeviceList> {
      return { devices: (await repo.list(userId)).map(toDevice) };
    },

    /** Another member's device answers as one that does not exist: nothing tells it is there. */
    async remove(userId: string, id: string): Promise<void> {
      const parsed = z.uuid().safeParse(id);
      if (!parsed.success || !(await repo.remove(userId, parsed.data)))
        throw new AppError("NOT_FOUND", PUSH_TEXT.deviceNotFound);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
