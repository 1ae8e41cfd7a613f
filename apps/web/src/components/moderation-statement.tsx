import {
  NOTICE_TEXT,
  guidelineHref,
  guidelineTitle,
  type AppealStatus,
  type Notice,
  type NoticeKind,
} from "@kindred/contracts";
import { Ban, Clock, ImageOff, Scale, ScanFace, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "@/lib/i18n/format";
import { t, translateIfMessage } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

const KIND_ICONS: Record<NoticeKind, LucideIcon> = {
  warning: TriangleAlert,
  photo_removed: ImageOff,
  suspension: Clock,
  ban: Ban,
  appeal_decision: Scale,
  verification_revoked: ScanFace,
};

const APPEAL_STATUS_TEXT: Record<AppealStatus, string> = {
  pending: NOTICE_TEXT.appealPending,
  upheld: NOTICE_TEXT.appealUpheld,
  overturned: NOTICE_TEXT.appealOverturned,
};

/** The 'How to appeal' line (a message): where the member's appeal stands, or whether they may still file one. */
export function appealStatusText(notice: Pick<Notice, "kind" | "canAppeal" | "appeal">): string {
  if (notice.appeal) return APPEAL_STATUS_TEXT[notice.appeal.status];
  if (notice.kind === "appeal_decision") return NOTICE_TEXT.noAppeal;
  return notice.canAppeal ? NOTICE_TEXT.appealHow : NOTICE_TEXT.appealClosed;
}

/** Whether the member can file an appeal against this statement now. */
export const canFileAppeal = (notice: Pick<Notice, "canAppeal" | "appeal">) => notice.canAppeal && !notice.appeal;

type ModerationStatementProps = {
  notice: Notice;
  /**
   * Renders the title; a dialog passes its own title element so the dialog is named by it. By default
   * an h2.
   */
  renderTitle?: (title: string) => ReactNode;
  className?: string;
};

/**
 * A statement of reasons (EU DSA art. 17): what was decided, which community guideline, on what facts,
 * and how to appeal. Shared by the signed-in notice dialog, the sign-in refusal and the appeal page.
 */
export function ModerationStatement({ notice, renderTitle, className }: ModerationStatementProps) {
  const title = t(NOTICE_TEXT.titles[notice.kind]);
  const Icon = KIND_ICONS[notice.kind];
  return (
    <div className={cn("grid gap-4", className)}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning-foreground ring-1 ring-amber-200"
        >
          <Icon className="size-5" />
        </span>
        <div className="grid min-w-0 gap-0.5 pt-0.5">
          {renderTitle ? renderTitle(title) : <h2 className="text-lg font-bold tracking-tight">{title}</h2>}
          <p className="text-sm text-muted-foreground">
            <time dateTime={notice.createdAt}>{formatDate(notice.createdAt, { dateStyle: "long" })}</time>
          </p>
        </div>
      </div>
      <dl className="grid gap-2.5">
        {/* Stored in English: a decision that is one of our messages shows in the member's language. */}
        <StatementRow label={t(NOTICE_TEXT.whatLabel)}>{translateIfMessage(notice.decision)}</StatementRow>
        <StatementRow label={t(NOTICE_TEXT.ruleLabel)}>
          <Link
            to={guidelineHref(notice.ruleId)}
            className="font-semibold text-primary-strong underline underline-offset-4"
          >
            {t(guidelineTitle(notice.ruleId))}
            <span className="sr-only"> ({t(NOTICE_TEXT.readRule)})</span>
          </Link>
        </StatementRow>
        {/* The moderator's own words: kept as written, line breaks included. */}
        <StatementRow label={t(NOTICE_TEXT.factsLabel)} className="break-words whitespace-pre-line">
          {notice.facts}
        </StatementRow>
        <StatementRow label={t(NOTICE_TEXT.appealLabel)}>{t(appealStatusText(notice))}</StatementRow>
      </dl>
    </div>
  );
}

function StatementRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-xl bg-muted/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn("text-sm leading-relaxed text-foreground", className)}>{children}</dd>
    </div>
  );
}
