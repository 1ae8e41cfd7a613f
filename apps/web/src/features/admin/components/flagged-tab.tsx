import { ADMIN_PANEL_TEXT, REPORT_STATUSES, type ReportStatus } from "@kindred/contracts";
import { ChevronDown, Flag, Scale } from "lucide-react";
import { useId, useState } from "react";
import { selectClassName } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useAdminAppeals } from "../api/get-appeals";
import { useAdminReports } from "../api/get-reports";
import { REPORT_STATUS_LABELS } from "../utils/labels";
import { AppealCard } from "./appeal-card";
import { EmptyState, LoadError, LoadingNote } from "./panel-states";
import { Pager } from "./pager";
import { PanelSection } from "./panel-section";
import { ReportCard } from "./report-card";
import { VerificationsQueue } from "./verifications-queue";
import { t } from "@/lib/i18n/i18n";

function CardsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <LoadingNote>{label}</LoadingNote>
      {[0, 1].map((card) => (
        <div key={card} aria-hidden="true" className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
          <div className="flex gap-2">
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="h-6 w-40" />
          </div>
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-32 rounded-full" />
            <Skeleton className="h-9 w-24 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The queue's status filter, on the heading's line: a labelled native select, compact. */
function StatusFilter({ value, onChange }: { value: ReportStatus; onChange: (status: ReportStatus) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("Status")}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ReportStatus)}
          className={cn(selectClassName, "h-9 w-36")}
        >
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(REPORT_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

function ReportsQueue() {
  const [status, setStatus] = useState<ReportStatus>("pending");
  const [page, setPage] = useState(1);
  const query = useAdminReports(status, page);

  let body;
  if (query.isPending) body = <CardsSkeleton label={t("Loading flagged users...")} />;
  else if (query.isError)
    body = (
      <LoadError
        message={t(ADMIN_PANEL_TEXT.loadFlaggedFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  else if (query.data.reports.length === 0) body = <EmptyState icon={Flag} title={t(ADMIN_PANEL_TEXT.noFlagged)} />;
  else
    body = (
      <>
        <ul aria-label={t("Reports")} aria-busy={query.isPlaceholderData || undefined} className="grid gap-3">
          {query.data.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
        <Pager
          label={t("Reports")}
          page={page}
          hasMore={query.data.hasMore}
          onPage={setPage}
          busy={query.isPlaceholderData}
        />
      </>
    );

  return (
    <PanelSection
      title={t("Reports")}
      aside={
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      }
    >
      {body}
    </PanelSection>
  );
}

function AppealsQueue() {
  const [page, setPage] = useState(1);
  const query = useAdminAppeals("pending", page);

  let body;
  if (query.isPending) body = <CardsSkeleton label={t("Loading appeals...")} />;
  else if (query.isError)
    body = (
      <LoadError
        message={t("Failed to load appeals")}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  else if (query.data.appeals.length === 0)
    body = <EmptyState icon={Scale} title={t("No appeals waiting for a decision")} />;
  else
    body = (
      <>
        <ul aria-label={t("Appeals")} className="grid gap-3">
          {query.data.appeals.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
        <Pager
          label={t("Appeals")}
          page={page}
          hasMore={query.data.hasMore}
          onPage={setPage}
          busy={query.isPlaceholderData}
        />
      </>
    );

  return <PanelSection title={t("Appeals")}>{body}</PanelSection>;
}

/**
 * Spec 001 Flagged: the moderation queue (critical first, then oldest), the appeals against decisions,
 * and the selfie verifications that failed (issue 31), where someone trying another's photos shows.
 */
export function FlaggedTab() {
  return (
    <div className="grid gap-8">
      <ReportsQueue />
      <AppealsQueue />
      <VerificationsQueue />
    </div>
  );
}
