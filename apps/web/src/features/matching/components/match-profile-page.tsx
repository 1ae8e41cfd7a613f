import { ROUTES } from "@kindred/contracts";
import { ArrowLeft, Check, Heart, MessageCircle, RotateCw, UserX, X } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { firstNameOf } from "@/lib/profile-format";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { removeFromDeck } from "../api/deck-cache";
import { getProfileCardQueryOptions, useProfileCard, type ProfileCard } from "../api/get-profile-card";
import { useSendPass } from "../api/passes";
import { useLikeWithFeedback } from "../hooks/use-like-with-feedback";
import { LazyMatchCelebration, preloadCelebration } from "./lazy-match-celebration";
import type { Celebration } from "./match-celebration";
import { ProfileDetails } from "./profile-details";
import { ProfileSafetyActions } from "./profile-safety-actions";

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
      <Link to={ROUTES.match}>
        <ArrowLeft aria-hidden="true" />
        {t("Back to Match")}
      </Link>
    </Button>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-8">
      <p role="status" className="sr-only">
        {t("Loading profile...")}
      </p>
      <Skeleton className="aspect-[4/5] w-full rounded-(--radius-card)" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-11 w-full rounded-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto mt-6 flex max-w-md flex-col items-center gap-4 rounded-(--radius-card) border border-dashed border-input bg-card px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <UserX className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("Profile not available")}</h1>
      <p className="text-sm leading-relaxed text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to={ROUTES.match}>{t("Back to Match")}</Link>
      </Button>
    </div>
  );
}

/** Where we stand decides the actions: Like and Skip, 'Like sent', or Send Message once matched. */
function Actions({ card, onCelebrate }: { card: ProfileCard; onCelebrate: (celebration: Celebration) => void }) {
  const navigate = useNavigate();
  const { like, isPending: liking } = useLikeWithFeedback();
  const pass = useSendPass();
  const { status, matchId } = card.connection;

  if (status === "matched" && matchId) {
    return (
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link to={`${ROUTES.messages}/${matchId}`}>
          <MessageCircle aria-hidden="true" />
          {t("Send Message")}
        </Link>
      </Button>
    );
  }
  if (status === "liked") {
    return (
      <p className="inline-flex h-12 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-foreground">
        <Check aria-hidden="true" className="size-5" />
        {t("Like sent")}
      </p>
    );
  }

  const onLike = async () => {
    void preloadCelebration();
    const attempt = await like(card.profile.id);
    if (attempt.ok && attempt.result.outcome === "matched") {
      onCelebrate({ profile: card.profile, matchId: attempt.result.matchId });
    }
  };
  const onSkip = () =>
    pass.mutate(card.profile.id, {
      onSuccess: () => void navigate(ROUTES.match),
      onError: (error) => toast.error(serverMessage(error, t("Failed to skip this profile. Please try again."))),
    });

  return (
    <div className="grid grid-cols-2 gap-3 md:max-w-md">
      <Button variant="outline" size="lg" onClick={onSkip} disabled={pass.isPending || liking}>
        <X aria-hidden="true" className="text-rose-600" strokeWidth={3} />
        {t("Skip")}
      </Button>
      <Button size="lg" onClick={() => void onLike()} disabled={liking || pass.isPending}>
        <Heart aria-hidden="true" fill="currentColor" />
        {t("Like")}
      </Button>
    </div>
  );
}

/** `/match/{id}`: one potential match in full, as a page (spec 001 section 2). */
export function MatchProfilePage({ id }: { id: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useProfileCard(id);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  useDocumentTitle(query.data ? firstNameOf(query.data.profile) : t("Match"));

  const notFound = isApiError(query.error) && query.error.status === 404;
  // Blocked: back to the deck (without them), and this profile is not kept to be shown again.
  const onBlocked = (userId: string) => {
    removeFromDeck(queryClient, userId);
    void navigate(ROUTES.match, { replace: true });
    queryClient.removeQueries({ queryKey: getProfileCardQueryOptions(userId).queryKey });
  };
  let body;
  if (query.data) {
    const card = query.data;
    body = (
      <>
        <ProfileDetails
          layout="page"
          profile={card.profile}
          compatibility={card.compatibility}
          likedYou={card.connection.status === "likedYou"}
          actions={<ProfileSafetyActions profile={card.profile} onBlocked={onBlocked} />}
          title={
            <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
              {firstNameOf(card.profile)}
              {card.profile.age === null ? null : <span className="font-semibold">, {card.profile.age}</span>}
            </h1>
          }
        />
        {/* Always in reach: stuck above the bottom bar until the end of the page. */}
        <div className="sticky bottom-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] z-10 -mx-4 mt-6 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-sm sm:-mx-8 sm:px-8">
          <div className="md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-8">
            <div className="md:col-start-2">
              <Actions card={card} onCelebrate={setCelebration} />
            </div>
          </div>
        </div>
      </>
    );
  } else if (query.isPending) {
    body = <PageSkeleton />;
  } else if (notFound) {
    body = <NotFound message={query.error.message} />;
  } else {
    body = (
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t("Profile")}</h1>
        <Alert className="items-center">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="font-medium">{serverMessage(query.error, t("We couldn't load this profile."))}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isRefetching}>
              <RotateCw aria-hidden="true" className={query.isRefetching ? "animate-spin" : undefined} />
              {t("Try Again")}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }

  return (
    <main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-6 sm:px-8 sm:pt-8">
      {notFound ? null : <BackLink />}
      <div className="mt-3">{body}</div>
      <LazyMatchCelebration celebration={celebration} onClose={() => setCelebration(null)} />
    </main>
  );
}
