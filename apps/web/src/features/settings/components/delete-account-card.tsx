import { ACCOUNT_DATA_TEXT as TEXT, ROUTES, type DeleteAccountInput } from "@kindred/contracts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { useMe } from "@/lib/session/get-me";
import { toast } from "@/lib/toast";
import { useDeleteAccount } from "../api/delete-account";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsCard } from "./settings-card";
import { t } from "@/lib/i18n/i18n";

/**
 * The danger zone, last on the Account tab. Deleting signs the member out, lands them on `/` with the
 * spec's toast, and the server mails a confirmation.
 */
export function DeleteAccountCard() {
  const email = useMe().data?.email;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteAccount();

  const confirm = (input: DeleteAccountInput) =>
    remove.mutateAsync(input).then(
      () => {
        void navigate(ROUTES.landing, { replace: true });
        toast.success(t(TEXT.deleted));
      },
      (error: unknown) => {
        // A refused password or passkey (or too many tries) is the member's to fix: say why. Anything else: the spec's words.
        toast.error(isApiError(error) && error.isClientError ? error.message : t(TEXT.deleteFailed));
        throw error;
      },
    );

  return (
    <SettingsCard title={t(TEXT.deleteTitle)} description={t(TEXT.deleteDescription)} className="border-red-200">
      <Button
        variant="outline"
        className="w-full border-red-200 text-destructive hover:bg-destructive-soft hover:text-destructive sm:w-auto sm:justify-self-start"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t(TEXT.deleteButton)}
      </Button>
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        email={email}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </SettingsCard>
  );
}
