import { CONTACT_NUDGE_MESSAGES, type Conversation } from "@kindred/contracts";
import { useEffect, useState } from "react";
import { fullName } from "@/lib/profile-format";
import { useRealtime } from "@/lib/realtime/use-realtime";
import { useMessages } from "../api/get-messages";
import { useOutbox } from "../api/send-message";
import type { Attachment } from "../hooks/use-attachment";
import { useIsTyping, useTypingNotifier } from "../hooks/use-typing";
import { newClientId } from "../utils/client-id";
import { Composer } from "./composer";
import { ConversationHeader } from "./conversation-header";
import { MessageList } from "./message-list";
import { PushPrompt } from "./push-prompt";
import { ReadOnlyNotice } from "./read-only-notice";
import { TypingIndicator } from "./typing-indicator";

/**
 * The right pane with one conversation open. While it is on screen the realtime layer knows it is
 * open: its incoming messages then need no toast and are marked read here. With a member who deleted
 * their account it is read-only: a notice where the composer was.
 */
export function ConversationPane({ conversation, userId }: { conversation: Conversation; userId: string }) {
  const { matchId, other } = conversation;
  const { setOpenConversation } = useRealtime();
  useEffect(() => {
    setOpenConversation(matchId);
    return () => setOpenConversation(null);
  }, [matchId, setOpenConversation]);

  const { items, send, retry } = useOutbox(matchId, userId);
  const notifyTyping = useTypingNotifier(matchId);
  const typing = useIsTyping(matchId, other.id);
  // The next message is among the conversation's first while every message is loaded and they are few.
  const loaded = useMessages(matchId);
  const early =
    loaded.isSuccess && !loaded.hasNextPage && (loaded.data.pages[0]?.messages.length ?? 0) < CONTACT_NUDGE_MESSAGES;

  // Once the member has written here, they wait for an answer: the moment to offer notifications.
  const [wrote, setWrote] = useState(false);
  const name = other.firstName || fullName(other);

  const onSend = ({ content, attachment }: { content: string; attachment: Attachment | null }) => {
    setWrote(true);
    send({
      matchId,
      clientId: newClientId(),
      content,
      image: attachment?.file ?? null,
      previewUrl: attachment?.url ?? null,
      sentAt: new Date().toISOString(),
    });
  };

  return (
    <>
      <ConversationHeader conversation={conversation} />
      <MessageList
        conversation={conversation}
        userId={userId}
        outbox={items}
        onRetry={retry}
        footer={<TypingIndicator name={name} typing={typing} />}
      />
      {wrote && other.id !== null ? <PushPrompt name={name} /> : null}
      {other.id === null ? <ReadOnlyNotice /> : <Composer onSend={onSend} onTyping={notifyTyping} early={early} />}
    </>
  );
}
