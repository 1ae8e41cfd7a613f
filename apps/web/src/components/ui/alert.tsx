import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, Info } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const alertVariants = cva(
  "flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        error: "border-red-200 bg-destructive-soft text-destructive",
        info: "border-amber-200 bg-warning-soft text-warning-foreground",
      },
    },
    defaultVariants: { variant: "error" },
  },
);

/** An inline message; errors use role="alert" so they are announced when they appear. */
export function Alert({
  className,
  variant = "error",
  children,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  const Icon = variant === "error" ? CircleAlert : Info;
  return (
    <div role={variant === "error" ? "alert" : "note"} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
