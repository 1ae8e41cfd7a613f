import { ACCOUNT_DATA_TEXT, AUTH_MESSAGES, SECURITY_TEXT, TWO_FACTOR_LOCK_MINUTES } from "@kindred/contracts";
import { HEARTBEAT_MS } from "../support/heartbeat";
import { expect, latestMail, signOutViaApi, signUpViaApi, test } from "../support/fixtures";
import {
  addVirtualAuthenticator,
  storedCredentials,
  totpCode,
  turnOnTwoFactor,
  wrongCode,
} from "../support/security-helpers";
import { shots } from "../support/account-helpers";
import { english } from "../support/text";
import { secondDevice, signInThroughForm } from "../support/settings-helpers";

test.describe("settings: security", () => {
  test("two-factor: turning it on, then sign-in asks for the code; a wrong code says so; a backup code works once", async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    const { email, password } = await signUpViaApi(page);
    await page.goto("/settings?tab=security");
    await expect(page.getByTestId("two-factor-status")).toContainText(SECURITY_TEXT.twoFactorOff);
    await expectAccessible();

    const { secret, backupCodes } = await turnOnTwoFactor(page, password);
    await expect(page.getByText(SECURITY_TEXT.twoFactorEnabled)).toBeVisible();
    await expect(page.getByTestId("two-factor-status")).toContainText(SECURITY_TEXT.twoFactorOn);
    await expect(page.getByTestId("two-factor-status")).toContainText(
      english(SECURITY_TEXT.backupCodesLeft, { count: 10 }),
    );
    await expectAccessible();

    // Turning it on replaced this device's session: the live connection moved to the new one, so the
    // next heartbeat (HEARTBEAT_MS here) does not sign the member out.
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "open");
    await page.waitForTimeout(HEARTBEAT_MS + 2_000);
    await expect(page).toHaveURL(/\/settings\?tab=security$/);
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "open");

    await signOutViaApi(page);
    await signInThroughForm(page, email, password);
    await expect(page.getByRole("heading", { level: 1, name: SECURITY_TEXT.codeStepTitle })).toBeVisible();
    await expect(page.getByText(SECURITY_TEXT.codeStepDescription)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible();

    const code = page.getByLabel(SECURITY_TEXT.codeLabel);
    await code.fill(wrongCode(secret));
    await page.getByRole("button", { name: SECURITY_TEXT.codeStepSubmit }).click();
    await expect(page.getByRole("alert").filter({ hasText: SECURITY_TEXT.wrongCode })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await code.fill(totpCode(secret));
    await page.getByRole("button", { name: SECURITY_TEXT.codeStepSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();

    // A backup code instead of the app, once.
    await signOutViaApi(page);
    await signInThroughForm(page, email, password);
    await page.getByRole("button", { name: SECURITY_TEXT.useBackupCode }).click();
    await expect(page.getByText(SECURITY_TEXT.backupStepDescription)).toBeVisible();
    await page.getByLabel(SECURITY_TEXT.backupCodeLabel).fill(backupCodes[0]!);
    await page.getByRole("button", { name: SECURITY_TEXT.codeStepSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOutViaApi(page);
    await signInThroughForm(page, email, password);
    await page.getByRole("button", { name: SECURITY_TEXT.useBackupCode }).click();
    await page.getByLabel(SECURITY_TEXT.backupCodeLabel).fill(backupCodes[0]!);
    await page.getByRole("button", { name: SECURITY_TEXT.codeStepSubmit }).click();
    await expect(page.getByRole("alert").filter({ hasText: SECURITY_TEXT.wrongBackupCode })).toBeVisible();
    await page.getByRole("button", { name: SECURITY_TEXT.useAuthenticatorCode }).click();
    await page.getByLabel(SECURITY_TEXT.codeLabel).fill(totpCode(secret));
    await page.getByRole("button", { name: SECURITY_TEXT.codeStepSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Turning it off takes the password; a wrong one changes nothing.
    await page.goto("/settings?tab=security");
    await expect(page.getByTestId("two-factor-status")).toContainText(
      english(SECURITY_TEXT.backupCodesLeft, { count: 9 }),
    );
    await page.getByRole("button", { name: SECURITY_TEXT.turnOff }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(SECURITY_TEXT.confirmPasswordLabel).fill("not my password");
    await dialog.getByRole("button", { name: SECURITY_TEXT.turnOff }).click();
    await expect(dialog.getByText("Your current password is incorrect.")).toBeVisible();
    await dialog.getByLabel(SECURITY_TEXT.confirmPasswordLabel).fill(password);
    await dialog.getByRole("button", { name: SECURITY_TEXT.turnOff }).click();
    await expect(page.getByText(SECURITY_TEXT.twoFactorDisabled)).toBeVisible();
    await expect(page.getByTestId("two-factor-status")).toContainText(SECURITY_TEXT.twoFactorOff);
  });

  test("two-factor: five wrong codes pause sign-in with a clear message, and the right code is refused too", async ({
    page,
  }) => {
    // Several sign-ins, accessibility scans and a second browser on a two-core machine.
    test.slow();
    const { email, password } = await signUpViaApi(page);
    const { secret } = await turnOnTwoFactor(page, password);
    await signOutViaApi(page);
    await signInThroughForm(page, email, password);
    const code = page.getByLabel(SECURITY_TEXT.codeLabel);
    const verify = page.getByRole("button", { name: SECURITY_TEXT.codeStepSubmit });
    for (let attempt = 0; attempt < 5; attempt++) {
      await code.fill(wrongCode(secret));
      await verify.click();
      await expect(page.getByRole("alert").filter({ hasText: SECURITY_TEXT.wrongCode })).toBeVisible();
    }
    await code.fill(totpCode(secret));
    await verify.click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: english(SECURITY_TEXT.codesLocked, { minutes: TWO_FACTOR_LOCK_MINUTES }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  test("passkeys: one made with the device's authenticator signs the member in; removing it ends that", async ({
    page,
    expectAccessible,
  }) => {
    // Several sign-ins, accessibility scans and a second browser on a two-core machine.
    test.slow();
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const { email } = await signUpViaApi(page);
    await page.goto("/settings?tab=security");
    await expect(page.getByText(SECURITY_TEXT.passkeysEmpty)).toBeVisible();

    await page.getByRole("button", { name: SECURITY_TEXT.addPasskey }).click();
    const dialog = page.getByRole("dialog");
    // Named after this browser unless the member names it.
    await expect(dialog.getByLabel(SECURITY_TEXT.passkeyNameLabel)).toHaveValue("Chrome on Android");
    await dialog.getByLabel(SECURITY_TEXT.passkeyNameLabel).fill("My phone");
    await dialog.getByRole("button", { name: SECURITY_TEXT.addPasskey }).click();
    await expect(page.getByText(SECURITY_TEXT.passkeyAdded)).toBeVisible();
    await expect(page.getByTestId("passkey-row")).toHaveCount(1);
    await expect(page.getByTestId("passkey-row")).toContainText("My phone");
    expect(await storedCredentials(cdp, authenticatorId)).toHaveLength(1);
    await expectAccessible();

    await page.getByRole("button", { name: english(SECURITY_TEXT.renameLabel, { name: "My phone" }) }).click();
    await page.getByRole("dialog").getByLabel(SECURITY_TEXT.passkeyNameLabel).fill("Pixel");
    await page.getByRole("dialog").getByRole("button", { name: SECURITY_TEXT.save }).click();
    await expect(page.getByTestId("passkey-row")).toContainText("Pixel");

    await signOutViaApi(page);
    // A fresh visit: the page the ended session sent to /login would keep where to return.
    await page.goto("about:blank");
    await page.goto("/login");
    await expectAccessible();
    await page.getByRole("button", { name: SECURITY_TEXT.passkeySignIn }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();
    expect(((await (await page.request.get("/api/me")).json()) as { email: string }).email).toBe(email);

    await page.goto("/settings?tab=security");
    await page.getByRole("button", { name: english(SECURITY_TEXT.removeLabel, { name: "Pixel" }) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: SECURITY_TEXT.remove }).click();
    await expect(page.getByText(SECURITY_TEXT.passkeyRemoved)).toBeVisible();
    await expect(page.getByText(SECURITY_TEXT.passkeysEmpty)).toBeVisible();

    // The authenticator still holds it, but Kindred no longer knows it.
    await signOutViaApi(page);
    await page.goto("/login");
    await page.getByRole("button", { name: SECURITY_TEXT.passkeySignIn }).click();
    await expect(page.getByRole("alert").filter({ hasText: SECURITY_TEXT.passkeyUnknown })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("passkeys: a member with one confirms deleting their account with it instead of the password", async ({
    page,
    expectAccessible,
  }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const { email } = await signUpViaApi(page);
    await page.goto("/settings?tab=security");
    await page.getByRole("button", { name: SECURITY_TEXT.addPasskey }).click();
    await page.getByRole("dialog").getByRole("button", { name: SECURITY_TEXT.addPasskey }).click();
    await expect(page.getByTestId("passkey-row")).toHaveCount(1);
    const [credential] = await storedCredentials(cdp, authenticatorId);

    await page.getByRole("tab", { name: "Account" }).click();
    await page.getByRole("button", { name: ACCOUNT_DATA_TEXT.deleteButton }).click();
    const dialog = page.getByRole("dialog", { name: ACCOUNT_DATA_TEXT.dialogTitle });
    const usePasskey = dialog.getByRole("button", { name: ACCOUNT_DATA_TEXT.usePasskey });
    await expect(usePasskey).toBeVisible();
    await expectAccessible();
    await shots(page, "9-delete-with-passkey");
    await usePasskey.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(ACCOUNT_DATA_TEXT.deleted)).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
    const deletedMail = "Your Kindred account has been deleted";
    expect((await latestMail(page.request, email, deletedMail)).subject).toBe(deletedMail);
    // The authenticator signed once more than at registration: the deletion was its answer.
    expect((await storedCredentials(cdp, authenticatorId))[0]!.signCount).toBeGreaterThan(credential!.signCount);
  });

  test("sessions: another device shows in the list, and signing it out sends it to sign-in", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    // Several sign-ins, accessibility scans and a second browser on a two-core machine.
    test.slow();
    const { email } = await signUpViaApi(page);
    const other = await secondDevice(browser, email);
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/dashboard$/);

    await page.goto("/settings?tab=security");
    const rows = page.getByTestId("session-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(SECURITY_TEXT.thisDevice);
    await expect(rows.first()).toContainText("Chrome on Android");
    await expect(rows.first()).toContainText(SECURITY_TEXT.localNetwork);
    await expect(rows.nth(1)).not.toContainText(SECURITY_TEXT.thisDevice);
    await expectAccessible();

    await rows.nth(1).getByRole("button", { name: SECURITY_TEXT.signOutSession }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: SECURITY_TEXT.signOutSession }).click();
    await expect(page.getByText(SECURITY_TEXT.sessionSignedOut, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText(SECURITY_TEXT.sessionsEmpty)).toBeVisible();

    // Its live connection closed at once: the other device is on sign-in, and stays there on reload.
    await expect(other.page).toHaveURL(/\/login$/);
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/login$/);
    await other.close();

    // "Sign out all other sessions" keeps this one.
    const third = await secondDevice(browser, email);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await page.getByRole("button", { name: SECURITY_TEXT.signOutOthers }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: SECURITY_TEXT.signOutOthers }).click();
    await expect(page.getByText(english(SECURITY_TEXT.othersSignedOut, { count: 1 }))).toBeVisible();
    await expect(rows).toHaveCount(1);
    await third.page.goto("/dashboard");
    await expect(third.page).toHaveURL(/\/login$/);
    await third.close();
    await page.reload();
    await expect(page).toHaveURL(/\/settings\?tab=security$/);
  });
});
