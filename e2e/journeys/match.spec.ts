import type { PublicProfile } from "@kindred/contracts";
import { expect, signUpViaApi, test } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  dragCard,
  getDiscoveryPreferencesViaApi,
  isolatedTown,
  isolatedTownPair,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";
import { realtimeOpen } from "../support/messages-helpers";

test.describe("match", () => {
  test("a like by dragging, a like back, the celebration, and then Send Message", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    // Two browsers and three accessibility scans, one of them over the confetti: the longest journey.
    test.slow();
    const town = isolatedTown("match");
    const amelia = await becomeMember(
      page,
      womanSeekingMen({ firstName: "Amelia", lastName: "Earhart", location: town }),
    );
    const bruno = await openSecondBrowser(browser);
    const brunoProfile = await becomeMember(bruno.page, manSeekingWomen({ location: town }));

    // Amelia's deck: Bruno alone, with the card's essentials.
    await page.goto("/match");
    const card = topCard(page);
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAccessibleName("Bruno, 36");
    await expect(card.getByRole("heading", { name: "Bruno, 36" })).toBeVisible();
    await expect(card.getByText(`${town.city}, ${town.country}`)).toBeVisible();
    await expect(card.getByText(/^\d+% match$/)).toBeVisible();
    await expect(card.getByRole("img", { name: "Photo of Bruno" })).toContainText("Bruno");
    await expect(card.getByText("Likes you")).toHaveCount(0);
    for (const name of ["Skip", "Info", "Like", "Undo skip"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expectAccessible();

    // A drag of 180 px to the right is a like.
    await dragCard(page, card, 180);
    await expect(page.getByText("Like sent successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();

    // Bruno sees Amelia under his likes, and first in his deck, marked as liking him.
    const received = await bruno.page.request.get("/api/likes/received");
    const { likes } = (await received.json()) as { likes: { profile: PublicProfile }[] };
    expect(likes.map((like) => like.profile.id)).toEqual([amelia.id]);
    await bruno.page.goto("/messages");
    await bruno.page.getByRole("tab", { name: /^Likes/ }).click();
    const likeCard = bruno.page.getByRole("list", { name: "Likes" }).getByRole("listitem");
    await expect(likeCard).toHaveCount(1);
    await expect(likeCard).toContainText("Amelia, 34");
    await expect(likeCard).toContainText(/Liked you on \w+ \d+, \d{4}/);
    await bruno.page.goto("/match");
    const ameliaCard = topCard(bruno.page);
    await expect(ameliaCard).toHaveAccessibleName("Amelia, 34");
    await expect(ameliaCard.getByText("Likes you")).toBeVisible();

    // Amelia waits on her (empty) deck, connected live.
    await realtimeOpen(page);

    // His like is mutual: the celebration, for him at once and for her live, without a reload.
    await bruno.page.getByRole("button", { name: "Like", exact: true }).click();
    const overlay = bruno.page.getByRole("dialog", { name: "It's a Match!" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText("You and Amelia liked each other!")).toBeVisible();
    await expect(overlay.getByRole("button", { name: "Keep Swiping" })).toBeFocused();
    await expect(overlay.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(overlay.getByRole("img", { name: "Amelia" })).toBeVisible();
    await expectAccessible(bruno.page);
    await overlay.getByRole("button", { name: "Keep Swiping" }).click();
    await expect(overlay).toBeHidden();
    await expect(bruno.page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    expect(
      ((await (await bruno.page.request.get("/api/likes/received")).json()) as { likes: unknown[] }).likes,
    ).toEqual([]);

    // Amelia liked first: her celebration arrived live, once. Send Message is a full page load.
    const hers = page.getByRole("dialog", { name: "It's a Match!" });
    await expect(hers.getByText("You and Bruno liked each other!")).toBeVisible();
    await hers.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`/messages/${brunoProfile.id}`);
    const pending = (await (await page.request.get("/api/matches/celebrations")).json()) as { celebrations: unknown[] };
    expect(pending.celebrations).toEqual([]);
    await page.goto("/match");
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Matched: Bruno's page offers Send Message instead of Like.
    await page.goto(`/match/${brunoProfile.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Bruno, 36" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Message" })).toHaveAttribute(
      "href",
      /^\/messages\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByRole("button", { name: "Like", exact: true })).toHaveCount(0);
    await expectAccessible();
    await closeMember(bruno);
  });

  test("a skipped member stays gone after a reload, and Undo skip brings them back", async ({ page, browser }) => {
    const town = isolatedTown("skip");
    await becomeMember(page, womanSeekingMen({ location: town }));
    const sam = await openSecondBrowser(browser);
    await becomeMember(sam.page, manSeekingWomen({ firstName: "Sam", location: town }));
    await closeMember(sam);

    await page.goto("/match");
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
    await page.getByRole("button", { name: "Skip", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters")).toBeVisible();
    await page.getByRole("button", { name: "Undo skip" }).click();
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
    await expect(page.getByText("Sam is back on top of your stack.")).toBeVisible();

    // The undo is on the server too; with nothing left to undo, the server says so.
    await page.reload();
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
    await page.getByRole("button", { name: "Undo skip" }).click();
    await expect(page.getByText("There is no skip to undo.")).toBeVisible();
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
  });

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

  test("dragging left skips", async ({ page, browser }) => {
    const town = isolatedTown("dragLeft");
    await becomeMember(page, womanSeekingMen({ location: town }));
    const leo = await openSecondBrowser(browser);
    await becomeMember(leo.page, manSeekingWomen({ firstName: "Leo", location: town }));

    await page.goto("/match");
    const card = topCard(page);
    await expect(card).toHaveAccessibleName("Leo, 36");
    // A short drag springs back: nothing happens.
    await dragCard(page, card, -60);
    await expect(card).toHaveAccessibleName("Leo, 36");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await dragCard(page, card, -180);
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expect(page.getByText("Like sent successfully!")).toHaveCount(0);

    // A skip, not a like: Leo has no like from Ada, and Ada's deck stays empty on the server.
    const received = (await (await leo.page.request.get("/api/likes/received")).json()) as { likes: unknown[] };
    expect(received.likes).toEqual([]);
    const deck = (await (await page.request.get("/api/discovery/deck")).json()) as { cards: unknown[] };
    expect(deck.cards).toEqual([]);
    await closeMember(leo);
  });

  test("the filter panel saves the distance and deals a new deck", async ({ page, browser, expectAccessible }) => {
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
    await expect(topCard(page).getByText(/\d+ km away/)).toBeVisible();
  });

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
