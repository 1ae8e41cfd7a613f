import { t } from "@/lib/i18n/i18n";
import { PhotoRejectedError, photoErrorMessage } from "@/lib/prepare-photo";

/**
 * Why a photo could not be added or saved, in the language on screen: our own check's message (with
 * its values), the server's (which comes in it already), or `fallback`, a message.
 */
export function photoErrorText(error: unknown, fallback: string): string {
  if (error instanceof PhotoRejectedError) return t(error.message, error.values);
  return photoErrorMessage(error, t(fallback));
}
