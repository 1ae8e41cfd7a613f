// Reviews and privacy: the owner's show/hide switch, who may read or write reviews of whom (hidden,
// blocked, banned), and that no answer ever tells a member who wrote a review.
import { REVIEW_TEXT, type ReviewSummary } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, profiles, reviews, users } from "../src/db/schema";
import { place } from "./support/discovery";
import { createMember } from "./support/members";
import { send, type ApiError } from "./support/messages";
import {
  aReview,
  eligibleReviewer,
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
const setDisplay = (member: Member, displayReviews: unknown) =>
  member.client.request<{ displayReviews: boolean } & ApiError>("PUT", "/api/reviews/preferences", {
    json: { displayReviews },
  });
type Carded = { profile: { id: string }; reviews: ReviewSummary | null };

describe("the owner's switch", () => {
  it("hides everything of the reviews from others, on the page and on cards, but not from the owner", async () => {
    const here = place();
    const word = `zqhide${Date.now().toString(36)}`;
    const ben = await createMember(server, { ...here, bio: word });
    const viewer = await createMember(server, { ...here });
    const ann = await eligibleReviewer(server, ben, { latitude: -70, longitude: 10 });
    expect((await postReview(ann, ben.id)).status).toBe(201);
    await publishReviews(server);

    const off = await setDisplay(ben, false);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ displayReviews: false });
    const seen = (await reviewPage(viewer, ben.id)).body;
    expect(seen).toMatchObject({ isOwn: false, displayReviews: false, summary: null });
    expect(JSON.stringify(seen)).not.toContain("totalReviews");
    const own = (await reviewPage(ben, ben.id)).body;
    expect(own).toMatchObject({ isOwn: true, displayReviews: false, summary: { totalReviews: 1, reputation: null } });

    const deck = (await viewer.client.get<{ cards: Carded[] }>("/api/discovery/deck")).body.cards;
    const card = (await viewer.client.get<Carded>(`/api/discovery/profiles/${ben.id}`)).body;
    const search = (await viewer.client.get<{ results: Carded[] }>(`/api/search?q=${word}`)).body.results;
    const onDeck = deck.find((entry) => entry.profile.id === ben.id);
    expect(onDeck).toBeDefined();
    expect([onDeck!.reviews, card.reviews, search[0]!.reviews]).toEqual([null, null, null]);
    expect(search[0]!.profile.id).toBe(ben.id);

    // A reviewer of a member who hides them learns nothing either, not even the new count.
    const cat = await eligibleReviewer(server, ben, { latitude: -70, longitude: 11 });
    const written = await postReview(cat, ben.id);
    expect(written.status).toBe(201);
    expect(written.body).toEqual({ summary: null });
    await publishReviews(server);

    expect((await setDisplay(ben, true)).body).toEqual({ displayReviews: true });
    expect((await reviewPage(viewer, ben.id)).body).toMatchObject({
      displayReviews: true,
      summary: { totalReviews: 2, reputation: null },
    });
    const shown = (await viewer.client.get<Carded>(`/api/discovery/profiles/${ben.id}`)).body;
    expect(shown.reviews).toEqual({ totalReviews: 2, reputation: null });
  });

  it("refuses a switch that is not a boolean, or with other keys, and keeps the setting", async () => {
    const ben = await createMember(server);
    expect((await setDisplay(ben, "no")).status).toBe(400);
    const extra = await ben.client.request<ApiError>("PUT", "/api/reviews/preferences", {
      json: { displayReviews: false, userId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(extra.status).toBe(400);
    expect((await reviewPage(ben, ben.id)).body.displayReviews).toBe(true);
  });
});

describe("who may read and write reviews of whom", () => {
  it("treats a hidden profile as gone for all but its matches, while its owner still sees their page", async () => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    const stranger = await createMember(server);
    await server.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, ben.id));
    const page = await reviewPage(stranger, ben.id);
    expect(page.status).toBe(404);
    expect(page.body.error.message).toBe(REVIEW_TEXT.unavailable);
    expect((await postReview(stranger, ben.id)).status).toBe(404);
    expect(await rowsAbout(ben.id)).toBe(0);
    expect((await reviewPage(ben, ben.id)).body).toMatchObject({ isOwn: true, profile: { id: ben.id } });
    // The match still opens Ben's profile, so his reviews page too, and may still review him.
    expect((await reviewPage(ann, ben.id)).body).toMatchObject({ isOwn: false, canReview: true });
    expect((await postReview(ann, ben.id)).status).toBe(201);
    expect(await rowsAbout(ben.id)).toBe(1);
  });

  it.each(["the reviewer blocked them", "they blocked the reviewer"])(
    "answers 404 on the page and on writing when %s, even after 10 messages",
    async (way) => {
      const ben = await createMember(server);
      const ann = await eligibleReviewer(server, ben, {});
      const [blockerId, blockedId] = way.startsWith("the reviewer") ? [ann.id, ben.id] : [ben.id, ann.id];
      await server.db.insert(blocks).values({ blockerId, blockedId });
      const page = await reviewPage(ann, ben.id);
      expect(page.status).toBe(404);
      expect(page.body.error.message).toBe(REVIEW_TEXT.unavailable);
      const written = await postReview(ann, ben.id);
      expect(written.status).toBe(404);
      expect(written.body.error.message).toBe(REVIEW_TEXT.unavailable);
      expect(await rowsAbout(ben.id)).toBe(0);
    },
  );

  it("answers 404 for a banned member, until the ban runs out", async () => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    await server.db.update(users).set({ banned: true }).where(eq(users.id, ben.id));
    expect((await reviewPage(ann, ben.id)).status).toBe(404);
    expect((await postReview(ann, ben.id)).status).toBe(404);
    expect(await rowsAbout(ben.id)).toBe(0);
    await server.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, ben.id));
    expect((await reviewPage(ann, ben.id)).status).toBe(200);
  });

  it("refuses a review from a member banned while signed in", async () => {
    const ben = await createMember(server);
    const ann = await eligibleReviewer(server, ben, {});
    await server.db.update(users).set({ banned: true }).where(eq(users.id, ann.id));
    const written = await postReview(ann, ben.id);
    expect(written.status).toBe(403);
    expect(written.body.error.code).toBe("ACCOUNT_BANNED");
    expect(await rowsAbout(ben.id)).toBe(0);
  });
});

