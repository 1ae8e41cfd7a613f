import {
  ADMIN_AUDIT_PAGE_SIZE,
  guidelineTitle,
  GUIDELINE_IDS,
  msg,
  type GuidelineId,
  type ModerationAction,
} from "@kindred/contracts";
import { ScrollText } from "lucide-react";
import { useId, useState } from "react";
import { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAdminAudit, type AuditFilter } from "../api/get-audit";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { formatDateTime } from "../utils/format";
import { actionLabel } from "../utils/labels";
import { CopyIdButton } from "./copy-id-button";
import { DataTable, DataTableSkeleton, type Column } from "./data-table";
import { EmptyState, LoadError, LoadingNote } from "./panel-states";
import { Pager } from "./pager";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

const FILTER_DELAY_MS = 400;
const isId = (value: string) => z.uuid().safeParse(value).success;
const BAD_ID = msg("That isn't a valid ID.");
const SKELETON_ROWS = 5;

/** The guideline an action cited, when its details name one. */
function ruleOf(action: ModerationAction) {
  const rule = action.details.rule;
  return typeof rule === "string" && (GUIDELINE_IDS as readonly string[]).includes(rule)
    ? translateIfMessage(guidelineTitle(rule as GuidelineId))
    : null;
}

const COLUMNS: readonly Column<ModerationAction>[] = [
  {
    header: msg("Action"),
    primary: true,
    cell: (action) => <span className="font-semibold">{actionLabel(action.action)}</span>,
  },
  {
    header: msg("When"),
    cell: (action) => <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>,
    className: "whitespace-nowrap",
  },
  {
    header: msg("Admin"),
    cell: (action) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        {action.adminName ?? <span className="text-muted-foreground">{t("No name")}</span>}
        <CopyIdButton id={action.adminId} name={action.adminName ?? t("this admin")} />
      </span>
    ),
  },
  {
    header: msg("Member"),
    cell: (action) =>
      action.subjectUserId ? (
        <span className="inline-flex flex-wrap items-center gap-1">
          {action.subjectName ?? <span className="text-muted-foreground">{t("No name")}</span>}
          <CopyIdButton id={action.subjectUserId} name={action.subjectName ?? t("this member")} />
        </span>
      ) : (
        <span className="text-muted-foreground">-</span>
      ),
  },
  {
    header: msg("Why"),
    cell: (action) => {
      const rule = ruleOf(action);
      if (!action.reason && !rule) return <span className="text-muted-foreground">-</span>;
      return (
        <span className="grid gap-0.5">
          {rule ? <span className="text-xs font-medium text-muted-foreground">{rule}</span> : null}
          {action.reason ? (
            <span className="line-clamp-3 [overflow-wrap:anywhere]" title={action.reason}>
              {action.reason}
            </span>
          ) : null}
        </span>
      );
    },
  },
];

/** The append-only log of every admin action (who, what, to whom, why, when), filterable by admin and member. */
export function AuditLog() {
  const headingId = useId();
  const [adminId, setAdminId] = useState("");
  const [userId, setUserId] = useState("");
  const [page, setPage] = useState(1);
  const typed: AuditFilter = { adminId: adminId.trim(), userId: userId.trim() };
  const errors = {
    adminId: typed.adminId && !isId(typed.adminId) ? t(BAD_ID) : undefined,
    userId: typed.userId && !isId(typed.userId) ? t(BAD_ID) : undefined,
  };
  // A half-typed ID does not filter (the API would refuse it): the list shows everything meanwhile.
  const filter: AuditFilter = {
    adminId: useDebouncedValue(errors.adminId ? "" : typed.adminId, FILTER_DELAY_MS),
    userId: useDebouncedValue(errors.userId ? "" : typed.userId, FILTER_DELAY_MS),
  };
  const query = useAdminAudit(filter, page);

  let body;
  if (query.isPending)
    body = (
      <div aria-busy="true">
        <LoadingNote>{t("Loading the audit log...")}</LoadingNote>
        <DataTableSkeleton rows={SKELETON_ROWS} columns={COLUMNS.length} />
      </div>
    );
  else if (query.isError)
    body = (
      <LoadError
        message={t("Failed to load the audit log")}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  else if (query.data.actions.length === 0) body = <EmptyState icon={ScrollText} title={t("No actions recorded")} />;
  else
    body = (
      <>
        <DataTable
          caption={t("Audit log")}
          rows={query.data.actions}
          rowKey={(action) => action.id}
          columns={COLUMNS}
          busy={query.isPlaceholderData}
        />
        <Pager
          label={t("Audit log")}
          page={page}
          hasMore={query.data.hasMore}
          onPage={setPage}
          busy={query.isPlaceholderData}
        />
      </>
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t("Audit log")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t("Every admin action, newest first, {count} a page. No one can edit or delete it.", {
            count: ADMIN_AUDIT_PAGE_SIZE,
          })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {(["adminId", "userId"] as const).map((key) => (
          <FormField key={key} label={key === "adminId" ? t("Admin ID") : t("Member ID")} error={errors[key]}>
            {(control) => (
              <Input
                {...control}
                value={key === "adminId" ? adminId : userId}
                onChange={(event) => {
                  (key === "adminId" ? setAdminId : setUserId)(event.target.value);
                  setPage(1);
                }}
                placeholder={t("Any")}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </FormField>
        ))}
      </div>
      {body}
    </section>
  );
}
