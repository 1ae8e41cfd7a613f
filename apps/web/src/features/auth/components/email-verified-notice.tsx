import { VERIFY_EMAIL_PARAMS, VERIFY_EMAIL_TEXT } from "@kindred/contracts";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";

/**
 * The mailed verification link lands on the quiz with `?verified=1` (spec 000: the link leads to /quiz);
 * this says it worked, once, and takes the mark out of the address so a reload or a shared URL doesn't
 * say it again.
 */
export function EmailVerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.has(VERIFY_EMAIL_PARAMS.verified);

  useEffect(() => {
    if (!verified) return;
    toast.success(t(VERIFY_EMAIL_TEXT.verifiedTitle), {
      id: "email-verified",
      description: t(VERIFY_EMAIL_TEXT.verifiedBody),
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VERIFY_EMAIL_PARAMS.verified);
        return next;
      },
      { replace: true },
    );
  }, [verified, setParams]);

  return null;
}
