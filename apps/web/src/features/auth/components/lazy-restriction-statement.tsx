import type { Restriction } from "@kindred/contracts";
import { lazy, Suspense } from "react";

const Statement = lazy(() => import("./restriction-statement").then((m) => ({ default: m.RestrictionStatement })));

/** The statement of reasons loads with a refusal that carries one, not with the sign-in screen. */
export function RestrictionStatement({ restriction }: { restriction: Restriction }) {
  return (
    <Suspense fallback={null}>
      <Statement restriction={restriction} />
    </Suspense>
  );
}
