import { appOrigin, expect, signUpViaApi, test } from "../support/fixtures";
import { saveMatchStyleViaApi } from "../support/profile-helpers";

const TOOLTIP =
  "Your match style determines how we find your perfect matches. It's based on your personality quiz results.";

test.describe("profile", () => {
  test("fill in every field, see the server refuse a long bio, save, and come back in update mode", async ({
    page,
    expectAccessible,
  }) => {
    // Every field of the form, two saves and three accessibility scans: 40 s and more on a loaded machine.
    test.slow();
    await signUpViaApi(page);
    await saveMatchStyleViaApi(page, "deep_connector");
    await page.goto("/profile");

    // Header: heading, subtitle, match style and its tooltip.
    await expect(page.getByRole("heading", { name: "Your Profile", level: 1 })).toBeVisible();
    await expect(page.getByText("Your Personal Profile")).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await expect(page.getByRole("link", { name: "Retake quiz" })).toHaveAttribute("href", "/quiz");
    await expect(page.getByRole("link", { name: /personality test/i }).first()).toHaveAttribute(
      "href",
      "/personality-tests",
    );
    const matchStyle = page.getByRole("button", { name: "Deep Connector" });
    await expect(matchStyle).toBeVisible();
    await matchStyle.focus();
    await expect(page.getByRole("tooltip")).toHaveText(TOOLTIP);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Create Profile" })).toBeVisible();

    // Personal information.
    await page.getByLabel("First Name", { exact: true }).fill("Ada");
    await page.getByLabel("Last Name", { exact: true }).fill("Lovelace");
    await page.getByLabel("Age", { exact: true }).fill("34");
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("min", "18");
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("max", "100");
    await page.getByLabel("Gender", { exact: true }).selectOption("Female");
    await page.getByLabel("Interested In", { exact: true }).selectOption("Men");
    await page
      .getByRole("group", { name: "Relationship Style" })
      .getByRole("checkbox", { name: "Long-term Relationship" })
      .check();
    await page.getByRole("group", { name: "Looking For" }).getByRole("checkbox", { name: "Marriage" }).check();

    // Location: the state is there, and required, only for the United States.
    const country = page.getByLabel("Country", { exact: true });
    const state = page.getByLabel("State", { exact: true });
    const city = page.getByRole("combobox", { name: "City", exact: true });
    await expect(state).toHaveCount(0);
    await country.selectOption("United States");
    await expect(state).toBeVisible();
    await expect(state).toHaveAttribute("required", "");
    await state.selectOption("California");
    await country.selectOption("Canada");
    await expect(state).toHaveCount(0);
    await country.selectOption("United States");
    await expect(state).toHaveValue("");
    await page.getByRole("button", { name: "Create Profile" }).click();
    await expect(page.getByText("State is required for the United States")).toBeVisible();
    await expect(page.getByText("City is required")).toBeVisible();

    await city.fill("San Fr");
    await page.getByRole("option", { name: /San Francisco/ }).click();
    await expect(city).toHaveValue("San Francisco");
    await expect(state).toHaveValue("California");
    await expect(page.getByTestId("location-summary")).toHaveText("San Francisco, California, United States");

    // About me: over 500 characters is flagged, not blocked.
    const bio = page.getByLabel("Bio", { exact: true });
    const longBio = "I love long walks, good books and better conversation. ".repeat(10).slice(0, 510);
    await bio.fill(longBio);
    await expect(page.getByText("510/500 characters")).toBeVisible();
    await expect(page.getByText("Bio is too long")).toBeVisible();

    // Physical attributes and the BMI line.
    await page.getByLabel("Ethnicity", { exact: true }).selectOption("Asian");
    await expect(page.getByText(/^BMI:/)).toHaveCount(0);
    await page.getByLabel("Height (cm)", { exact: true }).fill("165");
    await page.getByLabel("Weight (kg)", { exact: true }).fill("58");
    await expect(page.getByText("BMI: 21.3 (Normal)")).toBeVisible();

    // Additional details.
    await page.getByLabel("Relationship Status", { exact: true }).selectOption("Single");
    await page.getByLabel("Has Children", { exact: true }).click();
    await expect(page.getByLabel("Has Children", { exact: true })).toHaveAttribute("aria-checked", "true");
    await page.getByLabel("MBTI Type", { exact: true }).selectOption("INTJ");
    await expect(page.getByText("The Architect")).toBeVisible();
    const learnMore = page.getByRole("link", { name: "Learn more about INTJ" });
    await expect(learnMore).toHaveAttribute("href", "https://www.16personalities.com/intj-personality");
    await expect(learnMore).toHaveAttribute("target", "_blank");
    await expect(learnMore).toHaveAttribute("rel", /noopener/);
    await page.getByLabel("Religion", { exact: true }).selectOption("Agnosticism");
    await page.getByLabel("Primary Language", { exact: true }).selectOption("French");
    const interests = page.getByRole("group", { name: "Interests" });
    await expect(interests.getByRole("checkbox")).toHaveCount(15);
    await interests.getByRole("checkbox", { name: "Travel" }).check();
    await interests.getByRole("checkbox", { name: "Hiking" }).check();
    await page.getByLabel("Communication Style", { exact: true }).selectOption("Direct and honest");
    await page.getByLabel("Love Language", { exact: true }).selectOption("Quality Time");
    await page.getByLabel("Education", { exact: true }).selectOption("Master's degree");
    await page.getByLabel("Occupation", { exact: true }).fill("Engineer");
    await page.getByRole("group", { name: "Deal Breakers" }).getByRole("checkbox", { name: "Smoking" }).check();
    await expectAccessible();

    // The server refuses the long bio; its message shows under the field and nothing is lost.
    await page.getByRole("button", { name: "Create Profile" }).click();
    await expect(page.getByText("Failed to update profile information")).toBeVisible();
    await expect(bio).toHaveAttribute("aria-invalid", "true");
    await expect(bio).toBeFocused();
    await expect(bio).toHaveValue(longBio);
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Ada");
    await expect(city).toHaveValue("San Francisco");
    await expect(page).toHaveURL(/\/profile$/);

    await bio.fill("Curious, kind and always planning the next trip.");
    await expect(bio).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Create Profile" }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Back on the profile: update mode, everything as saved.
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Update Profile" })).toBeVisible();
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Ada");
    await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Lovelace");
    await expect(page.getByLabel("Age", { exact: true })).toHaveValue("34");
    await expect(page.getByLabel("Gender", { exact: true })).toHaveValue("female");
    await expect(page.getByLabel("Interested In", { exact: true })).toHaveValue("men");
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("United States");
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("California");
    await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("San Francisco");
    await expect(page.getByLabel("Bio", { exact: true })).toHaveValue(
      "Curious, kind and always planning the next trip.",
    );
    await expect(page.getByLabel("Height (cm)", { exact: true })).toHaveValue("165");
    await expect(page.getByLabel("Weight (kg)", { exact: true })).toHaveValue("58");
    await expect(page.getByText("BMI: 21.3 (Normal)")).toBeVisible();
    await expect(page.getByLabel("Has Children", { exact: true })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByLabel("MBTI Type", { exact: true })).toHaveValue("INTJ");
    await expect(page.getByText("The Architect")).toBeVisible();
    await expect(page.getByLabel("Primary Language", { exact: true })).toHaveValue("French");
    await expect(
      page.getByRole("group", { name: "Interests" }).getByRole("checkbox", { name: "Hiking" }),
    ).toBeChecked();
    await expect(
      page.getByRole("group", { name: "Deal Breakers" }).getByRole("checkbox", { name: "Smoking" }),
    ).toBeChecked();
    await expect(page.getByLabel("Education", { exact: true })).toHaveValue("Master's degree");
    await expect(page.getByLabel("Occupation", { exact: true })).toHaveValue("Engineer");
    await expectAccessible();
  });

  test("without a match style anywhere, the member is sent to the quiz", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/profile");
    await expect(page.getByText("Please complete the matching quiz first.")).toBeVisible();
    await expect(page).toHaveURL(/\/quiz$/);
  });

  test("a match style kept in this browser is used and written to the profile", async ({ page }) => {
    await signUpViaApi(page);
    await page.addInitScript(() => window.localStorage.setItem("matchStyle", "free_spirit"));
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Free Spirit" })).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get("/api/profile")).json()) as { profile: { matchStyle: string } | null })
            .profile?.matchStyle,
      )
      .toBe("free_spirit");
  });

  test("'Use current location' names the nearest city, and the chip clears it", async ({ page, context }) => {
    await signUpViaApi(page);
    await saveMatchStyleViaApi(page, "loyal_realist");
    await context.grantPermissions(["geolocation"], { origin: appOrigin() });
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 });
    await page.goto("/profile");

    await page.getByRole("button", { name: "Use current location" }).click();
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("United Kingdom");
    await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("London");
    await expect(page.getByLabel("State", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("location-summary")).toHaveText("London, United Kingdom");

    await page.getByRole("button", { name: "Clear location" }).click();
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("");
    await expect(page.getByTestId("location-summary")).toHaveCount(0);

    await context.clearPermissions();
    await page.getByRole("button", { name: "Use current location" }).click();
    await expect(page.getByText("Location permission denied")).toBeVisible();
  });
});
