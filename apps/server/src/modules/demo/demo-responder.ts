import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";
import { AppError } from "../../errors";
import type { Envelope, EventBus } from "../realtime/event-bus";
import type { DemoResponderRepository } from "./demo-responder.repository";
import { demoLikesBack, demoReply } from "./demo-voice";

export const DEMO_LIKE_BACK = "demo.like-back";
export const DEMO_REPLY = "demo.reply";
export type LikeBackJob = { demoId: string; memberId: string };
export type ReplyJob = { demoId: string; memberId: string; matchId: string; messageId: string };

type Deps = {
  repo: DemoResponderRepository;
  jobs: JobQueue;
  bus: Pick<EventBus, "subscribe">;
  log: Logger;
  /** The same calls a member's own like and message make: rules, rate limits, the socket events. */
  like: (userId: string, targetId: string) => Promise<unknown>;
  send: (userId: string, matchId: string, content: string, clientId: string) => Promise<unknown>;
  /** The longest wait before an answer (DEMO_REPLY_DELAY_SECONDS); each waits between half of it and all of it. */
  delaySeconds: number;
};

/**
 * The demo community answers like people would (never in production: the module starts this only
 * outside it): a demo member likes back about half of the members who like them (demoLikesBack, the
 * same answer for a pair every time), and answers a real member's first message in a conversation
 * once, in their own voice. Both wait a few seconds, as a person would, in durable jobs (they survive a
 * restart and run once across processes), and go through the likes and messages services, so blocks,
 * bans, hidden profiles and rate limits apply and the other member hears it live. Demo members never
 * answer each other.
 *
 * Every process hears every event on the bus, so each queues the same job: the singleton key keeps
 * one, and a job that runs twice anyway changes nothing (an existing match; the reply's client id).
 */
export function startDemoResponder({ repo, jobs, bus, log, like, send, delaySeconds }: Deps) {
  let demo = new Set<string>();
  const delay = () => (delaySeconds <= 0 ? 0 : delaySeconds / 2 + Math.random() * (delaySeconds / 2));
  const queue = (name: string, data: object, key: string) =>
    void jobs
      .send(name, data, { singletonKey: key, startAfterSeconds: delay(), retryLimit: 2 })
      .catch((error: unknown) => log.warn("demo answer not queued", { queue: name, error: String(error) }));

  /** A refusal (a block, a ban, a hidden profile, a rate limit, a closed conversation) is the answer. */
  const refused = (what: string, job: object) => (error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    log.info(`demo ${what} not sent`, { ...job, code: error.code });
  };

  async function likeBack(job: LikeBackJob) {
    if (!(await repo.isDemoPair(job.demoId, job.memberId))) return;
    await like(job.demoId, job.memberId).catch(refused("like-back", job));
  }

  async function reply(job: ReplyJob) {
    if (!(await repo.isDemoPair(job.demoId, job.memberId))) return;
    // Only the first: by the time this runs the member may have written again, which gets no answer.
    if ((await repo.firstMessageOf(job.matchId, job.memberId)) !== job.messageId) return;
    const voice = await repo.voiceOf(job.demoId);
    if (!voice) return;
    const content = demoReply(voice, await repo.firstNameOf(job.memberId), job.matchId);
    await send(job.demoId, job.matchId, content, `demo-reply-${job.messageId}`).catch(refused("reply", job));
  }

  const register = <T extends object>(name: string, handler: (job: T) => Promise<void>) =>
    jobs
      .work(name, handler)
      .catch((error: unknown) => log.error("job worker not started", { queue: name, error: String(error) }));
  void register<LikeBackJob>(DEMO_LIKE_BACK, likeBack);
  void register<ReplyJob>(DEMO_REPLY, reply);

  const loaded = repo.demoIds().then(
    (ids) => void (demo = new Set(ids)),
    (error: unknown) => log.error("demo members not read; the demo will not answer", { error: String(error) }),
  );
  const unsubscribe = bus.subscribe((envelope) => {
    if (envelope.event.type === "like.received" || envelope.event.type === "message.created")
      void loaded.then(() => answer(envelope));
  });
  function answer({ to, event }: Envelope) {
    if (demo.size === 0) return;
    if (event.type === "like.received") {
      const [demoId] = to;
      if (!demoId || !demo.has(demoId) || demo.has(event.fromUserId)) return;
      if (!demoLikesBack(demoId, event.fromUserId)) return;
      queue(DEMO_LIKE_BACK, { demoId, memberId: event.fromUserId }, `${demoId}:${event.fromUserId}`);
    } else if (event.type === "message.created") {
      const { senderId, receiverId, matchId, id } = event.message;
      if (!senderId || !receiverId || !demo.has(receiverId) || demo.has(senderId)) return;
      // Keyed by the conversation: while its answer waits, the member's next messages queue nothing.
      queue(DEMO_REPLY, { demoId: receiverId, memberId: senderId, matchId, messageId: id }, `${matchId}`);
    }
  }

  return {
    /** After a removal: nothing is left to answer for. */
    forget: () => void (demo = new Set()),
    stop: unsubscribe,
  };
}
export type DemoResponder = ReturnType<typeof startDemoResponder>;
