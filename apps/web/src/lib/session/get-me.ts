import type { Me } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, badResponseError } from "@/lib/api-client";
import { activeLocale, switchLocale } from "@/lib/i18n/i18n";
import { rememberLocale } from "@/lib/i18n/locale-preference";
import { ME_QUERY_KEY } from "@/lib/query-client";

const isVisitor = (answer: unknown) =>
  typeof answer === "object" && answer !== null && "me" in answer && answer.me === null;

/**
 * The signed-in member, or `null` when signed out. `GET /api/session` answers 200 either way, so a
 * visitor's page logs no failed request. A visitor's answer needs no schema: the member's shape (and
 * zod) load only when there is one.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  const answer = await apiFetch("/api/session", { signal });
  if (isVisitor(answer)) return null;
  const { SessionProbeSchema } = await import("./session-probe-schema");
  const parsed = SessionProbeSchema.safeParse(answer);
  if (!parsed.success) throw badResponseError(200);
  const { me } = parsed.data;
  // The member's language follows them to every device they sign in on (issue 32).
  if (me && me.locale !== activeLocale()) {
    rememberLocale(me.locale);
    await switchLocale(me.locale);
  }
  return me;
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    // Every screen asks "who am I?"; half a minute of freshness saves a request per navigation,
    // and window-focus refetching still notices a session ended in another tab.
    staleTime: 30_000,
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
