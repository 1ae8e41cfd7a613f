import { useState } from "react";
import { gradientFor } from "@/lib/profile-format";
import { cn } from "@/lib/utils";

type ProfilePhotoProps = {
  /** The image to show; missing or broken, the gradient placeholder with the name shows instead. */
  src: string | null;
  srcSet?: string | undefined;
  sizes?: string;
  alt: string;
  /** Written on the placeholder. */
  name: string;
  className?: string;
  /** The placeholder's name size: big on a card, smaller in a thumbnail. */
  size?: "lg" | "md";
  /** The first card's photo is the page's main image: fetch it first. */
  priority?: boolean;
};

/**
 * Spec 001 section 2: a photo, or a gradient placeholder with the profile's name when there is none
 * or it fails to load. Either way it fills its box, so nothing moves when the image arrives or fails.
 */
export function ProfilePhoto({
  src,
  srcSet,
  sizes,
  alt,
  name,
  className,
  size = "lg",
  priority = false,
}: ProfilePhotoProps) {
  // Keyed by src: a new source gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          "flex size-full items-center justify-center bg-linear-to-br p-6 text-center text-white",
          gradientFor(name),
          className,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "font-bold tracking-tight break-words drop-shadow-sm [overflow-wrap:anywhere]",
            size === "lg" ? "text-4xl sm:text-5xl" : "text-2xl",
          )}
        >
          {name}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      draggable={false}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("size-full bg-muted object-cover select-none", className)}
    />
  );
}
