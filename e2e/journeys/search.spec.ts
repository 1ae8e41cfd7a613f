import { LIKE_MESSAGES, SEARCH_LIMITS, SEARCH_MESSAGES } from "@kindred/contracts";
import { DESKTOP_TOO, expect, signUpViaApi, test } from "../support/fixtures";
import { saveProfileViaApi } from "../support/profile-helpers";
import {
  createMember,
  myIdViaApi,
  resultsSettled,
  searchBox,
  searchCard,
  searchFor,
  texas,
  uniqueWord,
} from "../support/search-helpers";

const found = (count: number) => `Found ${count} result(s)`;

test.describe("search", () => {
  test(
    "finds a member by a word in their bio; the card shows who they are; never my own card",
    DESKTOP_TOO,
    async ({ page, expectAccessible }) => {
      const mine = uniqueWord();
      const theirs = uniqueWord();
      await signUpViaApi(page);
      await saveProfileViaApi(page, { bio: `My own word is ${mine}.` });
      const myId = await myIdViaApi(page);
      const other = await createMember(
        {
          firstName: "Brook",
          age: 31,
          gender: "male",
          bio: `Weekend hiker and bread baker, ${theirs} enthusiast.`,
          mbtiType: "ENFP",
          religion: "buddhism",
          languages: ["Spanish", "English"],
          ethnicity: "hispanic/latino",
          relationshipType: ["Casual Dating"],
          lookingFor: ["Friendship", "Marriage"],
          height: 180,
          weight: 75,
        },
        "free_spirit",
      );

      await page.goto("/search");
      await expect(page.getByRole("heading", { level: 1, name: "Find Matches" })).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute("placeholder", SEARCH_MESSAGES.placeholder);
      await expect(page.getByRole("link", { name: "Home" }).first()).toHaveAttribute("href", "/dashboard");
      await expect(page.getByRole("banner").getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
      await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

      // Case does not matter.
      await searchFor(page, theirs.toUpperCase());
      await expect(page.getByText(found(1))).toBeVisible();
      const card = searchCard(page, other.profile.id);
      await expect(card.getByRole("heading", { name: /Brook/ })).toBeVisible();
      await expect(card.getByText("Austin, Texas, United States")).toBeVisible();
      await expect(card.getByText("31", { exact: true })).toBeVisible();
      // A new member: the New badge wins over the match style.
      await expect(card.getByText("New", { exact: true })).toBeVisible();
      await expect(card.getByText("Free Spirit")).toHaveCount(0);
      await expect(card.getByRole("list", { name: "About" }).getByRole("listitem")).toHaveText([
        "ENFP",
        "Buddhism",
        "Spanish",
        "Hispanic/Latino",
        "Casual Dating",
        "Looking for: Friendship +",
      ]);
      await expect(card.getByText("180 cm")).toBeVisible();
      await expect(card.getByText("75 kg")).toBeVisible();
      await expect(card.getByText(/^\d+% match$/)).toBeVisible();
      await expect(card.getByRole("button", { name: "Match" })).toBeEnabled();
      await expect(card.getByRole("button", { name: "Message" })).toBeVisible();
      await resultsSettled(page);
      // Nothing sticks out sideways, on a phone either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await expectAccessible();

      // My own words find nobody: search lists other members only.
      await searchFor(page, mine);
      await expect(page.getByText(found(0))).toBeVisible();
      await expect(page.getByText(SEARCH_MESSAGES.empty)).toBeVisible();
      await expect(searchCard(page, myId)).toHaveCount(0);

      // No text, no count.
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(page).not.toHaveURL(/q=/);
      await expect(page.getByText(/^Found \d+ result/)).toHaveCount(0);

      // The name opens the full profile.
      await searchFor(page, theirs);
      await searchCard(page, other.profile.id).getByRole("link", { name: "Brook" }).click();
      await expect(page).toHaveURL(new RegExp(`/match/${other.profile.id}$`));
      await other.request.dispose();
    },
  );

  test(
    "distance: 50 km finds Round Rock but not Houston; 'Any distance' finds both; Back undoes it",
    DESKTOP_TOO,
    async ({ page, expectAccessible }) => {
      const word = uniqueWord();
      await signUpViaApi(page);
      await saveProfileViaApi(page, { location: texas("Austin") });
      const roundRock = await createMember({ firstName: "Rory", location: texas("Round Rock"), bio: `Near, ${word}.` });
      const houston = await createMember({ firstName: "Hana", location: texas("Houston"), bio: `Far, ${word}.` });

      await page.goto(`/search?q=${word}`);
      await expect(page.getByText(found(1))).toBeVisible();
      const near = searchCard(page, roundRock.profile.id);
      await expect(near).toBeVisible();
      await expect(near.getByText(/Round Rock, Texas, United States · \d+ km away/)).toBeVisible();
      // More than 10 km away: not "Nearby".
      await expect(near.getByText("Nearby", { exact: true })).toHaveCount(0);
      await expect(searchCard(page, houston.profile.id)).toHaveCount(0);

      await page.getByRole("button", { name: /^Filters/ }).click();
      const filters = page.getByRole("region", { name: "Filters" });
      await expect(filters.getByRole("slider", { name: "Maximum distance" })).toHaveAttribute("aria-valuenow", "50");
      await expect(filters.getByRole("slider", { name: "Minimum age" })).toHaveAttribute("aria-valuenow", "18");
      await expect(filters.getByRole("slider", { name: "Maximum age" })).toHaveAttribute("aria-valuenow", "65");
      // Spec 001 section 9: only the first 8 of the 15 interests are offered.
      await expect(filters.getByRole("group", { name: "Interests" }).getByRole("checkbox")).toHaveCount(8);
      await resultsSettled(page);
      await expectAccessible();

      await filters.getByRole("switch", { name: "Any distance" }).click();
      await expect(page.getByText(found(2))).toBeVisible();
      await expect(searchCard(page, houston.profile.id)).toBeVisible();
      await expect(page).toHaveURL(/distance=any/);
      await expect(page.getByRole("button", { name: "Filters (1 active)" })).toBeVisible();

      // The slider by keyboard: 20 km leaves Round Rock (about 28 km) out too.
      await filters.getByRole("switch", { name: "Any distance" }).click();
      await expect(page.getByText(found(1))).toBeVisible();
      const slider = filters.getByRole("slider", { name: "Maximum distance" });
      await slider.focus();
      for (let step = 0; step < 30; step += 1) await page.keyboard.press("ArrowLeft");
      await expect(slider).toHaveAttribute("aria-valuenow", "20");
      await expect(page.getByText(SEARCH_MESSAGES.empty)).toBeVisible();
      await expect(page).toHaveURL(/distance=20/);

      // Reset, then Back to the filters before it.
      await filters.getByRole("button", { name: "Reset filters" }).click();
      await expect(page.getByText(found(1))).toBeVisible();
      await expect(page).not.toHaveURL(/distance=/);
      await page.goBack();
      await expect(page).toHaveURL(/distance=20/);
      await expect(page.getByText(SEARCH_MESSAGES.empty)).toBeVisible();

      await roundRock.request.dispose();
      await houston.request.dispose();
    },
  );

  test("Match sends a like; Message waits for a match, then opens the conversation; Like back matches", async ({
    page,
  }) => {
    const word = uniqueWord();
    await signUpViaApi(page);
    await saveProfileViaApi(page);
    const myId = await myIdViaApi(page);
    const liked = await createMember({ firstName: "Lena", bio: `First, ${word}.` });
    const admirer = await createMember({ firstName: "Ines", bio: `Second, ${word}.` });
    // Ines liked me before I searched.
    expect((await admirer.like(myId)).outcome).toBe("liked");

    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(found(2))).toBeVisible();
    const lena = searchCard(page, liked.profile.id);

    await lena.getByRole("button", { name: "Message" }).click();
    await expect(page.getByText(SEARCH_MESSAGES.matchFirst)).toBeVisible();

    await lena.getByRole("button", { name: "Match" }).click();
    await expect(page.getByText(LIKE_MESSAGES.liked)).toBeVisible();
    await expect(lena.getByRole("button", { name: "Liked" })).toBeDisabled();
    expect(await liked.receivedLikeIds()).toContain(myId);

    // Lena likes back: after a reload we are matched and Message opens our conversation.
    const match = await liked.like(myId);
    expect(match.outcome).toBe("matched");
    await page.reload();
    await expect(lena.getByRole("button", { name: "Matched" })).toBeDisabled();
    await lena.getByRole("button", { name: "Message" }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${match.matchId}$`));

    // Ines liked me first: her card offers 'Like back', which makes a match at once.
    await page.goBack();
    const ines = searchCard(page, admirer.profile.id);
    await ines.getByRole("button", { name: "Like back" }).click();
    await expect(page.getByText(LIKE_MESSAGES.matched)).toBeVisible();
    await expect(ines.getByRole("button", { name: "Matched" })).toBeDisabled();
    await ines.getByRole("button", { name: "Message" }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);

    await liked.request.dispose();
    await admirer.request.dispose();
  });

  test("'MBTI compatibility' keeps the types that pair well with mine", async ({ page }) => {
    const word = uniqueWord();
    await signUpViaApi(page);
    await saveProfileViaApi(page, { mbtiType: "INFJ" });
    const enfp = await createMember({ firstName: "Ezra", mbtiType: "ENFP", bio: `Campaigner, ${word}.` });
    const estp = await createMember({ firstName: "Sol", mbtiType: "ESTP", bio: `Entrepreneur, ${word}.` });

    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(found(2))).toBeVisible();
    await page.getByRole("button", { name: /^Filters/ }).click();
    const compatible = page.getByRole("switch", { name: "MBTI compatibility" });
    await compatible.click();
    await expect(compatible).toBeChecked();
    await expect(page.getByText(found(1))).toBeVisible();
    await expect(searchCard(page, enfp.profile.id)).toBeVisible();
    await expect(searchCard(page, estp.profile.id)).toHaveCount(0);
    await expect(page).toHaveURL(/mbtiCompatibility=true/);

    await enfp.request.dispose();
    await estp.request.dispose();
  });

  test("limits and failures: 100 characters at most, the server's 400, the empty state, paging", async ({
    page,
    expectAccessible,
  }) => {
    await signUpViaApi(page);
    await saveProfileViaApi(page);

    await page.goto("/search");
    const box = searchBox(page);
    await box.fill("a".repeat(SEARCH_LIMITS.queryMax));
    await box.press("b");
    await expect(box).toHaveValue("a".repeat(SEARCH_LIMITS.queryMax));

    // A shared link with a longer text reaches the server, which refuses it.
    await page.goto(`/search?q=${"a".repeat(SEARCH_LIMITS.queryMax + 1)}`);
    await expect(page.getByText(SEARCH_MESSAGES.error)).toBeVisible();
    await expect(page.getByText("Search text must be at most 100 characters")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

    await page.goto(`/search?q=${uniqueWord()}`);
    await expect(page.getByText(SEARCH_MESSAGES.empty)).toBeVisible();
    await expect(page.getByText(found(0))).toBeVisible();
    await resultsSettled(page);
    await expectAccessible();

    // A failure that a retry fixes (a 4xx, so the query does not retry by itself first).
    let failing = true;
    await page.route("**/api/search?*", (route) =>
      failing
        ? route.fulfill({ status: 403, json: { error: { code: "FORBIDDEN", message: "Not allowed." } } })
        : route.fallback(),
    );
    await page.goto(`/search?q=${uniqueWord()}&gender=both`);
    await expect(page.getByText(SEARCH_MESSAGES.error)).toBeVisible();
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(SEARCH_MESSAGES.empty)).toBeVisible();
    await page.unroute("**/api/search?*");

    // Paging: a page at a time, its number in the address bar. Thirty results are made up from this
    // test's own member (every page answers with the first), whatever else the database holds.
    const pager = await createMember({ firstName: "Paige", bio: `Pager, ${uniqueWord()}.` });
    const requested: string[] = [];
    await page.route("**/api/search?*", async (route) => {
      const url = new URL(route.request().url());
      const asked = url.searchParams.get("page") ?? "1";
      requested.push(asked);
      url.searchParams.delete("page");
      const response = await route.fetch({ url: url.toString() });
      await route.fulfill({ response, json: { ...(await response.json()), total: 30, page: Number(asked) } });
    });
    await page.goto("/search?distance=any");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByText("Page 1 of 3")).toBeVisible();
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByText("Page 2 of 3")).toBeVisible();
    // The pager shows the page from the address at once; its request may leave a moment later.
    await expect.poll(() => requested).toContain("2");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await pager.request.dispose();
  });

  test("'Find Your Type' lists personality tests", async ({ page, expectAccessible }) => {
    await signUpViaApi(page);
    await saveProfileViaApi(page);
    await page.goto("/search");
    await page.getByRole("button", { name: "Find Your Type" }).click();
    const popover = page.getByRole("dialog", { name: "Find Your Type" });
    // The testing site is configuration (GET /api/site); the journeys' server runs on its default.
    const external = popover.getByRole("link", { name: /Free personality tests at 16Personalities/ });
    await expect(external).toHaveAttribute("href", "https://www.16personalities.com");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);
    // Spec 001 names a social page among the popover's links.
    await expect(popover.getByRole("link", { name: /16Personalities on Facebook/ })).toHaveAttribute(
      "href",
      "https://www.facebook.com/16personalities",
    );
    await resultsSettled(page);
    await expectAccessible();
    await popover.getByRole("link", { name: "All personality tests" }).click();
    await expect(page).toHaveURL(/\/personality-tests$/);
  });
});
