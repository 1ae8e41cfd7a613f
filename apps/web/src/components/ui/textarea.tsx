import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A multi-line input with the same look as `Input`. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-32 w-full min-w-0 rounded-xl border border-input bg-card px-3.5 py-3 text-base leading-relaxed text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
