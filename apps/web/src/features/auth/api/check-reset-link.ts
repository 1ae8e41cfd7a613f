import { useQuery } from "@tanstack/react-query";
import { apiFetchLazy } from "@/lib/api-client";

/** Whether the reset link still works; asking doesn't use it up. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetchLazy(`/api/auth/reset-link/${encodeURIComponent(token)}`, {
    signal,
    schema: () => import("../schemas").then((m) => m.ResetLinkCheckSchema),
  });
  return answer.valid;
}

/** Off without a token (the screen already knows that link is dead). */
export function useResetLinkCheck(token: string | null) {
  return useQuery({
    queryKey: ["reset-link", token],
    queryFn: ({ signal }) => checkResetLink(token!, signal),
    enabled: token !== null,
    // Each visit asks again: the link may have been used in another tab since.
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
}
