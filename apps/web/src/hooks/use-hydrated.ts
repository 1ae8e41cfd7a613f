import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * False in the pre-render and while the browser hydrates a pre-rendered page, true once the page is
 * live (at once on a page rendered in the browser). What only the browser knows waits for it, so the
 * first render matches the pre-rendered markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
