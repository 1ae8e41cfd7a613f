import {
  APP_NAME,
  PUSH_LIKES_TAG,
  PUSH_LIMITS,
  PUSH_NOTIFICATION_TEXT as TEXT,
  pushUrl,
  type PushKind,
  type PushPayload,
} from "@kindred/contracts";
import type { PushSubject } from "./push-delivery.repository";

/** A first name as a notification shows it: one line, not too long, and something even without one. */
const nameOf = (firstName: string | null) => (firstName ?? "").replace(/\s+/g, " ").trim().slice(0, 40) || TEXT.someone;

/** The start of a message, on one line. */
function preview(content: string): string {
  const line = content.replace(/\s+/g, " ").trim();
  const max = PUSH_LIMITS.messagePreviewLength;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * What the service worker shows. A conversation's notifications share its id as their tag, the match's
 * included, so each replaces the last; all likes share one. A message's text shows only if the member
 * chose so: otherwise the notification says who wrote, nothing more (lock screens are seen by others).
 */
export function pushPayload(kind: PushKind, matchId: string, subject: PushSubject): PushPayload {
  const name = nameOf(subject.otherFirstName);
  const url = pushUrl(kind, matchId);
  if (kind === "match") return { kind, title: TEXT.matchTitle, body: TEXT.matchBody(name), url, tag: matchId };
  if (kind === "like") return { kind, title: TEXT.likeTitle, body: TEXT.likeBody, url, tag: PUSH_LIKES_TAG };
  const message = subject.message;
  const text = message?.content?.trim() ? preview(message.content) : message?.hasImage ? TEXT.photoMessage : "";
  if (subject.showText && text) return { kind, title: TEXT.messageFrom(name), body: text, url, tag: matchId };
  return { kind, title: APP_NAME, body: TEXT.messageFrom(name), url, tag: matchId };
}
