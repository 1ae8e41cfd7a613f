import type { ReviewInput, ReviewsPage, ReviewSummary } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { messages } from "../../src/db/schema";
import { createMember } from "./members";
import type { ApiError } from "./messages";
import type { TestServer } from "./server";

export type Member = Awaited<ReturnType<typeof createMember>>;
export type PageBody = ReviewsPage & ApiError;
export type Submitted = { summary: ReviewSummary | null } & ApiError;

/** A complete, valid review (what the form sends with its defaults and one trait). */
export const aReview = (fields: Partial<ReviewInput> = {}): ReviewInput => ({
  photoAccuracy: "Yes",
  followedThroughOnPlans: "Yes",
  honestAboutIntentions: "Yes",
  positiveTraits: ["Kind"],
  hasMet: false,
  ...fields,
});

export const reviewPage = (member: Member, profileId: string) =>
  member.client.get<PageBody>(`/api/reviews/${profileId}`);
export const postReview = (member: Member, profileId: string, review: unknown = aReview()) =>
  member.client.post<Submitted>(`/api/reviews/${profileId}`, review);

/**
 * Publishes every review still waiting (decision 010: a review counts some hours after it is written),
 * as the clock would: the tests move the publication time, they do not wait for it.
 */
export async function publishReviews(server: TestServer) {
  await server.db.execute(sql`update reviews set published_at = now() where published_at > now()`);
}

/** `first` likes `second`, who likes back: their match's id. */
export async function match(first: Member, second: Member): Promise<string> {
  await first.client.post("/api/likes", { targetId: second.id });
  const back = await second.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: first.id });
  if (back.body.outcome !== "matched") throw new Error(`Expected a match, got ${JSON.stringify(back.body)}`);
  return back.body.matchId;
}

let written = 0;
/**
 * Messages between two matched members written straight to the database, taking turns, `daysAgo` in
 * the past: for histories the API cannot write (old messages) or that would be slow through it.
 */
export async function history(server: TestServer, matchId: string, a: Member, b: Member, count: number, daysAgo = 0) {
  const createdAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const rows = Array.from({ length: count }, (_, i) => {
    const [sender, receiver] = i % 2 === 0 ? [a, b] : [b, a];
    return {
      matchId,
      senderId: sender.id,
      receiverId: receiver.id,
      clientId: `history-${Date.now().toString(36)}-${written++}`,
      content: `Message ${i + 1}`,
      createdAt,
    };
  });
  if (rows.length) await server.db.insert(messages).values(rows);
}

/** A new member matched with `other` who has exchanged enough messages to review them. */
export async function eligibleReviewer(server: TestServer, other: Member, fields: Parameters<typeof createMember>[1]) {
  const reviewer = await createMember(server, fields);
  const matchId = await match(reviewer, other);
  await history(server, matchId, reviewer, other, 10);
  return reviewer;
}
