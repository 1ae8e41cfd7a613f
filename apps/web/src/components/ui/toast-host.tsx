import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastRequests } from "@/lib/toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the toaster with the first toast (`@/lib/toast`), so pages that show none never load it. */
export function ToastHost() {
  const shown = useSyncExternalStore(toastRequests.subscribe, toastRequests.shown, () => false);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
