import type { DeckWidenStep } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { usePreferences, useUpdatePreferences } from "../api/discovery-preferences";
import { widenedText } from "../utils/widen-text";

/**
 * Takes one wider step: saved with the filters on the server (so it holds on every device and after a
 * reload), keeping the age range; the deck is then dealt anew under it.
 */
export function useWiden(country: string | null, onWidened: () => void) {
  const prefs = usePreferences();
  const save = useUpdatePreferences();
  const widen = (step: DeckWidenStep) => {
    if (!prefs.data) return;
    save.mutate(
      { minAge: prefs.data.minAge, maxAge: prefs.data.maxAge, distanceKm: step.distanceKm },
      {
        onSuccess: () => {
          toast.success(widenedText(step.distanceKm, country));
          onWidened();
        },
        onError: (error) => toast.error(serverMessage(error, t("Failed to widen your search. Please try again."))),
      },
    );
  };
  return { widen, widening: save.isPending, ready: prefs.isSuccess };
}
