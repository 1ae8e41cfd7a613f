import { passkey } from "@better-auth/passkey";
import {
  acceptedLanguages,
  APP_NAME,
  matchLocale,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_SECONDS,
  ROUTES,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_MAX_FAILED_ATTEMPTS,
} from "@kindred/contracts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import type { Config } from "../../config/env";
import { createOriginPolicy } from "../../config/origins";
import type { Db } from "../../db/client";
import { accounts, passkeys, rateLimits, sessions, twoFactors, users, verifications } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { EventBus } from "../realtime/event-bus";
import { resetPasswordMail, verificationMail } from "../mail/templates";
import { bannedFacts } from "./auth-answers";
import { banAfterSecondFactor } from "./ban-after-second-factor";
import { createPasswordHasher } from "./password-hash";
import { countryFrom } from "./place";
import { publishSessionsChanged, publishSessionsEnded } from "./session-revocation";
import { createSessionsRepository } from "./sessions.repository";

/** Set by our own middleware from the socket (or a trusted proxy); any client-sent value is replaced. */
export const CLIENT_IP_HEADER = "x-kindred-client-ip";

const DAY = 24 * 60 * 60;
export const SESSION_IDLE_SECONDS = 7 * DAY;
/** ASVS 7.3.2: a session ends after 30 days whatever its use. */
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY;
/** A session signed in longer ago than the absolute lifetime is over, however recently it was used. */
/** The member's language as better-auth hands the user over (its `locale` field, auth.schema.ts). */
const localeOf = (user: object) => ("locale" in user && typeof user.locale === "string" ? user.locale : "en");

export const isPastLifetime = (createdAt: Date, now = Date.now()) =>
  (now - createdAt.getTime()) / 1000 > SESSION_ABSOLUTE_SECONDS;
/** A session in use is extended (to SESSION_IDLE_SECONDS from now) at most once per this period. */
export const SESSION_REFRESH_SECONDS = DAY;

export type AuthDeps = {
  config: Config;
  db: Db;
  /**
   * Admin's role service, handed in at start-up (`server.ts`): auth sits below admin, which reads its
   * sessions, so it names only the call it makes instead of importing admin.
   */
  roles: { promoteAdminEmails(emails: string[]): Promise<number> };
  mailer: Mailer;
  log: Logger;
  secret: string;
  /** Every session better-auth ends or changes is published on it (`session-revocation.ts`). */
  bus: EventBus;
};

