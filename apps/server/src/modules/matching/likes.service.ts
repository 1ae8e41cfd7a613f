import {
  LIKES_PER_HOUR,
  LIKE_MESSAGES,
  LikeInputSchema,
  PassInputSchema,
  RECEIVED_LIKES_LIMIT,
  UNMATCH_TEXT,
  type LikeResult,
  type ReceivedLike,
  msg,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError, RateLimitedError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import { mapPublicProfile } from "../profile/profile-mappers";
import type { PhotoReader } from "../profile/profile.service";
import type { EventBus } from "../realtime/event-bus";
import type { LikesRepository } from "./likes.repository";

/** At most this many of a member's pending likes are announced when they show again (each still lists). */
const ANNOUNCED_LIKES = 500;

/** Told of each new match once it committed (notification mails); it logs its own failures, never throws. */
export type OnMatched = (matchId: string, memberIds: readonly [string, string]) => Promise<void>;
/** Told of a like announced to its recipient (push notifications); it logs its own failures, never throws. */
export type OnLiked = (matchId: string, recipientId: string) => Promise<void>;

export function createLikesService(
  repo: LikesRepository,
  limiter: RateLimiter,
  photos: PhotoReader,
  bus: EventBus,
  onMatched?: OnMatched,
  onLiked?: OnLiked,
) {
  async function requireTarget(userId: string, targetId: string) {
    if (targetId === userId) throw new AppError("BAD_REQUEST", LIKE_MESSAGES.self);
    const target = await repo.target(userId, targetId);
    // Hidden, banned, blocked, unmatched or nonexistent all look the same: the member is not available.
    if (!target || !target.visible || target.blocked || target.ended)
      throw new AppError("NOT_FOUND", LIKE_MESSAGES.unavailable);
    return target;
  }

  return {
    async like(userId: string, input: unknown): Promise<LikeResult> {
      const { targetId } = LikeInputSchema.parse(input);
      const { likerShown } = await requireTarget(userId, targetId);
      const limit = await limiter.hit(`likes:${userId}`, { windowSeconds: 3600, max: LIKES_PER_HOUR });
      if (!limit.allowed) throw new RateLimitedError(LIKE_MESSAGES.rateLimited, limit.retryAfterSeconds);
      const row = await repo.like(userId, targetId);
      // An unmatch that committed after the check above: the like left the ended match as it was.
      if (row.status === "ended") throw new AppError("NOT_FOUND", LIKE_MESSAGES.unavailable);
      // Committed: now the other member's screens hear of it (Likes tab, the overlay for the first liker);
      // from a hidden member, not until they show again (`announceLikesOf`).
      if (row.inserted) {
        if (likerShown) {
          await bus.publish([targetId], { type: "like.received", matchId: row.id, fromUserId: userId });
          await onLiked?.(row.id, targetId);
        }
        return { outcome: "liked", matchId: row.id, message: LIKE_MESSAGES.liked };
      }
      if (row.just_matched) {
        await bus.publish([targetId], { type: "match.created", matchId: row.id, userId });
        await bus.publish([userId], { type: "match.created", matchId: row.id, userId: targetId });
        await onMatched?.(row.id, [targetId, userId]);
        return { outcome: "matched", matchId: row.id, message: LIKE_MESSAGES.matched };
      }
      if (row.status === "active")
        return { outcome: "already_matched", matchId: row.id, message: LIKE_MESSAGES.alreadyMatched };
      return { outcome: "already_liked", matchId: row.id, message: LIKE_MESSAGES.alreadyLiked };
    },

    async pass(userId: string, input: unknown): Promise<void> {
      const { targetId } = PassInputSchema.parse(input);
      await requireTarget(userId, targetId);
      await repo.pass(userId, targetId);
    },

    /**
     * A hidden member shows again: the likes they made meanwhile arrive now, each recipient's screens
     * hearing `like.received` as for a new like (those made before hiding come back into the recipient's
     * list too, so hearing of them again refreshes it). Nothing across a block.
     */
    async announceLikesOf(userId: string): Promise<void> {
      for (const { matchId, targetId } of await repo.pendingLikesBy(userId, ANNOUNCED_LIKES)) {
        await bus.publish([targetId], { type: "like.received", matchId, fromUserId: userId });
      }
    },

    /** Who liked me and is waiting for an answer, newest first. */
    async received(userId: string): Promise<ReceivedLike[]> {
      const rows = await repo.received(userId, RECEIVED_LIKES_LIMIT);
      const visible = await photos.visibleToMany(
        rows.map((row) => row.profile.id),
        userId,
      );
      return rows.map((row) => ({
        matchId: row.matchId,
        likedAt: row.likedAt.toISOString(),
        profile: mapPublicProfile(row.profile, visible.get(row.profile.id) ?? []),
      }));
    },

    /**
     * Unmatch: either member of an active or pending match ends it for both, for good. Both members'
     * screens hear `conversation.closed` (as after a block) and drop the conversation at once. The
     * same call removes a conversation whose other member deleted their account from the list of the
     * one who remains (who alone is told).
     */
    async unmatch(userId: string, matchId: string): Promise<void> {
      const id = z.uuid().safeParse(matchId);
      const ended = id.success ? await repo.endMatch(userId, id.data) : undefined;
      if (!id.success || !ended) throw new AppError("NOT_FOUND", UNMATCH_TEXT.notFound);
      const members = [ended.user1Id, ended.user2Id].filter((member) => member !== null);
      await bus.publish(members, { type: "conversation.closed", matchId: id.data });
    },

    async undoLastPass(userId: string): Promise<{ targetId: string }> {
      const targetId = await repo.undoLastPass(userId);
      if (!targetId) throw new AppError("NOT_FOUND", msg("There is no skip to undo."));
      return { targetId };
    },
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
