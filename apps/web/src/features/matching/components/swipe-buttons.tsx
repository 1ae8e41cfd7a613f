import { Heart, Info, RotateCcw, X } from "lucide-react";
import type { ComponentProps } from "react";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

const round =
  "inline-flex shrink-0 items-center justify-center rounded-full border bg-card shadow-md shadow-stone-900/10 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-95 disabled:pointer-events-none disabled:opacity-60";

type RoundButtonProps = Omit<ComponentProps<"button">, "children"> & { size?: "lg" | "md" | "sm" };

const sizes = { lg: "size-16 [&_svg]:size-7", md: "size-12 [&_svg]:size-5", sm: "size-11 [&_svg]:size-5" };

/** Skip: a red cross. Its name is exactly 'Skip'. */
export function SkipButton({ className, size = "lg", ...props }: RoundButtonProps) {
  return (
    <button
      type="button"
      aria-label={t("Skip")}
      className={cn(round, sizes[size], "border-rose-200 text-rose-600 hover:bg-rose-50", className)}
      {...props}
    >
      <X aria-hidden="true" strokeWidth={3} />
    </button>
  );
}

/** Like: a solid heart. Its name is exactly 'Like'. */
export function LikeButton({ className, size = "lg", ...props }: RoundButtonProps) {
  return (
    <button
      type="button"
      aria-label={t("Like")}
      className={cn(
        round,
        sizes[size],
        "border-transparent bg-linear-to-br from-rose-500 to-rose-700 text-white hover:from-rose-600 hover:to-rose-800",
        className,
      )}
      {...props}
    >
      <Heart aria-hidden="true" fill="currentColor" />
    </button>
  );
}

export function InfoButton({ className, size = "sm", ...props }: RoundButtonProps) {
  return (
    <button
      type="button"
      aria-label={t("Info")}
      className={cn(round, sizes[size], "border-border text-sky-700 hover:bg-sky-50", className)}
      {...props}
    >
      <Info aria-hidden="true" />
    </button>
  );
}

export function UndoButton({ className, size = "sm", ...props }: RoundButtonProps) {
  return (
    <button
      type="button"
      aria-label={t("Undo skip")}
      className={cn(round, sizes[size], "border-border text-amber-700 hover:bg-amber-50", className)}
      {...props}
    >
      <RotateCcw aria-hidden="true" />
    </button>
  );
}
