import { z } from "zod";

export const BlockInputSchema = z.strictObject({ userId: z.uuid("Choose a member to block") });

export const REPORT_KINDS = ["profile", "photo", "conversation", "review"] as const;
export const REPORT_TEXT = {
  reasonRequired: "Please provide a reason for flagging this profile",
  notSignedIn: "You must be logged in to report a profile",
  failed: "Failed to report profile. Please try again later.",
  profileReported: (name: string) => `${name}'s profile has been reported to our moderation team`,
  conversationReported: "The conversation has been reported to our moderation team",
  tooLong: "Please keep the reason under 2,000 characters.",
  notFound: "There is nothing to report here.",
} as const;
export const ReportInputSchema = z.strictObject({
  kind: z.enum(REPORT_KINDS),
  targetId: z.string().min(1).max(100),
  reason: z.string().trim().min(1, REPORT_TEXT.reasonRequired).max(2000, REPORT_TEXT.tooLong),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** Reports a member may file per hour: enough for a bad evening, not for flooding the moderators. */
export const REPORTS_PER_HOUR = 20;
