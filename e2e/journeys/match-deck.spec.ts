// Who the deck deals: interests both ways, the filter panel's distance, and its loading and error states.
import { DESKTOP_TOO, expect, signUpViaApi, test } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  getDiscoveryPreferencesViaApi,
  isolatedTown,
  isolatedTownPair,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";

test.describe("match", () => {
  test("members outside one's interest never appear, either way", async ({ page, browser }) => {
    const town = isolatedTown("interest");
    await becomeMember(page, womanSeekingMen({ location: town }));
    const others = await Promise.all([openSecondBrowser(browser), openSecondBrowser(browser)]);
    const [max, wren] = others as [(typeof others)[0], (typeof others)[0]];
    await becomeMember(max.page, manSeekingWomen({ firstName: "Max", location: town }));
    await becomeMember(
      wren.page,
      womanSeekingMen({ firstName: "Wren", lastName: "Hale", age: 31, interestedIn: "women", location: town }),
    );

    // Ada (a woman interested in men) sees Max only, never Wren.
    await page.goto("/match");
    await expect(topCard(page)).toHaveAccessibleName("Max, 36");
    await page.getByRole("button", { name: "Skip", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();

    // Wren (a woman interested in women) sees neither Ada (who wants men) nor Max (a man).
    await wren.page.goto("/match");
    await expect(wren.page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    const deck = (await (await wren.page.request.get("/api/discovery/deck")).json()) as { cards: unknown[] };
    expect(deck.cards).toEqual([]);
    await Promise.all(others.map(closeMember));
  });

  test(
    "the filter panel saves the distance and deals a new deck",
    DESKTOP_TOO,
    async ({ page, browser, expectAccessible }) => {
      const { home, neighbour } = isolatedTownPair();
      await becomeMember(page, womanSeekingMen({ location: home }));
      const nico = await openSecondBrowser(browser);
      await becomeMember(nico.page, manSeekingWomen({ firstName: "Nico", location: neighbour }), 100);
      await closeMember(nico);

      // 10 km: Nico, 30-50 km away, is out of reach.
      await page.goto("/match");
      await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
      await expect(page.getByText("Ages 18-65 · 6 miles")).toBeVisible();

      await page.getByRole("button", { name: "Filters", exact: true }).click();
      const panel = page.getByRole("dialog", { name: "Filters" });
      await expect(panel.getByRole("slider", { name: "Minimum age" })).toHaveAttribute("aria-valuenow", "18");
      await expect(panel.getByRole("slider", { name: "Maximum age" })).toHaveAttribute("aria-valuenow", "65");
      const distance = panel.getByRole("slider", { name: "Maximum distance in miles" });
      await expect(distance).toHaveAttribute("aria-valuenow", "6");
      await expect(panel.getByText("6 miles", { exact: true })).toBeVisible();
      await expectAccessible();

      await distance.focus();
      await page.keyboard.press("End");
      await expect(distance).toHaveAttribute("aria-valuenow", "50");
      await expect(panel.getByText("50 miles", { exact: true })).toBeVisible();
      await panel.getByRole("button", { name: "Apply Filters" }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByText("Filters saved")).toBeVisible();

      expect(await getDiscoveryPreferencesViaApi(page)).toEqual({ minAge: 18, maxAge: 65, distanceKm: 80 });
      await expect(topCard(page)).toHaveAccessibleName("Nico, 36");
      await expect(page.getByText("Ages 18-65 · 50 miles")).toBeVisible();
      await expect(topCard(page).getByText(/About \d+ miles away|Within 5 miles/)).toBeVisible();
    },
  );

  test("loading, error with Try Again, and a profile page that does not exist", async ({ page, expectAccessible }) => {
    await signUpViaApi(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route("**/api/discovery/deck", async (route) => {
      if (fail) {
        fail = false;
        await held;
        // A 4xx is not retried, so the error shows at once.
        await route.fulfill({
          status: 429,
          json: { error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment." } },
        });
        return;
      }
      await route.fulfill({ json: { cards: [] } });
    });
    await page.goto("/match");
    await expect(page.getByText("Finding potential matches...", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Error loading matches" })).toBeVisible();
    await expect(page.getByText("Too many requests. Please wait a moment.")).toBeVisible();
    await expectAccessible();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expectAccessible();

    await page.goto("/match/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Profile not available" })).toBeVisible();
    await expect(page.getByText("This profile does not exist or is no longer available.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Match" }).last().click();
    await expect(page).toHaveURL(/\/match$/);
  });
});
