import type {} from "altcha/types/react";
import { PROOF_TEXT } from "@kindred/contracts";
import { LoaderCircle, ShieldAlert, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { t } from "@/lib/i18n/i18n";
import type { ProofOfWork, ProofState } from "@/lib/proof-of-work/use-proof-of-work";

/** Each state's icon and line. */
const STATES: Record<ProofState, { icon: ReactNode; status: string }> = {
  working: { icon: <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />, status: PROOF_TEXT.working },
  done: { icon: <ShieldCheck aria-hidden="true" className="size-3.5 text-emerald-700" />, status: PROOF_TEXT.done },
  failed: { icon: <ShieldAlert aria-hidden="true" className="size-3.5 text-destructive" />, status: PROOF_TEXT.failed },
};

/**
 * Where a form's proof-of-work shows: ALTCHA's widget, invisible while it solves in the background,
 * and one line that says how it is going (a polite live region, so a screen reader hears it once it
 * is done), with Try again if it failed.
 */
export function ProofOfWorkStatus({ proof: { state, attach, purpose, again } }: { proof: ProofOfWork }) {
  const failed = state === "failed";
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      {/* Out of the row's flow: invisible, it would still take a gap's width before the status. */}
      <altcha-widget
        ref={attach}
        className="absolute"
        challenge={`/api/proof-of-work/challenge?for=${purpose}`}
        auto="onload"
        display="invisible"
        workers={1}
        name="altcha"
      />
      <span role="status" aria-label={t(PROOF_TEXT.label)} className="flex items-center gap-1.5">
        {STATES[state].icon}
        {t(STATES[state].status)}
      </span>
      {failed ? (
        <button type="button" onClick={again} className="font-medium text-primary underline">
          {t("Try again")}
        </button>
      ) : null}
    </div>
  );
}
