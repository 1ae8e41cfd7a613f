import { MESSAGE_TEXT, msg } from "@kindred/contracts";
import { Check, CheckCheck, Clock, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { cn } from "@/lib/utils";
import { formatFullTime, formatRelative } from "../utils/format-time";
import { t } from "@/lib/i18n/i18n";

export type BubbleStatus = "pending" | "sent" | "read" | "failed";

type MessageBubbleProps = {
  own: boolean;
  content: string | null;
  /** The server's image URL, or the local preview of one still uploading. */
  imageUrl: string | null;
  createdAt: string;
  now: number;
  /** Own messages only: where the message is on its way. */
  status?: BubbleStatus;
  /** Why a send failed, under the bubble. */
  failure?: string;
  onRetry?: () => void;
  /** The other member's name, for the alternative text of their photos. */
  senderName: string;
  onImageLoad?: () => void;
};

const STATUS_ICON: Record<BubbleStatus, { label: string; icon: ReactNode }> = {
  pending: { label: msg("Sending"), icon: <Clock className="size-3.5" /> },
  sent: { label: msg("Sent"), icon: <Check className="size-3.5" /> },
  read: { label: msg("Read"), icon: <CheckCheck className="size-3.5 text-sky-700" /> },
  failed: { label: msg("Not sent"), icon: null },
};

/**
 * One message. Mine on the right in the brand colour with a tick (one: sent, two: read), the
 * other member's on the left; the relative time under each ('5 minutes ago', the full time on hover).
 */
export function MessageBubble(props: MessageBubbleProps) {
  const { own, content, imageUrl, createdAt, now, status, failure, onRetry, senderName, onImageLoad } = props;
  const local = imageUrl?.startsWith("blob:") ?? false;
  const pending = status === "pending";
  const failed = status === "failed";
  const image = imageUrl ? (
    <ImageWithFallback
      src={imageUrl}
      alt={own ? t("Photo from you") : t("Photo from {name}", { name: senderName })}
      onLoad={onImageLoad}
      className={cn(
        // One fixed height for every photo: the history does not jump when one finishes loading. Its
        // widest is set against the viewport, not the bubble, so the bubble can take the photo's width.
        "block h-56 w-auto max-w-[min(65vw,22rem)] min-w-32 rounded-xl bg-black/5 object-cover",
        status === "pending" && "opacity-70",
      )}
    />
  ) : null;

  return (
    <div className={cn("flex flex-col", own ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[85%] overflow-hidden rounded-2xl text-[0.9375rem] leading-relaxed sm:max-w-[70%]",
          own ? "rounded-br-md bg-primary text-white" : "rounded-bl-md bg-muted text-foreground",
          // As wide as the photo, the caption wrapping under it: no empty block beside a narrow photo.
          imageUrl ? "w-min p-1" : "px-3.5 py-2",
          status === "failed" && "bg-rose-800",
        )}
      >
        {image && !local ? (
          // The full-size photo in a new tab; it is served to the two of us only.
          <a
            href={imageUrl!}
            target="_blank"
            rel="noreferrer"
            aria-label={own ? t("Open photo from you") : t("Open photo from {name}", { name: senderName })}
            className="block"
          >
            {image}
          </a>
        ) : (
          image
        )}
        {content ? (
          <p className={cn("whitespace-pre-wrap [overflow-wrap:anywhere]", imageUrl && "px-2.5 pt-1.5 pb-1")}>
            {content}
          </p>
        ) : null}
      </div>
      <div className="mt-1 flex items-center gap-1 px-1 text-xs text-muted-foreground">
        {pending ? (
          <span>{t("Sending...")}</span>
        ) : failed ? null : (
          <time dateTime={createdAt} title={formatFullTime(createdAt)}>
            {formatRelative(createdAt, now)}
          </time>
        )}
        {own && status && !failed ? (
          <span role="img" aria-label={t(STATUS_ICON[status].label)} title={t(STATUS_ICON[status].label)}>
            <span aria-hidden="true">{STATUS_ICON[status].icon}</span>
          </span>
        ) : null}
      </div>
      {failed ? (
        <div role="alert" className="mt-1 flex flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1">
          <p className="text-xs font-medium text-destructive">{failure ?? t(MESSAGE_TEXT.sendFailedRetry)}</p>
          <Button variant="outline" size="sm" className="h-7 px-3 text-xs" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-3!" />
            {t("Retry")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
