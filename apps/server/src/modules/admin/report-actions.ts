import {
  ADMIN_ACTION_TEXT as TEXT,
  ADMIN_PANEL_TEXT as PANEL,
  NOTICE_TEXT,
  PhotoModerationInputSchema,
  RULE_FOR_CATEGORY,
  ReportDecisionInputSchema,
  STATEMENT_TEXT,
  type AccountState,
  type ModerationActionKind,
  type NoticeKind,
  type PhotoModerationResult,
  type ReportDecisionResult,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import { translate } from "../../i18n/translator";
import {
  DAY_MS,
  idFrom,
  stateOf,
  type Admin,
  type ModerationDeps,
  type ModerationSteps,
  type Outgoing,
} from "./moderation-steps";

/** What a photo moderation records and tells, per dialog (a suspension's end is the notice's `until`). */
function photoOutcome(action: "reject" | "suspend" | "warn"): {
  audit: ModerationActionKind;
  kind: NoticeKind;
  decision: string;
} {
  if (action === "warn") return { audit: "warn", kind: "warning", decision: NOTICE_TEXT.decisions.warning };
  if (action === "reject")
    return { audit: "remove_photo", kind: "photo_removed", decision: NOTICE_TEXT.decisions.photoRemoved };
  return { audit: "suspend", kind: "photo_removed", decision: NOTICE_TEXT.decisions.photoRemovedAndSuspended };
}

/** What admins do to reported content: the Photos tab's dialogs and the reports queue's decisions. */
export function createReportActions(
  { repo }: ModerationDeps,
  { target, answerReport, notYourself, removeFiles, endSessions, mail }: ModerationSteps,
) {
  return {
    /**
     * The Photos tab's three dialogs. Reject deletes the photo (files after the commit); suspend does
     * that and suspends the owner, one action with one audit row; warn leaves the photo. The photo's
     * pending reports are answered by its fate.
     */
    async moderatePhoto(admin: Admin, rawId: string, input: unknown): Promise<PhotoModerationResult> {
      const photoId = idFrom(rawId, PANEL.badPhotoId);
      const { action, reason, rule, days, reportId: rawReportId } = PhotoModerationInputSchema.parse(input);
      const expires = action === "suspend" ? new Date(Date.now() + days! * DAY_MS) : null;
      const outcome = photoOutcome(action);
      const result = await repo.transaction(async (tx) => {
        const photo = await tx.photo(photoId);
        if (!photo) throw new AppError("NOT_FOUND", PANEL.photoNotFound);
        notYourself(admin, photo.userId);
        const member = await target(tx, photo.userId, { adminsExempt: action !== "reject" });
        const keys = action === "warn" ? [] : await tx.removePhoto(photoId, photo.userId);
        // Removed by its owner between the look-up and the lock.
        if (!keys) throw new AppError("NOT_FOUND", PANEL.photoNotFound);
        const reportStatus = action === "warn" ? "reviewed" : "rejected";
        const decided = await tx.decidePhotoReports(photoId, reportStatus, admin.id);
        const reportId = (await answerReport(tx, rawReportId, photo.userId, reportStatus, admin.id)) ?? decided[0];
        let state: AccountState | null = null;
        let sessionsEnded: number | undefined;
        if (expires) {
          state = stateOf(await tx.setBan(photo.userId, { banned: true, banReason: reason, banExpires: expires }));
          sessionsEnded = await tx.endSessions(photo.userId);
        }
        const audit = await tx.record({
          adminId: admin.id,
          action: outcome.audit,
          subjectUserId: photo.userId,
          reportId: reportId ?? null,
          reason,
          details: {
            rule,
            photoId,
            reportsDecided: decided,
            ...(action === "warn" ? {} : { photoRemoved: true }),
            ...(expires ? { days, until: expires.toISOString(), sessionsEnded } : {}),
          },
        });
        const notice = await tx.insertNotice({
          userId: photo.userId,
          actionId: audit.id,
          kind: outcome.kind,
          decision: outcome.decision,
          ruleId: rule,
          facts: reason,
          until: expires,
        });
        return {
          keys,
          state,
          outgoing: { email: member.email, locale: member.locale, notice },
          ownerId: photo.userId,
        };
      });
      if (expires) await endSessions(result.ownerId);
      await removeFiles(result.keys);
      mail(result.outgoing);
      return { photoId, removed: action !== "warn", account: result.state };
    },

    /**
     * Approves a photo: a held one (PHOTO_MATCHING) shows to others from now on, its flag is cleared and
     * its pending reports are answered as approved. One audit row; the owner is not notified (nothing
     * was taken from them; the upload told them it was under review).
     */
    async approvePhoto(admin: Admin, rawId: string): Promise<PhotoModerationResult> {
      const photoId = idFrom(rawId, PANEL.badPhotoId);
      await repo.transaction(async (tx) => {
        const photo = await tx.photo(photoId);
        if (!photo) throw new AppError("NOT_FOUND", PANEL.photoNotFound);
        notYourself(admin, photo.userId);
        await tx.clearPhotoFlag(photoId);
        const decided = await tx.decidePhotoReports(photoId, "approved", admin.id);
        // Only what waits for a moderator: held, flagged or reported (the transaction undoes the clear).
        if (!photo.held && !photo.isFlagged && decided.length === 0)
          throw new AppError("CONFLICT", PANEL.photoNotWaiting);
        await tx.record({
          adminId: admin.id,
          action: "approve_photo",
          subjectUserId: photo.userId,
          reportId: decided[0] ?? null,
          reason: null,
          details: { photoId, held: photo.held, reportsDecided: decided },
        });
      });
      return { photoId, removed: false, account: null };
    },

    /**
     * A pending report is decided once; the loser of two concurrent decisions gets 409. Rejecting a
     * photo report removes the photo and tells its owner why; approving one clears its flag.
     */
    async decide(admin: Admin, rawId: string, input: unknown): Promise<ReportDecisionResult> {
      const reportId = idFrom(rawId, TEXT.badReportId);
      const { status, note, rule: chosenRule } = ReportDecisionInputSchema.parse(input);
      const result = await repo.transaction(async (tx) => {
        const report = await tx.report(reportId);
        if (!report) throw new AppError("NOT_FOUND", TEXT.reportNotFound);
        const removing = report.kind === "photo" && status === "rejected";
        const photo = removing ? await tx.photo(report.targetId) : undefined;
        // The owner is locked before the report, in the order every other action takes them.
        const owner = photo && photo.userId !== admin.id ? await tx.lockMember(photo.userId) : undefined;
        const decided = await tx.decideReport(reportId, status, admin.id);
        if (!decided) throw new AppError("CONFLICT", TEXT.alreadyDecided);

        let details: Record<string, unknown> = { status };
        let keys: string[] = [];
        let outgoing: Outgoing | undefined;
        const rule = chosenRule ?? RULE_FOR_CATEGORY[decided.category];
        if (report.kind === "photo" && status === "approved") await tx.clearPhotoFlag(report.targetId);
        if (photo && owner) {
          keys = (await tx.removePhoto(photo.id, photo.userId)) ?? [];
          const alsoDecided = keys.length ? await tx.decidePhotoReports(photo.id, "rejected", admin.id) : [];
          details = { status, rule, photoId: photo.id, photoRemoved: keys.length > 0, alsoDecided };
        }
        const action = await tx.record({
          adminId: admin.id,
          action: "decide_report",
          subjectUserId: decided.reportedUserId,
          reportId,
          reason: note || null,
          details,
        });
        if (owner && keys.length) {
          const notice = await tx.insertNotice({
            userId: owner.id,
            actionId: action.id,
            kind: "photo_removed",
            decision: NOTICE_TEXT.decisions.photoRemoved,
            ruleId: rule,
            // Written as the owner was told it, in their language: the reason quoted is the reporter's own.
            facts: note || translate(owner.locale, STATEMENT_TEXT.photoReportedFor, { reason: decided.reason }),
          });
          outgoing = { email: owner.email, locale: owner.locale, notice };
        }
        return {
          answer: { id: decided.id, status, reviewedBy: admin.id, reviewedAt: decided.reviewedAt!.toISOString() },
          keys,
          outgoing,
        };
      });
      await removeFiles(result.keys);
      mail(result.outgoing);
      return result.answer;
    },
  };
}
