import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A menu of actions (WAI-ARIA menu button: the trigger gets aria-haspopup and aria-expanded, arrow
 * keys move between items, Escape closes and focus returns to the trigger). Portalled, so a scrolling
 * pane never clips it.
 */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  align = "end",
  sideOffset = 6,
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 min-w-52 rounded-2xl border border-border bg-card p-1.5 text-card-foreground shadow-xl shadow-stone-900/10 outline-none",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

type ItemProps = ComponentProps<typeof MenuPrimitive.Item> & { tone?: "default" | "danger" };

export function DropdownMenuItem({ className, tone = "default", ...props }: ItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "flex h-10 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-sm font-medium outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
        tone === "danger"
          ? "text-destructive data-highlighted:bg-destructive-soft"
          : "text-foreground data-highlighted:bg-accent data-highlighted:text-accent-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("my-1 h-px bg-border", className)} {...props} />;
}
