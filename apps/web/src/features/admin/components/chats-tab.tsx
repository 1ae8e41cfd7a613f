import { ADMIN_CHATS_PAGE_SIZE, ADMIN_PANEL_TEXT, msg, type AdminChat } from "@kindred/contracts";
import { Eye, Flag, MessagesSquare } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAdminChats } from "../api/get-chats";
import { formatDateTime } from "../utils/format";
import { pageCount } from "../utils/pagination";
import { ChatMessagesDialog } from "./chat-messages-dialog";
import { DataTable, DataTableSkeleton, type Column } from "./data-table";
import { EmptyState, LoadError, LoadingNote } from "./panel-states";
import { Pager } from "./pager";
import { DemoBadge } from "./status-badges";
import { t } from "@/lib/i18n/i18n";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A match's status (pending, active, ended); one this build does not know reads as stored, capitalised. */
const CHAT_STATUS_LABELS: Record<string, string> = {
  pending: msg("Pending"),
  active: msg("Active"),
  ended: msg("Ended"),
};
const chatStatus = (status: string) => {
  const label = CHAT_STATUS_LABELS[status];
  return label ? t(label) : capitalised(status);
};

function columns(open: (chat: AdminChat) => void): Column<AdminChat>[] {
  return [
    {
      header: msg("Members"),
      primary: true,
      cell: (chat) => (
        <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {/* Each badge stays beside its member's name when the line wraps. */}
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <span className="font-semibold [overflow-wrap:anywhere]">{chat.user1Name}</span>
            {chat.user1IsDemo ? <DemoBadge /> : null}
          </span>
          <span className="text-muted-foreground">{"&"}</span>
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <span className="font-semibold [overflow-wrap:anywhere]">{chat.user2Name}</span>
            {chat.user2IsDemo ? <DemoBadge /> : null}
          </span>
          {chat.reported ? (
            <Badge size="xs" className="border border-red-200 bg-destructive-soft px-2 text-destructive">
              <Flag aria-hidden="true" />
              {t("Reported")}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { header: msg("Messages"), cell: (chat) => <span className="tabular-nums">{chat.messageCount}</span> },
    {
      header: msg("Last activity"),
      cell: (chat) => <time dateTime={chat.lastActivity}>{formatDateTime(chat.lastActivity)}</time>,
    },
    { header: msg("Status"), cell: (chat) => chatStatus(chat.status) },
    {
      header: msg("Actions"),
      footer: true,
      className: "w-px whitespace-nowrap",
      cell: (chat) =>
        chat.reported ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => open(chat)}
            aria-label={t("View messages between {first} and {second}", {
              first: chat.user1Name,
              second: chat.user2Name,
            })}
          >
            <Eye aria-hidden="true" />
            {t("View messages")}
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground">{t("Private")}</span>
        ),
    },
  ];
}

/** Spec 001 Chats: matches with both names, message count, last activity and status, ten a page. */
export function ChatsTab() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminChat | null>(null);
  const query = useAdminChats(page);
  const cols = columns(setOpen);

  if (query.isPending)
    return (
      <div aria-busy="true">
        <LoadingNote>{t("Loading chats...")}</LoadingNote>
        <DataTableSkeleton rows={ADMIN_CHATS_PAGE_SIZE} columns={cols.length} />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        message={t(ADMIN_PANEL_TEXT.loadChatsFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (query.data.chats.length === 0) return <EmptyState icon={MessagesSquare} title={t(ADMIN_PANEL_TEXT.noChats)} />;
  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground">
        {t("Only reported conversations can be opened, and every opening is logged.")}
      </p>
      <DataTable
        caption={t("Chats")}
        rows={query.data.chats}
        rowKey={(chat) => chat.matchId}
        columns={cols}
        busy={query.isPlaceholderData}
      />
      <Pager
        label={t("Chats")}
        page={page}
        pageCount={pageCount(query.data.total, query.data.pageSize)}
        onPage={setPage}
        busy={query.isPlaceholderData}
      />
      <ChatMessagesDialog chat={open} onClose={() => setOpen(null)} />
    </div>
  );
}
