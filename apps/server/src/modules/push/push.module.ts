import type { VapidKeys } from "../../config/vapid";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { registerWorker } from "../../jobs/register-worker";
import type { Logger } from "../../lib/logger";
import type { Presence } from "../realtime/presence";
import { createPushDeliveryRepository } from "./push-delivery.repository";
import {
  createPushDeliveryService,
  PUSH_NOTIFY,
  PUSH_RETRY,
  type PushJob,
  type PushRetryJob,
} from "./push-delivery.service";
import { createPushSender } from "./push-sender";
import { createPushRepository } from "./push.repository";
import { pushRoutes } from "./push.routes";
import { createPushService } from "./push.service";

type Deps = {
  db: Db;
  jobs: JobQueue;
  presence: Pick<Presence, "visibleAmong">;
  log: Logger;
  vapid: VapidKeys;
  /** NODE_ENV=test: the tests' push service on plain http on loopback may be subscribed. */
  allowLoopbackHttp: boolean;
  /** Tests shorten a message push's wait and a failed device's retry. */
  messageDelaySeconds?: number;
  retryAfterSeconds?: number;
};

/**
 * Web Push: members' devices (`/api/push`) and the pushes, sent by durable jobs this process works on.
 * Lends matching and messages their hooks, which only queue.
 */
export function createPushModule({ db, jobs, presence, log, vapid, allowLoopbackHttp, ...delays }: Deps) {
  const repo = createPushRepository(db);
  const delivery = createPushDeliveryService({
    repo,
    subjects: createPushDeliveryRepository(db),
    jobs,
    presence,
    send: createPushSender(vapid),
    log,
    ...delays,
  });
  registerWorker<PushJob>(jobs, log, PUSH_NOTIFY, delivery.notify);
  registerWorker<PushRetryJob>(jobs, log, PUSH_RETRY, delivery.retry);
  return {
    routes: pushRoutes(createPushService({ repo, publicKey: vapid.publicKey, allowLoopbackHttp })),
    onMatched: delivery.onMatched,
    onLiked: delivery.onLiked,
    onMessageSent: delivery.onMessageSent,
  };
}
