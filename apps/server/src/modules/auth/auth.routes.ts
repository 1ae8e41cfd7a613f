import {
  AUTH_MESSAGES,
  BackupCodeSchema,
  PasskeyNameSchema,
  PasswordConfirmationSchema,
  PasswordResetRequestSchema,
  PROOF_HEADER,
  SignInInputSchema,
  SignUpInputSchema,
  TotpCodeSchema,
  VERIFICATION_RESEND_LIMIT,
  VERIFY_EMAIL_TEXT,
  deviceLabel,
  unguessablePasswordProblem,
  type ResetLinkCheck,
} from "@kindred/contracts";
import { Hono } from "hono";
import { z } from "zod";
import type { OriginRefusal } from "../../config/origins";
import { AppError, errorBody, NO_ENDPOINT_MESSAGE } from "../../errors";
import { jsonBody } from "../../http/json-body";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Proofs } from "../proof-of-work/proof-of-work.module";
import { CLIENT_IP_HEADER, VERIFIED_LANDING, type Auth } from "./auth";
import { requestLocale, translate, translatorFor } from "../../i18n/translator";
import { messageForStatus, quiet, rewriteError } from "./auth-answers";
import { isCommonPassword } from "./common-passwords";
import { describeDevice } from "./device";
import { redirectTo, verifyLinkLanding, wasVerifiedBefore } from "./email-verification";
import type { SignInVariables } from "./refused-sign-in";
import { emailOfPasskey, emailOfResetToken, emailOfSession, emailOfTwoFactorChallenge } from "./request-member";
import { resetLinkIsLive } from "./reset-link";
import type { SignInGuard } from "./sign-in-guard";

// The refused sign-in's explanation is mounted by app.ts, ahead of these routes.
export { explainRefusedSignIn } from "./refused-sign-in";

// Only the better-auth endpoints the product uses are reachable; the rest (user updates, account
// deletion without our clean-up, admin calls) go through our own routes or not at all.
// Sessions are listed and ended through /api/sessions (no tokens in answers, sockets closed at once).
const ALLOWED = new Set([
  "GET /get-session",
  "GET /verify-email",
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /send-verification-email",
  "POST /request-password-reset",
  "POST /reset-password",
  "POST /change-password",
  "POST /two-factor/enable",
  "POST /two-factor/disable",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "GET /passkey/generate-register-options",
  "POST /passkey/verify-registration",
  "GET /passkey/generate-authenticate-options",
  "POST /passkey/verify-authentication",
]);
const isAllowed = (method: string, path: string) =>
  ALLOWED.has(`${method} ${path}`) || (method === "GET" && /^\/reset-password\/[\w-]+$/.test(path));

const NewPasswordSchema = z.object({ newPassword: z.string(), token: z.string().optional() }).loose();
/** A WebAuthn response as @simplewebauthn/browser produces it; the plugin verifies its contents. */
const CredentialSchema = z.record(z.string(), z.unknown());
const PasskeyRegistrationSchema = z.object({ response: CredentialSchema, name: PasskeyNameSchema.optional() });
const PasskeyAuthenticationSchema = z.object({
  response: CredentialSchema.and(z.object({ id: z.string().max(1024) })),
});

/** The second steps of a sign-in: each ends by creating a session, which a ban refuses. */
const TWO_FACTOR_STEPS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const PASSKEY_SIGN_IN = "/passkey/verify-authentication";
/** Answers that carry a session token (or a passkey's key material) in their body; the cookie is enough. */
const QUIET_ANSWERS = new Set([...TWO_FACTOR_STEPS, PASSKEY_SIGN_IN, "/passkey/verify-registration"]);

type AuthRoutesDeps = {
  auth: Auth;
  guard: SignInGuard;
  limiter: RateLimiter;
  log: Logger;
  originMessage: OriginRefusal;
  secret: string;
  proofs: Proofs;
};

