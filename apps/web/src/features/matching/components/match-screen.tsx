import { DECK_FEW_LEFT, approximateMiles } from "@kindred/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { useOwnProfile } from "@/lib/own-profile/get-own-profile";
import { firstNameOf } from "@/lib/profile-format";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useDeckReach } from "../api/deck-reach";
import type { DeckCard } from "../api/get-deck";
import { getProfileCardQueryOptions } from "../api/get-profile-card";
import { useSendPass, useUndoLastPass } from "../api/passes";
import { useDeckStack } from "../hooks/use-deck-stack";
import { useLikeWithFeedback } from "../hooks/use-like-with-feedback";
import { useWiden } from "../hooks/use-widen";
import { pressOutcome } from "../utils/press-outcome";
import { DeckEmpty, DeckError, DeckLoading } from "./deck-states";
import type { Celebration } from "./match-celebration";
import { LazyMatchCelebration, preloadCelebration } from "./lazy-match-celebration";
import { LazyFilterPanel, LazyProfileModal, usePreloadedPanels } from "./lazy-panels";
import { MatchHeader } from "./match-header";
import { loadDeckMotion, loadedDeckMotion } from "./lazy-deck-motion";
import { InfoButton, LikeButton, SkipButton, UndoButton } from "./swipe-buttons";
import { DECK_KIT, type ExitDirection } from "./card-face";
import { StaticDeck } from "./swipe-card";
import { FewLeftOffer, WidenOffer } from "./widen-offer";

