import { SECURITY_TEXT } from "@kindred/contracts";
import type { CDPSession, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { PASSWORD, expect } from "./fixtures";

/** What the member's authenticator app shows now for this key (RFC 6238: SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();

/** A six-digit code that is not the current one. */
export const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");

/**
 * Turns two-factor on through Settings > Security as a member would: password, then the key shown
 * under the QR code (typed into "the app", here otpauth), then the backup codes. Returns both.
 */
export async function turnOnTwoFactor(page: Page, password = PASSWORD) {
  await page.goto("/settings?tab=security");
  await page.getByRole("button", { name: SECURITY_TEXT.turnOn }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(SECURITY_TEXT.confirmPasswordLabel).fill(password);
  await dialog.getByRole("button", { name: SECURITY_TEXT.continue }).click();
  await expect(dialog.getByRole("img", { name: SECURITY_TEXT.qrAlt })).toBeVisible();
  const secret = (await dialog.getByTestId("totp-key").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await dialog.getByLabel(SECURITY_TEXT.codeLabel).fill(totpCode(secret));
  await dialog.getByRole("button", { name: SECURITY_TEXT.verify }).click();
  await expect(dialog.getByRole("heading", { name: SECURITY_TEXT.backupCodesTitle })).toBeVisible();
  const backupCodes = (await dialog.getByTestId("backup-codes").getByRole("listitem").allInnerTexts()).map((code) =>
    code.trim(),
  );
  expect(backupCodes).toHaveLength(10);
  await dialog.getByRole("button", { name: SECURITY_TEXT.backupCodesSaved }).click();
  await expect(dialog).toBeHidden();
  return { secret, backupCodes };
}

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform authenticator with user
 * verification that answers every passkey prompt of this page at once, keeping its credentials.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The credentials the virtual authenticator holds. */
export async function storedCredentials(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
}
