import { lazy, Suspense } from "react";
import type { Celebration } from "./match-celebration";

/*
 * The overlay with its confetti, loaded with the first like (it may make a match) rather than before
 * the first card: issue 17 found it in /match's first load. Motion itself stays (the swipe card uses it).
 */
export const preloadCelebration = () => import("./match-celebration").catch(() => undefined);

const Overlay = lazy(() => import("./match-celebration").then((m) => ({ default: m.MatchCelebration })));

/** The match overlay while there is a match to celebrate; nothing otherwise. */
export function LazyMatchCelebration({
  celebration,
  onClose,
}: {
  celebration: Celebration | null;
  onClose: () => void;
}) {
  if (!celebration) return null;
  return (
    <Suspense fallback={null}>
      <Overlay celebration={celebration} onClose={onClose} />
    </Suspense>
  );
}
