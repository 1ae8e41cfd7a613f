import { msg } from "./i18n/msg";

/** Two-factor sign-in codes: six digits from an authenticator app, every 30 seconds (RFC 6238 defaults). */
export const TOTP_DIGITS = 6;
/** Consecutive wrong codes at sign-in before two-factor sign-in pauses for the account. */
export const TWO_FACTOR_MAX_FAILED_ATTEMPTS = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** The backup codes' file, as a member downloads it. */
export const BACKUP_CODES_FILE_NAME = "kindred-backup-codes.txt";

/** Issue 15, Settings > Security (two-factor, passkeys, sessions) and the sign-in screen's extra steps. */
export const SECURITY_TEXT = {
  // Two-factor card.
  twoFactorTitle: msg("Two-factor authentication"),
  twoFactorDescription: msg(
    "Ask for a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy...) when you sign in with your password.",
  ),
  twoFactorOn: msg("On"),
  twoFactorOff: msg("Off"),
  twoFactorOnSummary: msg("Signing in with your password also asks for a code from your authenticator app."),
  twoFactorOffSummary: msg("Only your password protects your account."),
  backupCodesLeft: msg("{count, plural, one {# backup code left.} other {# backup codes left.}}"),
  turnOn: msg("Turn on"),
  turnOff: msg("Turn off"),
  regenerateBackupCodes: msg("New backup codes"),
  confirmPasswordLabel: msg("Password"),
  confirmPasswordRequired: msg("Please enter your password."),
  continue: msg("Continue"),
  cancel: msg("Cancel"),
  done: msg("Done"),
  turnOnTitle: msg("Turn on two-factor authentication"),
  turnOnPasswordDescription: msg("Enter your password to start."),
  turnOffTitle: msg("Turn off two-factor authentication?"),
  turnOffDescription: msg("Signing in will only ask for your password. Enter it to confirm."),
  regenerateTitle: msg("Get new backup codes"),
  regenerateDescription: msg("Your old backup codes stop working. Enter your password to confirm."),
  scanTitle: msg("Scan this QR code"),
  scanDescription: msg(
    "Open your authenticator app, add an account and scan the code. Then enter the 6-digit code the app shows.",
  ),
  qrAlt: msg("QR code for your authenticator app"),
  qrLoading: msg("Drawing the QR code"),
  manualEntryLabel: msg("Can't scan it? Enter this key in the app instead:"),
  copyKey: msg("Copy key"),
  keyCopied: msg("Key copied"),
  codeLabel: msg("6-digit code"),
  codeRequired: msg("Please enter the 6-digit code from your authenticator app."),
  codeFormat: msg("The code is 6 digits."),
  verify: msg("Verify"),
  backupCodesTitle: msg("Save your backup codes"),
  backupCodesDescription: msg(
    "If you lose your phone, each of these codes signs you in once instead of an authenticator code. Keep them somewhere safe: this is the only time we show them.",
  ),
  copyCodes: msg("Copy codes"),
  codesCopied: msg("Backup codes copied"),
  downloadCodes: msg("Download"),
  backupCodesSaved: msg("I've saved my codes"),
  copyFailed: msg("Couldn't copy. Select the text and copy it instead."),
  twoFactorEnabled: msg("Two-factor authentication is on"),
  twoFactorDisabled: msg("Two-factor authentication is off"),
  backupCodesRegenerated: msg("New backup codes ready"),
  twoFactorFailed: msg("That didn't work. Please try again."),
  wrongCode: msg("That code isn't right. Check your authenticator app and enter the code it shows now."),
  wrongBackupCode: msg("That backup code isn't right, or it has been used. Each code works once."),
  codesLocked: msg(
    "Too many wrong codes. For your safety, two-factor sign-in is paused for {minutes} minutes. Please try again later.",
    { minutes: TWO_FACTOR_LOCK_MINUTES },
  ),
  challengeExpired: msg("Your sign-in timed out. Please enter your email and password again."),
  challengeSpent: msg("Too many wrong codes for this sign-in. Please enter your email and password again."),
  alreadyOn: msg("Two-factor authentication is already on."),
  alreadyOff: msg("Two-factor authentication is off."),

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
  passkeysTitle: msg("Passkeys"),
  passkeysDescription: msg(
    "Sign in with your fingerprint, face or screen lock instead of your password. Passkeys can't be phished or guessed.",
  ),
  passkeysEmpty: msg("No passkeys yet."),
  passkeysUnsupported: msg("This browser can't create passkeys."),
  addPasskey: msg("Add a passkey"),
  addPasskeyTitle: msg("Add a passkey"),
  addPasskeyDescription: msg("Name it so you can tell your passkeys apart, then follow your device's prompt."),
  passkeyNameLabel: msg("Name"),
  passkeyNameRequired: msg("Please give the passkey a name."),
  passkeyNameTooLong: msg("Keep the name under {max} characters.", { max: PASSKEY_NAME_MAX_LENGTH + 1 }),
  passkeyAdded: msg("Passkey added"),
  passkeyCancelled: msg("Passkey request cancelled."),
  passkeyExists: msg("This device already has a passkey for your account."),
  passkeyFailed: msg("Couldn't set up the passkey. Please try again."),
  passkeyTimedOut: msg("That took too long. Please try again."),
  passkeyUnknown: msg(
    "That passkey isn't registered with Kindred (it may have been removed). Sign in with your password instead.",
  ),
  signInAgainFirst: msg("For your security, sign out and sign in again before adding a passkey."),
  unnamedPasskey: msg("Passkey"),
  passkeyAddedOn: msg("Added {date}"),
  passkeySynced: msg("Synced"),
  renameLabel: msg("Rename {name}"),
  renameTitle: msg("Rename passkey"),
  save: msg("Save"),
  passkeyRenamed: msg("Passkey renamed"),
  remove: msg("Remove"),
  removeLabel: msg("Remove {name}"),
  removePasskeyTitle: msg("Remove this passkey?"),
  removePasskeyDescription: msg(
    'You won\'t be able to sign in with "{name}" any more. Also remove it from your device or password manager.',
  ),
  passkeyRemoved: msg("Passkey removed"),
  passkeyActionFailed: msg("That didn't work. Please try again."),
  passkeySignIn: msg("Sign in with a passkey"),
  passkeySignInFailed: msg("We couldn't sign you in with that passkey. Please try again or use your password."),
  orDivider: msg("or"),

  // Sessions card.
  sessionsTitle: msg("Where you're signed in"),
  sessionsDescription: msg(
    "Devices signed in to your account. Sign out any you don't recognise, then change your password.",
  ),
  sessionsEmpty: msg("No other devices are signed in."),
  sessionsLoadFailed: msg("Couldn't load your devices."),
  retry: msg("Try again"),
  thisDevice: msg("This device"),
  activeNow: msg("Active now"),
  justNow: msg("just now"),
  lastActive: msg("Last active {relative}"),
  signedInOn: msg("Signed in {date}"),
  signOutSession: msg("Sign out"),
  signOutSessionLabel: msg("Sign out {device}"),
  signOutOthers: msg("Sign out all other sessions"),
  signOutOthersTitle: msg("Sign out everywhere else?"),
  signOutOthersDescription: msg(
    "Every other device signed in to your account will be signed out. This one stays signed in.",
  ),
  signOutSessionTitle: msg("Sign out this device?"),
  signOutSessionDescription: msg("{device} will be signed out and have to sign in again."),
  sessionSignedOut: msg("Signed out"),
  othersSignedOut: msg(
    "{count, plural, =0 {No other sessions were signed in} one {Signed out # other session} other {Signed out # other sessions}}",
  ),
  unknownDevice: msg("Unknown device"),
  deviceOn: msg("{browser} on {os}"),
  localNetwork: msg("Local network"),
  unknownPlace: msg("Unknown location"),
} as const;
