import { photoUrl, MESSAGE_TEXT, type Conversation, type Message } from "@kindred/contracts";
import type { ConversationRow, MessageRow } from "./messages.repository";

/** How messages and conversations are shown: the rows as the API answers them. */

export const iso = (value: Date | string) => new Date(value).toISOString();

export const messageImageUrl = (messageId: string) => `/api/messages/${messageId}/image`;

export function mapMessage(row: MessageRow): Message {
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    clientId: row.clientId,
    content: row.content,
    imageUrl: row.imageKey ? messageImageUrl(row.id) : null,
    isRead: row.isRead,
    createdAt: iso(row.createdAt),
  };
}

/**
 * A message as this member sees it. Whether their own message was read shows only while both members
 * share read receipts (Settings, Privacy; reciprocal); their reads of what they received always show
 * to themselves (the unread counts and the screen's "mark read" depend on it).
 */
export function messageSeenBy(row: MessageRow, viewerId: string, readReceipts: boolean): Message {
  const message = mapMessage(row);
  return row.senderId === viewerId && !readReceipts ? { ...message, isRead: false } : message;
}

export function mapConversation(row: ConversationRow): Conversation {
  const otherId = row.other_id;
  return {
    matchId: row.match_id,
    matchedAt: iso(row.matched_at ?? row.created_at),
    // Nothing of a deleted member is shown: no name, no photo, never online.
    other:
      otherId === null
        ? { id: null, firstName: MESSAGE_TEXT.deletedMember, lastName: "", avatarUrl: null }
        : {
            id: otherId,
            firstName: row.first_name ?? "Unknown",
            lastName: row.last_name ?? "User",
            avatarUrl: row.avatar_id ? photoUrl(row.avatar_id, "preview") : null,
          },
    // The last message may be the deleted member's own (its sender is then null).
    lastMessage: row.last_at
      ? {
          content: row.last_content,
          hasImage: row.last_image_key !== null,
          senderId: row.last_sender_id,
          createdAt: iso(row.last_at),
        }
      : null,
    unreadCount: row.unread,
    online: otherId !== null && row.online,
  };
}
