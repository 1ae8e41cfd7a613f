import { PHOTO_MESSAGES } from "@kindred/contracts";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { t } from "@/lib/i18n/i18n";

/**
 * Removing the main (first) photo asks first; any other photo goes at once (spec 000 section 4).
 * Returns `confirmRemoval(isMain, remove)` and the dialog to render.
 */
export function useMainPhotoConfirm() {
  const [pending, setPending] = useState<{ remove: () => void } | null>(null);

  const confirmRemoval = (isMain: boolean, remove: () => void) => {
    if (isMain) setPending({ remove });
    else remove();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t("Remove your main photo?")}
      description={t(PHOTO_MESSAGES.removeMainConfirm)}
      confirmLabel={t("Remove photo")}
      onConfirm={() => pending?.remove()}
    />
  );

  return { confirmRemoval, dialog };
}
