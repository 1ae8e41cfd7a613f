import { DEMO_REMOVAL_TEXT as TEXT, msg, type DemoRemoval } from "@kindred/contracts";
import { FlaskConical, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatNumber } from "@/lib/i18n/format";
import { toast } from "@/lib/toast";
import { useRemoveDemoCommunity } from "../api/remove-demo";
import { toastFailure } from "../utils/notify";
import { t } from "@/lib/i18n/i18n";

const COUNTED: [key: keyof DemoRemoval, label: string][] = [
  ["members", msg("Members")],
  ["photos", msg("Photos")],
  ["files", msg("Files")],
  ["likes", msg("Likes")],
  ["passes", msg("Passes")],
  ["matches", msg("Matches")],
  ["messages", msg("Messages")],
  ["reviews", msg("Reviews")],
  ["reports", msg("Reports")],
  ["blocks", msg("Blocks")],
  ["notifications", msg("Notifications")],
];

/**
 * The demo community (docs/demo-community.md): how many demo members there are and, behind a
 * confirmation, their removal with everything they touched; what went is shown once it is done.
 */
export function DemoCommunityCard({ members }: { members: number }) {
  const remove = useRemoveDemoCommunity();
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState<DemoRemoval | null>(null);

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: (result) => {
        setRemoved(result);
        toast.success(t(TEXT.removed, { members: result.members, messages: result.messages, files: result.files }));
      },
      onError: (error) => toastFailure(t(TEXT.failed), error),
    });
  };

  return (
    <Card role="region" aria-labelledby="demo-community-title" className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-sky-50 text-sky-800">
          <FlaskConical aria-hidden="true" className="size-4" />
        </span>
        <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
          <h2 id="demo-community-title" className="font-semibold">
            {t(TEXT.title)}
          </h2>
          <p className="text-sm text-muted-foreground">{members > 0 ? t(TEXT.present, { members }) : t(TEXT.none)}</p>
        </div>
        {members > 0 ? (
          <Button
            variant="outline"
            className="w-full border-red-200 text-destructive hover:bg-destructive-soft hover:text-destructive sm:w-auto"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
          >
            {remove.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {t(TEXT.button)}
          </Button>
        ) : null}
      </div>
      {removed ? (
        <div className="grid gap-1">
          <p id="demo-removed-title" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t("Removed")}
          </p>
          <dl aria-labelledby="demo-removed-title" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {COUNTED.map(([key, label]) => (
              <div key={key} className="flex justify-between gap-2 border-b border-border/60 py-1">
                <dt className="text-muted-foreground">{t(label)}</dt>
                <dd className="font-semibold tabular-nums">{formatNumber(removed[key])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(TEXT.confirmTitle)}
        description={t(TEXT.confirmBody)}
        confirmLabel={t(TEXT.confirm)}
        onConfirm={confirm}
      />
    </Card>
  );
}
