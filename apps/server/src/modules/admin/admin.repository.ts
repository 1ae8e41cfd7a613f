import {
  CRITICAL_REPORT_CATEGORIES,
  type AppealStatus,
  type EvidenceFile,
  type ReportStatus,
} from "@kindred/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "../../db/client";
import {
  appeals,
  matches,
  messages,
  moderationActions,
  moderationNotices,
  profiles,
  reports,
  users,
} from "../../db/schema";
import { STALE_MS } from "../realtime/presence";
import { createPresenceRepository } from "../realtime/presence.repository";
import { createAdminPhotosRepository } from "./admin-photos.repository";
import { createStatsRepository, mutualMatch } from "./stats.repository";
import { containsPattern } from "../../db/like";

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
const user1 = alias(profiles, "user1_profile");
const user2 = alias(profiles, "user2_profile");
/** Correlated with the chats list's match row: its messages, and any report of it as a conversation. */
const messagesOfMatch = sql`from ${messages} where ${messages.matchId} = ${matches.id}`;
const reportOfMatch = sql`${reports.kind} = 'conversation' and ${reports.targetId} = ${matches.id}::text`;

export function createAdminRepository(db: Db) {
  const presence = createPresenceRepository(db);
  return {
    photos: createAdminPhotosRepository(db),
    stats: createStatsRepository(db),

    /** Makes the verified accounts among these (lower-case) emails admins; answers their ids. */
    async promoteVerified(emails: string[]): Promise<string[]> {
      const promoted = await db
        .update(users)
        .set({ role: "admin" })
        .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)))
        .returning({ id: users.id });
      return promoted.map((row) => row.id);
    },
    async accountByEmail(email: string) {
      const [account] = await db
        .select({ id: users.id, verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email));
      return account;
    },
    async setRole(userId: string, role: "admin" | "user"): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, userId));
    },

    /** The moderation queue: reports in a status, critical categories first, then the oldest first. */
    reportQueue(status: ReportStatus, limit: number, offset: number) {
      const critical = sql`case when ${inArray(reports.category, [...CRITICAL_REPORT_CATEGORIES])} then 0 else 1 end`;
      return db
        .select({
          id: reports.id,
          reporterId: reports.reporterId,
          reportedUserId: reports.reportedUserId,
          reportedFirstName: profiles.firstName,
          reportedEmail: users.email,
          reportedIsDemo: sql<boolean>`coalesce(${profiles.isDemo}, false)`.mapWith(Boolean),
          kind: reports.kind,
          targetId: reports.targetId,
          category: reports.category,
          reason: reports.reason,
          status: reports.status,
          createdAt: reports.createdAt,
          updatedAt: reports.updatedAt,
          evidence: reports.evidence,
        })
        .from(reports)
        .leftJoin(profiles, eq(profiles.id, reports.reportedUserId))
        .leftJoin(users, eq(users.id, reports.reportedUserId))
        .where(eq(reports.status, status))
        .orderBy(critical, asc(reports.createdAt), asc(reports.id))
        .limit(limit)
        .offset(offset);
    },

    /** Evidence file number n of a report, as its snapshot recorded it. */
    async evidenceFile(reportId: string, n: number): Promise<EvidenceFile | undefined> {
      const [row] = await queryRows<{ file: EvidenceFile }>(
        db,
        sql`select f as file from ${reports} r,
              jsonb_array_elements(r.evidence) e, jsonb_array_elements(coalesce(e -> 'files', '[]'::jsonb)) f
            where r.id = ${reportId} and (f ->> 'n')::int = ${n}
            limit 1`,
      );
      return row?.file;
    },

    /** Accounts, newest first, with their profile when they have one (a member who has not done the quiz has none). */
    async usersPage(q: string, limit: number, offset: number) {
      const pattern = containsPattern(q);
      const where = q
        ? or(ilike(profiles.firstName, pattern), ilike(profiles.lastName, pattern), ilike(profiles.location, pattern))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            role: users.role,
            banned: users.banned,
            banExpires: users.banExpires,
            createdAt: users.createdAt,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            location: profiles.location,
            isDemo: sql<boolean>`coalesce(${profiles.isDemo}, false)`.mapWith(Boolean),
          })
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Who among these has a live socket anywhere, by presence's own freshness rule. */
    onlineAmong(userIds: string[]): Promise<Set<string>> {
      return userIds.length === 0 ? Promise.resolve(new Set()) : presence.withLiveRows(userIds, STALE_MS);
    },

    /** Mutual matches, newest first, each with both names, its message count, last message and reported flag. */
    async chatsPage(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            matchId: matches.id,
            user1Id: matches.user1Id,
            user2Id: matches.user2Id,
            status: matches.status,
            matchedAt: matches.matchedAt,
            createdAt: matches.createdAt,
            user1FirstName: user1.firstName,
            user1LastName: user1.lastName,
            user2FirstName: user2.firstName,
            user2LastName: user2.lastName,
            user1Email: sql<
              string | null
            >`(select ${users.email} from ${users} where ${users.id} = ${matches.user1Id})`,
            user2Email: sql<
              string | null
            >`(select ${users.email} from ${users} where ${users.id} = ${matches.user2Id})`,
            user1IsDemo: sql<boolean>`coalesce(${user1.isDemo}, false)`.mapWith(Boolean),
            user2IsDemo: sql<boolean>`coalesce(${user2.isDemo}, false)`.mapWith(Boolean),
            messageCount: sql<number>`(select count(*) ${messagesOfMatch})`.mapWith(Number),
            lastMessageAt: sql<Date | null>`(select max(${messages.createdAt}) ${messagesOfMatch})`.mapWith(
              messages.createdAt,
            ),
            reported: sql<boolean>`exists (select 1 from ${reports} where ${reportOfMatch})`.mapWith(Boolean),
          })
          .from(matches)
          .leftJoin(user1, eq(user1.id, matches.user1Id))
          .leftJoin(user2, eq(user2.id, matches.user2Id))
          .where(mutualMatch)
          .orderBy(desc(matches.matchedAt), desc(matches.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(matches).where(mutualMatch),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Runs `work` in one transaction: an admin's read of a conversation commits together with its audit row. */
    readConversation<T>(work: (tx: ConversationReads) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(conversationReads(tx as unknown as Db)));
    },

    /** The appeals in one status, oldest first, with the decision each appeals. */
    appealsPage(status: AppealStatus, limit: number, offset: number) {
      return db
        .select({
          id: appeals.id,
          userId: appeals.userId,
          memberName: profiles.firstName,
          noticeId: appeals.noticeId,
          actionId: moderationNotices.actionId,
          noticeKind: moderationNotices.kind,
          decision: moderationNotices.decision,
          until: moderationNotices.until,
          ruleId: moderationNotices.ruleId,
          facts: moderationNotices.facts,
          text: appeals.text,
          status: appeals.status,
          createdAt: appeals.createdAt,
          decidedAt: appeals.decidedAt,
          note: appeals.note,
        })
        .from(appeals)
        .innerJoin(moderationNotices, eq(moderationNotices.id, appeals.noticeId))
        .leftJoin(profiles, eq(profiles.id, appeals.userId))
        .where(eq(appeals.status, status))
        .orderBy(asc(appeals.createdAt), asc(appeals.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;

/** A report of this conversation, whatever its status: target_id holds the match id as text. */
const conversationReportOf = (matchId: string) => and(eq(reports.kind, "conversation"), eq(reports.targetId, matchId))!;

function conversationReads(db: Db) {
  return {
    async matchExists(matchId: string): Promise<boolean> {
      const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
      return Boolean(row);
    },
    /** The latest report of the conversation: whom the read is about, in the audit log. */
    async latestReport(matchId: string) {
      const [row] = await db
        .select({ id: reports.id, reportedUserId: reports.reportedUserId })
        .from(reports)
        .where(conversationReportOf(matchId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(1);
      return row;
    },
    /** Every message, oldest first, with its sender's name (no sender: the account was deleted). */
    messages(matchId: string) {
      return db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: users.email,
          content: messages.content,
          hasImage: isNotNull(messages.imageKey).mapWith(Boolean),
          createdAt: messages.createdAt,
        })
        .from(messages)
        .leftJoin(profiles, eq(profiles.id, messages.senderId))
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(eq(messages.matchId, matchId))
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },
    /** The read's audit row (append-only: no update or delete path exists). */
    async recordRead(read: {
      adminId: string;
      subjectUserId: string | null;
      reportId: string;
      matchId: string;
      messageCount: number;
    }) {
      await db.insert(moderationActions).values({
        adminId: read.adminId,
        action: "read_conversation",
        subjectUserId: read.subjectUserId,
        reportId: read.reportId,
        reason: null,
        details: { matchId: read.matchId, messageCount: read.messageCount },
      });
    },
  };
}
type ConversationReads = ReturnType<typeof conversationReads>;
