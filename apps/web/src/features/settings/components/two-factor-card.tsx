import { SECURITY_TEXT } from "@kindred/contracts";
import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { useDisableTwoFactor, useRegenerateBackupCodes, useTwoFactorStatus } from "../api/two-factor";
import { PasswordConfirmStep } from "./password-confirm-step";
import { SettingsCard } from "./settings-card";
import { BackupCodesStep, TwoFactorSetupDialog } from "./two-factor-setup-dialog";
import { t } from "@/lib/i18n/i18n";

type OpenDialog = "setup" | "disable" | "regenerate" | null;

/** Issue 15: an authenticator app's code as a second step of password sign-in. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [open, setOpen] = useState<OpenDialog>(null);
  const enabled = status.data?.enabled ?? false;

  return (
    <SettingsCard title={t(SECURITY_TEXT.twoFactorTitle)} description={t(SECURITY_TEXT.twoFactorDescription)}>
      {status.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-11 w-full sm:w-32" />
        </div>
      ) : status.isError ? (
        <div className="grid gap-3">
          <Alert>{t(SECURITY_TEXT.twoFactorFailed)}</Alert>
          <Button variant="outline" className="justify-self-start" onClick={() => void status.refetch()}>
            {t(SECURITY_TEXT.retry)}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="flex items-start gap-3" data-testid="two-factor-status">
            <span
              className={
                enabled
                  ? "flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
                  : "flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
              }
            >
              {enabled ? (
                <ShieldCheck aria-hidden="true" className="size-5" />
              ) : (
                <ShieldOff aria-hidden="true" className="size-5" />
              )}
            </span>
            <div className="grid gap-1">
              <Badge variant={enabled ? "accent" : "muted"} className="justify-self-start">
                {enabled ? t(SECURITY_TEXT.twoFactorOn) : t(SECURITY_TEXT.twoFactorOff)}
              </Badge>
              <p className="text-sm text-muted-foreground">
                {enabled ? t(SECURITY_TEXT.twoFactorOnSummary) : t(SECURITY_TEXT.twoFactorOffSummary)}
                {enabled && status.data?.backupCodesLeft !== null && status.data?.backupCodesLeft !== undefined
                  ? ` ${t(SECURITY_TEXT.backupCodesLeft, { count: status.data.backupCodesLeft })}`
                  : null}
              </p>
            </div>
          </div>
          {enabled ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => setOpen("regenerate")}>
                <KeyRound aria-hidden="true" />
                {t(SECURITY_TEXT.regenerateBackupCodes)}
              </Button>
              <Button variant="outline" onClick={() => setOpen("disable")}>
                {t(SECURITY_TEXT.turnOff)}
              </Button>
            </div>
          ) : (
            <Button className="w-full sm:w-auto sm:justify-self-start" onClick={() => setOpen("setup")}>
              <ShieldCheck aria-hidden="true" />
              {t(SECURITY_TEXT.turnOn)}
            </Button>
          )}
        </div>
      )}

      <TwoFactorSetupDialog open={open === "setup"} onOpenChange={(next) => setOpen(next ? "setup" : null)} />
      <DisableDialog open={open === "disable"} onOpenChange={(next) => setOpen(next ? "disable" : null)} />
      <RegenerateDialog open={open === "regenerate"} onOpenChange={(next) => setOpen(next ? "regenerate" : null)} />
    </SettingsCard>
  );
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function DisableDialog({ open, onOpenChange }: DialogProps) {
  const disable = useDisableTwoFactor();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) disable.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <PasswordConfirmStep
          title={t(SECURITY_TEXT.turnOffTitle)}
          description={t(SECURITY_TEXT.turnOffDescription)}
          submitLabel={t(SECURITY_TEXT.turnOff)}
          destructive
          pending={disable.isPending}
          error={disable.error}
          onSubmit={(input) =>
            disable.mutate(input, {
              onSuccess: () => {
                toast.success(t(SECURITY_TEXT.twoFactorDisabled));
                close(false);
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

function RegenerateDialog({ open, onOpenChange }: DialogProps) {
  const regenerate = useRegenerateBackupCodes();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) regenerate.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        {regenerate.data ? (
          <BackupCodesStep codes={regenerate.data} onDone={() => close(false)} />
        ) : (
          <PasswordConfirmStep
            title={t(SECURITY_TEXT.regenerateTitle)}
            description={t(SECURITY_TEXT.regenerateDescription)}
            submitLabel={t(SECURITY_TEXT.continue)}
            pending={regenerate.isPending}
            error={regenerate.error}
            onSubmit={(input) =>
              regenerate.mutate(input, { onSuccess: () => toast.success(t(SECURITY_TEXT.backupCodesRegenerated)) })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
