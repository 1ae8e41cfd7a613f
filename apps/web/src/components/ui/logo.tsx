import { APP_NAME } from "@kindred/contracts";
import { Heart } from "lucide-react";
import { cn } from "@/lib/utils";

/** The heart mark and the product name; decorative mark, readable name. */
export function Logo({ className, size = "md" }: { className?: string; size?: "md" | "lg" }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-bold tracking-tight", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "inline-flex items-center justify-center rounded-xl bg-linear-to-br from-rose-400 to-rose-700 text-white shadow-sm",
          size === "lg" ? "size-11" : "size-8",
        )}
      >
        <Heart className={size === "lg" ? "size-6" : "size-4.5"} fill="currentColor" strokeWidth={0} />
      </span>
      <span className={size === "lg" ? "text-3xl" : "text-xl"}>{APP_NAME}</span>
    </span>
  );
}
