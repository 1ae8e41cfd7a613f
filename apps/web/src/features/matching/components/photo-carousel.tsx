import { REPORT_TEXT, type PublicProfile } from "@kindred/contracts";
import { ChevronLeft, ChevronRight, Flag } from "lucide-react";
import { useState } from "react";
import { ReportDialog } from "@/components/report-dialog";
import { t } from "@/lib/i18n/i18n";
import { firstNameOf, photoSources } from "@/lib/profile-format";
import { cn } from "@/lib/utils";
import { ProfilePhoto } from "./profile-photo";

type PhotoCarouselProps = {
  profile: Pick<PublicProfile, "firstName" | "photos" | "avatar">;
  className?: string;
  sizes?: string;
  /** Offer "Report photo" on the photo shown (someone else's uploaded photos, not an avatar). */
  reportable?: boolean;
};

const arrowClass =
  "absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow-md ring-1 ring-stone-900/10 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The full profile's photos, one at a time, with previous/next buttons and a dot per photo. A photo
 * that fails to load shows the gradient placeholder with the name (spec 001 section 8, "Other").
 * Each uploaded photo can be reported on its own (DESIGN section 13: moderators see which one).
 */
export function PhotoCarousel({
  profile,
  className,
  sizes = "(min-width: 768px) 400px, 100vw",
  reportable = false,
}: PhotoCarouselProps) {
  const name = firstNameOf(profile);
  const slides =
    profile.photos.length > 0
      ? profile.photos.map((photo) => ({ key: photo.id, photoId: photo.id as string | null, ...photoSources(photo) }))
      : profile.avatar
        ? [{ key: "avatar", photoId: null, src: profile.avatar, srcSet: undefined }]
        : [];
  const [reporting, setReporting] = useState<string | null>(null);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = slides[Math.min(index, count - 1)];
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("Photos of {name}", { name })}
      className={cn("relative overflow-hidden bg-muted", className)}
    >
      <ProfilePhoto
        key={current?.key ?? "none"}
        src={current?.src ?? null}
        srcSet={current?.srcSet}
        sizes={sizes}
        alt={
          count > 1
            ? t("Photo {number} of {count} of {name}", { number: index + 1, count, name })
            : t("Photo of {name}", { name })
        }
        name={name}
        priority
      />
      {reportable && current?.photoId ? (
        <button
          type="button"
          onClick={() => setReporting(current.photoId)}
          className="absolute top-3 left-3 z-10 inline-flex h-8 items-center gap-1.5 rounded-full bg-stone-950/55 px-3 text-xs font-semibold text-white backdrop-blur-sm transition-colors hover:bg-stone-950/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Flag aria-hidden="true" className="size-3.5" />
          {t("Report photo")}
        </button>
      ) : null}
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label={t("Previous photo")}
            onClick={() => go(index - 1)}
            className={cn(arrowClass, "left-3")}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={t("Next photo")}
            onClick={() => go(index + 1)}
            className={cn(arrowClass, "right-3")}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            <div className="flex items-center rounded-full bg-stone-950/45 px-1.5 backdrop-blur-sm">
              {slides.map((slide, dot) => (
                <button
                  key={slide.key}
                  type="button"
                  aria-label={t("Show photo {number}", { number: dot + 1 })}
                  aria-current={dot === index ? "true" : undefined}
                  onClick={() => setIndex(dot)}
                  className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block rounded-full transition-all",
                      dot === index ? "size-2.5 bg-white" : "size-2 bg-white/60 group-hover:bg-white/85",
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
          <p aria-live="polite" className="sr-only">
            {t("Photo {number} of {count}", { number: index + 1, count })}
          </p>
        </>
      ) : null}
      <ReportDialog
        open={reporting !== null}
        onOpenChange={(open) => (open ? null : setReporting(null))}
        kind="photo"
        targetId={reporting ?? ""}
        title={t(REPORT_TEXT.photoTitle)}
        description={t(
          "Tell our moderators what is wrong with this photo of {name}. {name} won't know who reported it.",
          {
            name,
          },
        )}
        successMessage={t(REPORT_TEXT.photoReported)}
      />
    </section>
  );
}
