// Issue 28: "It's a Match!" shows once per match and member, on whichever device they see it first.
import type { DeckCard, ProfileCard } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueEmail } from "../support/fixtures";
import { ADA, BEN, createCorrespondent, likeViaApi } from "../support/messages-helpers";
import { saveProfileViaApi } from "../support/profile-helpers";
import { secondDevice } from "../support/settings-helpers";

const overlay = (page: Page) => page.getByRole("dialog", { name: "It's a Match!" });

/**
 * Opens /match (or reloads it) and answers how many celebrations the page was given to show: the
 * overlay itself loads after that answer, so "none shown" is read from the answer, not from a wait.
 */
async function openMatch(page: Page, reload = false) {
  const asked = page.waitForResponse((response) => response.url().endsWith("/api/matches/celebrations"));
  await (reload ? page.reload() : page.goto("/match"));
  const answer = await asked;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { celebrations: unknown[] }).celebrations.length;
}

/** Keeps the deck to the one member this journey made (whoever else is near). */
async function deckOf(page: Page, memberId: string) {
  const card = (await (await page.request.get(`/api/discovery/profiles/${memberId}`)).json()) as ProfileCard;
  const deckCard: DeckCard = { ...card, likedYou: card.connection.status === "likedYou", distanceMiles: null };
  await page.route("**/api/discovery/deck", (route) => route.fulfill({ json: { cards: [deckCard] } }));
}

test.describe("match celebration", () => {
  test("the first liker sees it once, as it shows: not after a reload, not on another device", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("celebrated");
    await signUpViaApi(page, email);
    const ada = await saveProfileViaApi(page, ADA);
    const ben = await createCorrespondent(BEN);
    await likeViaApi(page.request, ben.id);
    expect((await ben.like(ada.id)).outcome).toBe("matched");

    const marked = page.waitForResponse(
      (response) => response.url().endsWith("/celebrated") && response.request().method() === "POST",
    );
    expect(await openMatch(page)).toBe(1);
    await expect(overlay(page).getByText("You and Ben liked each other!")).toBeVisible();
    // Seen as it shows: she leaves (a reload) without pressing anything, and it stays seen.
    expect((await marked).status()).toBe(204);

    expect(await openMatch(page, true)).toBe(0);
    await expect(overlay(page)).toHaveCount(0);

    const other = await secondDevice(browser, email);
    expect(await openMatch(other.page)).toBe(0);
    await expect(overlay(other.page)).toHaveCount(0);
    await other.close();
    await ben.request.dispose();
  });

  test("the member who liked back sees it once, at their like: not after a reload, not on another device", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("celebrated");
    await signUpViaApi(page, email);
    const ada = await saveProfileViaApi(page, ADA);
    const ben = await createCorrespondent(BEN);
    expect((await ben.like(ada.id)).outcome).toBe("liked");

    await deckOf(page, ben.id);
    expect(await openMatch(page)).toBe(0);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await expect(overlay(page).getByText("You and Ben liked each other!")).toBeVisible();
    await overlay(page).getByRole("button", { name: "Keep Swiping" }).click();
    await expect(overlay(page)).toBeHidden();

    await page.unrouteAll();
    expect(await openMatch(page, true)).toBe(0);
    await expect(overlay(page)).toHaveCount(0);

    const other = await secondDevice(browser, email);
    expect(await openMatch(other.page)).toBe(0);
    await expect(overlay(other.page)).toHaveCount(0);
    await other.close();
    await ben.request.dispose();
  });
});
