import { z } from "zod";
import { msg } from "./i18n/msg";

/**
 * Messages: at most 1,000 characters, so a message event always fits one PostgreSQL NOTIFY payload
 * (8,000 bytes) even in the worst JSON escaping; images as profile photos (5 MB, re-encoded).
 */
export const MESSAGE_LIMITS = {
  maxChars: 1000,
  maxImageBytes: 5 * 1024 * 1024,
  pageSize: 50,
  maxPageSize: 100,
  conversationsMax: 500,
  /** How long the typing indicator stays up without another typing event. */
  typingMs: 4000,
} as const;

/** Spec 001 sections 4 and 8, word for word, plus what the server answers. */
export const MESSAGE_TEXT = {
  notSignedIn: msg("You need to be logged in to send messages"),
  onlyImages: msg("Only image files are allowed"),
  imageTooLarge: msg("Image size must be less than 5MB"),
  sendFailed: msg("Failed to send message: {reason}"),
  uploadFailed: msg("Error uploading image: {reason}"),
  sendFailedRetry: msg("Failed to send message. Please try again."),
  loadConversationsFailed: msg("Failed to load conversations"),
  loadLikesFailed: msg("Failed to load likes"),
  loadMessagesError: msg("Error loading messages"),
  loadMessagesFallback: msg("Failed to load messages"),
  newMessage: msg("New message received!"),
  emptyTitle: msg("No messages yet"),
  emptyHint: msg("Start the conversation!"),
  selectTitle: msg("Select a conversation"),
  selectHint: msg("Choose a conversation from the list or start a new one"),
  noConversations: msg("No conversations found"),
  loadingConversations: msg("Loading conversations..."),
  searchPlaceholder: msg("Search conversations..."),
  likesHeading: msg("People who like you"),
  noLikes: msg("No likes yet"),
  noLikesHint: msg("Keep your profile fresh with new photos and a few words about you, and likes will come."),
  imagePreview: msg("📷 Image"),
  online: msg("Online now"),
  offline: msg("Offline"),
  // Server answers.
  empty: msg("Write a message or attach a photo."),
  tooLong: msg("Messages can be at most {max} characters.", { max: MESSAGE_LIMITS.maxChars }),
  notYourMatch: msg("You can only message your matches."),
  pending: msg("You can message each other once you both like each other."),
  blocked: msg("You can't message this member."),
  conversationNotFound: msg("Conversation not found."),
  imageNotFound: msg("Image not found."),
  deletedMember: msg("Deleted member"),
  memberDeleted: msg("This member has deleted their account."),
  /** The one action left on a conversation a deleted member left: it leaves the remaining member's list. */
  removeConversation: msg("Remove conversation"),
  removeConversationTitle: msg("Remove this conversation?"),
  removeConversationBody: msg("It leaves your list for good, with its messages."),
  conversationRemoved: msg("Conversation removed."),
  removeConversationFailed: msg("Couldn't remove the conversation. Please try again."),
} as const;

/** The idempotency key the client makes for each message: a retry with the same key stores nothing new. */
export const ClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "client_id must be 8-64 letters, digits, '-' or '_'");

export const MessageTextSchema = z
  .string()
  .max(MESSAGE_LIMITS.maxChars, MESSAGE_TEXT.tooLong)
  .transform((value) => value.trim());

export const SendMessageInputSchema = z.strictObject({
  clientId: ClientIdSchema,
  content: MessageTextSchema.optional(),
});
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  /** Null once that member deleted their account: their messages stay, from "a deleted member". */
  senderId: z.string().nullable(),
  receiverId: z.string().nullable(),
  clientId: z.string(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageSchema = z.object({ messages: z.array(MessageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const ConversationSchema = z.object({
  matchId: z.string(),
  matchedAt: z.string(),
  other: z.object({
    /** Null when the other member deleted their account: the conversation stays, read-only. */
    id: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  lastMessage: z
    .object({
      content: z.string().nullable(),
      hasImage: z.boolean(),
      senderId: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  unreadCount: z.number(),
  online: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const InboxSummarySchema = z.object({ unreadMessages: z.number(), pendingLikes: z.number() });
export type InboxSummary = z.infer<typeof InboxSummarySchema>;

/** Messages per member per minute: a fast typist sends perhaps 20; a script sends thousands. */
export const MESSAGES_PER_MINUTE = 60;
