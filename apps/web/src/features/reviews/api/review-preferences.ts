import { ReviewPreferencesSchema, type ReviewPreferences } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { reviewsPageKey, type ReviewsPage } from "./get-reviews-page";

/** `PUT /api/reviews/preferences`: whether other members see my reviews and badges. */
export async function updateReviewPreferences(input: ReviewPreferences): Promise<ReviewPreferences> {
  return apiFetch("/api/reviews/preferences", { method: "PUT", body: input, schema: ReviewPreferencesSchema });
}

/**
 * Spec 001: an optimistic flip of the switch on my own page, put back if the save fails. The caller
 * says what the member sees (toasts); this keeps the cache right.
 */
export function useUpdateReviewPreferences(ownId: string) {
  const queryClient = useQueryClient();
  const key = reviewsPageKey(ownId);
  const setDisplay = (displayReviews: boolean) =>
    queryClient.setQueryData<ReviewsPage>(key, (page) => (page ? { ...page, displayReviews } : page));
  return useMutation({
    mutationFn: updateReviewPreferences,
    onMutate: async ({ displayReviews }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReviewsPage>(key)?.displayReviews;
      setDisplay(displayReviews);
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous !== undefined) setDisplay(context.previous);
    },
    onSuccess: (saved) => setDisplay(saved.displayReviews),
  });
}
