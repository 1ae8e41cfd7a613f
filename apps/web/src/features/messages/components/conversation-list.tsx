import { MESSAGE_TEXT, ROUTES, type Conversation } from "@kindred/contracts";
import { MessagesSquare, RotateCw, Search } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/server-message";
import { useConversations } from "../api/get-conversations";
import { matchesName } from "../utils/matches-name";
import { ConversationRow } from "./conversation-row";
import { EmptyState } from "./message-states";
import { t } from "@/lib/i18n/i18n";

function ListSkeleton() {
  return (
    <div aria-busy="true" className="px-2.5">
      <p role="status" className="px-1 pt-1 pb-3 text-sm text-muted-foreground">
        {t(MESSAGE_TEXT.loadingConversations)}
      </p>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className="flex items-center gap-3 py-2.5">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

type ConversationListProps = { userId: string; selectedMatchId: string | undefined };

/** Spec 001, the Conversations tab: a name search over the list, newest activity first. */
export function ConversationList({ userId, selectedMatchId }: ConversationListProps) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const conversations = useConversations();
  const shown: Conversation[] = (conversations.data ?? []).filter((c) => matchesName(c.other, query));

  let body;
  if (conversations.isPending) {
    body = <ListSkeleton />;
  } else if (conversations.isError && !conversations.data) {
    body = (
      <div role="alert" className="px-4 py-8 text-center">
        <p className="font-semibold">{t(MESSAGE_TEXT.loadConversationsFailed)}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {serverMessage(conversations.error, t("Please check your connection and try again."))}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => void conversations.refetch()}
          disabled={conversations.isRefetching}
        >
          <RotateCw aria-hidden="true" className={conversations.isRefetching ? "animate-spin" : undefined} />
          {t("Try again")}
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    const searching = query.trim() !== "" && (conversations.data?.length ?? 0) > 0;
    body = (
      <EmptyState icon={searching ? <Search /> : <MessagesSquare />} title={t(MESSAGE_TEXT.noConversations)}>
        {searching ? (
          <p>{t("No one by that name. Try another spelling.")}</p>
        ) : (
          <>
            <p>{t("When you and someone like each other, your conversation starts here.")}</p>
            <Button asChild size="sm" className="mt-4">
              <Link to={ROUTES.match}>{t("Find matches")}</Link>
            </Button>
          </>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={t("Conversations")} className="flex flex-col gap-0.5 px-1.5 pb-2">
        {shown.map((conversation) => (
          <ConversationRow
            key={conversation.matchId}
            conversation={conversation}
            userId={userId}
            selected={conversation.matchId === selectedMatchId}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="px-3 pt-3 pb-2">
        <label htmlFor={searchId} className="sr-only">
          {t("Search conversations")}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t(MESSAGE_TEXT.searchPlaceholder)}
            className="h-11 rounded-full bg-muted/60 pl-10"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{body}</div>
    </div>
  );
}
