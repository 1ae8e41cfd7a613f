import { LIKE_MESSAGES, ROUTES, SEARCH_MESSAGES, type Connection } from "@kindred/contracts";
import { Check, Heart, LoaderCircle, MessageCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { useLikeProfile } from "../api/like-profile";

type CardActionsProps = { profileId: string; connection: Connection };

const MATCH_LABELS: Record<Connection["status"], string> = {
  none: "Match",
  likedYou: "Like back",
  liked: "Liked",
  matched: "Matched",
};

/**
 * DESIGN section 13: the spec's 'coming soon' buttons made real. Match sends a like (a like back
 * makes a match); Message opens the conversation once matched, and says how to get there before.
 */
export function CardActions({ profileId, connection }: CardActionsProps) {
  const navigate = useNavigate();
  const like = useLikeProfile();
  const done = connection.status === "liked" || connection.status === "matched";

  const onMatch = () =>
    like.mutate(profileId, {
      onSuccess: (result) => {
        if (result.outcome === "liked" || result.outcome === "matched") toast.success(result.message);
        else toast.info(result.message);
      },
      // 404 (no longer available) and 429 (too many likes) explain themselves; anything else is generic.
      onError: (error) => toast.error(isApiError(error) && error.isClientError ? error.message : LIKE_MESSAGES.failed),
    });

  const onMessage = () => {
    if (connection.status === "matched" && connection.matchId) {
      void navigate(`${ROUTES.messages}/${connection.matchId}`);
    } else {
      toast.info(SEARCH_MESSAGES.matchFirst);
    }
  };

  return (
    <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
      <Button
        size="sm"
        onClick={onMatch}
        disabled={done || like.isPending}
        aria-busy={like.isPending || undefined}
        className={done ? "h-10 bg-accent text-accent-foreground shadow-none disabled:opacity-100" : "h-10"}
      >
        {like.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : done ? (
          <Check aria-hidden="true" />
        ) : (
          <Heart aria-hidden="true" />
        )}
        {MATCH_LABELS[connection.status]}
      </Button>
      <Button size="sm" variant="outline" onClick={onMessage} className="h-10">
        <MessageCircle aria-hidden="true" />
        Message
      </Button>
    </div>
  );
}
