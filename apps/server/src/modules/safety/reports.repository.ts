import type { ReportCategory, ReportKind } from "@kindred/contracts";
import { and, asc, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { matches, messages, profilePhotos, profiles, reports, reviews, users } from "../../db/schema";
import { conversationReportableBy, memberReportableBy, photoReportableBy } from "../../db/visibility";

/** The bounds of one snapshot: a profile's photos, a conversation's messages and images, a member's reviews. */
export const EVIDENCE_LIMITS = { photos: 6, messages: 200, images: 20, reviews: 500 } as const;

export type ReportUpsert = {
  /** The new row's id (its evidence folder); a repeat keeps the open row's id. */
  id?: string;
  reporterId: string;
  reportedUserId: string;
  kind: ReportKind;
  targetId: string;
  category: ReportCategory;
  reason: string;
  snapshot: unknown;
};
type UpsertRow = { id: string; created_at: Date | string; updated_at: Date | string; inserted: boolean };

export function createReportsRepository(db: Db) {
  return {
    ...subjectQueries(db),
    ...snapshotQueries(db),
    /** Runs `work` in one transaction, with the writes bound to it. */
    transaction<T>(work: (tx: ReportWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(reportWrites(tx as unknown as Db)));
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/** Whom each kind of report is about, or undefined when the reporter may not report it (see visibility.ts). */
function subjectQueries(db: Db) {
  return {
    async reportableMember(reporterId: string, memberId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, memberId), memberReportableBy(reporterId)));
      return row?.id;
    },
    /** The owner of a photo the reporter may report; one's own photo is not reportable. */
    async reportablePhotoOwner(reporterId: string, photoId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ owner: profilePhotos.userId })
        .from(profilePhotos)
        .where(and(eq(profilePhotos.id, photoId), ne(profilePhotos.userId, reporterId), photoReportableBy(reporterId)));
      return row?.owner;
    },
    /**
     * The other member of a conversation the reporter is in. An active match, or an ended one: an unmatch
     * closes the conversation but must not shield what was said in it from a report. Undefined once the
     * other deleted their account: there is no one left to act against.
     */
    async reportableConversationPartner(reporterId: string, matchId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
        .from(matches)
        .where(
          and(
            eq(matches.id, matchId),
            or(eq(matches.user1Id, reporterId), eq(matches.user2Id, reporterId)),
            inArray(matches.status, ["active", "ended"]),
            conversationReportableBy(reporterId),
          ),
        );
      if (!row) return undefined;
      return (row.user1Id === reporterId ? row.user2Id : row.user1Id) ?? undefined;
    },
  };
}

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  content: messages.content,
  imageKey: messages.imageKey,
  createdAt: messages.createdAt,
};

/** What a snapshot copies: rows as they are now, bounded by EVIDENCE_LIMITS. */
function snapshotQueries(db: Db) {
  return {
    /** The profile's own words and facts; no coordinates, discovery settings or internal flags. */
    async profileFields(memberId: string) {
      const [row] = await db
        .select({
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          age: profiles.age,
          gender: profiles.gender,
          interestedIn: profiles.interestedIn,
          location: profiles.location,
          bio: profiles.bio,
          ethnicity: profiles.ethnicity,
          height: profiles.height,
          weight: profiles.weight,
          languages: profiles.languages,
          religion: profiles.religion,
          mbtiType: profiles.mbtiType,
          hasChildren: profiles.hasChildren,
          relationshipStatus: profiles.relationshipStatus,
          relationshipType: profiles.relationshipType,
          lookingFor: profiles.lookingFor,
          interests: profiles.interests,
          communicationStyle: profiles.communicationStyle,
          loveLanguage: profiles.loveLanguage,
          education: profiles.education,
          occupation: profiles.occupation,
          dealBreakers: profiles.dealBreakers,
          matchStyle: profiles.matchStyle,
          hidden: profiles.hidden,
        })
        .from(profiles)
        .where(eq(profiles.id, memberId));
      return row;
    },
    photosOf(memberId: string) {
      return db
        .select()
        .from(profilePhotos)
        .where(eq(profilePhotos.userId, memberId))
        .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt))
        .limit(EVIDENCE_LIMITS.photos);
    },
    async photo(photoId: string) {
      const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.id, photoId));
      return row;
    },
    /**
     * The conversation's last messages, oldest first, with how many came before them (to tell which
     * were among its first), and the named message when it is older than those.
     */
    async lastMessages(matchId: string, named?: string) {
      const [rows, [total]] = await Promise.all([
        db
          .select(messageColumns)
          .from(messages)
          .where(eq(messages.matchId, matchId))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(EVIDENCE_LIMITS.messages),
        db.select({ n: count() }).from(messages).where(eq(messages.matchId, matchId)),
      ]);
      rows.reverse();
      const earlier = (total?.n ?? rows.length) - rows.length;
      if (!named || rows.some((row) => row.id === named)) return { rows, earlier, named: undefined };
      const [old] = await db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.matchId, matchId), eq(messages.id, named)));
      return { rows, earlier, named: old };
    },
    /** The message, when it is in this conversation and its sender is this member. */
    async messageOf(matchId: string, messageId: string, senderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.matchId, matchId), eq(messages.senderId, senderId)));
      return row !== undefined;
    },
    /** Every review about the member, with its author: only moderators ever read this. */
    reviewsAbout(memberId: string) {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.reviewedId, memberId))
        .orderBy(asc(reviews.createdAt))
        .limit(EVIDENCE_LIMITS.reviews);
    },
  };
}

function reportWrites(db: Db) {
  return {
    /** Serialises one reporter's reports about one member until the transaction ends. */
    async lockSubject(reporterId: string, reportedUserId: string): Promise<void> {
      const key = `reports:${reporterId}:${reportedUserId}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },
    /** The reporter's open report about this member, and how many evidence files it holds. */
    async openReport(reporterId: string, reportedUserId: string) {
      const [row] = await queryRows<{ id: string; files: number }>(
        db,
        sql`select r.id, (select coalesce(sum(jsonb_array_length(coalesce(e -> 'files', '[]'::jsonb))), 0)
                          from jsonb_array_elements(r.evidence) e)::int as files
            from ${reports} r
            where r.reporter_id = ${reporterId} and r.reported_user_id = ${reportedUserId} and r.status = 'pending'`,
      );
      return row ? { id: row.id, files: Number(row.files) } : undefined;
    },
    /**
     * One open report per reporter per member (the partial unique index): a new one is inserted, a
     * repeat of any kind takes the new kind, target, category and reason and adds its snapshot.
     */
    async upsert(values: ReportUpsert) {
      const [row] = await queryRows<UpsertRow>(
        db,
        sql`insert into ${reports} as r
              (id, reporter_id, reported_user_id, kind, target_id, category, reason, evidence)
            values (coalesce(${values.id ?? null}::uuid, gen_random_uuid()), ${values.reporterId}, ${values.reportedUserId}, ${values.kind}, ${values.targetId},
              ${values.category}, ${values.reason}, jsonb_build_array(${JSON.stringify(values.snapshot)}::jsonb))
            on conflict (reporter_id, reported_user_id) where status = 'pending' do update set
              kind = excluded.kind, target_id = excluded.target_id, category = excluded.category,
              reason = excluded.reason, evidence = r.evidence || excluded.evidence, updated_at = now()
            returning r.id, r.created_at, r.updated_at, (r.xmax = 0) as inserted`,
      );
      return row!;
    },
  };
}
type ReportWrites = ReturnType<typeof reportWrites>;
