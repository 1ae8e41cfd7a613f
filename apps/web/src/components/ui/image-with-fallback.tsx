import { ImageOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

type ImageWithFallbackProps = ComponentProps<"img"> & {
  /** Shown in place of the image when it cannot be loaded. */
  fallbackText?: string;
};

/** An image that turns into a calm placeholder (not a broken-image icon) when it fails to load. */
export function ImageWithFallback({
  fallbackText = t("Failed to load image"),
  className,
  src,
  ...props
}: ImageWithFallbackProps) {
  // Keyed by src: a new source gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (src && failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={fallbackText}
        className={cn(
          "flex flex-col items-center justify-center gap-1.5 bg-muted p-2 text-center text-muted-foreground",
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-xs font-medium">{fallbackText}</span>
      </div>
    );
  }
  return <img src={src} className={className} onError={() => setFailedSrc(src)} {...props} />;
}
