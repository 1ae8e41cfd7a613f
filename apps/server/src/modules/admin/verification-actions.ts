import {
  ADMIN_ACTION_TEXT as TEXT,
  NOTICE_TEXT,
  RevokeVerificationInputSchema,
  type RevokedVerification,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import { idFrom, type Admin, type ModerationDeps, type ModerationSteps } from "./moderation-steps";

/** What moderators do to a member's selfie verification (issue 31). */
/** The guideline a badge given for someone else's face breaks. */
const RULE = "be-authentic" as const;

export function createVerificationActions({ repo }: ModerationDeps, { target, notYourself, mail }: ModerationSteps) {
  return {
    /**
     * Takes the Verified badge off a member (a verification that should not have passed). The audit row
     * names the photo the badge was given for; the member reads why (a statement of reasons, in the app
     * and by mail, which they may appeal) and can verify again. Admins are not exempt: a badge says
     * nothing about the role.
     */
    async revokeVerification(admin: Admin, rawId: string, input: unknown): Promise<RevokedVerification> {
      const userId = idFrom(rawId, TEXT.badMemberId);
      const { reason } = RevokeVerificationInputSchema.parse(input);
      notYourself(admin, userId);
      const outgoing = await repo.transaction(async (tx) => {
        const member = await target(tx, userId, { adminsExempt: false });
        const photoId = await tx.revokeVerification(userId);
        if (!photoId) throw new AppError("CONFLICT", TEXT.notVerified);
        const audit = await tx.record({
          adminId: admin.id,
          action: "revoke_verification",
          subjectUserId: userId,
          reason,
          details: { photoId, rule: RULE },
        });
        const notice = await tx.insertNotice({
          userId,
          actionId: audit.id,
          kind: "verification_revoked",
          decision: NOTICE_TEXT.decisions.verificationRevoked,
          ruleId: RULE,
          facts: reason,
          until: null,
        });
        return { email: member.email, locale: member.locale, notice };
      });
      mail(outgoing);
      return { userId, verified: false };
    },
  };
}
