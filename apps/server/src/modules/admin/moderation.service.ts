import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_PANEL_TEXT as PANEL,
  AdminAuditQuerySchema,
  AppealDecisionInputSchema,
  NOTICE_TEXT,
  type AdminAudit,
  type AppealDecisionResult,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import { createAccountActions } from "./account-actions";
import { createModerationSteps, idFrom, type Admin, type ModerationDeps } from "./moderation-steps";
import { createReportActions } from "./report-actions";
import { createVerificationActions } from "./verification-actions";

/**
 * What admins do to accounts, photos, reports, appeals and verification badges. Each action is one transaction that writes
 * its one audit row and, when it affects a member, the statement of reasons they read: an action is
 * never done without its record and its explanation, nor recorded without being done. What cannot roll
 * back (files, sockets, mail) happens after the commit.
 */
export function createModerationActions(deps: ModerationDeps) {
  const { repo } = deps;
  const steps = createModerationSteps(deps);
  const { mail } = steps;
  return {
    ...createAccountActions(deps, steps),
    ...createReportActions(deps, steps),
    ...createVerificationActions(deps, steps),

    /**
     * An appeal is decided once (409 for the second). Overturning a ban or suspension that is still the
     * one in force lifts it. The outcome is a statement of its own, mailed like the decision was.
     */
    async decideAppeal(admin: Admin, rawId: string, input: unknown): Promise<AppealDecisionResult> {
      const appealId = idFrom(rawId, PANEL.badAppealId);
      const { outcome, note } = AppealDecisionInputSchema.parse(input);
      const result = await repo.transaction(async (tx) => {
        const decided = await tx.decideAppeal(appealId, outcome, admin.id, note);
        if (!decided) {
          if (await tx.appealExists(appealId)) throw new AppError("CONFLICT", PANEL.appealDecided);
          throw new AppError("NOT_FOUND", PANEL.appealNotFound);
        }
        const original = (await tx.notice(decided.noticeId))!;
        const member = (await tx.lockMember(decided.userId))!;
        const restricted = original.kind === "ban" || original.kind === "suspension" || original.until !== null;
        const inForce =
          member.banned &&
          (member.banExpires === null
            ? original.until === null
            : member.banExpires.getTime() > Date.now() && member.banExpires.getTime() === original.until?.getTime());
        const reinstated = outcome === "overturned" && restricted && Boolean(inForce);
        if (reinstated) await tx.setBan(member.id, { banned: false, banReason: null, banExpires: null });
        const action = await tx.record({
          adminId: admin.id,
          action: "decide_appeal",
          subjectUserId: member.id,
          reason: note,
          details: { appealId, outcome, noticeId: original.id, reinstated },
        });
        const notice = await tx.insertNotice({
          userId: member.id,
          actionId: action.id,
          kind: "appeal_decision",
          decision:
            outcome === "upheld"
              ? NOTICE_TEXT.decisions.upheld
              : reinstated
                ? NOTICE_TEXT.decisions.overturnedReinstated
                : NOTICE_TEXT.decisions.overturned,
          ruleId: original.ruleId,
          facts: note,
        });
        return {
          answer: { id: decided.id, status: outcome, decidedAt: decided.decidedAt!.toISOString(), reinstated },
          outgoing: { email: member.email, locale: member.locale, notice },
        };
      });
      mail(result.outgoing);
      return result.answer;
    },

    async audit(query: unknown): Promise<AdminAudit> {
      const { adminId, userId, page } = AdminAuditQuerySchema.parse(query);
      const size = ADMIN_AUDIT_PAGE_SIZE;
      // One row more than a page says whether another page follows.
      const rows = await repo.auditPage({ adminId, userId }, size + 1, (page - 1) * size);
      return {
        actions: rows.slice(0, size).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        page,
        hasMore: rows.length > size,
      };
    },
  };
}
export type ModerationActions = ReturnType<typeof createModerationActions>;
