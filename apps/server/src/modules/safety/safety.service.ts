import { BlockInputSchema, REPORTS_PER_HOUR, REPORT_TEXT, ReportInputSchema } from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { EventBus } from "../realtime/event-bus";
import type { SafetyRepository } from "./safety.repository";

/** Blocking and reporting. A block hides the two members from each other and stops their messages. */
export function createSafetyService(repo: SafetyRepository, bus: EventBus, limiter: RateLimiter) {
  /** Whom a report is about, or 404 when the reporter may not report that thing. */
  async function reportedUser(reporterId: string, kind: string, targetId: string): Promise<string> {
    const uuid = z.uuid().safeParse(targetId);
    if (!uuid.success) throw new AppError("NOT_FOUND", REPORT_TEXT.notFound);
    if (kind === "profile") {
      if (targetId !== reporterId && (await repo.userExists(targetId))) return targetId;
    } else if (kind === "photo") {
      const owner = await repo.photoOwner(targetId);
      if (owner && owner !== reporterId) return owner;
    } else if (kind === "conversation") {
      const match = await repo.matchMembers(targetId);
      if (match?.user1Id === reporterId) return match.user2Id;
      if (match?.user2Id === reporterId) return match.user1Id;
    }
    throw new AppError("NOT_FOUND", REPORT_TEXT.notFound);
  }

  return {
    async block(userId: string, input: unknown) {
      const { userId: targetId } = BlockInputSchema.parse(input);
      if (targetId === userId) throw new AppError("BAD_REQUEST", "You can't block yourself.");
      if (!(await repo.userExists(targetId))) throw new AppError("NOT_FOUND", "This member does not exist.");
      await repo.block(userId, targetId);
      const matchId = await repo.matchBetween(userId, targetId);
      if (matchId) await bus.publish([userId, targetId], { type: "conversation.closed", matchId });
    },
    async unblock(userId: string, targetId: string) {
      const id = z.uuid().safeParse(targetId);
      if (!id.success || !(await repo.unblock(userId, id.data)))
        throw new AppError("NOT_FOUND", "You have not blocked this member.");
    },
    async blocked(userId: string) {
      return (await repo.blockedByMe(userId)).map((row) => ({
        userId: row.userId,
        blockedAt: row.createdAt.toISOString(),
      }));
    },
    async report(userId: string, input: unknown) {
      const { kind, targetId, reason } = ReportInputSchema.parse(input);
      const reportedUserId = await reportedUser(userId, kind, targetId);
      const open = await repo.openReport(userId, kind, targetId);
      if (open) return { id: open.id, createdAt: open.createdAt.toISOString(), created: false };
      const limit = await limiter.hit(`reports:${userId}`, { windowSeconds: 3600, max: REPORTS_PER_HOUR });
      if (!limit.allowed)
        throw new AppError("RATE_LIMITED", "You've sent many reports in the last hour. Please try again later.");
      const row = await repo.report({ reporterId: userId, reportedUserId, kind, targetId, reason });
      return { id: row.id, createdAt: row.createdAt.toISOString(), created: true };
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
