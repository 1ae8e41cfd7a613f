import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  value: number;
  max?: number;
  indicatorClassName?: string;
};

/**
 * A determinate progress bar (role="progressbar" with aria-valuenow from Radix). It needs a name:
 * pass aria-label or aria-labelledby. The fill's width is value/max, so it can be asserted directly.
 */
export function Progress({ value, max = 100, className, indicatorClassName, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-rose-100", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full rounded-full bg-linear-to-r from-rose-400 to-rose-600 transition-[width] duration-500 ease-out",
          indicatorClassName,
        )}
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
