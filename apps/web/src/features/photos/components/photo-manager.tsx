import { msg, PHOTO_LIMITS, PHOTO_MESSAGES, ROUTES, type Photo } from "@kindred/contracts";
import { LoaderCircle, RotateCw, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { PhotoRejectedError, preparePhoto } from "@/lib/prepare-photo";
import { toast } from "@/lib/toast";
import { useDeletePhoto } from "../api/delete-photo";
import { usePhotos } from "../api/get-photos";
import { useUploadPhoto } from "../api/upload-photo";
import { PhotoTile } from "./photo-tile";
import { UnderReviewBadge, UnderReviewNotice } from "./under-review";
import { UploadTile } from "./upload-tile";
import { useMainPhotoConfirm } from "./use-main-photo-confirm";

/** Spec 001 section 8, "Reviews and photos". */
export const PHOTO_PAGE_MESSAGES = {
  fetchFailed: msg("Failed to fetch photos"),
  uploadFailed: msg("Failed to upload photo"),
  uploadError: msg("Error uploading photo"),
  removeFailed: msg("Failed to update photos"),
} as const;

/** Stands in for an element inside a message: the translated words are split where it lands. */
const SLOT = "\u0000";

/** Spec 001 "Photos page": the grid, Remove (for real), and an upload tile that uploads at once. */
export function PhotoManager() {
  const photosQuery = usePhotos();
  const upload = useUploadPhoto();
  const deletePhoto = useDeletePhoto();
  const { confirmRemoval, dialog } = useMainPhotoConfirm();
  const [uploading, setUploading] = useState(false);
  const photos = photosQuery.data ?? [];

  useEffect(() => {
    if (photosQuery.isError) toast.error(t(PHOTO_PAGE_MESSAGES.fetchFailed), { id: "photos-fetch-failed" });
  }, [photosQuery.isError, photosQuery.errorUpdatedAt]);

  /** One file at a time, in order; only as many as still fit. */
  const uploadFiles = async (files: File[]) => {
    const free = PHOTO_LIMITS.maxPerMember - photos.length;
    if (files.length > free) toast.error(t(PHOTO_MESSAGES.maxPhotos));
    setUploading(true);
    let uploaded = 0;
    for (const file of files.slice(0, Math.max(0, free))) {
      try {
        await upload.mutateAsync(await preparePhoto(file));
        uploaded++;
      } catch (error) {
        if (error instanceof PhotoRejectedError) toast.error(t(error.message, error.values));
        else if (isApiError(error)) toast.error(t(PHOTO_PAGE_MESSAGES.uploadFailed), { description: error.message });
        else toast.error(t(PHOTO_PAGE_MESSAGES.uploadError));
        // The server's limit is final: nothing after it can fit either.
        if (isApiError(error) && error.status === 409) break;
      }
    }
    setUploading(false);
    if (uploaded > 0)
      toast.success(t("{count, plural, one {Photo uploaded} other {# photos uploaded}}", { count: uploaded }));
  };

  const remove = (photo: Photo) =>
    deletePhoto.mutate(photo.id, {
      onSuccess: () => toast.success(t("Photo removed")),
      onError: () => toast.error(t(PHOTO_PAGE_MESSAGES.removeFailed)),
    });

  const [beforeLink = "", afterLink = ""] = t(
    "Your first photo is your main photo. To make a photo private, use the switches on {profileLink}.",
    { profileLink: SLOT },
  ).split(SLOT);

  if (photosQuery.isPending) {
    return (
      <p role="status" className="mt-8 flex items-center gap-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
        {t("Loading...")}
      </p>
    );
  }

  if (photosQuery.isError) {
    return (
      <div className="mt-8 grid justify-items-start gap-4">
        <Alert>{t(PHOTO_PAGE_MESSAGES.fetchFailed)}</Alert>
        <Button variant="outline" onClick={() => void photosQuery.refetch()}>
          <RotateCw aria-hidden="true" />
          {t("Try again")}
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <p className="w-full min-w-0 text-muted-foreground sm:w-auto sm:flex-1">
          {beforeLink}
          <Link to={ROUTES.profile} className="font-semibold text-primary-strong underline underline-offset-4">
            {t("your profile")}
          </Link>
          {afterLink}
        </p>
        <p
          className="shrink-0 rounded-full bg-muted px-3 py-1 text-sm font-semibold whitespace-nowrap text-stone-700 tabular-nums"
          aria-live="polite"
        >
          {t("{count}/{max} photos", { count: photos.length, max: PHOTO_LIMITS.maxPerMember })}
        </p>
      </div>
      <UnderReviewNotice photos={photos} />
      <ul aria-label={t("Your photos")} className="grid grid-cols-3 gap-2.5 sm:gap-4">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            src={photo.previewUrl}
            alt={index === 0 ? t("Your main photo") : t("Your photo {number}", { number: index + 1 })}
            isMain={index === 0}
            status={photo.underReview ? <UnderReviewBadge /> : undefined}
          >
            <Button
              variant="outline"
              size="sm"
              className="w-full px-2"
              disabled={deletePhoto.isPending || uploading}
              aria-label={t("Remove photo {number}", { number: index + 1 })}
              onClick={() => confirmRemoval(index === 0, () => remove(photo))}
            >
              <Trash2 aria-hidden="true" className="max-[380px]:hidden" />
              {t("Remove")}
            </Button>
          </PhotoTile>
        ))}
        {photos.length < PHOTO_LIMITS.maxPerMember ? (
          <li>
            <UploadTile
              accept="image/*"
              busy={uploading}
              busyTitle={t("Uploading...")}
              onFiles={(files) => void uploadFiles(files)}
            >
              {t("Up to {max} photos, 5MB each", { max: PHOTO_LIMITS.maxPerMember })}
            </UploadTile>
          </li>
        ) : null}
      </ul>
      {photos.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">
          {t("No photos uploaded yet. Add photos to increase your chances of getting matches.")}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
