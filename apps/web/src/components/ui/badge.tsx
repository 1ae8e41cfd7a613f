import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// Every pair is AA: accent-foreground #9f1239 on #fff1f2 is 7.6:1, stone-700 on #f5efec 8.9:1.
const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full font-medium whitespace-nowrap [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        accent: "bg-accent text-accent-foreground",
        muted: "bg-muted text-stone-700",
        outline: "border border-border bg-card text-stone-700",
        /** A count on a tile or tab: solid, small, round. */
        count: "min-w-5 justify-center bg-primary px-1.5 text-white shadow-sm",
      },
      size: {
        sm: "h-6 px-2.5 text-xs",
        xs: "h-5 text-[0.6875rem] leading-none",
      },
    },
    defaultVariants: { variant: "accent", size: "sm" },
  },
);

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
