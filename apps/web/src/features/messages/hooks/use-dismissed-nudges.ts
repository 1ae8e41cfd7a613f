import { useCallback, useState } from "react";

const KEY = "kindred.nudges.dismissed";
/** Enough for every prompt a member is likely to answer; the oldest answers go first. */
const KEEP = 300;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The messages whose "Does this bother you?" the member answered (reported, or "No, it's fine"), kept
 * on this device so the question is asked once.
 */
export function useDismissedNudges() {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(read()));
  const dismiss = useCallback((messageId: string) => {
    const next = [...read().filter((id) => id !== messageId), messageId].slice(-KEEP);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the answer holds for this visit.
    }
    setDismissed((current) => new Set([...current, messageId]));
  }, []);
  return { dismissed, dismiss };
}
