import { useQueryClient } from "@tanstack/react-query";
import { Heart, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { t } from "@/lib/i18n/i18n";
import { firstNameOf } from "@/lib/profile-format";
import { removeFromDeck } from "../api/deck-cache";
import type { DeckCard } from "../api/get-deck";
import { ProfileDetails } from "./profile-details";
import { ProfileSafetyActions } from "./profile-safety-actions";

type ProfileModalProps = {
  card: DeckCard | null;
  onClose: () => void;
  onLike: (card: DeckCard) => void;
  onSkip: (card: DeckCard) => void;
};

/**
 * Spec 001 section 2: the card, opened. It closes on close, like or skip (section 4, 'Swiping'); a
 * like or skip from here swipes the card away as the buttons under the stack do. A block closes it
 * and takes the card out of the deck.
 */
export function ProfileModal({ card, onClose, onLike, onSkip }: ProfileModalProps) {
  const queryClient = useQueryClient();
  const onBlocked = (userId: string) => {
    removeFromDeck(queryClient, userId);
    onClose();
  };
  return (
    <Dialog open={card !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {card ? (
        <DialogContent
          aria-describedby={undefined}
          // Open on the dialog itself (named by the person), not on the first photo button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          className="sm:max-w-xl md:h-[min(88dvh,44rem)] md:max-w-4xl"
        >
          <div className="min-h-0 flex-1 overflow-y-auto md:overflow-hidden">
            <ProfileDetails
              layout="modal"
              profile={card.profile}
              compatibility={card.compatibility}
              likedYou={card.likedYou}
              actions={<ProfileSafetyActions profile={card.profile} onBlocked={onBlocked} />}
              title={
                <p className="flex items-baseline text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">
                  <DialogTitle className="text-2xl">{firstNameOf(card.profile)}</DialogTitle>
                  {card.profile.age === null ? null : <span className="font-semibold">, {card.profile.age}</span>}
                </p>
              }
            />
          </div>
          <div className="grid grid-cols-2 gap-3 border-t border-border bg-card px-5 py-4 sm:px-6">
            <Button variant="outline" size="lg" onClick={() => onSkip(card)}>
              <X aria-hidden="true" className="text-rose-600" strokeWidth={3} />
              {t("Skip")}
            </Button>
            <Button size="lg" onClick={() => onLike(card)}>
              <Heart aria-hidden="true" fill="currentColor" />
              {t("Like")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
