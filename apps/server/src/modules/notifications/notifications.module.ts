import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { Presence } from "../realtime/presence";
import { createNotificationsRepository } from "./notifications.repository";
import {
  createNotificationsService,
  NOTIFY_MATCH,
  NOTIFY_MESSAGE,
  type NotificationJob,
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
 * on. Lends matching and messages their hooks, which only queue.
 */
export function createNotificationsModule({ db, jobs, log, ...deps }: Deps) {
  const service = createNotificationsService({ repo: createNotificationsRepository(db), jobs, log, ...deps });
  const register = (name: string, handler: (job: NotificationJob) => Promise<void>) =>
    jobs
      .work(name, handler)
      .catch((error: unknown) => log.error("job worker not started", { queue: name, error: String(error) }));
  void register(NOTIFY_MATCH, service.mailMatch);
  void register(NOTIFY_MESSAGE, service.mailMessage);
  return { onMatched: service.onMatched, onMessageSent: service.onMessageSent };
}
