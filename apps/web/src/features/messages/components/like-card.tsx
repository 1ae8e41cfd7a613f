import { ROUTES } from "@kindred/contracts";
import { Heart, LoaderCircle, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { firstNameOf, initialOf, thumbnailOf } from "@/lib/profile-format";
import type { ReceivedLike } from "../api/get-received-likes";
import { formatLikedOn } from "../utils/format-time";
import { MARK, splitAround } from "../utils/split-around";
import { t } from "@/lib/i18n/i18n";

type LikeCardProps = {
  like: ReceivedLike;
  onMessage: () => void;
  onLikeBack: () => void;
  likingBack: boolean;
  disabled: boolean;
};

/** Spec 001, the Likes tab: who liked me, when, and the two ways to answer. */
export function LikeCard({ like, onMessage, onLikeBack, likingBack, disabled }: LikeCardProps) {
  const { profile } = like;
  const name = firstNameOf(profile);
  // One sentence for the translators, the date in it as its own element.
  const likedOn = splitAround(t("Liked you on {date}", { date: MARK }));
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs">
      <Link
        to={`${ROUTES.match}/${profile.id}`}
        className="shrink-0 rounded-full"
        aria-label={t("View {name}'s profile", { name })}
      >
        <Avatar
          src={thumbnailOf(profile)}
          fallback={initialOf(name)}
          className="size-14"
          fallbackClassName="text-xl"
          pixels={56}
        />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          {name}
          {profile.age === null ? null : <span className="font-normal text-muted-foreground">, {profile.age}</span>}
        </p>
        <p className="text-xs text-muted-foreground">
          {likedOn[0]}
          <time dateTime={like.likedAt}>{formatLikedOn(like.likedAt)}</time>
          {likedOn[1]}
        </p>
        <div className="mt-2.5 grid grid-cols-2 gap-2">
          <Button size="sm" variant="outline" className="h-9 px-3" onClick={onMessage}>
            <MessageCircle aria-hidden="true" />
            {t("Message")}
          </Button>
          <Button
            size="sm"
            className="h-9 px-3"
            onClick={onLikeBack}
            disabled={disabled}
            aria-busy={likingBack || undefined}
          >
            {likingBack ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Heart aria-hidden="true" fill="currentColor" />
            )}
            {t("Like back")}
          </Button>
        </div>
      </div>
    </li>
  );
}
