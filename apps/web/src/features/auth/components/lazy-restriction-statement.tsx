import type { Restriction } from "@kindred/contracts";
import { lazy, Suspense } from "react";
import { withTexts } from "@/lib/i18n/i18n";

// Its texts are the notices' (the statement of reasons, the appeal button): they come with it.
const Statement = lazy(
  withTexts(
    () => import("./restriction-statement").then((m) => ({ default: m.RestrictionStatement })),
    ["info", "notices"],
  ),
);

/** The statement of reasons loads with a refusal that carries one, not with the sign-in screen. */
export function RestrictionStatement({ restriction }: { restriction: Restriction }) {
  return (
    <Suspense fallback={null}>
      <Statement restriction={restriction} />
    </Suspense>
  );
}
