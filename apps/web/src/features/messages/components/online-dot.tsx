import { cn } from "@/lib/utils";

/** The green presence dot on an avatar; the words 'Online now' say the same for screen readers. */
export function OnlineDot({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("block size-3.5 rounded-full bg-emerald-500 ring-2 ring-card", className)} />
  );
}
