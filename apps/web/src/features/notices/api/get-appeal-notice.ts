import { RestrictedNoticeSchema, type Notice } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { appealNoticeKey } from "./query-keys";

/** `GET /api/appeals/notice?token=`: the statement an appeal link names, for a member who can't sign in. */
export async function getAppealNotice(token: string, signal?: AbortSignal): Promise<Notice> {
  const path = `/api/appeals/notice?token=${encodeURIComponent(token)}`;
  return (await apiFetch(path, { schema: RestrictedNoticeSchema, signal })).notice;
}

export const getAppealNoticeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: appealNoticeKey(token),
    queryFn: ({ signal }) => getAppealNotice(token, signal),
    // The statement doesn't change while the page is open, except by this page's own appeal.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useAppealNoticeByToken(token: string | null) {
  return useQuery({ ...getAppealNoticeQueryOptions(token ?? ""), enabled: Boolean(token) });
}
