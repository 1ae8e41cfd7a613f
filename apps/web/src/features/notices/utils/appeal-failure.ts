import { NOTICE_TEXT } from "@kindred/contracts";
import { isApiError } from "@/lib/api-client";

/**
 * What the member is told when an appeal doesn't go through: already appealed (409); a refusal that
 * explains itself (invalid text, too many tries, notice gone); else the generic failure. One of our
 * messages or the server's words (already in the member's language): shown with `translateIfMessage`.
 */
export function appealFailureMessage(error: unknown): string {
  if (!isApiError(error)) return NOTICE_TEXT.appealFailed;
  if (error.status === 409) return NOTICE_TEXT.appealAlready;
  // The link's token ran out while the member was writing.
  if (error.code === "INVALID_TOKEN") return NOTICE_TEXT.appealTokenInvalid;
  // A signed-out member's gate closes by itself; a 401 message would only confuse.
  if (error.isClientError && error.status !== 401) return error.message;
  return NOTICE_TEXT.appealFailed;
}
