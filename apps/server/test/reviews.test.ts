// Anonymous trust reviews: who may write one (the server decides, whatever the client sends), what is
// stored, and the summary on the Reviews page and on deck and search cards.
import { REVIEW_TEXT, type ReviewSummary } from "@kindred/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../src/db/schema";
import { TestClient } from "./support/client";
import { place, type Card } from "./support/discovery";
import { createMember } from "./support/members";
import { send, type ApiError } from "./support/messages";
import {
  aReview,
  eligibleReviewer,
  history,
  match,
  postReview,
  publishReviews,
  reviewPage,
  type Member,
} from "./support/reviews";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rowsAbout = (reviewedId: string) => server.db.$count(reviews, eq(reviews.reviewedId, reviewedId));
const rowsBetween = (reviewerId: string, reviewedId: string) =>
  server.db.$count(reviews, and(eq(reviews.reviewerId, reviewerId), eq(reviews.reviewedId, reviewedId)));

describe("who may write a review", () => {
  it("needs 10 messages either way: 9 is refused with 403 and writes nothing, 10 is accepted", async () => {
    const [ann, ben] = await Promise.all([createMember(server), createMember(server)]);
    const matchId = await match(ann, ben);
    for (let i = 0; i < 9; i++) {
      const sent = await send(i % 2 ? ben.client : ann.client, matchId, `Hello ${i}`);
      expect(sent.status).toBe(201);
    }
    const before = (await reviewPage(ann, ben.id)).body;
    expect(before).toMatchObject({ isOwn: false, eligible: false, canReview: false, hasReviewed: false });

    const refused = await postReview(ann, ben.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: "FORBIDDEN", message: REVIEW_TEXT.notEligibleBody });
    expect(await rowsAbout(ben.id)).toBe(0);

    expect((await send(ben.client, matchId, "The tenth")).status).toBe(201);
    expect((await reviewPage(ann, ben.id)).body).toMatchObject({ eligible: true, canReview: true, hasReviewed: false });
    const accepted = await postReview(ann, ben.id, aReview({ positiveTraits: ["Fun", "Kind"], hasMet: true }));
    expect(accepted.status).toBe(201);
    // Counted only once published, some hours later (decision 010).
    expect(accepted.body).toEqual({ summary: { totalReviews: 0, reputation: null } });
    await publishReviews(server);
    expect((await reviewPage(ann, ben.id)).body.summary).toEqual({ totalReviews: 1, reputation: null });
    const [row] = await server.db.select().from(reviews).where(eq(reviews.reviewedId, ben.id));
    expect(row).toMatchObject({
      reviewerId: ann.id,
      photoAccuracy: "Yes",
      followedThroughOnPlans: "Yes",
      honestAboutIntentions: "Yes",
      positiveTraits: ["Fun", "Kind"],
      hasMet: true,
    });
    // Eligibility is mutual: Ben may review Ann too.
    expect((await reviewPage(ben, ann.id)).body).toMatchObject({ eligible: true, canReview: true });
  });

  it("does not count messages older than 90 days", async () => {
    const [ann, ben] = await Promise.all([createMember(server), createMember(server)]);
    const matchId = await match(ann, ben);
    await history(server, matchId, ann, ben, 30, 91);
    await history(server, matchId, ann, ben, 9, 89);
    expect((await reviewPage(ann, ben.id)).body.eligible).toBe(false);
    expect((await postReview(ann, ben.id)).status).toBe(403);
    await history(server, matchId, ben, ann, 1);
    expect((await postReview(ann, ben.id)).status).toBe(201);
  });

  it("refuses reviewing oneself with 400", async () => {
    const me = await createMember(server);
    const response = await postReview(me, me.id);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(REVIEW_TEXT.self);
    expect(await rowsAbout(me.id)).toBe(0);
    expect((await reviewPage(me, me.id)).body).toMatchObject({ isOwn: true, canReview: false, eligible: false });
  });

  it("refuses a second review with 409 and keeps one row, also when both are sent at once", async () => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    expect((await postReview(ann, ben.id)).status).toBe(201);
    const again = await postReview(ann, ben.id, aReview({ photoAccuracy: "No" }));
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "CONFLICT", message: REVIEW_TEXT.alreadyTitle });
    expect(await rowsBetween(ann.id, ben.id)).toBe(1);
    expect((await reviewPage(ann, ben.id)).body).toMatchObject({ hasReviewed: true, canReview: false, eligible: true });

    const cat = await eligibleReviewer(server, ben, {});
    const statuses = await Promise.all([1, 2, 3].map(() => postReview(cat, ben.id).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await rowsBetween(cat.id, ben.id)).toBe(1);
  });

  it.each([
    ["no body", {}],
    ["zero traits", aReview({ positiveTraits: [] })],
    ["three traits", aReview({ positiveTraits: ["Kind", "Fun", "Honest"] })],
    ["the same trait twice", aReview({ positiveTraits: ["Kind", "Kind"] })],
    ["a trait not on the list", { ...aReview(), positiveTraits: ["Rich"] }],
    ["an answer outside the list", { ...aReview(), followedThroughOnPlans: "Somewhat" }],
    ["a missing answer", { ...aReview(), honestAboutIntentions: undefined }],
    ["an unknown key", { ...aReview(), reviewerId: "00000000-0000-4000-8000-000000000000" }],
    ["has-met as text", { ...aReview(), hasMet: "yes" }],
    ["an array", [aReview()]],
  ])("refuses %s with 400 and writes nothing", async (_label, body) => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    const response = await postReview(ann, ben.id, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_FAILED");
    expect(response.body.error.message.length).toBeGreaterThan(0);
    expect(await rowsAbout(ben.id)).toBe(0);
    // The page still offers the review: nothing was half-written.
    expect((await reviewPage(ann, ben.id)).body.canReview).toBe(true);
  });

  it("answers the form's words for trait mistakes", async () => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    const none = await postReview(ann, ben.id, aReview({ positiveTraits: [] }));
    expect(none.body.error.message).toContain(REVIEW_TEXT.traitRequired);
    const three = await postReview(ann, ben.id, aReview({ positiveTraits: ["Kind", "Fun", "Honest"] }));
    expect(three.body.error.message).toContain(REVIEW_TEXT.tooManyTraits);
  });

  it("refuses a body that is not JSON, and answers 404 for ids that are not members", async () => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    const text = await ann.client.request<ApiError>("POST", `/api/reviews/${ben.id}`, {
      body: "{ not json",
      headers: { "content-type": "application/json" },
    });
    expect(text.status).toBe(400);
    expect(await rowsAbout(ben.id)).toBe(0);
    for (const id of ["not-a-uuid", "preferences", "00000000-0000-4000-8000-000000000000"]) {
      const page = await ann.client.get<ApiError>(`/api/reviews/${id}`);
      expect(page.status).toBe(404);
      expect(page.body.error.message).toBe(REVIEW_TEXT.unavailable);
    }
    expect((await postReview(ann, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("answers a visitor with 401", async () => {
    const ben = await createMember(server);
    const visitor = new TestClient(server);
    expect((await visitor.get(`/api/reviews/${ben.id}`)).status).toBe(401);
    expect((await visitor.post(`/api/reviews/${ben.id}`, aReview())).status).toBe(401);
    expect((await visitor.request("PUT", "/api/reviews/preferences", { json: { displayReviews: false } })).status).toBe(
      401,
    );
    expect(await rowsAbout(ben.id)).toBe(0);
  });
});

describe("the summary", () => {
  type Result = { profile: { id: string }; reviews: ReviewSummary | null };

  /** The reviewed member's card summary on a third member's deck, profile card and search. */
  async function cardsSeenBy(viewer: Member, reviewedId: string, word: string) {
    const deck = (await viewer.client.get<{ cards: (Card & Result)[] }>("/api/discovery/deck")).body.cards;
    const card = (await viewer.client.get<Result>(`/api/discovery/profiles/${reviewedId}`)).body;
    const search = (await viewer.client.get<{ results: Result[] }>(`/api/search?q=${word}`)).body.results;
    return {
      deck: deck.find((entry) => entry.profile.id === reviewedId)?.reviews,
      card: card.reviews,
      search: search.find((entry) => entry.profile.id === reviewedId)?.reviews,
    };
  }

  it("counts below 5 reviews and shows the ratings from the fifth, on the page and on every card", async () => {
    const here = place();
    const word = `zqrev${Date.now().toString(36)}`;
    const ben = await createMember(server, { ...here, firstName: "Ben", bio: word });
    const viewer = await createMember(server, { ...here });
    const empty = { totalReviews: 0, reputation: null };
    expect((await reviewPage(viewer, ben.id)).body).toMatchObject({ displayReviews: true, summary: empty });
    expect(await cardsSeenBy(viewer, ben.id, word)).toEqual({ deck: empty, card: empty, search: empty });

    // Photo 4 of 5 'Yes' (80 %: verified), followed through 3 of 5 (60 %), honest 5 of 5;
    // Kind 4 times, Friendly and Fun twice each (the tie goes to the form's order: Friendly).
    const answers = [
      aReview({ positiveTraits: ["Kind", "Fun"] }),
      aReview({ positiveTraits: ["Kind", "Friendly"] }),
      aReview({ positiveTraits: ["Kind"], followedThroughOnPlans: "Sometimes" }),
      aReview({ positiveTraits: ["Kind", "Fun"], followedThroughOnPlans: "No" }),
      aReview({ positiveTraits: ["Friendly"], photoAccuracy: "Somewhat" }),
    ];
    for (const [i, answer] of answers.entries()) {
      const reviewer = await eligibleReviewer(server, ben, { latitude: -60, longitude: 100 + i });
      expect((await postReview(reviewer, ben.id, answer)).status).toBe(201);
      await publishReviews(server);
      if (i === 3) {
        const four = { totalReviews: 4, reputation: null };
        expect((await reviewPage(viewer, ben.id)).body.summary).toEqual(four);
        expect(await cardsSeenBy(viewer, ben.id, word)).toEqual({ deck: four, card: four, search: four });
      }
    }
    const five = {
      totalReviews: 5,
      reputation: {
        photoVerified: true,
        photoAccuracy: 80,
        reliability: 60,
        honesty: 100,
        reliable: false,
        honest: true,
        topTraits: ["Kind", "Friendly"],
      },
    };
    expect((await reviewPage(viewer, ben.id)).body.summary).toEqual(five);
    expect((await reviewPage(ben, ben.id)).body).toMatchObject({ isOwn: true, summary: five });
    expect(await cardsSeenBy(viewer, ben.id, word)).toEqual({ deck: five, card: five, search: five });
  });
});
