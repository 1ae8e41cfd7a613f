import { randomUUID } from "node:crypto";
import {
  REPORTS_PER_DAY,
  REPORT_TEXT,
  ReportInputSchema,
  type ReportKind,
  type ReportReceipt,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError, RateLimitedError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import type { Proofs } from "../proof-of-work/proof-of-work.module";
import { captureEvidence, copyEvidenceFiles } from "./report-evidence";
import type { ReportsRepository } from "./reports.repository";

const Uuid = z.uuid();
const DAY_SECONDS = 24 * 60 * 60;
const iso = (value: Date | string) => new Date(value).toISOString();

type Deps = { repo: ReportsRepository; store: BlobStore; limiter: RateLimiter; proofs: Proofs };

/** Reports to the moderators: of a profile, a photo, a conversation or a member's reviews. */
export function createReportsService({ repo, store, limiter, proofs }: Deps) {
  /**
   * Whom a report is about. Whatever the reporter may not see (hidden, banned, blocked, another's
   * conversation, one's own profile or photo) answers as what does not exist: one 404, one message.
   */
  async function subjectOf(reporterId: string, kind: ReportKind, targetId: string): Promise<string> {
    const id = Uuid.safeParse(targetId);
    const subject = id.success ? await reportable(reporterId, kind, id.data) : undefined;
    if (!subject) throw new AppError("NOT_FOUND", REPORT_TEXT.notFound);
    return subject;
  }
  function reportable(reporterId: string, kind: ReportKind, id: string): Promise<string | undefined> | undefined {
    switch (kind) {
      case "profile":
        return id === reporterId ? undefined : repo.reportableMember(reporterId, id);
      case "photo":
        return repo.reportablePhotoOwner(reporterId, id);
      case "conversation":
        return repo.reportableConversationPartner(reporterId, id);
      case "review":
        // A member may report the unfair reviews about themself, or another member's behaviour.
        return id === reporterId ? Promise.resolve(reporterId) : repo.reportableMember(reporterId, id);
    }
  }

  // A copy left behind by a failed report harms no one: the member hears the report's own error.
  const removeFiles = (keys: string[]) => Promise.allSettled(keys.map((key) => store.delete(key)));

  return {
    /**
     * Files a report, or updates the reporter's open report about the same member (one open report per
     * reporter per member); either way the reported content's snapshot is added to its evidence.
     */
    async report(
      userId: string,
      input: unknown,
      proof: string | undefined,
    ): Promise<ReportReceipt & { created: boolean }> {
      const { kind, targetId, category, reason, messageId } = ReportInputSchema.parse(input);
      // Once the report reads well, so a member's mistake spends no proof-of-work.
      await proofs.verify("report", proof);
      const reportedUserId = await subjectOf(userId, kind, targetId);
      // A named message must be the reported member's, in this conversation: nothing else is theirs to answer for.
      if (messageId && !(await repo.messageOf(targetId, messageId, reportedUserId)))
        throw new AppError("NOT_FOUND", REPORT_TEXT.messageNotFound);
      // Every report counts, a repeat too: each one copies files.
      const limit = await limiter.hit(`reports:${userId}`, { windowSeconds: DAY_SECONDS, max: REPORTS_PER_DAY });
      if (!limit.allowed) throw new RateLimitedError(REPORT_TEXT.rateLimited, limit.retryAfterSeconds);

      const evidence = await captureEvidence(repo, { kind, targetId, category, reason, messageId }, reportedUserId);
      const written: string[] = [];
      try {
        const row = await repo.transaction(async (tx) => {
          // Under the lock no other report by this member about this member runs at once, so the open
          // report read here is the one the upsert meets, and its files' numbers stay unique.
          await tx.lockSubject(userId, reportedUserId);
          const open = await tx.openReport(userId, reportedUserId);
          const folder = open?.id ?? randomUUID();
          await copyEvidenceFiles(store, folder, open?.files ?? 0, evidence, written);
          return tx.upsert({
            id: open ? undefined : folder,
            reporterId: userId,
            reportedUserId,
            kind,
            targetId,
            category,
            reason,
            snapshot: evidence.snapshot,
          });
        });
        return {
          report: { id: row.id, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) },
          created: row.inserted,
        };
      } catch (error) {
        // Nothing half-done: a report that was not stored leaves no copied file behind.
        await removeFiles(written);
        throw error;
      }
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
