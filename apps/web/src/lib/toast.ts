import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "info" | "warning" | "loading";
type Message = Parameters<Sonner["toast"][Kind]>[0];

let sonner: Promise<Sonner> | undefined;
let shown = false;
const hosts = new Set<() => void>();
let counter = 0;

/**
 * Toasts come from a library the first paint doesn't need: it loads with the first toast, and
 * `ToastHost` mounts its toaster then (the toaster shows toasts made before it mounted). Calls run in
 * the order they were made, so a dismissal never overtakes the toast it dismisses.
 */
function withSonner(run: (library: Sonner) => void) {
  if (!shown) {
    shown = true;
    for (const notify of hosts) notify();
  }
  sonner ??= import("sonner");
  void sonner.then(run);
}

function show(kind: Kind) {
  return (message: Message, options?: ExternalToast): string | number => {
    // The id is known at once (before the library is), so the caller can dismiss or replace the toast.
    const id = options?.id ?? `toast-${++counter}`;
    withSonner(({ toast: library }) => library[kind](message, { ...options, id }));
    return id;
  };
}

/** sonner's `toast` for the calls this app makes (spec 000 section 9: top-centre, 4 s, 3 visible). */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  loading: show("loading"),
  dismiss: (id?: string | number) => withSonner(({ toast: library }) => library.dismiss(id)),
};

/** For `ToastHost`: whether any toast was asked for yet, and a way to hear the first one. */
export const toastRequests = {
  subscribe(notify: () => void) {
    hosts.add(notify);
    return () => void hosts.delete(notify);
  },
  shown: () => shown,
};
