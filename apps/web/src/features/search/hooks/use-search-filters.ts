import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, filtersFromParams, filtersToParams, type SearchFilters } from "../utils/search-filters";

type UpdateOptions = {
  /** Replace the history entry instead of adding one (typing should not fill the back button). */
  replace?: boolean;
};

/** The search's filters and page, kept in the address bar (shareable; Back undoes a change). */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => filtersFromParams(params), [params]);

  /** Changes some filters and goes back to the first page (the old page may no longer exist). */
  const update = useCallback(
    (patch: Partial<SearchFilters>, { replace = false }: UpdateOptions = {}) =>
      setParams((current) => filtersToParams({ ...filtersFromParams(current).filters, ...patch }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );

  const setPage = useCallback(
    (next: number) => setParams((current) => filtersToParams(filtersFromParams(current).filters, next)),
    [setParams],
  );

  /** Every filter back to its default; the search text stays. */
  const reset = useCallback(
    () =>
      setParams((current) => filtersToParams({ ...DEFAULT_FILTERS, q: filtersFromParams(current).filters.q }), {
        preventScrollReset: true,
      }),
    [setParams],
  );

  return { filters, page, update, setPage, reset };
}
