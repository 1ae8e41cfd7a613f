import {
  ACCOUNT_BANNED_TEXT,
  AUTH_MESSAGES,
  SignInInputSchema,
  SignUpInputSchema,
  unguessablePasswordProblem,
  type ApiErrorBody,
  type Restriction,
} from "@kindred/contracts";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { AppError, errorBody } from "../../errors";
import { jsonBody } from "../../http/json-body";
import type { Logger } from "../../lib/logger";
import { CLIENT_IP_HEADER, VERIFIED_LANDING, type Auth } from "./auth";
import { isCommonPassword } from "./common-passwords";
import type { SignInGuard } from "./sign-in-guard";

// Only the better-auth endpoints the product uses are reachable; the rest (user updates, account
// deletion without our clean-up, admin calls) go through our own routes or not at all.
const ALLOWED = new Set([
  "GET /get-session",
  "GET /verify-email",
  "GET /list-sessions",
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /send-verification-email",
  "POST /request-password-reset",
  "POST /reset-password",
  "POST /change-password",
  "POST /revoke-session",
  "POST /revoke-other-sessions",
]);
const isAllowed = (method: string, path: string) =>
  ALLOWED.has(`${method} ${path}`) || (method === "GET" && /^\/reset-password\/[\w-]+$/.test(path));

const NewPasswordSchema = z.object({ newPassword: z.string(), token: z.string().optional() }).loose();

/** Whose password a reset link would set (undefined for an unknown or expired link: better-auth refuses it). */
async function emailOfResetToken(auth: Auth, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return undefined;
  return (await internalAdapter.findUserById(verification.value))?.email;
}

async function emailOfSession(auth: Auth, headers: Headers): Promise<string | undefined> {
  return (await auth.api.getSession({ headers }))?.user.email;
}

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
  BANNED_USER: { code: "ACCOUNT_BANNED", message: ACCOUNT_BANNED_TEXT.banned },
  INVALID_PASSWORD: { code: "INVALID_CREDENTIALS", message: "Your current password is incorrect." },
  INVALID_TOKEN: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.linkInvalid },
  TOKEN_EXPIRED: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.linkInvalid },
  INVALID_CALLBACK_URL: { code: "BAD_REQUEST", message: AUTH_MESSAGES.linkOutside },
  INVALID_REDIRECT_URL: { code: "BAD_REQUEST", message: AUTH_MESSAGES.linkOutside },
};
const ORIGIN_CODES = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN", "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED"]);

const messageForStatus = (status: number) =>
  status === 429
    ? "Too many attempts. Please wait a minute and try again."
    : status === 401
      ? "Please sign in to continue."
      : status >= 500
        ? "Something went wrong on our side. Please try again."
        : AUTH_MESSAGES.authFailed;

type AuthRoutesDeps = { auth: Auth; guard: SignInGuard; log: Logger; originMessage: string };

export function authRoutes({ auth, guard, log, originMessage }: AuthRoutesDeps) {
  const pathOf = (requestPath: string) => requestPath.replace(/^\/api\/auth/, "") || "/";
  return new Hono<{ Variables: { json: unknown; rawBody: string; clientIp: string } }>().all(
    "/*",
    async (c, next) => {
      if (!isAllowed(c.req.method, pathOf(c.req.path))) {
        throw new AppError("NOT_FOUND", `No API endpoint at ${c.req.method} ${c.req.path}.`);
      }
      await next();
    },
    jsonBody,
    async (c) => {
      const path = pathOf(c.req.path);

      let body: Record<string, unknown> | undefined;
      let signIn: { email: string; bucket: Awaited<ReturnType<SignInGuard["admit"]>> } | undefined;
      let resetEmail: string | undefined;
      if (c.req.method === "POST") {
        const json = c.get("json");
        body = json && typeof json === "object" && !Array.isArray(json) ? { ...(json as Record<string, unknown>) } : {};
        if (path === "/sign-up/email") {
          const input = SignUpInputSchema.parse(body);
          if (isCommonPassword(input.password))
            throw new AppError("PASSWORD_TOO_COMMON", AUTH_MESSAGES.passwordTooCommon);
          // Members have no display name until their profile; the verification link always lands on the quiz.
          body = { ...input, name: "", callbackURL: VERIFIED_LANDING };
        } else if (path === "/sign-in/email") {
          const input = SignInInputSchema.parse(body);
          signIn = { email: input.email, bucket: await guard.admit(c, input.email) };
          body = { email: input.email, password: input.password, rememberMe: true };
        } else if (path === "/reset-password" || path === "/change-password") {
          const { newPassword, token } = NewPasswordSchema.parse(body);
          const email =
            path === "/reset-password"
              ? await emailOfResetToken(auth, token)
              : await emailOfSession(auth, c.req.raw.headers);
          const problem = unguessablePasswordProblem(newPassword, email);
          if (problem) throw new AppError("VALIDATION_FAILED", problem, { newPassword: problem });
          if (isCommonPassword(newPassword)) throw new AppError("PASSWORD_TOO_COMMON", AUTH_MESSAGES.passwordTooCommon);
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
        new Request(c.req.url, { method: c.req.method, headers, body: body ? JSON.stringify(body) : undefined }),
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
      return response.status >= 400 ? rewriteError(response, originMessage) : response;
    },
  );
}

/** better-auth answers `{ code, message }`; the API's shape is `{ error: { code, message } }`. */
async function rewriteError(response: Response, originMessage: string): Promise<Response> {
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: keep the status, give the uniform shape.
  }
  const upstream = typeof parsed.code === "string" ? parsed.code : undefined;
  // The one upstream message written for members: auth.ts's bannedUserMessage (until when, if suspended).
  const bannedMessage = upstream === "BANNED_USER" && typeof parsed.message === "string" ? parsed.message : undefined;
  const mapped = upstream
    ? ORIGIN_CODES.has(upstream)
      ? { code: "FORBIDDEN_ORIGIN", message: originMessage }
      : CODE_MAP[upstream]
    : undefined;
  const code =
    mapped?.code ??
    (response.status === 429 ? "RATE_LIMITED" : response.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST");
  const message = bannedMessage ?? mapped?.message ?? messageForStatus(response.status);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}

/**
 * Adds the statement of reasons and a token to appeal it to a sign-in refused as ACCOUNT_BANNED, so a
 * banned or suspended member learns why and can appeal without a session. better-auth refuses a banned
 * account only once the password checked out, so the statement goes to whoever proved the account is
 * theirs; every other answer passes untouched. Mounted on the sign-in path, ahead of `authRoutes`.
 */
export function explainRefusedSignIn(restrictionFor: (email: string) => Promise<Restriction>) {
  return createMiddleware<{ Variables: { json: unknown } }>(async (c, next) => {
    await next();
    if (c.req.method !== "POST" || c.res.status !== 403) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
    const input = SignInInputSchema.safeParse(c.get("json"));
    if (body?.error?.code !== "ACCOUNT_BANNED" || !input.success) return;
    const restriction = await restrictionFor(input.data.email);
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = undefined;
    c.res = new Response(JSON.stringify({ error: { ...body.error, restriction } }), { status: 403, headers });
  });
}
