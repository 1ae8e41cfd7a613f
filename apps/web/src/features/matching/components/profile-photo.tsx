import { ProgressiveImage } from "@/components/ui/progressive-image";
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
  /** The photo's blurred stand-in and its size, when the server has them (see ProgressiveImage). */
  placeholder?: string | null | undefined;
  width?: number | undefined;
  height?: number | undefined;
};

/**
 * Spec 001 section 2: a photo (its blurred placeholder first), or a gradient with the profile's name
 * when there is none or it fails to load. Either way it fills its box, so nothing moves when the image
 * arrives or fails.
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
  placeholder,
  width,
  height,
}: ProfilePhotoProps) {
  const gradient = (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        "flex size-full items-center justify-center bg-linear-to-br p-6 text-center text-white",
        gradientFor(name),
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
  return (
    <ProgressiveImage
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      placeholder={placeholder}
      width={width}
      height={height}
      priority={priority}
      fallback={gradient}
      className={className}
    />
  );
}
