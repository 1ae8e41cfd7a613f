import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./constants";
import { msg } from "./i18n/msg";

/**
 * Settings > Account: "download my data" (a zip prepared in the background, one download, for a day)
 * and "delete account" (confirmed with the password). Issue 15.
 */
export const DATA_EXPORT_STATUSES = ["queued", "running", "ready", "downloaded", "expired", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
/** Still being prepared: a second request waits for it. */
export const DATA_EXPORT_ACTIVE_STATUSES = ["queued", "running"] as const satisfies readonly DataExportStatus[];

/** How long a ready export's link works. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** Requests per member per day (each builds a whole zip). */
export const DATA_EXPORTS_PER_DAY = 3;
/** How often the Account tab asks for the state while the zip is prepared. */
export const DATA_EXPORT_POLL_MS = 1_500;
/** Deletion attempts per member per quarter hour: a wrong password is a guess. */
export const ACCOUNT_DELETE_ATTEMPTS = 5;

/** `GET /api/account/export` and `POST` answers: the member's latest export request. */
export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0 to 100; 100 once ready. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Only while ready: the one-time link (it also needs this member's session). */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
export const DataExportStateSchema = z.object({ export: DataExportSchema.nullable() });
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/** The spec's toasts word for word, and the two cards' own copy. */
export const ACCOUNT_DATA_TEXT = {
  downloadTitle: msg("Download my data"),
  downloadDescription: msg(
    "A zip with your profile, photos, quiz answers, matches, messages, likes, the reports you filed and a summary of the reviews about you, in documented JSON.",
  ),
  request: msg("Request my data"),
  requestAgain: msg("Request a new copy"),
  queued: msg("Waiting to start…"),
  running: msg("Preparing your data…"),
  progressLabel: msg("Preparing your data"),
  download: msg("Download"),
  availableUntil: msg("Available until {date}"),
  oneDownload: msg("The link works once."),
  downloaded: msg("Downloaded. Request a new copy any time."),
  expired: msg("The link has expired. Request a new copy any time."),
  failed: msg("We could not prepare your data. Please try again."),
  alreadyPreparing: msg("Your data is already being prepared. Wait for it to finish before asking again."),
  tooMany: msg("You can request your data {count} times a day. Please try again tomorrow.", {
    count: DATA_EXPORTS_PER_DAY,
  }),
  linkUsed: msg("This download link has already been used. Request a new copy in Settings."),
  linkExpired: msg("This download link has expired. Request a new copy in Settings."),
  linkInvalid: msg("This download link is not valid for your account."),

  deleteTitle: msg("Delete account"),
  deleteDescription: msg(
    "Permanently delete your account, profile, photos and files. Messages you sent stay with the people you sent them to, shown as from a deleted member.",
  ),
  deleteButton: msg("Delete account"),
  dialogTitle: msg("Delete your account?"),
  dialogIntro: msg("This cannot be undone."),
  dialogGoesLabel: msg("What goes"),
  dialogGoes: msg(
    "Your account, profile, photos, likes, reviews, settings, sessions and every file you uploaded, including message images.",
  ),
  dialogStaysLabel: msg("What stays"),
  dialogStays: msg(
    "Messages you sent stay in the other person's conversation, shown as from a deleted member. Reports you filed stay with the moderators, without your name.",
  ),
  dialogHint: msg("Download your data first if you want a copy."),
  passwordLabel: msg("Password"),
  passwordHint: msg("Enter your password to confirm."),
  confirm: msg("Delete my account"),
  deleting: msg("Deleting…"),
  passwordRequired: msg("Please enter your password to delete your account."),
  wrongPassword: msg("That password is not correct. Your account was not deleted."),
  noPassword: msg("Your account has no password to confirm with. Please contact support."),
  tooManyAttempts: msg("Too many attempts. Please wait a few minutes before trying again."),
  usePasskey: msg("Use a passkey instead"),
  orDivider: msg("or"),
  passkeyWaiting: msg("Waiting for your passkey…"),
  passkeyFailed: msg("That passkey could not confirm it is you. Your account was not deleted."),
  passkeyExpired: msg("The passkey request expired. Please try again."),
  noPasskeys: msg("Your account has no passkey. Confirm with your password instead."),
  /** Spec 001 "Settings and session", word for word. */
  deleted: msg("Account deletion initiated. You will receive an email confirmation."),
  deleteFailed: msg("Error initiating account deletion"),
} as const;

/** `DELETE /api/account` confirmed with the password. */
export const DeleteAccountPasswordSchema = z.object(
  {
    password: z
      .string({ error: ACCOUNT_DATA_TEXT.passwordRequired })
      .min(1, ACCOUNT_DATA_TEXT.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_DATA_TEXT.wrongPassword),
  },
  { error: ACCOUNT_DATA_TEXT.passwordRequired },
);

const base64url = (max: number) =>
  z
    .string({ error: ACCOUNT_DATA_TEXT.passkeyFailed })
    .max(max, ACCOUNT_DATA_TEXT.passkeyFailed)
    .regex(/^[A-Za-z0-9_-]*$/, ACCOUNT_DATA_TEXT.passkeyFailed);

/**
 * What `navigator.credentials.get` answered, as JSON (WebAuthn's AuthenticationResponseJSON), for the
 * challenge of `POST /api/account/delete-challenge`. Bounded here; the signature is the server's to check.
 */
export const PasskeyAssertionSchema = z.object(
  {
    id: base64url(1_024).min(1, ACCOUNT_DATA_TEXT.passkeyFailed),
    rawId: base64url(1_024),
    type: z.literal("public-key", { error: ACCOUNT_DATA_TEXT.passkeyFailed }),
    response: z.object(
      {
        clientDataJSON: base64url(8_192),
        authenticatorData: base64url(8_192),
        signature: base64url(1_024),
        userHandle: base64url(1_024).optional(),
      },
      { error: ACCOUNT_DATA_TEXT.passkeyFailed },
    ),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  },
  { error: ACCOUNT_DATA_TEXT.passkeyFailed },
);
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/** `DELETE /api/account` confirmed with one of the member's passkeys instead. */
export const DeleteAccountPasskeySchema = z.object({ passkey: PasskeyAssertionSchema });

/** `DELETE /api/account`: the password or a passkey confirms it is the member. */
export type DeleteAccountInput =
  z.infer<typeof DeleteAccountPasswordSchema> | z.infer<typeof DeleteAccountPasskeySchema>;

/**
 * `POST /api/account/delete-challenge`: WebAuthn request options (PublicKeyCredentialRequestOptionsJSON)
 * naming only the member's own passkeys, with a one-use challenge that lasts a few minutes.
 */
export const DeleteChallengeSchema = z.object({
  options: z.object({
    challenge: z.string(),
    rpId: z.string().optional(),
    timeout: z.number().optional(),
    userVerification: z.enum(["required", "preferred", "discouraged"]).optional(),
    allowCredentials: z
      .array(
        z.object({
          id: z.string(),
          type: z.literal("public-key"),
          transports: z.array(z.string()).optional(),
        }),
      )
      .optional(),
  }),
});
export type DeleteChallenge = z.infer<typeof DeleteChallengeSchema>;
/** How long the delete challenge may be answered. */
export const DELETE_CHALLENGE_SECONDS = 5 * 60;

export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

/** `kindred-data-2025-03-01.zip`: the attachment's name, dated the day the export was prepared. */
export const dataExportFileName = (preparedAt: Date | string) =>
  `kindred-data-${new Date(preparedAt).toISOString().slice(0, 10)}.zip`;
