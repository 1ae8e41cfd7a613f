import { useParams } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { ReviewsScreen } from "@/features/reviews/components/reviews-screen";
import { useMe } from "@/lib/session/get-me";

/** `/reviews/{profileId}`, and `/reviews` alone for one's own page. */
export function ReviewsRoute() {
  const { profileId } = useParams();
  // The guard has already loaded the session; this only narrows the type.
  const { data: me } = useMe();
  const id = profileId ?? me?.id;
  return id ? <ReviewsScreen key={id} profileId={id} /> : <FullPageSpinner />;
}
