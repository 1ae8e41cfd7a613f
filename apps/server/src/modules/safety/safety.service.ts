import { BLOCK_TEXT, BlockInputSchema, type BlockedMember } from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { EventBus } from "../realtime/event-bus";
import type { SafetyRepository } from "./safety.repository";

/** Blocking. A block hides the two members from each other and stops their messages. */
export function createSafetyService(repo: SafetyRepository, bus: EventBus) {
  return {
    async block(userId: string, input: unknown) {
      const { userId: targetId } = BlockInputSchema.parse(input);
      if (targetId === userId) throw new AppError("BAD_REQUEST", BLOCK_TEXT.self);
      if (!(await repo.userExists(targetId))) throw new AppError("NOT_FOUND", BLOCK_TEXT.missing);
      await repo.block(userId, targetId);
      const matchId = await repo.matchBetween(userId, targetId);
      if (matchId) await bus.publish([userId, targetId], { type: "conversation.closed", matchId });
    },
    async unblock(userId: string, targetId: string) {
      const id = z.uuid().safeParse(targetId);
      if (!id.success || !(await repo.unblock(userId, id.data))) throw new AppError("NOT_FOUND", BLOCK_TEXT.notBlocked);
    },
    async blocked(userId: string): Promise<BlockedMember[]> {
      return (await repo.blockedByMe(userId)).map((row) => ({
        userId: row.userId,
        firstName: row.firstName,
        blockedAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
