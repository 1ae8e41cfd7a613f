import { useCallback, useEffect, useRef } from "react";

/**
 * Calls `callback` once calls have paused for `delayMs` (one search per pause, not per keystroke).
 * Returns the debounced function and `flush`, which runs a pending call at once (Enter in a search box).
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  // Leaving the page drops a pending call rather than firing it on a screen that is gone.
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) callbackRef.current(...args);
  }, []);

  const debounced = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(run, delayMs);
    },
    [delayMs, run],
  );

  return { debounced, flush: run };
}
