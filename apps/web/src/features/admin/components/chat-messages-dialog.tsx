import type { AdminChat } from "@kindred/contracts";
import { ImageIcon, ShieldAlert } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/server-message";
import { useAdminChatMessages } from "../api/get-chat-messages";
import { formatDateTime } from "../utils/format";
import { LoadError, LoadingNote } from "./panel-states";
import { t } from "@/lib/i18n/i18n";

function Messages({ chat }: { chat: AdminChat }) {
  const query = useAdminChatMessages(chat.matchId);
  if (query.isPending)
    return (
      <div aria-busy="true" className="grid gap-3">
        <LoadingNote>{t("Loading messages...")}</LoadingNote>
        {[0, 1, 2].map((row) => (
          <div key={row} aria-hidden="true" className="grid gap-1.5">
            <Skeleton className="h-3 w-40" />
            <Skeleton className="h-10 w-full rounded-xl" />
          </div>
        ))}
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        message={serverMessage(query.error, t("Failed to load the messages"))}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (query.data.messages.length === 0) return <p className="text-sm text-muted-foreground">{t("No messages yet.")}</p>;
  return (
    <ol aria-label={t("Messages")} className="grid gap-3">
      {query.data.messages.map((message) => (
        <li key={message.id} className="grid gap-1">
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{message.senderName}</span>
            {" \u00b7 "}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          <div className="rounded-xl bg-muted/70 px-3 py-2 text-sm">
            {message.content ? <p className="[overflow-wrap:anywhere] whitespace-pre-line">{message.content}</p> : null}
            {message.hasImage ? (
              <p className="flex items-center gap-1.5 text-muted-foreground">
                <ImageIcon aria-hidden="true" className="size-4" />
                {t("Image (the reported copy is in the Flagged tab)")}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

type ChatMessagesDialogProps = { chat: AdminChat | null; onClose: () => void };

/**
 * A reported conversation's messages (spec 001 leaves this modal empty). Reading them is logged, so
 * they are loaded only when the dialog opens, and the admin is told so before reading.
 */
export function ChatMessagesDialog({ chat, onClose }: ChatMessagesDialogProps) {
  return (
    <Dialog open={chat !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        {chat ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {chat.user1Name} {"&"} {chat.user2Name}
              </DialogTitle>
              <DialogDescription className="flex items-start gap-1.5">
                <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t("This conversation was reported. Opening it is written to the audit log with your name.")}
              </DialogDescription>
            </DialogHeader>
            <div className="overflow-y-auto px-5 pt-4 pb-6 sm:px-6">
              <Messages chat={chat} />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