export function createAuth({ config, db, roles, mailer, log, secret, bus }: AuthDeps) {
  const hasher = createPasswordHasher(config.PASSWORD_HASH_LOG_N);
  const scale = (max: number) => Math.max(1, Math.round(max * config.RATE_LIMIT_SCALE));
  const origins = createOriginPolicy(config);
  const sessionPlaces = createSessionsRepository(db);
  // Only a proxy we trust sets the country header; from anyone else it would be whatever they like.
  const geoHeader = config.TRUST_PROXY ? config.GEO_HEADER : undefined;

  return betterAuth({
    appName: "Kindred",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: (request) => origins.trustedFor(request?.url),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      // Whoever had the old password (or a stolen session) is out once the member sets a new one.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      password: hasher,
      // Not awaited: an answer that waited for SMTP only for known addresses would tell, by its timing,
      // who has an account. A failed send is logged; the member can ask again.
      sendResetPassword: async ({ user, url }) => {
        mailer
          .send(resetPasswordMail(user.email, url, localeOf(user)))
          .catch((error: unknown) => log.error("reset mail not sent", { userId: user.id, error: String(error) }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user.email, url, localeOf(user))),
      afterEmailVerification: async (user) => {
        const email = user.email.toLowerCase();
        if (config.ADMIN_EMAILS.includes(email) && (await roles.promoteAdminEmails([email])) > 0) {
          log.info("admin role granted from ADMIN_EMAILS after verification", { userId: user.id });
        }
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    // The member's language: set at sign-up from the page's (its Accept-Language), changed in Settings.
    user: { additionalFields: { locale: { type: "string", required: false, defaultValue: "en", input: false } } },
    rateLimit: {
      // better-auth turns this off outside production; we want it everywhere (tests raise the scale).
      enabled: true,
      storage: "database",
      window: 60,
      max: scale(100),
      customRules: {
        "/sign-in/email": { window: 60, max: scale(5) },
        "/sign-up/email": { window: 60, max: scale(5) },
        "/request-password-reset": { window: 15 * 60, max: scale(5) },
        "/send-verification-email": { window: 15 * 60, max: scale(5) },
        "/change-password": { window: 15 * 60, max: scale(10) },
        // Codes per address; per account, five wrong ones in a row pause two-factor sign-in (below).
        "/two-factor/verify-totp": { window: 60, max: scale(10) },
        "/two-factor/verify-backup-code": { window: 60, max: scale(10) },
        // Turning it on and off and new backup codes check the password: a password guess each.
        "/two-factor/*": { window: 15 * 60, max: scale(10) },
        "/passkey/verify-authentication": { window: 60, max: scale(10) },
        "/passkey/generate-authenticate-options": { window: 60, max: scale(20) },
        "/passkey/*": { window: 15 * 60, max: scale(20) },
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin (CSRF) check when it detects a test runner; we want tests to see
      // exactly what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [
      // With two-factor on, the refusal waits for the second factor (ban-after-second-factor.ts).
      banAfterSecondFactor(
        admin({
          defaultRole: "user",
          adminRoles: ["admin"],
          // Sign-in refuses a banned member (an expired suspension is lifted there instead); a suspended
          // member is told until when. auth.routes passes this message through as ACCOUNT_BANNED.
          // It carries the facts, not a sentence: auth-answers writes it in the request's language.
          bannedUserMessage: (user: { banExpires?: Date | string | null }) => bannedFacts(user.banExpires),
        }),
      ),
      // A password sign-in of a member who turned it on answers { twoFactorRedirect: true } and a
      // short-lived challenge cookie instead of a session; /two-factor/verify-totp (or a backup code)
      // then creates the session. Passkey sign-ins skip it: a passkey is already two factors.
      twoFactor({
        issuer: APP_NAME,
        // Consecutive wrong codes (either kind, across challenges) before the account's two-factor
        // sign-in pauses; a right code resets the count. The plugin's default is 10.
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_MAX_FAILED_ATTEMPTS,
          durationSeconds: TWO_FACTOR_LOCK_MINUTES * 60,
        },
      }),
      passkey({
        rpName: APP_NAME,
        // The public URL's host ("localhost" in development and tests). The expected origin is the
        // request's own Origin header, which sameOriginWrites and better-auth have already checked.
        rpID: new URL(config.publicUrl).hostname,
        // A discoverable credential, so "Sign in with a passkey" needs no email first.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // Never admin at sign-up, whatever the address: ADMIN_EMAILS applies once it is verified.
          // The language the sign-up page was in, so the verification mail already speaks it.
          before: async (user, ctx) => ({
            data: {
              ...user,
              role: "user",
              locale: matchLocale(
                acceptedLanguages(ctx?.headers?.get("accept-language") ?? ctx?.request?.headers.get("accept-language")),
              ),
            },
          }),
        },
        // Sessions carry the member's address, its verification and role: cached copies drop.
        update: { after: async (user) => publishSessionsChanged(bus, log, [user.id]) },
      },
      session: {
        create: {
          after: async (session, ctx) => {
            log.info("signed in", { userId: session.userId, ip: session.ipAddress });
            const country = countryFrom(ctx?.headers ?? ctx?.request?.headers, geoHeader);
            if (country) {
              await sessionPlaces.rememberPlace(
                session.id,
                country,
                new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000),
              );
            }
          },
        },
        // Its daily extension: cached copies hold the old expiry.
        update: { after: async (session) => publishSessionsChanged(bus, log, [session.userId], [session.id]) },
        // Sign-out, password change and reset, two-factor on and off, the absolute lifetime: every
        // session better-auth deletes leaves every process's cache, and its sockets close.
        delete: {
          after: async (session) => {
            await publishSessionsEnded(bus, log, session.userId, [session.id]);
            if (geoHeader) await sessionPlaces.forgetPlaces([session.id]);
          },
        },
      },
    },
    logger: {
      level: config.LOG_LEVEL === "silent" ? "error" : "warn",
      disabled: config.LOG_LEVEL === "silent",
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export const VERIFIED_LANDING = ROUTES.quiz;
