import { ADMIN_PANEL_TEXT, ADMIN_USERS_PAGE_SIZE, msg, type AdminUser } from "@kindred/contracts";
import { Search, Users } from "lucide-react";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { useAdminUsers } from "../api/get-users";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { adminName } from "../utils/format";
import { pageCount } from "../utils/pagination";
import { CopyIdButton } from "./copy-id-button";
import { DataTable, DataTableSkeleton, type Column } from "./data-table";
import { EmptyState, LoadError, LoadingNote } from "./panel-states";
import { Pager } from "./pager";
import { AccountStatusBadge, AdminRoleBadge, DemoBadge, OnlineState } from "./status-badges";
import { t } from "@/lib/i18n/i18n";

const SEARCH_DELAY_MS = 300;

const COLUMNS: readonly Column<AdminUser>[] = [
  {
    header: msg("Name"),
    primary: true,
    cell: (user) => (
      <span className="flex items-center gap-2">
        <OnlineState online={user.online} />
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold [overflow-wrap:anywhere]">{adminName(user)}</span>
          {user.role === "admin" ? <AdminRoleBadge /> : null}
          {user.isDemo ? <DemoBadge /> : null}
        </span>
      </span>
    ),
  },
  { header: msg("Email"), cell: (user) => <span className="[overflow-wrap:anywhere]">{user.email}</span> },
  {
    header: msg("Location"),
    cell: (user) => user.location || <span className="text-muted-foreground">{t("Not set")}</span>,
  },
  { header: msg("Status"), cell: (user) => <AccountStatusBadge user={user} /> },
  {
    header: msg("ID"),
    cell: (user) => <CopyIdButton id={user.id} name={adminName(user)} className="-ml-2" />,
    className: "w-px",
  },
];

/** Spec 001 Users: members found by first name, last name or location, ten a page. */
export function UsersTab() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useAdminUsers(q, page);

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true">
        <LoadingNote>{t("Loading users...")}</LoadingNote>
        <DataTableSkeleton rows={ADMIN_USERS_PAGE_SIZE} columns={COLUMNS.length} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        message={t(ADMIN_PANEL_TEXT.loadUsersFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (query.data.users.length === 0) {
    body = <EmptyState icon={Users} title={t(ADMIN_PANEL_TEXT.noUsers)} />;
  } else {
    const { users, total, pageSize } = query.data;
    body = (
      <>
        <DataTable
          caption={t("Users")}
          rows={users}
          rowKey={(user) => user.id}
          columns={COLUMNS}
          busy={query.isPlaceholderData}
        />
        <Pager
          label={t("Users")}
          page={page}
          pageCount={pageCount(total, pageSize)}
          onPage={setPage}
          busy={query.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t("Search users")}
          placeholder={t("Name or location")}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="pl-10"
        />
      </div>
      {body}
    </div>
  );
}
