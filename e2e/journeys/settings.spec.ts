import { AUTH_MESSAGES, PASSWORD_RESET_TEXT, SETTINGS_TEXT } from "@kindred/contracts";
import { PASSWORD, expect, latestMail, signOutViaApi, signUpViaApi, test } from "../support/fixtures";
import { HEARTBEAT_MS } from "../support/heartbeat";
import { fillChangePassword, secondDevice, signInThroughForm, signInViaApi } from "../support/settings-helpers";

const NEW_PASSWORD = "a fresh new secret";

test.describe("settings", () => {
  test("Account shows the email and Edit profile; Security sends nothing when the new passwords differ and changes nothing on a wrong current password", async ({
    page,
    expectAccessible,
  }) => {
    const { email } = await signUpViaApi(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Account", selected: true })).toBeVisible();
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile?mode=update");
    await expectAccessible();

    await page.getByRole("tab", { name: "Security" }).click();
    await expect(page).toHaveURL(/\/settings\?tab=security$/);
    const changeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/change-password")) changeRequests.push(request.url());
    });
    const submit = page.getByRole("button", { name: SETTINGS_TEXT.changePasswordSubmit });

    await fillChangePassword(page, PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await submit.click();
    await expect(page.getByText(SETTINGS_TEXT.passwordsDoNotMatch, { exact: true })).toBeVisible();
    expect(changeRequests).toEqual([]);
    await expectAccessible();

    await fillChangePassword(page, "not my password at all", NEW_PASSWORD);
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Your current password is incorrect." })).toBeVisible();
    expect(changeRequests).toHaveLength(1);
    expect((await signInViaApi(page, email, NEW_PASSWORD)).status()).toBe(401);
    expect((await signInViaApi(page, email, PASSWORD)).status()).toBe(200);
  });

  test("changing the password keeps this device signed in, signs out the other, and the new password signs in", async ({
    page,
    browser,
  }) => {
    test.slow();
    const { email } = await signUpViaApi(page);
    const other = await secondDevice(browser, email);
    await other.page.goto("/settings");
    await expect(other.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.goto("/settings?tab=security");
    await fillChangePassword(page, PASSWORD, NEW_PASSWORD);
    await page.getByRole("button", { name: SETTINGS_TEXT.changePasswordSubmit }).click();
    await expect(page.getByText(SETTINGS_TEXT.passwordUpdated)).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");

    // The other device is sent to sign in on its next navigation.
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/login$/);
    await other.close();

    // The server replaced this device's session too: its live connection must move to the new one,
    // or the next heartbeat (HEARTBEAT_MS here) would end it as a dead session and sign the member out.
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "open");
    await page.waitForTimeout(HEARTBEAT_MS + 2_000);
    await expect(page).toHaveURL(/\/settings\?tab=security$/);
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "open");

    await page.getByRole("tab", { name: "Account" }).click();
    // Exact: until the Security tab has gone, its sessions' "Sign out Chrome on Android" would match too.
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await signInViaApi(page, email, PASSWORD)).status()).toBe(401);
    await signInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("sign out from settings lands on /login with the toast; a failed sign-out says so and stays", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    const signOut = page.getByRole("button", { name: "Sign Out" });

    await page.route("**/api/auth/sign-out", (route) => route.fulfill({ status: 503, body: "" }), { times: 1 });
    await signOut.click();
    await expect(page.getByText(AUTH_MESSAGES.signOutFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);

    await signOut.click();
    await expect(page.getByText(AUTH_MESSAGES.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  test("sign out from search lands on /login with the toast", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/search");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText(AUTH_MESSAGES.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("password reset", () => {
  test("through the mailed link: a new password that signs in, the old one refused, the link used up", async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    const { email } = await signUpViaApi(page);
    await signOutViaApi(page);

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("link", { name: PASSWORD_RESET_TEXT.forgotLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: PASSWORD_RESET_TEXT.requestTitle })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expectAccessible();
    await page.getByRole("button", { name: PASSWORD_RESET_TEXT.requestSubmit }).click();
    await expect(page.getByText(PASSWORD_RESET_TEXT.requestSent)).toBeVisible();
    await expectAccessible();

    const resetMail = "Reset your Kindred password";
    const mail = await latestMail(page.request, email, resetMail);
    expect(mail.subject).toBe(resetMail);
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { level: 1, name: PASSWORD_RESET_TEXT.resetTitle })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(`${NEW_PASSWORD}!`);
    await page.getByRole("button", { name: PASSWORD_RESET_TEXT.resetSubmit }).click();
    await expect(page.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await expectAccessible();
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: PASSWORD_RESET_TEXT.resetSubmit }).click();
    await expect(page.getByText(PASSWORD_RESET_TEXT.resetDone)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
    await signInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once: opened again, it says so and offers a new one.
    await page.goto(mail.link);
    await expect(page.getByRole("heading", { level: 1, name: PASSWORD_RESET_TEXT.linkInvalidTitle })).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.linkInvalid)).toBeVisible();
    await expectAccessible();
    await page.getByRole("link", { name: PASSWORD_RESET_TEXT.requestNewLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
