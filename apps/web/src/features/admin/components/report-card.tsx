import { ADMIN_ACTION_TEXT, RULE_FOR_CATEGORY, type AdminReport } from "@kindred/contracts";
import { Ban, Check, CheckCheck, LoaderCircle, TriangleAlert, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDecideReport } from "../api/decide-report";
import { useBanMember } from "../api/member-actions";
import { categoryLabel, isCritical, REPORT_KIND_LABELS, REPORT_STATUS_LABELS } from "../utils/labels";
import { formatDateTime, timeAgo } from "../utils/format";
import { announce } from "../utils/notify";
import { CopyIdButton } from "./copy-id-button";
import { ModerationDialog, type ModerationValues } from "./moderation-dialog";
import { ReportEvidence } from "./report-evidence";
import { DemoBadge } from "./status-badges";
import { t } from "@/lib/i18n/i18n";

type Dialog = "ban" | "reject" | null;

/** The decisions on a pending report: reviewed, ban the member, and for a photo approve or reject it. */
function ReportActions({ report, name }: { report: AdminReport; name: string }) {
  const decide = useDecideReport();
  const ban = useBanMember();
  const [dialog, setDialog] = useState<Dialog>(null);
  const busy = decide.isPending || ban.isPending;
  const rule = RULE_FOR_CATEGORY[report.category];

  const close = () => setDialog(null);
  const markReviewed = () =>
    void announce(decide.mutateAsync({ reportId: report.id, status: "reviewed" }), {
      success: t(ADMIN_ACTION_TEXT.flagReviewed),
      failure: t(ADMIN_ACTION_TEXT.flagFailed),
    });
  const approve = () =>
    void announce(decide.mutateAsync({ reportId: report.id, status: "approved" }), {
      success: t(ADMIN_ACTION_TEXT.photoApproved),
      failure: t(ADMIN_ACTION_TEXT.photoApproveFailed),
    });
  const reject = ({ rule: chosen, reason }: ModerationValues) =>
    void announce(decide.mutateAsync({ reportId: report.id, status: "rejected", rule: chosen, note: reason }), {
      success: t(ADMIN_ACTION_TEXT.photoRejected),
      failure: t(ADMIN_ACTION_TEXT.photoRejectFailed),
      onSuccess: close,
    });
  const banMember = ({ rule: chosen, reason }: ModerationValues) => {
    if (!report.reportedUserId) return;
    void announce(ban.mutateAsync({ userId: report.reportedUserId, rule: chosen, reason, reportId: report.id }), {
      success: t(ADMIN_ACTION_TEXT.userBannedFromFlag),
      failure: t(ADMIN_ACTION_TEXT.banFailed),
      onSuccess: close,
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={markReviewed} disabled={busy}>
        {decide.isPending && decide.variables?.status === "reviewed" ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <CheckCheck aria-hidden="true" />
        )}
        {t("Mark reviewed")}
      </Button>
      {report.kind === "photo" ? (
        <>
          <Button variant="outline" size="sm" onClick={approve} disabled={busy}>
            {decide.isPending && decide.variables?.status === "approved" ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Check aria-hidden="true" />
            )}
            {t("Approve")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog("reject")} disabled={busy}>
            <X aria-hidden="true" />
            {t("Reject")}
          </Button>
        </>
      ) : null}
      {report.reportedUserId ? (
        <Button
          variant="outline"
          size="sm"
          className="border-red-200 text-destructive hover:bg-destructive-soft hover:text-destructive"
          onClick={() => setDialog("ban")}
          disabled={busy}
        >
          <Ban aria-hidden="true" />
          {t("Ban user")}
        </Button>
      ) : null}
      <ModerationDialog
        open={dialog === "ban"}
        onOpenChange={(open) => setDialog(open ? "ban" : null)}
        title={t("Ban {name}?", { name })}
        description={t(
          "{name} is signed out everywhere at once, can't sign in again, and disappears from discovery, search and conversations. They are told why and how to appeal. This report is decided with the ban.",
          { name },
        )}
        confirmLabel={t("Ban user")}
        destructive
        pending={ban.isPending}
        defaultRule={rule}
        defaultReason={report.reason}
        onConfirm={banMember}
      />
      <ModerationDialog
        open={dialog === "reject"}
        onOpenChange={(open) => setDialog(open ? "reject" : null)}
        title={t("Reject this photo?")}
        description={t(
          "The photo is deleted from {name}'s profile and from storage, and {name} is told why and how to appeal.",
          { name },
        )}
        confirmLabel={t("Reject photo")}
        destructive
        pending={decide.isPending}
        defaultRule={rule}
        defaultReason={report.reason}
        onConfirm={reject}
      />
    </div>
  );
}

/** One report in the queue: what, about whom, why, the content as reported, and (while pending) the decisions. */
export function ReportCard({ report }: { report: AdminReport }) {
  const name = report.reportedFirstName?.trim() || report.reportedEmail || t("This member");
  const critical = isCritical(report.category);
  return (
    <article
      aria-label={t("{kind} report about {name}", { kind: t(REPORT_KIND_LABELS[report.kind]), name })}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm shadow-stone-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        {critical ? (
          <Badge className="border border-red-200 bg-destructive-soft text-destructive">
            <TriangleAlert aria-hidden="true" />
            {t("Critical")}
          </Badge>
        ) : null}
        <Badge variant="muted">{t(REPORT_KIND_LABELS[report.kind])}</Badge>
        <span className="font-semibold">{categoryLabel(report.category)}</span>
        <span className="text-sm text-muted-foreground">
          <time dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
            {timeAgo(report.createdAt)}
          </time>
        </span>
        {report.status === "pending" ? null : (
          <Badge variant="outline" className="ml-auto">
            {t(REPORT_STATUS_LABELS[report.status])}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-muted-foreground">{t("Reported member:")}</span>
        <span className="font-semibold [overflow-wrap:anywhere]">
          {report.reportedUserId ? name : t("Deleted member")}
        </span>
        {report.reportedIsDemo ? <DemoBadge /> : null}
        {report.reportedUserId ? <CopyIdButton id={report.reportedUserId} name={name} /> : null}
      </div>
      <blockquote className="rounded-xl border-l-4 border-primary/40 bg-accent/50 px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
        {report.reason}
      </blockquote>
      <ReportEvidence report={report} />
      {report.status === "pending" ? <ReportActions report={report} name={name} /> : null}
    </article>
  );
}
