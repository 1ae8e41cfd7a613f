import type { PushKind } from "@kindred/contracts";
import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";
import type { Presence } from "../realtime/presence";
import type { PushDeliveryRepository } from "./push-delivery.repository";
import { pushPayload } from "./push-payload";
import type { PushSend } from "./push-sender";
import type { Destination, PushRepository } from "./push.repository";

export const PUSH_NOTIFY = "push.notify";
export const PUSH_RETRY = "push.retry";
/**
 * How long a message's push waits: the messages of a burst sent meanwhile ride on it (one job per
 * member and conversation is queued at a time), so "hi", "how are you?", "free tonight?" buzz once.
 */
export const PUSH_MESSAGE_DELAY_SECONDS = 2;
/** When a device whose push service failed (no answer, 5xx) is tried again; later tries back off (queue). */
export const PUSH_RETRY_AFTER_SECONDS = 30;

/** A push job's data: ids only, so what it says is read when it goes (a retry's too). */
export type PushJob = { kind: PushKind; recipientId: string; matchId: string };
/** A retry for one device whose push service failed. */
export type PushRetryJob = PushJob & { subscriptionId: string };

type Deps = {
  repo: PushRepository;
  subjects: PushDeliveryRepository;
  jobs: Pick<JobQueue, "send">;
  presence: Pick<Presence, "visibleAmong">;
  send: PushSend;
  log: Logger;
  messageDelaySeconds?: number;
  retryAfterSeconds?: number;
};

/** After the I/O of this turn of the event loop, which writes the answer of the request that asked. */
const afterAnswer = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Push notifications. The hooks queue a job once the like or the send committed (never failing it,
 * and only for a member with a device); the job decides when it runs whether the push still goes (the
 * kind's switch, a tab on screen, the message still unread) and what it says, then sends to each
 * device at once. A device whose push service failed gets a retry job of its own, so the others are
 * not pushed twice.
 */
export function createPushDeliveryService({
  repo,
  subjects,
  jobs,
  presence,
  send,
  log,
  messageDelaySeconds = PUSH_MESSAGE_DELAY_SECONDS,
  retryAfterSeconds = PUSH_RETRY_AFTER_SECONDS,
}: Deps) {
  /** `hasDevice` when the caller's own statement read it (a send's); otherwise it is asked here. */
  async function enqueue(job: PushJob, startAfterSeconds = 0, hasDevice?: boolean): Promise<void> {
    try {
      if (!(hasDevice ?? (await repo.hasAny(job.recipientId)))) return;
      const singletonKey = `${job.kind}:${job.recipientId}:${job.matchId}`;
      await jobs.send(PUSH_NOTIFY, job, { singletonKey, startAfterSeconds });
    } catch (error) {
      log.error("push not queued", { ...job, error: String(error) });
    }
  }

  /** What to push now, or nothing: the member has the app on screen, or the push no longer applies. */
  async function prepare(job: PushJob) {
    if ((await presence.visibleAmong([job.recipientId])).has(job.recipientId)) return undefined;
    const subject = await subjects.subject(job.kind, job.recipientId, job.matchId);
    return subject && pushPayload(job.kind, job.matchId, subject);
  }

  /** One device: stamped on success, deleted when gone; true when it is worth another try. */
  async function deliver(job: PushJob, to: Destination, payload: ReturnType<typeof pushPayload>) {
    const outcome = await send(to, job.kind, payload);
    if (outcome.result === "sent") await repo.delivered(to.id);
    else if (outcome.result === "gone") await repo.gone(to.id);
    if (outcome.result !== "sent") {
      // The endpoint is a capability (anyone holding it may push): its push service's host only.
      const service = new URL(to.endpoint).host;
      log.warn("push not delivered", { kind: job.kind, subscriptionId: to.id, service, ...outcome });
    }
    return outcome.result === "retry";
  }

  return {
    /** A like made the match: each member is told. */
    async onMatched(matchId: string, memberIds: readonly [string, string]): Promise<void> {
      await Promise.all(memberIds.map((recipientId) => enqueue({ kind: "match", recipientId, matchId })));
    },

    /** A like that made no match: the liked member is told (the like is shown to them now). */
    async onLiked(matchId: string, recipientId: string): Promise<void> {
      await enqueue({ kind: "like", recipientId, matchId });
    },

    /**
     * A message was stored: queued after the sender's answer has gone, so the send never waits. The
     * send's statement said whether the receiver has a device: without one (most members) a message
     * costs no statement here.
     */
    async onMessageSent(message: {
      matchId: string;
      receiverId: string | null;
      receiverHasDevice: boolean;
    }): Promise<void> {
      if (!message.receiverId || !message.receiverHasDevice) return;
      await afterAnswer();
      await enqueue(
        { kind: "message", recipientId: message.receiverId, matchId: message.matchId },
        messageDelaySeconds,
        true,
      );
    },

    /** `push.notify`: to every device of the member at once. */
    async notify(job: PushJob): Promise<void> {
      const payload = await prepare(job);
      if (!payload) return;
      const devices = await repo.destinations(job.recipientId);
      const failed = await Promise.all(devices.map((to) => deliver(job, to, payload)));
      for (const [i, retry] of failed.entries()) {
        if (!retry) continue;
        const retryJob: PushRetryJob = { ...job, subscriptionId: devices[i]!.id };
        await jobs
          .send(PUSH_RETRY, retryJob, { startAfterSeconds: retryAfterSeconds })
          .catch((error: unknown) => log.error("push retry not queued", { ...retryJob, error: String(error) }));
      }
    },

    /** `push.retry`: one device again, if the push still applies; throws to be retried by the queue. */
    async retry(job: PushRetryJob): Promise<void> {
      const payload = await prepare(job);
      const to = payload && (await repo.destination(job.recipientId, job.subscriptionId));
      if (!payload || !to) return;
      if (await deliver(job, to, payload)) throw new Error("The push service failed again");
    },
  };
}
export type PushDeliveryService = ReturnType<typeof createPushDeliveryService>;
