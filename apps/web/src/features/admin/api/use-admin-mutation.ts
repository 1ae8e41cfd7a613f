import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_QUERY_KEY } from "./query-keys";

/**
 * An admin write: once it lands, every panel list is asked again (see query-keys.ts for why). The
 * refetch is not awaited, so the action's toast does not wait for the lists.
 */
export function useAdminMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