describe("anonymity", () => {
  /** Every GET a member's screens make that could show another member, each answer as text. */
  async function answersTo(member: Member, paths: string[]): Promise<Map<string, string>> {
    const answers = new Map<string, string>();
    for (const path of paths) {
      const response = await member.client.get(path);
      expect(response.status, path).toBeLessThan(500);
      answers.set(path, JSON.stringify(response.body));
    }
    return answers;
  }
  const leaksIn = (answers: Map<string, string>, needles: string[]) =>
    [...answers].flatMap(([path, text]) =>
      needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase())).map((n) => `${path}: ${n}`),
    );

  it("never tells the reviewed member or anyone else who wrote a review", async () => {
    const tag = Date.now().toString(36);
    const here = place();
    // Unique names, so a name found in an answer can only be this reviewer's.
    const ben = await createMember(server, { ...here, firstName: `Benedikt${tag}`, bio: `zqanon${tag}` });
    const third = await createMember(server, { ...here, firstName: `Thea${tag}` });
    const writer = await createMember(server, { ...here, firstName: `Wren${tag}`, lastName: `Quillfeather${tag}` });
    const matchId = await match(writer, ben);
    for (let i = 0; i < 10; i++) await send(i % 2 ? ben.client : writer.client, matchId, `Chat ${i}`);
    const needles = [writer.id, writer.email, `Wren${tag}`, `Quillfeather${tag}`];

    const written = await postReview(writer, ben.id, aReview({ positiveTraits: ["Honest", "Kind"], hasMet: true }));
    expect(written.status).toBe(201);
    await publishReviews(server);
    const reviewPaths = [`/api/reviews/${ben.id}`, `/api/reviews/${third.id}`];

    // Phase 1: the writer is still Ben's match, so Ben legitimately sees them in his conversations
    // (the control below proves the search for needles finds them there). Answers about reviews must
    // still name no one: Ben's page, the switch, the third member's view of Ben's page and card.
    const benBefore = await answersTo(ben, [...reviewPaths, "/api/conversations"]);
    expect(leaksIn(benBefore, needles)).toContain(`/api/conversations: ${writer.id}`);
    benBefore.delete("/api/conversations");
    for (const displayReviews of [false, true]) {
      const response = await setDisplay(ben, displayReviews);
      benBefore.set(`PUT preferences ${displayReviews}`, JSON.stringify(response.body));
    }
    const thirdBefore = await answersTo(third, [`/api/reviews/${ben.id}`, `/api/discovery/profiles/${ben.id}`]);
    expect(leaksIn(benBefore, needles)).toEqual([]);
    expect(leaksIn(thirdBefore, needles)).toEqual([]);

    // Phase 2: the writer hides their profile and blocks Ben. Now neither Ben nor the third member has
    // any legitimate way to see them, so every screen's answer can be searched: a needle anywhere is
    // a leak through reviews. Ben's summary still counts the review, so it is in what they read.
    await server.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, writer.id));
    expect((await writer.client.post("/api/blocks", { userId: ben.id })).status).toBe(204);
    const everywhere = (about: Member) => [
      `/api/reviews/${about.id}`,
      `/api/discovery/profiles/${about.id}`,
      `/api/profiles/${about.id}`,
      "/api/me",
      "/api/profile",
      "/api/profiles/potential",
      "/api/discovery/deck",
      "/api/search",
      `/api/search?q=zqanon${tag}`,
      `/api/search?q=Wren${tag}`,
      "/api/conversations",
      "/api/conversations/summary",
      `/api/conversations/${matchId}/messages`,
      "/api/likes/received",
      "/api/matches/celebrations",
      "/api/dashboard/stats",
    ];
    const benAfter = await answersTo(ben, [...everywhere(third), `/api/reviews/${ben.id}`]);
    const thirdAfter = await answersTo(third, everywhere(ben));
    expect(JSON.parse(benAfter.get(`/api/reviews/${ben.id}`)!)).toMatchObject({ summary: { totalReviews: 1 } });
    expect(JSON.parse(thirdAfter.get(`/api/reviews/${ben.id}`)!)).toMatchObject({ summary: { totalReviews: 1 } });
    expect(leaksIn(benAfter, needles)).toEqual([]);
    expect(leaksIn(thirdAfter, needles)).toEqual([]);
  });
});
