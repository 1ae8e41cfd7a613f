import { MESSAGE_TEXT, ROUTES, type Conversation } from "@kindred/contracts";
import { UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { formatCount } from "@/lib/format-count";
import { cn } from "@/lib/utils";
import { avatarFallbackOf, displayNameOf, isDeletedMember } from "../utils/deleted-member";
import { formatListTime } from "../utils/format-time";
import { OnlineDot } from "./online-dot";
import { t } from "@/lib/i18n/i18n";

type ConversationRowProps = { conversation: Conversation; userId: string; selected: boolean };

/** The preview under the name: the text, '📷 Image' for a photo, or a nudge for a new match. */
function previewOf({ lastMessage }: Conversation, userId: string) {
  if (!lastMessage) return { text: t("New match! Say hello 👋"), own: false };
  const text = lastMessage.content?.trim() || (lastMessage.hasImage ? t(MESSAGE_TEXT.imagePreview) : "");
  return { text, own: lastMessage.senderId === userId };
}

/**
 * Spec 001, one conversation: initials avatar (the photo when there is one), full name, time of the
 * last message, its text or '📷 Image', the unread count, and View profile (DESIGN section 13: it
 * opens the profile rather than only logging it). A member who deleted their account shows as
 * 'Deleted member' with a plain avatar and no profile to view.
 */
export function ConversationRow({ conversation, userId, selected }: ConversationRowProps) {
  const navigate = useNavigate();
  const { other, lastMessage, unreadCount } = conversation;
  const name = displayNameOf(other);
  const preview = previewOf(conversation, userId);
  const unread = unreadCount > 0;
  const deleted = isDeletedMember(other);

  return (
    <li className="group relative flex items-center">
      <Link
        to={`${ROUTES.messages}/${conversation.matchId}`}
        aria-current={selected ? "page" : undefined}
        className={cn(
          "flex min-w-0 flex-1 items-center gap-3 rounded-2xl py-2.5 pl-2.5 transition-colors",
          deleted ? "pr-2.5" : "pr-12",
          selected ? "bg-accent" : "hover:bg-muted/70",
        )}
      >
        <span className="relative shrink-0">
          <Avatar
            src={other.avatarUrl}
            fallback={avatarFallbackOf(other)}
            className={cn("size-12", deleted && "bg-muted")}
            pixels={48}
            fallbackClassName={cn("text-base", deleted && "text-muted-foreground")}
          />
          {conversation.online ? <OnlineDot className="absolute right-0 bottom-0" /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("truncate text-[0.9375rem]", unread ? "font-bold" : "font-semibold")}>{name}</span>
            {lastMessage ? (
              <time
                dateTime={lastMessage.createdAt}
                className={cn(
                  "shrink-0 text-xs",
                  unread ? "font-semibold text-primary-strong" : "text-muted-foreground",
                )}
              >
                {formatListTime(lastMessage.createdAt)}
              </time>
            ) : null}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn(
                "min-w-0 flex-1 truncate text-sm",
                unread ? "font-medium text-foreground" : "text-muted-foreground",
              )}
            >
              {preview.own ? <span className="text-muted-foreground">{t("You:")} </span> : null}
              {preview.text}
            </span>
            {unread ? (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[0.6875rem] font-bold text-white">
                {formatCount(unreadCount)}
                <span className="sr-only">
                  {" "}
                  {t("{count, plural, one {unread} other {unread}}", { count: unreadCount })}
                </span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
      {deleted ? null : (
        <button
          type="button"
          aria-label={t("View profile")}
          title={t("View {name}'s profile", { name })}
          onClick={() => void navigate(`${ROUTES.match}/${other.id}`)}
          className="tap-target absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-card hover:text-primary-strong hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <UserRound aria-hidden="true" className="size-4.5" />
        </button>
      )}
    </li>
  );
}
