import { BlockedMembersSchema, type BlockedMember } from "@kindred/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { BLOCKED_MEMBERS_QUERY_KEY } from "./query-keys";

export type { BlockedMember };

/** `GET /api/blocks`: whom I blocked, newest first, with the name I knew them by. */
export async function getBlockedMembers(signal?: AbortSignal): Promise<BlockedMember[]> {
  return (await apiFetch("/api/blocks", { schema: BlockedMembersSchema, signal })).blocks;
}

export const getBlockedMembersQueryOptions = () =>
  queryOptions({ queryKey: BLOCKED_MEMBERS_QUERY_KEY, queryFn: ({ signal }) => getBlockedMembers(signal) });

export function useBlockedMembers() {
  return useQuery(getBlockedMembersQueryOptions());
}
