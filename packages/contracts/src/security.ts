import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./constants";

/** Two-factor sign-in codes: six digits from an authenticator app, every 30 seconds (RFC 6238 defaults). */
export const TOTP_DIGITS = 6;
/** Consecutive wrong codes at sign-in before two-factor sign-in pauses for the account. */
export const TWO_FACTOR_MAX_FAILED_ATTEMPTS = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** Issue 15, Settings > Security (two-factor, passkeys, sessions) and the sign-in screen's extra steps. */
export const SECURITY_TEXT = {
  // Two-factor card.
  twoFactorTitle: "Two-factor authentication",
  twoFactorDescription:
    "Ask for a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy...) when you sign in with your password.",
  twoFactorOn: "On",
  twoFactorOff: "Off",
  twoFactorOnSummary: "Signing in with your password also asks for a code from your authenticator app.",
  twoFactorOffSummary: "Only your password protects your account.",
  backupCodesLeft: (count: number) => (count === 1 ? "1 backup code left." : `${count} backup codes left.`),
  turnOn: "Turn on",
  turnOff: "Turn off",
  regenerateBackupCodes: "New backup codes",
  confirmPasswordLabel: "Password",
  confirmPasswordRequired: "Please enter your password.",
  continue: "Continue",
  cancel: "Cancel",
  done: "Done",
  turnOnTitle: "Turn on two-factor authentication",
  turnOnPasswordDescription: "Enter your password to start.",
  turnOffTitle: "Turn off two-factor authentication?",
  turnOffDescription: "Signing in will only ask for your password. Enter it to confirm.",
  regenerateTitle: "Get new backup codes",
  regenerateDescription: "Your old backup codes stop working. Enter your password to confirm.",
  scanTitle: "Scan this QR code",
  scanDescription:
    "Open your authenticator app, add an account and scan the code. Then enter the 6-digit code the app shows.",
  qrAlt: "QR code for your authenticator app",
  qrLoading: "Drawing the QR code",
  manualEntryLabel: "Can't scan it? Enter this key in the app instead:",
  copyKey: "Copy key",
  keyCopied: "Key copied",
  codeLabel: "6-digit code",
  codeRequired: "Please enter the 6-digit code from your authenticator app.",
  codeFormat: "The code is 6 digits.",
  verify: "Verify",
  backupCodesTitle: "Save your backup codes",
  backupCodesDescription:
    "If you lose your phone, each of these codes signs you in once instead of an authenticator code. Keep them somewhere safe: this is the only time we show them.",
  copyCodes: "Copy codes",
  codesCopied: "Backup codes copied",
  downloadCodes: "Download",
  backupCodesFileName: "kindred-backup-codes.txt",
  backupCodesSaved: "I've saved my codes",
  copyFailed: "Couldn't copy. Select the text and copy it instead.",
  twoFactorEnabled: "Two-factor authentication is on",
  twoFactorDisabled: "Two-factor authentication is off",
  backupCodesRegenerated: "New backup codes ready",
  twoFactorFailed: "That didn't work. Please try again.",
  wrongCode: "That code isn't right. Check your authenticator app and enter the code it shows now.",
  wrongBackupCode: "That backup code isn't right, or it has been used. Each code works once.",
  codesLocked: (minutes: number) =>
    `Too many wrong codes. For your safety, two-factor sign-in is paused for ${minutes} minutes. Please try again later.`,
  challengeExpired: "Your sign-in timed out. Please enter your email and password again.",
  challengeSpent: "Too many wrong codes for this sign-in. Please enter your email and password again.",
  alreadyOn: "Two-factor authentication is already on.",
  alreadyOff: "Two-factor authentication is off.",

  // Sign-in's second step.
  codeStepTitle: "Two-factor authentication",
  codeStepDescription: "Enter the 6-digit code from your authenticator app.",
  backupStepDescription: "Enter one of the backup codes you saved when you turned on two-factor authentication.",
  backupCodeLabel: "Backup code",
  backupCodeRequired: "Please enter a backup code.",
  useBackupCode: "Use a backup code",
  useAuthenticatorCode: "Use your authenticator app",
  codeStepSubmit: "Verify",

  // Passkeys card and sign-in.
  passkeysTitle: "Passkeys",
  passkeysDescription:
    "Sign in with your fingerprint, face or screen lock instead of your password. Passkeys can't be phished or guessed.",
  passkeysEmpty: "No passkeys yet.",
  passkeysUnsupported: "This browser can't create passkeys.",
  addPasskey: "Add a passkey",
  addPasskeyTitle: "Add a passkey",
  addPasskeyDescription: "Name it so you can tell your passkeys apart, then follow your device's prompt.",
  passkeyNameLabel: "Name",
  passkeyNameRequired: "Please give the passkey a name.",
  passkeyNameTooLong: `Keep the name under ${PASSKEY_NAME_MAX_LENGTH + 1} characters.`,
  passkeyAdded: "Passkey added",
  passkeyCancelled: "Passkey request cancelled.",
  passkeyExists: "This device already has a passkey for your account.",
  passkeyFailed: "Couldn't set up the passkey. Please try again.",
  passkeyTimedOut: "That took too long. Please try again.",
  passkeyUnknown:
    "That passkey isn't registered with Kindred (it may have been removed). Sign in with your password instead.",
  signInAgainFirst: "For your security, sign out and sign in again before adding a passkey.",
  unnamedPasskey: "Passkey",
  passkeyAddedOn: (date: string) => `Added ${date}`,
  passkeySynced: "Synced",
  rename: "Rename",
  renameTitle: "Rename passkey",
  save: "Save",
  passkeyRenamed: "Passkey renamed",
  remove: "Remove",
  removePasskeyTitle: "Remove this passkey?",
  removePasskeyDescription: (name: string) =>
    `You won't be able to sign in with "${name}" any more. Also remove it from your device or password manager.`,
  passkeyRemoved: "Passkey removed",
  passkeyActionFailed: "That didn't work. Please try again.",
  passkeySignIn: "Sign in with a passkey",
  passkeySignInFailed: "We couldn't sign you in with that passkey. Please try again or use your password.",
  orDivider: "or",

  // Sessions card.
  sessionsTitle: "Where you're signed in",
  sessionsDescription:
    "Devices signed in to your account. Sign out any you don't recognise, then change your password.",
  sessionsEmpty: "No other devices are signed in.",
  sessionsLoadFailed: "Couldn't load your devices.",
  retry: "Try again",
  thisDevice: "This device",
  activeNow: "Active now",
  justNow: "just now",
  lastActive: (relative: string) => `Last active ${relative}`,
  signedInOn: (date: string) => `Signed in ${date}`,
  signOutSession: "Sign out",
  signOutSessionLabel: (device: string) => `Sign out ${device}`,
  signOutOthers: "Sign out all other sessions",
  signOutOthersTitle: "Sign out everywhere else?",
  signOutOthersDescription:
    "Every other device signed in to your account will be signed out. This one stays signed in.",
  signOutSessionTitle: "Sign out this device?",
  signOutSessionDescription: (device: string) => `${device} will be signed out and have to sign in again.`,
  sessionSignedOut: "Signed out",
  othersSignedOut: (count: number) =>
    count === 0
      ? "No other sessions were signed in"
      : count === 1
        ? "Signed out 1 other session"
        : `Signed out ${count} other sessions`,
  unknownDevice: "Unknown device",
  localNetwork: "Local network",
  unknownPlace: "Unknown location",
} as const;

