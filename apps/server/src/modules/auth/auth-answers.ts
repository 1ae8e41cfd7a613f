import { ACCOUNT_BANNED_TEXT, AUTH_MESSAGES, formatUtcTime, msg, SECURITY_TEXT, type Locale } from "@kindred/contracts";
import type { OriginRefusal } from "../../config/origins";
import { errorBody } from "../../errors";
import { translate } from "../../i18n/translator";

const TEXT = {
  wrongCurrentPassword: msg("Your current password is incorrect."),
  tooManyAttempts: msg("Too many attempts. Please wait a minute and try again."),
  signIn: msg("Please sign in to continue."),
  ourFault: msg("Something went wrong on our side. Please try again."),
};

/**
 * better-auth's codes as members read them. Its own message texts ("Invalid origin", "Invalid token")
 * are written for developers and never reach a member: an unknown code gets a plain message by status.
 */
const CODE_MAP: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.invalidCredentials },
  USER_ALREADY_EXISTS: { code: "USER_ALREADY_EXISTS", message: AUTH_MESSAGES.userExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "USER_ALREADY_EXISTS", message: AUTH_MESSAGES.userExists },
  PASSWORD_TOO_SHORT: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.passwordTooLong },
  INVALID_PASSWORD: { code: "INVALID_CREDENTIALS", message: TEXT.wrongCurrentPassword },
  INVALID_TOKEN: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.linkInvalid },
  TOKEN_EXPIRED: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.linkInvalid },
  INVALID_CALLBACK_URL: { code: "BAD_REQUEST", message: AUTH_MESSAGES.linkOutside },
  INVALID_REDIRECT_URL: { code: "BAD_REQUEST", message: AUTH_MESSAGES.linkOutside },
  // Two-factor (better-auth's twoFactor plugin).
  INVALID_CODE: { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.wrongCode },
  INVALID_BACKUP_CODE: { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.wrongBackupCode },
  ACCOUNT_TEMPORARILY_LOCKED: { code: "RATE_LIMITED", message: SECURITY_TEXT.codesLocked },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: "INVALID_TOKEN", message: SECURITY_TEXT.challengeSpent },
  INVALID_TWO_FACTOR_COOKIE: { code: "INVALID_TOKEN", message: SECURITY_TEXT.challengeExpired },
  TOTP_ALREADY_ENABLED: { code: "CONFLICT", message: SECURITY_TEXT.alreadyOn },
  TOTP_NOT_ENABLED: { code: "BAD_REQUEST", message: SECURITY_TEXT.alreadyOff },
  TWO_FACTOR_NOT_ENABLED: { code: "BAD_REQUEST", message: SECURITY_TEXT.alreadyOff },
  BACKUP_CODES_NOT_ENABLED: { code: "BAD_REQUEST", message: SECURITY_TEXT.alreadyOff },
  // Passkeys (@better-auth/passkey).
  SESSION_NOT_FRESH: { code: "FORBIDDEN", message: SECURITY_TEXT.signInAgainFirst },
  CHALLENGE_NOT_FOUND: { code: "BAD_REQUEST", message: SECURITY_TEXT.passkeyTimedOut },
  PASSKEY_NOT_FOUND: { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.passkeyUnknown },
  AUTHENTICATION_FAILED: { code: "INVALID_CREDENTIALS", message: SECURITY_TEXT.passkeySignInFailed },
  FAILED_TO_VERIFY_REGISTRATION: { code: "BAD_REQUEST", message: SECURITY_TEXT.passkeyFailed },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: { code: "FORBIDDEN", message: SECURITY_TEXT.passkeyFailed },
};
const ORIGIN_CODES = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN", "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED"]);

export const messageForStatus = (status: number) =>
  status === 429
    ? TEXT.tooManyAttempts
    : status === 401
      ? TEXT.signIn
      : status >= 500
        ? TEXT.ourFault
        : AUTH_MESSAGES.authFailed;

/** The same answer (status, cookies) with `{ status: true }` for a body. */
export async function quiet(response: Response): Promise<Response> {
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify({ status: true }), { status: response.status, headers });
}

/** What better-auth's refusal of a banned member carries (auth.ts): a suspension's end, else nothing. */
const SUSPENDED_UNTIL = "suspended-until:";
export const bannedFacts = (banExpires: Date | string | null | undefined): string =>
  banExpires ? `${SUSPENDED_UNTIL}${new Date(banExpires).toISOString()}` : "";

/** The refusal of a banned member in the reader's language: until when, if suspended. */
function bannedRefusal(facts: unknown, locale: Locale) {
  const until =
    typeof facts === "string" && facts.startsWith(SUSPENDED_UNTIL) && new Date(facts.slice(SUSPENDED_UNTIL.length));
  return until && !Number.isNaN(until.getTime())
    ? { message: ACCOUNT_BANNED_TEXT.suspendedUntil, values: { until: formatUtcTime(until, locale) } }
    : { message: ACCOUNT_BANNED_TEXT.banned, values: undefined };
}

/**
 * better-auth answers `{ code, message }`; the API's shape is `{ error: { code, message } }`, its
 * message in the request's language.
 */
export async function rewriteError(
  response: Response,
  origin: OriginRefusal,
  locale: Locale = "en",
): Promise<Response> {
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: keep the status, give the uniform shape.
  }
  const upstream = typeof parsed.code === "string" ? parsed.code : undefined;
  const mapped = upstream
    ? upstream === "BANNED_USER"
      ? { code: "ACCOUNT_BANNED", ...bannedRefusal(parsed.message, locale) }
      : ORIGIN_CODES.has(upstream)
        ? { code: "FORBIDDEN_ORIGIN", message: origin.message, values: origin.values }
        : CODE_MAP[upstream]
    : undefined;
  const code =
    mapped?.code ??
    (response.status === 429 ? "RATE_LIMITED" : response.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST");
  const message = mapped?.message ?? messageForStatus(response.status);
  const values = mapped && "values" in mapped ? mapped.values : undefined;
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  const body = errorBody(code, translate(locale, message, values));
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
