import { NOSCRIPT_TEXT } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { INFO_PAGES } from "../support/info-helpers";
import { inLocale } from "../support/text";

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

/**
 * Notes on the window whether the app drew #root again (removing what the server sent) instead of
 * hydrating it: React's createRoot clears the container, hydration keeps every node.
 */
const watchRedraw = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { redrawn?: boolean };
    w.redrawn = false;
    new MutationObserver((records) => {
      if (records.some((r) => (r.target as Element).id === "root" && r.removedNodes.length)) w.redrawn = true;
    }).observe(document, { childList: true, subtree: true });
  });
const redrawn = (page: Page) => page.evaluate(() => (window as unknown as { redrawn?: boolean }).redrawn);

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
    await watchRedraw(page);
    for (const { path, heading, title } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      expect(await redrawn(page), path).toBe(false);
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

test.describe("pre-rendered pages in the browser's language", () => {
  // Issue 32: each page is pre-rendered in every language; a German browser's first paint is German.
  test.use({ locale: "de-DE" });
  const de = (message: string) => inLocale("de", message);

  test("come in German before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, title } of PAGES) {
      const response = await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1, name: de(heading) })).toBeVisible();
      // What a browser with scripts off says, which the shell (index.html) has in English. Read from
      // the page as served: with scripts off, Chromium gives the element no text to a locator.
      const served = await response!.text();
      expect(served).toContain(`<noscript>${de(NOSCRIPT_TEXT)}</noscript>`);
      expect(served).not.toContain(NOSCRIPT_TEXT);
      if (path !== "/") await expect(page).toHaveTitle(`${de(title.replace(" | Kindred", ""))} | Kindred`);
    }
    await context.close();
  });

  test("hydrate in German without drawing the page again", async ({ page }) => {
    await watchRedraw(page);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1, name: de(heading) })).toBeVisible();
      expect(await redrawn(page), path).toBe(false);
    }
    await page
      .getByRole("banner")
      .getByRole("link", { name: de("Sign Up") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: de("Create an account") })).toBeVisible();
  });

  test("a language chosen on this device wins over the browser's, from the next page on", async ({ page }) => {
    // A choice the device kept before the server could see it (no cookie yet): the German page comes,
    // and the app draws it again in French, then keeps the choice where the server reads it.
    await page.addInitScript(() => localStorage.setItem("kindred.locale", "fr"));
    await watchRedraw(page);
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: inLocale("fr", "Welcome back") })).toBeVisible();
    expect(await redrawn(page)).toBe(true);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: inLocale("fr", "Welcome back") })).toBeVisible();
    expect(await redrawn(page)).toBe(false);
  });
});
