import { DASHBOARD_MATCHES_SHOWN, formatLocation, profileCompleteness } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import { DESKTOP_TOO, expect, signUpViaApi, test } from "../support/fixtures";
import { createOtherMember, saveMatchStyleViaApi, saveProfileViaApi } from "../support/profile-helpers";

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/**
 * The potential matches are the deck's best, and every journey's members are in everyone's pool: the
 * journey that looks for its own member among them lives in a town of its own (one per project and
 * attempt, each far from every other journey's town), as the deck journeys do.
 */
const TOWNS = [
  { country: "Canada", city: "Thunder Bay" },
  { country: "Australia", city: "Darwin" },
  { country: "Canada", city: "Iqaluit" },
  { country: "Australia", city: "Kalgoorlie" },
] as const;
const dashboardTown = () => {
  const info = test.info();
  return TOWNS[(info.retry % 2) * 2 + (info.project.name === "desktop" ? 1 : 0)]!;
};

test.describe("dashboard", () => {
  test(
    "a member with a profile sees their greeting, summary, completeness, connections and matches",
    DESKTOP_TOO,
    async ({ page, expectAccessible }) => {
      const town = dashboardTown();
      const place = formatLocation(town);
      await signUpViaApi(page);
      await saveProfileViaApi(page, { location: town });
      const profile = await saveMatchStyleViaApi(page, "loyal_realist");
      const percent = profileCompleteness(profile);
      // Everything but photos is filled in: 17 of 18 fields.
      expect(percent).toBe(94);
      const other = await createOtherMember(
        {
          firstName: "Alan",
          lastName: "Turing",
          age: 41,
          gender: "male",
          interestedIn: "women",
          ethnicity: "mixed/multiple",
          mbtiType: "ENTP",
          location: town,
        },
        "driven_seeker",
      );

      // The dashboard asks for the matches it shows, not the endpoint's default 50.
      const potential = page.waitForResponse((response) => response.url().includes("/api/profiles/potential"));
      await page.goto("/dashboard");
      const answer = await potential;
      expect(new URL(answer.url()).searchParams.get("limit")).toBe(String(DASHBOARD_MATCHES_SHOWN));
      const { profiles } = (await answer.json()) as { profiles: unknown[] };
      expect(profiles.length).toBeGreaterThan(0);
      expect(profiles.length).toBeLessThanOrEqual(DASHBOARD_MATCHES_SHOWN);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Ada" })).toBeVisible();
      await expect(page.getByText("Dating tip")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

      const summary = region(page, "Ada Lovelace");
      await expect(summary.getByText(place)).toBeVisible();
      await expect(summary.getByText("34 years")).toBeVisible();
      await expect(summary.getByText("Loyal Realist")).toBeVisible();
      await expect(summary.getByText("Female", { exact: true })).toBeVisible();
      await expect(summary.getByText("White/Caucasian")).toBeVisible();
      await expect(summary.getByText(profile.bio!)).toBeVisible();
      await expect(summary.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/profile");

      const completeness = region(page, "Profile Completeness");
      await expect(completeness.getByText(`${percent}% complete`)).toBeVisible();
      await expect(completeness.getByText(`${100 - percent}% to go`)).toBeVisible();
      await expect(completeness.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(percent));
      await expect(completeness.getByRole("link", { name: "Complete Profile" })).toHaveAttribute("href", "/profile");

      const connections = region(page, "Your Connections");
      await expect(connections.getByRole("term")).toHaveText(["Total Matches", "New Likes", "Pending Messages"]);
      await expect(connections.getByRole("definition")).toHaveText(["0", "0", "0"]);
      await expect(connections.getByText("Stay active to increase your matches!")).toBeVisible();
      await expect(connections.getByRole("link", { name: "View Notifications" })).toHaveCount(0);

      const tiles = page.getByRole("navigation", { name: "Shortcuts" });
      for (const [name, href] of [
        ["Find Matches", "/match"],
        ["Messages", "/messages"],
        ["Search Filters", "/search"],
        ["My Profile", "/profile"],
      ] as const) {
        await expect(tiles.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
      }

      const matches = region(page, "Potential Matches");
      await expect(matches.getByRole("link", { name: "View All Matches" })).toHaveAttribute("href", "/match");
      // Other journeys add members in parallel (some of them called Alan too): find this one by its link.
      const row = matches.locator(`a[href="/match/${other.id}"]`);
      await expect(row).toContainText("Alan T.");
      for (const text of ["41", "Driven Seeker", "ENTP", "Male", "Mixed/Multiple", place]) {
        await expect(row.getByText(text, { exact: false }).first()).toBeVisible();
      }
      await page.waitForFunction(() => document.querySelectorAll("[aria-busy='true']").length === 0);
      await expectAccessible();

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/match/${other.id}$`));
    },
  );

  test("a member without a profile is asked to complete it, and sees the empty matches state", async ({
    page,
    expectAccessible,
  }) => {
    const { email } = await signUpViaApi(page);
    // Other journeys create members in parallel: answer the list empty to see its empty state.
    await page.route("**/api/profiles/potential*", (route) => route.fulfill({ json: { profiles: [] } }));
    await page.goto("/dashboard");

    await expect(page.getByRole("heading", { level: 1, name: "Welcome back", exact: true })).toBeVisible();
    await expect(region(page, "Welcome back").getByText(email.charAt(0).toUpperCase(), { exact: true })).toBeVisible();
    await expect(page.getByText("Please verify your email")).toBeVisible();

    const setUp = region(page, "Complete Your Profile");
    await expect(setUp.getByRole("link", { name: "Set Up Profile" })).toHaveAttribute("href", "/profile");
    const completeness = region(page, "Profile Completeness");
    await expect(completeness.getByText("0% complete")).toBeVisible();
    await expect(completeness.getByText("100% to go")).toBeVisible();
    await expect(region(page, "Potential Matches").getByText("Finding Your Perfect Match")).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("loading, failure and retry of the matches; counts and a broken photo", async ({ page }) => {
    await signUpViaApi(page);
    const profile = await saveProfileViaApi(page);

    // A photo that will not load: the greeting falls back to the initial.
    const photo = {
      id: "broken",
      position: 0,
      url: "/api/missing.jpg",
      previewUrl: "/api/missing.jpg",
      width: 100,
      height: 100,
      isPrivate: false,
      isMain: true,
      createdAt: new Date().toISOString(),
    };
    await page.route("**/api/profile", (route) =>
      route.fulfill({ json: { profile: { ...profile, avatar: photo.url, photos: [photo] } } }),
    );
    await page.route("**/api/dashboard/stats", (route) =>
      route.fulfill({ json: { totalMatches: 5, newMatches: 2, newLikes: 3, unreadMessages: 4 } }),
    );
    let calls = 0;
    await page.route("**/api/profiles/potential*", async (route) => {
      calls += 1;
      if (calls > 1) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 800));
      return route.fulfill({ status: 403, json: { error: { code: "FORBIDDEN", message: "Not allowed." } } });
    });

    await page.goto("/dashboard");
    const matches = region(page, "Potential Matches");
    await expect(matches.getByText("Finding your matches...")).toBeVisible();
    await expect(matches.getByText("Failed to fetch matches")).toBeVisible();
    await matches.getByRole("button", { name: "Try again" }).click();
    await expect(matches.getByText("Failed to fetch matches")).toHaveCount(0);

    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Ada" })).toBeVisible();
    await expect(region(page, "Welcome back, Ada").getByText("A", { exact: true })).toBeVisible();
    await expect(page.locator('img[src="/api/missing.jpg"]')).toHaveCount(0);

    const tiles = page.getByRole("navigation", { name: "Shortcuts" });
    await expect(tiles.getByRole("link", { name: /^Find Matches.* 2 new matches$/ })).toBeVisible();
    await expect(tiles.getByRole("link", { name: /^Messages.* 4 unread messages$/ })).toBeVisible();
    const connections = region(page, "Your Connections");
    await expect(connections.getByRole("definition")).toHaveText(["5", "3", "4"]);
    await expect(connections.getByRole("link", { name: "View Notifications" })).toHaveAttribute("href", "/messages");
    await expect(connections.getByText("Stay active to increase your matches!")).toHaveCount(0);
  });
});
