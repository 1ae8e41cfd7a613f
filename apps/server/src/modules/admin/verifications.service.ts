import {
  ADMIN_VERIFICATIONS_LIMIT,
  AdminVerificationsQuerySchema,
  type AdminVerifications,
  type VerificationFailure,
  type VerificationPose,
} from "@kindred/contracts";
import type { AdminVerificationsRepository } from "./verifications.repository";

/**
 * The moderators' view of selfie verifications (issue 31): failed attempts by default, where someone
 * trying another person's photos shows up, and whether each member holds the badge now.
 */
export function createVerificationReads(repo: AdminVerificationsRepository) {
  return {
    async verifications(query: unknown): Promise<AdminVerifications> {
      const { failed } = AdminVerificationsQuerySchema.parse(query);
      const rows = await repo.attempts(failed, ADMIN_VERIFICATIONS_LIMIT);
      return {
        attempts: rows.map((row) => ({
          ...row,
          // Only decided rows are read, and the verification module writes these from the contracts' lists.
          verified: Boolean(row.verified),
          reason: row.reason as VerificationFailure | null,
          poses: row.poses as VerificationPose[],
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type VerificationReads = ReturnType<typeof createVerificationReads>;
