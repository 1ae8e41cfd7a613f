import { msg, PHOTO_LIMITS, PHOTO_MESSAGES, SUCCESS_TOAST_MS, type Photo } from "@kindred/contracts";
import { useEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n/i18n";
import { preparePhoto } from "@/lib/prepare-photo";
import { toast } from "@/lib/toast";
import { usePhotos } from "../api/get-photos";
import { useUploadPhoto } from "../api/upload-photo";
import { photoErrorText } from "../utils/photo-error";

/** A chosen photo that is not saved yet: checked and resized, previewed from an object URL. */
export type PhotoDraft = { id: string; file: File; previewUrl: string; error?: string };

export const PHOTO_SAVE_MESSAGES = {
  saving: msg("Saving your photos..."),
  /** `{ count }`: how many were saved. */
  saved: msg("{count, plural, other {Successfully saved # photos}}"),
  noneSaved: msg("Failed to save photos"),
  unexpected: msg("Error saving photos"),
  noPhotos: msg("Please add at least one photo to your profile"),
  bannerTitle: msg("Photos saved successfully!"),
  /** `{ count }`: how many were saved. */
  bannerText: msg("{count, plural, other {# of your photos have been saved to your profile.}}"),
} as const;

/** Spec 000 section 9: the success banner hides after 5 seconds. */
const BANNER_MS = 5000;

let draftCounter = 0;

/**
 * The profile form's photo area: the stored photos (from the API) plus a pending list of chosen
 * files, saved one by one on "Save All Photos" (spec 000 sections 2, 4 and 5, "Photos").
 */
export function usePhotoDrafts() {
  const photosQuery = usePhotos();
  const stored: Photo[] = photosQuery.data ?? [];
  const upload = useUploadPhoto();
  const [drafts, setDrafts] = useState<PhotoDraft[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [savedCount, setSavedCount] = useState<number | null>(null);
  // Every preview URL still alive, so leaving the page frees them all.
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const alive = urls.current;
    return () => {
      for (const url of alive) URL.revokeObjectURL(url);
      alive.clear();
    };
  }, []);

  useEffect(() => {
    if (savedCount === null) return;
    const timer = setTimeout(() => setSavedCount(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [savedCount]);

  const total = stored.length + drafts.length;
  const free = Math.max(0, PHOTO_LIMITS.maxPerMember - total);

  const release = (draft: PhotoDraft) => {
    URL.revokeObjectURL(draft.previewUrl);
    urls.current.delete(draft.previewUrl);
  };

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (free === 0) {
      toast.error(t(PHOTO_MESSAGES.maxPhotos));
      return;
    }
    if (files.length > free) toast.warning(t(PHOTO_MESSAGES.remaining, { count: free }));
    setIsAdding(true);
    const added: PhotoDraft[] = [];
    for (const file of files.slice(0, free)) {
      try {
        const prepared = await preparePhoto(file);
        const previewUrl = URL.createObjectURL(prepared);
        urls.current.add(previewUrl);
        added.push({ id: `draft-${++draftCounter}`, file: prepared, previewUrl });
      } catch (error) {
        toast.error(photoErrorText(error, PHOTO_MESSAGES.couldNotProcess));
      }
    }
    setDrafts((current) => [...current, ...added]);
    setIsAdding(false);
  };

  const remove = (id: string) => {
    const draft = drafts.find((d) => d.id === id);
    if (draft) release(draft);
    setDrafts((current) => current.filter((d) => d.id !== id));
  };

  /** Uploads the pending photos one at a time; saved ones leave the list, failed ones stay with their reason. */
  const saveAll = async (): Promise<number> => {
    if (total === 0) {
      toast.warning(t(PHOTO_SAVE_MESSAGES.noPhotos));
      return 0;
    }
    if (drafts.length === 0) return 0;
    setIsSaving(true);
    const progress = toast.loading(t(PHOTO_SAVE_MESSAGES.saving));
    let saved = 0;
    try {
      for (const draft of drafts) {
        try {
          await upload.mutateAsync(draft.file);
          release(draft);
          setDrafts((current) => current.filter((d) => d.id !== draft.id));
          saved++;
        } catch (error) {
          const reason = photoErrorText(error, PHOTO_SAVE_MESSAGES.noneSaved);
          setDrafts((current) => current.map((d) => (d.id === draft.id ? { ...d, error: reason } : d)));
          toast.error(reason);
        }
      }
    } catch {
      toast.error(t(PHOTO_SAVE_MESSAGES.unexpected));
    } finally {
      toast.dismiss(progress);
      setIsSaving(false);
    }
    if (saved > 0) {
      toast.success(t(PHOTO_SAVE_MESSAGES.saved, { count: saved }), { duration: SUCCESS_TOAST_MS });
      setSavedCount(saved);
    } else {
      toast.error(t(PHOTO_SAVE_MESSAGES.noneSaved));
    }
    return saved;
  };

  return {
    photosQuery,
    stored,
    drafts,
    total,
    free,
    isAdding,
    isSaving,
    savedCount,
    add,
    remove,
    saveAll,
  };
}
export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;
