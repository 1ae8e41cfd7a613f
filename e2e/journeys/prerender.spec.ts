import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { INFO_PAGES } from "../support/info-helpers";

/*
 * Issue 17: the public pages arrive pre-rendered (apps/web/scripts/prerender.mjs), so they paint
 * before any script runs, and the app then hydrates them without a mismatch (React logs one as an
 * error, which the fixture's page fails on) and works as ever.
 */

type PublicPage = { path: string; heading: string; content: string; title: string };

const PAGES: PublicPage[] = [
  { path: "/", heading: "Find your perfect match", content: "Three steps to your first match", title: "Kindred" },
  { path: "/login", heading: "Welcome back", content: "Forgot password?", title: "Sign In | Kindred" },
  { path: "/signup", heading: "Create an account", content: "Confirm Password", title: "Sign Up | Kindred" },
  {
    path: "/forgot-password",
    heading: "Reset your password",
    content: "Send Reset Link",
    title: "Reset your password | Kindred",
  },
  ...INFO_PAGES.map((info) => ({
    path: info.path,
    heading: info.title,
    content: info.sections[0] ?? info.title,
    title: `${info.title} | Kindred`,
  })),
];

const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("pre-rendered pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, content, title } of PAGES) {
    test(`${path} shows its heading, content, footer and bottom bar`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
      await expect(bottomBar(page).getByRole("link")).toHaveCount(5);
      if (path !== "/login" && path !== "/signup" && path !== "/forgot-password") {
        await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
      }
    });
  }

  test("a form can't be sent before the page is live (the browser would put the password in the address)", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  });

  test("a member's screen shows the frame the app first draws there: the bottom bar and a spinner", async ({
    page,
  }) => {
    for (const path of ["/dashboard", "/match"]) {
      await page.goto(path);
      await expect(bottomBar(page).getByRole("link")).toHaveCount(5);
      await expect(page.getByRole("status")).toBeVisible();
    }
  });

  test("a path with no pre-rendered page gets the empty shell", async ({ page }) => {
    await page.goto("/quiz");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

test.describe("pre-rendered pages with JavaScript", () => {
  /** A mark on the window that a full page load would wipe: its survival proves a client-side move. */
  const markWindow = (page: Page) =>
    page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  const stillSameWindow = (page: Page) =>
    page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere === true);

  test("each page hydrates without a mismatch and keeps its title", async ({ page }) => {
    for (const { path, heading, title } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    // The fixture fails the test on any console error: React reports a hydration mismatch as one.
  });

  test("the landing page's links move without reloading once hydrated", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await markWindow(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
  });

  test("the sign-in form works after hydration", async ({ page }) => {
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter your password.")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeFocused();
  });

  test("an information page's table of contents works after hydration", async ({ page }) => {
    await page.goto("/terms");
    await page.waitForLoadState("networkidle");
    await markWindow(page);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Community Rules" }).click();
    await expect(page.getByRole("heading", { name: "7. Community Rules" })).toBeInViewport();
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
  });
});
