import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { getPushDevices, PUSH_DEVICES_QUERY_KEY, removePushDevice } from "@/lib/push/push-api";
import { thisDeviceId, turnOffPush } from "@/lib/push/push-device";

export function usePushDevices() {
  return useQuery({
    queryKey: PUSH_DEVICES_QUERY_KEY,
    queryFn: async ({ signal }) => (await getPushDevices(signal)).devices,
  });
}

/**
 * Removes one of the member's devices; this one is also unsubscribed in the browser. A device already
 * gone (removed from another device, or by the push service) counts as removed.
 */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (id === thisDeviceId()) return void (await turnOffPush());
      await removePushDevice(id).catch((error: unknown) => {
        if (!isApiError(error) || error.status !== 404) throw error;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_QUERY_KEY }),
  });
}