/** A password given again before a sensitive change (turning two-factor on or off, new backup codes). */
export const PasswordConfirmationSchema = z.object({
  password: z
    .string({ error: SECURITY_TEXT.confirmPasswordRequired })
    .min(1, SECURITY_TEXT.confirmPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type PasswordConfirmation = z.infer<typeof PasswordConfirmationSchema>;

/** An authenticator code as typed: spaces are allowed ("123 456"), digits only otherwise. */
export const TotpCodeSchema = z
  .string({ error: SECURITY_TEXT.codeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, SECURITY_TEXT.codeRequired)
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), SECURITY_TEXT.codeFormat),
  );

/** A backup code as typed ("abcde-12345"); the server decides whether it is one. */
export const BackupCodeSchema = z
  .string({ error: SECURITY_TEXT.backupCodeRequired })
  .trim()
  .min(1, SECURITY_TEXT.backupCodeRequired)
  .max(64);

export const TotpCodeFormSchema = z.object({ code: TotpCodeSchema });
export const BackupCodeFormSchema = z.object({ code: BackupCodeSchema });

/** `GET /api/two-factor`: whether the member's sign-in asks for a code, and how many backup codes remain. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  backupCodesLeft: z.number().int().nonnegative().nullable(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** `POST /api/auth/two-factor/enable`: the authenticator's otpauth:// URI and the one showing of the backup codes. */
export const TwoFactorSetupSchema = z.object({
  totpURI: z.string().startsWith("otpauth://"),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const BackupCodesSchema = z.object({ backupCodes: z.array(z.string()) });

/** What `POST /api/auth/sign-in/email` answers when the password was right and a code is still needed. */
export const TwoFactorChallengeSchema = z.object({ twoFactorRedirect: z.literal(true) });

/** The base32 key inside an otpauth:// URI, for typing into an app that can't scan. */
export function totpSecretOf(totpURI: string): string {
  return /[?&]secret=([A-Z2-7]+)/i.exec(totpURI)?.[1]?.toUpperCase() ?? "";
}

/** A base32 key in groups of four, as authenticator apps print them. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export const PasskeyNameSchema = z
  .string({ error: SECURITY_TEXT.passkeyNameRequired })
  .trim()
  .min(1, SECURITY_TEXT.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, SECURITY_TEXT.passkeyNameTooLong);

export const PasskeyNameFormSchema = z.object({ name: PasskeyNameSchema });
export type PasskeyNameForm = z.infer<typeof PasskeyNameFormSchema>;

export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** The password manager or platform that holds it, when its AAGUID is a known one. */
  provider: z.string().nullable(),
  /** Synced across the member's devices (a multi-device credential) rather than bound to one. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** `GET /api/passkeys`; `suggestedName` is this browser's device name ("Chrome on Android"), for a new one. */
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema), suggestedName: z.string() });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

