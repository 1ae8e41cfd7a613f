import { ERROR_STATUS, msg, type ApiErrorBody, type ErrorCode } from "@kindred/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { isDatabaseUnreachable } from "./db/unreachable";
import { requestLocale, translate } from "./i18n/translator";

/**
 * The one error type services throw; the handler turns it into `{ error: { code, message } }`, its
 * message (and each field's) in the language the request asks for: an English message, its
 * `{placeholders}` filled from `values`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly values?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code] as ContentfulStatusCode;
  }
}

/**
 * A rate limit's refusal: 429 with `Retry-After` (RFC 6585, RFC 9110), so a client (or the soak's
 * members) knows when the window opens again instead of guessing.
 */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", message);
  }
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ApiErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** The request's language: what it asks for, else its member's. */
const localeOf = (c: Context) =>
  requestLocale(c.req.header("accept-language"), (c.get("user") as { locale?: string } | undefined)?.locale);

/** An error's body in the request's language. */
function localizedBody(
  c: Context,
  code: string,
  message: string,
  fields?: Record<string, string>,
  values?: Record<string, unknown>,
) {
  const locale = localeOf(c);
  const say = (text: string) => translate(locale, text, values);
  return errorBody(
    code,
    say(message),
    fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)])),
  );
}

/** A validation failure: each field's first message, and the first of all prefixed with where it is. */
export function fromZodError(error: ZodError, say: (message: string) => string = (message) => message): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= say(issue.message);
  }
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return new AppError("VALIDATION_FAILED", `${where}${say(first?.message ?? msg("Invalid input"))}`, fields);
}

/** A request under /api that no route answers. */
export const NO_ENDPOINT_MESSAGE = msg("No API endpoint at {method} {path}.");

/** The 404 of a request under /api that no route answers, in the request's language. */
export const noEndpoint = (c: Context) =>
  c.json(
    localizedBody(c, "NOT_FOUND", NO_ENDPOINT_MESSAGE, undefined, { method: c.req.method, path: c.req.path }),
    404,
  );

/** The database away (stopped, restarting): nothing was done, and the same request may be sent again. */
const DATABASE_UNAVAILABLE_MESSAGE = msg(
  "Kindred is unavailable just now. Nothing was changed; please try again in a moment.",
);
const INTERNAL_MESSAGE = msg("Something went wrong on our side. Please try again.");

type Log = { error: (message: string, fields?: Record<string, unknown>) => void };

export function createErrorHandler(log: Log) {
  return (error: Error, c: Context) => {
    // A 413 goes out before the body is read. Hono's Node server then drains the body for 500 ms
    // and destroys the socket, so a client that reused the connection for its next request met
    // "other side closed" (seen on a loaded CI machine). With `Connection: close` it opens a new one.
    if (error instanceof HTTPException ? error.status === 413 : error instanceof AppError && error.status === 413)
      c.header("Connection", "close");
    if (error instanceof AppError) {
      // A 5xx AppError is a dependency failing (object storage): the operator needs its cause.
      if (error.status >= 500)
        log.error("dependency failed", { path: c.req.path, method: c.req.method, error: String(error.cause ?? error) });
      if (error instanceof RateLimitedError) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(localizedBody(c, error.code, error.message, error.fields, error.values), error.status);
    }
    if (error instanceof ZodError) {
      const locale = localeOf(c);
      const appError = fromZodError(error, (message) => translate(locale, message));
      return c.json(errorBody(appError.code, appError.message, appError.fields), appError.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST";
      // A library's own words (hono's) stay as they are; only our fallback is a message.
      return c.json(errorBody(code, translate(localeOf(c), error.message || msg("Bad request"))), status);
    }
    if (isDatabaseUnreachable(error)) {
      log.error("database unreachable", {
        path: c.req.path,
        method: c.req.method,
        error: String(error.cause ?? error),
      });
      return c.json(localizedBody(c, "UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    log.error("unhandled error", { path: c.req.path, method: c.req.method, error: String(error.stack ?? error) });
    return c.json(localizedBody(c, "INTERNAL", INTERNAL_MESSAGE), 500);
  };
}
