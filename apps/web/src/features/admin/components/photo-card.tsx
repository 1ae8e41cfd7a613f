import {
  ADMIN_ACTION_TEXT,
  ADMIN_PANEL_TEXT,
  DEFAULT_PHOTO_SUSPENSION_DAYS,
  RULE_FOR_CATEGORY,
  WarnInputSchema,
  type AdminPhoto,
  type PhotoModeration,
} from "@kindred/contracts";
import { Check, Clock, Flag, Lock, MessageSquareWarning, Star, Trash2, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { useApprovePhoto } from "../api/approve-photo";
import { useModeratePhoto } from "../api/moderate-photo";
import { adminName } from "../utils/format";
import { announce } from "../utils/notify";
import { ModerationDialog, type ModerationDialogProps, type ModerationValues } from "./moderation-dialog";
import { DemoBadge } from "./status-badges";

/** The grid's previews are drawn at most this wide; the attributes reserve the square before it loads. */
const PREVIEW_SIZE = 400;

const ACTIONS: { action: PhotoModeration; label: string; icon: LucideIcon }[] = [
  { action: "reject", label: "Reject", icon: Trash2 },
  { action: "suspend", label: "Suspend", icon: Clock },
  { action: "warn", label: "Warn", icon: MessageSquareWarning },
];

type DialogText = Pick<
  ModerationDialogProps,
  "title" | "description" | "confirmLabel" | "destructive" | "defaultDays" | "reasonLabel" | "reasonSchema"
> & { defaultReason: string };

function dialogText(action: PhotoModeration, photo: AdminPhoto, owner: string): DialogText {
  const reported = photo.report?.reason ?? photo.flagReason ?? "";
  if (action === "reject")
    return {
      title: "Reject this photo?",
      description: `The photo is deleted from ${owner}'s profile and from storage, and ${owner} is told why and how to appeal.`,
      confirmLabel: "Reject photo",
      destructive: true,
      defaultReason: reported,
    };
  if (action === "suspend")
    return {
      title: `Suspend ${owner}?`,
      description: `The photo is deleted, then ${owner} is signed out and can't sign in until the suspension ends. They are told why and how to appeal.`,
      confirmLabel: "Suspend user",
      destructive: true,
      defaultDays: DEFAULT_PHOTO_SUSPENSION_DAYS,
      defaultReason: reported,
    };
  return {
    title: `Warn ${owner}?`,
    description: `${owner} reads this warning on their next visit and must acknowledge it. The photo stays.`,
    confirmLabel: "Send warning",
    reasonLabel: "Warning",
    reasonSchema: WarnInputSchema.shape.message,
    defaultReason: ADMIN_PANEL_TEXT.warnDefault(photo.report?.reason),
  };
}

const TOASTS: Record<PhotoModeration, { done: (days: number) => string; failed: string }> = {
  reject: { done: () => ADMIN_PANEL_TEXT.photoDeleted, failed: ADMIN_PANEL_TEXT.photoDeleteFailed },
  suspend: { done: (days) => ADMIN_ACTION_TEXT.suspended(days), failed: ADMIN_ACTION_TEXT.suspendFailed },
  warn: { done: () => ADMIN_PANEL_TEXT.warningSent, failed: ADMIN_PANEL_TEXT.warningFailed },
};

/** One photo of the grid: the preview, whose it is, its flags, and the three moderation dialogs. */
export function PhotoCard({ photo }: { photo: AdminPhoto }) {
  const moderate = useModeratePhoto();
  const approve = useApprovePhoto();
  const [action, setAction] = useState<PhotoModeration | null>(null);
  const owner = adminName(photo.owner);
  // A held photo's reason is said in full by the "Looks like" line below its pair.
  const note = photo.report?.reason ?? (photo.similar ? null : photo.flagReason);

  const confirm = (chosen: PhotoModeration, { rule, reason, days }: ModerationValues) =>
    void announce(
      moderate.mutateAsync({
        photoId: photo.id,
        action: chosen,
        rule,
        reason,
        ...(chosen === "suspend" ? { days } : {}),
        ...(photo.report ? { reportId: photo.report.id } : {}),
      }),
      { success: TOASTS[chosen].done(days), failure: TOASTS[chosen].failed, onSuccess: () => setAction(null) },
    );

  const text = action ? dialogText(action, photo, owner) : null;
  const flagged = photo.isFlagged || photo.report !== null;
  const similar = photo.similar;
  return (
    <article
      aria-label={`Photo of ${owner}`}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm shadow-stone-900/5"
    >
      <div className="relative aspect-square bg-muted">
        {/* A held photo beside the one it looks like: the moderator compares them at a glance. */}
        <div className={similar ? "absolute inset-0 grid grid-cols-2 gap-0.5" : "absolute inset-0"}>
          <ImageWithFallback
            src={photo.previewUrl}
            alt={`Photo of ${owner}`}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            loading="lazy"
            className="size-full object-cover"
          />
          {similar ? (
            <ImageWithFallback
              src={similar.previewUrl}
              alt={`The photo of ${similar.ownerName} it looks like`}
              width={PREVIEW_SIZE}
              height={PREVIEW_SIZE}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {photo.isMain ? (
            <Badge size="xs" className="bg-card px-2 text-foreground shadow-sm">
              <Star aria-hidden="true" />
              Main
            </Badge>
          ) : null}
          {photo.isPrivate ? (
            <Badge size="xs" className="bg-card px-2 text-foreground shadow-sm">
              <Lock aria-hidden="true" />
              Private
            </Badge>
          ) : null}
          {photo.isFlagged || photo.report ? (
            <Badge size="xs" className="bg-destructive px-2 text-white shadow-sm">
              <Flag aria-hidden="true" />
              Flagged
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="flex min-w-0 items-center gap-1.5">
          <span className="truncate text-sm font-semibold" title={owner}>
            {owner}
          </span>
          {photo.owner.isDemo ? <DemoBadge /> : null}
        </p>
        {note ? (
          <p className="line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere]" title={note}>
            {note}
          </p>
        ) : null}
        {similar ? (
          <p className="text-xs text-foreground">
            <span className="font-semibold">{ADMIN_PANEL_TEXT.looksLike(similar.ownerName, similar.ownerBanned)}</span>{" "}
            <span className="text-muted-foreground">({ADMIN_PANEL_TEXT.bitsApart(similar.distance)})</span>
          </p>
        ) : null}
        {flagged ? (
          <Button
            size="sm"
            variant="outline"
            className="h-8 gap-1.5 border-green-300 px-2 text-xs text-green-900 hover:bg-green-50"
            disabled={approve.isPending || moderate.isPending}
            aria-label={`Approve photo of ${owner}`}
            onClick={() =>
              void announce(approve.mutateAsync(photo.id), {
                success: ADMIN_PANEL_TEXT.photoApproved,
                failure: ADMIN_PANEL_TEXT.photoApproveFailed,
              })
            }
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
        ) : null}
        {/* Stacked while a card is narrow (two or three a row), side by side once four fit a row. */}
        <div className="mt-auto grid gap-1.5 pt-1 lg:grid-cols-3 lg:gap-1">
          {ACTIONS.map(({ action: kind, label, icon: Icon }) => (
            <Button
              key={kind}
              variant="outline"
              size="sm"
              className="h-8 gap-1.5 px-2 text-xs lg:px-1 lg:[&_svg]:hidden"
              onClick={() => setAction(kind)}
              disabled={moderate.isPending}
              aria-label={`${label} photo of ${owner}`}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </div>
      <ModerationDialog
        open={action !== null}
        onOpenChange={(open) => (open ? undefined : setAction(null))}
        title={text?.title ?? ""}
        description={text?.description ?? ""}
        confirmLabel={text?.confirmLabel ?? ""}
        destructive={text?.destructive}
        defaultDays={text?.defaultDays}
        reasonLabel={text?.reasonLabel}
        reasonSchema={text?.reasonSchema}
        defaultReason={text?.defaultReason}
        defaultRule={photo.report ? RULE_FOR_CATEGORY[photo.report.category] : undefined}
        pending={moderate.isPending}
        onConfirm={(values) => (action ? confirm(action, values) : undefined)}
      />
    </article>
  );
}
