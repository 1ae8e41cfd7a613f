// Reviews are published some hours after they are written (issue 28, decision 010): a count that moved
// the moment a review was written told the reviewed member who wrote it. The tests move the database's
// publication time instead of waiting.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports, reviews } from "../src/db/schema";
import { place } from "./support/discovery";
import { createMember } from "./support/members";
import { eligibleReviewer, postReview, publishReviews, reviewPage, type Member } from "./support/reviews";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Summary = { totalReviews: number; reputation: unknown } | null;
const NONE = { totalReviews: 0, reputation: null };
const ONE = { totalReviews: 1, reputation: null };

/** The reviewed member's count wherever another member can read it: page, profile card, search, deck. */
async function countsSeenBy(viewer: Member, reviewedId: string, word: string) {
  const page = (await reviewPage(viewer, reviewedId)).body.summary;
  const card = (await viewer.client.get<{ reviews: Summary }>(`/api/discovery/profiles/${reviewedId}`)).body.reviews;
  const search = (
    await viewer.client.get<{ results: { profile: { id: string }; reviews: Summary }[] }>(`/api/search?q=${word}`)
  ).body.results.find((entry) => entry.profile.id === reviewedId)?.reviews;
  const deck = (
    await viewer.client.get<{ cards: { profile: { id: string }; reviews: Summary }[] }>("/api/discovery/deck")
  ).body.cards.find((entry) => entry.profile.id === reviewedId)?.reviews;
  return { page, card, search, deck };
}

describe("a new review", () => {
  it("counts for no one but its author until published, 2 to 24 hours after it was written", async () => {
    const here = place();
    const word = `zqpub${Date.now().toString(36)}`;
    const ben = await createMember(server, { ...here, firstName: "Ben", bio: word });
    const viewer = await createMember(server, { ...here });
    const ann = await eligibleReviewer(server, ben, { latitude: -50, longitude: 20 });

    const written = await postReview(ann, ben.id);
    expect(written.status).toBe(201);
    expect(written.body).toEqual({ summary: NONE });

    const [row] = await server.db
      .select({ delay: sql<number>`extract(epoch from ${reviews.publishedAt} - ${reviews.createdAt})::float` })
      .from(reviews)
      .where(eq(reviews.reviewedId, ben.id));
    expect(row!.delay).toBeGreaterThanOrEqual(2 * 3600 - 1);
    expect(row!.delay).toBeLessThanOrEqual(24 * 3600 + 1);

    // Pending: the reviewed member, others and every card still see no review; the author sees theirs
    // as written and waiting.
    expect(await countsSeenBy(viewer, ben.id, word)).toEqual({ page: NONE, card: NONE, search: NONE, deck: NONE });
    expect((await reviewPage(ben, ben.id)).body).toMatchObject({ isOwn: true, summary: NONE, reviewPending: false });
    expect((await reviewPage(ann, ben.id)).body).toMatchObject({
      summary: NONE,
      hasReviewed: true,
      reviewPending: true,
      canReview: false,
    });

    // A moderator sees it at once (the evidence of a report about the reviews).
    const reported = await ben.client.post("/api/reports", {
      kind: "review",
      targetId: ben.id,
      category: "other",
      reason: "Unfair",
    });
    expect(reported.status).toBeLessThan(300);
    const [filed] = await server.db.select().from(reports).where(eq(reports.reporterId, ben.id));
    const [snapshot] = filed!.evidence;
    expect(snapshot?.kind === "review" && snapshot.reviews.map((review) => review.reviewerId)).toEqual([ann.id]);

    // Its time comes: it counts everywhere, and is no longer pending for its author.
    await publishReviews(server);
    expect(await countsSeenBy(viewer, ben.id, word)).toEqual({ page: ONE, card: ONE, search: ONE, deck: ONE });
    expect((await reviewPage(ben, ben.id)).body.summary).toEqual(ONE);
    expect((await reviewPage(ann, ben.id)).body).toMatchObject({
      summary: ONE,
      hasReviewed: true,
      reviewPending: false,
    });
  });

  it("gets its own random time: reviews written together are published apart", async () => {
    const ben = await createMember(server);
    for (const longitude of [30, 31, 32, 33]) {
      const reviewer = await eligibleReviewer(server, ben, { latitude: -50, longitude });
      expect((await postReview(reviewer, ben.id)).status).toBe(201);
    }
    const rows = await server.db
      .select({ delay: sql<number>`extract(epoch from ${reviews.publishedAt} - ${reviews.createdAt})::float` })
      .from(reviews)
      .where(eq(reviews.reviewedId, ben.id));
    const delays = rows.map((r) => Math.round(r.delay));
    expect(new Set(delays).size).toBe(4);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(2 * 3600);
  });
});
