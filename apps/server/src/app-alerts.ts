import type { VapidKeys } from "./config/vapid";
import type { Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./modules/mail/mailer";
import type { Metrics } from "./modules/metrics/metrics";
import { createNotificationsModule } from "./modules/notifications/notifications.module";
import { createPushModule } from "./modules/push/push.module";
import type { Presence } from "./modules/realtime/presence";

/** Tests shorten the waits: a message's mail (60 s), a message's push (2 s), a failed push's retry (30 s). */
export type AlertDelays = {
  messageMailDelaySeconds?: number;
  pushMessageDelaySeconds?: number;
  pushRetryAfterSeconds?: number;
};

type Deps = AlertDelays & {
  db: Db;
  jobs: JobQueue;
  presence: Presence;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  vapid: VapidKeys;
  /** NODE_ENV=test: the tests' push service on plain http on loopback may be subscribed. */
  allowLoopbackHttp: boolean;
  metrics?: Metrics;
};

/**
 * What tells a member of a match, a message or a like while they are away: the mails (notifications)
 * and the pushes (push), as one set of hooks for matching and messages. Each hook only queues, logs
 * its own failures and never throws: a mail or a push never fails the like or the send.
 */
export function createAlerts({
  messageMailDelaySeconds,
  pushMessageDelaySeconds,
  pushRetryAfterSeconds,
  ...deps
}: Deps) {
  const { db, jobs, presence, mailer, log, publicUrl, vapid, allowLoopbackHttp, metrics } = deps;
  const mails = createNotificationsModule({ db, jobs, presence, mailer, log, publicUrl, messageMailDelaySeconds });
  const push = createPushModule({
    db,
    jobs,
    presence,
    log,
    vapid,
    allowLoopbackHttp,
    messageDelaySeconds: pushMessageDelaySeconds,
    retryAfterSeconds: pushRetryAfterSeconds,
  });
  return {
    /** `/api/push`: the VAPID key and the member's devices. */
    pushRoutes: push.routes,
    async onMatched(matchId: string, members: readonly [string, string]): Promise<void> {
      await Promise.all([mails.onMatched(matchId, members), push.onMatched(matchId, members)]);
    },
    onLiked: push.onLiked,
    async onMessageSent(message: {
      matchId: string;
      receiverId: string | null;
      receiverHasDevice: boolean;
    }): Promise<void> {
      metrics?.messagesSent();
      await Promise.all([mails.onMessageSent(message), push.onMessageSent(message)]);
    },
  };
}
