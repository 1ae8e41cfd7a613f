import { ROUTES, type Me } from "@kindred/contracts";
import { useLayoutEffect, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/get-conversations";
import { displayNameOf } from "../utils/deleted-member";
import { ConversationPane } from "./conversation-pane";
import { ConversationSkeleton } from "./conversation-skeleton";
import { InboxPane, type InboxTab } from "./inbox-pane";
import { ConversationUnavailable, SelectConversation } from "./message-states";
import { t } from "@/lib/i18n/i18n";

/**
 * Spec 001, the Messages screen. `/messages/{id}` opens a conversation; the id may be the match's or
 * the other member's (the match overlay's Send Message links by member). On a phone the list and
 * the conversation are two views, with a way back; from `md` up they sit side by side. The panel is
 * 80 % of the viewport high, at most 750 px.
 */
export function MessagesScreen({ me }: { me: Me }) {
  const { matchId: param } = useParams();
  const navigate = useNavigate();
  const conversations = useConversations();
  // `?tab=likes` (LIKES_TAB_PATH) opens on the Likes tab.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<InboxTab>(searchParams.get("tab") === "likes" ? "likes" : "conversations");
  const selected = param ? conversations.data?.find((c) => c.matchId === param || c.other.id === param) : undefined;
  useDocumentTitle(selected ? t("{name} · Messages", { name: displayNameOf(selected.other) }) : t("Messages"));

  // The open conversation closed (a block, by either of us): back to the list, not to "not found".
  const shown = useRef<string | undefined>(undefined);
  const [closed, setClosed] = useState<string | undefined>();
  useLayoutEffect(() => {
    if (selected) shown.current = param;
    else if (param && shown.current === param && conversations.data) {
      shown.current = undefined;
      setClosed(param);
      void navigate(ROUTES.messages, { replace: true });
    }
  }, [selected, param, conversations.data, navigate]);

  const openConversation = (matchId: string) => {
    setTab("conversations");
    void navigate(`${ROUTES.messages}/${matchId}`);
  };

  let pane;
  if (!param) pane = <SelectConversation />;
  else if (selected) pane = <ConversationPane key={selected.matchId} conversation={selected} userId={me.id} />;
  else if (conversations.isPending) pane = <ConversationSkeleton />;
  else if (closed === param) pane = <SelectConversation />;
  else pane = <ConversationUnavailable />;

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col px-3 pt-3 pb-3 sm:px-6 sm:pt-6">
      <h1 className="px-1 text-2xl font-bold tracking-tight sm:text-3xl">{t("Messages")}</h1>
      <div className="mt-3 grid h-[80dvh] max-h-[750px] min-h-[26rem] grid-cols-1 overflow-hidden rounded-(--radius-card) border border-border bg-card shadow-sm shadow-stone-900/5 sm:mt-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)]">
        <InboxPane
          userId={me.id}
          selectedMatchId={selected?.matchId}
          tab={tab}
          onTabChange={setTab}
          onOpenConversation={openConversation}
          className={cn(param && "max-md:hidden")}
        />
        <section
          aria-label={
            selected ? t("Conversation with {name}", { name: displayNameOf(selected.other) }) : t("Conversation")
          }
          className={cn("flex min-h-0 min-w-0 flex-col bg-card", !param && "max-md:hidden")}
        >
          {pane}
        </section>
      </div>
    </main>
  );
}
