import { DATA_EXPORT_ACTIVE_STATUSES, type DataExportStatus } from "@kindred/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { dataExports, users } from "../../db/schema";

export type ExportRow = typeof dataExports.$inferSelect & { status: DataExportStatus };
type FileRow = { id: string; file_key: string | null };

/**
 * The `data_exports` rows: one per request, moved along queued -> running -> ready -> downloaded (or
 * expired, or failed). Each move is one conditional UPDATE, so two processes (a download racing the
 * expiry job, a retried job) can never both win.
 */
export function createDataExportRepository(db: Db) {
  const active = inArray(dataExports.status, [...DATA_EXPORT_ACTIVE_STATUSES]);

  /** Sets the status of matching rows with a file and answers the keys to delete (the column cleared). */
  const dropFiles = (where: ReturnType<typeof sql>, status: ReturnType<typeof sql>) =>
    queryRows<FileRow>(
      db,
      sql`with old as (
            select id, file_key from ${dataExports} where ${where} for update
          )
          update ${dataExports} d set status = ${status}, file_key = null
          from old where d.id = old.id
          returning old.id, old.file_key`,
    );

  return {
    /** The member's newest request, if any. */
    async latest(userId: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row as ExportRow | undefined;
    },

    async hasActive(userId: string): Promise<boolean> {
      return (await db.$count(dataExports, and(eq(dataExports.userId, userId), active))) > 0;
    },

    /**
     * A new request, unless one is queued or running: the member's row is locked first, so two requests
     * at once (a double click, two tabs) cannot both pass the check. Undefined when one is active.
     */
    create(userId: string): Promise<ExportRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const busy = await tx.$count(dataExports, and(eq(dataExports.userId, userId), active));
        if (busy > 0) return undefined;
        const [row] = await tx.insert(dataExports).values({ userId }).returning();
        return row as ExportRow;
      });
    },

    /** The job takes the row (again, after a crash mid-run); undefined if it was dropped meanwhile. */
    async claim(exportId: string): Promise<{ userId: string } | undefined> {
      const [row] = await db
        .update(dataExports)
        .set({ status: "running", progress: sql`greatest(${dataExports.progress}, 1)` })
        .where(and(eq(dataExports.id, exportId), active))
        .returning({ userId: dataExports.userId });
      return row;
    },

    async setProgress(exportId: string, percent: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ progress: percent })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "running")));
    },

    /** Ready for `hours`; undefined if the row is no longer running (failed as stale, or the account went). */
    async markReady(
      exportId: string,
      file: { fileKey: string; sizeBytes: number; tokenHash: string; hours: number },
    ): Promise<ExportRow | undefined> {
      const [row] = await db
        .update(dataExports)
        .set({
          status: "ready",
          progress: 100,
          fileKey: file.fileKey,
          sizeBytes: file.sizeBytes,
          tokenHash: file.tokenHash,
          readyAt: sql`now()`,
          expiresAt: sql`now() + make_interval(hours => ${file.hours})`,
        })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "running")))
        .returning();
      return row as ExportRow | undefined;
    },

    async markFailed(exportId: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: "failed" })
        .where(and(eq(dataExports.id, exportId), active));
    },

    /** Requests whose job never finished (a lost job, a crashed process) are failed, so a new one may start. */
    async failStale(userId: string, olderThanMinutes: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: "failed" })
        .where(
          and(
            eq(dataExports.userId, userId),
            active,
            sql`${dataExports.createdAt} < now() - make_interval(mins => ${olderThanMinutes})`,
          ),
        );
    },

    /**
     * The one download: marks the row downloaded if the token is this member's, ready and not expired,
     * in one statement, so a link used twice at once still streams once.
     */
    async claimDownload(userId: string, tokenHash: string) {
      const [row] = await db
        .update(dataExports)
        .set({ status: "downloaded", downloadedAt: sql`now()` })
        .where(
          and(
            eq(dataExports.tokenHash, tokenHash),
            eq(dataExports.userId, userId),
            eq(dataExports.status, "ready"),
            sql`${dataExports.expiresAt} > now()`,
          ),
        )
        .returning({ id: dataExports.id, fileKey: dataExports.fileKey, readyAt: dataExports.readyAt });
      return row;
    },

    /** Why a token was not honoured: whose it is and where it stands (undefined for an unknown token). */
    async byToken(tokenHash: string) {
      const [row] = await db
        .select({ userId: dataExports.userId, status: dataExports.status, expiresAt: dataExports.expiresAt })
        .from(dataExports)
        .where(eq(dataExports.tokenHash, tokenHash));
      return row as { userId: string; status: DataExportStatus; expiresAt: Date | null } | undefined;
    },

    /** Ready rows past their expiry become expired (of one export, or of one member); their keys are returned. */
    expireDue(scope: { exportId: string } | { userId: string }) {
      const owner = "exportId" in scope ? sql`id = ${scope.exportId}` : sql`user_id = ${scope.userId}`;
      return dropFiles(sql`${owner} and status = 'ready' and expires_at <= now()`, sql`'expired'`);
    },

    /** A newer request replaces the member's ready zip: one copy at a time. */
    supersede(userId: string) {
      return dropFiles(sql`user_id = ${userId} and status = 'ready'`, sql`'expired'`);
    },

    /** The downloaded zip's file is forgotten once removed. */
    async forgetFile(exportId: string): Promise<void> {
      await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, exportId));
    },

    /** Files still recorded on finished rows of this export (a download whose removal failed). */
    leftoverFiles(exportId: string) {
      return dropFiles(
        sql`id = ${exportId} and status in ('downloaded', 'expired', 'failed') and file_key is not null`,
        sql`status`,
      );
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
