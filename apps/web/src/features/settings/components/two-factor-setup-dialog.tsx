import {
  SECURITY_TEXT,
  TOTP_DIGITS,
  TotpCodeFormSchema,
  groupedKey,
  totpSecretOf,
  type TwoFactorSetup,
} from "@kindred/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { Fragment, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { useConfirmTwoFactor, useStartTwoFactor } from "../api/two-factor";
import { securityError } from "../utils/security-errors";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmStep } from "./password-confirm-step";
import { TotpQrCode } from "./totp-qr-code";
import { t } from "@/lib/i18n/i18n";

type Step = { name: "password" } | { name: "scan"; setup: TwoFactorSetup } | { name: "codes"; codes: string[] };

/**
 * Turning two-factor on: the password, then the QR code (and its key as text) and a first code from
 * the app, then the backup codes. Closing before the code leaves two-factor off.
 */
export function TwoFactorSetupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<Step>({ name: "password" });
  const start = useStartTwoFactor();

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (step.name === "codes") toast.success(t(SECURITY_TEXT.twoFactorEnabled));
    onOpenChange(false);
    setStep({ name: "password" });
    start.reset();
  };

  const body =
    step.name === "password" ? (
      <PasswordConfirmStep
        title={t(SECURITY_TEXT.turnOnTitle)}
        description={t(SECURITY_TEXT.turnOnPasswordDescription)}
        submitLabel={t(SECURITY_TEXT.continue)}
        pending={start.isPending}
        error={start.error}
        onSubmit={(input) => start.mutate(input, { onSuccess: (setup) => setStep({ name: "scan", setup }) })}
      />
    ) : step.name === "scan" ? (
      <ScanStep setup={step.setup} onVerified={() => setStep({ name: "codes", codes: step.setup.backupCodes })} />
    ) : (
      <BackupCodesStep codes={step.codes} onDone={() => close(false)} />
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">{body}</DialogContent>
    </Dialog>
  );
}

function ScanStep({ setup, onVerified }: { setup: TwoFactorSetup; onVerified: () => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm({ resolver: zodResolver(TotpCodeFormSchema), defaultValues: { code: "" } });
  const key = totpSecretOf(setup.totpURI);
  const refused = confirm.error ? securityError(confirm.error) : undefined;

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success(t(SECURITY_TEXT.keyCopied));
    } catch {
      toast.error(t(SECURITY_TEXT.copyFailed));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ code }) => confirm.mutate(code, { onSuccess: onVerified }))(event)}
      className="flex min-h-0 flex-col"
    >
      <DialogHeader>
        <DialogTitle>{t(SECURITY_TEXT.scanTitle)}</DialogTitle>
        <DialogDescription>{t(SECURITY_TEXT.scanDescription)}</DialogDescription>
      </DialogHeader>
      <div className="grid min-h-0 gap-4 overflow-y-auto px-5 pt-4 pb-5 sm:px-6">
        <TotpQrCode uri={setup.totpURI} />
        <div className="grid gap-1.5">
          <p className="text-sm text-muted-foreground">{t(SECURITY_TEXT.manualEntryLabel)}</p>
          <div className="flex items-center gap-2">
            <code
              data-testid="totp-key"
              className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-sm tracking-wide select-all"
            >
              {/* A line may end between groups, never inside one: a group is what the member copies at a time. */}
              {groupedKey(key)
                .split(" ")
                .map((group, index) => (
                  <Fragment key={index}>
                    {index > 0 ? " " : null}
                    <span className="inline-block whitespace-nowrap">{group}</span>
                  </Fragment>
                ))}
            </code>
            <Button variant="ghost" size="sm" onClick={() => void copyKey()} aria-label={t(SECURITY_TEXT.copyKey)}>
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
        {refused && !refused.onField ? <Alert>{refused.message}</Alert> : null}
        <TextField
          label={t(SECURITY_TEXT.codeLabel)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={TOTP_DIGITS + 2}
          required
          className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          error={form.formState.errors.code?.message ?? (refused?.onField ? refused.message : undefined)}
          {...form.register("code")}
        />
      </div>
      <DialogFormActions
        cancelLabel={t(SECURITY_TEXT.cancel)}
        submitLabel={t(SECURITY_TEXT.verify)}
        pending={confirm.isPending}
      />
    </form>
  );
}

/** The codes, once; also what "New backup codes" shows. */
export function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{t(SECURITY_TEXT.backupCodesTitle)}</DialogTitle>
        <DialogDescription>{t(SECURITY_TEXT.backupCodesDescription)}</DialogDescription>
      </DialogHeader>
      <div className="min-h-0 overflow-y-auto px-5 pt-4 pb-5 sm:px-6">
        <BackupCodes codes={codes} />
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{t(SECURITY_TEXT.backupCodesSaved)}</Button>
      </DialogFooter>
    </div>
  );
}
