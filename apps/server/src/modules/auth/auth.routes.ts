import { AUTH_MESSAGES, SignInInputSchema, SignUpInputSchema } from "@kindred/contracts";
import { Hono } from "hono";
import { z } from "zod";
import { AppError, errorBody } from "../../errors";
import { jsonBody } from "../../http/json-body";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import { CLIENT_IP_HEADER, VERIFIED_LANDING, type Auth } from "./auth";
import { isCommonPassword } from "./common-passwords";

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

const NewPasswordSchema = z.object({ newPassword: z.string() }).loose();

/** Failed sign-ins per email, on top of better-auth's per-address limit (ASVS 6.3.1). */
const SIGN_IN_FAILURES = { windowSeconds: 15 * 60, max: 10 };

const CODE_MAP: Record<string, { code: string; message?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.invalidCredentials },
  USER_ALREADY_EXISTS: { code: "USER_ALREADY_EXISTS", message: AUTH_MESSAGES.userExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "USER_ALREADY_EXISTS", message: AUTH_MESSAGES.userExists },
  PASSWORD_TOO_SHORT: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.passwordTooLong },
  BANNED_USER: { code: "ACCOUNT_BANNED" },
};

export function authRoutes({ auth, limiter, log }: { auth: Auth; limiter: RateLimiter; log: Logger }) {
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
      let signInEmail: string | undefined;
      if (c.req.method === "POST") {
        const json = c.get("json");
        body = json && typeof json === "object" && !Array.isArray(json) ? { ...(json as Record<string, unknown>) } : {};
        if (path === "/sign-up/email") {
          const input = SignUpInputSchema.parse(body);
          if (isCommonPassword(input.password)) throw new AppError("PASSWORD_TOO_COMMON", AUTH_MESSAGES.passwordTooCommon);
          // Members have no display name until their profile; the verification link always lands on the quiz.
          body = { ...input, name: "", callbackURL: VERIFIED_LANDING };
        } else if (path === "/sign-in/email") {
          const input = SignInInputSchema.parse(body);
          signInEmail = input.email;
          const failures = await limiter.peek(`sign-in-failures:${input.email}`, SIGN_IN_FAILURES);
          if (!failures.allowed) {
            c.header("Retry-After", String(failures.retryAfterSeconds));
            throw new AppError("RATE_LIMITED", "Too many failed sign-in attempts. Please wait a few minutes and try again.");
          }
          body = { email: input.email, password: input.password, rememberMe: true };
        } else if (path === "/reset-password" || path === "/change-password") {
          const { newPassword } = NewPasswordSchema.parse(body);
          if (isCommonPassword(newPassword)) throw new AppError("PASSWORD_TOO_COMMON", AUTH_MESSAGES.passwordTooCommon);
          if (path === "/change-password") body.revokeOtherSessions = true;
        }
      }

      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
      if (body) {
        headers.set("content-type", "application/json");
        headers.delete("content-length");
      }
      const response = await auth.handler(
        new Request(c.req.url, { method: c.req.method, headers, body: body ? JSON.stringify(body) : undefined }),
      );

      if (signInEmail) {
        if (response.status === 401) {
          await limiter.hit(`sign-in-failures:${signInEmail}`, SIGN_IN_FAILURES);
          log.warn("sign-in failed", { email: signInEmail, ip: c.get("clientIp") });
        } else if (response.ok) {
          await limiter.reset(`sign-in-failures:${signInEmail}`);
        }
      }
      return response.status >= 400 ? rewriteError(response) : response;
    },
  );
}

/** better-auth answers `{ code, message }`; the API's shape is `{ error: { code, message } }`. */
async function rewriteError(response: Response): Promise<Response> {
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: keep the status, give the uniform shape.
  }
  const upstreamCode = typeof parsed.code === "string" ? parsed.code : undefined;
  const mapped = upstreamCode ? CODE_MAP[upstreamCode] : undefined;
  const code =
    mapped?.code ?? (response.status === 429 ? "RATE_LIMITED" : (upstreamCode ?? (response.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST")));
  const message =
    mapped?.message ??
    (response.status === 429
      ? "Too many attempts. Please wait a minute and try again."
      : typeof parsed.message === "string" && parsed.message
        ? parsed.message
        : AUTH_MESSAGES.authFailed);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
