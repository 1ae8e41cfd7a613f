import { msg } from "./i18n/msg";

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
  codeLabel: msg("6-digit code"),
  codeRequired: msg("Please enter the 6-digit code from your authenticator app."),
  codeFormat: msg("The code is 6 digits."),
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
  wrongCode: msg("That code isn't right. Check your authenticator app and enter the code it shows now."),
  wrongBackupCode: msg("That backup code isn't right, or it has been used. Each code works once."),
  codesLocked: msg(
    "Too many wrong codes. For your safety, two-factor sign-in is paused for {minutes} minutes. Please try again later.",
    { minutes: TWO_FACTOR_LOCK_MINUTES },
  ),
  challengeExpired: msg("Your sign-in timed out. Please enter your email and password again."),
  challengeSpent: msg("Too many wrong codes for this sign-in. Please enter your email and password again."),
  alreadyOn: "Two-factor authentication is already on.",
  alreadyOff: "Two-factor authentication is off.",

  // Sign-in's second step.
  codeStepTitle: msg("Two-factor authentication"),
  codeStepDescription: msg("Enter the 6-digit code from your authenticator app."),
  backupStepDescription: msg("Enter one of the backup codes you saved when you turned on two-factor authentication."),
  backupCodeLabel: msg("Backup code"),
  backupCodeRequired: msg("Please enter a backup code."),
  useBackupCode: msg("Use a backup code"),
  useAuthenticatorCode: msg("Use your authenticator app"),
  codeStepSubmit: msg("Verify"),

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
  passkeyTimedOut: msg("That took too long. Please try again."),
  passkeyUnknown: msg(
    "That passkey isn't registered with Kindred (it may have been removed). Sign in with your password instead.",
  ),
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
  passkeySignIn: msg("Sign in with a passkey"),
  passkeySignInFailed: msg("We couldn't sign you in with that passkey. Please try again or use your password."),
  orDivider: msg("or"),

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