/** Spec 001 section 2, 'Swipe / match screen (/match)'. */
export function MatchScreen() {
  useDocumentTitle(t("Match"));
  const queryClient = useQueryClient();
  const { deck, stack, remove, putBack, clearRestored } = useDeckStack();
  const { like } = useLikeWithFeedback();
  const pass = useSendPass();
  const undo = useUndoLastPass();
  const [exitDirection, setExitDirection] = useState<ExitDirection>(0);
  const [openCard, setOpenCard] = useState<DeckCard | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // My like back made a match. (Matches made while I was away are shown by the CelebrationHost.)
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const top = stack[0];
  // Issue 16: few cards left (or none) after the deck has arrived: what would widening reach?
  const runningLow = deck.isSuccess && !deck.isFetching && stack.length < DECK_FEW_LEFT;
  const reach = useDeckReach(runningLow);
  const country = useOwnProfile().data?.country ?? null;
  const { widen, widening } = useWiden(reach.data?.country ?? country, clearRestored);
  const offer = { reach: reach.data, loading: runningLow && reach.isPending, onWiden: widen, widening };
  usePreloadedPanels(deck.isSuccess);

  const onLike = async (card: DeckCard) => {
    void preloadCelebration();
    setExitDirection(1);
    setOpenCard(null);
    remove(card);
    const attempt = await like(card.profile.id);
    if (attempt.ok && attempt.result.outcome === "matched") {
      setCelebration({ profile: card.profile, matchId: attempt.result.matchId });
    } else if (!attempt.ok && attempt.retry) {
      putBack(card);
    }
  };

  const onSkip = (card: DeckCard) => {
    setExitDirection(-1);
    setOpenCard(null);
    remove(card);
    pass.mutate(card.profile.id, {
      onError: (error) => {
        toast.error(serverMessage(error, t("Failed to skip this profile. Please try again.")));
        if (!(isApiError(error) && error.status === 404)) putBack(card);
      },
    });
  };

  /** After a reload the skipped card is no longer here: read it again, then put it on top. */
  const bringBack = async (targetId: string) => {
    try {
      const card = await queryClient.fetchQuery(getProfileCardQueryOptions(targetId));
      setExitDirection(0);
      putBack({
        profile: card.profile,
        compatibility: card.compatibility,
        likedYou: card.connection.status === "likedYou",
        reviews: card.reviews,
        distanceMiles: approximateMiles(card.profile.distanceKm),
      });
      toast.info(t("{name} is back on top of your stack.", { name: firstNameOf(card.profile) }));
    } catch (error) {
      toast.error(serverMessage(error, t("Failed to bring back your last skip.")));
    }
  };

  const onUndo = () =>
    undo.mutate(undefined, {
      onSuccess: (targetId) => void bringBack(targetId),
      onError: (error) => toast.info(serverMessage(error, t("Failed to bring back your last skip."))),
    });

  const refresh = () => void deck.refetch();

  // The top card's callbacks keep their identity across renders (SwipeCard says why), calling the latest.
  const latest = useRef({ onLike, onSkip });
  useLayoutEffect(() => {
    latest.current = { onLike, onSkip };
  });
  const likeCard = useCallback((card: DeckCard) => void latest.current.onLike(card), []);
  const skipCard = useCallback((card: DeckCard) => latest.current.onSkip(card), []);

  // Motion's deck, loaded once the member reaches for the deck (swipe-card.tsx says why).
  const [deckMotion, setDeckMotion] = useState(loadedDeckMotion);
  const wake = useCallback(() => {
    void loadDeckMotion().then(setDeckMotion, () => undefined);
  }, []);
  // A press on the static card, until Motion's card takes it over or it is released.
  const press = useRef<{ event: PointerEvent; released: boolean; taken: boolean } | null>(null);
  const takePress = useCallback(() => {
    const held = press.current;
    if (!held || held.released || held.taken) return null;
    held.taken = true;
    return held.event;
  }, []);
  const onPress = useCallback(
    (card: DeckCard, event: PointerEvent) => {
      const held = { event, released: false, taken: false };
      press.current = held;
      wake();
      const release = (up: PointerEvent) => {
        window.removeEventListener("pointerup", release);
        window.removeEventListener("pointercancel", release);
        held.released = true;
        // Motion wasn't here in time to carry the drag: how far it went decides, as it would have.
        if (held.taken || up.type !== "pointerup") return;
        const pressed = event.target instanceof Node && event.target.isConnected;
        const outcome = pressOutcome(up.clientX - event.clientX, pressed);
        if (outcome === "like") likeCard(card);
        else if (outcome === "skip") skipCard(card);
        else if (outcome === "open") setOpenCard(card);
      };
      window.addEventListener("pointerup", release);
      window.addEventListener("pointercancel", release);
    },
    [wake, likeCard, skipCard],
  );

  let content;
  if (top) {
    content = deckMotion ? (
      <deckMotion.MotionDeck
        cards={stack}
        exitDirection={exitDirection}
        takePress={takePress}
        kit={DECK_KIT}
        onLike={likeCard}
        onSkip={skipCard}
        onOpen={setOpenCard}
      />
    ) : (
      <StaticDeck cards={stack} onPress={onPress} onLike={likeCard} onSkip={skipCard} onOpen={setOpenCard} />
    );
  } else if (deck.isPending || (deck.isFetching && !deck.isError)) {
    content = <DeckLoading onRefresh={refresh} refreshing={deck.isRefetching} />;
  } else if (deck.isError) {
    content = (
      <DeckError
        message={serverMessage(deck.error, t("Please check your connection and try again."))}
        onRetry={refresh}
        retrying={deck.isFetching}
      />
    );
  } else {
    content = (
      <DeckEmpty
        onRefresh={refresh}
        refreshing={deck.isFetching}
        onOpenFilters={() => setFiltersOpen(true)}
        onUndo={onUndo}
        undoing={undo.isPending}
        widen={<WidenOffer {...offer} />}
      />
    );
  }

  return (
    <main
      className="mx-auto flex w-full max-w-[420px] flex-1 flex-col px-4 pt-4 pb-4 sm:pt-8"
      // Reaching for the screen (a pointer over it, a touch, a focus) brings Motion's deck in.
      onPointerEnter={deckMotion ? undefined : wake}
      onPointerDownCapture={deckMotion ? undefined : wake}
      onFocusCapture={deckMotion ? undefined : wake}
    >
      <MatchHeader onOpenFilters={() => setFiltersOpen(true)} />
      <section
        aria-label={t("Potential matches")}
        className="relative isolate mt-4 min-h-[24rem] flex-1 sm:max-h-[40rem] sm:min-h-[32rem]"
      >
        {content}
      </section>
      {!top && deck.isPending ? (
        <>
          <div aria-hidden="true" className="mt-5 flex items-center justify-center gap-4">
            {["size-11", "size-16", "size-11", "size-16"].map((size, index) => (
              <Skeleton key={index} className={`${size} rounded-full`} />
            ))}
          </div>
          {/* FewLeftOffer's place under the buttons, so the first card arrives at its final size. */}
          <div aria-hidden="true" className="mt-3 h-16" />
        </>
      ) : null}
      {top ? (
        <div className="mt-5 flex items-center justify-center gap-4">
          <UndoButton onClick={onUndo} disabled={undo.isPending} />
          <SkipButton onClick={() => onSkip(top)} />
          <InfoButton onClick={() => setOpenCard(top)} />
          <LikeButton onClick={() => void onLike(top)} />
        </div>
      ) : null}
      {top ? <FewLeftOffer {...offer} left={runningLow ? stack.length : null} /> : null}

      <LazyProfileModal
        card={openCard}
        onClose={() => setOpenCard(null)}
        onLike={(card) => void onLike(card)}
        onSkip={onSkip}
      />
      <LazyFilterPanel open={filtersOpen} onOpenChange={setFiltersOpen} onSaved={clearRestored} />
      <LazyMatchCelebration celebration={celebration} onClose={() => setCelebration(null)} />
    </main>
  );
}
