import { z } from "zod";

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
  notSignedIn: "You need to be logged in to send messages",
  onlyImages: "Only image files are allowed",
  imageTooLarge: "Image size must be less than 5MB",
  sendFailed: (reason: string) => `Failed to send message: ${reason}`,
  uploadFailed: (reason: string) => `Error uploading image: ${reason}`,
  sendFailedRetry: "Failed to send message. Please try again.",
  loadConversationsFailed: "Failed to load conversations",
  loadLikesFailed: "Failed to load likes",
  loadMessagesError: "Error loading messages",
  loadMessagesFallback: "Failed to load messages",
  newMessage: "New message received!",
  emptyTitle: "No messages yet",
  emptyHint: "Start the conversation!",
  selectTitle: "Select a conversation",
  selectHint: "Choose a conversation from the list or start a new one",
  noConversations: "No conversations found",
  loadingConversations: "Loading conversations...",
  searchPlaceholder: "Search conversations...",
  likesHeading: "People who like you",
  noLikes: "No likes yet",
  noLikesHint: "Keep your profile fresh with new photos and a few words about you, and likes will come.",
  imagePreview: "📷 Image",
  online: "Online now",
  offline: "Offline",
  // Server answers.
  empty: "Write a message or attach a photo.",
  tooLong: `Messages can be at most ${MESSAGE_LIMITS.maxChars} characters.`,
  notYourMatch: "You can only message your matches.",
  pending: "You can message each other once you both like each other.",
  blocked: "You can't message this member.",
  conversationNotFound: "Conversation not found.",
  imageNotFound: "Image not found.",
  deletedMember: "Deleted member",
  memberDeleted: "This member has deleted their account.",
  /** The one action left on a conversation a deleted member left: it leaves the remaining member's list. */
  removeConversation: "Remove conversation",
  removeConversationTitle: "Remove this conversation?",
  removeConversationBody: "It leaves your list for good, with its messages.",
  conversationRemoved: "Conversation removed.",
  removeConversationFailed: "Couldn't remove the conversation. Please try again.",
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
