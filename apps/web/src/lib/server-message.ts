import { CLIENT_ERROR_CODES, isApiError } from "@/lib/api-client";

/** The server's own message when it gave one (rate limit, unavailable), else the spec's fallback. */
export function serverMessage(error: unknown, fallback: string) {
  const fromServer = isApiError(error) && error.status > 0 && error.code !== CLIENT_ERROR_CODES.badResponse;
  return fromServer ? error.message : fallback;
}
