import { SECURITY_TEXT } from "@kindred/contracts";
import { Fingerprint, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

type PasskeyChoiceProps = {
  onClick?: () => void;
  disabled?: boolean;
  pending?: boolean;
  /** What went wrong with the last attempt, between the divider and the button. */
  notice?: ReactNode;
};

/**
 * "or" and "Sign in with a passkey". Also what the pre-rendered page shows (disabled until it is live,
 * as the form's submit button is) and what stands in while the live one's chunk loads, so the card
 * keeps its height when the page comes alive (issue 17: /login moved by 0.024).
 */
export function PasskeyChoice({ onClick, disabled = false, pending = false, notice }: PasskeyChoiceProps) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t(SECURITY_TEXT.orDivider)}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      {notice}
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={onClick}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Fingerprint aria-hidden="true" />}
        {t(SECURITY_TEXT.passkeySignIn)}
      </Button>
    </div>
  );
}
