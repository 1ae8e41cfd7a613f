import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { Presence } from "../realtime/presence";
import { matchMail, messageMail, notificationLinks } from "./notification-mail";
import type { NotificationKind, NotificationsRepository } from "./notifications.repository";

export const NOTIFY_MATCH = "notify.match";
export const NOTIFY_MESSAGE = "notify.message";
export const NOTIFY_RECOVER = "notify.recover";
/**
 * How long a message waits before its mail may go: a member who is only switching tabs or apps comes
 * back and reads it, and no mail follows.
 */
export const MESSAGE_MAIL_DELAY_SECONDS = 60;
/** Conversations remembered as having a message job queued (the oldest is forgotten first). */
const MAX_REMEMBERED = 10_000;

/** A notification job's data: one member, one conversation. Ids only, so nothing stale is kept. */
export type NotificationJob = { recipientId: string; matchId: string };
/** `notify.recover`'s data: the start of the process that queued it (ISO), the end of what it looks at. */
export type RecoveryJob = { before: string };
/** A message job on its way to the queue (see `onMessageSent`). */
const PENDING = Number.POSITIVE_INFINITY;
/** After the I/O of this turn of the event loop, which writes the answer of the send that asked. */
const afterAnswer = () => new Promise<void>((resolve) => setImmediate(resolve));

type Deps = {
  repo: NotificationsRepository;
  jobs: Pick<JobQueue, "send">;
  presence: Pick<Presence, "onlineAmong">;
  mailer: Mailer;
  log: Logger;
  /** Links in the mails are absolute. */
  publicUrl: string;
  messageMailDelaySeconds?: number;
};

/**
 * Notification mails. The hooks queue a job after the like or the send committed, and never fail it;
 * the job decides when it runs, not when it was queued, so one that waited (its delay, a restart, a
 * retry) mails only if it still should.
 */
export function createNotificationsService({
  repo,
  jobs,
  presence,
  mailer,
  log,
  publicUrl,
  messageMailDelaySeconds = MESSAGE_MAIL_DELAY_SECONDS,
}: Deps) {
  async function enqueue(name: string, job: NotificationJob, startAfterSeconds = 0): Promise<string | null> {
    try {
      return await jobs.send(name, job, { singletonKey: `${job.recipientId}:${job.matchId}`, startAfterSeconds });
    } catch (error) {
      log.error("notification not queued", { queue: name, ...job, error: String(error) });
      return null;
    }
  }

  // One message job per member and conversation at a time (its singleton key): one mail covers a
  // burst. Until that job is due, later sends here skip the statement that the queue would refuse; a
  // job still on its way counts as queued (PENDING).
  const queuedUntil = new Map<string, number>();
  const remember = (key: string, until: number) => {
    queuedUntil.delete(key);
    if (queuedUntil.size >= MAX_REMEMBERED) queuedUntil.delete(queuedUntil.keys().next().value!);
    queuedUntil.set(key, until);
  };

  async function deliver(kind: NotificationKind, { recipientId, matchId }: NotificationJob): Promise<void> {
    const claimed = await repo.claim(kind, recipientId, matchId);
    if (!claimed) return;
    const links = notificationLinks(publicUrl, matchId);
    const mail =
      kind === "match"
        ? matchMail(claimed.email, claimed.otherFirstName, links, claimed.locale)
        : messageMail(claimed.email, claimed.otherFirstName, links, claimed.locale);
    try {
      await mailer.send(mail);
    } catch (error) {
      // The job is retried; the hour it took must not stop the retry from mailing.
      await repo.release(recipientId, matchId);
      log.warn("notification mail not sent", { kind, recipientId, matchId, error: String(error) });
      throw error;
    }
  }

  return {
    /** A like made the match: each member is mailed. */
    async onMatched(matchId: string, memberIds: readonly [string, string]): Promise<void> {
      await Promise.all(memberIds.map((recipientId) => enqueue(NOTIFY_MATCH, { recipientId, matchId })));
    },

    /**
     * A message was stored: its receiver may be mailed once the delay has passed. The job is queued
     * after the sender's answer has gone (a turn of the event loop later), so the send never waits
     * for it; resolves once it is queued. Should this process die first, the committed message is
     * still there: `recover` queues its job at the next start.
     */
    onMessageSent(message: { matchId: string; receiverId: string | null }): Promise<void> {
      if (!message.receiverId) return Promise.resolve();
      const key = `${message.receiverId}:${message.matchId}`;
      if ((queuedUntil.get(key) ?? 0) > Date.now()) return Promise.resolve();
      remember(key, PENDING);
      const job = { recipientId: message.receiverId, matchId: message.matchId };
      return afterAnswer()
        .then(() => enqueue(NOTIFY_MESSAGE, job, messageMailDelaySeconds))
        .then((id) => {
          // Only a job queued here is known to be due then (one queued elsewhere may be due sooner).
          if (id) remember(key, Date.now() + messageMailDelaySeconds * 1000);
          else if (queuedUntil.get(key) === PENDING) queuedUntil.delete(key);
        });
    },

    /**
     * Queues the message jobs a process that died may have owed: conversations with a message stored
     * in the day before `before` (this process's start), still unread, that no message job followed.
     * Due at once, as the message is older than the delay. A job queued twice is refused by its
     * singleton key, and a job decides when it runs, so one too many mails nobody.
     */
    async recover({ before }: RecoveryJob): Promise<void> {
      const owed = await repo.unqueuedMessageMails(NOTIFY_MESSAGE, new Date(before), messageMailDelaySeconds);
      for (const job of owed) await enqueue(NOTIFY_MESSAGE, job);
      if (owed.length > 0) log.info("notification jobs recovered", { count: owed.length });
    },

    /** `notify.match`: mailed at once, to each member (one job each). */
    mailMatch: (job: NotificationJob) => deliver("match", job),

    /** `notify.message`: mailed only if the recipient is away now and has not read it since. */
    async mailMessage(job: NotificationJob): Promise<void> {
      const online = await presence.onlineAmong([job.recipientId]);
      if (online.has(job.recipientId)) return;
      await deliver("message", job);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
