import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

type PhotoTileProps = {
  src: string;
  alt: string;
  isMain: boolean;
  /** Over the photo's top-right corner (a remove button). */
  corner?: ReactNode;
  /** Over the photo's bottom edge (a status badge). */
  status?: ReactNode;
  /** Under the photo (a switch, a button). */
  children?: ReactNode;
  className?: string;
};

/** One photo in a grid: the image (or a "Failed to load image" placeholder), the main-photo mark and its actions. */
export function PhotoTile({ src, alt, isMain, corner, status, children, className }: PhotoTileProps) {
  return (
    <li className={cn("grid content-start gap-2", className)}>
      <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
        <ImageWithFallback
          src={src}
          alt={alt}
          // The tile's shape (4:5, as the class sets it) at the preview's size: known before it arrives.
          width={320}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[4/5] w-full object-cover"
        />
        {isMain ? (
          <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-primary-strong shadow-sm">
            <Star aria-hidden="true" className="size-3" fill="currentColor" />
            {t("Main photo")}
          </span>
        ) : null}
        {corner ? <div className="absolute top-1.5 right-1.5">{corner}</div> : null}
        {status ? <div className="absolute inset-x-2 bottom-2 flex">{status}</div> : null}
      </div>
      {children}
    </li>
  );
}
