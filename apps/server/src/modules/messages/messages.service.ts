import { randomUUID } from "node:crypto";
import {
  MESSAGES_PER_MINUTE,
  MESSAGE_LIMITS,
  MESSAGE_TEXT,
  SendMessageInputSchema,
  UNMATCH_TEXT,
  type Conversation,
  type InboxSummary,
  type Message,
  type MessagePage,
  msg,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError, RateLimitedError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import { processPhoto } from "../photos/photo-processing";
import { chargeImageUpload } from "../photos/photos.service";
import type { EventBus } from "../realtime/event-bus";
import {
  checkAccess,
  matchPairs,
  parseId,
  requireWritable,
  sameConversation,
  type ReadableConversation,
} from "./conversation-access";
import { mapConversation, mapMessage, messageSeenBy } from "./message-view";
import type { MessagesRepository, MessageRow } from "./messages.repository";

// Built once: a zod schema is an object graph, and these run on every send and page.
const Uuid = z.uuid();
const PageLimit = z.coerce.number().int().min(1).max(MESSAGE_LIMITS.maxPageSize);
const BeforeId = z.uuid("before must be a message id");
/**
 * Message times come from this process (so the event can be built before the insert), strictly
 * increasing within it: two sends in the same millisecond still keep the order they were sent in.
 */
let lastSentAt = 0;
function nextSentAt(): Date {
  lastSentAt = Math.max(Date.now(), lastSentAt + 1);
  return new Date(lastSentAt);
}

export type MessagesDeps = {
  repo: MessagesRepository;
  store: BlobStore;
  bus: EventBus;
  limiter: RateLimiter;
  pendingLikes: (userId: string) => Promise<number>;
  /**
   * Told of each stored message (notification mails and pushes), not awaited: it queues its jobs after
   * the answer and survives this process dying first; it logs its own failures, never rejects.
   */
  onMessageSent?: (sent: SentMessage) => Promise<void>;
};

/** A stored message as the alerts need it: its conversation, its receiver, and whether they have a device. */
export type SentMessage = { matchId: string; receiverId: string | null; receiverHasDevice: boolean };

export type SendInput = { fields: unknown; image?: Uint8Array };

export function createMessagesService({ repo, store, bus, limiter, pendingLikes, onMessageSent }: MessagesDeps) {
  const pairs = matchPairs();
  /**
   * The match, if this member may read in it: 404 unknown, 403 not theirs, pending or blocked. One a
   * deleted member left can be read (otherId null) but not written to: see `requireWritable`.
   */
  async function requireConversation(userId: string, matchId: string): Promise<ReadableConversation> {
    const match = await repo.matchAccess(parseId(matchId));
    return { ...checkAccess(match, userId), readReceipts: match?.readReceipts ?? false };
  }
  /**
   * A retried send's answer: the message stored the first time, as its sender sees it. It may have
   * been read since, which the sender learns only while both share read receipts.
   */
  async function storedAnswer(row: MessageRow, matchId: string, senderId: string): Promise<Message> {
    const stored = sameConversation(row, matchId);
    const readReceipts = stored.isRead && (await repo.readReceiptsShared(matchId));
    return messageSeenBy(stored, senderId, readReceipts);
  }

  return {
    /** One statement: the rows carry presence and avatars too. */
    async conversations(userId: string): Promise<Conversation[]> {
      return (await repo.conversations(userId, MESSAGE_LIMITS.conversationsMax)).map(mapConversation);
    },

    async summary(userId: string): Promise<InboxSummary> {
      const [unreadMessages, likes] = await Promise.all([repo.unreadCount(userId), pendingLikes(userId)]);
      return { unreadMessages, pendingLikes: likes };
    },

    async messages(userId: string, matchId: string, query: { before?: string; limit?: string }): Promise<MessagePage> {
      const match = await requireConversation(userId, matchId);
      const limit = PageLimit.parse(query.limit ?? MESSAGE_LIMITS.pageSize);
      const before = query.before === undefined ? undefined : BeforeId.parse(query.before);
      const { rows, hasMore } = await repo.page(match.id, limit, before);
      return { messages: rows.map((row) => messageSeenBy(row, userId, match.readReceipts)), hasMore };
    },

    /**
     * Stores a message once per client_id and then tells both members' sockets. A retry with the same
     * client_id answers the stored message (created: false) and publishes nothing new.
     */
    async send(userId: string, matchId: string, input: SendInput): Promise<{ message: Message; created: boolean }> {
      const fields = SendMessageInputSchema.parse(input.fields);
      const content = fields.content ? fields.content : null;
      if (!content && !input.image) throw new AppError("BAD_REQUEST", MESSAGE_TEXT.empty);
      const id = parseId(matchId);

      // Who the two members are is all a text send needs before its one statement, which checks the
      // rest. A match not seen yet, or a send with an image (checked before it is processed), is
      // checked first in full.
      let pair = pairs.get(id);
      if (!pair || input.image) {
        const context = await repo.sendContext(id, userId, fields.clientId);
        const match = requireWritable(context?.match, userId);
        pair = pairs.remember(match.id, userId, match.otherId);
        if (context?.existing)
          return { message: await storedAnswer(context.existing, match.id, userId), created: false };
      }
      if (pair.user1Id !== userId && pair.user2Id !== userId)
        throw new AppError("FORBIDDEN", MESSAGE_TEXT.notYourMatch);
      const otherId = pair.user1Id === userId ? pair.user2Id : pair.user1Id;

      let imageKey: string | null = null;
      if (input.image) {
        await chargeImageUpload(limiter, userId);
        const { main } = await processPhoto(input.image).catch((error: unknown) => {
          throw error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE"
            ? new AppError("UNSUPPORTED_MEDIA_TYPE", MESSAGE_TEXT.onlyImages)
            : error;
        });
        imageKey = `message_photos/${userId}/${randomUUID()}.${main.ext}`;
        await store.put(imageKey, main.bytes, main.contentType);
      }
      // The id and time are set here: the stored row and the event need no answer from the insert.
      const row: MessageRow = {
        id: randomUUID(),
        matchId: id,
        senderId: userId,
        receiverId: otherId,
        clientId: fields.clientId,
        content,
        imageKey,
        isRead: false,
        createdAt: nextSentAt(),
      };
      const limit = limiter.windowFor(`messages:${userId}`, { windowSeconds: 60, max: MESSAGES_PER_MINUTE });
      const outcome = await repo.store(row, limit).catch(async (error: unknown) => {
        if (imageKey) await store.delete(imageKey);
        throw error;
      });
      if (outcome.stored) {
        const message = mapMessage(row);
        // Not awaited: the message is stored, whatever becomes of the NOTIFY to other processes (the
        // bus logs a failure); the sender's answer need not wait for it.
        bus.publish([userId, otherId], { type: "message.created", message }).catch(() => undefined);
        // Not awaited either: the mail's job is queued after this answer (see notifications).
        void onMessageSent?.({ matchId: id, receiverId: otherId, receiverHasDevice: outcome.receiverHasDevice });
        return { message, created: true };
      }
      if (imageKey) await store.delete(imageKey);
      if (outcome.match === "missing") {
        // The remembered pair no longer matches the row: the other member deleted their account since
        // (their side is now null). Forget it, and answer from the match as it is now.
        pairs.forget(id);
        requireWritable(await repo.matchAccess(id), userId);
        throw new AppError("NOT_FOUND", MESSAGE_TEXT.conversationNotFound);
      }
      if (outcome.match === "blocked") throw new AppError("FORBIDDEN", MESSAGE_TEXT.blocked);
      // Not active now, yet checked active above or when its pair was remembered: a match never goes back
      // to pending, so it was ended (unmatch) in between.
      if (outcome.match === "pending") throw new AppError("FORBIDDEN", UNMATCH_TEXT.ended);
      const limited = outcome.count === null ? undefined : limit.result(outcome.count);
      if (limited && !limited.allowed) {
        throw new RateLimitedError(
          msg("You're sending messages very fast. Please wait a moment."),
          limited.retryAfterSeconds,
        );
      }
      // A retry of a stored message, or the same client_id arriving twice at once: answer the stored one.
      const stored = await repo.findByClientId(userId, fields.clientId);
      if (!stored) throw new AppError("CONFLICT", MESSAGE_TEXT.sendFailedRetry);
      return { message: await storedAnswer(stored, id, userId), created: false };
    },

    /**
     * The receiver has the conversation open: their unread messages turn read (stored whatever the
     * switches say: the receiver's counts go down), and the sender learns it live only while both
     * share read receipts.
     */
    async markRead(userId: string, matchId: string): Promise<{ messageIds: string[] }> {
      const match = await requireConversation(userId, matchId);
      const changed = await repo.markRead(match.id, userId);
      const messageIds = changed.map((row) => row.id);
      if (messageIds.length > 0) {
        // A deleted member has no screen to tell; the reader's own other tabs always hear it.
        const told = match.otherId !== null && match.readReceipts ? [match.otherId, userId] : [userId];
        await bus.publish(told, {
          type: "message.read",
          matchId: match.id,
          readerId: userId,
          messageIds,
        });
      }
      return { messageIds };
    },

    /**
     * A message image, for its sender and receiver only, and only while no block stands between them:
     * the answers a conversation they cannot open gives (anyone else or blocked: 403; unknown: 404).
     */
    async openImage(userId: string, messageId: string) {
      const id = Uuid.safeParse(messageId);
      const row = id.success ? await repo.findWithAccess(id.data) : undefined;
      if (!row?.imageKey) throw new AppError("NOT_FOUND", MESSAGE_TEXT.imageNotFound);
      if (row.senderId !== userId && row.receiverId !== userId)
        throw new AppError("FORBIDDEN", MESSAGE_TEXT.notYourMatch);
      if (row.blocked) throw new AppError("FORBIDDEN", MESSAGE_TEXT.blocked);
      const blob = await store.get(row.imageKey);
      if (!blob) throw new AppError("NOT_FOUND", MESSAGE_TEXT.imageNotFound);
      return { ...blob, contentType: row.imageKey.endsWith(".webp") ? "image/webp" : "image/jpeg" };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
