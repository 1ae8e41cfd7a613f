// A potential match's full profile, opened from the deck: photos, score, tabs, and a like from there.
import type { PublicProfile } from "@kindred/contracts";
import { expect, test } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  isolatedTown,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";

test.describe("match", () => {
  test("a tap opens the full profile: photos, score, tabs, 'Not specified', and Like from there", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const town = isolatedTown("modal");
    await becomeMember(page, womanSeekingMen({ location: town, interests: ["Hiking", "Travel"] }));
    const theo = await openSecondBrowser(browser);
    await becomeMember(
      theo.page,
      manSeekingWomen({
        firstName: "Theo",
        location: town,
        religion: "buddhism",
        languages: ["English", "French"],
        education: null,
        occupation: "",
        interests: ["Hiking", "Travel", "Cooking"],
        mbtiType: "ENFP",
        communicationStyle: "Warm and expressive",
        loveLanguage: "Quality Time",
        lookingFor: ["Marriage"],
        relationshipType: ["Long-term Relationship"],
        dealBreakers: ["Smoking"],
      }),
    );
    await closeMember(theo);

    // One broken photo: the card and the carousel fall back to the gradient with the name.
    await page.route("**/api/discovery/deck", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { cards: { profile: PublicProfile }[] };
      const broken = (id: string, position: number) => ({
        id,
        position,
        url: `/api/missing-${id}.jpg`,
        previewUrl: `/api/missing-${id}.jpg`,
        width: 800,
        height: 1000,
        isPrivate: false,
        isMain: position === 0,
        createdAt: new Date().toISOString(),
      });
      for (const card of body.cards) card.profile.photos = [broken("one", 0), broken("two", 1)];
      await route.fulfill({ response, json: body });
    });
    await page.goto("/match");
    const card = topCard(page);
    await expect(card).toHaveAccessibleName("Theo, 36");
    await expect(card.getByRole("img", { name: "Photo of Theo" })).toContainText("Theo");

    await card.click();
    const modal = page.getByRole("dialog", { name: "Theo" });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/^\d+% match$/)).toBeVisible();
    await expect(modal.getByText(/(High|Medium|Low) confidence/)).toBeVisible();
    await expect(modal.getByText("You both love Hiking and Travel")).toBeVisible();
    const carousel = modal.getByRole("region", { name: "Photos of Theo" });
    await expect(carousel.getByRole("img", { name: "Photo 1 of 2 of Theo" })).toContainText("Theo");
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(carousel.getByRole("img", { name: "Photo 2 of 2 of Theo" })).toContainText("Theo");
    await expect(carousel.getByRole("button", { name: "Show photo 2" })).toHaveAttribute("aria-current", "true");

    const tabs = modal.getByRole("tablist", { name: "Profile details" });
    await expect(tabs.getByRole("tab")).toHaveText(["About", "Interests", "Personality", "Looking for"]);
    const panel = modal.getByRole("tabpanel");
    const field = (label: string) =>
      panel
        .locator("div")
        .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
        .getByRole("definition");
    await expect(field("Religion")).toHaveText("Buddhism");
    await expect(field("Languages")).toHaveText("English, French");
    await expect(field("Education")).toHaveText("Not specified");
    await expect(field("Occupation")).toHaveText("Not specified");
    await expectAccessible();

    await tabs.getByRole("tab", { name: "Interests" }).click();
    await expect(panel.getByRole("listitem")).toHaveText(["Hiking", "Travel", "Cooking"]);
    await tabs.getByRole("tab", { name: "Personality" }).click();
    await expect(field("MBTI type")).toContainText("ENFP · The Campaigner");
    await expect(field("Communication style")).toHaveText("Warm and expressive");
    await expect(field("Love language")).toHaveText("Quality Time");
    await tabs.getByRole("tab", { name: "Looking for" }).click();
    await expect(field("Looking for")).toHaveText("Marriage");
    await expect(field("Deal breakers")).toHaveText("Smoking");

    // Closed, then opened again with Info; a like from the modal closes it and swipes the card away.
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await page.getByRole("button", { name: "Info", exact: true }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Like", exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("Like sent successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
  });
});
