import type { Browser, Page } from "@playwright/test";
import { PASSWORD, appOrigin, expect, test } from "./fixtures";

/** Signs in through the API, as the sign-in form would (same-origin request). */
export async function signInViaApi(page: Page, email: string, password = PASSWORD) {
  return page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: appOrigin() },
  });
}

/** The same member on a second device: a browser context of its own, signed in through the API. */
export async function secondDevice(browser: Browser, email: string) {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  expect((await signInViaApi(page, email)).status()).toBe(200);
  return { page, close: () => context.close() };
}

/**
 * Fills the sign-in form and submits it, on a fresh visit: a page the ended session already sent to
 * /login keeps where to return in its history state, and the browser keeps that state when the same
 * address is opened again.
 */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("about:blank");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Fills Settings, Security's three fields. */
export async function fillChangePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(confirm);
}
