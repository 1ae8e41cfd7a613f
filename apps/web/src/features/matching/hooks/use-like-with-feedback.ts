import { LIKE_MESSAGES, type LikeResult } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";
import { t, translateIfMessage } from "@/lib/i18n/i18n";
import { useSendLike } from "@/lib/send-like";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";

export type LikeAttempt =
  | { ok: true; result: LikeResult }
  /** `retry`: worth another try (a network error or the hourly limit), unlike a member who is gone. */
  | { ok: false; retry: boolean };

/**
 * Sends a like and says how it went (spec 001 sections 4 and 8): 'Like sent successfully!', or the
 * 'already' notices as info. A mutual like says nothing here: the caller opens the celebration.
 */
export function useLikeWithFeedback() {
  const mutation = useSendLike();
  const like = async (targetId: string): Promise<LikeAttempt> => {
    try {
      const result = await mutation.mutateAsync(targetId);
      // The server words it in the language on screen; an older answer in English is one of our messages.
      if (result.outcome === "liked") toast.success(translateIfMessage(result.message));
      else if (result.outcome !== "matched") toast.info(translateIfMessage(result.message));
      return { ok: true, result };
    } catch (error) {
      toast.error(serverMessage(error, t(LIKE_MESSAGES.failed)));
      return { ok: false, retry: !(isApiError(error) && error.status === 404) };
    }
  };
  return { like, isPending: mutation.isPending };
}
