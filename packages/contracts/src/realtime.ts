import { z } from "zod";
import { MessageSchema } from "./messages";

/** Events the server pushes over `/api/realtime`. */
export const ServerEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), userId: z.string() }),
  z.object({ type: z.literal("message.created"), message: MessageSchema }),
  z.object({
    type: z.literal("message.read"),
    matchId: z.string(),
    readerId: z.string(),
    messageIds: z.array(z.string()),
  }),
  z.object({ type: z.literal("match.created"), matchId: z.string(), userId: z.string() }),
  z.object({ type: z.literal("like.received"), matchId: z.string(), fromUserId: z.string() }),
  z.object({ type: z.literal("presence"), userId: z.string(), online: z.boolean() }),
  z.object({ type: z.literal("typing"), matchId: z.string(), userId: z.string() }),
  z.object({ type: z.literal("conversation.closed"), matchId: z.string() }),
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;

/**
 * The only events a client may send. Anything else closes the socket (1008). `visibility`: the tab's
 * `document.visibilityState`, sent on open and on each change; while a member has a visible tab
 * anywhere, pushes wait (a socket counts as hidden until it says it is visible).
 */
export const ClientEventSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("typing"), matchId: z.uuid() }),
  z.strictObject({ type: z.literal("ping") }),
  z.strictObject({ type: z.literal("visibility"), visible: z.boolean() }),
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;

/** WebSocket close codes the client acts on. */
export const REALTIME_CLOSE = {
  notJson: 1007,
  forbiddenEvent: 1008,
  tooBig: 1009,
  sessionEnded: 4401,
  badOrigin: 4403,
  /** The member opened a newer socket past the limit; this tab reconnects when it is used again. */
  replaced: 4409,
  /** The process is shutting down (a deploy, a restart): the client reconnects, to another process behind the balancer. */
  serverRestart: 1012,
} as const;
/** Live sockets one member may hold on a server process (tabs and devices); the oldest goes first. */
export const REALTIME_MAX_SOCKETS_PER_MEMBER = 5;
export const REALTIME_MAX_FRAME_BYTES = 4096;
