import { DECK_WIDEN_MESSAGES, type DeckWidenStep } from "@kindred/contracts";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { usePreferences, useUpdatePreferences } from "../api/discovery-preferences";

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
          toast.success(DECK_WIDEN_MESSAGES.widened(step.distanceKm, country));
          onWidened();
        },
        onError: (error) => toast.error(serverMessage(error, "Failed to widen your search. Please try again.")),
      },
    );
  };
  return { widen, widening: save.isPending, ready: prefs.isSuccess };
}
