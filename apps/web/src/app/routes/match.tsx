import { useParams } from "react-router";
import { MatchProfilePage } from "@/features/matching/components/match-profile-page";
import { MatchScreen } from "@/features/matching/components/match-screen";

/** `/match`: the swipe deck; `/match/{id}`: one potential match in full. */
export function MatchRoute() {
  const { id } = useParams();
  return id ? <MatchProfilePage key={id} id={id} /> : <MatchScreen />;
}
