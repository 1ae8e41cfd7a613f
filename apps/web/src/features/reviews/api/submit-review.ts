import type { ReviewInput } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, isApiError } from "@/lib/api-client";
import { reviewsPageKey, type ReviewsPage } from "./get-reviews-page";

/** `POST /api/reviews/:profileId`: 201, or 409 (already reviewed), 403 (not eligible), 400 (bad input). */
export async function submitReview(profileId: string, input: ReviewInput): Promise<void> {
  await apiFetch(`/api/reviews/${encodeURIComponent(profileId)}`, { method: "POST", body: input });
}

export function useSubmitReview(profileId: string) {
  const queryClient = useQueryClient();
  const key = reviewsPageKey(profileId);
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(profileId, input),
    onSuccess: () => {
      // The notice shows at once (the review waits to be published); the rest follows from the server.
      queryClient.setQueryData<ReviewsPage>(key, (page) =>
        page ? { ...page, hasReviewed: true, reviewPending: true, canReview: false } : page,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      // Already reviewed or no longer eligible: the page learns why from the server.
      if (isApiError(error) && (error.status === 409 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
