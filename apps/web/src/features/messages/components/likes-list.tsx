import { LIKE_MESSAGES, MESSAGE_TEXT, ROUTES } from "@kindred/contracts";
import { HeartHandshake, RotateCw } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useConversations } from "../api/get-conversations";
import { useReceivedLikes, type ReceivedLike } from "../api/get-received-likes";
import { useLikeBack } from "../api/like-back";
import { LikeCard } from "./like-card";
import { EmptyState } from "./message-states";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

function LikesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-2.5">
      <p role="status" className="sr-only">
        {t("Loading likes...")}
      </p>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 rounded-2xl border border-border p-3">
          <Skeleton className="size-14 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-1 h-9 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Spec 001, the Likes tab: people who liked me and wait for an answer. Like back makes the match and
 * opens our new conversation (spec section 4); Message opens it when we are matched already, and
 * otherwise says that a match comes first.
 */
export function LikesList({ onOpenConversation }: { onOpenConversation: (matchId: string) => void }) {
  const navigate = useNavigate();
  const likes = useReceivedLikes();
  const conversations = useConversations();
  const { likeBack, isPending, pendingId } = useLikeBack();

  const onMessage = (like: ReceivedLike) => {
    const conversation = conversations.data?.find((c) => c.other.id === like.profile.id);
    if (conversation) onOpenConversation(conversation.matchId);
    else toast.info(t(MESSAGE_TEXT.pending));
  };

  const onLikeBack = async (like: ReceivedLike) => {
    try {
      const result = await likeBack(like.profile.id);
      if (result.outcome === "matched" || result.outcome === "already_matched") {
        toast.success(translateIfMessage(result.message));
        onOpenConversation(result.matchId);
      } else {
        toast.info(translateIfMessage(result.message));
      }
    } catch (error) {
      toast.error(serverMessage(error, t(LIKE_MESSAGES.failed)));
    }
  };

  let body;
  if (likes.isPending) {
    body = <LikesSkeleton />;
  } else if (likes.isError && !likes.data) {
    body = (
      <div role="alert" className="py-8 text-center">
        <p className="font-semibold">{t(MESSAGE_TEXT.loadLikesFailed)}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {serverMessage(likes.error, t("Please check your connection and try again."))}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => void likes.refetch()}
          disabled={likes.isRefetching}
        >
          <RotateCw aria-hidden="true" className={likes.isRefetching ? "animate-spin" : undefined} />
          {t("Try again")}
        </Button>
      </div>
    );
  } else if (likes.data.length === 0) {
    body = (
      <EmptyState icon={<HeartHandshake />} title={t(MESSAGE_TEXT.noLikes)}>
        <p>{t(MESSAGE_TEXT.noLikesHint)}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void navigate(ROUTES.profile)}>
          {t("Update my profile")}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={t("Likes")} className="grid gap-2.5">
        {likes.data.map((like) => (
          <LikeCard
            key={like.matchId}
            like={like}
            onMessage={() => onMessage(like)}
            onLikeBack={() => void onLikeBack(like)}
            likingBack={pendingId === like.profile.id}
            disabled={isPending}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 pb-3">
      <h2 className="px-1 pt-3 pb-3 text-base font-semibold">{t(MESSAGE_TEXT.likesHeading)}</h2>
      <div className="flex flex-1 flex-col">{body}</div>
    </div>
  );
}
