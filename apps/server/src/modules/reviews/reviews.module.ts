import type { CardReviews } from "@kindred/contracts";
import type { Db } from "../../db/client";

/** What other modules read of reviews: the card summaries (null for a member who hides them). */
export type ReviewsReader = {
  summariesFor: (ids: string[]) => Promise<Map<string, CardReviews>>;
};

// Skeleton: the reviews helper replaces this with the real module (routes -> service -> repository).
export function createReviewsModule({ db }: { db: Db }) {
  void db;
  const reader: ReviewsReader = { summariesFor: async () => new Map() };
  return { reader };
}
