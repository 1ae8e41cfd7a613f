import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs`, so '5 minutes ago' does not stay 5 minutes. */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
