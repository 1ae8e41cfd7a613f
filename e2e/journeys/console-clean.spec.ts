import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { saveProfileViaApi } from "../support/profile-helpers";

/*
 * Issue 17: no page logs an error or breaks the app's own Content Security Policy. Stricter than the
 * fixture's check: a failed request counts (a visitor's session check once logged a 401 on every
 * page), and so does every `securitypolicyviolation` (zod's eval probe once raised one on each page).
 */

const VISITOR_PAGES = [
  "/",
  "/login",
  "/signup",
  "/terms",
  "/privacy",
  "/community-guidelines",
  "/about-us",
  "/personality-tests",
];
const MEMBER_PAGES = ["/dashboard", "/match", "/search", "/messages", "/profile", "/settings"];

/** Every console error (failed loads included) and CSP violation the page reports, as it happens. */
async function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message} (${page.url()})`));
  await page.exposeFunction("reportCspViolation", (violation: string) => problems.push(`CSP: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`);
    });
  });
  return problems;
}

/** Opens the page and lets it settle: the session and site answers, the screen's own requests. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#root")).not.toBeEmpty();
}

test.describe("a clean console", () => {
  test("a visitor's pages log no error and break no CSP rule", async ({ page }) => {
    const problems = await watchConsole(page);
    for (const path of VISITOR_PAGES) await visit(page, path);
    // The forms check their input with zod: the first check must not eval either.
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a member's screens log no error and break no CSP rule", async ({ page }) => {
    await signUpViaApi(page);
    await saveProfileViaApi(page);
    const problems = await watchConsole(page);
    for (const path of MEMBER_PAGES) await visit(page, path);
    // The live connection is part of every member screen: it opened without complaint.
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "open");
    expect(problems).toEqual([]);
  });
});
