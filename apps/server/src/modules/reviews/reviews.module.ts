import type { CardReviews } from "@kindred/contracts";
import type { Db } from "../../db/client";
import { createReviewsRepository } from "./reviews.repository";
import { reviewsRoutes } from "./reviews.routes";
import { createReviewsService } from "./reviews.service";

/** What other modules read of reviews: the card summaries (null for a member who hides them). */
export type ReviewsReader = {
  summariesFor: (ids: string[]) => Promise<Map<string, CardReviews>>;
};

/** `publishDelayHours`: REVIEW_PUBLISH_DELAY_HOURS (decision 010). */
export function createReviewsModule({ db, publishDelayHours = 24 }: { db: Db; publishDelayHours?: number }) {
  const service = createReviewsService(createReviewsRepository(db), { publishDelayHours });
  const reader: ReviewsReader = { summariesFor: (ids) => service.summariesFor(ids) };
  return { routes: reviewsRoutes(service), reader };
}
