import { msg, type Restriction } from "@kindred/contracts";
import type { z } from "zod";
import { takeEarly } from "./early-requests";
import { activeLocale, t } from "./i18n/i18n";

/** Codes the client itself produces, next to the server's `ErrorCode`s. */
export const CLIENT_ERROR_CODES = {
  network: "NETWORK_ERROR",
  badResponse: "BAD_RESPONSE",
} as const;

const NETWORK_MESSAGE = msg("We couldn't reach Kindred. Please check your internet connection and try again.");
const BAD_RESPONSE_MESSAGE = msg("Something went wrong on our side. Please try again.");

/** Every failed API call rejects with this: the HTTP status (0 = no answer), the error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** ACCOUNT_BANNED at sign-in: the statement of reasons and the token to appeal it. */
  readonly restriction: Restriction | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    restriction?: Restriction,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.restriction = restriction;
  }

  /** A 4xx will fail the same way again; retrying only helps with outages and 5xx. */
  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An answer that isn't what the API promises (a proxy's page, a body the schema refuses). */
export const badResponseError = (status: number) =>
  new ApiError(status, CLIENT_ERROR_CODES.badResponse, t(BAD_RESPONSE_MESSAGE));

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as they are (a form's proof-of-work). */
  headers?: Record<string, string>;
};

async function send(path: string, { method = "GET", body, signal, headers: extra }: RequestOptions): Promise<Response> {
  // The server answers errors in the language on screen, and keeps it for a new member's mails.
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": activeLocale(), ...extra };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const early = method === "GET" ? takeEarly(path) : undefined;
    if (early) return await early;
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure: let TanStack Query (or the caller) see the AbortError as is.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, t(NETWORK_MESSAGE));
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  // The error schemas (and zod) load with the first failure, not with the first paint. A chunk that
  // can't load (the server went away) leaves the answer unread, as an unreadable body would.
  const error = await import("./api-error-body").then(
    ({ readApiErrorBody }) => readApiErrorBody(body),
    () => undefined,
  );
  if (error) return new ApiError(response.status, error.code, error.message, error.fields, error.restriction);
  // A proxy or crashed server answered instead of the API: keep the status, give a readable message.
  return badResponseError(response.status);
}

/**
 * The one way the web app talks to the API: JSON in and out, same-origin cookies, errors as ApiError.
 * With a schema the answer is validated and typed; without one it is returned as `unknown`.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiFetch(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiFetch(path: string, options: RequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const response = await send(path, options);
  if (!response.ok) throw await toApiError(response);
  const data = await readJson(response);
  if (!options.schema) return data;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw badResponseError(response.status);
  return parsed.data;
}

/**
 * `apiFetch` for the first paint's own calls: the schema's module (and zod with it) loads beside the
 * request instead of with the page's code.
 */
export async function apiFetchLazy<S extends z.ZodType>(
  path: string,
  { schema: loadSchema, ...options }: RequestOptions & { schema: () => Promise<S> },
): Promise<z.output<S>> {
  const [schema, data] = await Promise.all([loadSchema(), apiFetch(path, options)]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badResponseError(200);
  return parsed.data;
}
