import { z } from "zod";
import { msg } from "./i18n/msg";
import { APPEAL_STATUSES } from "./admin";
import { GUIDELINE_IDS } from "./guidelines";
import { REPORT_CATEGORY_VALUES } from "./safety";

/** The admin panel's reads: members, conversations, photos and the appeals queue. */

export const ADMIN_USERS_PAGE_SIZE = 10;
export const ADMIN_CHATS_PAGE_SIZE = 10;
export const ADMIN_PHOTOS_PAGE_SIZE = 12;
/** The photo grid's pager shows at most this many page buttons. */
export const ADMIN_PHOTO_PAGE_BUTTONS = 5;

const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** `GET /api/admin/users?q=&page=`: first name, last name or location, case-insensitive. */
export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  page: pageParam,
});
export const ACCOUNT_STATUSES = ["active", "suspended", "banned"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const AdminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  location: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  /** A live socket with a fresh heartbeat on any process. */
  online: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  /** When a suspension ends (ISO); null otherwise. */
  suspendedUntil: z.string().nullable(),
  joinedAt: z.string(),
  /** A member of the demo community (docs/demo-community.md): the panel marks them "Demo". */
  isDemo: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsers = z.infer<typeof AdminUsersSchema>;

/** `GET /api/admin/chats?page=`: mutual matches, newest first. */
export const AdminChatsQuerySchema = z.object({ page: pageParam });
export const AdminChatSchema = z.object({
  matchId: z.string(),
  /** Null once that member deleted their account. */
  user1Id: z.string().nullable(),
  user2Id: z.string().nullable(),
  user1Name: z.string(),
  user2Name: z.string(),
  user1IsDemo: z.boolean(),
  user2IsDemo: z.boolean(),
  status: z.string(),
  messageCount: z.number(),
  /** The last message's time, or the match's when there is none. */
  lastActivity: z.string(),
  /** Only a reported conversation's messages can be opened by admins (and each read is logged). */
  reported: z.boolean(),
});
export type AdminChat = z.infer<typeof AdminChatSchema>;
export const AdminChatsSchema = z.object({
  chats: z.array(AdminChatSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminChats = z.infer<typeof AdminChatsSchema>;

/** `GET /api/admin/chats/:matchId/messages`: a reported conversation, oldest first; the read is audited. */
export const AdminChatMessageSchema = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  content: z.string().nullable(),
  hasImage: z.boolean(),
  createdAt: z.string(),
});
export const AdminChatMessagesSchema = z.object({
  matchId: z.string(),
  messages: z.array(AdminChatMessageSchema),
});
export type AdminChatMessages = z.infer<typeof AdminChatMessagesSchema>;

/** `GET /api/admin/photos?flagged=true&page=`: newest first; flagged = a pending photo report or the flag. */
export const AdminPhotosQuerySchema = z.object({
  flagged: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  page: pageParam,
});
export const AdminPhotoSchema = z.object({
  id: z.string(),
  /** Served to admins only (`/api/admin/photos/:id/file`), private photos included. */
  url: z.string(),
  previewUrl: z.string(),
  userId: z.string(),
  isPrivate: z.boolean(),
  isFlagged: z.boolean(),
  flagReason: z.string().nullable(),
  isMain: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Shown when the owner has no name yet. */
    email: z.string(),
    isDemo: z.boolean(),
  }),
  /** The oldest pending report of this photo: its reason prefills the warn dialog. */
  report: z.object({ id: z.string(), reason: z.string(), category: z.enum(REPORT_CATEGORY_VALUES) }).nullable(),
  /** Held: nobody but its owner sees it until a moderator approves it. */
  held: z.boolean(),
  /** The photo it was held for looking like (shown side by side), while that photo exists. */
  similar: z
    .object({
      photoId: z.string(),
      url: z.string(),
      previewUrl: z.string(),
      ownerId: z.string(),
      ownerName: z.string(),
      ownerBanned: z.boolean(),
      /** Bits of 64 that differ (PHOTO_MATCHING). */
      distance: z.number(),
    })
    .nullable(),
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;
export const AdminPhotosSchema = z.object({
  photos: z.array(AdminPhotoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminPhotos = z.infer<typeof AdminPhotosSchema>;
export const adminPhotoUrl = (id: string, size: "main" | "preview" = "main") =>
  size === "preview" ? `/api/admin/photos/${id}/file?size=preview` : `/api/admin/photos/${id}/file`;

/** `GET /api/admin/appeals?status=&page=`: appeals are part of the queue, oldest first. */
export const AdminAppealsQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES).default("pending"),
  page: pageParam,
});
export const AdminAppealSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  memberName: z.string().nullable(),
  /** The decision appealed: its notice and its audit row. */
  noticeId: z.string(),
  actionId: z.string(),
  noticeKind: z.string(),
  decision: z.string(),
  ruleId: z.enum(GUIDELINE_IDS),
  facts: z.string(),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof AdminAppealSchema>;
export const AdminAppealsSchema = z.object({
  appeals: z.array(AdminAppealSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AdminAppeals = z.infer<typeof AdminAppealsSchema>;

/** `GET /api/admin/appeals`: the appeals queue's page size. */
export const ADMIN_APPEALS_PAGE_SIZE = 50;

/** What the panel's reads answer beyond ADMIN_PANEL_TEXT. */
export const ADMIN_READ_TEXT = {
  badMatchId: msg("That isn't a valid conversation ID."),
  matchNotFound: msg("There is no conversation with this ID."),
  /** A member whose account exists but who has no name yet (the spec's default for a missing profile). */
  unknownMember: msg("Unknown User"),
} as const;
