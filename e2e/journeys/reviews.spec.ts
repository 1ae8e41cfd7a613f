// Reviews: eligibility, the form and its trait rule, the owner's page and switch, and the badges on cards.
import { REPORT_TEXT, REVIEW_QUESTIONS, REVIEW_TEXT, reviewBadgeMessage, type ReviewInput } from "@kindred/contracts";
import { expect, test } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";
import { createCorrespondent, matchViaApi } from "../support/messages-helpers";
import { exchangeMessages, reviewViaApi, reviewsTown, shot } from "../support/reviews-helpers";
import { resultsSettled, searchCard, searchFor, uniqueWord } from "../support/search-helpers";
import { english } from "../support/text";

const review = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  photoAccuracy: "Yes",
  followedThroughOnPlans: "Yes",
  honestAboutIntentions: "Yes",
  positiveTraits: ["Kind", "Honest"],
  hasMet: true,
  ...overrides,
});

test.describe("reviews", () => {
  test("after ten messages a match writes a review through the form; the reviewed member sees the count and keeps the switch", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const town = reviewsTown("form");
    const ada = await becomeMember(page, womanSeekingMen({ location: town }));
    const ben = await openSecondBrowser(browser);
    const benProfile = await becomeMember(ben.page, manSeekingWomen({ firstName: "Ben", location: town }));
    const adaSide = { request: page.request, id: ada.id };
    const benSide = { request: ben.page.request, id: benProfile.id };
    const matchId = await matchViaApi(adaSide, benSide);

    // Matched but no conversation yet: not eligible.
    await page.goto(`/reviews/${benProfile.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reviews for Ben" })).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.notEligibleTitle)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.notEligibleBody)).toBeVisible();
    await expect(page.getByRole("heading", { name: REVIEW_TEXT.none })).toBeVisible();
    await expect(page.getByRole("button", { name: REVIEW_TEXT.write })).toHaveCount(0);
    await expect(page.getByRole("button", { name: REVIEW_TEXT.beFirst })).toHaveCount(0);

    await exchangeMessages(adaSide, benSide, matchId);
    await page.reload();
    await expect(page.getByText(REVIEW_TEXT.notEligibleTitle)).toHaveCount(0);
    await expect(page.getByRole("button", { name: REVIEW_TEXT.beFirst })).toBeVisible();
    await shot(page, "eligible");
    await page.getByRole("button", { name: REVIEW_TEXT.write }).click();

    // The form: each question 'Yes', not met, no trait yet.
    await expect(page.getByRole("heading", { level: 1, name: "Review Ben" })).toBeFocused();
    await expect(page.getByText(REVIEW_TEXT.formSubtitle)).toBeVisible();
    for (const question of [
      REVIEW_QUESTIONS.photoAccuracy,
      REVIEW_QUESTIONS.followedThroughOnPlans,
      REVIEW_QUESTIONS.honestAboutIntentions,
    ]) {
      await expect(page.getByRole("group", { name: question }).getByRole("radio", { name: "Yes" })).toBeChecked();
    }
    const met = page.getByRole("checkbox", { name: REVIEW_TEXT.metInPerson });
    await expect(met).not.toBeChecked();
    await page.getByRole("button", { name: REVIEW_TEXT.submit }).click();
    await expect(page.getByText(REVIEW_TEXT.traitRequired)).toBeVisible();

    // One or two traits: at two the others are disabled; unchecking one frees them again.
    const traits = page.getByRole("group", { name: REVIEW_QUESTIONS.positiveTraits });
    const trait = (name: string) => traits.getByRole("checkbox", { name, exact: true });
    await trait("Friendly").check();
    await expect(page.getByText(REVIEW_TEXT.traitRequired)).toHaveCount(0);
    await trait("Punctual").check();
    await expect(trait("Kind")).toBeDisabled();
    await expect(trait("Friendly")).toBeEnabled();
    await trait("Friendly").uncheck();
    await expect(trait("Kind")).toBeEnabled();
    await trait("Kind").check();
    await expect(trait("Friendly")).toBeDisabled();
    await page
      .getByRole("group", { name: REVIEW_QUESTIONS.photoAccuracy })
      .getByRole("radio", { name: "Somewhat" })
      .check();
    await met.check();
    await shot(page, "form");
    await expectAccessible();

    // Held on its way, the submit shows 'Submitting...'; then the thanks and the notice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/reviews/${benProfile.id}`, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: REVIEW_TEXT.submit }).click();
    await expect(page.getByRole("button", { name: REVIEW_TEXT.submitting })).toBeDisabled();
    release();
    await expect(page.getByText(REVIEW_TEXT.submitted)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.thanks)).toBeVisible();
    await page.unroute(`**/api/reviews/${benProfile.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reviews for Ben" })).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.alreadyTitle)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.alreadyBody)).toBeVisible();
    await expect(page.getByRole("heading", { name: english(REVIEW_TEXT.count, { count: 1 }) })).toBeVisible();
    await expect(page.getByRole("button", { name: REVIEW_TEXT.write })).toHaveCount(0);
    await shot(page, "after-review");

    // Ben's own page: the switch, one review, four to go.
    await ben.page.goto("/reviews");
    await expect(ben.page.getByRole("heading", { level: 1, name: REVIEW_TEXT.ownHeading })).toBeVisible();
    const panel = ben.page.getByRole("region", { name: REVIEW_TEXT.visibilityPanel });
    await expect(panel).toContainText(REVIEW_TEXT.visibleNow);
    await expect(ben.page.getByRole("heading", { name: english(REVIEW_TEXT.count, { count: 1 }) })).toBeVisible();
    await expect(ben.page.getByText(english(REVIEW_TEXT.moreNeeded, { count: 4 }))).toBeVisible();
    await expect(ben.page.getByText(REVIEW_TEXT.ratingsAfter)).toBeVisible();
    await expect(ben.page.getByText(REVIEW_TEXT.notEligibleTitle)).toHaveCount(0);
    await shot(ben.page, "own-below-five");
    await expectAccessible(ben.page);

    // The save fails: the optimistic flip shows at once, then is put back with the spec's toast.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await ben.page.route("**/api/reviews/preferences", async (route) => {
      await failing;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "Something went wrong." } }),
      });
    });
    await panel.getByRole("button", { name: REVIEW_TEXT.hide }).click();
    await expect(panel.getByRole("button", { name: REVIEW_TEXT.show })).toBeDisabled();
    await expect(panel).toContainText(REVIEW_TEXT.hiddenNow);
    fail();
    await expect(ben.page.getByText(REVIEW_TEXT.preferencesFailed)).toBeVisible();
    await expect(panel.getByRole("button", { name: REVIEW_TEXT.hide })).toBeEnabled();
    await expect(panel).toContainText(REVIEW_TEXT.visibleNow);
    await closeMember(ben);
  });

  test("five reviews show the ratings and badges on the page and the cards; hidden by the owner, none show", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    const town = reviewsTown("badges");
    const word = uniqueWord();
    await becomeMember(page, womanSeekingMen({ firstName: "Vera", location: town }));
    const sam = await openSecondBrowser(browser);
    const samProfile = await becomeMember(
      sam.page,
      manSeekingWomen({ firstName: "Sam", location: town, bio: `Baker and hiker, ${word} at heart.` }),
    );
    const samId = samProfile.id;

    // No reviews yet: the card's review badge says so and leads to his page.
    await page.goto("/match");
    const card = topCard(page);
    await expect(card).toHaveAccessibleName("Sam, 36");
    await expect(card.getByRole("link", { name: english(reviewBadgeMessage(0), { count: 0 }) })).toHaveAttribute(
      "href",
      `/reviews/${samId}`,
    );
    await shot(page, "swipe-card-none");

    // Five members who talked with Sam review him: photos 4 of 5 'Yes', plans 5 of 5, honesty 3 of 5.
    const answers = [
      review(),
      review(),
      review({ honestAboutIntentions: "Somewhat" }),
      review({ honestAboutIntentions: "No", positiveTraits: ["Kind", "Fun"] }),
      review({ photoAccuracy: "Somewhat", positiveTraits: ["Honest"] }),
    ];
    const samSide = { request: sam.page.request, id: samId };
    await Promise.all(
      answers.map(async (answer, index) => {
        const reviewer = await createCorrespondent({
          firstName: ["Ines", "Jo", "Kim", "Lea", "Mia"][index],
          location: town,
        });
        const matchId = await matchViaApi(reviewer, samSide);
        await exchangeMessages(reviewer, samSide, matchId);
        await reviewViaApi(reviewer.request, samId, answer);
      }),
    );

    // Vera's view of his page: the real shares, the badges earned (not Honest at 60 %), the top traits
    // (Honest and Kind named four times each: a tie goes in the form's order).
    await page.goto(`/reviews/${samId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reviews for Sam" })).toBeVisible();
    const trust = page.getByRole("region", { name: REVIEW_TEXT.trustworthiness });
    await expect(trust).toContainText("5 reviews");
    const badges = trust.getByRole("list", { name: "Reputation" });
    await expect(badges).toContainText(REVIEW_TEXT.badges.photoVerified);
    await expect(badges).toContainText(REVIEW_TEXT.badges.reliable);
    await expect(badges.getByText(REVIEW_TEXT.badges.honest, { exact: true })).toHaveCount(0);
    await expect(trust.getByRole("progressbar", { name: REVIEW_TEXT.photoAccuracyBar })).toHaveAttribute(
      "aria-valuenow",
      "80",
    );
    await expect(trust.getByRole("progressbar", { name: REVIEW_TEXT.reliabilityBar })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(trust.getByRole("progressbar", { name: REVIEW_TEXT.honestyBar })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );
    await expect(trust.getByRole("list", { name: REVIEW_TEXT.topTraits })).toHaveText(/Honest\s*Kind/);
    await expect(page.getByRole("heading", { name: english(REVIEW_TEXT.count, { count: 5 }) })).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.anonymity)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT.ratingsAfter)).toHaveCount(0);
    await expect(page.getByText(REVIEW_TEXT.notEligibleTitle)).toBeVisible();
    await shot(page, "five-reviews");
    await expectAccessible();

    // 'Report unfair reviews or behavior' files a real report.
    await page.getByRole("button", { name: REVIEW_TEXT.reportUnfair }).click();
    const report = page.getByRole("dialog", { name: REPORT_TEXT.reviewTitle });
    await report.getByRole("combobox", { name: REPORT_TEXT.categoryLabel }).selectOption("other");
    await report.getByRole("textbox", { name: "Reason" }).fill("These ratings don't match what I saw.");
    await report.getByRole("button", { name: REPORT_TEXT.submit }).click();
    await expect(page.getByText(REPORT_TEXT.reviewReported)).toBeVisible();
    await expect(report).toBeHidden();

    // The swipe card: 'View 5 reviews' and the badges; the search card: the badges.
    await page.goto("/match");
    await expect(card).toHaveAccessibleName("Sam, 36");
    await expect(card.getByRole("link", { name: english(reviewBadgeMessage(5), { count: 5 }) })).toHaveAttribute(
      "href",
      `/reviews/${samId}`,
    );
    await expect(card.getByRole("list", { name: "Reputation" })).toContainText(REVIEW_TEXT.badges.photoVerified);
    await shot(page, "swipe-card");
    await page.goto("/search");
    await searchFor(page, word);
    await resultsSettled(page);
    await expect(searchCard(page, samId).getByRole("list", { name: "Reputation" })).toContainText(
      REVIEW_TEXT.badges.reliable,
    );
    await shot(page, "search-card");

    // Sam hides his reviews from his own page.
    await sam.page.goto("/reviews");
    const panel = sam.page.getByRole("region", { name: REVIEW_TEXT.visibilityPanel });
    await expect(sam.page.getByRole("heading", { name: english(REVIEW_TEXT.count, { count: 5 }) })).toBeVisible();
    await shot(sam.page, "own-five");
    await panel.getByRole("button", { name: REVIEW_TEXT.hide }).click();
    await expect(sam.page.getByText(REVIEW_TEXT.nowHidden)).toBeVisible();
    await expect(panel.getByRole("button", { name: REVIEW_TEXT.show })).toBeEnabled();
    await expect(panel).toContainText(REVIEW_TEXT.hiddenNow);
    await closeMember(sam);

    // For Vera: no figures on his page, no badge on either card.
    await page.goto(`/reviews/${samId}`);
    await expect(page.getByText(REVIEW_TEXT.hiddenByOwner)).toBeVisible();
    await expect(page.getByRole("region", { name: REVIEW_TEXT.trustworthiness })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: english(REVIEW_TEXT.count, { count: 5 }) })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Reputation" })).toHaveCount(0);
    await shot(page, "hidden");
    await page.goto("/match");
    await expect(card).toHaveAccessibleName("Sam, 36");
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(card.getByRole("list", { name: "Reputation" })).toHaveCount(0);
    await page.goto("/search");
    await searchFor(page, word);
    await resultsSettled(page);
    await expect(searchCard(page, samId)).toBeVisible();
    await expect(searchCard(page, samId).getByRole("list", { name: "Reputation" })).toHaveCount(0);
  });
});