export const DeviceKindSchema = z.enum(["phone", "tablet", "desktop", "unknown"]);
export type DeviceKind = z.infer<typeof DeviceKindSchema>;

export const DeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  kind: DeviceKindSchema,
});
export type Device = z.infer<typeof DeviceSchema>;

/** "Chrome on Android", "Safari on iPhone"; whatever is known otherwise. */
export function deviceLabel({ browser, os }: Pick<Device, "browser" | "os">): string {
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? SECURITY_TEXT.unknownDevice;
}

/**
 * Where a session signed in, coarsely: a country from a trusted proxy's geo header, the local network,
 * or the public address with its last part hidden. Never a city or a full address.
 */
export const SessionPlaceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("country"), code: z.string().regex(/^[A-Z]{2}$/) }),
  z.object({ kind: z.literal("local") }),
  z.object({ kind: z.literal("network"), network: z.string() }),
  z.object({ kind: z.literal("unknown") }),
]);
export type SessionPlace = z.infer<typeof SessionPlaceSchema>;

export function placeLabel(place: SessionPlace, locale = "en"): string {
  switch (place.kind) {
    case "country": {
      try {
        return new Intl.DisplayNames([locale], { type: "region" }).of(place.code) ?? place.code;
      } catch {
        return place.code;
      }
    }
    case "local":
      return SECURITY_TEXT.localNetwork;
    case "network":
      return place.network;
    case "unknown":
      return SECURITY_TEXT.unknownPlace;
  }
}

export const ActiveSessionSchema = z.object({
  id: z.string(),
  device: DeviceSchema,
  place: SessionPlaceSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** `GET /api/sessions`: the current session first, then the most recently used. */
export const ActiveSessionListSchema = z.object({ sessions: z.array(ActiveSessionSchema) });
export type ActiveSessionList = z.infer<typeof ActiveSessionListSchema>;

/** `POST /api/sessions/revoke-others`. */
export const RevokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokedSessions = z.infer<typeof RevokedSessionsSchema>;

/** A session counts as "active now" when it was used within this long. */
export const SESSION_ACTIVE_NOW_MS = 5 * 60 * 1000;
