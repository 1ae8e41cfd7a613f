import {
  CONTACT_NUDGE_MESSAGES,
  MESSAGE_TEXT,
  messageSignals,
  type Conversation,
  type Message,
} from "@kindred/contracts";
import { LoaderCircle } from "lucide-react";
import { Fragment, useMemo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { flattenPages, useMessages } from "../api/get-messages";
import type { OutboxItem } from "../api/send-message";
import { useDismissedNudges } from "../hooks/use-dismissed-nudges";
import { useMarkReadWhileOpen } from "../hooks/use-mark-read-while-open";
import { useNow } from "../hooks/use-now";
import { useStickToBottom } from "../hooks/use-stick-to-bottom";
import { displayNameOf } from "../utils/deleted-member";
import { daysBetween, formatDayDivider } from "../utils/format-time";
import { BotherPrompt } from "./bother-prompt";
import { MessageBubble } from "./message-bubble";
import { MessagesError, MessagesSkeleton, NoMessages } from "./message-states";
import { t } from "@/lib/i18n/i18n";

type Row = { kind: "message"; key: string; message: Message } | { kind: "outgoing"; key: string; item: OutboxItem };

const createdAtOf = (row: Row) => (row.kind === "message" ? row.message.createdAt : row.item.sentAt);

/** Why a send failed: a 4xx says why in the server's words; a lost connection gets the spec's retry text. */
function failureText(item: OutboxItem) {
  return isApiError(item.error) && item.error.isClientError
    ? t(MESSAGE_TEXT.sendFailed, { reason: item.error.message })
    : t(MESSAGE_TEXT.sendFailedRetry);
}

type MessageListProps = {
  conversation: Conversation;
  userId: string;
  outbox: readonly OutboxItem[];
  onRetry: (clientId: string) => void;
  /** Shown under the last message (the typing indicator). */
  footer?: ReactNode;
};

/**
 * The conversation itself: earlier pages on demand, the server's messages, then my sends still on
 * their way or failed (hidden once the server's copy with the same clientId is here), with a divider
 * per day. It is a live region (role="log"), so new messages are read out as they arrive.
 */
export function MessageList({ conversation, userId, outbox, onRetry, footer }: MessageListProps) {
  const { matchId, other } = conversation;
  const query = useMessages(matchId);
  const now = useNow();
  const messages = useMemo(() => flattenPages(query.data), [query.data]);
  useMarkReadWhileOpen({ matchId, userId, messages, loaded: query.isSuccess });

  const rows = useMemo<Row[]>(() => {
    const stored = new Set(messages.filter((m) => m.senderId === userId).map((m) => m.clientId));
    return [
      ...messages.map((message): Row => ({ kind: "message", key: message.id, message })),
      ...outbox
        .filter((item) => !stored.has(item.clientId))
        .map((item): Row => ({ kind: "outgoing", key: item.clientId, item })),
    ];
  }, [messages, outbox, userId]);

  // "Does this bother you?" under the other member's messages that carry a scam's or a bully's signs;
  // off-platform contact counts among the conversation's first messages only, known once all are loaded.
  const { dismissed, dismiss } = useDismissedNudges();
  const signalsOf = (message: Message, index: number) =>
    message.senderId === userId || dismissed.has(message.id)
      ? []
      : messageSignals(message.content, { early: !query.hasNextPage && index < CONTACT_NUDGE_MESSAGES });

  const { scroller, onScroll, keepPosition, onContentResize } = useStickToBottom({
    firstKey: rows[0]?.key,
    lastKey: rows.at(-1)?.key,
  });

  const otherName = displayNameOf(other);
  const loadEarlier = () => {
    keepPosition();
    void query.fetchNextPage();
  };

  let body;
  if (query.isPending) {
    body = <MessagesSkeleton />;
  } else if (query.isError && !query.data) {
    body = (
      <MessagesError
        reason={serverMessage(query.error, t(MESSAGE_TEXT.loadMessagesFallback))}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (rows.length === 0) {
    body = <NoMessages name={other.firstName || otherName} />;
  } else {
    body = (
      <ol className="mt-auto flex flex-col gap-3 px-3 pt-3 pb-2 sm:px-5">
        {query.hasNextPage ? (
          <li className="flex justify-center pb-1">
            <Button variant="outline" size="sm" onClick={loadEarlier} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t("Load earlier messages")}
            </Button>
          </li>
        ) : null}
        {rows.map((row, index) => {
          const createdAt = createdAtOf(row);
          const previous = rows[index - 1];
          const newDay = !previous || daysBetween(new Date(createdAtOf(previous)), new Date(createdAt)) !== 0;
          const stored = row.kind === "message";
          const signals = stored ? signalsOf(row.message, index) : [];
          return (
            <Fragment key={row.key}>
              {newDay ? (
                <li
                  aria-hidden="true"
                  className="flex items-center gap-3 py-1 text-xs font-medium text-muted-foreground"
                >
                  <span className="h-px flex-1 bg-border" />
                  {formatDayDivider(createdAt)}
                  <span className="h-px flex-1 bg-border" />
                </li>
              ) : null}
              <li>
                {stored ? (
                  <>
                    <MessageBubble
                      own={row.message.senderId === userId}
                      content={row.message.content}
                      imageUrl={row.message.imageUrl}
                      createdAt={row.message.createdAt}
                      now={now}
                      status={row.message.senderId === userId ? (row.message.isRead ? "read" : "sent") : undefined}
                      senderName={otherName}
                      onImageLoad={onContentResize}
                    />
                    {signals.length > 0 ? (
                      <BotherPrompt
                        matchId={matchId}
                        messageId={row.message.id}
                        kinds={signals}
                        otherName={other.firstName || otherName}
                        onAnswered={() => dismiss(row.message.id)}
                      />
                    ) : null}
                  </>
                ) : (
                  <MessageBubble
                    own
                    content={row.item.content.trim() || null}
                    imageUrl={row.item.previewUrl}
                    createdAt={row.item.sentAt}
                    now={now}
                    status={row.item.status === "error" ? "failed" : "pending"}
                    failure={row.item.status === "error" ? failureText(row.item) : undefined}
                    onRetry={() => onRetry(row.item.clientId)}
                    senderName={otherName}
                    onImageLoad={onContentResize}
                  />
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={t("Messages with {name}", { name: otherName })}
      // Focusable, so a keyboard can scroll the history (it may hold nothing else to focus).
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain"
    >
      {body}
      {footer}
    </div>
  );
}
