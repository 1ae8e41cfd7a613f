import { ADMIN_ACTION_TEXT as TEXT, RevokeVerificationInputSchema, type RevokedVerification } from "@kindred/contracts";
import { AppError } from "../../errors";
import { idFrom, type Admin, type ModerationDeps, type ModerationSteps } from "./moderation-steps";

/** What moderators do to a member's selfie verification (issue 31). */
export function createVerificationActions({ repo }: ModerationDeps, { target, notYourself }: ModerationSteps) {
  return {
    /**
     * Takes the Verified badge off a member (a verification that should not have passed). The audit row
     * names the photo the badge was given for; the member can verify again. Admins are not exempt: a
     * badge says nothing about the role.
     */
    async revokeVerification(admin: Admin, rawId: string, input: unknown): Promise<RevokedVerification> {
      const userId = idFrom(rawId, TEXT.badMemberId);
      const { reason } = RevokeVerificationInputSchema.parse(input);
      notYourself(admin, userId);
      await repo.transaction(async (tx) => {
        await target(tx, userId, { adminsExempt: false });
        const photoId = await tx.revokeVerification(userId);
        if (!photoId) throw new AppError("CONFLICT", TEXT.notVerified);
        await tx.record({
          adminId: admin.id,
          action: "revoke_verification",
          subjectUserId: userId,
          reason,
          details: { photoId },
        });
      });
      return { userId, verified: false };
    },
  };
}
