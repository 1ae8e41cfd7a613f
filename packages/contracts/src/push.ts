import { z } from "zod";
import { APP_NAME } from "./constants";
import { LIKES_TAB_PATH, ROUTES } from "./routes";
import { msg } from "./i18n/msg";

/**
 * Web Push (issue 32): the server's VAPID key, a browser's subscription, the member's devices and
 * the payload the service worker shows. The server sends through the push service each browser
 * names (RFC 8030), signed with VAPID (RFC 8292) and encrypted for the subscription (RFC 8291).
 */

/** What a push is about: each has its own switch in Settings (`pushMatches`, `pushMessages`, `pushLikes`). */
export const PUSH_KINDS = ["match", "message", "like"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_LIMITS = {
  /** Devices one member keeps subscribed; a new one past it replaces the least recently added. */
  maxDevices: 10,
  /** Push services' endpoints are well under this (FCM's ~190 characters, Mozilla's ~250). */
  endpointMaxLength: 1024,
  /** An uncompressed P-256 public key (0x04, x, y) and the auth secret, in bytes (RFC 8291). */
  p256dhBytes: 65,
  authBytes: 16,
  /** Characters of a message shown when the member chose to see message text. */
  messagePreviewLength: 120,
} as const;

/**
 * How each kind travels (RFC 8030): how long a push service keeps it for a device that is away (a day:
 * older news is in the app by then), and how urgent it is (a message wakes a phone at once, the others
 * may wait for a moment the phone is awake anyway).
 */
export const PUSH_DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: "high" | "normal" }> = {
  match: { ttlSeconds: 86_400, urgency: "normal" },
  message: { ttlSeconds: 86_400, urgency: "high" },
  like: { ttlSeconds: 43_200, urgency: "normal" },
};

/** `GET /api/push/key`: the VAPID public key, base64url, for `pushManager.subscribe`'s applicationServerKey. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** What the server answers about a bad subscription (400, nothing stored). */
export const PUSH_TEXT = {
  endpointMissing: msg("The subscription has no endpoint."),
  endpointMalformed: msg("The subscription's endpoint is not a valid URL."),
  endpointNotHttps: msg("The subscription's endpoint must be an https:// address of a push service."),
  endpointTooLong: msg("The subscription's endpoint is longer than {max} characters.", {
    max: PUSH_LIMITS.endpointMaxLength,
  }),
  endpointPrivate: msg("The subscription's endpoint must be a push service on the internet, not a local address."),
  p256dhInvalid: msg(
    "The subscription's p256dh key must be a base64url P-256 public key ({bytes} bytes, starting 0x04).",
    {
      bytes: PUSH_LIMITS.p256dhBytes,
    },
  ),
  authInvalid: msg("The subscription's auth secret must be {bytes} bytes, base64url.", {
    bytes: PUSH_LIMITS.authBytes,
  }),
  keysMissing: msg("The subscription has no keys (p256dh and auth)."),
  deviceNotFound: msg("That device is not subscribed."),
} as const;

/**
 * Base64url of exactly `bytes` bytes, padding optional (no URL or atob here: contracts compile without
 * DOM or Node types). 65 bytes are 87 characters, 16 bytes 22.
 */
const base64UrlOf = (bytes: number, first = "") =>
  new RegExp(`^${first}[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3) - (first ? 2 : 0)}}={0,${(3 - (bytes % 3)) % 3}}$`);
/** An uncompressed point starts 0x04: its first six bits are "B" (1), the next two (00) make A to P. */
const P256DH = base64UrlOf(PUSH_LIMITS.p256dhBytes, "B[A-P]");
const AUTH = base64UrlOf(PUSH_LIMITS.authBytes);

/**
 * `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. The endpoint's own rule
 * (https, a named public host) is checked by the server, which parses URLs; `expirationTime` is ignored.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: PUSH_TEXT.endpointMissing })
    .min(1, PUSH_TEXT.endpointMissing)
    .max(PUSH_LIMITS.endpointMaxLength, PUSH_TEXT.endpointTooLong),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_TEXT.p256dhInvalid }).regex(P256DH, PUSH_TEXT.p256dhInvalid),
      auth: z.string({ error: PUSH_TEXT.authInvalid }).regex(AUTH, PUSH_TEXT.authInvalid),
    },
    { error: PUSH_TEXT.keysMissing },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** A subscribed device as its member sees it: never its endpoint or keys. */
export const PushDeviceSchema = z.object({
  id: z.string(),
  /** From the browser that subscribed, in English: "Chrome on Android". */
  label: z.string(),
  /**
   * The browser and system it names, which a screen names in its own language (`deviceLabel`); both
   * null when neither was known ("Unknown device"), or for a label kept alone, from before.
   */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
  /** The last push its push service accepted (null: none yet). */
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;
export const PushDeviceListSchema = z.object({ devices: z.array(PushDeviceSchema) });
export type PushDeviceList = z.infer<typeof PushDeviceListSchema>;

/**
 * What a push carries, decrypted, for the service worker: it shows `title` and `body` with
 * `{ tag, renotify: true }` (one notification per tag, replaced and sounded again, never stacked), and
 * opens `url` (a path of this site) on a click.
 */
export const PushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** The one notification all new likes share (they open the same list). */
export const PUSH_LIKES_TAG = "likes";

/** The notifications' words. A name is the other member's first name, as the mails show it. */
export const PUSH_NOTIFICATION_TEXT = {
  matchTitle: msg("It's a match!"),
  matchBody: msg("You and {name} like each other. Say hello!"),
  /** The whole notification unless the member chose to see message text (Settings, off by default). */
  messageFrom: msg("New message from {name}"),
  photoMessage: msg("Sent you a photo"),
  likeTitle: APP_NAME,
  likeBody: msg("Someone likes you. Open the Likes tab to see who."),
  /** When the other member has no first name to show. */
  someone: msg("your match"),
} as const;

/** Where a notification's click goes. */
export const pushUrl = (kind: PushKind, matchId: string): string =>
  kind === "like" ? LIKES_TAB_PATH : `${ROUTES.messages}/${matchId}`;
