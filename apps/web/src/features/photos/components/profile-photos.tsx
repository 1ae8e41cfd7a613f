import { msg, PHOTO_LIMITS, PHOTO_MESSAGES, type Photo } from "@kindred/contracts";
import { CircleCheck, CloudUpload, ImagePlus, LoaderCircle, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDeletePhoto } from "../api/delete-photo";
import { useUpdatePhotoPrivacy } from "../api/update-photo-privacy";
import { PHOTO_SAVE_MESSAGES, type PhotoDrafts } from "../hooks/use-photo-drafts";
import { photoErrorText } from "../utils/photo-error";
import { PhotoTile } from "./photo-tile";
import { UnderReviewBadge, UnderReviewNotice } from "./under-review";
import { UploadTile } from "./upload-tile";
import { useMainPhotoConfirm } from "./use-main-photo-confirm";

/** The profile form's picker takes the three types the spec allows, nothing else. */
const PROFILE_ACCEPT = "image/jpeg,image/png,image/webp";

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="tap-target relative inline-flex size-8 items-center justify-center rounded-full bg-stone-950/65 text-white shadow-sm backdrop-blur-sm transition-colors hover:bg-stone-950/85 disabled:opacity-60"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

function PrivacySwitch({ photo }: { photo: Photo }) {
  const id = useId();
  const privacy = useUpdatePhotoPrivacy();
  const toggle = (isPrivate: boolean) =>
    privacy.mutate(
      { id: photo.id, isPrivate },
      {
        onSuccess: () => toast.success(t(PHOTO_MESSAGES.privacyUpdated)),
        onError: () => toast.error(t(PHOTO_MESSAGES.privacyFailed)),
      },
    );
  return (
    <div className="flex items-center justify-between gap-2 px-0.5">
      <Label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {t("Make photo private")}
      </Label>
      <Switch id={id} checked={photo.isPrivate} disabled={privacy.isPending} onCheckedChange={toggle} />
    </div>
  );
}

/** Spec 000 section 2, area 2 "Profile Photos": stored photos, the pending list, Save All Photos. */
export function ProfilePhotos({ photos }: { photos: PhotoDrafts }) {
  const headingId = useId();
  const { stored, drafts, total, isAdding, isSaving, savedCount } = photos;
  const deletePhoto = useDeletePhoto();
  const { confirmRemoval, dialog } = useMainPhotoConfirm();
  const uploadTile = (
    <UploadTile accept={PROFILE_ACCEPT} busy={isAdding} disabled={isSaving} onFiles={(files) => void photos.add(files)}>
      {t("JPG, PNG or WebP, up to 5MB")}
    </UploadTile>
  );

  const removeStored = (photo: Photo) =>
    deletePhoto.mutate(photo.id, {
      onSuccess: () => toast.success(t("Photo removed")),
      onError: (error) => toast.error(photoErrorText(error, msg("Failed to remove photo"))),
    });

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {t("Profile Photos")}
          </h2>
          <p
            className="shrink-0 rounded-full bg-muted px-3 py-1 text-sm font-semibold whitespace-nowrap text-stone-700 tabular-nums"
            aria-live="polite"
          >
            {t("{count}/{max} photos", { count: total, max: PHOTO_LIMITS.maxPerMember })}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">
          {t("Your first photo is your main photo. Private photos are only shown to people you allow.")}
        </p>
      </div>

      {savedCount !== null ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <div className="text-sm">
            <p className="font-semibold">{t(PHOTO_SAVE_MESSAGES.bannerTitle)}</p>
            <p>{t(PHOTO_SAVE_MESSAGES.bannerText, { count: savedCount })}</p>
          </div>
        </div>
      ) : null}

      <UnderReviewNotice photos={stored} />

      {total === 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {uploadTile}
          <div className="flex flex-col items-center justify-center gap-1.5 rounded-xl bg-muted/70 p-4 text-center sm:col-span-2">
            <ImagePlus aria-hidden="true" className="size-8 text-rose-400" />
            <p className="font-semibold">{t("No photos uploaded yet")}</p>
            <p className="text-sm text-muted-foreground">
              {t("Add photos to increase your chances of getting matches")}
            </p>
          </div>
        </div>
      ) : (
        <ul aria-label={t("Your photos")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {stored.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              src={photo.previewUrl}
              alt={index === 0 ? t("Your main photo") : t("Your photo {number}", { number: index + 1 })}
              isMain={index === 0}
              status={photo.underReview ? <UnderReviewBadge /> : undefined}
              corner={
                <RemoveButton
                  label={t("Remove photo {number}", { number: index + 1 })}
                  disabled={deletePhoto.isPending || isSaving}
                  onClick={() => confirmRemoval(index === 0, () => removeStored(photo))}
                />
              }
            >
              <PrivacySwitch photo={photo} />
            </PhotoTile>
          ))}
          {drafts.map((draft, index) => {
            const position = stored.length + index;
            return (
              <PhotoTile
                key={draft.id}
                src={draft.previewUrl}
                alt={t("New photo {number}, not saved yet", { number: position + 1 })}
                isMain={position === 0}
                corner={
                  <RemoveButton
                    label={t("Remove photo {number}", { number: position + 1 })}
                    disabled={isSaving}
                    onClick={() => confirmRemoval(position === 0, () => photos.remove(draft.id))}
                  />
                }
                status={
                  <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 shadow-sm">
                    {t("Not saved")}
                  </span>
                }
              >
                {draft.error ? <p className="px-0.5 text-xs font-medium text-destructive">{draft.error}</p> : null}
              </PhotoTile>
            );
          })}
          {total < PHOTO_LIMITS.maxPerMember ? <li>{uploadTile}</li> : null}
        </ul>
      )}

      {total > 0 ? (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {drafts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("All your photos are saved.")}</p>
          ) : null}
          <Button
            variant="outline"
            disabled={isSaving || isAdding || drafts.length === 0}
            aria-busy={isSaving || undefined}
            onClick={() => void photos.saveAll()}
          >
            {isSaving ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <CloudUpload aria-hidden="true" />
            )}
            {isSaving ? t("Saving...") : t("Save All Photos")}
          </Button>
        </div>
      ) : null}
      {dialog}
    </section>
  );
}
