import { useCallback, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type ProgressiveImageProps = {
  /** The photo; missing or broken, `fallback` shows instead. */
  src: string | null;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  /** A tiny image (a data: URL) shown blurred until the photo has loaded. */
  placeholder?: string | null | undefined;
  /** The photo's own size: the browser knows its shape before a byte of it arrives. */
  width?: number | undefined;
  height?: number | undefined;
  /** What shows with no photo, or when it fails to load (the card's gradient or initial). */
  fallback: ReactNode;
  /** The page's main image (the deck's top card): fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
};

type State = "loading" | "loaded" | "failed";

/**
 * A photo that never pops in: it fills its box (the box sets the size, so nothing around it moves),
 * with the blurred placeholder in it until the photo has loaded, and then the photo fades in (at once
 * under prefers-reduced-motion). No photo, or a broken one, shows `fallback` in the same box.
 * `data-state` (loading, loaded, fallback) is there for tests.
 */
export function ProgressiveImage({
  src,
  srcSet,
  sizes,
  alt,
  placeholder,
  width,
  height,
  fallback,
  priority = false,
  className,
  imageClassName,
}: ProgressiveImageProps) {
  // Keyed by src: a new photo starts over (its own load, its own chance to fail).
  const [status, setStatus] = useState<{ src: string | null; state: State }>({ src, state: "loading" });
  const state = status.src === src ? status.state : "loading";
  const settle = useCallback((next: State) => setStatus({ src, state: next }), [src]);
  // A photo already in the cache may be complete before React listens for its load event.
  const whenComplete = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth > 0) settle("loaded");
    },
    [settle],
  );

  if (!src || state === "failed") {
    return (
      <div data-state="fallback" className={cn("relative size-full overflow-hidden", className)}>
        {fallback}
      </div>
    );
  }
  const loaded = state === "loaded";
  return (
    <div data-state={state} className={cn("relative size-full overflow-hidden bg-muted", className)}>
      {placeholder ? (
        <img
          src={placeholder}
          alt=""
          aria-hidden="true"
          draggable={false}
          data-placeholder=""
          width={width}
          height={height}
          // Scaled up a little so the blur's soft edge falls outside the box.
          className={cn(
            "absolute inset-0 size-full scale-125 object-cover blur-xl transition-opacity duration-500 select-none motion-reduce:transition-none",
            loaded ? "opacity-0 delay-300" : "opacity-100",
          )}
        />
      ) : null}
      <img
        ref={whenComplete}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        draggable={false}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        onLoad={() => settle("loaded")}
        onError={() => settle("failed")}
        className={cn(
          "absolute inset-0 size-full object-cover transition-opacity duration-300 select-none motion-reduce:transition-none",
          loaded ? "opacity-100" : "opacity-0",
          imageClassName,
        )}
      />
    </div>
  );
}
