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
  // If any call finds the session gone (expired, ended elsewhere, banned), the session probe asks
  // again, and the route guard sends the member to /login once it answers signed out, instead of
  // every screen failing on its own. Asked again rather than believed: the call may have gone out
  // with a session just replaced (a password change ends every session and hands this device a new
  // one in its answer), and the cookie as it is now may still be good. Without the probe's own
  // fetch to ask (none made yet), the call is believed.
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.code !== "UNAUTHENTICATED") return;
    if (client.getQueryCache().find({ queryKey: ME_QUERY_KEY })?.options.queryFn)
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: "all" });
    else client.setQueryData(ME_QUERY_KEY, null);
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