export function authRoutes({ auth, guard, limiter, log, originMessage, secret, proofs }: AuthRoutesDeps) {
  const pathOf = (requestPath: string) => requestPath.replace(/^\/api\/auth/, "") || "/";
  return new Hono<{ Variables: { json: unknown; rawBody: string; clientIp: string } & SignInVariables }>()
    .get("/reset-link/:token", async (c) => {
      // Reset tokens are 24 random characters: a well-formed one is worth looking up, nothing else is.
      const token = c.req.param("token");
      const valid = /^[\w-]{1,128}$/.test(token) && (await resetLinkIsLive(auth, token));
      return c.json({ valid } satisfies ResetLinkCheck);
    })
    .all(
      "/*",
      async (c, next) => {
        if (!isAllowed(c.req.method, pathOf(c.req.path))) {
          throw new AppError("NOT_FOUND", NO_ENDPOINT_MESSAGE, undefined, {
            method: c.req.method,
            path: c.req.path,
          });
        }
        await next();
      },
      jsonBody,
      async (c) => {
        const path = pathOf(c.req.path);

        let body: Record<string, unknown> | undefined;
        let signIn: { email: string; bucket: Awaited<ReturnType<SignInGuard["admit"]>> } | undefined;
        let resetEmail: string | undefined;
        let verifyLink: { wasVerified: boolean } | undefined;
        let signingUp = false;
        let url = c.req.url;
        if (path === "/verify-email") {
          // Whatever landing the link names, it lands on ours (better-auth also refuses another site).
          const target = new URL(url);
          target.searchParams.set("callbackURL", VERIFIED_LANDING);
          url = target.toString();
          verifyLink = { wasVerified: await wasVerifiedBefore(auth, target.searchParams.get("token") ?? undefined) };
        }
        if (c.req.method === "POST") {
          const json = c.get("json");
          body =
            json && typeof json === "object" && !Array.isArray(json) ? { ...(json as Record<string, unknown>) } : {};
          if (path === "/sign-up/email") {
            const input = SignUpInputSchema.parse(body);
            if (isCommonPassword(input.password))
              throw new AppError("PASSWORD_TOO_COMMON", AUTH_MESSAGES.passwordTooCommon);
            // Once the input reads well, so a member's mistake spends no proof-of-work.
            await proofs.verify("sign-up", c.req.header(PROOF_HEADER));
            signingUp = true;
            // Members have no display name until their profile; the verification link always lands on the quiz.
            body = { ...input, name: "", callbackURL: VERIFIED_LANDING };
          } else if (path === "/request-password-reset") {
            PasswordResetRequestSchema.parse(body);
            await proofs.verify("password-reset", c.req.header(PROOF_HEADER));
          } else if (path === "/send-verification-email") {
            const resend = await verificationMailTo(auth, limiter, c.req.raw.headers);
            if ("error" in resend) return resend.error;
            // Only to the member's own address, and the link always lands on the quiz, as at sign-up.
            body = { email: resend.email, callbackURL: VERIFIED_LANDING };
          } else if (path === "/sign-in/email") {
            const input = SignInInputSchema.parse(body);
            c.set("signInEmail", input.email);
            signIn = { email: input.email, bucket: await guard.admit(c, input.email) };
            body = { email: input.email, password: input.password, rememberMe: true };
          } else if (path === "/two-factor/enable") {
            body = { password: PasswordConfirmationSchema.parse(body).password, method: "totp" };
          } else if (path === "/two-factor/disable" || path === "/two-factor/generate-backup-codes") {
            body = { password: PasswordConfirmationSchema.parse(body).password };
          } else if (TWO_FACTOR_STEPS.has(path)) {
            // No "trust this device": every password sign-in of the member asks for a code.
            const code = (path === "/two-factor/verify-totp" ? TotpCodeSchema : BackupCodeSchema).parse(body.code);
            body = { code };
            c.set("signInEmail", await emailOfTwoFactorChallenge(auth, c, secret));
          } else if (path === "/passkey/verify-registration") {
            const input = PasskeyRegistrationSchema.parse(body);
            // Unnamed, a passkey is called after the device that made it ("Chrome on Android"), in the
            // screen's language: once stored, a name is the member's to change, and is not translated.
            const say = translatorFor(requestLocale(c.req.header("accept-language")));
            body = {
              response: input.response,
              name: input.name ?? deviceLabel(describeDevice(c.req.header("user-agent")), say),
            };
          } else if (path === PASSKEY_SIGN_IN) {
            body = { response: PasskeyAuthenticationSchema.parse(body).response };
          } else if (path === "/reset-password" || path === "/change-password") {
            const { newPassword, token } = NewPasswordSchema.parse(body);
            const email =
              path === "/reset-password"
                ? await emailOfResetToken(auth, token)
                : await emailOfSession(auth, c.req.raw.headers);
            const problem = unguessablePasswordProblem(newPassword, email);
            if (problem) throw new AppError("VALIDATION_FAILED", problem, { newPassword: problem });
            if (isCommonPassword(newPassword))
              throw new AppError("PASSWORD_TOO_COMMON", AUTH_MESSAGES.passwordTooCommon);
            if (path === "/change-password") body.revokeOtherSessions = true;
            else resetEmail = email;
          }
        }

        const headers = new Headers(c.req.raw.headers);
        headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
        if (body) {
          headers.set("content-type", "application/json");
          headers.delete("content-length");
        }
        let response = await auth.handler(
          new Request(url, { method: c.req.method, headers, body: body ? JSON.stringify(body) : undefined }),
        );

        if (signIn) {
          if (response.status === 401) {
            await guard.failed(signIn.bucket);
            log.warn("sign-in failed", { email: signIn.email, ip: c.get("clientIp") });
          } else if (response.ok) {
            response = await guard.succeeded(signIn.email, signIn.bucket, response);
          }
        }
        if (resetEmail && response.ok) await guard.liftAccountLock(resetEmail);
        // Counted for the address's harder challenges once the account exists.
        if (signingUp && response.ok) await proofs.signedUp(c.get("clientIp"));
        // A link opened in a browser: whatever became of it, a page says so rather than a JSON answer.
        if (verifyLink)
          return redirectTo(response, verifyLinkLanding(response, VERIFIED_LANDING, verifyLink.wasVerified));
        if (path === PASSKEY_SIGN_IN && response.status === 403) {
          const credentialId = (body as { response: { id: string } }).response.id;
          c.set("signInEmail", await emailOfPasskey(auth, credentialId));
        }
        if (response.status >= 400) {
          const locale = requestLocale(c.req.header("accept-language"));
          return rewriteError(response, originMessage, locale);
        }
        return QUIET_ANSWERS.has(path) ? quiet(response) : response;
      },
    );
}

