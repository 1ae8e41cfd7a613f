import { lazy } from "react";
import { useParams } from "react-router";
import { MatchScreen } from "@/features/matching/components/match-screen";

// One potential match in full comes in its own chunk: /match's first card no longer waits for it (issue 17).
const MatchProfilePage = lazy(() =>
  import("@/features/matching/components/match-profile-page").then((m) => ({ default: m.MatchProfilePage })),
);

/** `/match`: the swipe deck; `/match/{id}`: one potential match in full. */
export function MatchRoute() {
  const { id } = useParams();
  // The frame's Suspense shows its spinner while the chunk loads.
  return id ? <MatchProfilePage key={id} id={id} /> : <MatchScreen />;
}
