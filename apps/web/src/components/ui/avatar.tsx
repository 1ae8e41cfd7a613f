import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type AvatarProps = ComponentProps<typeof AvatarPrimitive.Root> & {
  /** The photo; missing, still loading or broken, the fallback shows instead. */
  src?: string | null | undefined;
  /** Empty when the name is written next to the avatar (the photo then adds nothing to read). */
  alt?: string;
  /** Usually an initial letter. */
  fallback: string;
  fallbackClassName?: string;
  /**
   * Its largest width on screen in CSS pixels (its size class sets the box): the image's width and
   * height, so the browser knows its shape before it arrives.
   */
  pixels?: number;
};

/**
 * A round photo with a text fallback. Radix loads the image off-screen first and only shows it once
 * it decoded (its onerror switches to the fallback), so a broken URL never shows a broken-image icon.
 */
export function Avatar({ src, alt = "", fallback, className, fallbackClassName, pixels = 48, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn("relative inline-flex size-12 shrink-0 overflow-hidden rounded-full bg-rose-100", className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt={alt}
          width={pixels}
          height={pixels}
          decoding="async"
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        aria-hidden={alt === "" ? true : undefined}
        className={cn(
          "flex size-full items-center justify-center font-bold text-rose-700 uppercase select-none",
          fallbackClassName,
        )}
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
