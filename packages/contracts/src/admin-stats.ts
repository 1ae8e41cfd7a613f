import { z } from "zod";
import { msg } from "./i18n/msg";

/** The Stats tab: its figures, the transparency report and the demo community card. */

/** One month of the transparency report (UTC months, newest first). */
export const TransparencyMonthSchema = z.object({
  month: z.string(),
  reportsByCategory: z.record(z.string(), z.number()),
  actionsByKind: z.record(z.string(), z.number()),
  appealsReceived: z.number(),
  appealsUpheld: z.number(),
  appealsOverturned: z.number(),
  /** Median hours from a report to its decision, for reports decided that month; null if none. */
  medianHoursToDecision: z.number().nullable(),
});
export type TransparencyMonth = z.infer<typeof TransparencyMonthSchema>;
export const TRANSPARENCY_MONTHS = 12;

/**
 * `GET /api/admin/stats`: real counts. Active = seen on a day within the last 7 (UTC days, today
 * included); the change compares with the 7 days before. Matches are mutual ones. Today = since UTC
 * midnight.
 */
export const AdminStatsSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalMatches: z.number(),
  totalMessages: z.number(),
  newUsersToday: z.number(),
  newMatchesToday: z.number(),
  newMessagesToday: z.number(),
  /** Percent change of active users against the week before; null when that week had none. */
  activeUserChange: z.number().nullable(),
  openReports: z.number(),
  openAppeals: z.number(),
  /** Median hours from report to decision over the last 30 days; null if nothing was decided. */
  medianHoursToDecision: z.number().nullable(),
  transparency: z.array(TransparencyMonthSchema),
  /** Demo members still here (0 once removed, or never seeded): the Stats tab offers their removal. */
  demoMembers: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
/** `GET /api/admin/transparency.csv`: the same months, one row each. */
export const TRANSPARENCY_CSV_PATH = "/api/admin/transparency.csv";

/**
 * `DELETE /api/admin/demo` (and `npm run demo -- remove`): every demo member, their photos and files, and
 * everything they touched, gone; what was removed, counted.
 */
export const DemoRemovalSchema = z.object({
  members: z.number(),
  photos: z.number(),
  /** Files deleted from storage: photos and previews, images in their conversations, report evidence. */
  files: z.number(),
  /** Likes no one answered yet, given or received. */
  likes: z.number(),
  passes: z.number(),
  /** Matches, with their conversations. */
  matches: z.number(),
  messages: z.number(),
  reviews: z.number(),
  reports: z.number(),
  blocks: z.number(),
  /** Notification mails recorded and moderation notices. */
  notifications: z.number(),
});
export type DemoRemoval = z.infer<typeof DemoRemovalSchema>;

/** The Stats tab's demo community card and its confirmation. */
export const DEMO_REMOVAL_TEXT = {
  title: msg("Demo community"),
  present: msg(
    "{members, plural, one {# demo member is here to make a fresh install look lived in.} other {# demo members are here to make a fresh install look lived in.}}",
  ),
  none: msg("No demo members. Real members only."),
  button: msg("Remove demo community"),
  confirmTitle: msg("Remove the demo community?"),
  confirmBody: msg(
    "Every demo member, their photos and everything they touched (likes, matches, messages, reviews, reports, blocks) is deleted for good. Real members keep their accounts; their likes of and conversations with demo members go.",
  ),
  confirm: msg("Remove for good"),
  removed: msg(
    "Removed {members, plural, one {# demo member} other {# demo members}}, {messages} messages and {files} files",
  ),
  failed: msg("Failed to remove the demo community"),
  badge: msg("Demo"),
} as const;
