import { DECK_PAGE_SIZE } from "@kindred/contracts";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useDeck, type DeckCard } from "../api/get-deck";
import { LOW_STACK } from "../utils/constants";

const without = (cards: DeckCard[], id: string) => cards.filter((card) => card.profile.id !== id);

/**
 * The stack as the member sees it: the server's deck, minus the cards swiped away in this visit
 * (their like or skip may still be on its way, and a refetch must not deal them again), plus cards
 * brought back by an undo on top. When only a few are left, and the server had more to give, it asks
 * for the next deck.
 */
export function useDeckStack() {
  const live = useDeck();
  // The deck as of the last deferred render: its answer arriving would otherwise render the cards
  // (and Motion's first measures) in one long task, as React renders a query's change at once; this
  // way they come in a render React splits into short slices (issue 17).
  const data = useDeferredValue(live.data);
  const status = useDeferredValue(live.status);
  const isFetching = useDeferredValue(live.isFetching);
  const isRefetching = useDeferredValue(live.isRefetching);
  const error = useDeferredValue(live.error);
  const { refetch } = live;
  const deck = useMemo(
    () => ({
      data,
      error,
      isPending: status === "pending",
      isSuccess: status === "success",
      isError: status === "error",
      isFetching,
      isRefetching,
      refetch,
    }),
    [data, error, status, isFetching, isRefetching, refetch],
  );
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [restored, setRestored] = useState<DeckCard[]>([]);

  const stack = useMemo(() => {
    const seen = new Set<string>();
    const cards: DeckCard[] = [];
    for (const card of [...restored, ...(deck.data ?? [])]) {
      const id = card.profile.id;
      if (gone.has(id) || seen.has(id)) continue;
      seen.add(id);
      cards.push(card);
    }
    return cards;
  }, [deck.data, gone, restored]);

  /** Takes a card off the stack (it was liked or skipped). */
  const remove = useCallback((card: DeckCard) => {
    const id = card.profile.id;
    setGone((current) => new Set(current).add(id));
    setRestored((current) => without(current, id));
  }, []);

  /** Puts a card back on top (an undone skip, or a like that failed and may be tried again). */
  const putBack = useCallback((card: DeckCard) => {
    const id = card.profile.id;
    setGone((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
    setRestored((current) => [card, ...without(current, id)]);
  }, []);

  /** Forget cards brought back by hand, e.g. when the filters change and the deck is dealt anew. */
  const clearRestored = useCallback(() => setRestored([]), []);

  // Only a full page means the server may have more; refetch once per card swiped while low.
  const serverHasMore = (data?.length ?? 0) >= DECK_PAGE_SIZE;
  const lastTopUp = useRef(-1);
  useEffect(() => {
    if (!serverHasMore || isFetching || stack.length > LOW_STACK || lastTopUp.current === gone.size) return;
    lastTopUp.current = gone.size;
    void refetch();
  }, [serverHasMore, isFetching, stack.length, gone.size, refetch]);

  return { deck, stack, remove, putBack, clearRestored };
}
