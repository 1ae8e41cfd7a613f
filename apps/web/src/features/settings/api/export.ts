import { DATA_EXPORT_POLL_MS, DataExportStateSchema, type DataExportState } from "@kindred/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const DATA_EXPORT_QUERY_KEY = ["account", "export"] as const;

export const getDataExport = (): Promise<DataExportState> =>
  apiFetch("/api/account/export", { schema: DataExportStateSchema });

const preparing = (state: DataExportState | undefined) =>
  state?.export?.status === "queued" || state?.export?.status === "running";

/** The member's latest "download my data" request, asked again every 1.5 s while it is being prepared. */
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: DATA_EXPORT_QUERY_KEY,
    queryFn: getDataExport,
    refetchInterval: (query) => (preparing(query.state.data) ? DATA_EXPORT_POLL_MS : false),
    // The link's state changes on the server (used, expired): never show a stale one on return.
    staleTime: 0,
  });

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/account/export", { method: "POST", schema: DataExportStateSchema }),
    // The answer is the new state: polling starts from it at once.
    onSuccess: (state) => queryClient.setQueryData(DATA_EXPORT_QUERY_KEY, state),
  });
}

/** After the browser took the file: the link is spent, so ask the server where things stand. */
export function useRefreshDataExport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DATA_EXPORT_QUERY_KEY });
}
