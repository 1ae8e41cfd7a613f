import { CRITICAL_REPORT_CATEGORIES, type EvidenceFile, type ReportStatus } from "@kindred/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { profiles, reports, users } from "../../db/schema";

export function createAdminRepository(db: Db) {
  return {
    /** Makes the verified accounts among these (lower-case) emails admins; answers how many. */
    async promoteVerified(emails: string[]): Promise<number> {
      const promoted = await db
        .update(users)
        .set({ role: "admin" })
        .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)))
        .returning({ id: users.id });
      return promoted.length;
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
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