/**
 * The verification mail is sent again only to a signed-in member whose address is still unconfirmed,
 * and at most VERIFICATION_RESEND_LIMIT times an hour each (better-auth's own limit is per address
 * of the browser, which a shared connection shares). Answers the address to send to, or the refusal.
 */
async function verificationMailTo(
  auth: Auth,
  limiter: RateLimiter,
  headers: Headers,
): Promise<{ email: string } | { error: Response }> {
  const session = await auth.api.getSession({ headers });
  if (!session) throw new AppError("UNAUTHENTICATED", messageForStatus(401));
  if (session.user.emailVerified) throw new AppError("CONFLICT", VERIFY_EMAIL_TEXT.alreadyVerified);
  const hit = await limiter.hit(`verification-mail:${session.user.id}`, VERIFICATION_RESEND_LIMIT);
  if (hit.allowed) return { email: session.user.email };
  const locale = requestLocale(headers.get("accept-language") ?? undefined, session.user.locale ?? undefined);
  const minutes = Math.ceil(hit.retryAfterSeconds / 60);
  const body = errorBody("RATE_LIMITED", translate(locale, VERIFY_EMAIL_TEXT.resendLimited, { minutes }));
  return {
    error: new Response(JSON.stringify(body), {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": String(hit.retryAfterSeconds) },
    }),
  };
}
