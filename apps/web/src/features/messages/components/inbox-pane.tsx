import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatCount } from "@/lib/format-count";
import { cn } from "@/lib/utils";
import { useInboxSummary } from "../api/get-inbox-summary";
import { useReceivedLikes } from "../api/get-received-likes";
import { ConversationList } from "./conversation-list";
import { LikesList } from "./likes-list";
import { t } from "@/lib/i18n/i18n";

export type InboxTab = "conversations" | "likes";

type InboxPaneProps = {
  userId: string;
  selectedMatchId: string | undefined;
  tab: InboxTab;
  onTabChange: (tab: InboxTab) => void;
  onOpenConversation: (matchId: string) => void;
  className?: string;
};

/** Spec 001, the left pane: Conversations and Likes, the Likes tab with a count when someone waits. */
export function InboxPane({
  userId,
  selectedMatchId,
  tab,
  onTabChange,
  onOpenConversation,
  className,
}: InboxPaneProps) {
  const likes = useReceivedLikes();
  const summary = useInboxSummary();
  const waiting = likes.data?.length ?? summary.data?.pendingLikes ?? 0;

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => onTabChange(value as InboxTab)}
      className={cn("flex min-h-0 flex-col border-border md:border-r", className)}
    >
      <div className="border-b border-border p-3">
        <TabsList aria-label={t("Inbox")}>
          <TabsTrigger value="conversations">{t("Conversations")}</TabsTrigger>
          <TabsTrigger value="likes" className="gap-2">
            {t("Likes")}
            {waiting > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  data-testid="likes-badge"
                  className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.6875rem] font-bold text-white"
                >
                  {formatCount(waiting)}
                </span>
                <span className="sr-only">{t("({count} waiting)", { count: waiting })}</span>
              </>
            ) : null}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="conversations" className="mt-0 flex min-h-0 flex-1 flex-col rounded-none">
        <ConversationList userId={userId} selectedMatchId={selectedMatchId} />
      </TabsContent>
      <TabsContent value="likes" className="mt-0 flex min-h-0 flex-1 flex-col rounded-none">
        <LikesList onOpenConversation={onOpenConversation} />
      </TabsContent>
    </Tabs>
  );
}
