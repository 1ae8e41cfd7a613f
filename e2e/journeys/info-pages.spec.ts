import { type SiteInfo } from "@kindred/contracts";
import { expect, signUpViaApi, test } from "../support/fixtures";
import {
  INFO_PAGES,
  bottomBar,
  expectFooterClearOfBar,
  expectInfoPage,
  expectSiteFooter,
  infoShot,
} from "../support/info-helpers";
import { saveProfileViaApi } from "../support/profile-helpers";

const ASSESSMENTS = ["MBTI 16 Personality Test", "Enneagram", "Big 5", "Emotional Intelligence"];
const TEST_USES = ["Personal Growth", "Business Solutions", "Educational Tools"];

test.describe("information pages", () => {
  // Each screenshot is taken at two sizes, whole page too: room for it when asked for.
  if (process.env.SHOTS) test.describe.configure({ timeout: 180_000 });

  test("a visitor reads each information page's sections, with the footer and the bottom bar", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/");
    await expectSiteFooter(page);
    for (const info of INFO_PAGES) {
      await page.goto(info.path);
      await expectInfoPage(page, info);
      await expectSiteFooter(page);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(bottomBar(page).getByRole("link")).toHaveCount(5);
      await expectFooterClearOfBar(page);
      await infoShot(page, `visitor${info.path.replace("/", "-")}`);
      // Each page is scanned once in this file: the legal texts here, the others as a member.
      if (info.lastUpdated) await expectAccessible();
    }
    // The Terms' eligibility conditions, word for word as the spec sets them.
    await page.goto("/terms");
    const eligibility = page.getByRole("region", { name: "2. Eligibility" });
    for (const condition of [
      "you are 18 years of age or older;",
      "you have never been convicted of a felony, a violent crime or a sex crime;",
      "you are not a registered sex offender;",
      "you are not legally barred from using the service under the laws of any applicable jurisdiction.",
    ]) {
      await expect(eligibility.getByRole("listitem").filter({ hasText: condition })).toHaveCount(1);
    }
    // The table of contents jumps to a section.
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Community Rules" }).click();
    await expect(page).toHaveURL(/\/terms#community-rules$/);
    await expect(page.getByRole("heading", { name: "7. Community Rules" })).toBeInViewport();
  });

  test("a member gets the pages with the bottom bar, clear of the footer", async ({ page, expectAccessible }) => {
    await signUpViaApi(page);
    await saveProfileViaApi(page);
    for (const info of INFO_PAGES) {
      await page.goto(info.path);
      await expectInfoPage(page, info);
      await expectSiteFooter(page);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(bottomBar(page).getByRole("link")).toHaveText(["Home", "Search", "Match", "Messages", "Profile"]);
      await expectFooterClearOfBar(page);
      await infoShot(page, `member${info.path.replace("/", "-")}`);
      if (!info.lastUpdated) await expectAccessible();
    }
  });

  test("the operator's configured details reach the footer, the legal pages, 'Find Your Type' and the personality-tests page", async ({
    page,
    expectAccessible,
  }) => {
    // The journeys' server runs on the defaults; what each setting does to `/api/site` is
    // apps/server/test/site.test.ts. Here: that the pages show whatever it answers.
    const configured: SiteInfo = {
      operatorName: "Lovebirds Ltd",
      supportEmail: "help@lovebirds.example",
      privacyEmail: "dpo@lovebirds.example",
      contactEmail: "hello@lovebirds.example",
      postalAddress: "1 Heart Street, 10115 Berlin, Germany",
      social: [{ network: "instagram", url: "https://www.instagram.com/lovebirds" }],
      personalityTests: {
        name: "Typewise",
        siteUrl: "https://typewise.example",
        socialUrl: "https://www.instagram.com/typewise",
        privacyUrl: "https://typewise.example/privacy",
        termsUrl: "https://typewise.example/terms",
      },
    };
    await page.route("**/api/site", (route) => route.fulfill({ json: configured }));
    await signUpViaApi(page);
    await saveProfileViaApi(page);

    await page.goto("/privacy");
    const contact = page.getByRole("region", { name: "7. Contact Us" });
    await expect(contact.getByRole("link", { name: "dpo@lovebirds.example" })).toBeVisible();
    await expect(contact.getByText("1 Heart Street, 10115 Berlin, Germany")).toBeVisible();
    await expect(page.getByRole("main").getByText(/what Lovebirds Ltd collects/)).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "help@lovebirds.example" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Lovebirds Ltd on Instagram (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/lovebirds",
    );

    await page.goto("/search");
    await page.getByRole("button", { name: "Find Your Type" }).click();
    const popover = page.getByRole("dialog", { name: "Find Your Type" });
    const tests = popover.getByRole("link", { name: /Free personality tests at Typewise/ });
    await expect(tests).toHaveAttribute("href", "https://typewise.example");
    await expect(tests).toHaveAttribute("target", "_blank");
    await expect(popover.getByRole("link", { name: /Typewise on Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/typewise",
    );
    await popover.getByRole("link", { name: "All personality tests" }).click();
    await expect(page).toHaveURL(/\/personality-tests$/);
    await expect(page.getByRole("link", { name: /Typewise on Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/typewise",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Personality Tests" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([...TEST_USES, ...ASSESSMENTS]);
    await expect(page.getByText("100-page report")).toBeVisible();
    await expect(page.getByText("12 sections")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Start Your Test/ })).toHaveAttribute(
      "href",
      "https://typewise.example",
    );
    await expect(page.getByRole("link", { name: /^Visit Site/ })).toHaveAttribute("href", "https://typewise.example");
    const testsFooter = page.getByRole("contentinfo");
    await expect(testsFooter.getByRole("link", { name: /^Privacy Policy/ })).toHaveAttribute(
      "href",
      "https://typewise.example/privacy",
    );
    await expect(testsFooter.getByRole("link", { name: /^Terms of Service/ })).toHaveAttribute("target", "_blank");
    await expect(testsFooter.getByRole("link", { name: "Back to Dating" })).toHaveAttribute("href", "/dashboard");
    await expect(bottomBar(page)).toBeVisible();
    await infoShot(page, "configured-personality-tests");
    await expectAccessible();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
