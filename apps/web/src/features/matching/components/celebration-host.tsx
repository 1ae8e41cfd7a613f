import { ROUTES } from "@kindred/contracts";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useRealtimeEvent } from "@/lib/realtime/use-realtime";
import { getCelebrationsQueryOptions, useMarkCelebrated, type PendingCelebration } from "../api/celebrations";

// The overlay brings motion and confetti: loaded when there is something to celebrate, not with every page.
const MatchCelebration = lazy(() => import("./match-celebration").then((m) => ({ default: m.MatchCelebration })));

/**
 * The overlay for the member who liked first. The server keeps their matches uncelebrated until they
 * have seen it; this shows each one once, and says so as it shows (issue 28: closing it was what
 * counted, so a reload, another tab or device, or leaving with it open brought it back):
 * - live, on whatever page they are on, when the socket says the other member just liked back;
 * - on /match, for matches made while they were away (as before the socket existed).
 * The member who liked back sees their overlay from their own like and is never listed here.
 */
export function CelebrationHost() {
  const { pathname } = useLocation();
  const [liveMatchIds, setLiveMatchIds] = useState<ReadonlySet<string>>(() => new Set());
  useRealtimeEvent("match.created", (event) => setLiveMatchIds((ids) => new Set(ids).add(event.matchId)));

  const onMatchPage = pathname.replace(/\/+$/, "") === ROUTES.match;
  // Asked only where it can show something; the socket's event invalidates it, which fetches anew.
  const celebrations = useQuery({ ...getCelebrationsQueryOptions(), enabled: onMatchPage || liveMatchIds.size > 0 });
  const { mutateAsync: markCelebrated } = useMarkCelebrated();
  const waiting = celebrations.data?.find((item) => onMatchPage || liveMatchIds.has(item.matchId));
  // The one on screen stays here: marking it seen takes it out of the list at once.
  const [shown, setShown] = useState<PendingCelebration | null>(null);
  if (!shown && waiting) setShown(waiting);
  // Send Message leaves with a full page load: it waits for this first.
  const marked = useRef<Promise<unknown>>(Promise.resolve());
  const shownId = shown?.matchId;
  useEffect(() => {
    if (shownId) marked.current = markCelebrated(shownId).catch(() => undefined);
  }, [shownId, markCelebrated]);
  if (!shown) return null;

  return (
    <Suspense fallback={null}>
      <MatchCelebration
        celebration={{ profile: shown.profile, matchId: shown.matchId }}
        onClose={() => setShown(null)}
        onSeen={() => marked.current}
      />
    </Suspense>
  );
}
