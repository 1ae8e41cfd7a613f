import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A form label; a double click on its text selects nothing (as Radix's Label, which it replaces). */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm font-medium text-foreground", className)}
      onMouseDown={(event) => {
        // A control inside the label keeps its own behaviour.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
