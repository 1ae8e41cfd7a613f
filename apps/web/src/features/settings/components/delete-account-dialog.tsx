import { ACCOUNT_DATA_TEXT as TEXT, DeleteAccountPasswordSchema, type DeleteAccountInput } from "@kindred/contracts";
import { Fingerprint, LoaderCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { isPasskeyPromptDismissed, passkeysSupported } from "@/lib/webauthn";
import { confirmWithPasskey } from "../api/delete-account";
import { usePasskeys } from "../api/passkeys";
import { t } from "@/lib/i18n/i18n";

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string | undefined;
  pending: boolean;
  /** Resolves when the account is gone; rejects with the server's error otherwise. */
  onConfirm: (input: DeleteAccountInput) => Promise<void>;
};

/**
 * The spec's confirm dialog for deleting the account, saying what goes and what stays, with the
 * password as the confirmation, or one of the member's passkeys where this browser can use one. A
 * refused password keeps the dialog open with the server's reason.
 */
export function DeleteAccountDialog({ open, onOpenChange, pending, ...props }: DeleteAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-lg">
        {open ? <DeleteAccountForm pending={pending} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ email, pending, onConfirm }: Omit<DeleteAccountDialogProps, "open" | "onOpenChange">) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [waitingForPasskey, setWaitingForPasskey] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Offered only to a member who has a passkey, in a browser that can use one.
  const canUsePasskey = passkeysSupported();
  const passkeys = usePasskeys(canUsePasskey);
  const hasPasskey = canUsePasskey && (passkeys.data?.passkeys.length ?? 0) > 0;
  const busy = pending || waitingForPasskey;

  const confirmByPasskey = () => {
    setError(undefined);
    setWaitingForPasskey(true);
    confirmWithPasskey()
      .then(
        (passkey) => {
          setWaitingForPasskey(false);
          // A refusal is the caller's toast; the dialog stays open for another try.
          return onConfirm({ passkey }).catch(() => undefined);
        },
        (failure: unknown) => {
          setWaitingForPasskey(false);
          if (isPasskeyPromptDismissed(failure)) return;
          toast.error(isApiError(failure) && failure.isClientError ? failure.message : t(TEXT.deleteFailed));
        },
      )
      .catch(() => undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeleteAccountPasswordSchema.shape.password.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    onConfirm({ password: parsed.data }).catch((failure: unknown) => {
      // The password's own problems belong under the field; anything else is the caller's toast.
      if (isApiError(failure) && failure.fields?.password) {
        setError(failure.fields.password);
        field.current?.focus();
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{t(TEXT.dialogTitle)}</DialogTitle>
        <DialogDescription>{t(TEXT.dialogIntro)}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 overflow-y-auto px-5 pt-4 pb-5 sm:px-6">
        <dl className="grid gap-3 text-sm">
          <div className="rounded-xl border border-red-200 bg-destructive-soft px-4 py-3">
            <dt className="font-semibold text-destructive">{t(TEXT.dialogGoesLabel)}</dt>
            <dd className="mt-1 text-foreground">{t(TEXT.dialogGoes)}</dd>
          </div>
          <div className="rounded-xl border border-border bg-muted px-4 py-3">
            <dt className="font-semibold">{t(TEXT.dialogStaysLabel)}</dt>
            <dd className="mt-1 text-muted-foreground">{t(TEXT.dialogStays)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">{t(TEXT.dialogHint)}</p>
        {/* Lets a password manager offer this account's password. */}
        <input type="email" autoComplete="username" value={email ?? ""} readOnly hidden />
        <TextField
          ref={field}
          label={t(TEXT.passwordLabel)}
          type="password"
          autoComplete="current-password"
          required
          hint={t(TEXT.passwordHint)}
          error={error}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error) setError(undefined);
          }}
        />
        {hasPasskey ? (
          <>
            <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
              <span className="h-px flex-1 bg-border" />
              {t(TEXT.orDivider)}
              <span className="h-px flex-1 bg-border" />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              aria-busy={waitingForPasskey || undefined}
              onClick={confirmByPasskey}
            >
              {waitingForPasskey ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Fingerprint aria-hidden="true" />
              )}
              {waitingForPasskey ? t(TEXT.passkeyWaiting) : t(TEXT.usePasskey)}
            </Button>
          </>
        ) : null}
      </div>
      <DialogFormActions
        cancelLabel={t("Cancel")}
        submitLabel={pending ? t(TEXT.deleting) : t(TEXT.confirm)}
        pending={busy}
        destructive
        lockCancelWhilePending
      />
    </form>
  );
}
