import {
  APP_NAME,
  PUSH_LIKES_TAG,
  PUSH_LIMITS,
  PUSH_NOTIFICATION_TEXT as TEXT,
  pushUrl,
  type PushKind,
  type PushPayload,
} from "@kindred/contracts";
import { translatorFor } from "../../i18n/translator";
import type { PushSubject } from "./push-delivery.repository";

/** A first name as a notification shows it: one line, not too long, and something even without one. */
const nameOf = (firstName: string | null, say: (message: string) => string) =>
  (firstName ?? "").replace(/\s+/g, " ").trim().slice(0, 40) || say(TEXT.someone);

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
  const say = translatorFor(subject.locale ?? "en");
  const name = nameOf(subject.otherFirstName, say);
  const url = pushUrl(kind, matchId);
  if (kind === "match")
    return { kind, title: say(TEXT.matchTitle), body: say(TEXT.matchBody, { name }), url, tag: matchId };
  if (kind === "like") return { kind, title: TEXT.likeTitle, body: say(TEXT.likeBody), url, tag: PUSH_LIKES_TAG };
  const message = subject.message;
  const text = message?.content?.trim() ? preview(message.content) : message?.hasImage ? say(TEXT.photoMessage) : "";
  const from = say(TEXT.messageFrom, { name });
  if (subject.showText && text) return { kind, title: from, body: text, url, tag: matchId };
  return { kind, title: APP_NAME, body: from, url, tag: matchId };
}
