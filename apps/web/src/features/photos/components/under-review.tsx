import { PHOTO_MESSAGES, type Photo } from "@kindred/contracts";
import { ShieldAlert } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** On a held photo's tile (issue 31): only its owner sees it until a moderator approves it. */
export function UnderReviewBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 shadow-sm">
      {t(PHOTO_MESSAGES.underReviewBadge)}
    </span>
  );
}

/** Why a photo is held, above the grid while any is: a badge alone would leave the member guessing. */
export function UnderReviewNotice({ photos }: { photos: Photo[] }) {
  if (!photos.some((photo) => photo.underReview)) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>{t(PHOTO_MESSAGES.underReview)}</p>
    </div>
  );
}
