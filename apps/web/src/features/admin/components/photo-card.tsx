import {
  ADMIN_ACTION_TEXT,
  ADMIN_PANEL_TEXT,
  DEFAULT_PHOTO_SUSPENSION_DAYS,
  msg,
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
import { t } from "@/lib/i18n/i18n";

/** The grid's previews are drawn at most this wide; the attributes reserve the square before it loads. */
const PREVIEW_SIZE = 400;

const ACTIONS: { action: PhotoModeration; label: string; icon: LucideIcon }[] = [
  { action: "reject", label: msg("Reject"), icon: Trash2 },
  { action: "suspend", label: msg("Suspend"), icon: Clock },
  { action: "warn", label: msg("Warn"), icon: MessageSquareWarning },
];

type DialogText = Pick<
  ModerationDialogProps,
  "title" | "description" | "confirmLabel" | "destructive" | "defaultDays" | "reasonLabel" | "reasonSchema"
> & { defaultReason: string };

function dialogText(action: PhotoModeration, photo: AdminPhoto, owner: string): DialogText {
  const reported = photo.report?.reason ?? photo.flagReason ?? "";
  if (action === "reject")
    return {
      title: t("Reject this photo?"),
      description: t(
        "The photo is deleted from {name}'s profile and from storage, and {name} is told why and how to appeal.",
        { name: owner },
      ),
      confirmLabel: t("Reject photo"),
      destructive: true,
      defaultReason: reported,
    };
  if (action === "suspend")
    return {
      title: t("Suspend {name}?", { name: owner }),
      description: t(
        "The photo is deleted, then {name} is signed out and can't sign in until the suspension ends. They are told why and how to appeal.",
        { name: owner },
      ),
      confirmLabel: t("Suspend user"),
      destructive: true,
      defaultDays: DEFAULT_PHOTO_SUSPENSION_DAYS,
      defaultReason: reported,
    };
  return {
    title: t("Warn {name}?", { name: owner }),
    description: t("{name} reads this warning on their next visit and must acknowledge it. The photo stays.", {
      name: owner,
    }),
    confirmLabel: t("Send warning"),
    reasonLabel: t("Warning"),
    reasonSchema: WarnInputSchema.shape.message,
    defaultReason: photo.report?.reason
      ? t(ADMIN_PANEL_TEXT.warnDefaultReported, { reason: photo.report.reason })
      : t(ADMIN_PANEL_TEXT.warnDefault),
  };
}

const TOASTS: Record<PhotoModeration, { done: (days: number) => string; failed: string }> = {
  reject: { done: () => t(ADMIN_PANEL_TEXT.photoDeleted), failed: ADMIN_PANEL_TEXT.photoDeleteFailed },
  suspend: { done: (days) => t(ADMIN_ACTION_TEXT.suspended, { days }), failed: ADMIN_ACTION_TEXT.suspendFailed },
  warn: { done: () => t(ADMIN_PANEL_TEXT.warningSent), failed: ADMIN_PANEL_TEXT.warningFailed },
};

/** "Reject photo of Ada": each action's name for assistive tech, a whole sentence per action. */
function actionLabel(action: PhotoModeration, owner: string) {
  if (action === "reject") return t("Reject photo of {name}", { name: owner });
  if (action === "suspend") return t("Suspend photo of {name}", { name: owner });
  return t("Warn photo of {name}", { name: owner });
}

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
      { success: TOASTS[chosen].done(days), failure: t(TOASTS[chosen].failed), onSuccess: () => setAction(null) },
    );

  const text = action ? dialogText(action, photo, owner) : null;
  const flagged = photo.isFlagged || photo.report !== null;
  const similar = photo.similar;
  return (
    <article
      aria-label={t("Photo of {name}", { name: owner })}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm shadow-stone-900/5"
    >
      <div className="relative aspect-square bg-muted">
        {/* A held photo beside the one it looks like: the moderator compares them at a glance. */}
        <div className={similar ? "absolute inset-0 grid grid-cols-2 gap-0.5" : "absolute inset-0"}>
          <ImageWithFallback
            src={photo.previewUrl}
            alt={t("Photo of {name}", { name: owner })}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            loading="lazy"
            className="size-full object-cover"
          />
          {similar ? (
            <ImageWithFallback
              src={similar.previewUrl}
              alt={t("The photo of {name} it looks like", { name: similar.ownerName })}
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
              {t("Main", undefined, "photo badge")}
            </Badge>
          ) : null}
          {photo.isPrivate ? (
            <Badge size="xs" className="bg-card px-2 text-foreground shadow-sm">
              <Lock aria-hidden="true" />
              {t("Private")}
            </Badge>
          ) : null}
          {photo.isFlagged || photo.report ? (
            <Badge size="xs" className="bg-destructive px-2 text-white shadow-sm">
              <Flag aria-hidden="true" />
              {t("Flagged")}
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
            <span className="font-semibold">
              {t(similar.ownerBanned ? ADMIN_PANEL_TEXT.looksLikeBanned : ADMIN_PANEL_TEXT.looksLike, {
                owner: similar.ownerName,
              })}
            </span>{" "}
            <span className="text-muted-foreground">
              ({t(ADMIN_PANEL_TEXT.bitsApart, { distance: similar.distance })})
            </span>
          </p>
        ) : null}
        {flagged ? (
          <Button
            size="sm"
            variant="outline"
            className="h-8 gap-1.5 border-green-300 px-2 text-xs text-green-900 hover:bg-green-50"
            disabled={approve.isPending || moderate.isPending}
            aria-label={t("Approve photo of {name}", { name: owner })}
            onClick={() =>
              void announce(approve.mutateAsync(photo.id), {
                success: t(ADMIN_PANEL_TEXT.photoApproved),
                failure: t(ADMIN_PANEL_TEXT.photoApproveFailed),
              })
            }
          >
            <Check aria-hidden="true" />
            {t("Approve")}
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
              aria-label={actionLabel(kind, owner)}
            >
              <Icon aria-hidden="true" />
              {t(label)}
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
