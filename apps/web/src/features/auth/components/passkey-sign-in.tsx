import { AUTH_MESSAGES, SECURITY_TEXT } from "@kindred/contracts";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { isPasskeyPromptDismissed, passkeysSupported } from "@/lib/webauthn";
import type { usePasskeySignIn } from "../api/passkey-sign-in";
import { returnPathFrom } from "../utils/return-path";
import { RestrictionStatement } from "./lazy-restriction-statement";
import { PasskeyChoice } from "./passkey-choice";

/** "or" and "Sign in with a passkey" under the password form; nothing where the browser has no passkeys. */
export function PasskeySignIn({ mutation }: { mutation: ReturnType<typeof usePasskeySignIn> }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (!passkeysSupported()) return null;

  const start = () => {
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(t(AUTH_MESSAGES.signedIn));
        void navigate(returnPathFrom(location.state), { replace: true });
      },
      // A refusal is said once, in the alert below the button (no toast too).
    });
  };
  const error = mutation.error;
  const shown =
    error && !isPasskeyPromptDismissed(error) ? serverMessage(error, t(SECURITY_TEXT.passkeySignInFailed)) : null;

  return (
    <PasskeyChoice
      onClick={start}
      pending={mutation.isPending}
      notice={
        <>
          {shown ? <Alert>{shown}</Alert> : null}
          {isApiError(error) && error.restriction ? <RestrictionStatement restriction={error.restriction} /> : null}
        </>
      }
    />
  );
}
