import { ROUTES } from "@kindred/contracts";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { useRealtimeEvent } from "@/lib/realtime/use-realtime";
import { getCelebrationsQueryOptions, useMarkCelebrated } from "../api/celebrations";

// The overlay brings motion and confetti: loaded when there is something to celebrate, not with every page.
const MatchCelebration = lazy(() => import("./match-celebration").then((m) => ({ default: m.MatchCelebration })));

/**
 * The overlay for the member who liked first. The server keeps their matches uncelebrated until they
 * have seen it; this shows each one once:
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
  const markCelebrated = useMarkCelebrated();
  const waiting = celebrations.data?.find((item) => onMatchPage || liveMatchIds.has(item.matchId));
  if (!waiting) return null;

  return (
    <Suspense fallback={null}>
      <MatchCelebration
        celebration={{ profile: waiting.profile, matchId: waiting.matchId }}
        onClose={() => undefined}
        onSeen={(seen) => markCelebrated.mutateAsync(seen.matchId)}
      />
    </Suspense>
  );
}
