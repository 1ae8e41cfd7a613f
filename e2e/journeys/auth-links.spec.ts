import { PASSWORD_RESET_TEXT, VERIFY_EMAIL_TEXT } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import {
  PASSWORD,
  appOrigin,
  expect,
  latestMail,
  proofHeader,
  signOutViaApi,
  signUpViaApi,
  test,
} from "../support/fixtures";
import { english } from "../support/text";

const VERIFY_MAIL = "Confirm your email for Kindred";
const RESET_MAIL = "Reset your Kindred password";

/** The mailed link with its token's signature changed: a link someone edited, or a mail client mangled. */
function tampered(link: string) {
  const url = new URL(link);
  const token = url.searchParams.get("token")!;
  const last = token.at(-2) === "A" ? "B" : "A";
  url.searchParams.set("token", `${token.slice(0, -2)}${last}${token.at(-1)}`);
  return url.toString();
}

/** The Resend button's answer: the new link is on its way. */
const expectSent = (page: Page, email: string) =>
  expect(page.getByText(english(VERIFY_EMAIL_TEXT.resent, { email }))).toBeVisible();

test.describe("the verification mail", () => {
  test("Resend from the reminder; a changed link is dead and offers a new one; the new link verifies, once", async ({
    page,
    expectAccessible,
  }) => {
    const { email } = await signUpViaApi(page);
    await latestMail(page.request, email, VERIFY_MAIL);

    await page.goto("/dashboard");
    await expect(page.getByText(VERIFY_EMAIL_TEXT.bannerTitle)).toBeVisible();
    await page.getByRole("button", { name: VERIFY_EMAIL_TEXT.resend }).click();
    await expectSent(page, email);
    await expectAccessible();
    const resent = await latestMail(page.request, email, VERIFY_MAIL);

    await page.goto(tampered(resent.link));
    await expect(page).toHaveURL(/\/verify-email\?link=invalid$/);
    await expect(page.getByRole("heading", { level: 1, name: VERIFY_EMAIL_TEXT.deadTitle })).toBeVisible();
    await expect(page.getByText(VERIFY_EMAIL_TEXT.invalid)).toBeVisible();
    await expectAccessible();
    // The dead-link page's own Resend sends another, which is the one opened next.
    const before = (await latestMail(page.request, email, VERIFY_MAIL)).text;
    await page.getByRole("button", { name: VERIFY_EMAIL_TEXT.resend }).click();
    await expectSent(page, email);
    await expect.poll(async () => (await latestMail(page.request, email, VERIFY_MAIL)).text).not.toBe(before);
    const fresh = await latestMail(page.request, email, VERIFY_MAIL);

    await page.goto(fresh.link);
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText(VERIFY_EMAIL_TEXT.verifiedTitle)).toBeVisible();
    expect(((await (await page.request.get("/api/me")).json()) as { emailVerified: boolean }).emailVerified).toBe(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(VERIFY_EMAIL_TEXT.bannerTitle)).toHaveCount(0);

    // Opened a second time, the link says it was used, and that there is nothing left to do.
    await page.goto(fresh.link);
    await expect(page).toHaveURL(/\/verify-email\?link=used$/);
    await expect(page.getByRole("heading", { level: 1, name: VERIFY_EMAIL_TEXT.usedTitle })).toBeVisible();
    await expect(page.getByText(VERIFY_EMAIL_TEXT.usedBody)).toBeVisible();
    await expect(page.getByRole("button", { name: VERIFY_EMAIL_TEXT.resend })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole("link", { name: VERIFY_EMAIL_TEXT.continue }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a visitor with a dead link signs in from the page and comes back to ask for a new one", async ({ page }) => {
    const { email } = await signUpViaApi(page);
    const { link } = await latestMail(page.request, email, VERIFY_MAIL);
    await signOutViaApi(page);

    await page.goto(tampered(link));
    await expect(page.getByRole("heading", { level: 1, name: VERIFY_EMAIL_TEXT.deadTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: VERIFY_EMAIL_TEXT.resend })).toHaveCount(0);
    await page.getByRole("link", { name: VERIFY_EMAIL_TEXT.signInToResend }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email\?link=invalid$/);
    await page.getByRole("button", { name: VERIFY_EMAIL_TEXT.resend }).click();
    await expectSent(page, email);
  });
});

test.describe("the reset link", () => {
  test("opened again after it was used, the page says it is dead instead of showing the form", async ({
    page,
    expectAccessible,
  }) => {
    const { email } = await signUpViaApi(page);
    await signOutViaApi(page);
    const asked = await page.request.post("/api/auth/request-password-reset", {
      data: { email, redirectTo: "/reset-password" },
      headers: { origin: appOrigin(), ...(await proofHeader("password-reset")) },
    });
    expect(asked.status()).toBe(200);
    const { link } = await latestMail(page.request, email, RESET_MAIL);

    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    const token = new URL(page.url()).searchParams.get("token");

    // Used elsewhere (another tab, another device), then this page is opened again from history.
    const used = await page.request.post("/api/auth/reset-password", {
      data: { token, newPassword: "a fresh new secret" },
      headers: { origin: appOrigin() },
    });
    expect(used.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: PASSWORD_RESET_TEXT.linkInvalidTitle })).toBeVisible();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole("link", { name: PASSWORD_RESET_TEXT.requestNewLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
