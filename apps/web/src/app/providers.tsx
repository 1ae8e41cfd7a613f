import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from "@kindred/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type CSSProperties, type ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/query-client";

// sonner's rich colours put text on tinted backgrounds at about 4.3:1; these keep them at AA (4.5:1+).
const TOAST_COLOURS = {
  "--success-text": "#166534",
  "--error-text": "#b91c1c",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
} as CSSProperties;

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not a module singleton) so tests can mount fresh apps.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Spec 000 section 9: top-centre, 4 s, 3 visible, 14 px apart. */}
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        gap={TOAST_GAP_PX}
        richColors
        closeButton
        style={TOAST_COLOURS}
      />
    </QueryClientProvider>
  );
}
