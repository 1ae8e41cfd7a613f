import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./constants";
import { PASSKEY_NAME_MAX_LENGTH, SECURITY_TEXT, TOTP_DIGITS } from "./security-text";

// The texts (and their limits) live apart from the schemas, so a page can show them without loading zod.
export {
  BACKUP_CODES_FILE_NAME,
  PASSKEY_NAME_MAX_LENGTH,
  SECURITY_TEXT,
  TOTP_DIGITS,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_MAX_FAILED_ATTEMPTS,
} from "./security-text";

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

export const DeviceKindSchema = z.enum(["phone", "tablet", "desktop", "unknown"]);
export type DeviceKind = z.infer<typeof DeviceKindSchema>;

export const DeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  kind: DeviceKindSchema,
});
export type Device = z.infer<typeof DeviceSchema>;

/**
 * `GET /api/passkeys`. A new passkey's name is suggested from this browser: `suggestedDevice`, which
 * the screen names in the language on it (`deviceLabel`); `suggestedName` is that name in English.
 */
export const PasskeyListSchema = z.object({
  passkeys: z.array(PasskeySchema),
  suggestedName: z.string(),
  suggestedDevice: DeviceSchema,
});
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

/** Shows a message in a language: the web app's `t`, the server's `translatorFor(locale)`. */
export type SayText = (message: string, values?: Record<string, unknown>) => string;
/** English as written: the message with its `{placeholders}` filled. */
const inEnglish: SayText = (message, values) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));

/** "Chrome on Android", "Safari on iPhone"; whatever is known otherwise. In English unless `say` is given. */
export function deviceLabel({ browser, os }: Pick<Device, "browser" | "os">, say: SayText = inEnglish): string {
  if (browser && os) return say(SECURITY_TEXT.deviceOn, { browser, os });
  return browser ?? os ?? say(SECURITY_TEXT.unknownDevice);
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

export function placeLabel(place: SessionPlace, locale = "en", say: SayText = inEnglish): string {
  switch (place.kind) {
    case "country": {
      try {
        return new Intl.DisplayNames([locale], { type: "region" }).of(place.code) ?? place.code;
      } catch {
        return place.code;
      }
    }
    case "local":
      return say(SECURITY_TEXT.localNetwork);
    case "network":
      return place.network;
    case "unknown":
      return say(SECURITY_TEXT.unknownPlace);
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
