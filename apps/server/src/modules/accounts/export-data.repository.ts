import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  appeals,
  blocks,
  discoveryCountrywide,
  matches,
  memberSettings,
  messages,
  moderationNotices,
  passes,
  passkeys,
  photoVerifications,
  profilePhotos,
  profilePreferences,
  profiles,
  reports,
  reviews,
  users,
} from "../../db/schema";
import { readReceiptsBetween } from "../../db/visibility";
import { reviewPublished } from "../reviews/review-publication";
import { createExportDevicesRepository } from "./export-devices.repository";

/**
 * Everything "download my data" reads about one member, in one place: the only queries of the export.
 * Other members come back as bare ids (their first names in `names`); the builder turns them into the
 * export's own labels, so no other member's email or id ever reaches the zip.
 */
export function createExportDataRepository(db: Db) {
  const other = alias(profiles, "other_profile");

  return {
    ...createExportDevicesRepository(db),
    async account(userId: string) {
      const [account] = await db
        .select({
          email: users.email,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
          role: users.role,
          twoFactorEnabled: users.twoFactorEnabled,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) return undefined;
      const keys = await db
        .select({
          name: passkeys.name,
          deviceType: passkeys.deviceType,
          backedUp: passkeys.backedUp,
          createdAt: passkeys.createdAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
      return { ...account, passkeys: keys };
    },

    async profile(userId: string) {
      const [[row], countrywide] = await Promise.all([
        db.select().from(profiles).where(eq(profiles.id, userId)),
        db.$count(discoveryCountrywide, eq(discoveryCountrywide.userId, userId)),
      ]);
      return row && { ...row, discoveryCountrywide: countrywide > 0 };
    },

    /** Decided selfie verifications: no selfie or face measurement is kept to export. */
    verifications(userId: string) {
      return db
        .select({
          createdAt: photoVerifications.createdAt,
          verified: photoVerifications.verified,
          reason: photoVerifications.reason,
          poses: photoVerifications.poses,
          mainSimilarity: photoVerifications.mainSimilarity,
          otherSimilarity: photoVerifications.otherSimilarity,
        })
        .from(photoVerifications)
        .where(and(eq(photoVerifications.userId, userId), sql`${photoVerifications.decidedAt} is not null`))
        .orderBy(asc(photoVerifications.createdAt));
    },

    async settings(userId: string) {
      const [row] = await db
        .select({
          emailNotifications: memberSettings.emailNotifications,
          matchAlerts: memberSettings.matchAlerts,
          messageNotifications: memberSettings.messageNotifications,
          shareLocation: memberSettings.shareLocation,
          readReceipts: memberSettings.readReceipts,
          pushMatches: memberSettings.pushMatches,
          pushMessages: memberSettings.pushMessages,
          pushLikes: memberSettings.pushLikes,
          pushMessageText: memberSettings.pushMessageText,
          displayReviews: profilePreferences.displayReviews,
        })
        .from(users)
        .leftJoin(memberSettings, eq(memberSettings.userId, users.id))
        .leftJoin(profilePreferences, eq(profilePreferences.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    photos(userId: string) {
      return db
        .select({
          id: profilePhotos.id,
          storageKey: profilePhotos.storageKey,
          position: profilePhotos.position,
          isPrivate: profilePhotos.isPrivate,
          allowedUsers: profilePhotos.allowedUsers,
          contentType: profilePhotos.contentType,
          width: profilePhotos.width,
          height: profilePhotos.height,
          bytes: profilePhotos.bytes,
          flagged: profilePhotos.isFlagged,
          createdAt: profilePhotos.createdAt,
        })
        .from(profilePhotos)
        .where(eq(profilePhotos.userId, userId))
        .orderBy(asc(profilePhotos.position));
    },

    /** Every match row with the member in it: likes given and received, matches, ended conversations. */
    matches(userId: string) {
      return db
        .select({
          id: matches.id,
          user1Id: matches.user1Id,
          user2Id: matches.user2Id,
          status: matches.status,
          createdAt: matches.createdAt,
          matchedAt: matches.matchedAt,
          endedAt: matches.endedAt,
          endedBy: matches.endedBy,
        })
        .from(matches)
        .where(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)))
        .orderBy(asc(matches.createdAt));
    },

    /**
     * The messages the member sent or received, oldest first. A partner who deleted their account left
     * a null on their side; the member's own side still names them.
     */
    messages(userId: string) {
      return db
        .select({
          id: messages.id,
          matchId: messages.matchId,
          senderId: messages.senderId,
          content: messages.content,
          imageKey: messages.imageKey,
          // As the API shows it (messages.service's messageSeenBy): a read of what the member sent
          // shows only while both share read receipts; their own reads of what they received always do.
          isRead: sql<boolean>`${messages.isRead} and (${messages.senderId} is distinct from ${userId}
            or ${readReceiptsBetween(messages.senderId, messages.receiverId)})`,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(asc(messages.matchId), asc(messages.createdAt), asc(messages.id));
    },

    passes(userId: string) {
      return db
        .select({ targetId: passes.targetId, at: passes.createdAt })
        .from(passes)
        .where(eq(passes.userId, userId))
        .orderBy(asc(passes.createdAt));
    },

    blocksMade(userId: string) {
      return db
        .select({ blockedId: blocks.blockedId, at: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, userId))
        .orderBy(asc(blocks.createdAt));
    },

    /** Who blocked the member: they appear without a first name (they chose not to be seen). */
    async blockedBy(userId: string): Promise<Set<string>> {
      const rows = await db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, userId));
      return new Set(rows.map((row) => row.id));
    },

    reportsFiled(userId: string) {
      return db
        .select({
          id: reports.id,
          kind: reports.kind,
          reportedUserId: reports.reportedUserId,
          category: reports.category,
          reason: reports.reason,
          status: reports.status,
          createdAt: reports.createdAt,
          updatedAt: reports.updatedAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt));
    },

    /**
     * Reviews about the member as counts only: no reviewer, no single review leaves this query. Only
     * published ones, as in the app: a pending one would date its author's review (decision 010).
     */
    async reviewCounts(userId: string) {
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          photoYes: sql<number>`(count(*) filter (where ${reviews.photoAccuracy} = 'Yes'))::int`,
          followedYes: sql<number>`(count(*) filter (where ${reviews.followedThroughOnPlans} = 'Yes'))::int`,
          honestYes: sql<number>`(count(*) filter (where ${reviews.honestAboutIntentions} = 'Yes'))::int`,
        })
        .from(reviews)
        .where(and(eq(reviews.reviewedId, userId), reviewPublished));
      const traits = await db
        .select({ trait: sql<string>`trait`, named: sql<number>`count(*)::int` })
        .from(sql`${reviews}, unnest(${reviews.positiveTraits}) as trait`)
        .where(and(eq(reviews.reviewedId, userId), reviewPublished))
        .groupBy(sql`trait`);
      return {
        total: Number(totals?.total ?? 0),
        photoYes: Number(totals?.photoYes ?? 0),
        followedYes: Number(totals?.followedYes ?? 0),
        honestYes: Number(totals?.honestYes ?? 0),
        traits: Object.fromEntries(traits.map((row) => [row.trait, Number(row.named)])),
      };
    },

    reviewsWritten(userId: string) {
      return db
        .select({
          reviewedId: reviews.reviewedId,
          photoAccuracy: reviews.photoAccuracy,
          followedThroughOnPlans: reviews.followedThroughOnPlans,
          honestAboutIntentions: reviews.honestAboutIntentions,
          positiveTraits: reviews.positiveTraits,
          hasMet: reviews.hasMet,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.reviewerId, userId))
        .orderBy(asc(reviews.createdAt));
    },

    notices(userId: string) {
      return db
        .select({
          kind: moderationNotices.kind,
          decision: moderationNotices.decision,
          ruleId: moderationNotices.ruleId,
          facts: moderationNotices.facts,
          until: moderationNotices.until,
          createdAt: moderationNotices.createdAt,
          acknowledgedAt: moderationNotices.acknowledgedAt,
          appealText: appeals.text,
          appealStatus: appeals.status,
          appealCreatedAt: appeals.createdAt,
          appealDecidedAt: appeals.decidedAt,
          appealNote: appeals.note,
        })
        .from(moderationNotices)
        .leftJoin(appeals, eq(appeals.noticeId, moderationNotices.id))
        .where(eq(moderationNotices.userId, userId))
        .orderBy(asc(moderationNotices.createdAt));
    },

    /** First names of the given members (null for one without a profile). */
    async firstNames(ids: string[]): Promise<Map<string, string | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: other.id, firstName: other.firstName })
        .from(other)
        .where(inArray(other.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.firstName]));
    },
  };
}
export type ExportDataRepository = ReturnType<typeof createExportDataRepository>;
