import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { registerWorker } from "../../jobs/register-worker";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { Presence } from "../realtime/presence";
import { createNotificationsRepository } from "./notifications.repository";
import {
  createNotificationsService,
  MESSAGE_MAIL_DELAY_SECONDS,
  NOTIFY_MATCH,
  NOTIFY_MESSAGE,
  NOTIFY_RECOVER,
  type NotificationJob,
  type RecoveryJob,
} from "./notifications.service";

type Deps = {
  db: Db;
  jobs: JobQueue;
  presence: Pick<Presence, "onlineAmong">;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** Tests shorten the wait before a message's mail. */
  messageMailDelaySeconds?: number;
};

/**
 * Notification mails (a new match, a message while away), sent by durable jobs this process works
 * on. Lends matching and messages their hooks, which only queue. At start it queues its recovery
 * (`notify.recover`): the message jobs a process that died between a send's commit and its job's
 * insert never queued. It waits a message's delay, so sends other processes made just before this
 * start have long queued theirs.
 */
export function createNotificationsModule({ db, jobs, log, ...deps }: Deps) {
  const service = createNotificationsService({ repo: createNotificationsRepository(db), jobs, log, ...deps });
  registerWorker<NotificationJob>(jobs, log, NOTIFY_MATCH, service.mailMatch);
  registerWorker<NotificationJob>(jobs, log, NOTIFY_MESSAGE, service.mailMessage);
  registerWorker<RecoveryJob>(jobs, log, NOTIFY_RECOVER, service.recover);
  const recovery: RecoveryJob = { before: new Date().toISOString() };
  void jobs
    .send(NOTIFY_RECOVER, recovery, { startAfterSeconds: deps.messageMailDelaySeconds ?? MESSAGE_MAIL_DELAY_SECONDS })
    .catch((error: unknown) => log.error("notification recovery not queued", { error: String(error) }));
  return { onMatched: service.onMatched, onMessageSent: service.onMessageSent };
}
