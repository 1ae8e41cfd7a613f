import { VERIFY_EMAIL_TEXT } from "@kindred/contracts";
import { CircleCheck, LoaderCircle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { useResendVerification } from "@/lib/session/resend-verification";
import { serverMessage } from "@/lib/server-message";

/**
 * "Resend email" and what came of it, said beside the button: the dashboard's reminder and the page a
 * dead verification link lands on both offer it. The server limits how often it sends.
 */
export function ResendVerification({ email, size = "sm" }: { email: string; size?: "sm" | "lg" }) {
  const resend = useResendVerification();
  return (
    <div className="grid justify-items-start gap-3">
      <Button
        type="button"
        variant={size === "lg" ? "primary" : "outline"}
        size={size}
        className={size === "lg" ? "w-full" : undefined}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {t(VERIFY_EMAIL_TEXT.resend)}
      </Button>
      <div aria-live="polite" className="w-full empty:hidden">
        {resend.isSuccess ? (
          <p className="flex items-start gap-2 text-sm [overflow-wrap:anywhere]">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            {t(VERIFY_EMAIL_TEXT.resent, { email })}
          </p>
        ) : null}
      </div>
      {resend.isError ? (
        <Alert className="w-full">
          {serverMessage(resend.error, t("We couldn't send the email. Please try again."))}
        </Alert>
      ) : null}
    </div>
  );
}
