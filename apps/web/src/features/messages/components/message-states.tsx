import { MESSAGE_TEXT, ROUTES } from "@kindred/contracts";
import { MessageCircleDashed, MessagesSquare, RotateCw, SearchX, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { t } from "@/lib/i18n/i18n";

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  className?: string;
  /** The title's element: a heading where it names the pane, plain text inside a list. */
  as?: "h2" | "h3" | "p";
};

/** A calm, centred message for a pane with nothing to show. */
export function EmptyState({ icon, title, children, className, as: Title = "p" }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-1 flex-col items-center justify-center px-6 py-10 text-center", className)}>
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-accent text-primary-strong [&_svg]:size-7"
      >
        {icon}
      </span>
      <Title className="mt-4 text-base font-semibold text-foreground">{title}</Title>
      {children ? (
        <div className="mt-1.5 max-w-xs text-sm leading-relaxed text-muted-foreground">{children}</div>
      ) : null}
    </div>
  );
}

/** The right pane with no conversation chosen. */
export function SelectConversation() {
  return (
    <EmptyState as="h2" icon={<MessagesSquare />} title={t(MESSAGE_TEXT.selectTitle)}>
      {t(MESSAGE_TEXT.selectHint)}
    </EmptyState>
  );
}

/** A link to a conversation that is not (or no longer) mine: unknown, pending, or closed by a block. */
export function ConversationUnavailable() {
  return (
    <EmptyState as="h2" icon={<SearchX />} title={t(MESSAGE_TEXT.conversationNotFound)}>
      <p>{t("It may have been closed, or the link is not right.")}</p>
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link to={ROUTES.messages}>{t("Back to conversations")}</Link>
      </Button>
    </EmptyState>
  );
}

/** A conversation without messages yet. */
export function NoMessages({ name }: { name: string }) {
  return (
    <EmptyState icon={<Sparkles />} title={t(MESSAGE_TEXT.emptyTitle)}>
      <p>{t(MESSAGE_TEXT.emptyHint)}</p>
      <p className="mt-1">{t("You and {name} matched. Say hello!", { name })}</p>
    </EmptyState>
  );
}

/** Spec 001: 'Error loading messages' plus the reason, and a way to try again. */
export function MessagesError({
  reason,
  onRetry,
  retrying,
}: {
  reason: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive"
      >
        <MessageCircleDashed className="size-7" />
      </span>
      <p className="mt-4 text-base font-semibold">{t(MESSAGE_TEXT.loadMessagesError)}</p>
      <p className="mt-1.5 max-w-xs text-sm text-muted-foreground">{reason}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {t("Try again")}
      </Button>
    </div>
  );
}

const SKELETON_BUBBLES = [
  { own: false, width: "w-40" },
  { own: false, width: "w-56" },
  { own: true, width: "w-48" },
  { own: false, width: "w-32" },
  { own: true, width: "w-60" },
  { own: true, width: "w-36" },
] as const;

/** Bubbles in the shape of a conversation while it loads, so nothing jumps when it arrives. */
export function MessagesSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-1 flex-col justify-end gap-3 px-4 py-4">
      <p role="status" className="sr-only">
        {t("Loading messages...")}
      </p>
      {SKELETON_BUBBLES.map(({ own, width }, index) => (
        <div key={index} className={cn("flex flex-col gap-1.5", own ? "items-end" : "items-start")}>
          <Skeleton className={cn("h-10 max-w-[75%] rounded-2xl", width)} />
          <Skeleton className="h-3 w-20" />
        </div>
      ))}
    </div>
  );
}
