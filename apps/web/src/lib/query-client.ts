import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from "@kindred/contracts";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** The session query; `null` means signed out. */
export const ME_QUERY_KEY = ["me"] as const;

/** Spec 000 section 9: 3 retries, back-off doubling from 1 s up to 30 s. */
export function shouldRetry(failureCount: number, error: unknown) {
  // A 4xx (signed out, forbidden, invalid input) will not get better by asking again.
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < QUERY_RETRIES;
}

export function retryDelay(attemptIndex: number) {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

export function createQueryClient() {
  // If any call finds the session gone (expired, ended elsewhere, banned), mark the member signed
  // out so the route guard sends them to /login instead of every screen failing on its own.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === "UNAUTHENTICATED") client.setQueryData(ME_QUERY_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS },
      // Mutations are not idempotent in general (sign-in, send message): never resend them silently.
      mutations: { retry: false, gcTime: QUERY_GC_TIME_MS },
    },
  });
  return client;
}
