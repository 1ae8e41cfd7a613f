import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";

/**
 * The spec's failure toast, with the server's refusal underneath when it gave one ('This report has
 * already been decided.', 'There is no member with this ID.'), so the admin knows what to do next.
 */
export function toastFailure(title: string, error: unknown) {
  const detail = serverMessage(error, "");
  toast.error(title, detail && detail !== title ? { description: detail } : undefined);
}

type Outcome = { success: string; failure: string; onSuccess?: () => void };

/**
 * Awaits an admin action and says how it went. Awaited (`mutateAsync`), not `mutate` callbacks: a
 * decision often removes its own row (the report leaves the queue, the photo the grid), and callbacks
 * of an unmounted row never run, so the toast would be lost.
 */
export async function announce(action: Promise<unknown>, { success, failure, onSuccess }: Outcome) {
  try {
    await action;
  } catch (error) {
    toastFailure(failure, error);
    return;
  }
  onSuccess?.();
  toast.success(success);
}
