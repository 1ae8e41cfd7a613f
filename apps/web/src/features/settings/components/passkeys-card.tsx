import {
  PasskeyNameFormSchema,
  SECURITY_TEXT,
  deviceLabel,
  type Passkey,
  type PasskeyNameForm,
} from "@kindred/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Fingerprint, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { passkeysSupported } from "@/lib/webauthn";
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "../api/passkeys";
import { addPasskeyError } from "../utils/security-errors";
import { SettingsCard } from "./settings-card";
import { t } from "@/lib/i18n/i18n";
import { formatDate } from "@/lib/i18n/format";

const nameOf = (passkey: Passkey) => passkey.name ?? passkey.provider ?? t(SECURITY_TEXT.unnamedPasskey);

/** Issue 15: passkeys to sign in with instead of the password; add, rename, remove. */
export function PasskeysCard() {
  const list = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const supported = passkeysSupported();

  const confirmRemove = (passkey: Passkey) =>
    remove.mutate(passkey.id, {
      onSuccess: () => toast.success(t(SECURITY_TEXT.passkeyRemoved)),
      onError: (error) => toast.error(serverMessage(error, t(SECURITY_TEXT.passkeyActionFailed))),
    });

  return (
    <SettingsCard title={t(SECURITY_TEXT.passkeysTitle)} description={t(SECURITY_TEXT.passkeysDescription)}>
      {list.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-full sm:w-40" />
        </div>
      ) : list.isError ? (
        <div className="grid gap-3">
          <Alert>{serverMessage(list.error, t(SECURITY_TEXT.passkeyActionFailed))}</Alert>
          <Button variant="outline" className="justify-self-start" onClick={() => void list.refetch()}>
            {t(SECURITY_TEXT.retry)}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          {list.data.passkeys.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
              {t(SECURITY_TEXT.passkeysEmpty)}
            </p>
          ) : (
            <ul
              className="grid divide-y divide-border rounded-xl border border-border"
              aria-label={t(SECURITY_TEXT.passkeysTitle)}
            >
              {list.data.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex items-center gap-3 px-4 py-3" data-testid="passkey-row">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Fingerprint aria-hidden="true" className="size-5" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="font-semibold wrap-anywhere">{nameOf(passkey)}</p>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                      {passkey.createdAt ? (
                        <span>{t(SECURITY_TEXT.passkeyAddedOn, { date: formatDate(passkey.createdAt) })}</span>
                      ) : null}
                      {passkey.provider && passkey.provider !== passkey.name ? <span>{passkey.provider}</span> : null}
                      {passkey.backedUp ? (
                        <Badge variant="muted" size="xs" className="px-2">
                          {t(SECURITY_TEXT.passkeySynced)}
                        </Badge>
                      ) : null}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-9 px-0"
                      aria-label={t(SECURITY_TEXT.renameLabel, { name: nameOf(passkey) })}
                      onClick={() => setRenaming(passkey)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-9 px-0 text-destructive hover:bg-destructive-soft hover:text-destructive"
                      aria-label={t(SECURITY_TEXT.removeLabel, { name: nameOf(passkey) })}
                      onClick={() => setRemoving(passkey)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {supported ? (
            <Button
              variant="outline"
              className="w-full sm:w-auto sm:justify-self-start"
              onClick={() => setAdding(true)}
            >
              <Plus aria-hidden="true" />
              {t(SECURITY_TEXT.addPasskey)}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t(SECURITY_TEXT.passkeysUnsupported)}</p>
          )}
        </div>
      )}

      {adding && list.data ? (
        <NameDialog
          title={t(SECURITY_TEXT.addPasskeyTitle)}
          description={t(SECURITY_TEXT.addPasskeyDescription)}
          submitLabel={t(SECURITY_TEXT.addPasskey)}
          initialName={deviceLabel(list.data.suggestedDevice, t)}
          onClose={() => setAdding(false)}
          mode="add"
        />
      ) : null}
      {renaming ? (
        <NameDialog
          title={t(SECURITY_TEXT.renameTitle)}
          submitLabel={t(SECURITY_TEXT.save)}
          initialName={nameOf(renaming)}
          passkeyId={renaming.id}
          onClose={() => setRenaming(null)}
          mode="rename"
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t(SECURITY_TEXT.removePasskeyTitle)}
        description={removing ? t(SECURITY_TEXT.removePasskeyDescription, { name: nameOf(removing) }) : ""}
        confirmLabel={t(SECURITY_TEXT.remove)}
        onConfirm={() => removing && confirmRemove(removing)}
      />
    </SettingsCard>
  );
}

type NameDialogProps = {
  title: string;
  description?: string;
  submitLabel: string;
  initialName: string;
  onClose: () => void;
} & ({ mode: "add"; passkeyId?: never } | { mode: "rename"; passkeyId: string });

/** Names a new passkey (then the browser's prompt), or renames one. Mounted only while open. */
function NameDialog({ title, description, submitLabel, initialName, onClose, mode, passkeyId }: NameDialogProps) {
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const mutation = mode === "add" ? add : rename;
  const form = useForm({ resolver: zodResolver(PasskeyNameFormSchema), defaultValues: { name: initialName } });
  const [problem, setProblem] = useState<string>();

  const submit = ({ name }: PasskeyNameForm) => {
    setProblem(undefined);
    const onError = (error: unknown) => {
      const message =
        mode === "add" ? addPasskeyError(error) : serverMessage(error, t(SECURITY_TEXT.passkeyActionFailed));
      if (mode === "add" && message === undefined) return setProblem(t(SECURITY_TEXT.passkeyCancelled));
      if (isApiError(error) && error.fields?.name) form.setError("name", { message: error.fields.name });
      else setProblem(message);
    };
    if (mode === "add") {
      add.mutate(name, {
        onSuccess: () => {
          toast.success(t(SECURITY_TEXT.passkeyAdded));
          onClose();
        },
        onError,
      });
    } else {
      rename.mutate(
        { id: passkeyId, name },
        {
          onSuccess: () => {
            toast.success(t(SECURITY_TEXT.passkeyRenamed));
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* Without a description, say so (Radix otherwise warns the dialog is not described). */}
      <DialogContent className="sm:max-w-md" {...(description ? {} : { "aria-describedby": undefined })}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <div className="grid gap-4 px-5 pt-4 pb-5 sm:px-6">
            {problem ? (
              <Alert variant={problem === t(SECURITY_TEXT.passkeyCancelled) ? "info" : "error"}>{problem}</Alert>
            ) : null}
            <TextField
              label={t(SECURITY_TEXT.passkeyNameLabel)}
              autoComplete="off"
              autoFocus
              required
              maxLength={80}
              error={form.formState.errors.name?.message}
              {...form.register("name")}
            />
          </div>
          <DialogFormActions
            cancelLabel={t(SECURITY_TEXT.cancel)}
            submitLabel={submitLabel}
            pending={mutation.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
