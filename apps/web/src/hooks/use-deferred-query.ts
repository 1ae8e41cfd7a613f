import type { UseQueryResult } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";

/** What a screen shows of a query: its data and the states its loading, error and retry UI read. */
export type QueryView<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

/*
 * An answer arriving re-renders a query's component at once and in one piece (React Query reads its
 * cache through useSyncExternalStore, which React never time-slices): on a slow phone the dashboard's
 * cards and the swipe deck were each a long task of a few hundred ms (issue 17). This gives the
 * component the query as it was, so that render changes nothing (see `useMemo` where it is used),
 * and the new state follows in a deferred render React splits into short slices.
 */
export function useDeferredQuery<T>(query: UseQueryResult<T>): QueryView<T> {
  const data = useDeferredValue(query.data);
  const isPending = useDeferredValue(query.isPending);
  const isError = useDeferredValue(query.isError);
  const isRefetching = useDeferredValue(query.isRefetching);
  const { refetch } = query;
  return useMemo(
    () => ({ data, isPending, isError, isRefetching, refetch }),
    [data, isPending, isError, isRefetching, refetch],
  );
}
