import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from "@kindred/contracts";
import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { t } from "@/lib/i18n/i18n";

// sonner's rich colours put text on tinted backgrounds at about 4.3:1; these keep them at AA (4.5:1+).
const TOAST_COLOURS = {
  "--success-text": "#166534",
  "--error-text": "#b91c1c",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
} as CSSProperties;

/** Spec 000 section 9: top-centre, 4 s, 3 visible, 14 px apart. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      style={TOAST_COLOURS}
      containerAriaLabel={t("Notifications")}
      toastOptions={{ closeButtonAriaLabel: t("Close toast") }}
    />
  );
}
