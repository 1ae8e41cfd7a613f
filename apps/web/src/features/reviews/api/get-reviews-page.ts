import { ReviewsPageSchema, type ReviewsPage } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type { ReviewsPage };

/** Every Reviews page, followed by the member's id. */
export const REVIEWS_QUERY_KEY = ["reviews"] as const;
export const reviewsPageKey = (profileId: string) => [...REVIEWS_QUERY_KEY, profileId] as const;

/** What the Reviews page shows of a member (404 when they are hidden, blocked or gone). */
export async function getReviewsPage(profileId: string, signal?: AbortSignal): Promise<ReviewsPage> {
  return apiFetch(`/api/reviews/${encodeURIComponent(profileId)}`, { schema: ReviewsPageSchema, signal });
}

export const getReviewsPageQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: reviewsPageKey(profileId),
    queryFn: ({ signal }) => getReviewsPage(profileId, signal),
  });

export function useReviewsPage(profileId: string) {
  return useQuery(getReviewsPageQueryOptions(profileId));
}
