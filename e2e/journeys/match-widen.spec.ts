// Issue 16: a deck that runs out in a sparse town offers to widen, with how many more people that reaches;
// the choice is remembered; cards say how far each person is; photos arrive over a blurred placeholder
// without moving anything.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  getDiscoveryPreferencesViaApi,
  holdPhotos,
  isolatedWidenTowns,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  uploadPhotoViaApi,
  womanSeekingMen,
} from "../support/discovery-helpers";
import { png } from "../support/images";
import { searchCard, searchFor, uniqueWord } from "../support/search-helpers";

const SHOTS = "/tmp/shots-deck";

/** Screenshots for a person to look at, at the phone's size and a desktop's (SHOTS=1 only). */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const phone = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
}

/** The photo box shows the blurred placeholder, sized, while the photo is held; nothing moves when it lands. */
async function expectPlaceholderThenPhoto(page: Page, card: Locator, release: () => void, shot: string) {
  const box = card.locator("[data-state]").first();
  await expect(box).toHaveAttribute("data-state", "loading");
  const placeholder = box.locator("img[data-placeholder]");
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveAttribute("src", /^data:image\/webp;base64,/);
  await expect(placeholder).toHaveAttribute("width", "640");
  await expect(placeholder).toHaveAttribute("height", "800");
  const photo = box.locator("img:not([data-placeholder])");
  await expect(photo).toHaveAttribute("width", "640");
  await expect(photo).toHaveAttribute("height", "800");
  await shoot(page, `${shot}-placeholder`);
  const before = await card.boundingBox();
  release();
  await expect(box).toHaveAttribute("data-state", "loaded");
  await expect(photo).toHaveCSS("opacity", "1");
  expect(await card.boundingBox()).toEqual(before);
  await shoot(page, `${shot}-loaded`);
}

test("an empty deck in a sparse town widens step by step, remembers it, and shows how far people are", async ({
  page,
  browser,
}) => {
  const { home, neighbour } = isolatedWidenTowns();
  const word = uniqueWord();
  await becomeMember(page, womanSeekingMen({ location: home }));
  const max = await openSecondBrowser(browser);
  await becomeMember(max.page, manSeekingWomen({ firstName: "Max", location: home, bio: `Ferry captain ${word}` }));
  await uploadPhotoViaApi(max.page, await png("max.png", 640, 800));
  const nico = await openSecondBrowser(browser);
  await becomeMember(nico.page, manSeekingWomen({ firstName: "Nico", location: neighbour }));
  await uploadPhotoViaApi(nico.page, await png("nico.png", 640, 800));
  await Promise.all([closeMember(max), closeMember(nico)]);

  // Max is the only one in town: his card comes over its placeholder, and the few-left offer shows.
  const held = await holdPhotos(page);
  await page.goto("/match");
  await expect(topCard(page)).toHaveAccessibleName("Max, 36");
  await expect(topCard(page).getByText("Within 5 miles")).toBeVisible();
  await expect(page.getByText("1 person left within your distance.")).toBeVisible();
  // Nobody within 50 miles: the first step that reaches someone is 100 miles.
  const widen = page.getByRole("button", { name: "Widen to 100 miles: 1 more person" });
  await expect(widen).toBeVisible();
  await expectPlaceholderThenPhoto(page, topCard(page), held.release, "deck");

  // Skipped, the deck is empty: the same offer, and no dead end.
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
  await expect(page.getByText("You've seen everyone within your distance.")).toBeVisible();
  await expect(widen).toBeVisible();
  await shoot(page, "empty-offer");

  await widen.click();
  await expect(page.getByText("Now showing people within 100 miles.")).toBeVisible();
  await expect(topCard(page)).toHaveAccessibleName("Nico, 36");
  await expect(topCard(page).getByText(/· About \d+0 miles away$/)).toBeVisible();
  await expect(page.getByText("Ages 18-65 · 100 miles")).toBeVisible();
  await shoot(page, "widened");

  // Remembered on the server: after a reload the deck still reaches 100 miles.
  await page.reload();
  await expect(topCard(page)).toHaveAccessibleName("Nico, 36");
  await expect(page.getByText("Ages 18-65 · 100 miles")).toBeVisible();
  expect(await getDiscoveryPreferencesViaApi(page)).toEqual({ minAge: 18, maxAge: 65, distanceKm: 161 });
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await expect(panel.getByText("Widened from your stack to 100 miles.", { exact: false })).toBeVisible();
  await expect(panel.getByRole("switch", { name: "Anywhere in Turkey" })).not.toBeChecked();
  await shoot(page, "filters-widened");
  await page.keyboard.press("Escape");

  // Search cards come in the same way.
  const heldAgain = await holdPhotos(page);
  await page.goto("/search");
  await searchFor(page, word);
  const card = searchCard(page, await maxId(page, word));
  await expect(card).toBeVisible();
  await expectPlaceholderThenPhoto(page, card, heldAgain.release, "search");
});

/** Max's id, from the search the page just made. */
async function maxId(page: Page, word: string) {
  const response = await page.request.get(`/api/search?q=${word}`);
  const { results } = (await response.json()) as { results: { profile: { id: string } }[] };
  expect(results).toHaveLength(1);
  return results[0]!.profile.id;
}
