import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
};

/** Whether the member can see this tab: messages only count as read when they can. */
export function useDocumentVisible() {
  return useSyncExternalStore(subscribe, () => document.visibilityState === "visible");
}
