import { ADMIN_ACTION_TEXT, ADMIN_PANEL_TEXT, msg } from "@kindred/contracts";
import { Ban, Clock, LoaderCircle, RotateCcw, Trash2, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useBanMember, useDeleteMember, useReinstateMember, useSuspendMember } from "../api/member-actions";
import { announce } from "../utils/notify";
import { AuditLog } from "./audit-log";
import { ModerationDialog, type ModerationValues } from "./moderation-dialog";
import { t } from "@/lib/i18n/i18n";

/** Spec 001: the Accounts tab's suspension is fixed at seven days. */
const ACCOUNT_SUSPENSION_DAYS = 7;

type Action = "ban" | "suspend" | "reinstate" | "delete";

const BUTTONS: {
  action: Action;
  label: string;
  values?: Record<string, unknown>;
  icon: LucideIcon;
  danger?: boolean;
}[] = [
  { action: "ban", label: msg("Ban"), icon: Ban, danger: true },
  { action: "suspend", label: msg("Suspend {days} days"), values: { days: ACCOUNT_SUSPENSION_DAYS }, icon: Clock },
  { action: "reinstate", label: msg("Reinstate"), icon: RotateCcw },
  { action: "delete", label: msg("Delete"), icon: Trash2, danger: true },
];

/** Spec 001 Accounts: an account action by member ID, each confirmed first; then the audit log. */
export function AccountsTab() {
  const headingId = useId();
  const [userId, setUserId] = useState("");
  const [dialog, setDialog] = useState<Action | null>(null);
  const ban = useBanMember();
  const suspend = useSuspendMember();
  const reinstate = useReinstateMember();
  const remove = useDeleteMember();
  const id = userId.trim();
  const pending: Record<Action, boolean> = {
    ban: ban.isPending,
    suspend: suspend.isPending,
    reinstate: reinstate.isPending,
    delete: remove.isPending,
  };
  const running = Object.values(pending).some(Boolean);

  const open = (action: Action) => {
    if (!id) toast.error(t(ADMIN_PANEL_TEXT.enterUserId));
    else setDialog(action);
  };
  const closeDialog = () => setDialog(null);
  const onBan = ({ rule, reason }: ModerationValues) =>
    void announce(ban.mutateAsync({ userId: id, rule, reason }), {
      success: t(ADMIN_ACTION_TEXT.banned),
      failure: t(ADMIN_ACTION_TEXT.banFailed),
      onSuccess: closeDialog,
    });
  const onSuspend = ({ rule, reason }: ModerationValues) =>
    void announce(suspend.mutateAsync({ userId: id, rule, reason, days: ACCOUNT_SUSPENSION_DAYS }), {
      success: t(ADMIN_ACTION_TEXT.suspended, { days: ACCOUNT_SUSPENSION_DAYS }),
      failure: t(ADMIN_ACTION_TEXT.suspendFailed),
      onSuccess: closeDialog,
    });
  const onReinstate = () =>
    void announce(reinstate.mutateAsync({ userId: id }), {
      success: t(ADMIN_ACTION_TEXT.reinstated),
      failure: t(ADMIN_ACTION_TEXT.reinstateFailed),
    });
  const onDelete = ({ rule, reason }: ModerationValues) =>
    void announce(remove.mutateAsync({ userId: id, rule, reason }), {
      success: t(ADMIN_ACTION_TEXT.deleted),
      failure: t(ADMIN_ACTION_TEXT.deleteFailed),
      onSuccess: closeDialog,
    });
  const close = (next: boolean) => (next ? undefined : setDialog(null));

  return (
    <div className="grid gap-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t("Account actions")}
        </h2>
        <Card className="mt-3 grid gap-4 p-4 sm:p-6">
          <FormField
            label={t("User ID")}
            hint={t(
              "Copy a member's ID from the Users or Flagged tab. Every action is confirmed first and written to the audit log.",
            )}
          >
            {(control) => (
              <Input
                {...control}
                value={userId}
                onChange={(event) => setUserId(event.target.value)}
                placeholder={t("Paste a member's ID")}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </FormField>
          <div className="grid gap-2 min-[26rem]:grid-cols-2 sm:flex sm:flex-wrap">
            {BUTTONS.map(({ action, label, values, icon: Icon, danger }) => (
              <Button
                key={action}
                variant="outline"
                className={cn(
                  "px-3 sm:px-5",
                  danger && "border-red-200 text-destructive hover:bg-destructive-soft hover:text-destructive",
                )}
                onClick={() => open(action)}
                disabled={!id || running}
              >
                {pending[action] ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Icon aria-hidden="true" />
                )}
                {t(label, values)}
              </Button>
            ))}
          </div>
        </Card>
      </section>

      <ModerationDialog
        open={dialog === "ban"}
        onOpenChange={close}
        title={t("Ban this member?")}
        description={t(
          "They are signed out everywhere at once, can't sign in again, and disappear from discovery, search, likes and conversations. They are told why and how to appeal.",
        )}
        confirmLabel={t("Ban user")}
        destructive
        pending={ban.isPending}
        onConfirm={onBan}
      />
      <ModerationDialog
        open={dialog === "suspend"}
        onOpenChange={close}
        title={t("Suspend this member for {days} days?", { days: ACCOUNT_SUSPENSION_DAYS })}
        description={t(
          "They are signed out at once and can't sign in until the suspension ends, when it lifts by itself. They are told why and how to appeal.",
        )}
        confirmLabel={t("Suspend user")}
        destructive
        pending={suspend.isPending}
        onConfirm={onSuspend}
      />
      <ConfirmDialog
        open={dialog === "reinstate"}
        onOpenChange={close}
        title={t("Reinstate this member?")}
        description={t(
          "A ban or suspension on this account is lifted: they can sign in again and are seen by others again.",
        )}
        confirmLabel={t("Reinstate")}
        destructive={false}
        onConfirm={onReinstate}
      />
      <ModerationDialog
        open={dialog === "delete"}
        onOpenChange={close}
        title={t("Delete this account?")}
        description={t(
          "The account, profile, photos and files are deleted for good. Messages they sent stay with the other members, shown as from a deleted member. They are told by email.",
        )}
        confirmLabel={t("Delete account")}
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />

      <AuditLog />
    </div>
  );
}
